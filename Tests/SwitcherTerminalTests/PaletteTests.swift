import SwitcherCore
import Testing

@testable import SwitcherTerminal

@Suite struct PaletteTests {
    @Test func primariesAndGreysLandOnTheXterm256Palette() {
        #expect(Palette.xterm256Index(.black) == 16)
        #expect(Palette.xterm256Index(.white) == 231)
        #expect(Palette.xterm256Index(RGB(255, 0, 0)) == 196)
        #expect(Palette.xterm256Index(RGB(0, 255, 0)) == 46)
        #expect(Palette.xterm256Index(RGB(0, 0, 255)) == 21)
        #expect(Palette.xterm256Index(RGB(128, 128, 128)) == 244)
        #expect(Palette.xterm256Index(RGB(8, 8, 8)) == 232)
        #expect(Palette.xterm256Index(.systemBlue) == 33)
    }

    @Test func nearGreysPreferTheGreyRamp() {
        // (242, 242, 247) is closer to grey 238 than to cube white.
        #expect(Palette.xterm256Index(.groupedBackground) == 255)
        #expect(Palette.xterm256Index(RGB(58, 58, 60)) == 237)
    }

    @Test func everyPaletteColourMapsBackToItsOwnIndex() {
        for index in 16..<256 {
            #expect(Palette.xterm256Index(Palette.rgb(xterm256Index: index)) == index, "index \(index)")
        }
    }

    @Test func cubeColoursAreTheStockXtermOnes() {
        #expect(Palette.rgb(xterm256Index: 16) == RGB(0, 0, 0))
        #expect(Palette.rgb(xterm256Index: 33) == RGB(0, 135, 255))
        #expect(Palette.rgb(xterm256Index: 231) == RGB(255, 255, 255))
        #expect(Palette.rgb(xterm256Index: 232) == RGB(8, 8, 8))
        #expect(Palette.rgb(xterm256Index: 255) == RGB(238, 238, 238))
    }

    @Test func ansi8KeepsTheHue() {
        #expect(Palette.ansi8Index(.systemBlue) == 4)
        #expect(Palette.ansi8Index(.systemRed) == 1)
        #expect(Palette.ansi8Index(.systemGreen) == 2)
        #expect(Palette.ansi8Index(RGB(255, 149, 0)) == 3)  // orange reads as yellow
        #expect(Palette.ansi8Index(RGB(175, 82, 222)) == 5)  // purple
        #expect(Palette.ansi8Index(RGB(90, 200, 250)) == 6)  // teal
        #expect(Palette.ansi8Index(RGB(255, 204, 0)) == 3)
    }

    @Test func ansi8SendsGreysToBlackOrWhite() {
        #expect(Palette.ansi8Index(.black) == 0)
        #expect(Palette.ansi8Index(.white) == 7)
        #expect(Palette.ansi8Index(.gray) == 7)
        #expect(Palette.ansi8Index(.darkGray) == 0)
        #expect(Palette.ansi8Index(.groupedBackground) == 7)
        #expect(Palette.ansi8Index(RGB(40, 0, 0)) == 0)  // too dark to have a hue
    }

    @Test func ansi8ColoursMapToThemselves() {
        for index in 0..<8 {
            #expect(Palette.ansi8Index(Palette.rgb(ansi8Index: index)) == index)
        }
    }
}

@Suite struct ColorModeTests {
    @Test func decidesFromCursesAndNoColor() {
        #expect(ColorMode.decide(hasColors: true, colors: 256, colorPairs: 65536, noColor: nil) == .xterm256)
        #expect(ColorMode.decide(hasColors: true, colors: 8, colorPairs: 64, noColor: nil) == .ansi8)
        #expect(ColorMode.decide(hasColors: true, colors: 16, colorPairs: 256, noColor: "") == .ansi8)
        #expect(ColorMode.decide(hasColors: false, colors: 0, colorPairs: 0, noColor: nil) == .none)
        #expect(ColorMode.decide(hasColors: true, colors: 256, colorPairs: 65536, noColor: "1") == .none)
        #expect(ColorMode.decide(hasColors: true, colors: 256, colorPairs: 1, noColor: nil) == .none)
        #expect(ColorMode.decide(hasColors: true, colors: 2, colorPairs: 64, noColor: nil) == .none)
    }

    @Test func noColourHasNoIndices() {
        #expect(ColorMode.none.index(for: .systemBlue) == nil)
        #expect(ColorMode.ansi8.index(for: .systemBlue) == 4)
        #expect(ColorMode.xterm256.index(for: .systemBlue) == 33)
    }
}
