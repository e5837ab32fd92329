import Foundation
import SwitcherCore
import SwitcherTestSupport
import Testing

@testable import SwitcherRecording

@Suite struct ANSIEncoderTests {
    let encoder = ANSIEncoder()

    @Test func aFirstFramePaintsEverythingAndATerminalShowsIt() {
        let frame = sampleCanvas(width: 30, height: 8)
        let bytes = encoder.update(from: nil, to: frame)
        #expect(bytes.hasPrefix("\u{1B}[0m\u{1B}[2J"))
        var terminal = TerminalModel(width: 30, height: 8)
        terminal.feed(bytes)
        #expect(looksSame(terminal.canvas, frame))
    }

    @Test func anUnchangedFrameWritesNothing() {
        let frame = sampleCanvas()
        #expect(encoder.update(from: frame, to: frame) == "")
    }

    @Test func oneChangedCellIsOneMoveOneStyleOneGlyph() {
        let old = Canvas(width: 10, height: 3)
        var new = old
        new[4, 1] = Cell("X", foreground: .systemRed, background: .black, attributes: [.bold])
        #expect(
            encoder.update(from: old, to: new) == "\u{1B}[2;5H\u{1B}[0;1;38;2;255;59;48;48;5;16mX\u{1B}[0m"
        )
    }

    @Test func shortGapsAreRewrittenLongOnesJumped() {
        let plain = Canvas(width: 40, height: 1)
        var styled = plain
        styled[3, 0] = Cell(" ", background: .systemRed)
        let start = "\u{1B}[1;3H\u{1B}[0;38;5;231;48;5;16ma"
        // (before, the column of b, what follows a): one move, then a, the two unchanged blanks
        // between and b; a move over the 27 blanks between (to column 31: as short as 27 steps
        // forward); blanks in another style cost an SGR each way, so stepping over is shorter.
        for (old, column, expected) in [
            (plain, 5, "  b"), (plain, 30, "\u{1B}[31Gb"), (styled, 4, "\u{1B}[Cb"),
        ] {
            var new = old
            new[2, 0] = Cell("a")
            new[column, 0] = Cell("b")
            #expect(encoder.update(from: old, to: new) == start + expected + "\u{1B}[0m", "b at \(column)")
        }
    }

    @Test func theShortestCursorMove() {
        func move(from cursor: Point?, to target: Point) -> String {
            var bytes: [UInt8] = []
            CursorMove.append(from: cursor, to: target, to: &bytes)
            return String(decoding: bytes, as: UTF8.self)
        }
        #expect(move(from: nil, to: Point(x: 0, y: 0)) == "\u{1B}[H")
        #expect(move(from: nil, to: Point(x: 0, y: 4)) == "\u{1B}[5H")
        #expect(move(from: nil, to: Point(x: 9, y: 4)) == "\u{1B}[5;10H")
        #expect(move(from: Point(x: 9, y: 4), to: Point(x: 9, y: 4)) == "")
        #expect(move(from: Point(x: 3, y: 4), to: Point(x: 4, y: 4)) == "\u{1B}[C")
        #expect(move(from: Point(x: 3, y: 4), to: Point(x: 2, y: 4)) == "\u{8}")
        #expect(move(from: Point(x: 30, y: 4), to: Point(x: 0, y: 4)) == "\r")
        // As short as a step down and a carriage return: the first form wins.
        #expect(move(from: Point(x: 30, y: 4), to: Point(x: 0, y: 5)) == "\u{1B}[6H")
        #expect(move(from: Point(x: 3, y: 4), to: Point(x: 2, y: 5)) == "\u{1B}[B\u{8}")
        #expect(move(from: Point(x: 30, y: 4), to: Point(x: 30, y: 2)) == "\u{1B}[2A")
        #expect(move(from: Point(x: 30, y: 4), to: Point(x: 8, y: 9)) == "\u{1B}[10;9H")
        #expect(move(from: Point(x: 130, y: 4), to: Point(x: 100, y: 4)) == "\u{1B}[30D")
    }

    /// After a resize the cursor is placed again: a player may have moved it.
    @Test func aResizeForgetsTheCursor() {
        var state = ANSIEncoder.TerminalState()
        var small = Canvas(width: 10, height: 3)
        _ = encoder.updateBytes(from: nil, to: small, terminal: &state)
        var moved = small
        moved[2, 0] = Cell("y")
        _ = encoder.updateBytes(from: small, to: moved, terminal: &state)
        small = moved
        let large = sampleCanvas(width: 12, height: 4, seed: 3)
        let bytes = String(
            decoding: encoder.updateBytes(from: small, to: large, terminal: &state), as: UTF8.self)
        #expect(bytes.hasPrefix("\u{1B}[0m\u{1B}[2J\u{1B}[H"))
        var terminal = TerminalModel(width: 12, height: 4)
        terminal.feed(bytes)
        #expect(looksSame(terminal.canvas, large))
    }

    /// Frames written one after another to one terminal, each starting where the one before
    /// left the cursor and the pen, leave it showing the last.
    @Test(arguments: 1...20)
    func continuedUpdatesReplayToTheLastFrame(_ seed: Int) {
        var terminal = TerminalModel(width: 17, height: 5)
        var state = ANSIEncoder.TerminalState()
        var previous: Canvas?
        var frame = sampleCanvas(width: 17, height: 5, seed: UInt64(seed))
        for step in 0..<8 {
            let other = sampleCanvas(width: 17, height: 5, seed: UInt64(seed * 100 + step))
            for i in stride(from: step, to: 17 * 5, by: 5 + step % 3) {
                frame[i % 17, i / 17] = other[i % 17, i / 17]
            }
            let bytes = encoder.updateBytes(from: previous, to: frame, terminal: &state)
            terminal.feed(String(decoding: bytes, as: UTF8.self))
            #expect(looksSame(terminal.canvas, frame), "seed \(seed) step \(step)")
            if step > 0 { #expect(!bytes.starts(with: Array("\u{1B}[0m".utf8))) }
            previous = frame
        }
    }

    @Test func coloursChangeWithoutAResetWhenAttributesStay() {
        var new = Canvas(width: 2, height: 1)
        new[0, 0] = Cell("a", foreground: .white, background: .black)
        new[1, 0] = Cell("b", foreground: .systemBlue, background: .black)
        let bytes = encoder.update(from: Canvas(width: 2, height: 1, filling: Cell("z")), to: new)
        #expect(bytes == "\u{1B}[H\u{1B}[0;38;5;231;48;5;16ma\u{1B}[38;2;0;122;255mb\u{1B}[0m")
    }

    @Test func onlyTheAttributesThatChangeAreWritten() {
        var new = Canvas(width: 4, height: 1)
        new[0, 0] = Cell("a", attributes: [.bold, .underline])
        new[1, 0] = Cell("b", attributes: [.underline])  // bold ends: 22
        new[2, 0] = Cell("c", attributes: [.dim, .italic])  // underline ends, dim and italic start
        new[3, 0] = Cell("d", foreground: .systemBlue, attributes: [.dim])  // italic ends, a colour changes
        let bytes = encoder.update(from: Canvas(width: 4, height: 1, filling: Cell("z")), to: new)
        #expect(
            bytes
                == "\u{1B}[H\u{1B}[0;1;4;38;5;231;48;5;16ma\u{1B}[22mb\u{1B}[24;2;3mc"
                + "\u{1B}[23;38;2;0;122;255md\u{1B}[0m")
        var terminal = TerminalModel(width: 4, height: 1)
        terminal.feed(bytes)
        #expect(looksSame(terminal.canvas, new))
        // Without colours, a reset is shorter than ending three attributes.
        var plain = Canvas(width: 2, height: 1)
        plain[0, 0] = Cell("a", attributes: [.italic, .underline, .reverse])
        plain[1, 0] = Cell("b")
        #expect(
            ANSIEncoder(colors: .none).update(
                from: Canvas(width: 2, height: 1, filling: Cell("z")), to: plain)
                == "\u{1B}[H\u{1B}[0;3;4;7ma\u{1B}[0mb\u{1B}[0m")
    }

    /// Any sequence of frames, diffed one after another, leaves the terminal showing the last.
    @Test(arguments: 1...20)
    func diffsReplayToTheLastFrame(_ seed: Int) {
        var terminal = TerminalModel(width: 17, height: 5)
        var previous: Canvas?
        var frame = sampleCanvas(width: 17, height: 5, seed: UInt64(seed))
        for step in 0..<6 {
            // Change a few cells only, so diffs are partial.
            let other = sampleCanvas(width: 17, height: 5, seed: UInt64(seed * 100 + step))
            for i in stride(from: step, to: 17 * 5, by: 7) { frame[i % 17, i / 17] = other[i % 17, i / 17] }
            terminal.feed(encoder.update(from: previous, to: frame))
            #expect(looksSame(terminal.canvas, frame), "seed \(seed) step \(step)")
            previous = frame
        }
    }

    @Test func aResizeRepaints() {
        let small = sampleCanvas(width: 10, height: 3)
        let large = sampleCanvas(width: 12, height: 4, seed: 9)
        var terminal = TerminalModel(width: 12, height: 4)
        terminal.feed(encoder.update(from: small, to: large))
        #expect(looksSame(terminal.canvas, large))
    }

    @Test func unsafeGlyphsNeverReachTheTerminal() {
        var frame = Canvas(width: 4, height: 1)
        frame[0, 0] = Cell("\u{1B}")
        frame[1, 0] = Cell("界")
        frame[2, 0] = Cell("\u{7}")
        frame[3, 0] = Cell("e\u{301}")
        let bytes = encoder.update(from: nil, to: frame)
        let printed = bytes.replacingOccurrences(
            of: #"\x{1B}\[[0-9;]*[A-Za-z]"#, with: "", options: .regularExpression)
        #expect(printed == "????")
    }

    @Test func withoutColourOnlyAttributesAreWritten() {
        var frame = Canvas(width: 2, height: 1)
        frame[0, 0] = Cell("a", foreground: .systemRed, background: .white, attributes: [.reverse])
        frame[1, 0] = Cell("b", foreground: .systemBlue, background: .white, attributes: [.reverse])
        let bytes = ANSIEncoder(colors: .none).update(from: Canvas(width: 2, height: 1), to: frame)
        #expect(bytes == "\u{1B}[H\u{1B}[0;7mab\u{1B}[0m")
    }

    @Test func aFullFrameIsOneLinePerRow() {
        let frame = sampleCanvas(width: 8, height: 3)
        let text = encoder.fullFrame(frame)
        #expect(text.filter { $0 == "\n" }.count == 3)
        var terminal = TerminalModel(width: 8, height: 3)
        // The newline after the last row would scroll a terminal of just that height.
        terminal.feed(String(text.dropLast()))
        #expect(looksSame(terminal.canvas, frame))
    }

    @Test func plainTextDropsTrailingBlanksAndUnsafeGlyphs() {
        var frame = Canvas(lines: ["ab  ", "    ", " c─ "])
        frame[3, 0] = Cell("\u{1B}")
        #expect(PlainTextFrame.text(frame) == "ab ?\n\n c─\n")
    }

    /// A colour xterm has exactly (its cube and greys) is written in the 256-colour form,
    /// shorter; any other in 24-bit. The 16 colours a terminal's theme may change are not used.
    @Test func theShortestFormThatGivesTheSameColour() {
        var canvas = Canvas(width: 4, height: 1)
        canvas[0, 0] = Cell("a", foreground: RGB(95, 135, 255), background: RGB(238, 238, 238))
        canvas[1, 0] = Cell("b", foreground: RGB(8, 8, 8), background: RGB(238, 238, 238))
        canvas[2, 0] = Cell("c", foreground: RGB(96, 135, 255), background: RGB(238, 238, 238))
        canvas[3, 0] = Cell("d", foreground: RGB(18, 18, 22), background: RGB(238, 238, 238))
        #expect(
            ANSIEncoder().update(from: nil, to: canvas)
                == "\u{1B}[0m\u{1B}[2J\u{1B}[H\u{1B}[0;38;5;69;48;5;255ma\u{1B}[38;5;232mb"
                + "\u{1B}[38;2;96;135;255mc\u{1B}[38;2;18;18;22md\u{1B}[0m")
    }

    /// A space shows only its background: it keeps the pen's foreground and bold, so a run of
    /// words and spaces is one style; an underlined space shows its line, so it does not.
    @Test func blanksKeepThePen() {
        var canvas = Canvas(width: 5, height: 1)
        let dim = RGB(142, 142, 150)
        let background = RGB(18, 18, 22)
        canvas[0, 0] = Cell("a", foreground: dim, background: background, attributes: .bold)
        canvas[1, 0] = Cell(" ", foreground: .white, background: background)
        canvas[2, 0] = Cell("b", foreground: dim, background: background, attributes: .bold)
        canvas[3, 0] = Cell(" ", foreground: .white, background: background, attributes: .underline)
        canvas[4, 0] = Cell("c", foreground: dim, background: background, attributes: .bold)
        let bytes = ANSIEncoder().updateBytes(from: Canvas(width: 5, height: 1), to: canvas)
        #expect(
            String(decoding: bytes, as: UTF8.self)
                == "\u{1B}[H\u{1B}[0;1;38;2;142;142;150;48;2;18;18;22ma b\u{1B}[22;4;38;5;231m "
                + "\u{1B}[24;1;38;2;142;142;150mc\u{1B}[0m")
        // The blank's foreground is not a change at all.
        var other = canvas
        other[1, 0].foreground = .systemRed
        #expect(changedRuns(old: canvas, new: other).isEmpty)
        other[3, 0].foreground = .systemRed
        #expect(changedRuns(old: canvas, new: other).map(\.columns) == [3..<4])
    }
}
