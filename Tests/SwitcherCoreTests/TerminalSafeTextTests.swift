import SwitcherCore
import Testing

@Suite("Terminal-safe text")
struct TerminalSafeTextTests {
    @Test(arguments: ["a", "~", "─", "│", "╭", "█", "°", "é", "≡", "☼", "‹"] as [Character])
    func singleColumnCharactersAreAccepted(_ character: Character) {
        #expect(TerminalSafeText.isSingleColumn(character))
    }

    @Test(
        arguments: [
            "\u{1B}", "\u{9B}", "\u{7F}", "\t", "\n", "\r\n", "中", "Ｗ", "한", "\u{1F600}", "\u{2614}",
            "e\u{301}", "\u{200B}", "\u{200D}", "\u{FEFF}", "\u{00A0}", "\u{E000}", "\u{3000}",
        ] as [Character])
    func everythingElseIsRefused(_ character: Character) {
        #expect(!TerminalSafeText.isSingleColumn(character))
    }

    @Test func sanitizedDefusesEscapeSequences() {
        let hostile = "Bank\u{1B}[2J\u{1B}]0;owned\u{07}\u{9B}31m!"
        let safe = TerminalSafeText.sanitized(hostile)
        #expect(safe == "Bank?[2J?]0;owned??31m!")
        #expect(!safe.unicodeScalars.contains { TerminalSafeText.isControl($0) })
        #expect(TerminalSafeText.sanitized("Medical ID ─ 中") == "Medical ID ─ ?")
    }
}
