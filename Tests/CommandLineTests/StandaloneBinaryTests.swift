import Foundation
import SwitcherCore
import SwitcherTestSupport
import Testing

/// The programs copied alone to an empty directory, as an installer puts them somewhere on
/// `PATH`: no `Assets/` above them, no `$SWITCHERLAB_ASSETS`, and for `switcherlab-ci` no
/// terminal at all (`TERM` unset, no terminfo database).
@Suite struct StandaloneBinaryTests {
    /// `switcherlab-ci` beside the `switcherlab` the tests run.
    static var ciBinary: URL? {
        Switcherlab.url.map { $0.deletingLastPathComponent().appendingPathComponent("switcherlab-ci") }
            .flatMap { FileManager.default.isExecutableFile(atPath: $0.path) ? $0 : nil }
    }

    /// `binary` copied into `directory`, and the copy's path. Copied by `cp`, so that no
    /// descriptor open for writing is inherited by a process another test starts meanwhile
    /// (which would make running the copy fail with "text file busy").
    static func copy(_ binary: URL, into directory: URL) throws -> String {
        let copy = directory.appendingPathComponent(binary.lastPathComponent)
        let run = try Subprocess.run("/bin/cp", [binary.path, copy.path])
        guard run.status == 0 else { throw CopyFailed(message: run.error) }
        return copy.path
    }

    struct CopyFailed: Error { var message: String }

    /// Nothing of the user's environment: a `PATH`, a home, and an empty terminfo database.
    static func bareEnvironment(_ directory: URL) throws -> [String: String] {
        let terminfo = directory.appendingPathComponent("no-terminfo")
        try FileManager.default.createDirectory(at: terminfo, withIntermediateDirectories: true)
        return [
            "PATH": "/usr/bin:/bin", "HOME": directory.path, "TERMINFO": terminfo.path,
            "TERMINFO_DIRS": terminfo.path,
        ]
    }

    @Test func bothProgramsPrintTheOneVersion() throws {
        let lab = try #require(Switcherlab.url)
        let ci = try #require(Self.ciBinary)
        for binary in [lab, ci] {
            let run = try Subprocess.run(binary.path, ["--version"])
            #expect(run.status == 0)
            #expect(run.output == SwitcherLabVersion.current + "\n", "\(binary.lastPathComponent)")
        }
        let help = try Subprocess.run(ci.path, ["--help"])
        #expect(help.output.contains("--version"))
        #expect(!help.output.contains("\n  play "), "switcherlab-ci has no live commands")
    }

    /// audit, recommend, code and scan from a copy in an empty directory, with no terminal: the
    /// apps are the built-in ones (Medical ID is audited), the scan reads a fixture app.
    @Test func theCIProgramRunsAloneWithoutATerminal() throws {
        let ci = try #require(Self.ciBinary)
        try withTemporaryDirectory { directory in
            let binary = try Self.copy(ci, into: directory)
            let environment = try Self.bareEnvironment(directory)
            let app = directory.appendingPathComponent("app")
            try FileManager.default.copyItem(
                at: Repository.root.appendingPathComponent("Tests/Fixtures/scan/scene-privacy-window"),
                to: app)

            let arguments = ["audit", "--strategy", "none", "--device", "iphone", "--json"]
            let audit = try Subprocess.run(binary, arguments, environment: environment, in: directory)
            #expect(audit.status == 0, "\(audit.error)")
            #expect(
                audit.output.contains("\"legibleSensitiveCells\": 118"), "Medical ID, unprotected, on Home")
            // The same audit of the repository's Assets/: the built-in apps are those.
            var withAssets = environment
            withAssets["SWITCHERLAB_ASSETS"] = ShippedAssets.directory.path
            let shipped = try Subprocess.run(binary, arguments, environment: withAssets, in: directory)
            #expect(shipped.output == audit.output)

            let recommend = try Subprocess.run(
                binary, ["recommend", "--device", "iphone"], environment: environment, in: directory)
            #expect(recommend.status == 0, "\(recommend.error)")
            #expect(!recommend.output.isEmpty)

            let code = try Subprocess.run(
                binary, ["code", "privacy-window", "--host", "scene-delegate"], environment: environment,
                in: directory)
            #expect(code.status == 0, "\(code.error)")
            #expect(code.output.contains("sceneDidEnterBackground"))

            let scan = try Subprocess.run(
                binary, ["scan", "app", "--json"], environment: environment, in: directory)
            #expect([0, 1].contains(scan.status), "\(scan.error)")
            #expect(scan.output.contains("SceneDelegate.swift"))

            // The live lab is not in this program, and it says which one has it.
            let lab = try Subprocess.run(binary, ["play", "x.tape"], environment: environment, in: directory)
            #expect(lab.status != 0)
        }
    }

    /// The lab itself, copied alone: the built-in Medical ID on the mock iPhone.
    @Test(
        .enabled(
            if: ToolRequirement.runs(missing: ToolRequirement.tmuxMissing),
            "\(ToolRequirement.tmuxMissing ?? "")"))
    func theLabRunsAloneFromAnEmptyDirectory() throws {
        let lab = try #require(Switcherlab.url)
        let tmux = try Tmux(width: 120, height: 40)
        let directory = tmux.directory.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let binary = try Self.copy(lab, into: directory)
        try tmux.shell("cd '\(directory.path)' && env -u SWITCHERLAB_ASSETS '\(binary)'")
        let screen = try tmux.waitFor("Medical ID", timeout: 20)
        #expect(screen != nil, "\(tmux.peek())")
        try tmux.send("q")
        #expect(try tmux.waitFor(timeout: 10) { !$0.contains("Medical ID") } != nil, "q quits the lab")
    }
}
