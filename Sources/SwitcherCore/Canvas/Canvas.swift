/// A colour as the model sees it: 24-bit RGB. Backends reduce it to what the terminal has.
public struct RGB: Hashable, Sendable, CustomStringConvertible {
    public var r: UInt8
    public var g: UInt8
    public var b: UInt8

    public init(_ r: UInt8, _ g: UInt8, _ b: UInt8) {
        self.r = r
        self.g = g
        self.b = b
    }

    /// Parses `#RRGGBB`; nil for anything else.
    public init?(hex: String) {
        var text = Substring(hex)
        if text.hasPrefix("#") { text = text.dropFirst() }
        guard text.count == 6, let value = UInt32(text, radix: 16) else { return nil }
        self.init(UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF))
    }

    public static let black = RGB(0, 0, 0)
    public static let white = RGB(255, 255, 255)
    public static let gray = RGB(142, 142, 147)
    public static let darkGray = RGB(58, 58, 60)
    public static let groupedBackground = RGB(242, 242, 247)
    public static let systemBlue = RGB(0, 122, 255)
    public static let systemRed = RGB(255, 59, 48)
    public static let systemGreen = RGB(52, 199, 89)

    /// Linear mix: `fraction` 0 gives self, 1 gives `other`.
    public func mixed(with other: RGB, _ fraction: Double) -> RGB {
        let f = min(max(fraction, 0), 1)
        func mix(_ a: UInt8, _ b: UInt8) -> UInt8 {
            UInt8((Double(a) * (1 - f) + Double(b) * f).rounded())
        }
        return RGB(mix(r, other.r), mix(g, other.g), mix(b, other.b))
    }

    /// Perceived brightness, 0…1.
    public var luminance: Double {
        (0.2126 * Double(r) + 0.7152 * Double(g) + 0.0722 * Double(b)) / 255
    }

    public var description: String {
        let digits = Array("0123456789ABCDEF")
        return "#" + [r, g, b].map { "\(digits[Int($0 >> 4)])\(digits[Int($0 & 0xF)])" }.joined()
    }
}

/// Text attributes of a cell.
public struct CellAttributes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let bold = CellAttributes(rawValue: 1 << 0)
    public static let dim = CellAttributes(rawValue: 1 << 1)
    public static let underline = CellAttributes(rawValue: 1 << 2)
    public static let reverse = CellAttributes(rawValue: 1 << 3)
    public static let italic = CellAttributes(rawValue: 1 << 4)
}

/// One terminal cell: a single-column grapheme, its colours, attributes, and whether it shows
/// a sensitive view's own glyph (SwiftUI's `privacySensitive()`, made countable).
///
/// The glyph is kept as one Unicode scalar, so a cell is plain bits: frames are copied,
/// compared and diffed thousands of cells at a time without reference counting. A grapheme
/// of several scalars (a letter with a combining mark) is stored as `?`, as terminal-safe
/// text shows it and as the terminal writers already printed it.
public struct Cell: Hashable, Sendable {
    /// The glyph's one scalar.
    public var scalar: Unicode.Scalar
    public var foreground: RGB
    public var background: RGB
    public var attributes: CellAttributes
    /// Whose sensitive glyph the cell shows, uncovered: 0 none, 1 a sensitive view's outside
    /// any named field, n ≥ 2 the app's field n − 2 (`AppAsset.fields`). One byte, so a cell
    /// stays as small as with a flag.
    public var mark: UInt8

    /// True only while the cell shows, uncovered, a glyph drawn by a sensitive view.
    @inline(__always)
    public var sensitive: Bool {
        get { mark != 0 }
        set { mark = newValue ? max(mark, 1) : 0 }
    }

    /// The index in `AppAsset.fields` of the field whose glyph the cell shows, if any.
    public var field: Int? {
        get { mark >= 2 ? Int(mark) - 2 : nil }
        set { mark = Cell.mark(sensitive: newValue != nil || sensitive, field: newValue) }
    }

    /// The mark of a glyph drawn sensitive (or not) in `field`.
    public static func mark(sensitive: Bool, field: Int?) -> UInt8 {
        guard sensitive else { return 0 }
        guard let field, field >= 0, field < Int(UInt8.max) - 1 else { return 1 }
        return UInt8(field + 2)
    }

    /// Whether the cell shows nothing but its background: a space, neither underlined nor
    /// reversed. Its foreground, bold, dim and italic cannot be seen.
    @inline(__always)
    public var showsOnlyBackground: Bool {
        scalar == " " && attributes.isDisjoint(with: [.underline, .reverse])
    }

    /// Whether the two cells look the same on a terminal: the same glyph, colours and
    /// attributes, or two blanks of one background.
    @inline(__always)
    public func looksSame(as other: Cell) -> Bool {
        if showsOnlyBackground && other.showsOnlyBackground { return background == other.background }
        return scalar == other.scalar && foreground == other.foreground && background == other.background
            && attributes == other.attributes
    }

    public init(
        _ glyph: Character = " ", foreground: RGB = .white, background: RGB = .black,
        attributes: CellAttributes = [], sensitive: Bool = false, field: Int? = nil
    ) {
        self.init(
            scalar: Cell.scalar(of: glyph), foreground: foreground, background: background,
            attributes: attributes, sensitive: sensitive, field: field)
    }

    public init(
        scalar: Unicode.Scalar, foreground: RGB = .white, background: RGB = .black,
        attributes: CellAttributes = [], sensitive: Bool = false, field: Int? = nil
    ) {
        self.scalar = scalar
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
        self.mark = Cell.mark(sensitive: sensitive, field: field)
    }

    public var glyph: Character {
        get { Character(scalar) }
        set { scalar = Cell.scalar(of: newValue) }
    }

    /// True for a space: nothing inked.
    public var isBlank: Bool { scalar == " " }

    /// A sensitive glyph whose colour stands out from its background by `legibility`: the one
    /// test every count of legible cells, whole or by field, goes through (MODEL §19).
    @inline(__always)
    public func isLegiblySensitive(_ legibility: Legibility) -> Bool {
        sensitive && legibility.isLegible(foreground, on: background)
    }

    /// The scalar a cell stores for `glyph`: its only one, or `?` for a cluster.
    public static func scalar(of glyph: Character) -> Unicode.Scalar {
        let scalars = glyph.unicodeScalars
        let first = scalars[scalars.startIndex]
        return scalars.index(after: scalars.startIndex) == scalars.endIndex ? first : "?"
    }

    public static let blank = Cell()
}

/// A grid of cells. Views draw into canvases, windows composite into one, the switcher scales
/// them into cards, and backends turn them into terminal output.
public struct Canvas: Hashable, Sendable {
    public let width: Int
    public let height: Int
    public private(set) var cells: [Cell]

    public init(width: Int, height: Int, filling cell: Cell = .blank) {
        self.width = max(0, width)
        self.height = max(0, height)
        self.cells = Array(repeating: cell, count: self.width * self.height)
    }

    /// A canvas from lines of text (padded with blanks); handy for images and tests.
    public init(lines: [String], foreground: RGB = .white, background: RGB = .black) {
        let width = lines.map(\.count).max() ?? 0
        self.init(width: width, height: lines.count, filling: Cell(background: background))
        for (y, line) in lines.enumerated() {
            for (x, ch) in line.enumerated() {
                self[x, y] = Cell(ch, foreground: foreground, background: background)
            }
        }
    }

    public func contains(_ x: Int, _ y: Int) -> Bool {
        x >= 0 && y >= 0 && x < width && y < height
    }

    /// Reads outside the canvas give a blank cell; writes outside are dropped.
    public subscript(x: Int, y: Int) -> Cell {
        get { contains(x, y) ? cells[y * width + x] : .blank }
        set { if contains(x, y) { cells[y * width + x] = newValue } }
    }

    /// Rows of glyphs, trailing blanks kept: what a plain-text frame shows.
    public var lines: [String] {
        (0..<height).map { y in String(cells[(y * width)..<((y + 1) * width)].map(\.glyph)) }
    }

    /// The count of cells showing a sensitive view's own glyph in colours that can still be
    /// told apart (MODEL §19): computed on the model's colours, whatever a terminal shows.
    public func legibleSensitiveCells(_ legibility: Legibility) -> Int {
        cells.reduce(0) { $0 + ($1.isLegiblySensitive(legibility) ? 1 : 0) }
    }

    public mutating func fill(_ rect: Rect, with cell: Cell) {
        let clipped = rect.intersection(Rect(x: 0, y: 0, width: width, height: height))
        for y in clipped.minY..<clipped.maxY {
            for x in clipped.minX..<clipped.maxX { cells[y * width + x] = cell }
        }
    }

    /// Writes text from (x, y) on one row, clipped, keeping each cell's background unless given.
    public mutating func put(
        _ text: String, x: Int, y: Int, foreground: RGB, background: RGB? = nil,
        attributes: CellAttributes = [], sensitive: Bool = false, field: Int? = nil
    ) {
        guard y >= 0, y < height else { return }
        let mark = Cell.mark(sensitive: sensitive, field: field)
        var column = x
        func place(_ scalar: Unicode.Scalar) {
            if column >= 0 {
                let index = y * width + column
                var cell = Cell(
                    scalar: scalar, foreground: foreground, background: background ?? cells[index].background,
                    attributes: attributes)
                if scalar != " " { cell.mark = mark }
                cells[index] = cell
            }
            column += 1
        }
        // Text whose every scalar is a grapheme of its own (nearly all of it) is written without
        // finding grapheme boundaries, which costs more than the rest of the drawing.
        if text.unicodeScalars.allSatisfy(TerminalSafeText.standsAlone) {
            for scalar in text.unicodeScalars {
                if column >= width { break }
                place(scalar)
            }
        } else {
            for ch in text {
                if column >= width { break }
                place(Cell.scalar(of: ch))
            }
        }
    }

    /// Copies `source` with its top-left at (x, y), clipped, opaque.
    public mutating func draw(_ source: Canvas, x: Int, y: Int) {
        for sy in 0..<source.height {
            let ty = y + sy
            guard ty >= 0, ty < height else { continue }
            for sx in 0..<source.width {
                let tx = x + sx
                guard tx >= 0, tx < width else { continue }
                cells[ty * width + tx] = source.cells[sy * source.width + sx]
            }
        }
    }

    /// Positions of the legible sensitive cells, for highlighting.
    public func legibleSensitivePositions(_ legibility: Legibility) -> [Point] {
        var result: [Point] = []
        for y in 0..<height {
            for x in 0..<width where cells[y * width + x].isLegiblySensitive(legibility) {
                result.append(Point(x: x, y: y))
            }
        }
        return result
    }

    /// The picture for a sink without colour: a glyph stays where it can be read by
    /// `legibility`, any other cell is blank, so that what it shows agrees with the count.
    public func legibleOnly(_ legibility: Legibility) -> Canvas {
        var copy = self
        for i in copy.cells.indices where !copy.cells[i].showsOnlyBackground {
            let cell = copy.cells[i]
            if !legibility.isLegible(cell.foreground, on: cell.background) {
                copy.cells[i] = Cell(foreground: cell.foreground, background: cell.background)
            }
        }
        return copy
    }
}

extension Canvas {
    /// Scenes side by side with a one-column black gap (split view, a split pair's card),
    /// padded to `fill`.
    public static func sideBySide(_ images: [Canvas], fill: Size? = nil) -> Canvas {
        if images.count == 1, let image = images.first,
            fill.map({ $0.width <= image.width && $0.height <= image.height }) ?? true
        {
            return image
        }
        let width = max(fill?.width ?? 0, images.reduce(0) { $0 + $1.width } + max(0, images.count - 1))
        let height = max(fill?.height ?? 0, images.map(\.height).max() ?? 0)
        var canvas = Canvas(width: width, height: height)
        var x = 0
        for image in images {
            canvas.draw(image, x: x, y: 0)
            x += image.width + 1
        }
        return canvas
    }
}
