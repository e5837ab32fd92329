import SwitcherCore

/// Scaling a screen down to a switcher card, a zoom frame or a panel (DESIGN §5).
extension Canvas {
    /// This canvas scaled to `size` by area sampling: each target cell covers a rectangle of
    /// source cells; its background is their area-weighted mean, and it shows the glyph (and
    /// sensitive mark) of the source cell covering most of it, so text survives partly at
    /// moderate scales, as on a real card, and legible cells can still be counted.
    public func scaled(to size: Size) -> Canvas {
        let (w, h) = (size.width, size.height)
        guard w > 0, h > 0, width > 0, height > 0 else { return Canvas(width: w, height: h) }
        if w == width && h == height { return self }
        var out = Canvas(width: w, height: h)
        let sx = Double(width) / Double(w)
        let sy = Double(height) / Double(h)
        for ty in 0..<h {
            let y0 = Double(ty) * sy
            let y1 = y0 + sy
            for tx in 0..<w {
                let x0 = Double(tx) * sx
                let x1 = x0 + sx
                out[tx, ty] = sample(x0: x0, x1: x1, y0: y0, y1: y1)
            }
        }
        return out
    }

    private func sample(x0: Double, x1: Double, y0: Double, y1: Double) -> Cell {
        var r = 0.0
        var g = 0.0
        var b = 0.0
        var total = 0.0
        var best: (weight: Double, cell: Cell)?
        var bestInk: (weight: Double, cell: Cell)?
        var ink = 0.0
        let yStart = Int(y0)
        let yEnd = min(height, Int((y1 - 1e-9).rounded(.up)))
        let xStart = Int(x0)
        let xEnd = min(width, Int((x1 - 1e-9).rounded(.up)))
        for y in yStart..<max(yStart + 1, yEnd) {
            let wy = min(y1, Double(y + 1)) - max(y0, Double(y))
            guard wy > 0 else { continue }
            for x in xStart..<max(xStart + 1, xEnd) {
                let wx = min(x1, Double(x + 1)) - max(x0, Double(x))
                guard wx > 0 else { continue }
                let weight = wx * wy
                let cell = self[x, y]
                r += Double(cell.background.r) * weight
                g += Double(cell.background.g) * weight
                b += Double(cell.background.b) * weight
                total += weight
                if best == nil || weight > best!.weight { best = (weight, cell) }
                if !cell.isBlank {
                    ink += weight
                    if bestInk == nil || weight > bestInk!.weight { bestInk = (weight, cell) }
                }
            }
        }
        guard total > 0, let best else { return .blank }
        let background = RGB(
            UInt8((r / total).rounded()), UInt8((g / total).rounded()), UInt8((b / total).rounded()))
        // The dominant cell's glyph, unless it is blank while ink covers most of the area.
        var chosen = best.cell
        if chosen.isBlank, let inked = bestInk, ink >= total / 2 { chosen = inked.cell }
        return Cell(
            scalar: chosen.scalar, foreground: chosen.foreground, background: background,
            attributes: chosen.attributes, sensitive: chosen.sensitive && !chosen.isBlank)
    }
}
