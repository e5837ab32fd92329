import SwitcherCore

/// How a frame's row becomes SVG: cut into pieces, each drawn in its own coordinates (its left
/// at 0), so that identical pieces anywhere in a recording can be drawn by one definition.
///
/// A piece is a run of cells of one background in which every cell that shows text has one
/// style (colour, bold, italic, underline); blank cells join the piece before them. The cut
/// depends on the row alone, never on the frame before, so a still and the animation cut a
/// row the same way and draw the same pieces (see `SVGWriter`).
///
/// A piece is an opaque `<svg>` that clips what it draws to its box: its background (a
/// `<rect/>` the style sizes to the whole piece), block and box glyphs as paths, and at most
/// one `<text>` with its length fixed to the cells it covers. Text stays text, so it can be
/// selected and searched; block elements and box-drawing lines are drawn as shapes instead of
/// glyphs, so they fill their cells exactly and join across cells and rows whatever font the
/// viewer has. Colours are classes (`SVGColors`).
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
    /// The rules the pieces rely on: the background fills its piece, the text sits on the
    /// baseline, and the text attributes.
    static let style =
        "rect{width:100%;height:100%}text{transform:translateY(\(baseline)px);white-space:pre}"
        + ".b{font-weight:700}.i{font-style:italic}.u{text-decoration:underline}"

    /// Leading blanks a text keeps as spaces rather than moving its start with `x`.
    static let leadingSpaces = 5

    /// One piece of a row.
    struct Piece {
        var columns: Range<Int>
        /// The piece's markup after the element's name and position: ` width="27"
        /// class="c3"><rect/>…` up to its content's end (the closing `</svg>` left out).
        var markup: [UInt8]
    }

    /// The pieces of the first `width` cells of row `y` of `canvas`.
    static func pieces(_ canvas: Canvas, row y: Int, width: Int, colors: inout SVGColors) -> [Piece] {
        var cells: [Painted] = []
        cells.reserveCapacity(width)
        for x in 0..<width { cells.append(Painted(canvas[x, y])) }
        var pieces: [Piece] = []
        var x = 0
        while x < width {
            let start = x
            let background = cells[x].background
            var style: Painted?
            while x < width && cells[x].background == background {
                let cell = cells[x]
                if cell.showsText || (style?.underline == true && !cell.isShape) {
                    if let style, !cell.sameTextStyle(as: style) { break }
                    if style == nil { style = cell }
                }
                x += 1
            }
            pieces.append(
                Piece(columns: start..<x, markup: markup(cells[start..<x], text: style, colors: &colors)))
        }
        return pieces
    }

    /// A piece's markup: `cells` with the text style of those that show text.
    static func markup(_ cells: ArraySlice<Painted>, text style: Painted?, colors: inout SVGColors) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(64 + cells.count)
        out += #" width=""#.utf8
        append(cells.count * cellWidth, to: &out)
        out += #"" class="c"#.utf8
        SVGWriter.appendBase36(colors.number(cells[cells.startIndex].background), to: &out)
        out += "\"><rect/>".utf8

        // Block and box glyphs as shapes, merged where they meet along the row, then one path
        // per run of shapes of one colour.
        var shapes: [Shape] = []
        for (offset, cell) in cells.enumerated() {
            guard let parts = SVGGlyphShapes.shapes(for: cell.scalar) else { continue }
            for part in parts {
                let shape = part.placed(atColumn: offset, color: cell.foreground, background: cell.background)
                if let merged = shapes.last?.merged(with: shape) {
                    shapes[shapes.count - 1] = merged
                } else {
                    shapes.append(shape)
                }
            }
        }
        var index = 0
        while index < shapes.count {
            let color = shapes[index].color
            let stroke = shapes[index].isStroke
            out += #"<path d=""#.utf8
            while index < shapes.count && shapes[index].color == color && shapes[index].isStroke == stroke {
                shapes[index].appendData(to: &out)
                index += 1
            }
            out += stroke ? #"" class="s"#.utf8 : #"" class="c"#.utf8
            SVGWriter.appendBase36(stroke ? colors.stroke(color) : colors.number(color), to: &out)
            out += "\"/>".utf8
        }

        // The text: from the first cell that shows text (or the piece's start, when it is near)
        // to the last, blanks and shape glyphs inside as spaces.
        guard let style else { return out }
        let shows = { (cell: Painted) in cell.showsText || (style.underline && !cell.isShape) }
        guard let first = cells.firstIndex(where: shows), let last = cells.lastIndex(where: shows) else {
            return out
        }
        let lead = first - cells.startIndex
        let start = lead <= leadingSpaces && !style.underline ? cells.startIndex : first
        let count = last + 1 - start
        out += "<text".utf8
        if start != cells.startIndex {
            out += #" x=""#.utf8
            append((start - cells.startIndex) * cellWidth, to: &out)
            out += "\"".utf8
        }
        if count > 1 {
            out += #" textLength=""#.utf8
            append(count * cellWidth, to: &out)
            out += "\"".utf8
        }
        out += #" class="c"#.utf8
        SVGWriter.appendBase36(colors.number(style.foreground), to: &out)
        if style.bold { out += " b".utf8 }
        if style.italic { out += " i".utf8 }
        if style.underline { out += " u".utf8 }
        out += "\">".utf8
        for cell in cells[start...last] { appendEscaped(shows(cell) ? cell.scalar : " ", to: &out) }
        out += "</text>".utf8
        return out
    }

    /// A cell as drawn: reverse applied, dim mixed towards the background, in both themes.
    struct Painted {
        let scalar: Unicode.Scalar
        let foreground: SVGColor
        let background: SVGColor
        let bold: Bool
        let italic: Bool
        let underline: Bool
        let isShape: Bool

        init(_ cell: Cell) {
            var foregroundRGB = cell.foreground
            var backgroundRGB = cell.background
            if cell.attributes.contains(.reverse) { swap(&foregroundRGB, &backgroundRGB) }
            var foreground = SVGColor(foreground: foregroundRGB, over: backgroundRGB)
            let background = SVGColor(backgroundRGB)
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
            isShape = SVGGlyphShapes.isShape(self.scalar)
        }

        /// A glyph the text draws, or an underlined blank.
        var showsText: Bool { !isShape && (scalar != " " || underline) }

        func sameTextStyle(as other: Painted) -> Bool {
            foreground == other.foreground && bold == other.bold && italic == other.italic
                && underline == other.underline
        }
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

    /// `#rrggbb`, or `#rgb` when that is the same colour.
    static func appendColor(_ color: RGB, to out: inout [UInt8]) {
        let digits = Array("0123456789abcdef".utf8)
        out.append(UInt8(ascii: "#"))
        let channels = [color.r, color.g, color.b]
        let short = channels.allSatisfy { $0 >> 4 == $0 & 0xF }
        for channel in channels {
            out.append(digits[Int(channel >> 4)])
            if !short { out.append(digits[Int(channel & 0xF)]) }
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
