/// The audit matrix (ARCHITECTURE §10): every strategy × event × device (× lifecycle style
/// on iOS), each run from a fresh world on the virtual clock, measured as the user would see
/// it.
public enum Audit {
    /// What to audit. Every list defaults to everything; combinations that do not exist (a
    /// strategy with no code for the device, an event the device has not) are left out.
    public struct Plan: Sendable {
        public var strategies: [String] = Strategies.ids
        public var devices: [DeviceKind] = DeviceKind.allCases
        public var lifecycles: [LifecycleStyle] = LifecycleStyle.allCases
        /// The iOS releases to run the iOS devices on; the current one by default.
        public var versions: [IOSVersion] = [.current]
        /// Whether rows name their release (`--ios` was given): the table's `iOS` column.
        public var namesVersion = false
        /// The API levels to run the Android device on; the current one by default.
        public var androidLevels: [AndroidAPILevel] = [.current]
        /// Whether rows name their API level (`--android-api` was given): the `API` column.
        public var namesAndroidAPI = false
        /// The navigation modes to run the Android device in; gesture navigation by default.
        public var androidNavs: [AndroidNavigation] = [.current]
        /// Whether rows name their navigation (`--android-nav` was given): the `nav` column.
        public var namesAndroidNav = false
        /// The hosts to put each strategy's code in; each strategy runs in those it supports.
        public var hosts: [StrategyHost] = StrategyHost.allCases
        /// The presentations of the strategies that present a controller.
        public var presentations: [ModalPresentation] = ModalPresentation.allCases
        /// The forms of the strategies whose code has a corrected form (`StrategyForm`).
        public var forms: [StrategyForm] = StrategyForm.allCases
        /// The trigger of the strategies that offer one; nil: each strategy's default.
        public var trigger: StrategyTrigger?
        public var events: [AuditEvent] = AuditEvent.allCases
        /// The app whose card is audited (Medical ID, article 000's app, by default).
        public var app = "Medical ID"
        /// The settings of every run's world — its timings (`--timing`), the readings taken
        /// (`--assume`), the legibility (`--legible-contrast`), Reduce Transparency — but for
        /// the device, lifecycle, iOS release and Android API level and navigation, which the
        /// lists above give.
        public var settings = WorldSettings()
        /// Which release settings the rows name in a column.
        var naming: Naming {
            Naming(version: namesVersion, androidAPI: namesAndroidAPI, androidNav: namesAndroidNav)
        }
        /// Options given to every strategy (its default trigger, PIN 1234); the fade of the
        /// strategies that fade, nil: each strategy's own (0.5 s, expo's blur 0.3 s).
        public var fade: Double?
        public var pin = "1234"
        /// Code from outside the catalog to audit instead of `strategies` (`verify`).
        public var custom: CustomStrategy?

        public init() {}
    }

    /// Privacy code the catalog does not know — an app's own, compiled against the lab's UIKit
    /// model — audited as a strategy: every iOS device, lifecycle and release of the plan.
    public struct CustomStrategy: Sendable {
        /// The rows' `strategy`.
        public var id: String
        /// Where its code lives, for the rows' `host`; nil when it is more than one place.
        public var host: StrategyHost?
        /// Makes the code's instance for one scene.
        public var make: @Sendable (StrategyConfiguration) -> PrivacyStrategy?

        public init(
            id: String, host: StrategyHost?,
            make: @escaping @Sendable (StrategyConfiguration) -> PrivacyStrategy?
        ) {
            self.id = id
            self.host = host
            self.make = make
        }
    }

    /// Why a plan cannot run.
    public struct PlanError: Error, CustomStringConvertible {
        public let description: String
    }

    /// Runs the plan: rows ordered by device, lifecycle, strategy, event.
    public static func run(_ plan: Plan = Plan(), catalog: AssetCatalog) throws(PlanError) -> [AuditRow] {
        let catalog = catalog.withSecondApp()
        let (app, other) = try apps(plan.app, catalog: catalog)
        for id in plan.strategies where Strategies.info(id) == nil {
            throw PlanError(
                description:
                    "unknown strategy '\(id)' (expected one of \(Strategies.ids.joined(separator: ", ")))")
        }
        if let custom = plan.custom {
            return runCustom(custom, plan, catalog: catalog, app: app, other: other)
        }
        var rows: [AuditRow] = []
        for device in plan.devices {
            // Android has one lifecycle, the Activity's.
            let lifecycles = device.lifecycles.count == 1 ? device.lifecycles : plan.lifecycles
            // Android runs once, whatever the iOS release; iOS once, whatever the API level.
            let driver = device.platform.lifecycleDriver
            for lifecycle in lifecycles {
                for release in driver.releases(of: plan) {
                    for id in plan.strategies {
                        guard let info = Strategies.info(id), info.applies(to: device) else { continue }
                        // A strategy with iOS code runs in each host it can live in; Android's has one.
                        // SwiftUI's App and scenePhase exist from iOS 14 (MODEL §41).
                        let hosts: [StrategyHost?] =
                            info.hosts.isEmpty
                            ? [nil]
                            : info.hosts.filter {
                                plan.hosts.contains($0) && (!$0.isSwiftUI || release.ios.hasSwiftUIApp)
                            }
                        // A strategy that presents a controller runs with each presentation.
                        let presentations =
                            info.options.contains(.presentation)
                            ? plan.presentations : [ModalPresentation.automatic]
                        // A strategy with a corrected form runs in each form.
                        let forms = info.options.contains(.form) ? plan.forms : [StrategyForm.article]
                        for host in hosts {
                            for (presentation, form) in presentations.flatMap({ p in forms.map { (p, $0) } })
                            {
                                let configuration = plan.configuration(
                                    id, host: host, presentation: presentation, form: form)
                                for event in plan.events where event.applies(to: device, lifecycle: lifecycle)
                                {
                                    let scenario = Scenario(
                                        settings: plan.settings(
                                            device, lifecycle, ios: release.ios,
                                            androidAPI: release.androidAPI,
                                            androidNav: release.androidNav),
                                        strategy: configuration, catalog: catalog, app: app, other: other,
                                        naming: plan.naming)
                                    rows.append(scenario.run(event))
                                }
                            }
                        }
                    }
                }
            }
        }
        return rows
    }

    /// The custom strategy's rows: each iOS device, lifecycle, release and event of the plan.
    private static func runCustom(
        _ custom: CustomStrategy, _ plan: Plan, catalog: AssetCatalog, app: String, other: String
    ) -> [AuditRow] {
        var rows: [AuditRow] = []
        let configuration = StrategyConfiguration(
            id: custom.id, host: custom.host, fade: plan.fade, pin: plan.pin)
        for device in plan.devices where device.runsUIKit {
            for lifecycle in plan.lifecycles where device.lifecycles.contains(lifecycle) {
                for ios in plan.versions {
                    for event in plan.events where event.applies(to: device, lifecycle: lifecycle) {
                        var scenario = Scenario(
                            settings: plan.settings(device, lifecycle, ios: ios), strategy: configuration,
                            catalog: catalog, app: app, other: other, naming: plan.naming)
                        scenario.makeStrategy = custom.make
                        rows.append(scenario.run(event))
                    }
                }
            }
        }
        return rows
    }

    /// The audited app by its catalog name, and the other app the scenarios launch first and
    /// switch to: the one with least to hide (`AssetCatalog.withSecondApp` adds one to a
    /// catalog of one app).
    static func apps(_ name: String, catalog: AssetCatalog) throws(PlanError) -> (app: String, other: String)
    {
        guard let app = catalog.app(named: name)?.name else {
            let known = catalog.apps.map(\.name).joined(separator: ", ")
            throw PlanError(description: "unknown app '\(name)' (expected one of \(known))")
        }
        let others = catalog.apps.filter { $0.name != app }
        guard
            let other = others.min(by: {
                $0.screen.legibleSensitiveCells(.default) < $1.screen.legibleSensitiveCells(.default)
            })?.name
        else {
            throw PlanError(description: "the audit needs a second app to switch to besides \(app)")
        }
        return (app, other)
    }

    /// One cell of the matrix, run as `run` runs it, with the picture its number is counted
    /// on: `event` for `app` in a fresh world of `settings`, under `strategy`.
    public static func replay(
        _ event: AuditEvent, strategy: StrategyConfiguration, settings: WorldSettings, app: String,
        catalog: AssetCatalog
    ) throws(PlanError) -> AuditReplay {
        let catalog = catalog.withSecondApp()
        let (app, other) = try apps(app, catalog: catalog)
        let scenario = Scenario(
            settings: settings, strategy: strategy, catalog: catalog, app: app, other: other)
        return scenario.replay(event)
    }
}

extension Audit.Plan {
    /// The settings of one run: the plan's, on `device` in `lifecycle` with that release,
    /// API level and navigation.
    func settings(
        _ device: DeviceKind, _ lifecycle: LifecycleStyle, ios: IOSVersion,
        androidAPI: AndroidAPILevel = .current, androidNav: AndroidNavigation = .current
    ) -> WorldSettings {
        settings.onPlatform(
            of: WorldSettings(
                device: device, lifecycle: lifecycle, ios: ios, androidAPI: androidAPI, androidNav: androidNav
            ))
    }

    /// The configuration the audit gives strategy `id` in `host` with `presentation`: the
    /// plan's trigger if the strategy offers one (else its default), the plan's fade and PIN.
    public func configuration(
        _ id: String, host: StrategyHost?, presentation: ModalPresentation, form: StrategyForm = .article
    ) -> StrategyConfiguration {
        let trigger = Strategies.info(id)?.options.contains(.trigger) == true ? self.trigger : nil
        return StrategyConfiguration(
            id: id, trigger: trigger, host: host, fade: fade, pin: pin, presentation: presentation, form: form
        )
    }
}

/// One cell of the audit matrix with what it was counted on.
public struct AuditReplay: Hashable, Sendable {
    public let row: AuditRow
    /// What the user sees when the audit counts: the card (or the zoom from it) for an event
    /// that ends with a card, the app's own screen while an interruption is up.
    public let picture: Canvas
    /// The card is blank: no snapshot could be taken (`FLAG_SECURE`).
    public let isBlank: Bool
}
