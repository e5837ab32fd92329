import SwitcherCore

/// How a frame's row becomes SVG: backgrounds and block and box glyphs as paths cell by cell,
/// and the text in pieces, each drawn in its own coordinates (its left at 0) so that
/// identical pieces anywhere in a recording can be drawn by one definition.
///
/// A text piece is a run of cells of one background, from a glyph to a glyph, in which every
/// glyph has one style (colour, bold, italic, underline), with no more than `joinedBlanks`
/// blanks in a row; a number after a blank starts a piece of its own, and so do the digits
/// after a number's point. The cut depends on the row alone, never on the frame
/// before, so a still and the animation cut a row the same way and draw the same pieces (see
/// `SVGWriter`). A piece is an `<svg>` that clips its `<text>` to its cells; the text's length
/// is fixed to the cells it covers. Text stays text, so it can be selected and searched.
///
/// Everything else is drawn by the cell: backgrounds as lines a row thick, a segment per run
/// of one colour (whole pixels, so they meet without seams and two drawings of a cell's
/// background look the same however they were cut), and block elements and box-drawing lines
/// as paths that fill their cells exactly and join across cells and rows whatever font the
/// viewer has. A frame has one path per colour of each kind (`SVGPaths`). Colours are classes
/// or attributes (`SVGColors`).
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
    /// The rules the drawing relies on: background lines are a row thick (corners a pixel),
    /// a lone cell's rectangle is a cell, text sits on the baseline and keeps its spaces, and
    /// the text attributes.
    static let style =
        "path{stroke-width:\(cellHeight)px}.a{stroke-width:1px;fill:none}rect{width:\(cellWidth)px;height:\(cellHeight)px}"
        + "text{transform:translateY(\(baseline)px);white-space:pre}"
        + "image{image-rendering:crisp-edges;image-rendering:pixelated}"
        + ".b{font-weight:700}.i{font-style:italic}.u{text-decoration:underline}"

    /// Blanks a text piece goes on over; more end it.
    static let joinedBlanks = 8

    /// One text piece of a row.
    struct Piece {
        var columns: Range<Int>
        /// The piece's markup after the element's name and position: ` width="27"><text…>…
        /// </text>` (the closing `</svg>` left out).
        var markup: [UInt8]
    }

    /// Row `y` of `canvas` as drawn, its first `width` cells, and its text pieces.
    static func layout(_ canvas: Canvas, row y: Int, width: Int, colors: inout SVGColors) -> (
        cells: [Painted], pieces: [Piece]
    ) {
        var cells: [Painted] = []
        cells.reserveCapacity(width)
        for x in 0..<width { cells.append(Painted(canvas[x, y])) }
        var pieces: [Piece] = []
        var x = 0
        while x < width {
            guard cells[x].showsText else {
                x += 1
                continue
            }
            let style = cells[x]
            let start = x
            var end = x + 1
            x += 1
            while x < width && cells[x].background == style.background {
                let cell = cells[x]
                if cell.showsText {
                    guard cell.sameTextStyle(as: style) else { break }
                    // A number after a blank starts a piece of its own: numbers change (a
                    // clock, a counter) where the words before them stay.
                    if x > end && cell.isDigit { break }
                    // So do the digits after a number's point: a clock's fraction changes
                    // every frame, but takes few values, each drawn once and then copied.
                    if cell.isDigit && x >= start + 2 && cells[x - 1].scalar == "." && cells[x - 2].isDigit {
                        break
                    }
                    end = x + 1
                } else if cell.isShape || x - end >= joinedBlanks {
                    break
                }
                x += 1
            }
            x = end
            pieces.append(Piece(columns: start..<end, markup: markup(cells[start..<end], colors: &colors)))
        }
        return (cells, pieces)
    }

    /// A text piece's markup.
    static func markup(_ cells: ArraySlice<Painted>, colors: inout SVGColors) -> [UInt8] {
        let style = cells[cells.startIndex]
        var out: [UInt8] = []
        out.reserveCapacity(64 + cells.count)
        out += #" width=""#.utf8
        append(cells.count * cellWidth, to: &out)
        out += "\"><text".utf8
        // One or two glyphs need no length: the first sits at the piece's left, and the second
        // is off its cell by less than a pixel in any monospace font.
        if cells.count > 2 {
            out += #" textLength=""#.utf8
            append(cells.count * cellWidth, to: &out)
            out += "\"".utf8
        }
        let classes = Painted.textAttributes.filter { style.textStyle.contains($0.attribute) }.map(
            \.className)
        out += colors.fill(style.foreground, classes: classes.joined(separator: " "))
        out += ">".utf8
        for cell in cells { appendEscaped(cell.showsText ? cell.scalar : " ", to: &out) }
        out += "</text>".utf8
        return out
    }

    /// The backgrounds of the cells of row `y` where `needed` is true, and their block and box
    /// glyphs, added to a frame's paths: a line a row thick per run of one colour, and the
    /// glyphs' shapes.
    ///
    /// Where `drawn` is true the image of the frame draws the cell's colour (`SVGBackdrop`):
    /// its background is left out, and its glyph too when that fills the cell.
    static func addBackgrounds(
        _ cells: [Painted], row y: Int, needed: [Bool], drawn: [Bool]? = nil, colors: inout SVGColors,
        to paths: inout SVGPaths
    ) {
        var x = 0
        let middle = y * cellHeight + cellHeight / 2
        while x < cells.count {
            guard needed[x], drawn?[x] != true else {
                x += 1
                continue
            }
            let start = x
            let color = cells[x].background
            while x < cells.count && needed[x] && drawn?[x] != true && cells[x].background == color { x += 1 }
            var rest: [UInt8] = [UInt8(ascii: "h")]
            append((x - start) * cellWidth, to: &rest)
            paths.add(
                background: colors.stroke(color), from: (Double(start * cellWidth), Double(middle)), rest,
                to: (Double(x * cellWidth), Double(middle)))
        }

        // Block and box glyphs as shapes, merged where they meet along the row.
        var shapes: [Shape] = []
        for (column, cell) in cells.enumerated() where needed[column] && cell.isShape {
            if drawn?[column] == true && cell.fillColor != nil { continue }
            guard let parts = SVGGlyphShapes.shapes(for: cell.scalar) else { continue }
            for part in parts {
                let shape = part.placed(
                    atColumn: column, row: y, color: cell.foreground, background: cell.background)
                if let merged = shapes.last?.merged(with: shape) {
                    shapes[shapes.count - 1] = merged
                } else {
                    shapes.append(shape)
                }
            }
        }
        for shape in shapes { shape.add(to: &paths, colors: &colors) }
    }

    /// A cell as drawn: reverse applied, dim mixed towards the background, in both themes.
    struct Painted {
        let scalar: Unicode.Scalar
        let foreground: SVGColor
        let background: SVGColor
        /// The attributes the text shows: bold, italic and underline.
        let textStyle: CellAttributes
        let isShape: Bool

        init(_ cell: Cell) {
            var foregroundRGB = cell.foreground
            var backgroundRGB = cell.background
            if cell.attributes.contains(.reverse) { swap(&foregroundRGB, &backgroundRGB) }
            var foreground = SVGColor(foreground: foregroundRGB, over: backgroundRGB)
            let background = SVGColor(backgroundRGB)
            if cell.attributes.contains(.dim) { foreground = foreground.mixed(with: background, 0.5) }
            let scalar = cell.scalar
            if (0x20..<0x7F).contains(scalar.value) || SVGGlyphShapes.isShape(scalar) {
                self.scalar = scalar
            } else {
                self.scalar =
                    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
                        || !TerminalSafeText.isSingleColumn(scalar) ? "?" : scalar
            }
            self.foreground = foreground
            self.background = background
            textStyle = cell.attributes.intersection([.bold, .italic, .underline])
            isShape = SVGGlyphShapes.isShape(self.scalar)
        }

        /// The colour of a block or a shade, which fills the cell and hides the background (a
        /// shade mixes the foreground into it, as `SVGGlyphShapes` draws it); nil for others.
        var fillColor: SVGColor? {
            if scalar == "\u{2588}" { return foreground }
            return SVGGlyphShapes.shade(of: scalar).map { background.mixed(with: foreground, $0) }
        }

        /// A glyph the text draws, or an underlined blank.
        var showsText: Bool { !isShape && (scalar != " " || textStyle.contains(.underline)) }

        var isDigit: Bool { ("0"..."9").contains(scalar) }

        /// A blank: only its background shows.
        var isBlank: Bool { !isShape && !showsText }

        func sameTextStyle(as other: Painted) -> Bool {
            foreground == other.foreground && textStyle == other.textStyle
        }

        /// The attributes the text shows, in the order of the classes that draw them.
        static let textAttributes: [(attribute: CellAttributes, className: String)] = [
            (.bold, "b"), (.italic, "i"), (.underline, "u"),
        ]
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
