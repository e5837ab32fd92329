import ArgumentParser
import Foundation
import SwitcherCore
import SwitcherReports

/// `switcherlab verify FILE.swift...`: the developer's own privacy code, compiled against the
/// lab's UIKit model and run through the audit.
struct VerifyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify",
        abstract: "Compile your own privacy code against the lab's UIKit model and audit it.",
        discussion: """
            Compiles the Swift files given (an app delegate, a scene delegate, or a view controller \
            named ViewController that registers notification observers, with what they use) \
            against the lab's UIKit model, with swiftc from PATH (or $SWIFTC), and runs them in \
            the lab's world: the mock app's window and root view controller are handed to your \
            delegate as UIKit hands over a storyboard's, and every audit event runs on each iOS \
            device. Prints the audit's table, the verdict and the side effects; --json prints the \
            rows as audit --json does. An API the model does not declare is exit 2 with \
            file:line: 'NAME' is not in the lab's UIKit model (docs/VERIFY.md lists what it \
            declares). Built programs are cached (~/.cache/switcherlab/verify): a second run of \
            the same files does not compile. Exit 0 when the code leaks nowhere, 1 when it \
            leaks, 2 for usage errors and code that does not compile.
            """)

    @Argument(help: ArgumentHelp("The Swift files to run.", valueName: "file.swift"))
    var files: [String] = []

    @Option(help: "The lifecycle style: scene or app (default: app for an app delegate alone, else scene).")
    var lifecycle: LifecycleStyle?

    @Option(help: "Only this device, an iOS one: iphone-home, iphone or ipad (default: all three).")
    var device: DeviceKind?

    @Option(
        help: ArgumentHelp(
            "The iOS release, \(IOSVersion.range) (default \(IOSVersion.current.major)).",
            valueName: "version"))
    var ios: String?

    @Flag(help: "Print a JSON array of rows, as audit --json does.")
    var json = false

    @Flag(
        help:
            "Print SARIF 2.1.0: a result per leaking event, card not measured and side effect, at the delegate's declaration."
    )
    var sarif = false

    @OptionGroup var audited: AuditedApp

    func run() throws {
        guard !files.isEmpty else { throw usage("verify: give the Swift files to run") }
        if json && sarif { throw usage("--json and --sarif are two formats of the same report: give one") }
        var urls: [URL] = []
        for file in files {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: file, isDirectory: &isDirectory),
                !isDirectory.boolValue
            else { throw usage("\(file): no such file") }
            guard file.hasSuffix(".swift") else { throw usage("\(file): not a Swift file (.swift)") }
            urls.append(URL(fileURLWithPath: file))
        }
        var arguments: [String] = []
        if let device {
            guard device.runsUIKit else {
                throw usage("--device \(device.rawValue): verify runs iOS code")
            }
            arguments += ["--device", device.rawValue]
        }
        var version = IOSVersion.current
        if let ios {
            guard let number = Int(ios), let parsed = IOSVersion(number) else {
                throw usage("--ios: '\(ios)' is not an iOS release (\(IOSVersion.range))")
            }
            version = parsed
            arguments += ["--ios", String(number)]
        }
        let program: URL
        let declarations: VerifyBuild.Declarations
        do throws(VerifyBuild.Failure) {
            let build = try VerifyBuild(
                files: urls, model: try VerifyBuild.findModel(), swiftc: try VerifyBuild.findCompiler(),
                cache: VerifyBuild.defaultCache())
            declarations = build.declarations
            program = try build.program()
        } catch {
            throw usage(error.description)
        }
        let chosen: LifecycleStyle =
            lifecycle
            ?? (declarations.appDelegate != nil && declarations.sceneDelegate == nil ? .app : .scene)
        arguments += ["--lifecycle", chosen.rawValue, "--app", audited.app]
        if let host = declarations.host { arguments += ["--host", host.rawValue] }
        if let assets = audited.assets.assets { arguments += ["--assets", assets] }
        let scratch = FileManager.default.temporaryDirectory
        let result: VerifyProcess.Result
        do {
            result = try VerifyProcess.run(program.path, arguments, in: scratch)
        } catch {
            throw usage("cannot run the verified program: \(error)")
        }
        guard result.status == 0, let data = result.output.data(using: .utf8),
            let rows = try? JSONDecoder().decode([AuditRow].self, from: data)
        else {
            let reason = result.error.split(separator: "\n").suffix(3).joined(separator: "\n")
            throw usage("the code stopped while it ran (exit \(result.status)): \(reason)")
        }
        let entry = Recommendation.entry(
            of: rows, strategy: "verified", host: declarations.host, lifecycle: chosen)
        if sarif {
            let name =
                declarations.sceneDelegate ?? declarations.appDelegate ?? declarations.rootViewController
                ?? declarations.app ?? declarations.rootView
            let place = VerifySARIF.location(of: name, in: urls)
            print(VerifySARIF.log(rows, entry: entry, file: place.file, line: place.line), terminator: "")
        } else if json {
            var writer = OrderedJSON.ArrayWriter { print($0, terminator: "") }
            for row in rows { writer.append(row.json) }
            writer.finish()
            print()
        } else {
            let names = urls.map(\.lastPathComponent).joined(separator: ", ")
            let host = declarations.host.map { " in the \($0.rawValue) host" } ?? ""
            print(
                TerminalSafeText.sanitized(
                    "Verified: \(names)\(host), \(chosen.rawValue) lifecycle, \(version)."))
            print()
            print(AuditTable.render(rows, events: AuditEvent.allCases), terminator: "")
            print()
            print("Verdict: it \(entry.reason).")
            if !entry.costs.sideEffects.isEmpty {
                let effects = zip(entry.costs.sideEffects, entry.costs.sideEffectCounts).map {
                    "\($0.rawValue) (\($1) runs)"
                }
                print("Side effects: \(effects.joined(separator: ", ")).")
            }
        }
        if !entry.leaksNowhere { throw ExitCode(1) }
    }
}
