import ArgumentParser
import Foundation
import SwitcherCore
import SwitcherScan

/// `switcherlab scan DIR`: an app's own source, read without running anything, mapped to lab
/// configurations and audited on the app's devices.
struct ScanCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scan",
        abstract: "Read an app's source, map its privacy code to lab configurations and audit them.",
        discussion: """
            Finds the iOS and Android apps under DIR (an .xcodeproj or an app's Info.plist; an \
            AndroidManifest.xml) and reads, without running anything: Info.plist (the scene \
            manifest) and project.pbxproj (deployment target, device family, generated Info.plist \
            keys); Swift through swift-syntax (app and scene delegates, observers of the \
            lifecycle notifications, SwiftUI Apps and views reading scenePhase, and in their \
            bodies the views, windows, fades, presentations and deferred work). Each privacy \
            pattern becomes a lab configuration (strategy, host, trigger, fade, presentation); \
            code it cannot map is reported as unrecognised. Then each is audited on the app's \
            devices (iPhone and iPad for a universal app), and recommend's choice for the app \
            is printed with the command that prints its code.

            The tree is untrusted: files over 2 MB are skipped and said, symbolic links are \
            followed only inside DIR and never twice, names and code are printed terminal-safe.

            Exit codes: 0 nothing leaks, 1 a card leaks (--fail-on cover: also when a cover \
            hides the app during an interruption; never: always 0), 2 bad input.
            """)

    @Argument(help: "The directory to scan.")
    var directory: String

    @Flag(help: "Print the reports as JSON instead of text.")
    var json = false

    @Flag(
        help:
            "Print the findings as SARIF 2.1.0 for code-scanning services (rules tagged MASVS-PLATFORM-3 and MASWE-0055)."
    )
    var sarif = false

    @Option(
        help: "What exits 1: leak (a card leaks), cover (a leak, or a cover during an interruption), never.")
    var failOn: String = "leak"

    @Flag(help: "Start the lab with the app's configuration applied (its first recognised finding).")
    var open = false

    @OptionGroup var audited: AuditedApp

    enum FailOn: String, CaseIterable {
        case leak, cover, never
    }

    func validate() throws {
        if json && sarif { throw usage("--json and --sarif are two formats of the same report: give one") }
        if open && (json || sarif) {
            throw usage("--open starts the lab: it prints no report for --json or --sarif")
        }
    }

    func run() throws {
        let failOn = try choice(self.failOn, for: "--fail-on") as FailOn
        let reading: ScanReading
        do {
            reading = try Scanner.read(URL(fileURLWithPath: directory, isDirectory: true))
        } catch {
            throw usage("\(error)")
        }
        let catalog = try loadCatalog(audited.assets)
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
            reports = try ScanReport.reports(reading, catalog: catalog, appName: audited.app)
        } catch {
            throw usage("\(error)")
        }
        if sarif {
            print(ScanSARIF.log(reports), terminator: "")
        } else if json {
            print(ScanOutput.json(reports, notes: reading.notes).rendered)
        } else {
            print(ScanOutput.text(reports, notes: reading.notes, appName: audited.app), terminator: "")
        }
        switch failOn {
        case .never: return
        case .leak: if reports.contains(where: \.leaksAnywhere) { throw ExitCode(1) }
        case .cover: if reports.contains(where: { $0.leaksAnywhere || $0.covers }) { throw ExitCode(1) }
        }
    }

    /// Starts the interactive lab as `switcherlab --strategy … --host …` would, with the first
    /// app's first recognised configuration (`none` when it has none).
    func openLab(_ reading: ScanReading, catalog: AssetCatalog) throws {
        guard let app = reading.apps.first else { throw usage("\(directory): no app found to open") }
        let finding = ScanMapping.findings(for: app).first { $0.audited != nil }
        let configuration = finding?.audited ?? StrategyConfiguration()
        var arguments = ["--strategy", configuration.id, "--app", audited.app]
        let device: DeviceKind =
            app.platform == .android ? .android : app.devices.contains(.iphone) ? .iphone : .ipad
        arguments += ["--device", device.rawValue]
        if let lifecycle = app.lifecycle { arguments += ["--lifecycle", lifecycle.rawValue] }
        if let host = Strategies.host(of: configuration) { arguments += ["--host", host.rawValue] }
        let info = Strategies.info(configuration.id)
        if let trigger = configuration.trigger, info?.options.contains(.trigger) == true {
            arguments += ["--trigger", trigger.rawValue]
        }
        if info?.options.contains(.fade) == true {
            arguments += ["--fade", "\(Int((configuration.fade * 1000).rounded()))ms"]
        }
        if info?.options.contains(.presentation) == true {
            arguments += ["--presentation", configuration.presentation.rawValue]
        }
        if let assets = audited.assets { arguments += ["--assets", assets] }
        let lab = try Interactive.parse(arguments)
        try lab.validate()
        try lab.run()
    }
}
