import SwitcherCore

/// One app's scan, audited: its findings, the audit of each recognised one on the app's
/// devices (SwitcherCore's `Audit`), the verdict, and `recommend`'s choice for the app.
public struct AppReport: Sendable {
    public let app: AppReading
    public let findings: [ScanFinding]
    /// The audit rows of every audited finding; of `none` when the app has none.
    public let rows: [AuditRow]
    /// The (device, event) runs whose card leaks under every audited finding: what the app
    /// as a whole leaks, since any one of its patterns that covers a card covers it.
    public let leaks: [AuditRow]
    /// The runs that would leak under the audited findings, but where code the scan could
    /// not follow or recognise runs before the card is taken: not assessed, never "leaks"
    /// and never "clean" (exit 3).
    public let unknown: [AuditRow]
    /// Some audited finding covers the app during an interruption.
    public let covers: Bool
    /// `recommend`'s ranking for the app's devices and lifecycle.
    public let recommendation: Recommendation.Ranking?

    /// The lifecycle's name: `scene`, `app` or `activity`.
    public var lifecycle: String { app.lifecycle?.rawValue ?? "activity" }

    public var leaksAnywhere: Bool { !leaks.isEmpty }

    /// Some run could not be assessed.
    public var notAssessed: Bool { !unknown.isEmpty }
}

public enum ScanReport {
    /// What the user sets over what the scan reads (`--device`, `--lifecycle`, `--ios`,
    /// `--android-api`, or `.switcherlab.yml`); nil: the app's own.
    public struct Overrides: Sendable, Equatable {
        /// The devices to audit on; each app keeps those of its own platform (an app with none
        /// among them keeps its own).
        public var devices: [DeviceKind]?
        /// The lifecycle of an iOS app.
        public var lifecycle: LifecycleStyle?
        public var ios: [IOSVersion]?
        public var androidAPI: [AndroidAPILevel]?

        public init(
            devices: [DeviceKind]? = nil, lifecycle: LifecycleStyle? = nil, ios: [IOSVersion]? = nil,
            androidAPI: [AndroidAPILevel]? = nil
        ) {
            self.devices = devices
            self.lifecycle = lifecycle
            self.ios = ios
            self.androidAPI = androidAPI
        }
    }

    /// Audits one app's findings on its devices with the catalog's app `appName`.
    public static func audit(
        _ app: AppReading, catalog: AssetCatalog, appName: String, recommend: Bool = true,
        overrides: Overrides = Overrides(), rankings: inout [String: Recommendation.Ranking]
    ) throws(Audit.PlanError) -> AppReport {
        var app = app
        if let lifecycle = overrides.lifecycle, app.platform.choosesLifecycleStyle {
            app.lifecycleOverride = lifecycle
        }
        if let devices = overrides.devices?.filter({ $0.platform == app.platform }), !devices.isEmpty {
            app.devicesOverride = devices
        }
        let findings = ScanMapping.findings(for: app) + ScanMapping.libraryFindings(for: app)
        let lifecycle = app.lifecycle ?? .scene
        var base = Audit.Plan()
        base.devices = app.devices
        base.lifecycles = [lifecycle]
        base.app = appName
        // An app whose scene manifest does not support multiple scenes (the key's default) has
        // one window on iPad: no window of it goes away while another stays (MODEL §53).
        if let manifest = app.sceneManifest, !manifest.multipleScenes {
            base.events.removeAll { $0 == .windowAway }
        }
        switch app.platform.releaseAxis {
        case .iOSVersion:
            if let versions = overrides.ios {
                base.versions = versions
                base.namesVersion = true
            }
        case .androidAPILevel:
            // An Android app runs on every level from its minSdk: the lowest the lab models and
            // the newest are audited, each row naming its level (MODEL §48).
            // An unread minSdk (a Gradle variable, a version catalog) could be any: the lowest.
            let lowest = lowestLevel(app.androidMinSdk ?? 1)
            if lowest != .current {
                base.androidLevels = [lowest, .current]
                base.namesAndroidAPI = true
            }
            if let levels = overrides.androidAPI {
                base.androidLevels = levels
                base.namesAndroidAPI = true
            }
            // Users navigate by gesture or with the buttons, which the app does not choose: both
            // are audited, each row naming its mode (MODEL §58), as `recommend` ranks.
            if app.platform.navigatesInModes {
                base.androidNavs = AndroidNavigation.allCases
                base.namesAndroidNav = true
            }
        }
        var audited: [[AuditRow]] = []
        var seen: [StrategyConfiguration] = []
        for configuration in findings.compactMap(\.audited) where !seen.contains(configuration) {
            seen.append(configuration)
            audited.append(try run(configuration, plan: base, catalog: catalog))
        }
        if audited.isEmpty {
            audited.append(try run(StrategyConfiguration(id: "none"), plan: base, catalog: catalog))
        }
        let rows = audited.flatMap { $0 }
        // A cover on one screen's own view covers that screen only: where the app has a cover
        // for every screen (one not on a screen's view), those decide its cards.
        let everyScreen = Set(findings.filter { $0.screen == nil }.compactMap(\.audited))
        let deciding =
            everyScreen.isEmpty ? audited : zip(seen, audited).filter { everyScreen.contains($0.0) }.map(\.1)
        // A card leaks when every pattern leaves it legible.
        let first = deciding.first ?? audited[0]
        let leaking = first.filter { row in
            deciding.allSatisfy { rows in
                rows.contains {
                    $0.device == row.device && $0.event == row.event && $0.androidAPI == row.androidAPI
                        && $0.androidNav == row.androidNav
                        && ($0.legibleSensitiveCells ?? 0) > 0
                }
            }
        }
        // Code not followed that runs before a card is taken could cover it: those runs are
        // not assessed.
        // So could a cover that only some implementations of a protocol's method put up.
        // Code on one screen's own could change that screen only: where a cover for every screen
        // decides the cards, it does not.
        let reach = findings.filter {
            (!$0.isRecognised || $0.undecided != nil) && $0.runs && ($0.screen == nil || everyScreen.isEmpty)
        }.reduce(
            into: Set<AuditEvent>()
        ) {
            let handler = ($1.facts.first { $0.undecided != nil } ?? $1.facts.first)?.handler
            $0.formUnion(
                ScanMapping.eventsReached(
                    from: handler?.moment ?? .resignActive, host: handler?.host ?? $1.host))
        }
        let reached = { (row: AuditRow) in AuditEvent(rawValue: row.event).map(reach.contains) ?? false }
        let unknown = leaking.filter(reached)
        let leaks = leaking.filter { !reached($0) }
        let covers = rows.contains { $0.coverDuringInterruption == true }
        var ranking: Recommendation.Ranking?
        // One ranking per set of devices and lifecycle: apps that share them share it.
        let key = "\(app.devices) \(lifecycle) \(base.versions) \(base.androidLevels) \(base.events)"
        if recommend {
            if let known = rankings[key] {
                ranking = known
            } else {
                // Ranked as `recommend` ranks: on Android in both navigation modes (above).
                ranking = try Recommendation.run(base, catalog: catalog).first
                rankings[key] = ranking
            }
        }
        return AppReport(
            app: app, findings: findings, rows: rows, leaks: leaks, unknown: unknown, covers: covers,
            recommendation: ranking)
    }

    /// The level the lab audits for an app whose minSdk is `minSdk`: that level, or the lowest
    /// the lab models (29) for an older one.
    static func lowestLevel(_ minSdk: Int) -> AndroidAPILevel {
        AndroidAPILevel(
            min(max(minSdk, AndroidAPILevel.supported.lowerBound), AndroidAPILevel.supported.upperBound))
            ?? .current
    }

    static func run(
        _ configuration: StrategyConfiguration, plan base: Audit.Plan, catalog: AssetCatalog
    ) throws(Audit.PlanError)
        -> [AuditRow]
    {
        var plan = base
        plan.strategies = [configuration.id]
        if let host = configuration.host { plan.hosts = [host] }
        plan.presentations = [configuration.presentation]
        // The form the app's code is written in, not every form the strategy has.
        plan.forms = [configuration.form]
        plan.trigger = configuration.trigger
        plan.fade = configuration.fade
        return try Audit.run(plan, catalog: catalog)
    }

    /// Every app's report.
    public static func reports(
        _ reading: ScanReading, catalog: AssetCatalog, appName: String, recommend: Bool = true,
        overrides: Overrides = Overrides()
    ) throws(Audit.PlanError) -> [AppReport] {
        var rankings: [String: Recommendation.Ranking] = [:]
        var reports: [AppReport] = []
        for app in reading.apps {
            reports.append(
                try audit(
                    app, catalog: catalog, appName: appName, recommend: recommend, overrides: overrides,
                    rankings: &rankings))
        }
        return reports
    }
}
