import ArgumentParser
import Foundation
import SwitcherCore
import SwitcherReports
import SwitcherScan
import SwitcherSessions

/// `switcherlab scan DIR`: an app's own source, read without running anything, mapped to lab
/// configurations and audited on the app's devices.
struct ScanCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scan",
        abstract: "Read an app's source, map its privacy code to lab configurations and audit them.",
        discussion: """
            Finds the iOS and Android apps under DIR (an .xcodeproj or an app's Info.plist; an \
            AndroidManifest.xml) and reads, without running anything: Info.plist (the scene \
            manifest) and project.pbxproj (its app targets' deployment target, device family, \
            generated Info.plist keys), or XcodeGen's project.yml where no project.pbxproj is \
            committed; Swift through swift-syntax (app and scene delegates, observers of the \
            lifecycle notifications, SwiftUI Apps and views reading scenePhase, and in their \
            bodies the views, windows, fades, presentations and deferred work). Each privacy \
            pattern becomes a lab configuration (strategy, host, trigger, fade, presentation); \
            code it cannot map is reported as unrecognised. Then each is audited on the app's \
            devices (iPhone and iPad for a universal app), and recommend's choice for the app \
            is printed with the command that prints its code.

            A Flutter, React Native, Expo, Capacitor, Cordova or MAUI app is read through its \
            dependencies too: the privacy libraries package.json, pubspec.yaml and pubspec.lock, \
            a .csproj or Podfile.lock declare map to the configuration their native code \
            implements (docs/SCAN.md lists them), at the Dart, JavaScript, TypeScript or C# call \
            that switches them on. The report ends with a coverage line: the files read, and \
            those of languages the scan does not read.

            The tree is untrusted: files over 2 MB are skipped and said, symbolic links are \
            followed only inside DIR and never twice, names and code are printed terminal-safe.

            For CI: --format sarif (code scanning), xcode (path:line:col: error: lines) or \
            github-actions (::error workflow commands); --baseline FILE reports only findings \
            not in FILE, which --write-baseline FILE writes; a comment \
            "// switcherlab:ignore RULE reason" on a finding's line or the line above suppresses \
            it. DIR/.switcherlab.yml sets devices, lifecycle, ios, android-api, exclude and \
            fail-on (see docs/SCAN.md); the command line wins over it.

            Exit codes: 0 nothing leaks, 1 a card leaks (--fail-on cover: also when a cover \
            hides the app during an interruption; unknown: also for code the scan could not \
            assess; none: always 0), 2 bad input (a directory with no app or source in it), 3 \
            not assessed: no card leaks for certain, but code the scan could not follow runs \
            before some card is taken (the verdict names those runs). Suppressed findings and \
            those in the baseline do not count.
            """)

    @Argument(help: "The directory to scan.")
    var directory: String

    @Option(
        help: ArgumentHelp(
            "The report's format.", valueName: "format"))
    var format: ReportFormat?

    @Flag(help: "Print the reports as JSON instead of text (--format json).")
    var json = false

    @Flag(
        help:
            "Print the findings as SARIF 2.1.0 for code-scanning services (--format sarif; rules tagged MASVS-PLATFORM-3 and MASWE-0055)."
    )
    var sarif = false

    @Option(
        help: ArgumentHelp(
            "SARIF paths relative to this directory (default: the git repository holding DIR, else DIR).",
            valueName: "dir"))
    var sarifRoot: String?

    @Option(
        help: ArgumentHelp(
            "What exits 1: leak (a card leaks; the default), cover (a leak, or a cover during an interruption), unknown (a leak, or code not assessed), none.",
            valueName: "what"))
    var failOn: FailOn?

    @Option(help: ArgumentHelp("Report only the findings not in this baseline file.", valueName: "file"))
    var baseline: String?

    @Option(help: ArgumentHelp("Write the findings to this baseline file.", valueName: "file"))
    var writeBaseline: String?

    @Option(
        help: ArgumentHelp(
            "Audit on these devices (iphone, ipad, android; several as iphone,ipad) instead of the app's.",
            valueName: "devices"))
    var device: DeviceList?

    @Option(help: "Audit an iOS app in this lifecycle, scene or app, instead of its Info.plist's.")
    var lifecycle: LifecycleStyle?

    @Option(releases: "Audit iOS apps on this release, \(IOSVersion.range); several as 17,18, or all.")
    var ios: [IOSVersion]?

    @Option(
        apiLevels: "Audit Android apps on this API level, \(AndroidAPILevel.range); several as 32,33, or all."
    )
    var androidAPI: [AndroidAPILevel]?

    @Flag(
        help:
            "Print a unified diff of the app's own files that makes its own strategy hold (scan --fix | git apply); what it does, on standard error."
    )
    var fix = false

    @Flag(help: "Start the lab with the app's configuration applied (its first recognised finding).")
    var open = false

    @OptionGroup var audited: AuditedApp

    enum FailOn: String, CaseIterable, ExpressibleByArgument {
        case leak, cover, unknown, none
        /// The former name of `none`.
        case never

        /// The values `--help` lists: `never` still reads, as `none`.
        static var allValueStrings: [String] { allCases.filter { $0 != .never }.map(\.rawValue) }
    }

    func validate() throws {
        try OptionUse.directory(sarifRoot, "--sarif-root")
        try OptionUse.file(baseline, "--baseline")
        try OptionUse.file(writeBaseline, "--write-baseline")
        // An empty path would be read as the current directory: say so instead.
        if directory.isEmpty { throw usage("scan needs a directory, not an empty path (. is this one)") }
        let format = try ReportFormat.resolve(format: self.format, json: json, sarif: sarif)
        if open && format != .text {
            throw usage(
                "--open starts the lab: it prints no report for --\(format == .json ? "json" : format == .sarif ? "sarif" : "format")"
            )
        }
        if sarifRoot != nil && format != .sarif && format != .githubActions {
            throw usage("--sarif-root is for SARIF and github-actions output (--format sarif)")
        }
        if fix && (format != .text || open || baseline != nil || writeBaseline != nil) {
            throw usage("--fix prints a diff: it takes no --format, --open or baseline")
        }
        if open && (baseline != nil || writeBaseline != nil) {
            throw usage("--open starts the lab: it reads and writes no baseline")
        }
    }

    func run() throws {
        let format = try ReportFormat.resolve(format: self.format, json: json, sarif: sarif)
        let root = URL(fileURLWithPath: directory, isDirectory: true)
        let configuration: ScanConfiguration
        do {
            configuration =
                try ScanConfiguration.load(in: root, displayPath: displayPath(ScanConfiguration.fileName))
                ?? ScanConfiguration()
        } catch {
            throw usage(error.description)
        }
        let failOn =
            self.failOn ?? configuration.failOn ?? .leak
        let overrides = self.overrides(over: configuration)
        let baseline = try self.baseline.map(ScanBaseline.read)
        let reading: ScanReading
        do {
            reading = try Scanner.read(root, exclude: configuration.exclude)
        } catch {
            throw usage("\(error)")
        }
        // A wrong path in CI must not pass: a folder with nothing to read is bad input.
        if reading.apps.isEmpty {
            let unread = reading.unread.isEmpty ? "" : "; " + SourceTree.describe(reading.unread)
            throw usage(
                "\(directory): no iOS or Android app or source found (no Info.plist, .xcodeproj,"
                    + " AndroidManifest.xml, Swift, Objective-C, Kotlin or Java file)\(unread)")
        }
        let catalog = try audited.assets.catalog()
        guard catalog.app(named: audited.app) != nil else {
            let known = catalog.apps.map(\.name).joined(separator: ", ")
            throw usage("unknown app '\(audited.app)' for --app (expected one of \(known))")
        }
        if open {
            try openLab(reading, catalog: catalog)
            return
        }
        let reports: [AppReport]
        do {
            reports = try ScanReport.reports(
                reading, catalog: catalog, appName: audited.app, overrides: overrides)
        } catch {
            throw usage("\(error)")
        }
        if fix {
            let fixed: (diff: String, notes: [String])
            do {
                fixed = try ScanFixPlan.run(reports, sources: reading.sources) { overlay in
                    try ScanReport.reports(
                        Scanner.read(root, exclude: configuration.exclude, overlay: overlay),
                        catalog: catalog,
                        appName: audited.app, recommend: false, overrides: overrides)
                }
            } catch {
                throw usage("\(error)")
            }
            let (diff, notes) = fixed
            // A sentence about a file names it as the user named DIR; one about an app, by its name.
            let files = Set(reading.sources.paths)
            for note in notes.isEmpty ? ["no change the scan can make in the app's own code"] : notes {
                let shown = files.contains(String(note.prefix { $0 != ":" })) ? displayPath(note) : note
                FileHandle.standardError.write(Data((TerminalSafeText.sanitized(shown) + "\n").utf8))
            }
            // The diff holds the app's own lines: for `git apply` as they are, for a terminal
            // with no control sequence.
            let shown =
                isatty(STDOUT_FILENO) == 1
                ? diff.split(separator: "\n", omittingEmptySubsequences: false).map {
                    TerminalSafeText.sanitized(String($0))
                }.joined(separator: "\n") : diff
            print(shown, terminator: "")
            return
        }
        var warnings: [String] = []
        let issues = ScanIssues.issues(reports, sources: reading.sources, warnings: &warnings)
        for warning in warnings {
            FileHandle.standardError.write(
                Data((TerminalSafeText.sanitized(displayPath(warning)) + "\n").utf8))
        }
        // Reported: neither suppressed nor in the baseline.
        let fresh = issues.filter { baseline?.contains($0) != true }
        let reported = fresh.filter { $0.suppression == nil }
        switch format {
        case .sarif:
            print(ScanSARIF.log(fresh, options: try sarifOptions(root)), terminator: "")
        case .json:
            print(ScanOutput.json(reports, notes: reading.notes, coverage: reading.coverageJSON).rendered)
        case .xcode, .githubActions:
            // GitHub resolves paths from the repository's root; Xcode, and GitHub outside a
            // repository, from where the command runs: the paths as the user gave DIR.
            let prefix = format == .githubActions && hasSourceRoot(root) ? try sarifOptions(root) : nil
            let diagnostics = reported.map { issue in
                Diagnostic(
                    severity: issue.category == .leak ? .error : .warning, title: issue.rule,
                    message: issue.message,
                    file: prefix.map { $0.path(issue.file) } ?? displayPath(issue.file),
                    line: issue.line, column: issue.column)
            }
            print(Diagnostic.render(diagnostics, as: format.lines ?? .xcode), terminator: "")
        case .text:
            print(
                ScanOutput.text(
                    reports, notes: reading.notes, appName: audited.app, coverage: reading.coverage,
                    sources: reading.sources),
                terminator: "")
            let suppressed = issues.filter { $0.suppression != nil }
            if !suppressed.isEmpty {
                print("\nsuppressed (not counted):")
                for issue in suppressed {
                    let reason =
                        issue.suppression.map {
                            $0.justification.isEmpty ? "no reason given" : $0.justification
                        } ?? ""
                    print("  \(issue.file):\(issue.line)  \(issue.rule): \(reason)")
                }
            }
            if let baseline, case let known = issues.filter(baseline.contains), !known.isEmpty {
                print("\nin the baseline (not counted): \(known.count) finding\(known.count == 1 ? "" : "s")")
            }
        }
        if let writeBaseline {
            try ScanBaseline.write(issues.filter { $0.suppression == nil }, to: writeBaseline)
        }
        if Self.fails(failOn, reports: reports, counted: reported) { throw ExitCode(1) }
        if failOn != .none, failOn != .never, reports.contains(where: \.notAssessed) {
            throw ExitCode(Self.notAssessedExitCode)
        }
    }

    /// The exit code of a scan that found no leak but could not assess some run: code it
    /// could not follow runs before a card is taken.
    static let notAssessedExitCode: Int32 = 3

    /// Whether the scan exits 1: a report that leaks with a leak among the counted issues (not
    /// suppressed, not in the baseline); for `cover`, also a cover during an interruption; for
    /// `unknown`, also code the scan could not assess.
    static func fails(_ failOn: FailOn, reports: [AppReport], counted: [ScanIssue]) -> Bool {
        let leaks = reports.contains { report in
            report.leaksAnywhere && counted.contains { $0.category == .leak && $0.app == report.app.name }
        }
        switch failOn {
        case .none, .never: return false
        case .leak: return leaks
        case .cover: return leaks || reports.contains(where: \.covers)
        case .unknown: return leaks || counted.contains { $0.category == .unknown }
        }
    }

    /// The command line's settings over the configuration file's.
    func overrides(over configuration: ScanConfiguration) -> ScanReport.Overrides {
        var overrides = ScanReport.Overrides(
            devices: configuration.devices, lifecycle: configuration.lifecycle, ios: configuration.ios,
            androidAPI: configuration.androidAPI)
        if let device { overrides.devices = device.devices }
        if let lifecycle { overrides.lifecycle = lifecycle }
        if let ios { overrides.ios = ios }
        if let androidAPI { overrides.androidAPI = androidAPI }
        return overrides
    }

    /// `path` (relative to DIR) as the user named DIR: `./MyApp/App/AppDelegate.swift`.
    func displayPath(_ path: String) -> String {
        var base = directory
        while base.count > 1 && base.hasSuffix("/") { base.removeLast() }
        if base == "." { return path }
        return base.hasSuffix("/") ? base + path : base + "/" + path
    }

    /// Where SARIF's paths start: `--sarif-root`, else the git repository that holds DIR (the
    /// nearest directory above it with a `.git`, found without running git), else DIR.
    func sarifOptions(_ root: URL) throws -> ScanSARIF.Options {
        let scanned = root.standardizedFileURL.resolvingSymlinksInPath().path
        var base: String?
        if let sarifRoot {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: sarifRoot, isDirectory: &isDirectory),
                isDirectory.boolValue
            else { throw usage("--sarif-root \(sarifRoot): no such directory") }
            base =
                URL(fileURLWithPath: sarifRoot, isDirectory: true).standardizedFileURL
                .resolvingSymlinksInPath().path
            guard let base, scanned == base || scanned.hasPrefix(base == "/" ? "/" : base + "/") else {
                throw usage("--sarif-root \(sarifRoot) does not hold the scanned directory \(directory)")
            }
        } else {
            base = Self.repositoryRoot(of: scanned)
        }
        guard let base else { return ScanSARIF.Options(prefix: "", sourceRoot: scanned) }
        let relative = scanned == base ? "" : String(scanned.dropFirst(base == "/" ? 1 : base.count + 1))
        return ScanSARIF.Options(prefix: relative, sourceRoot: base)
    }

    /// Whether SARIF's paths start at a root other than DIR itself: `--sarif-root` or a repository.
    func hasSourceRoot(_ root: URL) -> Bool {
        sarifRoot != nil
            || Self.repositoryRoot(of: root.standardizedFileURL.resolvingSymlinksInPath().path) != nil
    }

    /// The nearest directory at or above `path` that holds `.git` (a directory, or a worktree's file).
    static func repositoryRoot(of path: String) -> String? {
        var url = URL(fileURLWithPath: path, isDirectory: true)
        while true {
            if FileManager.default.fileExists(atPath: url.appendingPathComponent(".git").path) {
                return url.path
            }
            let parent = url.deletingLastPathComponent()
            if parent.path == url.path { return nil }
            url = parent
        }
    }

    /// Starts the interactive lab with the first app's first recognised configuration (`none`
    /// when it has none), as `switcherlab --strategy … --host …` would.
    func openLab(_ reading: ScanReading, catalog: AssetCatalog) throws {
        guard let app = reading.apps.first else { throw usage("\(directory): no app found to open") }
        let finding = ScanMapping.findings(for: app).first { $0.audited != nil }
        let configuration = finding?.audited ?? StrategyConfiguration()
        var setup = LabSetup()
        setup.strategy = configuration.id
        setup.app = catalog.app(named: audited.app)?.name
        // The iPhone when the app runs on it, else the device it has (an iPad, Android).
        setup.device = app.devices.contains(.iphone) ? .iphone : app.devices.first ?? .iphone
        if let lifecycle = app.lifecycle { setup.lifecycle = lifecycle }
        if let host = Strategies.host(of: configuration) { setup.options.append(.host(host)) }
        let info = Strategies.info(configuration.id)
        if let trigger = configuration.trigger, info?.options.contains(.trigger) == true {
            setup.options.append(.trigger(trigger))
        }
        if info?.options.contains(.fade) == true {
            // To the millisecond, as the lab's option gives a fade.
            let milliseconds = Int64((configuration.fade * 1000).rounded())
            setup.options.append(.fade(Interval(microseconds: milliseconds * 1000)))
        }
        if info?.options.contains(.presentation) == true {
            setup.options.append(.presentation(configuration.presentation))
        }
        try LiveLab(configuration: setup.configuration, catalog: catalog).run()
    }
}
