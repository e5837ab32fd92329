/// Ordered dithering: how a translucent layer covers whole cells, deterministically.
///
/// A layer at opacity `a` covers the cell at (x, y) when the 8×8 Bayer threshold there is
/// below `a`; uncovered cells keep their glyph with colours blended towards the layer. The
/// thresholds use screen coordinates, so a snapshot at alpha 0.5 always shows the same half.
///
/// The blend moves in quarters of the opacity (`tint(alpha:)`): coverage follows every frame
/// of a fade, while an uncovered cell changes colour three times in all rather than on every
/// frame, which is what a terminal has to be sent.
public enum Dither {
    /// Steps of the colour blend of uncovered cells, per unit of opacity.
    public static let tintSteps = 4.0

    /// How far an uncovered cell's colours move towards a layer at `alpha`: `alpha` rounded
    /// down to a quarter, so 0 below 0.25 and at most 0.75, where the glyph still shows.
    public static func tint(alpha: Double) -> Double {
        (min(max(alpha, 0), 1) * tintSteps).rounded(.down) / tintSteps
    }

    private static let bayer8: [Int] = [
        0, 32, 8, 40, 2, 34, 10, 42,
        48, 16, 56, 24, 50, 18, 58, 26,
        12, 44, 4, 36, 14, 46, 6, 38,
        60, 28, 52, 20, 62, 30, 54, 22,
        3, 35, 11, 43, 1, 33, 9, 41,
        51, 19, 59, 27, 49, 17, 57, 25,
        15, 47, 7, 39, 13, 45, 5, 37,
        63, 31, 55, 23, 61, 29, 53, 21,
    ]

    /// Threshold in (0, 1) for a screen cell.
    public static func threshold(x: Int, y: Int) -> Double {
        let i = ((y % 8 + 8) % 8) * 8 + ((x % 8 + 8) % 8)
        return (Double(bayer8[i]) + 0.5) / 64
    }

    /// Whether a layer at `alpha` covers the cell at (x, y).
    public static func covers(alpha: Double, x: Int, y: Int) -> Bool {
        alpha >= 1 || (alpha > 0 && threshold(x: x, y: y) < alpha)
    }
}

extension Canvas {
    /// Lays `cell` over the cell at (x, y) at opacity `alpha`: covered cells take it whole,
    /// the others keep their glyph (and sensitive mark) with colours blended towards it by
    /// `Dither.tint(alpha:)`.
    public mutating func blend(_ cell: Cell, x: Int, y: Int, alpha: Double) {
        guard contains(x, y), alpha > 0 else { return }
        if Dither.covers(alpha: alpha, x: x, y: y) {
            self[x, y] = cell
        } else {
            let tint = Dither.tint(alpha: alpha)
            guard tint > 0 else { return }
            var old = self[x, y]
            old.foreground = old.foreground.mixed(with: cell.background, tint)
            old.background = old.background.mixed(with: cell.background, tint)
            self[x, y] = old
        }
    }

    /// Draws `source` at (x, y) at opacity `alpha` (dithered, see `Dither`).
    public mutating func draw(_ source: Canvas, x: Int, y: Int, alpha: Double) {
        if alpha >= 1 { return draw(source, x: x, y: y) }
        for sy in 0..<source.height {
            for sx in 0..<source.width {
                blend(source[sx, sy], x: x + sx, y: y + sy, alpha: alpha)
            }
        }
    }
}
