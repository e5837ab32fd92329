import SwitcherCore

/// How one cell is shown on a terminal with a given colour mode: palette indices and
/// attributes. Pure; the curses adapter turns it into a colour pair and `attr_t`.
struct CellStyle: Hashable, Sendable {
    /// Palette indices; nil when the terminal has no colour.
    var foreground: Int?
    var background: Int?
    var attributes: CellAttributes

    /// The style for `cell`. When two different colours reduce to the same index, a glyph
    /// would vanish into its background, so the foreground becomes black or white instead.
    /// Without colour, light surfaces are drawn in reverse video, accent-coloured text in
    /// bold, and faint text (close to its background) dim, so cards, overlays and buttons
    /// stay apart.
    static func resolve(_ cell: Cell, mode: ColorMode) -> CellStyle {
        guard let fg = mode.index(for: cell.foreground), let bg = mode.index(for: cell.background)
        else { return monochrome(cell) }
        var foreground = fg
        if fg == bg && !cell.isBlank && cell.foreground != cell.background {
            let light = mode.rgb(ofIndex: bg).luminance >= 0.5
            switch mode {
            case .xterm256: foreground = light ? 16 : 231
            case .ansi8, .none: foreground = light ? 0 : 7
            }
        }
        return CellStyle(foreground: foreground, background: bg, attributes: cell.attributes)
    }

    static func monochrome(_ cell: Cell) -> CellStyle {
        var attributes = cell.attributes
        if cell.background.luminance > 0.5 { attributes.formSymmetricDifference(.reverse) }
        if !cell.isBlank {
            if saturation(cell.foreground) >= 0.5 {
                attributes.insert(.bold)
            } else if abs(cell.foreground.luminance - cell.background.luminance) < 0.25 {
                attributes.insert(.dim)
            }
        }
        return CellStyle(foreground: nil, background: nil, attributes: attributes)
    }

    static func saturation(_ color: RGB) -> Double {
        let highest = max(color.r, color.g, color.b)
        let lowest = min(color.r, color.g, color.b)
        return highest == 0 ? 0 : Double(highest - lowest) / Double(highest)
    }
}
