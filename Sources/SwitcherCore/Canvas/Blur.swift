import Foundation

/// A separable Gaussian blur of a canvas (MODEL §20): the cells' ink density and colours are
/// blurred as images are, then mapped back to a shading ramp. Glyphs do not survive — a
/// letter becomes a patch of shade — while the layout's shapes (rows of text, boxes, bands of
/// colour) and its colours stay recognisable, as through frosted glass.
extension Canvas {
    /// The canvas blurred with a Gaussian of standard deviation `radius` cells across and half
    /// that down (a cell is about twice as tall as it is wide). Edges extend outwards, as a
    /// clamped image does. A cell keeps the sensitive mark only if it still shows its own glyph,
    /// which the shading ramp never does for text.
    public func gaussianBlurred(radius: Double) -> Canvas {
        guard width > 0, height > 0 else { return self }
        // Seven channels per cell: ink density, ink colour weighted by density, paper colour.
        let channels = 7
        var planes = [Double](repeating: 0, count: cells.count * channels)
        for (i, cell) in cells.enumerated() {
            let d = Canvas.inkDensity(cell)
            let base = i * channels
            planes[base] = d
            planes[base + 1] = d * Double(cell.foreground.r)
            planes[base + 2] = d * Double(cell.foreground.g)
            planes[base + 3] = d * Double(cell.foreground.b)
            planes[base + 4] = Double(cell.background.r)
            planes[base + 5] = Double(cell.background.g)
            planes[base + 6] = Double(cell.background.b)
        }
        planes = convolve(
            planes, channels: channels, kernel: Canvas.gaussianKernel(sigma: radius), horizontal: true)
        planes = convolve(
            planes, channels: channels, kernel: Canvas.gaussianKernel(sigma: radius / 2), horizontal: false)
        var out = self
        for i in cells.indices {
            let base = i * channels
            let d = planes[base]
            let paper = RGB(
                Canvas.channel(planes[base + 4]), Canvas.channel(planes[base + 5]),
                Canvas.channel(planes[base + 6]))
            let ink =
                d > 0
                ? RGB(
                    Canvas.channel(planes[base + 1] / d), Canvas.channel(planes[base + 2] / d),
                    Canvas.channel(planes[base + 3] / d))
                : paper
            let glyph = Canvas.shade(for: d)
            let source = cells[i]
            var blurred = Cell(glyph, foreground: ink, background: paper)
            if glyph == source.glyph { blurred.mark = source.mark }
            out[i % width, i / width] = blurred
        }
        return out
    }

    /// How much of a cell its glyph inks, 0…1: blocks by their fill, box lines light, letters
    /// and digits about half.
    static func inkDensity(_ cell: Cell) -> Double {
        let scalar = cell.scalar
        let base: Double
        switch scalar.value {
        case 0x20, 0xA0: return 0
        case 0x2588: base = 1  // █
        case 0x2593: base = 0.75  // ▓
        case 0x2592: base = 0.5  // ▒
        case 0x2591: base = 0.25  // ░
        case 0x2580...0x259F: base = 0.5  // half and quarter blocks
        case 0x2500...0x257F: base = 0.3  // box drawing
        default:
            if ".,'`·".unicodeScalars.contains(scalar) {
                base = 0.1
            } else if "-_:;~\"".unicodeScalars.contains(scalar) {
                base = 0.2
            } else {
                base = 0.55
            }
        }
        return min(1, cell.attributes.contains(.bold) ? base + 0.1 : base)
    }

    /// The shading ramp a blurred density maps back to.
    static func shade(for density: Double) -> Character {
        switch density {
        case ..<0.08: return " "
        case ..<0.25: return "░"
        case ..<0.5: return "▒"
        case ..<0.8: return "▓"
        default: return "█"
        }
    }

    /// Normalised weights for offsets -n…n, n = ⌈3σ⌉; the identity for σ ≤ 0.
    static func gaussianKernel(sigma: Double) -> [Double] {
        guard sigma > 0 else { return [1] }
        let n = Int((3 * sigma).rounded(.up))
        let weights = (-n...n).map { exp(-Double($0 * $0) / (2 * sigma * sigma)) }
        let total = weights.reduce(0, +)
        return weights.map { $0 / total }
    }

    private static func channel(_ value: Double) -> UInt8 { UInt8(min(max(value.rounded(), 0), 255)) }

    /// One pass of a separable convolution of interleaved channels along rows or columns,
    /// edges clamped.
    private func convolve(_ planes: [Double], channels: Int, kernel: [Double], horizontal: Bool) -> [Double] {
        guard kernel.count > 1 else { return planes }
        let n = kernel.count / 2
        let (width, height) = (self.width, self.height)
        var out = [Double](repeating: 0, count: planes.count)
        planes.withUnsafeBufferPointer { source in
            kernel.withUnsafeBufferPointer { weights in
                out.withUnsafeMutableBufferPointer { target in
                    for y in 0..<height {
                        for x in 0..<width {
                            let into = (y * width + x) * channels
                            var k = 0
                            while k < weights.count {
                                let offset = k - n
                                let sx = horizontal ? min(max(x + offset, 0), width - 1) : x
                                let sy = horizontal ? y : min(max(y + offset, 0), height - 1)
                                let from = (sy * width + sx) * channels
                                let weight = weights[k]
                                var c = 0
                                while c < channels {
                                    target[into + c] += weight * source[from + c]
                                    c += 1
                                }
                                k += 1
                            }
                        }
                    }
                }
            }
        }
        return out
    }
}

extension Canvas {
    /// How far Core Image's `CIGaussianBlur` of an image that is not clamped reaches past the
    /// image's edges, in cells: its output extent grows by about three standard deviations on
    /// every side, and the radius is one (MODEL §63). 4.5 pt grows it by 13.5 pt: one cell
    /// across (10 pt) and one row down (20 pt), each rounded to the nearest cell, at least one.
    public static func blurGrowth(radiusInPoints radius: Double) -> Size {
        guard radius > 0 else { return Size(width: 0, height: 0) }
        let reach = 3 * radius
        return Size(
            width: max(1, Int((reach / 10).rounded())), height: max(1, Int((reach / 20).rounded())))
    }

    /// The canvas inside a margin of `margin.width` blank cells left and right and
    /// `margin.height` rows above and below: the extent of a blur left uncropped.
    public func padded(by margin: Size) -> Canvas {
        var out = Canvas(width: width + 2 * margin.width, height: height + 2 * margin.height)
        out.draw(self, x: margin.width, y: margin.height)
        return out
    }
}
