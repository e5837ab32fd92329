import Foundation
import SwitcherCore
import SwitcherTapes
import SwitcherTestSupport
import SwitcherUI
import Testing

/// `Caption "<text>"`: a subtitle under the device until the next caption, in every frame
/// `record` and `render` take; its text is untrusted.
@Suite struct CaptionTests {
    static let tape = TestTapes.captioned

    func text(at seconds: Double, _ tape: String = tape) throws -> String {
        let player = TapePlayer(tape: try parse(tape), catalog: ShippedAssets.catalog)
        let frame = try #require(
            try player.frame(at: .zero + .seconds(seconds), size: Size(width: 100, height: 30)))
        return frame.plainText
    }

    @Test func aCaptionIsAStepThatNeedsQuotes() throws {
        let tape = try parse(Self.tape)
        #expect(tape.steps[0] == TapeStep(line: 2, action: .caption("The baseline: no strategy.")))
        #expect(tape.steps[6] == TapeStep(line: 8, action: .caption("")))
        #expect(tape.hasCaptions)
        #expect(try !parse("Launch \"Bank\"").hasCaptions)
        #expect(
            parseError("Caption hello")?.description
                == "bad.tape:1: expected Caption \"<text>\" (Caption \"\" clears it)")
        #expect(parseError("Caption \"a\" \"b\"")?.line == 1)
        #expect(parseError("Caption")?.line == 1)
    }

    /// Untrusted text: control characters are refused by the line, wide or combining
    /// characters and overlong captions at the caption, each with what is wrong.
    @Test func untrustedTextIsRefusedWithItsLine() {
        #expect(parseError("Caption \"a\u{1B}[2Jb\"")?.message.contains("control character U+001B") == true)
        #expect(
            parseError("Caption \"snapshot 📸\"")?.message
                == "Caption text holds U+1F4F8, not a character one column wide")
        let long = String(repeating: "x", count: Lab.maximumCaptionLength + 1)
        #expect(
            parseError("Sleep 1s\nCaption \"\(long)\"")?.description
                == "bad.tape:2: a caption of 161 characters (at most 160: two lines)")
        #expect(parseError("Caption \"\(String(long.dropLast()))\"") == nil)
    }

    /// A caption is words on screen, not an event: `Set` lines may still follow it.
    @Test func settingsMayFollowACaption() throws {
        let tape = try parse("Caption \"iPad\"\nSet Device ipad\nLaunch \"Bank\"")
        #expect(tape.settings.device == .ipad)
    }

    @Test func theCaptionShowsUntilTheNextAndAnEmptyOneClearsIt() throws {
        let first = try text(at: 0.5)
        #expect(first.contains("The baseline: no strategy."))
        let second = try text(at: 1.5)
        #expect(second.contains("Home: the snapshot.") && !second.contains("The baseline"))
        let cleared = try text(at: 2.5)
        #expect(!cleared.contains("Home: the snapshot."))
        // The caption has the bottom row, under the device, in every frame.
        #expect(first.split(separator: "\n", omittingEmptySubsequences: false)[29].hasPrefix(" "))
        #expect(first.split(separator: "\n", omittingEmptySubsequences: false)[29].contains("The baseline"))
    }

    /// The line is kept from the first frame on, so the layout does not move when a caption comes.
    @Test func theLayoutStaysPutWhenACaptionComes() throws {
        let tape = "Set Size 100x30\nLaunch \"Medical ID\"\nSleep 1s\nCaption \"Now.\"\nSleep 1s"
        let before = try text(at: 0.5, tape).split(separator: "\n", omittingEmptySubsequences: false)
        let after = try text(at: 1.5, tape).split(separator: "\n", omittingEmptySubsequences: false)
        // The device's bottom edge and the hint line are where they were.
        #expect(before.firstIndex { $0.hasPrefix(" ╰") } == after.firstIndex { $0.hasPrefix(" ╰") })
        #expect(before[28].contains("? help") && after[28].contains("? help"))
        #expect(before[29].isEmpty && after[29].contains("Now."))
    }

    /// Too long for a row, the caption is wrapped at a space on two rows of its own, about as
    /// long as each other, whole; where only the hint line is left for it, it ends in `…`.
    @Test func aCaptionLongerThanItsRowTakesTwoLines() throws {
        let words = String(repeating: "word ", count: 30).trimmingCharacters(in: .whitespaces)
        let frame = try text(at: 0.5, "Set Size 100x30\nCaption \"\(words)\"\nSleep 1s")
        let rows = frame.split(separator: "\n", omittingEmptySubsequences: false)
        let lines = rows[28...29].map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.joined(separator: " ") == words)
        #expect(lines.allSatisfy { (70...80).contains($0.count) }, "\(lines)")
        #expect(rows[27].contains("? help"))
        let player = TapePlayer(
            tape: try parse("Caption \"\(words)\"\nSleep 1s"), catalog: ShippedAssets.catalog)
        let short = try #require(
            try player.frame(at: .zero + .seconds(0.5), size: Size(width: 100, height: 24)))
        let last = short.plainText.split(separator: "\n", omittingEmptySubsequences: false)[23]
        #expect(last.hasSuffix("…") && !last.contains("? help"), "\(last)")
    }
}

/// `play`'s progress line: the tape's line and time, a bar, and each `Expect` as it passes
/// or fails, while the tape plays.
@Suite struct PlayProgressTests {
    static let tape = """
        Set Size 120x40
        Launch "Medical ID"
        Sleep 1s
        Expect State "Medical ID" active
        Press Home
        Sleep 1s
        Expect State "Medical ID" active
        Sleep 2s
        """

    func bottomRow(_ live: TapeLiveSession, _ size: Size = Size(width: 120, height: 40)) -> String {
        String(live.render(size: size).plainText.split(separator: "\n").last ?? "")
    }

    @Test func theBottomRowFollowsTheTape() throws {
        let live = TapeLiveSession(
            player: TapePlayer(tape: try parse(Self.tape), catalog: ShippedAssets.catalog))
        #expect(bottomRow(live).hasPrefix("▶ tape  line 3/8  0.000s / 4.000s ░░░░░░░░░░░░░░░░  ✓ 0 ✗ 0"))
        for _ in 0..<10 { live.update(.elapsed(realSeconds: 0.1)) }
        #expect(bottomRow(live).hasPrefix("▶ tape  line 6/8  1.000s / 4.000s ████░░░░░░░░░░░░  ✓ 1 ✗ 0"))
        #expect(bottomRow(live).hasSuffix("✓ line 4: state of \"Medical ID\" active"))
        for _ in 0..<10 { live.update(.elapsed(realSeconds: 0.1)) }
        // The failure shows as it happens, with its line, not only after the tape.
        #expect(bottomRow(live).contains("✓ 1 ✗ 1"))
        #expect(bottomRow(live).contains("✗ line 7: expected state of \"Medical ID\" active, got back"))
        _ = live.handle(.character(" "))
        #expect(bottomRow(live).hasPrefix("❚❚ tape paused"))
        _ = live.handle(.character(" "))
        for _ in 0..<21 { live.update(.elapsed(realSeconds: 0.1)) }
        #expect(bottomRow(live).hasPrefix("■ tape ended  line 8/8  4.000s / 4.000s ████████████████"))
    }

    /// The lab above keeps its own layout, one row shorter; at the minimum size the progress
    /// takes the hint line instead.
    @Test func theLabKeepsItsLayoutAbove() throws {
        let live = TapeLiveSession(
            player: TapePlayer(tape: try parse(Self.tape), catalog: ShippedAssets.catalog))
        let frame = live.render(size: Size(width: 120, height: 40)).plainText
        let lab = live.lab.render(size: Size(width: 120, height: 39)).plainText
        #expect(frame.hasPrefix(lab))
        let small = live.render(size: Size(width: 80, height: 24)).plainText
        #expect(!small.contains("too small"))
        let last = String(small.split(separator: "\n").last ?? "")
        #expect(last.contains("▶ tape  line 3/8") && last.hasPrefix(" ╰"))
        // There, a caption keeps its line.
        let captioned = TapeLiveSession(
            player: TapePlayer(
                tape: try parse("Caption \"For the room\"\n" + Self.tape), catalog: ShippedAssets.catalog))
        let row = captioned.render(size: Size(width: 80, height: 24)).plainText.split(
            separator: "\n"
        ).last
        #expect(row?.contains("For the room") == true && row?.contains("▶ tape") == false)
    }
}
