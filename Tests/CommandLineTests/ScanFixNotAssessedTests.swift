import SwitcherTestSupport
import Testing

/// `scan --fix` on an app whose own covers leave cards legible that code the scan cannot
/// follow runs before (exit 3): recommend's choice is added, which covers those cards
/// whatever that code does, and the rescan is clean.
@Suite struct ScanFixNotAssessedTests {
    @Test(arguments: [
        ("unrecognised", "App/SceneDelegate.swift", "--host scene-delegate"),
        ("protocol-dispatch-undecided", "App/AppDelegate.swift", "--host app-delegate"),
    ])
    func recommendsChoiceIsAddedAndTheRescanIsClean(fixture: String, host: String, option: String) throws {
        let result = try ScanFixTests.fixAndRescan(fixture)
        #expect(result.before == 3)
        #expect(result.diff.contains("+++ b/\(host)\n"), "\(result.diff)")
        #expect(result.notes.contains("has cards not assessed with its own code"), "\(result.notes)")
        #expect(
            result.notes.contains("added recommend's choice, switcherlab code blurred-snapshot \(option)"))
        #expect(result.notes.contains("after this diff the scan finds no card leaking"))
        #expect(result.after == 0, "\(result.notes)\n\(result.diff)")
    }

    /// An Objective-C app delegate gets recommend's choice in Objective-C: the calls at the top
    /// of its own callbacks, the property in a class extension, the methods before its `@end`.
    @Test func anObjectiveCAppDelegateGetsItInObjectiveC() throws {
        let result = try ScanFixTests.fixAndRescan("objc-animated-modal")
        #expect(result.before == 3)
        #expect(result.diff.contains("+++ b/Bank/AppDelegate.m\n"), "\(result.diff)")
        #expect(
            result.diff.contains(
                " - (void)applicationWillResignActive:(UIApplication *)application {\n+    [self showBlurredScreenshot];\n"
            ))
        #expect(result.diff.contains("+@interface AppDelegate ()\n"))
        #expect(result.diff.contains("+- (void)showBlurredScreenshot {\n"))
        #expect(
            result.notes.contains(
                "added recommend's choice, switcherlab code blurred-snapshot --host app-delegate --lifecycle app"
                    + " --trigger active --language objc"), "\(result.notes)")
        #expect(result.after == 0, "\(result.notes)\n\(result.diff)")
    }

    /// The text report says what the fix does for cards not assessed.
    @Test func theTextReportSaysTheFixCoversTheCardsNotAssessed() throws {
        let run = try Switcherlab.run(["scan", ScanFixTests.fixture("unrecognised").path]).output
        #expect(
            run.contains(
                "fix: none for certain: check the code the scan could not follow (above) by hand, or add"))
        #expect(run.contains("(`switcherlab scan --fix` adds it). Recommend says: "))
    }
}
