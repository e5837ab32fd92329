import SwitcherCore
import SwitcherScan

/// A scan as SARIF 2.1.0, for code-scanning services: a result at each finding's
/// `file:line:column` (or, for an app with no privacy code, at its lifecycle handler, its
/// delegate or its Info.plist), every rule tagged MASVS-PLATFORM-3 and MASWE-0055, with the
/// lab's fix as its help and docs/SCAN.md as its `helpUri`.
public enum ScanSARIF {
    /// Where the rules are explained: docs/SCAN.md in the repository.
    public static let documentation = "https://github.com/switcherlab/switcherlab/blob/main/docs/SCAN.md"
    public static let informationURI = "https://github.com/switcherlab/switcherlab"
    /// The run's category for code scanning: one per tool and command.
    public static let automationID = "switcherlab/scan/"

    /// The rules a scan reports on, in this order in the log.
    public static let rules: [SARIF.Rule] =
        [
            rule(
                id: "snapshot-leak", level: .error, precision: "high", severity: "6.5",
                short: "The app switcher's card shows sensitive content",
                full:
                    "The privacy code found here does not cover the app when the system takes its App Switcher or Recents snapshot, on some device and event the lab audits.",
                fix:
                    "Cover or remove the sensitive content before the system takes the snapshot: in the handler that runs on resign-active (sceneWillResignActive in an app with scenes, applicationWillResignActive without; FLAG_SECURE at onCreate on Android), synchronously, without an animation. The result's message names recommend's choice for this app and the `switcherlab code` command that prints its code; `switcherlab scan` prints the lines to add."
            ),
            rule(
                id: "no-snapshot-protection", level: .error, precision: "medium", severity: "6.5",
                short: "No privacy code: the app switcher's card shows the app",
                full:
                    "No code that covers or removes the app's content before the App Switcher or Recents snapshot was found in this app.",
                fix:
                    "Add privacy code to the app's lifecycle: recommend's choice for the app's devices and lifecycle is in the result's message, with the `switcherlab code` command that prints it; `switcherlab scan` prints the lines to add. If the protection lives where the scan does not read (another module, a dependency), suppress this result with `// switcherlab:ignore no-snapshot-protection REASON` on the line it points at."
            ),
            rule(
                id: "unrecognised-lifecycle-code", level: .note, precision: "low", severity: "2.0",
                short: "Lifecycle code the scan could not map",
                full:
                    "Code in a lifecycle handler changes views or windows in a way the scan does not map to a lab configuration; it is not audited.",
                fix:
                    "Check by hand that this code covers the app before the snapshot, or rewrite it as one of the strategies the lab runs (`switcherlab strategies`), whose code `switcherlab code` prints. Then `switcherlab scan` audits it."
            ),
        ]
        + Pitfall.allCases.map { pitfall in
            rule(
                id: pitfall.rawValue, level: .warning, precision: "high", severity: "4.0",
                short: "Pitfall: " + pitfall.rawValue.replacingOccurrences(of: "-", with: " "),
                full: capitalised(pitfall.sentence) + ".", fix: fix(pitfall), anchor: "pitfalls")
        }

    static func rule(
        id: String, level: SARIF.Level, precision: String, severity: String, short: String, full: String,
        fix: String, anchor: String? = nil
    ) -> SARIF.Rule {
        let uri = documentation + "#" + (anchor ?? id)
        return SARIF.Rule(
            id: id, shortDescription: short, fullDescription: full, helpURI: uri, level: level,
            helpText: full + "\n\nFix: " + fix.replacingOccurrences(of: "`", with: "") + "\n\nSee " + uri,
            helpMarkdown: "**\(short)**\n\n\(full)\n\n**Fix:** \(fix)\n\n[docs/SCAN.md](\(uri))",
            precision: precision, securitySeverity: severity)
    }

    /// What to do about a pitfall.
    static func fix(_ pitfall: Pitfall) -> String {
        switch pitfall {
        case .hostNeverRuns:
            return
                "Move the code to the host UIKit calls in this app's lifecycle: the scene delegate when Info.plist has a scene manifest, the app delegate when it has none (`switcherlab code STRATEGY --host scene-delegate`)."
        case .sceneDelegateUnnamed:
            return
                "Name the class as the scene configuration's delegate: adapt an app delegate (`@UIApplicationDelegateAdaptor(AppDelegate.self) var appDelegate`) whose `application(_:configurationForConnecting:options:)` sets the configuration's `delegateClass` to the class (`switcherlab scan --fix` writes it)."
        case .appLevelScenePhaseOnIPad:
            return
                "Read scenePhase in a view (each window's own phase), not in the App: `switcherlab code scenephase-overlay --host swiftui-scene`."
        case .deferredPastSnapshot:
            return
                "Put the cover up synchronously in the handler, not in DispatchQueue.main.async, asyncAfter, a Task or post: the snapshot is taken when the handler returns."
        case .deferredFromResignActive:
            return
                "Nothing is needed today; putting the cover up synchronously keeps it in time if the delay grows."
        case .animatedModal:
            return "Present the cover with animated: false."
        case .sheetPresentation:
            return
                "Set modalPresentationStyle = .fullScreen (or .overFullScreen) before presenting the cover."
        case .alphaWithoutRemovingAnimation:
            return
                "Call layer.removeAllAnimations() on the cover before setting its alpha to 1 in didEnterBackground, or add it without a fade."
        case .secureFlagInOnPause:
            return "Set FLAG_SECURE in onCreate, before setContentView, and leave it set."
        case .secureFlagCleared:
            return
                "Do not clear FLAG_SECURE in onResume or onPause; set it once in onCreate, or use setRecentsScreenshotEnabled(false) from API 33."
        case .ignoreSnapshotProtectsNothing:
            return
                "Keep ignoreSnapshotOnNextApplicationLaunch only for the relaunch image, and cover the app on resign-active."
        case .overlayInOnPause:
            return
                "Use FLAG_SECURE (or setRecentsScreenshotEnabled(false) from API 33): a view added or hidden in onPause is too late."
        case .recentsCallUnguarded:
            return "Guard the call with if (Build.VERSION.SDK_INT >= 33), and set FLAG_SECURE below 33."
        case .registeredOnScriptListener:
            return
                "Register the observer when the module is created (init) or when the script switches the feature on, not in startObserving."
        }
    }

    /// Where the SARIF log's paths start, and what it says about its run.
    public struct Options: Sendable {
        /// The scanned directory's path relative to `%SRCROOT%` (empty: it is the root).
        public var prefix: String
        /// `%SRCROOT%`'s absolute path, written as `originalUriBaseIds`; nil: not written.
        public var sourceRoot: String?

        public init(prefix: String = "", sourceRoot: String? = nil) {
            self.prefix = prefix
            self.sourceRoot = sourceRoot
        }

        /// `path` (relative to the scanned directory) relative to `%SRCROOT%`.
        public func path(_ path: String) -> String {
            prefix.isEmpty ? path : prefix + "/" + path
        }
    }

    /// The log of `reports`, the lines of their files read from `sources`.
    public static func log(_ reports: [AppReport], sources: SourceLines) -> String {
        var warnings: [String] = []
        return log(ScanIssues.issues(reports, sources: sources, warnings: &warnings))
    }

    /// The log of `issues` (suppressed ones listed with their suppression).
    public static func log(_ issues: [ScanIssue], options: Options = Options()) -> String {
        SARIF.log(
            SARIF.Run(
                tool: "switcherlab", version: SwitcherLabVersion.current, informationURI: informationURI,
                automationID: automationID, sourceRoot: options.sourceRoot.map(SARIF.directoryURI)),
            rules: rules,
            results: issues.map {
                SARIF.Result(
                    ruleID: $0.rule, level: $0.level, message: $0.message, file: options.path($0.file),
                    line: $0.line, column: $0.column, fingerprint: $0.fingerprint,
                    suppression: $0.suppression?.justification,
                    related: $0.related.map { (options.path($0.location.file), $0.location.line, $0.message) }
                )
            })
    }

    /// One app's results: each recognised finding that leaks, each pitfall, each unrecognised
    /// handler; an app that leaks with no finding that does, at its unprotected lifecycle code,
    /// its delegate or its Info.plist.
    static func results(_ report: AppReport) -> [SARIF.Result] {
        var out: [SARIF.Result] = []
        // recommend's choice and its code, worked out once for every result that cites it.
        let fix = ScanOutput.fix(report).map { ". Fix: \($0.sentence) (`\($0.command)`)" } ?? ""
        var leakReported = false
        for finding in report.findings {
            let file = finding.location.file
            let line = finding.location.line
            guard let configuration = finding.configuration else {
                out.append(
                    .init(
                        ruleID: "unrecognised-lifecycle-code", level: .note,
                        message: "Not mapped, in \(finding.callback): \(finding.unrecognised ?? "")",
                        file: file, line: line, related: related(finding)))
                continue
            }
            let label = ScanOutput.label(configuration)
            let leaks = leaks(of: finding, in: report)
            let chain = related(finding)
            if !leaks.isEmpty {
                let message = "\(label) in \(finding.callback) leaks the card: " + leaks + fix
                out.append(
                    .init(
                        ruleID: "snapshot-leak", level: .error, message: message, file: file, line: line,
                        related: chain))
                leakReported = true
            }
            for pitfall in finding.pitfalls {
                out.append(
                    .init(
                        ruleID: pitfall.rawValue, level: .warning,
                        message:
                            "\(label) in \(finding.callback): \(pitfall.sentence) (MODEL §\(pitfall.modelSection))",
                        file: file, line: line, related: chain))
            }
        }
        if report.leaksAnywhere, !leakReported {
            let what =
                report.findings.contains(where: \.isRecognised)
                ? "no privacy code found covers the card" : "no privacy code found"
            let message =
                "\(report.app.name): \(what); the card shows the app: " + ScanOutput.runs(report.leaks) + fix
            let location = unprotected(report)
            out.append(
                .init(
                    ruleID: "no-snapshot-protection", level: .error, message: message, file: location.file,
                    line: location.line))
        }
        return out
    }

    /// A finding's chain as SARIF's related locations: the handler, then each call.
    static func related(_ finding: ScanFinding) -> [(file: String, line: Int, message: String)] {
        let chain = finding.chain
        guard chain.count > 1 else { return [] }
        return chain.dropLast().enumerated().map { index, step in
            (
                step.file, step.line,
                index == 0 ? "lifecycle: \(finding.callback)" : "called from the step before"
            )
        }
    }

    /// Where an app without protection should get it: the lifecycle handler whose code does not
    /// protect it, else the delegate (or SwiftUI App, or Activity) its lifecycle calls, else its
    /// Info.plist or project file. Always a file, never a directory; line at least 1.
    static func unprotected(_ report: AppReport) -> SourceLocation {
        let app = report.app
        if let handler = report.findings.lazy.compactMap({ $0.facts.first?.handler.location }).first {
            return located(handler)
        }
        func fact(_ matches: (AppFactKind) -> Bool) -> SourceLocation? {
            app.appFacts.first { matches($0.kind) }.map { located($0.location) }
        }
        let scenes = app.lifecycle == .scene
        let delegates: [(AppFactKind) -> Bool] = [
            { if case .swiftUIApp = $0 { return true } else { return false } },
            { if case .sceneDelegate = $0 { return scenes } else { return false } },
            { if case .appDelegate = $0 { return true } else { return false } },
            { if case .sceneDelegate = $0 { return true } else { return false } },
            { if case .androidActivity = $0 { return true } else { return false } },
        ]
        for matches in delegates {
            if let location = fact(matches) { return location }
        }
        if let plist = app.appFacts.first(where: { $0.language == .plist || $0.language == .androidManifest })
        {
            return located(SourceLocation(file: plist.location.file, line: 1))
        }
        if let file = app.appFacts.first?.location.file ?? app.facts.first?.location.file {
            return SourceLocation(file: file, line: 1)
        }
        if app.marker.hasSuffix(".xcodeproj") {
            return SourceLocation(file: app.marker + "/project.pbxproj", line: 1)
        }
        return SourceLocation(file: app.marker, line: 1)
    }

    static func located(_ location: SourceLocation) -> SourceLocation {
        SourceLocation(file: location.file, line: max(location.line, 1))
    }

    /// `home on iphone (118 cells), switcher on ipad (192 cells)`: where the configuration the
    /// finding was audited as leaks; empty when it leaks nowhere.
    static func leaks(of finding: ScanFinding, in report: AppReport) -> String {
        guard let audited = finding.audited else { return "" }
        let host = Strategies.host(of: audited)?.rawValue
        let rows = report.rows.filter {
            $0.strategy == audited.id && (host == nil || $0.host == host)
                && ($0.legibleSensitiveCells ?? 0) > 0
        }
        return ScanOutput.runs(rows)
    }

    static func capitalised(_ text: String) -> String { text.prefix(1).uppercased() + text.dropFirst() }
}
