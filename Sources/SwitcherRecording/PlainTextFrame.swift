import SwitcherCore

/// Frames as plain text: what `render` prints and `--frames` writes, and what golden tests
/// compare. One line per row, trailing blanks dropped, every glyph terminal-safe.
public enum PlainTextFrame {
    public static func text(_ canvas: Canvas) -> String {
        canvas.lines.map { line in
            let safe = String(line.map { TerminalSafeText.isSingleColumn($0) ? $0 : "?" })
            return String(safe.reversed().drop { $0 == " " }.reversed())
        }.joined(separator: "\n") + "\n"
    }
}
