/// How finely a translucent layer's opacity is drawn.
public enum Blend {
    /// Opacity moves in sixteenths: a 0.5 s fade at 60 fps changes the cells under it on at
    /// most 16 of its 30 frames rather than on every one, which halves what a terminal is sent
    /// (the bytes-per-frame budget of BENCHMARKS.md); a sixteenth is hard to tell apart.
    public static let steps = 16.0

    /// `alpha` rounded to the nearest step, within 0...1.
    @inline(__always)
    public static func quantized(_ alpha: Double) -> Double {
        (min(max(alpha, 0), 1) * steps).rounded() / steps
    }
}

extension Canvas {
    /// Lays `cell` over the cell at (x, y) at opacity `alpha`, as a translucent layer blends
    /// every pixel (MODEL §19): the colours below move towards the layer's by `alpha`, and no
    /// glyph is lost. A layer's blank cell keeps the glyph below (and its sensitive mark) in
    /// colours nearer the layer's; a layer's glyph takes the cell when it stands out more
    /// than the glyph below would.
    public mutating func blend(_ cell: Cell, x: Int, y: Int, alpha: Double) {
        let alpha = Blend.quantized(alpha)
        guard contains(x, y), alpha > 0 else { return }
        guard alpha < 1 else {
            self[x, y] = cell
            return
        }
        let under = self[x, y]
        let background = under.background.mixed(with: cell.background, alpha)
        // The glyph below, seen through the layer's background.
        var below = under
        below.foreground = under.foreground.mixed(with: cell.background, alpha)
        below.background = background
        if cell.showsOnlyBackground {
            self[x, y] = below
            return
        }
        // The layer's glyph, over what shows through around it.
        var above = cell
        above.foreground = under.background.mixed(with: cell.foreground, alpha)
        above.background = background
        if under.showsOnlyBackground
            || RGB.contrastRatio(above.foreground, background)
                >= RGB.contrastRatio(below.foreground, background)
        {
            self[x, y] = above
        } else {
            self[x, y] = below
        }
    }

    /// Draws `source` at (x, y) at opacity `alpha` (blended, see `blend`).
    public mutating func draw(_ source: Canvas, x: Int, y: Int, alpha: Double) {
        if Blend.quantized(alpha) >= 1 { return draw(source, x: x, y: y) }
        for sy in 0..<source.height {
            for sx in 0..<source.width {
                blend(source[sx, sy], x: x + sx, y: y + sy, alpha: alpha)
            }
        }
    }
}
