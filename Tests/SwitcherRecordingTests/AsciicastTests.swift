import Foundation
import SwitcherCore
import SwitcherRecording
import SwitcherSessions
import SwitcherTapes
import SwitcherTestSupport
import SwitcherUI
import Testing

@Suite struct AsciicastTests {
    static let tape = """
        Set Size 90x30
        Set Title "The baseline leak"
        Launch "Medical ID"
        Sleep 1s
        Press Home
        Sleep 1.5s
        Launch "Bank"
        Sleep 1s
        DoublePress Home
        Sleep 800ms
        Select "Medical ID"
        Sleep 1.2s
        """

    func record(_ text: String = tape) throws -> TapeRecording.Result {
        try TapeRecording.asciicast(
            of: try parse(text, file: "Tapes/demo.tape"), catalog: ShippedAssets.catalog)
    }

    @Test func theSameTapeRecordsToTheSameBytes() throws {
        let first = try record()
        let second = try record()
        #expect(first.cast.utf8.count > 1000)
        #expect(Array(first.cast.utf8) == Array(second.cast.utf8))
    }

    @Test func theCastIsValidAsciicastVersion2() throws {
        let recording = try record()
        let cast = try ParsedCast(recording.cast)
        #expect(cast.header["version"] as? Int == 2)
        #expect(cast.header["width"] as? Int == 90)
        #expect(cast.header["height"] as? Int == 30)
        #expect(cast.header["title"] as? String == "The baseline leak")
        #expect(cast.header["timestamp"] == nil, "no wall clock in the file")
        #expect((cast.header["env"] as? [String: String]) == ["TERM": "xterm-256color"])
        #expect(cast.events.count == recording.frames + 1)
        #expect(cast.events.allSatisfy { $0.code == "o" })
        #expect(cast.events.first?.time == 0)
        #expect(zip(cast.events, cast.events.dropFirst()).allSatisfy { $0.time <= $1.time })
        #expect(cast.events.last?.time == recording.duration.seconds)
        #expect(recording.duration == .milliseconds(5500))
    }

    func lastFrame() throws -> Canvas {
        let player = TapePlayer(tape: try parse(Self.tape), catalog: ShippedAssets.catalog)
        return try #require(
            try player.frame(at: .zero + .milliseconds(5500), size: Size(width: 90, height: 30)))
    }

    /// A terminal fed every event but the epilogue ends up showing the tape's last frame,
    /// with the cursor hidden.
    @Test func replayingTheEventsDrawsTheLastFrame() throws {
        let recording = try record()
        let cast = try ParsedCast(recording.cast)
        var terminal = TerminalModel(width: 90, height: 30)
        for event in cast.events.dropLast() { terminal.feed(event.data) }
        let last = try lastFrame()
        #expect(looksSame(terminal.canvas, last))
        #expect(PlainTextFrame.text(terminal.canvas) == PlainTextFrame.text(last))
        #expect(!terminal.cursorVisible)
    }

    /// The last event shows the cursor again at the start of the drawing's last row, with no
    /// line feed: in a terminal of just the cast's size nothing scrolls, and the final frame
    /// stays whole, top border and all.
    @Test func theCastEndsWithTheCursorShownAndTheFrameInPlace() throws {
        let cast = try ParsedCast(try record().cast)
        let drawn = lines(try lastFrame())
        var tall = TerminalModel(width: 90, height: 36)
        for event in cast.events { tall.feed(event.data) }
        #expect(tall.cursorVisible)
        #expect(tall.cursor == Point(x: 0, y: 29))
        #expect(Array(lines(tall.canvas).prefix(30)) == drawn)
        var exact = TerminalModel(width: 90, height: 30)
        for event in cast.events { exact.feed(event.data) }
        #expect(exact.cursorVisible)
        #expect(exact.cursor == Point(x: 0, y: 29))
        #expect(lines(exact.canvas) == drawn)
        #expect(!cast.events.contains { $0.data.contains("\r\n") })
    }

    func lines(_ canvas: Canvas) -> [Substring] {
        PlainTextFrame.text(canvas).split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    }

    @Test func theTitleDefaultsToTheFileName() throws {
        let recording = try TapeRecording.asciicast(
            of: try parse("Launch \"Bank\"", file: "some/dir/bank.tape"), catalog: ShippedAssets.catalog)
        #expect(try ParsedCast(recording.cast).header["title"] as? String == "bank.tape")
    }

    @Test func jsonStringsRoundTrip() throws {
        for text in [
            "", "plain", "quote \" backslash \\", "\u{1B}[2J\n\r\t\u{7}\u{7F}\u{85}", "é ─ █ \u{2028}",
            "\u{0}", "back\u{8}space",
        ] {
            let json = Asciicast.jsonString(text)
            #expect(!json.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
            let decoded = try JSONSerialization.jsonObject(with: Data("[\(json)]".utf8)) as? [String]
            #expect(decoded == [text])
        }
    }

    @Test func shortEscapesWhereJSONHasThem() {
        #expect(Asciicast.jsonString("\u{8}\r\n\t\u{1B}") == #""\b\r\n\t\u001b""#)
    }

    @Test func timesArePrintedExactly() {
        #expect(Asciicast.output("x", at: Instant(microseconds: 12_345_678)) == "[12.345678, \"o\", \"x\"]\n")
        #expect(Asciicast.output("", at: .zero) == "[0.000000, \"o\", \"\"]\n")
        #expect(
            Asciicast.resize(width: 80, height: 24, at: Instant(microseconds: 1))
                == "[0.000001, \"r\", \"80x24\"]\n")
    }

    @Test func slowMotionStretchesTheRecording() throws {
        let normal = try record("Launch \"Bank\"\nSleep 1s\nPress Home\nSleep 1s")
        let slow = try record("Set TimeScale 0.25\nLaunch \"Bank\"\nSleep 1s\nPress Home\nSleep 1s")
        #expect(normal.duration == .seconds(2))
        #expect(slow.duration == .seconds(8))
    }

    /// Captions (docs/TAPES.md), as a recording shows them.
    static let captioned = TestTapes.captioned

    /// `record` writes the captions into the cast.
    @Test func aRecordingShowsTheCaptions() throws {
        let cast = try TapeRecording.asciicast(of: try parse(Self.captioned), catalog: ShippedAssets.catalog)
            .cast
        #expect(cast.contains("The baseline: no strategy.") && cast.contains("Home: the snapshot."))
    }

    @Test func castTitlesAreTerminalSafeAndShort() throws {
        let long = String(repeating: "Medical ID ", count: 20)
        #expect(Asciicast.safeTitle("\u{1B}]0;PWNED\u{07}demo") == "?]0;PWNED?demo")
        #expect(Asciicast.safeTitle(long).count == Asciicast.maximumTitleLength)
        let header = try ParsedCast(
            Asciicast.header(width: 80, height: 24, title: "a\u{9B}b") + "[0.0, \"o\", \"\"]\n")
        #expect(header.header["title"] as? String == "a?b")
        // `Set Title` too: quotes may hold any printable text, up to the line's length.
        let tape = try parse("Set Title \"\(long)\"\nSleep 100ms\n", file: "t.tape")
        let cast = try ParsedCast(TapeRecording.asciicast(of: tape, catalog: ShippedAssets.catalog).cast)
        #expect((cast.header["title"] as? String)?.count == Asciicast.maximumTitleLength)
    }
}
