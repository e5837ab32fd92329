import SwitcherCore

/// Reduces model colours (24-bit RGB) to terminal palette indices. Pure, so it is tested
/// without a terminal.
public enum Palette {
    /// The six levels of each channel in the xterm 6×6×6 colour cube (indices 16…231).
    static let cubeLevels: [Int] = [0, 95, 135, 175, 215, 255]

    /// The nearest xterm-256 index, from the colour cube (16…231) or the grey ramp
    /// (232…255). The 16 system colours are skipped: users restyle them.
    public static func xterm256Index(_ color: RGB) -> Int {
        let r = cubeLevelIndex(Int(color.r))
        let g = cubeLevelIndex(Int(color.g))
        let b = cubeLevelIndex(Int(color.b))
        let cube = 16 + 36 * r + 6 * g + b

        let average = (Int(color.r) + Int(color.g) + Int(color.b)) / 3
        let step = min(max((average - 3) / 10, 0), 23)
        let grey = 232 + step

        let cubeDistance = distanceSquared(color, rgb(xterm256Index: cube))
        let greyDistance = distanceSquared(color, rgb(xterm256Index: grey))
        return greyDistance < cubeDistance ? grey : cube
    }

    /// The colour an xterm-256 index shows in a stock xterm.
    public static func rgb(xterm256Index index: Int) -> RGB {
        switch index {
        case 0..<16:
            return rgb(ansi8Index: index % 8)
        case 16..<232:
            let i = index - 16
            return RGB(
                UInt8(cubeLevels[i / 36]), UInt8(cubeLevels[(i / 6) % 6]), UInt8(cubeLevels[i % 6]))
        case 232..<256:
            let v = UInt8(8 + 10 * (index - 232))
            return RGB(v, v, v)
        default:
            return .black
        }
    }

    /// The ANSI colour (0 black, 1 red, 2 green, 3 yellow, 4 blue, 5 magenta, 6 cyan, 7 white)
    /// a colour reads as. Greys go to black or white by brightness; other colours keep their
    /// hue, so iOS blue stays blue and orange becomes yellow (plain RGB distance would turn
    /// blue into cyan and most greys into white).
    public static func ansi8Index(_ color: RGB) -> Int {
        let r = Int(color.r)
        let g = Int(color.g)
        let b = Int(color.b)
        let highest = max(r, g, b)
        let lowest = min(r, g, b)
        if highest < 48 { return 0 }
        let saturation = Double(highest - lowest) / Double(highest)
        if saturation < 0.3 { return color.luminance >= 0.5 ? 7 : 0 }
        let threshold = Double(lowest) + Double(highest - lowest) * 0.5
        let red = Double(r) >= threshold ? 1 : 0
        let green = Double(g) >= threshold ? 2 : 0
        let blue = Double(b) >= threshold ? 4 : 0
        return red + green + blue
    }

    /// The colour an ANSI index shows in a stock xterm.
    public static func rgb(ansi8Index index: Int) -> RGB {
        switch index {
        case 0: return RGB(0, 0, 0)
        case 1: return RGB(205, 0, 0)
        case 2: return RGB(0, 205, 0)
        case 3: return RGB(205, 205, 0)
        case 4: return RGB(0, 0, 238)
        case 5: return RGB(205, 0, 205)
        case 6: return RGB(0, 205, 205)
        default: return RGB(229, 229, 229)
        }
    }

    static func cubeLevelIndex(_ value: Int) -> Int {
        if value < 48 { return 0 }
        if value < 115 { return 1 }
        return min((value - 35) / 40, 5)
    }

    static func distanceSquared(_ a: RGB, _ b: RGB) -> Int {
        let dr = Int(a.r) - Int(b.r)
        let dg = Int(a.g) - Int(b.g)
        let db = Int(a.b) - Int(b.b)
        return dr * dr + dg * dg + db * db
    }
}
