import Foundation
import SwitcherCore
import SwitcherTestSupport
import Testing

@testable import SwitcherReports
@testable import SwitcherScan

/// Fingerprints, suppression comments and exclude globs: what CI keys findings by.
@Suite struct ScanIssueTests {
    /// A one-file app from `source`, scanned and reported, with its issues.
    static func issues(_ source: String, warnings: inout [String]) throws -> [ScanIssue] {
        try withTemporaryDirectory { directory in
            let app = directory.appendingPathComponent("App")
            try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
            try source.write(
                to: app.appendingPathComponent("AppDelegate.swift"), atomically: true, encoding: .utf8)
            let reading = try Scanner.read(directory)
            let reports = try ScanReport.reports(
                reading, catalog: ShippedAssets.catalog, appName: "Medical ID", recommend: false)
            return ScanIssues.issues(reports, sources: reading.sources, warnings: &warnings)
        }
    }

    static let leaking = """
        import UIKit

        @main
        class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?

            func applicationDidEnterBackground(_ application: UIApplication) {
                application.ignoreSnapshotOnNextApplicationLaunch()
            }
        }

        """

    @Test func aFingerprintSurvivesMovingTheCodeButNotChangingIt() throws {
        var warnings: [String] = []
        let before = try Self.issues(Self.leaking, warnings: &warnings)
        let leak = try #require(before.first { $0.rule == "snapshot-leak" })
        #expect(leak.line == 8)
        #expect(leak.column == 9)
        let moved = try Self.issues(
            Self.leaking.replacingOccurrences(
                of: "import UIKit\n", with: "import UIKit\n\n// A comment.\n\n"),
            warnings: &warnings)
        let movedLeak = try #require(moved.first { $0.rule == "snapshot-leak" })
        #expect(movedLeak.line == 11)
        #expect(movedLeak.fingerprint == leak.fingerprint)
        #expect(movedLeak.key == leak.key)
        let changed = try Self.issues(
            Self.leaking.replacingOccurrences(
                of: "application.ignoreSnapshot", with: "UIApplication.shared.ignoreSnapshot"),
            warnings: &warnings)
        let changedLeak = try #require(changed.first { $0.rule == "snapshot-leak" })
        #expect(changedLeak.fingerprint != leak.fingerprint)
        // Rules at one line have fingerprints of their own.
        let pitfall = try #require(before.first { $0.rule == "ignore-snapshot-protects-nothing" })
        #expect(pitfall.line == leak.line && pitfall.fingerprint != leak.fingerprint)
        #expect(warnings.isEmpty)
    }

    @Test func aCommentOnTheLineOrAboveSuppressesItsRuleOnly() throws {
        var warnings: [String] = []
        let above = try Self.issues(
            Self.leaking.replacingOccurrences(
                of: "        application.ignore",
                with:
                    "        // switcherlab:ignore snapshot-leak the relaunch image is all we need\n        application.ignore"
            ),
            warnings: &warnings)
        let leak = try #require(above.first { $0.rule == "snapshot-leak" })
        #expect(leak.suppression?.justification == "the relaunch image is all we need")
        #expect(leak.suppression?.location.line == 8)
        // The pitfall at the same line is another rule: not suppressed.
        #expect(above.first { $0.rule == "ignore-snapshot-protects-nothing" }?.suppression == nil)
        #expect(warnings.isEmpty)
        let onTheLine = try Self.issues(
            Self.leaking.replacingOccurrences(
                of: "NextApplicationLaunch()",
                with:
                    "NextApplicationLaunch() /* switcherlab:ignore snapshot-leak,ignore-snapshot-protects-nothing */"
            ), warnings: &warnings)
        #expect(onTheLine.filter { $0.suppression != nil }.count == 2)
        // No reason: suppressed, and a warning at the comment's line.
        #expect(
            warnings == [
                "App/AppDelegate.swift:8: warning: switcherlab:ignore snapshot-leak,ignore-snapshot-protects-nothing gives no reason"
            ])
        // Two lines above is too far; a misspelt rule suppresses nothing and is said.
        warnings = []
        let far = try Self.issues(
            Self.leaking.replacingOccurrences(
                of: "    func applicationDidEnterBackground",
                with:
                    "    // switcherlab:ignore snapshot-leak too far\n    func applicationDidEnterBackground"),
            warnings: &warnings)
        #expect(far.allSatisfy { $0.suppression == nil })
        let misspelt = try Self.issues(
            Self.leaking.replacingOccurrences(
                of: "NextApplicationLaunch()",
                with: "NextApplicationLaunch() // switcherlab:ignore snapshot-leek why"),
            warnings: &warnings)
        #expect(misspelt.allSatisfy { $0.suppression == nil })
        #expect(warnings.contains { $0.contains("names 'snapshot-leek', no rule of the scan") })
    }

    @Test func theCommentIsReadInEachLanguagesComments() {
        let comment = SuppressionComment(parsing: "x() // switcherlab:ignore snapshot-leak why not")
        #expect(comment?.rules == ["snapshot-leak"])
        #expect(comment?.reason == "why not")
        #expect(SuppressionComment(parsing: "  /** switcherlab:ignore a,b reason */")?.rules == ["a", "b"])
        #expect(SuppressionComment(parsing: "  /* switcherlab:ignore a reason */")?.reason == "reason")
        #expect(SuppressionComment(parsing: "/// switcherlab:ignore a")?.reason == "")
        // Not in a comment, or another word.
        #expect(SuppressionComment(parsing: "let s = \"switcherlab:ignore a b\"") == nil)
        #expect(SuppressionComment(parsing: "// switcherlab:ignored a b") == nil)
        // A reason with control characters is made terminal-safe.
        #expect(SuppressionComment(parsing: "// switcherlab:ignore a b\u{1B}[2Jc")?.reason == "b?[2Jc")
    }

    @Test func excludeGlobs() throws {
        let legacy = try PathGlob("Legacy")
        #expect(legacy.matches("Legacy/App/AppDelegate.swift"))
        #expect(legacy.matches("Modules/Legacy/X.swift"))  // no `/`: a name at any depth
        #expect(!legacy.matches("LegacyKit/X.swift"))
        let deep = try PathGlob("./Samples/**/*.m")
        #expect(deep.matches("Samples/A/B/C.m"))
        #expect(deep.matches("Samples/C.m"))
        #expect(!deep.matches("Samples/C.swift"))
        #expect(!deep.matches("App/Samples/C.m"))
        #expect(try PathGlob("App/*Delegate.swift").matches("App/SceneDelegate.swift"))
        #expect(try !PathGlob("App/*Delegate.swift").matches("App/Sub/SceneDelegate.swift"))
        #expect(try PathGlob("?pp").matches("App/X.swift"))
        #expect(throws: ScanError.self) { try PathGlob("") }
        #expect(throws: ScanError.self) { try PathGlob("/etc") }
        #expect(throws: ScanError.self) { try PathGlob("../outside") }
    }

    @Test func excludedFilesAreNotRead() throws {
        let fixture = Repository.root.appendingPathComponent("Tests/Fixtures/scan/async-hop")
        let all = try Scanner.read(fixture)
        #expect(all.apps.first?.facts.isEmpty == false)
        let excluded = try Scanner.read(fixture, exclude: [try PathGlob("*.swift")])
        #expect(excluded.apps.first?.facts.isEmpty == true)
        #expect(excluded.notes.contains { $0.contains("excluded by the configuration") })
        // An excluded marker excludes the whole app.
        let none = try Scanner.read(fixture, exclude: [try PathGlob("App")])
        #expect(none.apps.isEmpty)
    }
}
