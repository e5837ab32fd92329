import Foundation
import SwitcherTestSupport
import Testing

/// `switcherlab scan` run as a process: text, JSON, exit codes.
@Suite struct ScanCommandTests {
    static func fixture(_ name: String) -> String {
        Repository.root.appendingPathComponent("Tests/Fixtures/scan/\(name)").path
    }

    @Test func aLeakExitsOneAndNamesTheLineAndTheHostThatNeverRuns() throws {
        let run = try Switcherlab.run(["scan", Self.fixture("app-delegate-overlay-in-scene-app")])
        #expect(run.status == 1, "\(run.error)")
        #expect(run.output.contains("App/AppDelegate.swift:13  color-overlay @app-delegate"))
        #expect(run.output.contains("NEVER RUNS in the scene lifecycle"))
        #expect(run.output.contains("verdict: LEAKS"))
        // The fix prints the code to add, in the host recommend chose, not only its command.
        #expect(run.output.contains("prints the whole files; `switcherlab scan --fix` adds them"))
        #expect(run.output.contains("    func sceneWillResignActive(_ scene: UIScene) {"))
    }

    /// Where `scan --fix` mends the app's own code, the text report's fix names those mends,
    /// not code to paste beside it (a second onCreate in a class that has one).
    @Test func theFixInWordsIsTheMendOfTheAppsOwnCode() throws {
        let run = try Switcherlab.run(["scan", Self.fixture("android-flag-secure-onpause")])
        #expect(run.status == 1, "\(run.error)")
        #expect(run.output.contains("fix: mend the app's own code"))
        #expect(
            run.output.contains(
                "  app/src/main/java/com/example/notes/MainActivity.java:19: FLAG_SECURE added in onPause comes"
                    + " after the thumbnail (MODEL §24): moved to onCreate (line 11)"), "\(run.output)")
        #expect(run.output.contains("MainActivity.java:25: clearFlags(FLAG_SECURE) in onResume() removed"))
        #expect(!run.output.contains("the lines to add"))
    }

    @Test func nothingLeakingExitsZeroAndFailOnCoverCountsTheCover() throws {
        let clean = try Switcherlab.run(["scan", Self.fixture("blur-snapshot")])
        #expect(clean.status == 0, "\(clean.error)")
        // Nothing to fix: recommend's choice is told for comparison, without code to paste.
        #expect(clean.output.contains("fix: none needed."))
        #expect(!clean.output.contains("the lines to add"))
        let cover = try Switcherlab.run(["scan", Self.fixture("blur-snapshot"), "--fail-on", "cover"])
        #expect(cover.status == 1)
        let never = try Switcherlab.run(["scan", Self.fixture("nothing"), "--fail-on", "never"])
        #expect(never.status == 0)
    }

    @Test func badInputExitsTwo() throws {
        let missing = try Switcherlab.run(["scan", "/nonexistent/app"])
        #expect(missing.status == 2)
        #expect(missing.error.contains("no such directory"))
        let failOn = try Switcherlab.run(["scan", Self.fixture("nothing"), "--fail-on", "sometimes"])
        #expect(failOn.status == 2)
    }

    /// A wrong path in CI must not pass: a directory with nothing to read is exit 2, and files
    /// of languages the scan does not read are counted, never silently skipped.
    @Test func aDirectoryWithNoAppIsExitTwoAndSaysWhatItDidNotRead() throws {
        try withTemporaryDirectory { directory in
            let empty = try Switcherlab.run(["scan", directory.path])
            #expect(empty.status == 2)
            #expect(empty.error.contains("no iOS or Android app or source found"), "\(empty.error)")
            #expect(empty.output.isEmpty)
            let plugin = directory.appendingPathComponent("src")
            try FileManager.default.createDirectory(at: plugin, withIntermediateDirectories: true)
            for name in ["ScreenSecurity.cs", "Platform.cs", "index.ts"] {
                try Data("// code\n".utf8).write(to: plugin.appendingPathComponent(name))
            }
            let csharp = try Switcherlab.run(["scan", directory.path])
            #expect(csharp.status == 2)
            #expect(
                csharp.error.contains("2 C# files, 1 TypeScript file (their privacy code is not assessed)"))
        }
    }

    /// Unrecognised code that runs before the card: not assessed, exit 3; `--fail-on none` 0.
    @Test func codeNotFollowedIsExitThree() throws {
        let run = try Switcherlab.run(["scan", Self.fixture("unrecognised")])
        #expect(run.status == 3, "\(run.error)")
        #expect(run.output.contains("verdict: NOT ASSESSED"))
        #expect(run.output.contains("fix: none for certain: check the code the scan could not follow"))
        let none = try Switcherlab.run(["scan", Self.fixture("unrecognised"), "--fail-on", "none"])
        #expect(none.status == 0)
        let followed = try Switcherlab.run(["scan", Self.fixture("cross-file-shield"), "--format", "json"])
        #expect(followed.status == 0, "\(followed.error)")
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(followed.output.utf8)) as? [String: Any])
        let finding = try #require((json["findings"] as? [[String: Any]])?.first)
        #expect(
            finding["chain"] as? [String] == [
                "App/SceneDelegate.swift:6", "App/SceneDelegate.swift:7", "App/PrivacyShield.swift:10",
                "App/PrivacyShield.swift:14",
            ])
    }

    /// An empty path is no directory: refused, not read as the current one (the scan then
    /// went through whatever directory the command ran in).
    @Test func anEmptyPathIsRefused() throws {
        let run = try Switcherlab.run(["scan", ""], in: Repository.root)
        #expect(run.status == 2)
        #expect(run.error == "switcherlab: scan needs a directory, not an empty path (. is this one)\n")
        #expect(run.output == "")
    }

    @Test func theJSONHasTheIssuesShape() throws {
        let run = try Switcherlab.run(["scan", Self.fixture("async-hop"), "--json"])
        #expect(run.status == 1)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        #expect(object["platform"] as? String == "iOS")
        #expect(object["lifecycle"] as? String == "scene")
        let findings = try #require(object["findings"] as? [[String: Any]])
        #expect(findings.first?["file"] as? String == "App/SceneDelegate.swift")
        #expect(findings.first?["line"] as? Int == 11)
        #expect(findings.first?["strategy"] as? String == "privacy-window")
        #expect(findings.first?["host"] as? String == "scene-delegate")
        #expect(findings.first?["audited"] as? String == "none")
        let audit = try #require(object["audit"] as? [[String: Any]])
        #expect(
            audit.contains {
                $0["event"] as? String == "home" && ($0["legibleSensitiveCells"] as? Int ?? 0) > 0
            })
        let several = try Switcherlab.run([
            "scan", Repository.root.appendingPathComponent("Tests/Fixtures/scan").path, "--json",
        ])
        let apps = try #require(
            try JSONSerialization.jsonObject(with: Data(several.output.utf8)) as? [String: Any])
        // One report per fixture app, each in a directory of its own.
        let fixtures = try FileManager.default.contentsOfDirectory(atPath: Self.fixture(""))
        #expect((apps["apps"] as? [Any])?.count == fixtures.count)
    }
}
