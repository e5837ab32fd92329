import SwitcherCore

/// Text from a scanned tree made safe to print.
public enum ScanText {
    /// Control characters and escape sequences removed (`TerminalSafeText`), whitespace runs
    /// folded, at most `limit` characters (an ellipsis marks a cut).
    public static func snippet(_ text: String, limit: Int = 160) -> String {
        // Whitespace runs (tabs and line breaks too) fold to one space before the rest is
        // made safe: `sanitized` would turn each into `?`.
        var folded = ""
        var space = false
        for character in text {
            if character.isWhitespace || character.unicodeScalars.allSatisfy(TerminalSafeText.isControl) {
                space = !folded.isEmpty
                continue
            }
            if space { folded.append(" ") }
            space = false
            folded.append(character)
            if folded.count >= limit {
                folded.append("…")
                break
            }
        }
        return TerminalSafeText.sanitized(folded)
    }
}
