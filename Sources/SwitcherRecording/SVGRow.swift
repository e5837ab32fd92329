import SwitcherCore

/// How a frame's cells become SVG: a tile of a row at a time, in the tile's own coordinates
/// (its top left at 0, 0), so that identical tiles anywhere in a recording are drawn by one
/// definition.
///
/// A tile is opaque and clipped to its box (by the `<svg>` that holds it): background
/// rectangles cover every cell, and nothing it draws reaches into its neighbours. That is
/// what lets the animation paint a frame's changed tiles over the frame before (see
/// `SVGWriter`) and look exactly as the whole frame painted at once.
///
/// Text stays text (one `<text>` per run of cells of one style, its length fixed to the cells
/// it covers), so it can be selected and searched. Block elements and box-drawing lines are
/// drawn as rectangles and paths instead of glyphs, so they fill their cells exactly and join
/// across cells and rows whatever font the viewer has.
enum SVGRow {
    /// A cell's size in pixels: whole pixels, so that rows and cells meet without seams.
    static let cellWidth = 9
    static let cellHeight = 18
    static let fontSize = 15
    /// The text baseline from the top of the row.
    static let baseline = 13
    /// Monospace fonts most systems have, the generic family last.
    static let fontFamily =
        "ui-monospace,'SF Mono',Menlo,Consolas,'DejaVu Sans Mono','Liberation Mono','Noto Sans Mono',monospace"

    /// Columns per tile: a row is drawn in tiles of this many cells (the last may be
    /// narrower), so that a change redraws a tile, not a row, and tiles repeat more often than
    /// rows do.
    static let tileColumns = 6

    /// The markup of the cells `columns` of row `y` of `canvas`, with x 0 at the first of
    /// them (without the element that names it).
    static func markup(_ canvas: Canvas, row y: Int, columns: Range<Int>) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(256)
        let width = columns.count
        var cells: [Painted] = []
        cells.reserveCapacity(width)
        for x in columns { cells.append(Painted(canvas[x, y])) }

        // Backgrounds: one rectangle per run of one colour.
        var x = 0
        while x < width {
            let start = x
            let color = cells[x].background
            while x < width && cells[x].background == color { x += 1 }
            rect(
                x: start * cellWidth, width: (x - start) * cellWidth, y: 0, height: cellHeight, fill: color,
                into: &out)
        }

        // Block and box glyphs as shapes, merged along the row where they meet.
        var pending: Shape?
        func flush() {
            if let shape = pending { shape.append(to: &out) }
            pending = nil
        }
        for x in 0..<width {
            let cell = cells[x]
            guard let shapes = SVGGlyphShapes.shapes(for: cell.scalar) else { continue }
            for part in shapes {
                let shape = part.placed(atColumn: x, color: cell.foreground, background: cell.background)
                if let merged = pending?.merged(with: shape) {
                    pending = merged
                } else {
                    flush()
                    pending = shape
                }
            }
        }
        flush()

        // Text: one element per run of one style, spaces inside a run kept, blanks around
        // runs and the shape glyphs left out.
        x = 0
        while x < width {
            let cell = cells[x]
            if cell.scalar == " " || SVGGlyphShapes.isShape(cell.scalar) {
                x += 1
                continue
            }
            let start = x
            var end = x + 1
            var scan = x + 1
            while scan < width {
                let next = cells[scan]
                if SVGGlyphShapes.isShape(next.scalar) { break }
                if next.scalar == " " {
                    if next.underline && cell.underline && next.foreground == cell.foreground {
                        scan += 1
                        end = scan
                        continue
                    }
                    scan += 1
                    continue
                }
                guard next.sameTextStyle(as: cell) else { break }
                scan += 1
                end = scan
            }
            text(cells[start..<end], column: start, into: &out)
            x = end
        }
        return out
    }

    /// A cell as drawn: reverse applied, dim mixed towards the background.
    struct Painted {
        let scalar: Unicode.Scalar
        let foreground: RGB
        let background: RGB
        let bold: Bool
        let italic: Bool
        let underline: Bool

        init(_ cell: Cell) {
            var foreground = cell.foreground
            var background = cell.background
            if cell.attributes.contains(.reverse) { swap(&foreground, &background) }
            if cell.attributes.contains(.dim) { foreground = foreground.mixed(with: background, 0.5) }
            let scalar = cell.scalar
            self.scalar =
                scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
                    || !TerminalSafeText.isSingleColumn(scalar) ? "?" : scalar
            self.foreground = foreground
            self.background = background
            bold = cell.attributes.contains(.bold)
            italic = cell.attributes.contains(.italic)
            underline = cell.attributes.contains(.underline)
        }

        func sameTextStyle(as other: Painted) -> Bool {
            foreground == other.foreground && bold == other.bold && italic == other.italic
                && underline == other.underline
        }
    }

    static func text(_ run: ArraySlice<Painted>, column: Int, into out: inout [UInt8]) {
        let first = run[run.startIndex]
        out += #"<text x=""#.utf8
        append(column * cellWidth, to: &out)
        out += #"" y=""#.utf8
        append(baseline, to: &out)
        out += #"" textLength=""#.utf8
        append(run.count * cellWidth, to: &out)
        out += "\"".utf8
        var classes: [UInt8] = []
        if first.bold { classes.append(UInt8(ascii: "b")) }
        if first.italic {
            if !classes.isEmpty { classes.append(UInt8(ascii: " ")) }
            classes.append(UInt8(ascii: "i"))
        }
        if first.underline {
            if !classes.isEmpty { classes.append(UInt8(ascii: " ")) }
            classes.append(UInt8(ascii: "u"))
        }
        if !classes.isEmpty {
            out += #" class=""#.utf8
            out += classes
            out += "\"".utf8
        }
        if first.foreground != .white {
            out += #" fill=""#.utf8
            appendColor(first.foreground, to: &out)
            out += "\"".utf8
        }
        out += ">".utf8
        for cell in run { appendEscaped(cell.scalar, to: &out) }
        out += "</text>".utf8
    }

    static func rect(x: Int, width: Int, y: Int, height: Int, fill: RGB, into out: inout [UInt8]) {
        out += #"<rect x=""#.utf8
        append(x, to: &out)
        if y != 0 {
            out += #"" y=""#.utf8
            append(y, to: &out)
        }
        out += #"" width=""#.utf8
        append(width, to: &out)
        out += #"" height=""#.utf8
        append(height, to: &out)
        out += #"" fill=""#.utf8
        appendColor(fill, to: &out)
        out += "\"/>".utf8
    }

    static func appendEscaped(_ scalar: Unicode.Scalar, to out: inout [UInt8]) {
        switch scalar {
        case "&": out += "&amp;".utf8
        case "<": out += "&lt;".utf8
        case ">": out += "&gt;".utf8
        default:
            if scalar.value < 0x80 {
                out.append(UInt8(scalar.value))
            } else if (0xD800...0xDFFF).contains(scalar.value) || scalar.value == 0xFFFE
                || scalar.value == 0xFFFF
            {
                out.append(UInt8(ascii: "?"))
            } else {
                out += String(Character(scalar)).utf8
            }
        }
    }

    /// `#rrggbb`.
    static func appendColor(_ color: RGB, to out: inout [UInt8]) {
        let digits = Array("0123456789abcdef".utf8)
        out.append(UInt8(ascii: "#"))
        for channel in [color.r, color.g, color.b] {
            out.append(digits[Int(channel >> 4)])
            out.append(digits[Int(channel & 0xF)])
        }
    }

    static func append(_ number: Int, to out: inout [UInt8]) {
        if number < 0 {
            out.append(UInt8(ascii: "-"))
            append(-number, to: &out)
            return
        }
        if number >= 10 { append(number / 10, to: &out) }
        out.append(UInt8(ascii: "0") + UInt8(number % 10))
    }
}
