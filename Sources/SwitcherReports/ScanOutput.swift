import SwitcherCode
import SwitcherCore
import SwitcherScan

/// A scan's reports as text and as JSON.
public enum ScanOutput {
    // MARK: text

    /// The reports in words. With `sources`, an app's fix names the mends `scan --fix` makes in
    /// its own code first.
    public static func text(
        _ reports: [AppReport], notes: [String], appName: String, coverage: String? = nil,
        sources: SourceLines? = nil
    ) -> String {
        var out = ""
        if reports.isEmpty {
            out +=
                "No iOS or Android app found (no Info.plist, .xcodeproj, Swift, Objective-C, Kotlin or Java source).\n"
        }
        for (index, report) in reports.enumerated() {
            if index > 0 { out += "\n" }
            let mends =
                report.leaksAnywhere ? sources.map { ScanFix.mends([report], sources: $0).notes } : nil
            out += text(report, appName: appName, mends: mends ?? [])
        }
        if let coverage { out += "\n\(coverage)\n" }
        if !notes.isEmpty {
            out += "\nskipped:\n" + notes.map { "  \($0)\n" }.joined()
        }
        return out
    }

    static func text(_ report: AppReport, appName: String, mends: [String] = []) -> String {
        let app = report.app
        var out = "\(app.name) (\(app.root)): \(context(report))\n"
        let recognised = report.findings.filter(\.isRecognised)
        if report.findings.isEmpty {
            out += "  no privacy code found: audited as none\n"
        }
        for finding in report.findings {
            out += "  \(finding.location)  "
            if let configuration = finding.configuration {
                out += label(configuration) + "  in \(finding.callback)"
                out += finding.runs ? "\n" : "  — NEVER RUNS in the \(report.lifecycle) lifecycle\n"
                if finding.chain.count > 2 || finding.chain.first?.file != finding.location.file {
                    out += "      chain: " + finding.chain.map(\.description).joined(separator: " → ") + "\n"
                }
                if let audited = finding.audited, audited.id != configuration.id {
                    out += "      audited as \(audited.id)\n"
                }
                for pitfall in finding.pitfalls {
                    out += "      pitfall: \(pitfall.sentence) (MODEL §\(pitfall.modelSection))\n"
                }
                for note in finding.notes { out += "      \(note)\n" }
            } else {
                out += "unrecognised in \(finding.callback): \(finding.unrecognised ?? "")\n"
                if finding.chain.count > 2 || finding.chain.first?.file != finding.location.file {
                    out +=
                        "      followed: " + finding.chain.map(\.description).joined(separator: " → ")
                        + " (stopped here)\n"
                }
            }
        }
        if recognised.isEmpty, !report.findings.isEmpty { out += "  nothing mapped: audited as none\n" }
        out += "\naudit of \(appName)'s card:\n"
        out += AuditTable.render(report.rows).split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.isEmpty ? "" : "  " + $0 }.joined(separator: "\n")
        if !out.hasSuffix("\n") { out += "\n" }
        out += "\nverdict: " + verdict(report) + "\n"
        if let fix = fix(report) {
            guard report.leaksAnywhere else {
                // Nothing to fix: recommend's choice is told, not pushed, and its code not printed.
                let first =
                    report.notAssessed
                    ? "none for certain: check the code the scan could not follow (above) by hand, or add"
                        + " recommend's choice, which covers the cards not assessed whatever that code does"
                        + " (`switcherlab scan --fix` adds it)."
                    : "none needed."
                let comparison = report.notAssessed ? "Recommend says" : "For comparison, recommend says"
                return out + "fix: \(first) \(comparison): \(fix.sentence)\n"
            }
            // The app's own code mended first, as `scan --fix` mends it; recommend's choice is
            // what the fix adds where the app still leaks after them.
            if !mends.isEmpty {
                out +=
                    "fix: mend the app's own code (`switcherlab scan --fix` prints the diff, and what a scan"
                out += " of the mended code finds):\n"
                out += mends.map { "  \(TerminalSafeText.sanitized($0))\n" }.joined()
                return out
                    + "  where a card still leaks after these, the fix adds recommend's choice: \(fix.sentence)\n"
            }
            out += "fix: \(fix.sentence)\n"
            if let code = fix.code {
                if report.app.swiftUIApp != nil, fix.command.contains("--host scene-delegate") {
                    out += sceneDelegateHint(report)
                }
                out += linesHeading(report, command: fix.command)
                out += code.split(separator: "\n", omittingEmptySubsequences: false)
                    .map { $0.isEmpty ? "" : "    " + $0 }.joined(separator: "\n")
                if !out.hasSuffix("\n") { out += "\n" }
            } else {
                out += "  \(fix.command)\n"
            }
        }
        return out
    }

    /// What a SwiftUI App needs before a scene delegate's code runs (MODEL §67): its own
    /// unnamed one named, or one made and named; nothing where one is named already.
    static func sceneDelegateHint(_ report: AppReport) -> String {
        let app = report.app
        let named = app.appFacts.contains {
            if case .sceneDelegate(let name) = $0.kind { app.sceneDelegateRuns(name) } else { false }
        }
        guard !named else { return "" }
        let what =
            ScanFixSceneDelegate.unnamed(report).map { "its own \($0), which nothing names yet," }
            ?? "SceneDelegate"
        return "  a SwiftUI App calls a scene delegate of its own only where a scene configuration names it"
            + " (MODEL §67): put these lines in \(what) and name it from an app delegate the App adapts"
            + " (@UIApplicationDelegateAdaptor) whose configurationForConnecting sets its class as delegateClass;"
            + " scan --fix writes both\n"
    }

    /// `iOS, scene lifecycle (scene manifest, 1 scene), iphone and ipad, deployment target iOS 15`.
    static func context(_ report: AppReport) -> String {
        let app = report.app
        var parts = ["\(app.platform)"]
        if app.platform.choosesLifecycleStyle {
            var why = ""
            if app.isFromManifest {
                why =
                    " (no iOS project in the tree: judged from its manifest, in the app lifecycle of the"
                    + " Expo, Capacitor and Cordova templates)"
            } else if app.judgedFromDelegates {
                why =
                    " (no project or Info.plist in the tree: judged from its delegates, an app delegate and no scene delegate)"
            } else if app.isLibrary {
                why = " (a library or plugin: its host app's lifecycle is not in the tree)"
            } else if let name = app.swiftUIApp {
                why = " (SwiftUI App \(name))"
            } else if let manifest = app.sceneManifest {
                why = " (scene manifest, \(manifest.scenes) scene\(manifest.scenes == 1 ? "" : "s"))"
            } else {
                why = " (no scene manifest)"
            }
            parts.append("\(report.lifecycle) lifecycle" + why)
        } else {
            parts.append("activity lifecycle")
        }
        parts.append(Recommendation.list(app.devices.map(\.rawValue)))
        if let target = app.deploymentTarget { parts.append("deployment target iOS \(target)") }
        if let level = app.androidMinSdk {
            parts.append("minSdk \(level)")
        } else if case .androidAPILevel = app.platform.releaseAxis {
            parts.append(
                "minSdk not read (audited at API \(AndroidAPILevel.supported.lowerBound) and \(AndroidAPILevel.current.level))"
            )
        }
        if let level = app.androidTargetSdk { parts.append("targetSdk \(level)") }
        return parts.joined(separator: ", ")
    }

    /// `color-overlay @app-delegate, trigger active, fade 0.5 s`.
    public static func label(_ configuration: StrategyConfiguration) -> String {
        var parts: [String] = []
        let info = Strategies.info(configuration.id)
        if let host = Strategies.host(of: configuration) { parts.append("@" + host.rawValue) }
        if let trigger = configuration.trigger ?? info?.defaultTrigger,
            info?.options.contains(.trigger) == true
        {
            parts.append("trigger \(trigger)")
        }
        if info?.options.contains(.fade) == true { parts.append("fade \(configuration.fade) s") }
        if info?.options.contains(.presentation) == true { parts.append(configuration.presentation.rawValue) }
        return configuration.id + (parts.isEmpty ? "" : " " + parts.joined(separator: ", "))
    }

    /// `LEAKS: home on iphone (all the sensitive text), …` or `no card leaks; …`.
    static func verdict(_ report: AppReport) -> String {
        let unknown =
            report.notAssessed
            ? "NOT ASSESSED in \(report.unknown.count) run\(report.unknown.count == 1 ? "" : "s") (code the scan"
                + " could not follow runs before the card is taken): \(runs(report.unknown, cells: false))"
            : ""
        guard report.leaksAnywhere else {
            if report.notAssessed { return unknown }
            let costs = report.covers ? "; its cover hides the app during some interruptions" : ""
            return "no card leaks on \(Recommendation.list(report.app.devices.map(\.rawValue)))\(costs)"
        }
        return
            "LEAKS in \(report.leaks.count) run\(report.leaks.count == 1 ? "" : "s"): \(runs(report.leaks))"
            + (unknown.isEmpty ? "" : "; " + unknown)
    }

    /// `home on iphone (all the sensitive text), lock on iphone (96 % of the sensitive text)`,
    /// the first six.
    static func runs(_ rows: [AuditRow], cells: Bool = true) -> String {
        let runs = rows.map { row in
            let level =
                (row.androidAPI.map { " API \($0)" } ?? "")
                + (row.androidNav.map { ", \($0) navigation" } ?? "")
            let count = cells ? " (\(share(row)))" : ""
            return "\(row.event) on \(row.device)\(level)\(count)"
        }
        return runs.prefix(6).joined(separator: ", ") + (runs.count > 6 ? " and \(runs.count - 6) more" : "")
    }

    /// What a leaking run shows, in the screen's own terms: the share of the sensitive text on
    /// screen before the event that the card leaves legible (`all the sensitive text`, `45 % of
    /// the sensitive text`), not the mock screen's cell count.
    static func share(_ row: AuditRow) -> String {
        let legible = row.legibleSensitiveCells ?? 0
        let before = row.sensitiveCellsBefore
        guard before > 0 else { return "\(legible) cells" }
        if legible >= before { return "all the sensitive text" }
        return "\(max(1, legible * 100 / before)) % of the sensitive text"
    }

    // MARK: JSON

    /// The reports as JSON: one app's object, or `{"apps": […], "notes": […]}`; either way with
    /// `switcherlabVersion` first.
    public static func json(_ reports: [AppReport], notes: [String], coverage: OrderedJSON? = nil)
        -> OrderedJSON
    {
        let version = OrderedJSON.Member("switcherlabVersion", .string(SwitcherLabVersion.current))
        let covered = coverage.map { [OrderedJSON.Member("coverage", $0)] } ?? []
        if reports.count == 1, case .object(let members) = json(reports[0], notes: notes) {
            return .object([version] + members + covered)
        }
        return .object(
            [
                version,
                .init("apps", .array(reports.map { json($0, notes: []) })),
                .init("notes", .array(notes.map(OrderedJSON.string))),
            ] + covered)
    }

    static func json(_ report: AppReport, notes: [String]) -> OrderedJSON {
        let app = report.app
        var members: [OrderedJSON.Member] = [
            .init("app", .string(app.name)), .init("root", .string(app.root)),
            .init("platform", .string(app.platform.rawValue)),
            .init("library", .bool(app.isLibrary)),
            .init("lifecycle", .string(report.lifecycle)),
            .init("devices", .array(app.devices.map { .string($0.rawValue) })),
        ]
        if let target = app.deploymentTarget { members.append(.init("deploymentTarget", .int(target))) }
        if let manifest = app.sceneManifest { members.append(.init("scenes", .int(manifest.scenes))) }
        if let level = app.androidMinSdk { members.append(.init("minSdk", .int(level))) }
        if let level = app.androidTargetSdk { members.append(.init("targetSdk", .int(level))) }
        members.append(.init("findings", .array(report.findings.map(json))))
        members.append(.init("audit", .array(report.rows.map(\.json))))
        members.append(
            .init(
                "verdict",
                .object([
                    .init("leaks", .bool(report.leaksAnywhere)), .init("covers", .bool(report.covers)),
                    .init("assessed", .bool(!report.notAssessed)),
                    .init("leakingRuns", .array(report.leaks.map(runJSON))),
                    .init("unknownRuns", .array(report.unknown.map(runJSON))),
                ])))
        if let fix = fix(report),
            let winner = report.recommendation?.winner ?? report.recommendation?.entries.first
        {
            members.append(
                .init(
                    "fix",
                    .object([
                        .init("strategy", .string(winner.strategy)),
                        .init("host", winner.host.map { .string($0.rawValue) } ?? .null),
                        .init("trigger", winner.trigger.map { .string($0.rawValue) } ?? .null),
                        .init("presentation", winner.presentation.map { .string($0.rawValue) } ?? .null),
                        .init("leaksNowhere", .bool(winner.leaksNowhere)),
                        .init("verdict", .string(fix.sentence)), .init("command", .string(fix.command)),
                        .init("needed", .bool(report.leaksAnywhere)),
                        .init("code", fix.code.map(OrderedJSON.string) ?? .null),
                    ])))
        }
        if !notes.isEmpty { members.append(.init("notes", .array(notes.map(OrderedJSON.string)))) }
        return .object(members)
    }

    /// One run of the verdict: device, event and the cells the audited configuration leaves.
    static func runJSON(_ row: AuditRow) -> OrderedJSON {
        // On Android, the level and the navigation mode it ran in.
        let android: [OrderedJSON.Member] =
            row.androidAPILevel.map { [.init("androidAPILevel", .int($0))] } ?? []
        let navigation: [OrderedJSON.Member] =
            row.androidNavigation.map { [.init("androidNavigation", .string($0))] } ?? []
        return .object(
            [.init("device", .string(row.device)), .init("event", .string(row.event))] + android + navigation
                + [
                    .init("legibleSensitiveCells", .int(row.legibleSensitiveCells ?? 0)),
                    .init(
                        "shareLegible",
                        row.sensitiveCellsBefore > 0
                            ? .number(
                                Double(row.legibleSensitiveCells ?? 0) / Double(row.sensitiveCellsBefore))
                            : .null),
                ])
    }

    static func json(_ finding: ScanFinding) -> OrderedJSON {
        let configuration = finding.configuration
        let info = configuration.flatMap { Strategies.info($0.id) }
        func option(_ option: StrategyOption, _ value: OrderedJSON) -> OrderedJSON {
            info?.options.contains(option) == true ? value : .null
        }
        let trigger = configuration.flatMap { $0.trigger ?? info?.defaultTrigger }
        return .object([
            .init("file", .string(finding.location.file)), .init("line", .int(finding.location.line)),
            .init("language", .string(finding.language.rawValue)),
            .init("strategy", configuration.map { .string($0.id) } ?? .null),
            .init("host", .string(finding.host.strategyHost?.rawValue ?? finding.host.rawValue)),
            .init("trigger", option(.trigger, trigger.map { .string($0.rawValue) } ?? .null)),
            .init("fade", option(.fade, configuration.map { .number($0.fade) } ?? .null)),
            .init(
                "presentation",
                option(.presentation, configuration.map { .string($0.presentation.rawValue) } ?? .null)),
            .init("callback", .string(finding.callback)),
            .init("chain", .array(finding.chain.map { .string($0.description) })),
            .init("runs", .bool(finding.runs)),
            .init("audited", finding.audited.map { .string($0.id) } ?? .null),
            .init(
                "pitfalls",
                .array(
                    finding.pitfalls.map {
                        .object([
                            .init("id", .string($0.rawValue)),
                            .init("model", .string("MODEL §\($0.modelSection)")),
                            .init("sentence", .string($0.sentence)),
                        ])
                    })),
            .init("unrecognised", finding.unrecognised.map(OrderedJSON.string) ?? .null),
            .init("notes", .array(finding.notes.map(OrderedJSON.string))),
            .init("code", .array(finding.facts.map { .string("\($0.location.line): \($0.text)") })),
        ])
    }
}
