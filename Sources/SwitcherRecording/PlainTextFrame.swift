import SwitcherCore

/// Frames as plain text: what `render` prints and `--frames` writes, and what golden tests
/// compare. One line per row, trailing blanks dropped, every glyph terminal-safe. Text has no
/// colour to show a blend in, so a glyph shows only where the model counts it legible
/// (`Canvas.legibleOnly`, MODEL §19).
public enum PlainTextFrame {
    public static func text(_ canvas: Canvas) -> String {
        canvas.legibleOnly(.default).lines.map { line in
            let safe = String(line.map { TerminalSafeText.isSingleColumn($0) ? $0 : "?" })
            return String(safe.reversed().drop { $0 == " " }.reversed())
        }.joined(separator: "\n") + "\n"
    }
}
