import Foundation
import SwitcherCore
import SwitcherTapes
import SwitcherTestSupport
import SwitcherUI
import Testing

/// A tape that serves a live talk and its recording: a recorded cue holds for its caption's
/// reading time on the virtual clock, `Wait Snapshot "<app>"` waits for the next snapshot, the
/// inputs a v3 cast names, and `play --cue` driven by a presentation clicker, forward and back.
@Suite struct TalkCueTests {
    static let tape = """
        Set Device iphone-home
        Caption "Medical ID holds private data."
        Launch "Medical ID"
        Wait State "Medical ID" active
        Pause
        Caption "Home: iOS takes a snapshot of the screen for the switcher card."
        Press Home
        Wait Snapshot "Medical ID"
        Expect Snapshot "Medical ID" Legible >0
        Pause
        Key Tab
        Sleep 1s
        """

    @Test func theReadingTimeIsThreeTenthsOfASecondAWordAtLeastTwoSeconds() {
        let rule = CueHold.readingTime
        #expect(rule.duration(caption: nil) == .seconds(2))
        #expect(rule.duration(caption: "Medical ID holds private data.") == .seconds(2))
        let twelve = "Home: iOS takes a snapshot of the screen for the switcher card."
        #expect(rule.duration(caption: twelve) == .seconds(3.6))
        #expect(CueHold.fixed(.seconds(5)).duration(caption: twelve) == .seconds(5))
        #expect(CueHold.fixed(.zero).duration(caption: twelve) == .zero)
    }

    /// Held, the recording is longer by each cue's hold; the tape's time, the world and the
    /// results are the same as without.
    @Test func aRecordedCueHoldsTheRecordingTimeAndNothingElse() throws {
        let plain = try parse(Self.tape)
        let through = TapePlayer(tape: plain, catalog: ShippedAssets.catalog)
        try through.runToEnd()
        let held = TapePlayer(tape: plain.holding(.readingTime), catalog: ShippedAssets.catalog)
        try held.runToEnd()
        let fixed = TapePlayer(tape: plain.holding(.fixed(.seconds(1))), catalog: ShippedAssets.catalog)
        try fixed.runToEnd()
        let end = try #require(through.endTime)
        #expect(held.endTime == end + .seconds(2) + .seconds(3.6))
        #expect(fixed.endTime == end + .seconds(2))
        #expect(held.tapeTime == through.tapeTime)
        #expect(held.results == through.results)
        #expect(held.results.map(\.passed) == [true])
    }

    /// While a cue holds, frames show the world standing still: the frame after the hold's
    /// first instant is the one before its end.
    @Test func theWorldStandsStillWhileACueHolds() throws {
        let tape = try parse(Self.tape).holding(.fixed(.seconds(3)))
        let player = TapePlayer(tape: tape, catalog: ShippedAssets.catalog)
        var frames: [(Instant, Canvas)] = []
        try player.play(size: tape.settings.size, frameRate: 30) { frames.append(($0, $1)) }
        // Changed frames only: none comes in the 3 s after the first cue's instant.
        let times = frames.map(\.0)
        let gaps = zip(times, times.dropFirst()).map { $1 - $0 }
        #expect(gaps.contains { $0 >= .seconds(3) }, "\(times)")
    }

    /// In a comparison every column holds at the cue.
    @Test func aComparisonHoldsInEveryColumn() throws {
        let text = "Set Compare none, hide-window\n" + Self.tape
        let through = try parse(text).run(catalog: ShippedAssets.catalog)
        try through.runToEnd()
        let held = try parse(text).holding(.fixed(.seconds(2))).run(catalog: ShippedAssets.catalog)
        try held.runToEnd()
        let end = try #require(through.endTime)
        #expect(held.endTime == end + .seconds(4))
        #expect(held.results.map(\.passed) == through.results.map(\.passed))
    }

    @Test func waitSnapshotAloneIsRead() throws {
        let step = try parse("Launch \"Bank\"\nWait Snapshot \"Bank\" Timeout 3s").steps[1]
        #expect(step.action == .wait(.snapshotTaken(SceneReference(app: "Bank")), timeout: .seconds(3)))
        #expect(parseError("Wait Snapshot") != nil)
    }

    /// `Wait Snapshot "<app>"` ends at the next snapshot, not at one already stored.
    @Test func waitSnapshotWaitsForTheNextOne() throws {
        let player = TapePlayer(
            tape: try parse(
                """
                Launch "Medical ID"
                Sleep 1s
                Press Home
                Wait Snapshot "Medical ID"
                Expect State "Medical ID" background
                Launch "Medical ID"
                Sleep 1s
                Wait Snapshot "Medical ID" Timeout 2s
                Expect State "Medical ID" active
                """), catalog: ShippedAssets.catalog)
        try player.runToEnd()
        // The first wait passed once the app was in the background; the second, with the app
        // in front, saw the stored snapshot but no new one, and timed out.
        #expect(player.results.map(\.passed) == [true, false, true])
        #expect(
            player.results[1].description
                == "test.tape:8: expected a new snapshot of \"Medical ID\" within 2.000s, got none taken")
    }

    /// The keys and gestures a v3 cast names, as a person reads them.
    @Test func theTapesPressesAreNamedAsAPersonReadsThem() throws {
        let player = TapePlayer(tape: try parse(Self.tape), catalog: ShippedAssets.catalog)
        try player.runToEnd()
        let inputs = player.takeMarkers().filter { $0.kind == .input }.map(\.label)
        #expect(inputs == ["tap Medical ID", "Home", "Tab"])
        #expect(
            Key.right.keycap == "→" && Key.character(" ").keycap == "Space"
                && Key.backTab.keycap == "Shift-Tab")
    }

    // MARK: play --cue

    func session() throws -> TapeLiveSession {
        let tape = try parse(Self.tape)
        let player = TapePlayer(tape: tape, catalog: ShippedAssets.catalog)
        player.holdsAtCues = true
        return TapeLiveSession(player: player) { () throws(TapeError) in
            try tape.run(catalog: ShippedAssets.catalog)
        }
    }

    func bottom(_ live: TapeLiveSession) -> String {
        String(live.render(size: Size(width: 120, height: 40)).plainText.split(separator: "\n").last ?? "")
    }

    /// A clicker's PageDown goes on from a cue, as Space and → do; PageUp, ← and Backspace go
    /// back to the cue before, the world as it was there.
    @Test func aClickerMovesBetweenCuesBothWays() throws {
        let live = try session()
        for _ in 0..<20 { live.update(.elapsed(realSeconds: 0.1)) }
        #expect(live.player.heldCue == 5 && live.cuesReached == 1)
        let atFirst = live.render(size: Size(width: 120, height: 40)).plainText
        _ = live.handle(.pageDown)
        for _ in 0..<40 { live.update(.elapsed(realSeconds: 0.1)) }
        #expect(live.player.heldCue == 10 && live.cuesReached == 2, "\(bottom(live))")
        #expect(live.lab.world.state(ofApp: "Medical ID") == .background)
        _ = live.handle(.left)
        #expect(live.player.heldCue == 5 && live.cuesReached == 1)
        #expect(live.lab.world.state(ofApp: "Medical ID") == .active)
        #expect(live.render(size: Size(width: 120, height: 40)).plainText == atFirst)
        _ = live.handle(.backspace)
        #expect(live.player.heldCue == nil && live.cuesReached == 0)
        #expect(live.player.tapeTime == .zero)
        // Between cues PageDown runs on to the next one at once.
        _ = live.handle(.pageDown)
        #expect(live.player.heldCue == 5)
        _ = live.handle(.character(" "))
        _ = live.handle(.pageDown)
        #expect(live.player.heldCue == 10)
        _ = live.handle(.pageUp)
        #expect(live.player.heldCue == 5)
        #expect(bottom(live).hasPrefix("❚❚ cue · Space or → goes on, ← back"), "\(bottom(live))")
    }

    /// Between cues ← is the lab's, not the speaker's.
    @Test func betweenCuesTheArrowsAreTheLabs() throws {
        let live = try session()
        for _ in 0..<20 { live.update(.elapsed(realSeconds: 0.1)) }
        _ = live.handle(.right)
        live.update(.elapsed(realSeconds: 0.05))
        #expect(live.player.heldCue == nil)
        _ = live.handle(.left)
        #expect(live.cuesReached == 1 && live.player.heldCue == nil)
    }

    /// The progress line's length counts each `Wait` as long as it waits, not only the Sleeps.
    @Test func theProgressLineCountsWait() throws {
        let live = try session()
        let sleeps = try parse(Self.tape).virtualDuration
        #expect(sleeps == .seconds(1))
        #expect(live.progress.duration > sleeps + .seconds(1), "\(live.progress.duration)")
        let whole = TapePlayer(tape: try parse(Self.tape), catalog: ShippedAssets.catalog)
        try whole.runToEnd()
        #expect(live.progress.duration == whole.tapeTime - .zero)
    }
}
