import Foundation
import SwitcherCore
import Testing

@testable import SwitcherTerminal

@Suite struct GlyphFallbackTests {
    @Test func asciiStaysAscii() {
        for code in 0x20...0x7E {
            let ch = Character(Unicode.Scalar(UInt8(code)))
            #expect(GlyphFallback.ascii(ch) == ch)
        }
    }

    @Test func boxDrawingBecomesPlusMinusBar() {
        let box = "┌─┐│└┘├┤┬┴┼╭╮╰╯━┃═║╔╗╚╝"
        #expect(String(box.map(GlyphFallback.ascii)) == "+-+|+++++++++++-|-|++++")
        #expect(GlyphFallback.ascii("╱") == "/")
        #expect(GlyphFallback.ascii("╲") == "\\")
        #expect(GlyphFallback.ascii("┄") == "-")
        #expect(GlyphFallback.ascii("┆") == "|")
    }

    @Test func shadesKeepTheirDensityOrder() {
        #expect(String(" ░▒▓█".map(GlyphFallback.ascii)) == " .:##")
        #expect(GlyphFallback.ascii("▀") == "#")
        #expect(GlyphFallback.ascii("▗") == "#")
    }

    @Test func arrowsBulletsAndPunctuation() {
        #expect(String("←→↑↓↔↕⇐⇒".map(GlyphFallback.ascii)) == "<>^v-|<>")
        #expect(String("•●○■□▲▼▶◀★✓✗·".map(GlyphFallback.ascii)) == "*oo#o^v><*vx.")
        #expect(String("“quoted” ‘x’ a–b—c…".map(GlyphFallback.ascii)) == "\"quoted\" 'x' a-b-c.")
        #expect(GlyphFallback.ascii("\u{00A0}") == " ")
    }

    @Test func accentedLettersLoseTheirAccents() {
        #expect(String("café naïve Ångström".map(GlyphFallback.ascii)) == "cafe naive Angstrom")
        #expect(GlyphFallback.ascii("e\u{301}") == "e")  // decomposed é, one grapheme
    }

    @Test func everythingElseIsAQuestionMark() {
        #expect(GlyphFallback.ascii("😀") == "?")
        #expect(GlyphFallback.ascii("中") == "?")
        #expect(GlyphFallback.ascii("₿") == "?")
        #expect(GlyphFallback.ascii("\u{1B}") == "?")
        #expect(GlyphFallback.ascii("\u{9B}") == "?")
    }

    /// Every glyph the lab can draw has an ASCII stand-in: the non-ASCII characters of its
    /// sources (string literals and all), its assets, its tapes and its golden frames.
    @Test func theFallbackCoversEveryGlyphTheLabDraws() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        var glyphs: [Character: String] = [:]
        for folder in ["Sources", "Assets", "Tapes", "Tests/SwitcherUITests/Golden"] {
            let base = root.appendingPathComponent(folder)
            let walker = try #require(
                FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil))
            for case let url as URL in walker
            where ["swift", "app", "art", "tape", "txt"].contains(url.pathExtension) {
                let text = try String(contentsOf: url, encoding: .utf8)
                for glyph in text where !glyph.isASCII && glyphs[glyph] == nil {
                    glyphs[glyph] = url.lastPathComponent
                }
            }
        }
        #expect(glyphs.count > 40)
        for (glyph, file) in glyphs.sorted(by: { $0.key < $1.key }) {
            #expect(
                GlyphFallback.ascii(glyph) != "?",
                "\(glyph) U+\(String(glyph.unicodeScalars.first!.value, radix: 16, uppercase: true)) in \(file)"
            )
        }
    }

    @Test func aFullBlockBecomesAReversedSpace() {
        let block = Cell("█", foreground: .systemRed, background: .black)
        #expect(GlyphFallback.asciiCell(block) == Cell(" ", foreground: .black, background: .systemRed))
        let shade = Cell("░", foreground: .white, background: .black, sensitive: true)
        #expect(
            GlyphFallback.asciiCell(shade)
                == Cell(".", foreground: .white, background: .black, sensitive: true))
    }

    @Test func controlCharactersNeverReachTheTerminal() {
        #expect(GlyphFallback.sanitized("\u{1B}") == "?")
        #expect(GlyphFallback.sanitized("\u{7F}") == "?")
        #expect(GlyphFallback.sanitized("\u{85}") == "?")
        #expect(GlyphFallback.sanitized("\t") == "?")
        #expect(GlyphFallback.sanitized("é") == "é")
        #expect(GlyphFallback.sanitized("─") == "─")
    }

    @Test func utf8Detection() {
        #expect(GlyphFallback.isUTF8(codeset: "UTF-8"))
        #expect(GlyphFallback.isUTF8(codeset: "utf8"))
        #expect(!GlyphFallback.isUTF8(codeset: "ANSI_X3.4-1968"))
        #expect(!GlyphFallback.isUTF8(codeset: "ISO-8859-1"))
        #expect(GlyphFallback.environmentWantsUTF8(["LANG": "en_US.UTF-8"]))
        #expect(GlyphFallback.environmentWantsUTF8(["LC_CTYPE": "C.utf8", "LANG": "C"]))
        #expect(!GlyphFallback.environmentWantsUTF8(["LC_ALL": "C", "LANG": "en_US.UTF-8"]))
        #expect(GlyphFallback.environmentWantsUTF8(["LC_ALL": "", "LANG": "en_US.UTF-8"]))
        #expect(!GlyphFallback.environmentWantsUTF8([:]))
    }
}
