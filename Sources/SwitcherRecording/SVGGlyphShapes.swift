import SwitcherCore

/// Block elements and box-drawing lines as shapes of a cell: a font draws them with its own
/// metrics, which seldom fill a cell of our size exactly, so blocks would leave seams and
/// lines would not meet. Shapes are in pixels of a cell `SVGRow.cellWidth` by
/// `SVGRow.cellHeight`; lines are one pixel thick (two for heavy ones) through the cell's
/// centre.
enum SVGGlyphShapes {
    /// A part of a cell's drawing, before it is placed on the row.
    enum Part {
        /// A rectangle in the foreground colour.
        case rect(x: Double, y: Double, width: Double, height: Double)
        /// A rectangle of the foreground mixed into the background (shades).
        case shade(Double)
        /// A rounded corner: a one-pixel stroke, path data with `X` standing for the cell's left.
        case arc([PathStep])
    }

    /// One step of a corner's path, relative to the cell.
    enum PathStep {
        case move(Double, Double)
        case line(Double, Double)
        case arc(radius: Double, sweep: Bool, Double, Double)
    }

    /// Whether `shapes(for:)` draws `scalar`, without building its shapes.
    static func isShape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x2580...0x259F, 0x2500...0x2503, 0x250C, 0x2510, 0x2514, 0x2518, 0x251C, 0x2524, 0x252C, 0x2534,
            0x253C, 0x256D...0x2570:
            return true
        default: return false
        }
    }

    /// How much of the foreground a shade (░ ▒ ▓) mixes into the background; nil for others.
    static func shade(of scalar: Unicode.Scalar) -> Double? {
        switch scalar.value {
        case 0x2591: return 0.25
        case 0x2592: return 0.5
        case 0x2593: return 0.75
        default: return nil
        }
    }

    static func shapes(for scalar: Unicode.Scalar) -> [Part]? {
        let w = Double(SVGRow.cellWidth)
        let h = Double(SVGRow.cellHeight)
        // The centre lines: 1 px thick at x 4…5 and y 9…10.
        let cx = (w / 2).rounded(.down)
        let cy = (h / 2).rounded(.down)
        let light = 1.0
        func horizontal(_ from: Double, _ to: Double, _ t: Double = light) -> Part {
            .rect(x: from, y: cy - (t - 1) / 2, width: to - from, height: t)
        }
        func vertical(_ from: Double, _ to: Double, _ t: Double = light) -> Part {
            .rect(x: cx - (t - 1) / 2, y: from, width: t, height: to - from)
        }
        let mid = cx + 0.5
        let middle = cy + 0.5
        switch scalar.value {
        case 0x2588: return [.rect(x: 0, y: 0, width: w, height: h)]  // █
        case 0x2580: return [.rect(x: 0, y: 0, width: w, height: h / 2)]  // ▀
        case 0x2594: return [.rect(x: 0, y: 0, width: w, height: h / 8)]  // ▔
        case 0x2581...0x2587:  // ▁ … ▇: the lower n eighths
            let height = h * Double(scalar.value - 0x2580) / 8
            return [.rect(x: 0, y: h - height, width: w, height: height)]
        case 0x2589...0x258F:  // ▉ … ▏: the left n eighths
            let width = w * Double(0x2590 - scalar.value) / 8
            return [.rect(x: 0, y: 0, width: width, height: h)]
        case 0x2590: return [.rect(x: w / 2, y: 0, width: w / 2, height: h)]  // ▐
        case 0x2595: return [.rect(x: w * 7 / 8, y: 0, width: w / 8, height: h)]  // ▕
        case 0x2591...0x2593: return [.shade(shade(of: scalar)!)]  // ░ ▒ ▓
        case 0x2596...0x259F:  // quadrants
            let quadrants: [UInt32: [Int]] = [
                0x2596: [2], 0x2597: [3], 0x2598: [0], 0x2599: [0, 2, 3], 0x259A: [0, 3], 0x259B: [0, 1, 2],
                0x259C: [0, 1, 3], 0x259D: [1], 0x259E: [1, 2], 0x259F: [1, 2, 3],
            ]
            return quadrants[scalar.value]!.map {
                .rect(x: Double($0 % 2) * w / 2, y: Double($0 / 2) * h / 2, width: w / 2, height: h / 2)
            }
        case 0x2500: return [horizontal(0, w)]  // ─
        case 0x2501: return [horizontal(0, w, 2)]  // ━
        case 0x2502: return [vertical(0, h)]  // │
        case 0x2503: return [vertical(0, h, 2)]  // ┃
        case 0x250C: return [horizontal(cx, w), vertical(cy, h)]  // ┌
        case 0x2510: return [horizontal(0, cx + 1), vertical(cy, h)]  // ┐
        case 0x2514: return [horizontal(cx, w), vertical(0, cy + 1)]  // └
        case 0x2518: return [horizontal(0, cx + 1), vertical(0, cy + 1)]  // ┘
        case 0x251C: return [vertical(0, h), horizontal(cx, w)]  // ├
        case 0x2524: return [vertical(0, h), horizontal(0, cx + 1)]  // ┤
        case 0x252C: return [horizontal(0, w), vertical(cy, h)]  // ┬
        case 0x2534: return [horizontal(0, w), vertical(0, cy + 1)]  // ┴
        case 0x253C: return [horizontal(0, w), vertical(0, h)]  // ┼
        case 0x256D:  // ╭
            return [
                .arc([
                    .move(w, middle), .arc(radius: w - mid, sweep: false, mid, middle + w - mid),
                    .line(mid, h),
                ])
            ]
        case 0x256E:  // ╮
            return [
                .arc([.move(0, middle), .arc(radius: mid, sweep: true, mid, middle + mid), .line(mid, h)])
            ]
        case 0x256F:  // ╯
            return [
                .arc([.move(mid, 0), .line(mid, middle - mid), .arc(radius: mid, sweep: true, 0, middle)])
            ]
        case 0x2570:  // ╰
            return [
                .arc([
                    .move(mid, 0), .line(mid, middle - (w - mid)),
                    .arc(radius: w - mid, sweep: false, w, middle),
                ])
            ]
        default: return nil
        }
    }
}

/// A part placed in a piece: pixels from the piece's left, its colour resolved.
struct Shape {
    enum Kind {
        case rect(x: Double, y: Double, width: Double, height: Double)
        /// A stroked path's data.
        case path([UInt8])
    }
    var kind: Kind
    var color: SVGColor

    /// A rounded corner, stroked rather than filled.
    var isStroke: Bool {
        if case .path = kind { return true }
        return false
    }

    /// This shape and `next` as one rectangle, when they are rectangles of one colour and
    /// height that meet along the row.
    func merged(with next: Shape) -> Shape? {
        guard color == next.color, case .rect(let x, let y, let width, let height) = kind,
            case .rect(let nx, let ny, let nwidth, let nheight) = next.kind,
            y == ny, height == nheight, x + width == nx
        else { return nil }
        return Shape(kind: .rect(x: x, y: y, width: width + nwidth, height: height), color: color)
    }

    /// Adds the shape to `paths`: a rectangle as `M0 9h9v2h-9z`, a line a pixel wide as a
    /// stroke, `M0 9.5h9`, a corner as its own path data.
    func add(to paths: inout SVGPaths, colors: inout SVGColors) {
        switch kind {
        case .rect(let x, let y, let width, let height) where width == 1 && x == x.rounded():
            // A light line: a stroke a pixel wide through the middle of its pixels, as exact as
            // the rectangle and shorter to write.
            var rest: [UInt8] = [UInt8(ascii: "v")]
            SVGNumber.append(height, to: &rest)
            paths.add(
                line: colors.stroke(color, classes: "a"), from: (x + 0.5, y), rest, to: (x + 0.5, y + height))
        case .rect(let x, let y, let width, let height) where height == 1 && y == y.rounded():
            var rest: [UInt8] = [UInt8(ascii: "h")]
            SVGNumber.append(width, to: &rest)
            paths.add(
                line: colors.stroke(color, classes: "a"), from: (x, y + 0.5), rest, to: (x + width, y + 0.5))
        case .rect(let x, let y, let width, let height):
            var rest: [UInt8] = [UInt8(ascii: "h")]
            SVGNumber.append(width, to: &rest)
            rest.append(UInt8(ascii: "v"))
            SVGNumber.append(height, to: &rest)
            rest.append(UInt8(ascii: "h"))
            SVGNumber.append(-width, to: &rest)
            rest.append(UInt8(ascii: "z"))
            paths.add(fill: colors.fill(color), from: (x, y), rest, to: (x, y))
        case .path(let data):
            paths.add(corner: colors.stroke(color, classes: "a"), data)
        }
    }
}

extension SVGGlyphShapes.Part {
    func placed(atColumn column: Int, row: Int, color: SVGColor, background: SVGColor) -> Shape {
        let left = Double(column * SVGRow.cellWidth)
        let top = Double(row * SVGRow.cellHeight)
        switch self {
        case .rect(let x, let y, let width, let height):
            return Shape(kind: .rect(x: left + x, y: top + y, width: width, height: height), color: color)
        case .shade(let fraction):
            return Shape(
                kind: .rect(
                    x: left, y: top, width: Double(SVGRow.cellWidth), height: Double(SVGRow.cellHeight)),
                color: background.mixed(with: color, fraction))
        case .arc(let steps):
            var data: [UInt8] = []
            for step in steps {
                switch step {
                case .move(let x, let y):
                    data.append(UInt8(ascii: "M"))
                    SVGNumber.append(left + x, to: &data)
                    data.append(UInt8(ascii: " "))
                    SVGNumber.append(top + y, to: &data)
                case .line(let x, let y):
                    data.append(UInt8(ascii: "L"))
                    SVGNumber.append(left + x, to: &data)
                    data.append(UInt8(ascii: " "))
                    SVGNumber.append(top + y, to: &data)
                case .arc(let radius, let sweep, let x, let y):
                    data.append(UInt8(ascii: "A"))
                    SVGNumber.append(radius, to: &data)
                    data.append(UInt8(ascii: " "))
                    SVGNumber.append(radius, to: &data)
                    data += " 0 0 \(sweep ? 1 : 0) ".utf8
                    SVGNumber.append(left + x, to: &data)
                    data.append(UInt8(ascii: " "))
                    SVGNumber.append(top + y, to: &data)
                }
            }
            return Shape(kind: .path(data), color: color)
        }
    }
}

/// Numbers as SVG attributes take them: at most three decimals, no trailing zeros, the same
/// digits on every machine.
enum SVGNumber {
    static func append(_ value: Double, to out: inout [UInt8]) {
        let thousandths = Int((value * 1000).rounded())
        if thousandths < 0 { out.append(UInt8(ascii: "-")) }
        let magnitude = abs(thousandths)
        SVGRow.append(magnitude / 1000, to: &out)
        var fraction = magnitude % 1000
        guard fraction != 0 else { return }
        out.append(UInt8(ascii: "."))
        var divisor = 100
        while fraction != 0 {
            out.append(UInt8(ascii: "0") + UInt8(fraction / divisor))
            fraction %= divisor
            divisor /= 10
        }
    }
}
