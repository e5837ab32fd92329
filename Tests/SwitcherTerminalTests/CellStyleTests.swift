import SwitcherCore
import Testing

@testable import SwitcherTerminal

@Suite struct CellStyleTests {
    @Test func coloursReduceToPaletteIndices() {
        let cell = Cell("x", foreground: .white, background: .systemBlue, attributes: .bold)
        let style = CellStyle.resolve(cell, mode: .xterm256)
        #expect(style == CellStyle(foreground: 231, background: 33, attributes: .bold))
    }

    @Test func aGlyphThatWouldVanishIntoItsBackgroundGetsContrast() {
        // Grey text on white: both are white in eight colours.
        let onLight = CellStyle.resolve(Cell("a", foreground: .gray, background: .white), mode: .ansi8)
        #expect(onLight.foreground == 0 && onLight.background == 7)
        let onDark = CellStyle.resolve(Cell("a", foreground: .darkGray, background: .black), mode: .ansi8)
        #expect(onDark.foreground == 7 && onDark.background == 0)
        // A blank cell or equal colours stay as they are.
        let blank = CellStyle.resolve(Cell(" ", foreground: .gray, background: .white), mode: .ansi8)
        #expect(blank.foreground == 7)
        let same = CellStyle.resolve(Cell("a", foreground: .white, background: .white), mode: .ansi8)
        #expect(same.foreground == 7)
    }

    @Test func withoutColourLightSurfacesAreReversed() {
        let light = CellStyle.resolve(Cell("a", foreground: .black, background: .white), mode: .none)
        #expect(light == CellStyle(foreground: nil, background: nil, attributes: .reverse))
        let dark = CellStyle.resolve(Cell("a", foreground: .white, background: .black), mode: .none)
        #expect(dark.attributes == [])
        // A cell that asked for reverse on a light surface ends up plain.
        let both = CellStyle.resolve(
            Cell(" ", foreground: .black, background: .white, attributes: .reverse), mode: .none)
        #expect(both.attributes == [])
    }

    @Test func withoutColourAccentsAreBoldAndFaintTextDim() {
        let accent = CellStyle.resolve(Cell("a", foreground: .systemBlue, background: .black), mode: .none)
        #expect(accent.attributes == .bold)
        let faint = CellStyle.resolve(Cell("a", foreground: .darkGray, background: .black), mode: .none)
        #expect(faint.attributes == .dim)
        let space = CellStyle.resolve(Cell(" ", foreground: .systemBlue, background: .black), mode: .none)
        #expect(space.attributes == [])
    }
}

@Suite struct ColorPairTableTests {
    @Test func pairsAreAllocatedOnceAndReused() {
        var table = ColorPairTable(capacity: 10, mode: .xterm256)
        #expect(table.pair(for: ColorPair(foreground: 231, background: 16)) == .allocate(1))
        #expect(table.pair(for: ColorPair(foreground: 16, background: 231)) == .allocate(2))
        #expect(table.pair(for: ColorPair(foreground: 231, background: 16)) == .use(1))
        #expect(table.allocatedCount == 2)
    }

    @Test func whenPairsRunOutTheNearestDefinedPairIsBorrowed() {
        var table = ColorPairTable(capacity: 2, mode: .xterm256)
        _ = table.pair(for: ColorPair(foreground: 231, background: 16))  // white on black
        _ = table.pair(for: ColorPair(foreground: 16, background: 196))  // black on red
        // Light grey on near-black looks most like white on black.
        #expect(table.pair(for: ColorPair(foreground: 252, background: 233)) == .use(1))
        // Black on dark red looks most like black on red.
        #expect(table.pair(for: ColorPair(foreground: 16, background: 124)) == .use(2))
        #expect(table.allocatedCount == 2)
        // The substitute is remembered.
        #expect(table.pair(for: ColorPair(foreground: 16, background: 124)) == .use(2))
    }

    @Test func withNoPairsEverythingUsesTheDefaultPair() {
        var table = ColorPairTable(capacity: 0, mode: .ansi8)
        #expect(table.pair(for: ColorPair(foreground: 1, background: 4)) == .use(0))
        var negative = ColorPairTable(capacity: -1, mode: .ansi8)
        #expect(negative.pair(for: ColorPair(foreground: 1, background: 4)) == .use(0))
    }

    @Test func eightColourTerminalsFillTheirSixtyThreePairs() {
        var table = ColorPairTable(capacity: 63, mode: .ansi8)
        var allocated = 0
        for fg in 0..<8 {
            for bg in 0..<8 {
                if case .allocate = table.pair(for: ColorPair(foreground: fg, background: bg)) {
                    allocated += 1
                }
            }
        }
        #expect(allocated == 63)
        // The 64th combination, white on white, borrows the nearest: yellow on white (pair
        // 8 × 3 + 7 + 1), whose background matches.
        #expect(table.pair(for: ColorPair(foreground: 7, background: 7)) == .use(32))
    }
}
