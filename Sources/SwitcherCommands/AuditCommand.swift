import ArgumentParser
import Foundation
import SwitcherCore
import SwitcherReports

/// `switcherlab audit`: every strategy × event × device (× lifecycle style on iOS) on the
/// virtual clock, as an aligned table or as JSON.
struct AuditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "audit",
        abstract: "Run every strategy through every system event and measure what the switcher card leaks.",
        discussion: """
            Each run starts a fresh world: another app, then the audited app (Medical ID) in \
            front, then one event: \(AuditEvent.allCases.map(\.rawValue).joined(separator: ", ")). \
            Measured: legible sensitive cells in the card the user sees, the cover during an \
            interruption, how long the cover stays after the app is active again (stuck: still \
            up 5 s later). Strategies run only on the devices they have code for; app-switch \
            only where the device has the gesture, face-id only on iOS. Each iOS strategy runs \
            once per host its code can live in (app-delegate, scene-delegate, notifications; \
            swiftui-app, swiftui-scene for SwiftUI code): \
            UIKit never calls the app delegate's lifecycle methods in an app with scenes, nor a \
            scene delegate without them, so code in the wrong host protects nothing. The modal \
            strategies run with each presentation (automatic: a page sheet before iOS 18, a \
            form sheet from 18; full-screen). --trigger, --fade and --presentation set the \
            strategies' options as the lab does (Set Trigger, Set Fade, Set Presentation); \
            every JSON row records the configuration it ran: host, presentation, trigger, \
            fade, and the iOS release (iosVersion) or Android API level (androidAPILevel) and \
            navigation (androidNavigation). \
            window-away runs on the iPad with scenes only: a second window of the app beside \
            the first, then another app over it; its card is that window's snapshot. \
            relaunch (iOS): Home, the system ends the app, its icon launches it again; the \
            launch shows the stored snapshot. system-alert (iOS): a permission alert or tel: \
            confirmation over the app, an interruption like Control Center. sensitive-modal \
            (iOS): the app's own alert up, a one-time code in its text field and the keyboard \
            up, then Home: covers in the root view sit under the alert. sensitive-sheet (iOS): \
            the app's own page sheet up, its record in it, then Home. Every row records the \
            side effects of the strategy's code ("sideEffects": key-window-lost, \
            keyboard-dismissed, app-modal-dismissed, voiceover-focus).

            --ios runs the iOS devices on a release (\(IOSVersion.range); default \(IOSVersion.current.major)), \
            several (17,18) or all, and adds an iOS column. With the app lifecycle on iOS 18 \
            and later, a warning line quotes TN3187: UIKit logs that the app has not adopted \
            UIScene; on iOS 27 such an app built with its SDK does not launch. --android-api runs the \
            android device on an API level (\(AndroidAPILevel.range); default \(AndroidAPILevel.current.level)), \
            several (32,33) or all, and adds an API column: setRecentsScreenshotEnabled exists \
            from 33. A strategy that blocks the user's own screenshots and screen recordings \
            (FLAG_SECURE) is marked blocked, a cost beside the leaks ("blocksScreenshots" in JSON). \
            --android-nav runs the android device with gesture navigation (the default) or the \
            three buttons, or both (gesture,buttons or all), and adds a nav column: on gesture \
            navigation Recents opened from the app shows its tile live, so \
            setRecentsScreenshotEnabled(false) does not cover it; FLAG_SECURE does.

            --timing sets a timing of the model for every run (names: \
            \(SystemTimings.parameters.map(\.name).joined(separator: ", "))); durations as tapes \
            write them: 500ms, 1.5s. --sweep runs the (narrowed) audit once per value of one \
            timing and charts the legible cells in the card against it; with --json each row \
            gets "sweep": {"timing": NAME, "seconds": S}.

            --format xcode or github-actions prints one line per leaking run for CI logs \
            (error: …, ::error title=…::…), and a warning per card not measured; the exit code \
            stays 0.
            """)

    @Option(
        help: ArgumentHelp(
            "The output's format: text (the table), json, xcode or github-actions (a line per leaking run);"
                + " SARIF is scan's (it locates results in source files).",
            valueName: "format"))
    var format: AuditFormat?

    @Flag(help: "Print a JSON array of rows instead of the table (--format json).")
    var json = false

    @Option(help: "Only this device.")
    var device: DeviceKind?

    @Option(
        help: ArgumentHelp(
            "Only these strategies, comma-separated (see switcherlab strategies).", valueName: "ids"))
    var strategy: StrategyChoiceList?

    @Option(help: "Only this host of the strategies' code.")
    var host: StrategyHost?

    @Option(help: "Only this presentation of the modal strategies: automatic or full-screen.")
    var presentation: ModalPresentation?

    @Option(
        help:
            "Only this form of the strategies that have a corrected one: article (as written) or corrected (production defects mended)."
    )
    var form: StrategyForm?

    @Option(
        help: ArgumentHelp(
            "When the strategies with a choice put their cover up: active (willResignActive) or background (didEnterBackground) (default: each strategy's own).",
            valueName: "trigger"))
    var trigger: StrategyTrigger?

    @Option(
        help: ArgumentHelp(
            "How long the strategies that fade take, 0 to 10s (default: the strategy's own, 500ms; visual-effect-blur 300ms).",
            valueName: "duration"))
    var fade: String?

    @Option(help: "Only this lifecycle style on iOS: scene or app.")
    var lifecycle: LifecycleStyle?

    @Option(
        releases:
            "The iOS release, \(IOSVersion.range) (default \(IOSVersion.current.major)); several as 17,18, or all."
    )
    var ios: [IOSVersion]?

    @Option(
        apiLevels:
            "The Android API level, \(AndroidAPILevel.range) (default \(AndroidAPILevel.current.level));"
            + " several as 32,33, or all.")
    var androidAPI: [AndroidAPILevel]?

    @Option(
        navigations:
            "Android navigation, \(AndroidNavigation.choices) (default \(AndroidNavigation.current.rawValue));"
            + " both as gesture,buttons, or all.")
    var androidNav: [AndroidNavigation]?

    @Option(
        name: .customLong("event"),
        help: ArgumentHelp(
            "Only this event (repeatable).",
            valueName: "event"))
    var events: [AuditEvent] = []

    @Option(
        name: .customLong("timing"),
        help: ArgumentHelp(
            "Set a timing of the model (repeatable), e.g. lockToBackground=500ms.", valueName: "name=duration"
        ))
    var timings: [String] = []

    @Option(
        help: ArgumentHelp(
            "Run the audit once per value of a timing, at most \(Audit.Sweep.maximumValues) values,"
                + " e.g. lockToBackground=0ms..600ms:50ms.",
            valueName: "name=from..to:step"))
    var sweep: String?

    @OptionGroup var model: ModelOptions

    @OptionGroup var audited: AuditedApp

    /// The options for one platform's devices against `--device`, and the formats against each
    /// other.
    func validate() throws {
        let used: [OptionUse?] = [
            OptionUse.iOS("--host").given(host != nil),
            OptionUse.iOS("--presentation").given(presentation != nil),
            OptionUse.iOS("--form").given(form != nil), OptionUse.iOS("--lifecycle").given(lifecycle != nil),
            OptionUse.iOS("--ios").given(ios != nil),
            OptionUse.android("--android-api").given(androidAPI != nil),
            OptionUse.android("--android-nav").given(androidNav != nil),
        ]
        try OptionUse.check(used, outputs: [.text], devices: device.map { [$0] })
        try strategy?.validate()
        try format?.validate()
        _ = try ReportFormat.resolve(format: format?.report, json: json)
    }

    func run() throws {
        let format = try ReportFormat.resolve(format: self.format?.report, json: json)
        let json = format == .json
        var plan = Audit.Plan()
        if let device { plan.devices = [device] }
        if let strategy { plan.strategies = strategy.ids }
        if let lifecycle { plan.lifecycles = [lifecycle] }
        if let host { plan.hosts = [host] }
        if let presentation { plan.presentations = [presentation] }
        if let form { plan.forms = [form] }
        if let trigger { plan.trigger = trigger }
        if let fade {
            // Read as the lab and tapes read it (`Set Fade 300ms`).
            if case .fade(let interval) = try StrategyOptions.fade(fade) { plan.fade = interval.seconds }
        }
        if let ios {
            plan.versions = ios
            plan.namesVersion = true
        }
        if let androidAPI {
            plan.androidLevels = androidAPI
            plan.namesAndroidAPI = true
        }
        if let androidNav {
            plan.androidNavs = androidNav
            plan.namesAndroidNav = true
        }
        if !events.isEmpty {
            var chosen: Set<AuditEvent> = []
            for event in events {
                // Repeatable for more events; the same one twice is as --timing's same name twice.
                guard chosen.insert(event).inserted else {
                    throw usage("--event \(event.rawValue) given twice")
                }
            }
            plan.events = AuditEvent.allCases.filter(chosen.contains)
        }
        var changed: [String] = []
        for text in timings {
            let setting = try orUsage { () throws(Audit.PlanError) in try Audit.timingSetting(parsing: text) }
            guard !changed.contains(setting.name) else { throw usage("--timing \(setting.name) given twice") }
            changed.append(setting.name)
            plan.settings.timings[name: setting.name] = setting.value
        }
        let sweep = try self.sweep.map { text in
            try orUsage { () throws(Audit.PlanError) in try Audit.Sweep(parsing: text) }
        }
        if let sweep, sweep.isContrast, model.legibleContrast != nil {
            throw usage("the contrast is given both to --legible-contrast and to --sweep")
        }
        if let sweep, changed.contains(sweep.timing) {
            throw usage("\(sweep.timing) is given both to --timing and to --sweep")
        }
        if sweep != nil, plan.versions.count > 1 {
            throw usage("--sweep charts one iOS release at a time (give --ios one version)")
        }
        if sweep != nil, let lines = format.lines {
            throw usage(
                "--sweep charts a timing: it prints no \(lines == .xcode ? "xcode" : "github-actions") lines (give --json)"
            )
        }
        if sweep != nil, plan.androidLevels.count > 1 {
            throw usage("--sweep charts one Android API level at a time (give --android-api one level)")
        }
        if sweep != nil, plan.androidNavs.count > 1 {
            throw usage("--sweep charts one Android navigation at a time (give --android-nav one mode)")
        }
        plan.app = audited.app
        try model.apply(to: &plan.settings)
        let catalog = try audited.catalog(for: plan.strategies)
        if let sweep, json {
            // Written as it is measured: a long sweep of the whole matrix is a lot of rows.
            var writer = OrderedJSON.ArrayWriter { print($0, terminator: "") }
            try orUsage { () throws(Audit.PlanError) in
                try Audit.run(plan, sweeping: sweep, catalog: catalog) { rows in
                    for row in rows { writer.append(row.json) }
                }
            }
            writer.finish()
            print()
            return
        }
        if let sweep {
            let swept = try orUsage { () throws(Audit.PlanError) in
                try Audit.run(plan, sweeping: sweep, catalog: catalog)
            }
            if swept.isEmpty {
                print(nothingToAudit(plan))
            } else {
                print(SweepChart.render(swept, sweep: sweep, model: sweep.value(in: plan)), terminator: "")
            }
            return
        }
        let rows = try orUsage { () throws(Audit.PlanError) in try Audit.run(plan, catalog: catalog) }
        if let lines = format.lines {
            print(Diagnostic.render(rows.compactMap(\.diagnostic), as: lines), terminator: "")
        } else if json {
            // Row by row: with its fields, the whole matrix is megabytes of text.
            var writer = OrderedJSON.ArrayWriter { print($0, terminator: "") }
            for row in rows { writer.append(row.json) }
            writer.finish()
            print()
        } else if rows.isEmpty {
            print(nothingToAudit(plan))
        } else {
            // Only ids, numbers and durations: no untrusted text reaches the terminal.
            if !changed.isEmpty {
                let settings = changed.map { name in
                    let value = plan.settings.timings[name: name].map(\.description) ?? "?"
                    let model = SystemTimings.defaults[name: name].map(\.description) ?? "?"
                    return "\(name) \(value) (default \(model))"
                }
                print("Timings: \(settings.joined(separator: ", ")).\n")
            }
            if let line = plan.modelLine { print(line + "\n") }
            // The strategies' options given, as the lab's `Set` lines name them.
            let options = [
                trigger.map { "trigger \($0) (strategies with a choice)" },
                plan.fade.map { "fade \(Interval.seconds($0)) (strategies that fade)" },
            ].compactMap { $0 }
            if !options.isEmpty { print("Options: \(options.joined(separator: ", ")).\n") }
            print(AuditTable.render(rows, events: plan.events), terminator: "")
        }
    }

    /// Why a plan gave no runs: the strategies have no code for the device, or the device has
    /// none of the events.
    private func nothingToAudit(_ plan: Audit.Plan) -> String {
        let infos = strategy?.ids.compactMap(Strategies.info) ?? []
        if !infos.isEmpty, !infos.contains(where: { plan.devices.contains(where: $0.applies(to:)) }) {
            let devices = device?.rawValue ?? "these devices"
            let runsOn = infos.map { info in
                let names = info.devices.map(\.rawValue).joined(separator: ", ")
                return infos.count == 1 ? "it runs on \(names)" : "\(info.id) runs on \(names)"
            }
            let ids = infos.map(\.id).joined(separator: ", ")
            let have = infos.count == 1 ? "has" : "have"
            return
                "Nothing to audit: \(ids) \(have) no code for \(devices) (\(runsOn.joined(separator: "; ")))."
        }
        let events = plan.events.map(\.rawValue).joined(separator: ", ")
        let devices = device.map { "\($0.rawValue) has" } ?? "these devices have"
        return "Nothing to audit: \(devices) no \(events)."
    }

    /// The plan's error as a usage error (exit 2, one line).
    private func orUsage<T>(_ body: () throws(Audit.PlanError) -> T) throws -> T {
        do {
            return try body()
        } catch {
            throw usage(error.description)
        }
    }
}

extension Audit.Plan {
    /// `Model: assume set-completes-animation; legible contrast 2.00 (default 1.50).`, when
    /// its readings or measure are not the defaults.
    var modelLine: String? {
        var parts = settings.assumptions.sorted().map { "assume \($0.rawValue)" }
        if settings.reduceTransparency { parts.append("Reduce Transparency on") }
        let ratio = settings.legibility.minimumContrast
        if ratio != Legibility.defaultContrast {
            parts.append(
                "legible contrast \(Audit.Sweep.ratioLabel(ratio))"
                    + " (default \(Audit.Sweep.ratioLabel(Legibility.defaultContrast)))")
        }
        return parts.isEmpty ? nil : "Model: \(parts.joined(separator: "; "))."
    }
}
