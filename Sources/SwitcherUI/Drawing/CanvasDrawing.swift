import SwitcherCore

/// Drawing helpers for the lab's chrome: boxes, clipped text, frosting, scenes side by side.
extension Canvas {
    /// Writes `text` clipped to `width` columns, with `…` when cut. Untrusted text (asset
    /// names) is made terminal-safe first.
    mutating func text(
        _ text: String, x: Int, y: Int, width: Int, foreground: RGB = Theme.text, background: RGB? = nil,
        attributes: CellAttributes = []
    ) {
        guard width > 0 else { return }
        let safe = TerminalSafeText.sanitized(text)
        let shown = safe.count > width ? String(safe.prefix(max(0, width - 1))) + "…" : safe
        put(shown, x: x, y: y, foreground: foreground, background: background, attributes: attributes)
    }

    /// Writes `text` centred in `width` columns starting at `x`.
    mutating func centred(
        _ text: String, x: Int, y: Int, width: Int, foreground: RGB = Theme.text, background: RGB? = nil,
        attributes: CellAttributes = []
    ) {
        let length = min(text.count, width)
        self.text(
            text, x: x + max(0, (width - length) / 2), y: y, width: width, foreground: foreground,
            background: background, attributes: attributes)
    }

    /// A notice in the middle of the canvas: its first line bold in the warning colour, the
    /// rest as text (the "terminal too small" screens).
    mutating func notice(_ lines: [String]) {
        let top = max(0, (height - lines.count) / 2)
        for (i, line) in lines.enumerated() {
            centred(
                line, x: 0, y: top + i, width: width, foreground: i == 0 ? Theme.warning : Theme.text,
                attributes: i == 0 ? .bold : [])
        }
    }

    /// A rounded box around `rect` with an optional title in its top edge.
    mutating func box(
        _ rect: Rect, title: String? = nil, color: RGB = Theme.border, titleColor: RGB = Theme.title,
        background: RGB? = nil
    ) {
        guard rect.width >= 2, rect.height >= 2 else { return }
        if let background { fill(rect, with: Cell(" ", foreground: Theme.text, background: background)) }
        let inner = rect.width - 2
        // Cell by cell, as `put` would write "╭───╮" without building the string.
        func edge(_ scalar: Unicode.Scalar, _ x: Int, _ y: Int) {
            guard contains(x, y) else { return }
            self[x, y] = Cell(scalar: scalar, foreground: color, background: self[x, y].background)
        }
        func horizontal(_ y: Int, _ left: Unicode.Scalar, _ right: Unicode.Scalar) {
            edge(left, rect.minX, y)
            for x in (rect.minX + 1)..<(rect.maxX - 1) { edge("─", x, y) }
            edge(right, rect.maxX - 1, y)
        }
        horizontal(rect.minY, "╭", "╮")
        horizontal(rect.maxY - 1, "╰", "╯")
        for y in (rect.minY + 1)..<(rect.maxY - 1) {
            edge("│", rect.minX, y)
            edge("│", rect.maxX - 1, y)
        }
        if let title, inner > 4 {
            text(
                " \(title) ", x: rect.minX + 2, y: rect.minY, width: inner - 2, foreground: titleColor,
                attributes: .bold)
        }
    }

    /// Frosts `rect` the way system sheets blur what is under them: glyphs are gone (nothing
    /// under a sheet is legible), colours are averaged over each row's neighbourhood and
    /// tinted towards `tint`.
    mutating func frost(_ rect: Rect, tint: RGB, amount: Double) {
        let clipped = rect.intersection(Rect(x: 0, y: 0, width: width, height: height))
        guard !clipped.isEmpty else { return }
        let source = self
        for y in clipped.minY..<clipped.maxY {
            for x in clipped.minX..<clipped.maxX {
                var mix = source[x, y].background
                for dx in [-2, -1, 1, 2] where source.contains(x + dx, y) {
                    mix = mix.mixed(with: source[x + dx, y].background, 0.2)
                }
                let colour = mix.mixed(with: tint, amount)
                self[x, y] = Cell(" ", foreground: Theme.text, background: colour)
            }
        }
    }

    /// The plain-text frame, trailing blanks trimmed: what golden files hold.
    public var plainText: String {
        lines.map { line in String(line.reversed().drop { $0 == " " }.reversed()) }.joined(separator: "\n")
    }
}
