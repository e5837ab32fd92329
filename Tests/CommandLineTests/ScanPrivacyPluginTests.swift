import Foundation
import SwitcherTestSupport
import Testing

/// The command plugin as a user's package meets it: a package made in a temporary directory,
/// depending on this repository by path, with an app's source in it. `swift package plugin
/// --list` names the verb, and `swift package scan-privacy --output …` writes the scan's report.
///
/// Running the plugin builds switcherlab-ci (swift-syntax and all) again in the new package's
/// build directory: about three minutes on two cores (docs/CI.md §7).
@Suite(.serialized) struct ScanPrivacyPluginTests {
    static let swiftMissing: String? =
        Subprocess.find("swift") == nil ? "swift is not on PATH: the plugin tests run swift package" : nil

    /// A package that depends on this repository and holds the `scene-privacy-window` fixture
    /// app under App/.
    static func makePackage(in directory: URL) throws {
        let root = Repository.root.path.replacingOccurrences(of: "\\", with: "\\\\")
            .replacingOccurrences(of: "\"", with: "\\\"")
        let manifest = """
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(
                name: "PluginFixture",
                dependencies: [.package(path: "\(root)")],
                targets: []
            )

            """
        try manifest.write(
            to: directory.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        try FileManager.default.copyItem(
            at: Repository.root.appendingPathComponent("Tests/Fixtures/scan/scene-privacy-window/App"),
            to: directory.appendingPathComponent("App"))
    }

    /// `swift package ARGUMENTS` in `directory`, its build directory in `scratch`, with CI's
    /// and the test runner's own SwiftPM variables left out.
    static func swiftPackage(_ arguments: [String], in directory: URL, scratch: URL) throws
        -> Subprocess.Result
    {
        let swift = try #require(Subprocess.find("swift"))
        var environment = ProcessInfo.processInfo.environment
        for key in environment.keys where key.hasPrefix("SWIFTPM_") || key.hasPrefix("XCTest") {
            environment[key] = nil
        }
        return try Subprocess.run(
            swift, ["package", "--package-path", directory.path, "--scratch-path", scratch.path] + arguments,
            environment: environment, in: directory)
    }

    @Test(
        "swift package plugin --list names scan-privacy",
        .enabled(if: ToolRequirement.runs(missing: swiftMissing), "\(swiftMissing ?? "")"))
    func thePluginIsListed() throws {
        try MissingTool.check(Self.swiftMissing)
        try withTemporaryDirectory { directory in
            try Self.makePackage(in: directory)
            let run = try Self.swiftPackage(
                ["plugin", "--list"], in: directory, scratch: directory.appendingPathComponent(".build"))
            #expect(run.status == 0, "\(run.output)\(run.error)")
            #expect(
                run.output.contains("‘scan-privacy’ (plugin ‘ScanPrivacyPlugin’ in package ‘SwitcherLab’)"),
                "\(run.output)")
        }
    }

    @Test(
        "swift package scan-privacy writes the scan's report and ends with its status",
        .enabled(if: ToolRequirement.runs(missing: swiftMissing), "\(swiftMissing ?? "")"),
        .timeLimit(.minutes(30)))
    func thePluginScansThePackage() throws {
        try MissingTool.check(Self.swiftMissing)
        try withTemporaryDirectory { directory in
            try Self.makePackage(in: directory)
            let scratch = directory.appendingPathComponent(".build")
            let started = Date()
            let run = try Self.swiftPackage(
                [
                    "--allow-writing-to-package-directory", "scan-privacy", "--output",
                    "reports/privacy.json",
                    "--json",
                ], in: directory, scratch: scratch)
            print(
                "scan-privacy with the build of switcherlab-ci: \(Int(Date().timeIntervalSince(started))) s")
            // The privacy window leaks when the switcher opens over the app: the scan exits 1,
            // and so does `swift package`.
            #expect(run.status == 1, "\(run.output)\(run.error)")
            #expect(run.output.contains("scan-privacy: report written to"), "\(run.output)")
            let report = try String(
                contentsOf: directory.appendingPathComponent("reports/privacy.json"), encoding: .utf8)
            #expect(report.contains(#""strategy": "privacy-window""#), "\(report)")
            #expect(report.contains("SceneDelegate.swift"), "\(report)")

            // Bad input: the scan exits 2, which the plugin says; SwiftPM ends with 1 on any failure.
            let bad = try Self.swiftPackage(
                ["--allow-writing-to-package-directory", "scan-privacy", "--fail-on", "bogus"], in: directory,
                scratch: scratch)
            #expect(bad.status == 1, "\(bad.output)\(bad.error)")
            #expect((bad.output + bad.error).contains("switcherlab-ci scan exited with status 2"))
            #expect((bad.output + bad.error).contains("The value 'bogus' is invalid for '--fail-on <what>'"))

            // With --fail-on never the scan exits 0, and the report goes to standard output.
            let again = try Self.swiftPackage(
                ["--allow-writing-to-package-directory", "scan-privacy", "--fail-on", "never"], in: directory,
                scratch: scratch)
            #expect(again.status == 0, "\(again.output)\(again.error)")
            #expect(again.output.contains("privacy-window"), "\(again.output)")
        }
    }
}
