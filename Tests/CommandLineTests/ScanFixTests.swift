import Foundation
import SwitcherTestSupport
import Testing

/// `scan --fix`: a diff of the app's own files that `git apply` takes, after which the scan
/// finds nothing leaking.
@Suite struct ScanFixTests {
    static func fixture(_ name: String) -> URL {
        Repository.root.appendingPathComponent("Tests/Fixtures/scan/\(name)")
    }

    /// The fix of `fixture`, applied with git to a copy: the diff, what it said, the rescan.
    static func fixAndRescan(_ fixture: String) throws -> (
        diff: String, notes: String, before: Int32, after: Int32
    ) {
        try withTemporaryDirectory { directory in
            let app = directory.appendingPathComponent("app")
            try FileManager.default.copyItem(at: Self.fixture(fixture), to: app)
            let before = try Switcherlab.run(["scan", "."], in: app)
            let fix = try Switcherlab.run(["scan", ".", "--fix"], in: app)
            #expect(fix.status == 0, "\(fix.error)")
            let patch = directory.appendingPathComponent("fix.diff")
            try Data(fix.output.utf8).write(to: patch)
            let git = try Subprocess.run(
                "/usr/bin/env", ["git", "apply", "--unsafe-paths", patch.path], in: app)
            #expect(git.status == 0, "git apply: \(git.error)\n\(fix.output)")
            let after = try Switcherlab.run(["scan", "."], in: app)
            return (fix.output, fix.error, before.status, after.status)
        }
    }

    @Test func theCallMovesToTheResignActiveTwinAndTheCardNoLongerLeaks() throws {
        let result = try Self.fixAndRescan("scene-privacy-window")
        #expect(result.before == 1)
        #expect(result.diff.hasPrefix("--- a/App/SceneDelegate.swift\n+++ b/App/SceneDelegate.swift\n@@ "))
        #expect(result.diff.contains("-        showPrivacyProtectionWindow()\n"))
        #expect(
            result.diff.contains(
                "+    func sceneWillResignActive(_ scene: UIScene) {\n+        showPrivacyProtectionWindow()\n"
            ))
        #expect(
            result.diff.contains(
                "+    func sceneDidBecomeActive(_ scene: UIScene) {\n+        hidePrivacyProtectionWindow()\n"
            ))
        #expect(result.notes.contains("(MODEL §11): the call moved to its resign-active twin"))
        #expect(result.after == 0)
    }

    @Test func theFlagMovesToOnCreateAndTheClearGoes() throws {
        let result = try Self.fixAndRescan("android-flag-secure-onpause")
        #expect(result.before == 1)
        #expect(
            result.diff.contains(
                "         super.onCreate(savedInstanceState);\n+        getWindow().addFlags(FLAG_SECURE);\n")
        )
        #expect(result.diff.contains("-        getWindow().clearFlags(FLAG_SECURE);\n"))
        #expect(result.after == 0)
    }

    @Test func whatItCannotMendInPlaceItSaysAndPrintsNoDiff() throws {
        let run = try Switcherlab.run(["scan", Self.fixture("java-cordova-plugin").path, "--fix"])
        #expect(run.status == 0)
        #expect(run.output.isEmpty)
        #expect(
            run.error.contains(
                "FLAG_SECURE is added in onPause under a condition: move it to onCreate by hand"))
        let refused = try Switcherlab.run(["scan", Self.fixture("nothing").path, "--fix", "--format", "json"])
        #expect(refused.status == 2)
    }
}
