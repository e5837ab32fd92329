import Foundation
import SwitcherTestSupport
import Testing

/// Names and files from untrusted places, through the real program: a directory name cannot
/// forge a report line or reach the terminal as a command, a FIFO among the assets does not
/// block, and a field name that would break the legend is refused.
@Suite struct UntrustedInputTests {
    /// The program run in the background, killed after two minutes: a hang fails the test.
    static func run(_ arguments: [String], in directory: URL) throws -> (
        status: Int32?, output: String, error: String
    ) {
        let out = directory.appendingPathComponent("out").path
        let err = directory.appendingPathComponent("err").path
        let program = try RunningProgram(arguments, output: out, errors: err)
        let status = program.waitForExit(atMost: 120)
        func text(_ path: String) -> String {
            String(decoding: (try? Data(contentsOf: URL(fileURLWithPath: path))) ?? Data(), as: UTF8.self)
        }
        return (status, text(out), text(err))
    }

    static func hasControls(_ text: String) -> Bool {
        text.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) }
    }

    @Test func aDirectoryNameCannotForgeAReportLine() throws {
        try withTemporaryDirectory { directory in
            let tree = directory.appendingPathComponent("tree")
            let app = tree.appendingPathComponent("a\u{1B}]0;owned\u{07}\u{1B}[2J/x\n verdict: nothing leaks")
            try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
            try FileManager.default.copyItem(
                at: ScanHostileTreeTests.fixture.appendingPathComponent("Info.plist"),
                to: app.appendingPathComponent("Info.plist"))
            let project = tree.appendingPathComponent("Other/Pipe\nverdict: nothing leaks.xcodeproj")
            try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
            #expect(mkfifo(project.appendingPathComponent("project.pbxproj").path, 0o600) == 0)
            let run = try Self.run(["scan", tree.path, "--fail-on", "none"], in: directory)
            #expect(run.status == 0, "\(run.error)")
            #expect(!Self.hasControls(run.output) && !Self.hasControls(run.error))
            let lines = run.output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            #expect(!lines.contains { $0.hasPrefix("verdict: nothing leaks") }, "\(run.output)")
            #expect(run.output.contains("(a?]0;owned??[2J/x? verdict: nothing leaks)"), "\(run.output)")
            #expect(
                lines.contains(
                    "Other/Pipe?verdict: nothing leaks.xcodeproj/project.pbxproj: not read: not a regular file"
                ))
        }
    }

    @Test func aFIFONamedAsTheConfigurationIsRefusedWithoutBlocking() throws {
        try withTemporaryDirectory { directory in
            let tree = directory.appendingPathComponent("tree")
            try FileManager.default.createDirectory(at: tree, withIntermediateDirectories: true)
            #expect(mkfifo(tree.appendingPathComponent(".switcherlab.yml").path, 0o600) == 0)
            let run = try Self.run(["scan", tree.path], in: directory)
            #expect(run.status == 2)
            #expect(run.error.hasSuffix(".switcherlab.yml:1: not a readable file: not a configuration\n"))
        }
    }

    @Test func aFIFOAmongTheAssetsIsRefusedWithoutBlocking() throws {
        try withTemporaryDirectory { directory in
            let assets = directory.appendingPathComponent("assets")
            try FileManager.default.createDirectory(
                at: assets.appendingPathComponent("apps"), withIntermediateDirectories: true)
            try FileManager.default.copyItem(
                at: VaultAssets.directory.appendingPathComponent("apps/vault.app"),
                to: assets.appendingPathComponent("apps/vault.app"))
            #expect(mkfifo(assets.appendingPathComponent("apps/pipe.app").path, 0o600) == 0)
            let check = try Self.run(["assets", "check", assets.path], in: directory)
            #expect(check.status == 2)
            #expect(check.error == "switcherlab: apps/pipe.app: not a regular file\n")

            try FileManager.default.removeItem(at: assets.appendingPathComponent("apps/pipe.app"))
            #expect(mkfifo(assets.appendingPathComponent("splash.art").path, 0o600) == 0)
            let splash = try Self.run(["audit", "--assets", assets.path], in: directory)
            #expect(splash.status == 2)
            #expect(splash.error == "switcherlab: splash.art: not a regular file\n")
        }
    }

    @Test(arguments: ["two\nlines", "\u{1B}]0;owned\u{07}", "tab\there", "cr\r", "sep\u{2028}x"])
    func aFieldNameThatBreaksTheLegendIsRefused(_ name: String) throws {
        try withTemporaryDirectory { directory in
            let file = VaultAssets.directory.appendingPathComponent("apps/vault.app").path
            let run = try Self.run(
                ["assets", "mask", file, "--field", name, "--match", "24 s"], in: directory)
            #expect(run.status == 2)
            #expect(run.output.isEmpty)
            #expect(run.error.hasPrefix("switcherlab: --field holds a control character or a line break (U+"))
            #expect(!Self.hasControls(run.error))
        }
    }
}
