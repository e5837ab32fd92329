import Foundation
import SwitcherCore
import SwitcherTapes
import SwitcherTestSupport
import SwitcherUI
import Testing

/// `Expect` lines against the baseline (`none`), which the core already has: they pass where
/// the world agrees and fail with `file:line: expected …, got …` where it does not.
@Suite struct ExpectationTests {
    @Test func theBaselineLeakTapePasses() throws {
        let url = Repository.tapes.appendingPathComponent("leak.tape")
        let tape = try TapeParser(catalog: ShippedAssets.catalog).parse(
            contentsOf: url, file: "Tapes/leak.tape")
        let player = TapePlayer(tape: tape, catalog: ShippedAssets.catalog)
        try player.play(size: tape.settings.size, frameRate: tape.settings.frameRate) { _, _ in }
        #expect(player.results.count == tape.expectationCount)
        #expect(player.results.count >= 8)
        #expect(player.failures.map(\.description) == [])
    }

    @Test func aLeakFailsAnExpectationOfZeroWithTheCount() throws {
        let player = try played(
            "Launch \"Medical ID\"\nSleep 1s\nPress Home\nSleep 1s\nExpect Snapshot \"Medical ID\" Legible 0",
            file: "t.tape")
        let legible = try #require(player.lab.world.snapshot(of: SceneID(app: "Medical ID", index: 1)))
            .legibleSensitiveCells(.default)
        #expect(legible > 100)
        #expect(
            player.failures.map(\.description) == [
                "t.tape:5: expected snapshot of \"Medical ID\" legible 0, got \(legible)"
            ])
    }

    @Test func callbacksAreCountedSinceThePreviousExpectCallbacks() throws {
        let player = try played(
            """
            Launch "Bank"
            Sleep 1s
            Expect Callbacks "Bank" didFinishLaunching willConnect willEnterForeground didBecomeActive
            Pull ControlCenter
            Sleep 500ms
            Expect Callbacks "Bank" willResignActive
            Dismiss
            Sleep 500ms
            Expect Callbacks "Bank" didBecomeActive
            Expect Callbacks "Bank"
            Expect Callbacks "Bank" willResignActive
            """, file: "t.tape")
        #expect(
            player.failures.map(\.description) == [
                "t.tape:11: expected callbacks of \"Bank\" willResignActive, got (none)"
            ])
    }

    @Test func theAppLifecycleDeliversToTheAppDelegate() throws {
        let player = try played(
            """
            Set Lifecycle app
            Launch "Bank"
            Sleep 1s
            Expect Callbacks "Bank" didFinishLaunching didBecomeActive
            """)
        #expect(player.failures.map(\.description) == [])
    }

    @Test func cardsScreenAndStates() throws {
        let player = try played(
            """
            Launch "Medical ID"
            Sleep 1s
            Expect Screen Legible >100
            Expect Card "Medical ID" Legible >100
            Expect Card "Bank" Legible 0
            # the switcher opened from the app: its card is live, no snapshot is taken
            DoublePress Home
            Sleep 1s
            Expect State "Medical ID" inactive
            Expect Snapshot "Medical ID" None
            Expect Card "Medical ID" Legible >100
            Expect Screen Legible >100
            Kill "Medical ID"
            Sleep 500ms
            Expect State "Medical ID" not-running
            Expect Snapshot "Medical ID" None
            Expect Card "Medical ID" Legible 0
            Expect Screen Legible 0
            Expect Cover Hidden
            Expect Cover Visible
            """, file: "t.tape")
        #expect(
            player.failures.map(\.description) == [
                "t.tape:5: expected card of \"Bank\" legible 0, got no card",
                "t.tape:17: expected card of \"Medical ID\" legible 0, got no card",
                "t.tape:20: expected cover over no scene visible, got hidden",
            ])
    }

    @Test func theScreenCountsTheZoomImageThenTheLiveApp() throws {
        // Returning from the background, the zoom shows the stored snapshot first.
        let player = try played(
            """
            Launch "Medical ID"
            Sleep 1s
            Press Home
            Sleep 1.5s
            Expect Screen Legible 0
            Launch "Medical ID"
            Sleep 100ms
            Expect Screen Legible >100
            Expect State "Medical ID" inactive
            Sleep 1s
            Expect Screen Legible >100
            Expect State "Medical ID" active
            Lock
            Sleep 1s
            Expect Screen Legible 0
            Expect State "Medical ID" background
            """)
        #expect(player.failures.map(\.description) == [])
    }

    @Test func iPadWindowsHaveTheirOwnStateAndSnapshot() throws {
        let player = try played(
            """
            Set Device ipad
            Launch "Bank"
            Sleep 1s
            NewWindow "Bank"
            Sleep 1s
            Expect State "Bank #1" background
            Expect State "Bank #2" active
            Expect State "Bank" active
            Expect Snapshot "Bank #1" Legible >0
            Expect Snapshot "Bank #2" None
            Expect Callbacks "Bank #2" willConnect willEnterForeground didBecomeActive
            SwipeUp Hold
            Sleep 1s
            Expect Card "Bank #2" Legible >0
            Expect Card "Bank" Legible >0
            Select "Bank #1"
            Sleep 1s
            Expect State "Bank #1" active
            Expect State "Bank #2" background
            """)
        #expect(player.failures.map(\.description) == [])
    }

    @Test func androidTakesTheThumbnailBeforeOnPause() throws {
        let player = try played(
            """
            Set Device android
            Set AndroidNav buttons
            Launch "Bank"
            Sleep 1s
            Recents
            Expect Snapshot "Bank" Legible >0
            Expect Callbacks "Bank" onCreate onStart onResume onPause
            Sleep 1s
            Expect Callbacks "Bank" onStop
            Expect State "Bank" background
            """)
        #expect(player.failures.map(\.description) == [])
    }
}
