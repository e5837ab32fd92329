import Foundation
import SwitcherCore
import SwitcherTapes
import SwitcherTestSupport
import SwitcherUI
import Testing

/// `Wait <subject> [Timeout <duration>]` and `Pause`: a wait runs virtual time on until the
/// world holds what it names, on the virtual clock alone; a cue holds only `play --cue`.
@Suite struct CueAndWaitTests {
    static let tape = """
        Set Device iphone-home
        Launch "Medical ID"
        Wait State "Medical ID" active
        Pause
        Press Home
        Wait Snapshot "Medical ID" Legible >0 Timeout 3s
        Caption "Taken."
        Expect State "Medical ID" background
        Pause
        Sleep 1s
        """

    @Test func waitAndPauseAreRead() throws {
        let steps = try parse(Self.tape).steps
        #expect(
            steps[1].action
                == .wait(.state(SceneReference(app: "Medical ID"), .active), timeout: .seconds(10)))
        #expect(steps[2].action == .pause)
        #expect(
            steps[4].action
                == .wait(
                    .snapshotLegible(SceneReference(app: "Medical ID"), .greater(0)), timeout: .seconds(3)))
        // A cue is no event: settings may follow it.
        #expect(try parse("Pause\nSet Device ipad\nLaunch \"Bank\"").settings.device == .ipad)
    }

    @Test(arguments: [
        ("Wait", "test.tape:1: expected Wait <subject> … [Timeout <duration>]"),
        ("Wait Callbacks \"Bank\" didBecomeActive", "Wait cannot wait for Callbacks"),
        ("Wait State \"Bank\" active Timeout 0s", "a Wait's timeout must be longer than 0s"),
        ("Wait State \"Bank\" active Timeout soon", "bad duration 'soon'"),
        ("Wait Mood \"Bank\"", "unknown Wait subject 'Mood'"),
        ("Pause now", "expected Pause alone on its line"),
    ])
    func aBadLineSaysWhy(_ line: String, _ message: String) {
        let error = parseError(line, file: "test.tape")
        #expect(error?.line == 1)
        #expect(error?.description.contains(message) == true, "\(error?.description ?? "no error")")
    }

    /// The wait ends at the first frame where the state holds, the same on every run, and the
    /// next line runs then.
    @Test func aWaitEndsWhenTheSubjectHoldsOnTheVirtualClock() throws {
        func run() throws -> (Instant, [ExpectationResult]) {
            let player = TapePlayer(tape: try parse(Self.tape), catalog: ShippedAssets.catalog)
            try player.runToEnd()
            return (player.tapeTime, player.results)
        }
        let (end, results) = try run()
        #expect(results.map(\.passed) == [true])
        let (again, _) = try run()
        #expect(end == again)
        // Launch to active, Home, the snapshot, then the 1 s Sleep: between 2 s and 4 s.
        #expect(end > .zero + .seconds(2) && end < .zero + .seconds(4), "\(end)")
    }

    @Test func aWaitThatTimesOutIsAFailureAtItsLine() throws {
        let player = TapePlayer(
            tape: try parse(
                "Launch \"Medical ID\"\nWait State \"Medical ID\" background Timeout 2s\nSleep 1s"),
            catalog: ShippedAssets.catalog)
        try player.runToEnd()
        let failure = try #require(player.results.first)
        #expect(!failure.passed)
        #expect(failure.line == 2)
        #expect(
            failure.description
                == "test.tape:2: expected state of \"Medical ID\" background within 2.000s, got active")
        // It waited its 2 s, then the Sleep ran.
        #expect(player.tapeTime == .zero + .seconds(3))
    }

    /// Cues pass straight through unless the player holds at them; a held player stays put
    /// however far it is asked to go, until `resume()`.
    @Test func aCueHoldsOnlyWhenAsked() throws {
        let through = TapePlayer(tape: try parse(Self.tape), catalog: ShippedAssets.catalog)
        try through.advance(to: .zero + .seconds(60), stoppingAtEnd: true)
        #expect(through.isFinished)
        let held = TapePlayer(tape: try parse(Self.tape), catalog: ShippedAssets.catalog)
        held.holdsAtCues = true
        try held.advance(to: .zero + .seconds(60), stoppingAtEnd: true)
        #expect(held.heldCue == 4)
        let at = held.time
        try held.advance(to: .zero + .seconds(60), stoppingAtEnd: true)
        #expect(held.time == at && held.heldCue == 4)
        held.resume()
        try held.advance(to: .zero + .seconds(60), stoppingAtEnd: true)
        #expect(held.heldCue == 9)
        held.resume()
        try held.advance(to: .zero + .seconds(60), stoppingAtEnd: true)
        #expect(held.isFinished)
    }

    /// `play --cue`: at a cue the bottom row says so; Space goes on (and does not pause the
    /// lab), as → does.
    @Test func theLiveSessionWaitsForSpaceOrRight() throws {
        let player = TapePlayer(tape: try parse(Self.tape), catalog: ShippedAssets.catalog)
        player.holdsAtCues = true
        let live = TapeLiveSession(player: player)
        for _ in 0..<20 { live.update(.elapsed(realSeconds: 0.1)) }
        func bottom() -> String {
            String(
                live.render(size: Size(width: 120, height: 40)).plainText.split(separator: "\n").last ?? "")
        }
        #expect(bottom().hasPrefix("❚❚ cue · Space or → goes on, ← back  line 4/10"), "\(bottom())")
        #expect(live.secondsUntilNextChange == nil)
        _ = live.handle(.character(" "))
        #expect(!live.lab.isPaused)
        for _ in 0..<40 { live.update(.elapsed(realSeconds: 0.1)) }
        #expect(bottom().hasPrefix("❚❚ cue · Space or → goes on, ← back  line 9/10"), "\(bottom())")
        _ = live.handle(.right)
        for _ in 0..<20 { live.update(.elapsed(realSeconds: 0.1)) }
        #expect(bottom().hasPrefix("■ tape ended"), "\(bottom())")
    }

    /// The moments a v3 cast marks: each snapshot, each caption shown, each cue.
    @Test func thePlayerNamesItsMarkers() throws {
        let player = TapePlayer(tape: try parse(Self.tape), catalog: ShippedAssets.catalog)
        try player.runToEnd()
        let markers = player.takeMarkers().filter { $0.kind == .marker }
        #expect(markers.map(\.label) == ["cue (line 4)", "snapshot of Medical ID", "Taken.", "cue (line 9)"])
        #expect(markers.map(\.time) == markers.map(\.time).sorted())
        #expect(player.takeMarkers().isEmpty)
    }
}

/// `Set Hints off` and two-line captions: for a stage, the hint row's row goes to the picture,
/// and a caption of up to 160 characters shows whole.
@Suite struct TalkFrameTests {
    static let caption =
        "Medical ID holds private data: blood type, allergies, medications and an emergency contact. Watch what the App Switcher keeps of it when you go Home."

    func frame(_ tape: String, at seconds: Double = 1, size: Size = Size(width: 120, height: 40)) throws
        -> [String]
    {
        let player = TapePlayer(tape: try parse(tape), catalog: ShippedAssets.catalog)
        let frame = try #require(try player.frame(at: .zero + .seconds(seconds), size: size))
        return frame.plainText.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test func hintsOffLeavesOutTheHintRow() throws {
        let on = try frame("Set Size 120x40\nLaunch \"Medical ID\"\nSleep 1s")
        let off = try frame("Set Size 120x40\nSet Hints off\nLaunch \"Medical ID\"\nSleep 1s")
        #expect(on.contains { $0.contains("? help") })
        #expect(!off.contains { $0.contains("? help") || $0.contains("q quit") })
        // The panels reach the bottom row.
        let bottom = on.lastIndex { $0.contains("╯") } ?? 0
        #expect(off.lastIndex { $0.contains("╯") } == bottom + 1)
        // In the presenter layout the picture has the row: the device frame may be taller.
        let presenter = try frame("Set Hints off\nLaunch \"Medical ID\"\nKey z\nSleep 1s")
        #expect(!presenter.contains { $0.contains("? help") })
        #expect(try parse("Set Hints off").settings.hints == false)
        #expect(parseError("Launch \"Bank\"\nSet Hints off")?.message.contains("must come before") == true)
    }

    @Test func aLongCaptionIsWholeOnTwoLinesBoxedInThePresenterLayout() throws {
        #expect(Self.caption.count == 149)
        let rows = try frame(
            "Set Device iphone\nSet Hints off\nCaption \"\(Self.caption)\"\nLaunch \"Medical ID\"\nKey z\nSleep 2s",
            at: 2)
        let lines = rows.compactMap { row -> String? in
            guard row.contains("│ "), !row.contains("╭"), row.filter({ $0 == "│" }).count == 2,
                let open = row.firstIndex(of: "│"), let close = row.lastIndex(of: "│")
            else { return nil }
            let inside = row[row.index(after: open)..<close].trimmingCharacters(in: .whitespaces)
            return Self.caption.contains(inside) && inside.count > 40 ? inside : nil
        }
        #expect(lines.count == 2, "\(rows.joined(separator: "\n"))")
        #expect(lines.joined(separator: " ") == Self.caption)
        // Boxed: a border above and below the two lines.
        let first = try #require(rows.firstIndex { $0.contains(lines.first ?? "?") })
        #expect(rows[first - 1].contains("╭") && rows[first + 2].contains("╰"))
        // Centred: as many columns either side of the box, give or take one (the text drops
        // the spaces at the end of a row).
        let top = rows[first - 1]
        let left = top.prefix { $0 == " " }.count
        let right = 120 - top.count
        #expect(abs(left - right) <= 1, "\(left) \(right)")
    }

    @Test func aCaptionPast160IsStillRefused() {
        let long = String(repeating: "a ", count: 80) + "b"
        #expect(
            parseError("Caption \"\(long)\"")?.message
                == "a caption of 161 characters (at most 160: two lines)")
    }
}
