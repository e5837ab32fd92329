import SwitcherCore

/// How much colour the terminal gets, decided once at start.
public enum ColorMode: String, Sendable, CaseIterable {
    /// The xterm 256-colour palette: the colour cube and the grey ramp.
    case xterm256 = "256 colours"
    /// The eight ANSI colours.
    case ansi8 = "8 colours"
    /// No colour: reverse video, bold and dim keep content apart.
    case none = "no colour"

    /// Decides from what curses reports and from `NO_COLOR` (https://no-color.org: any
    /// non-empty value turns colour off).
    public static func decide(hasColors: Bool, colors: Int, colorPairs: Int, noColor: String?)
        -> ColorMode
    {
        if let noColor, !noColor.isEmpty { return .none }
        guard hasColors, colorPairs >= 2 else { return .none }
        if colors >= 256 { return .xterm256 }
        if colors >= 8 { return .ansi8 }
        return .none
    }

    /// The palette index for a colour (nil when there is no colour).
    public func index(for color: RGB) -> Int? {
        switch self {
        case .xterm256: return Palette.xterm256Index(color)
        case .ansi8: return Palette.ansi8Index(color)
        case .none: return nil
        }
    }

    /// What a palette index looks like, for finding the nearest colour pair.
    public func rgb(ofIndex index: Int) -> RGB {
        switch self {
        case .xterm256: return Palette.rgb(xterm256Index: index)
        case .ansi8, .none: return Palette.rgb(ansi8Index: index)
        }
    }
}
