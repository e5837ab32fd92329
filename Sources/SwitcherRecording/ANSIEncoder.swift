import SwitcherCore

/// Turns frames into the bytes a terminal needs to show them: only the cells that changed
/// (`changedRuns`), reached with cursor moves, styled with SGR in 24-bit colour. Stateless
/// between calls: each update starts with an explicit cursor move and a full style, so it is
/// correct whatever was written in between. Bytes are built in a buffer, not a string:
/// recording speed depends on it.
public struct ANSIEncoder: Sendable {
    public enum Colors: Sendable {
        /// `38;2;r;g;b` and `48;2;r;g;b`, which asciinema's player and modern terminals show.
        case trueColor
        /// Attributes only, for `NO_COLOR`.
        case none
    }

    public var colors: Colors
    /// Unchanged cells up to this many between two changed runs of a row are rewritten
    /// rather than jumped over: shorter than a cursor move.
    public var gapToRewrite = 4

    public init(colors: Colors = .trueColor) { self.colors = colors }

    /// The bytes that turn a terminal showing `old` into one showing `new`. With no `old`,
    /// or one of another size, the screen is cleared and painted whole.
    public func update(from old: Canvas?, to new: Canvas) -> String {
        String(decoding: updateBytes(from: old, to: new), as: UTF8.self)
    }

    /// `update(from:to:)` as UTF-8 bytes.
    public func updateBytes(from old: Canvas?, to new: Canvas) -> [UInt8] {
        var writer = Writer(colors: colors, canvas: new)
        let repaint = old == nil || old?.width != new.width || old?.height != new.height
        if repaint { writer.append("\u{1B}[0m\u{1B}[2J") }
        var runs = changedRuns(old: repaint ? nil : old, new: new)[...]
        while let run = runs.popFirst() {
            var columns = run.columns
            // Merge the next runs of the row across short gaps.
            while let next = runs.first, next.y == run.y,
                next.columns.lowerBound - columns.upperBound <= gapToRewrite
            {
                columns = columns.lowerBound..<next.columns.upperBound
                runs.removeFirst()
            }
            writer.write(row: run.y, columns: columns)
        }
        writer.resetStyle()
        return writer.bytes
    }

    /// The whole frame, for `render --color`: each row painted, then a newline.
    public func fullFrame(_ canvas: Canvas) -> String {
        var writer = Writer(colors: colors, canvas: canvas)
        for y in 0..<canvas.height {
            writer.writeInline(row: y)
            writer.resetStyle()
            writer.bytes.append(UInt8(ascii: "\n"))
        }
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    /// The output so far, and the cursor and pen as the terminal has them, as far as this
    /// update knows.
    private struct Writer {
        let colors: Colors
        let canvas: Canvas
        var bytes: [UInt8] = []
        var cursor: Point?
        var pen: Style?

        init(colors: Colors, canvas: Canvas) {
            self.colors = colors
            self.canvas = canvas
            bytes.reserveCapacity(256)
        }

        struct Style: Equatable {
            var foreground: RGB
            var background: RGB
            var attributes: CellAttributes
        }

        mutating func append(_ text: StaticString) {
            text.withUTF8Buffer { bytes.append(contentsOf: $0) }
        }

        mutating func append(number: Int) {
            let zero = UInt8(ascii: "0")
            if number >= 100 {
                if number >= 1000 { append(number: number / 1000) }
                bytes.append(zero + UInt8(number / 100 % 10))
            }
            if number >= 10 { bytes.append(zero + UInt8(number / 10 % 10)) }
            bytes.append(zero + UInt8(number % 10))
        }

        mutating func write(row y: Int, columns: Range<Int>) {
            if cursor != Point(x: columns.lowerBound, y: y) {
                append("\u{1B}[")
                append(number: y + 1)
                bytes.append(UInt8(ascii: ";"))
                append(number: columns.lowerBound + 1)
                bytes.append(UInt8(ascii: "H"))
            }
            for x in columns { put(canvas[x, y]) }
            // After the last column the cursor waits to wrap: its place is uncertain.
            cursor = columns.upperBound < canvas.width ? Point(x: columns.upperBound, y: y) : nil
        }

        mutating func writeInline(row y: Int) {
            for x in 0..<canvas.width { put(canvas[x, y]) }
        }

        mutating func put(_ cell: Cell) {
            let style = Style(
                foreground: cell.foreground, background: cell.background, attributes: cell.attributes)
            if style != pen {
                sgr(from: pen, to: style)
                pen = style
            }
            let scalar = cell.scalar
            if scalar.value >= 0x20 && scalar.value < 0x7F {
                bytes.append(UInt8(scalar.value))
            } else if TerminalSafeText.isSingleColumn(scalar) {
                bytes.append(contentsOf: scalar.utf8)
            } else {
                bytes.append(UInt8(ascii: "?"))
            }
        }

        mutating func resetStyle() {
            guard pen != nil else { return }
            append("\u{1B}[0m")
            pen = nil
        }

        /// The shortest SGR from `old` to `new`: colours alone when the attributes stay,
        /// else a reset and everything (attributes can only be cleared by a reset everywhere).
        mutating func sgr(from old: Style?, to new: Style) {
            let full = old == nil || old?.attributes != new.attributes
            let foreground = colors == .trueColor && (full || old?.foreground != new.foreground)
            let background = colors == .trueColor && (full || old?.background != new.background)
            guard full || foreground || background else { return }
            append("\u{1B}[")
            if full {
                bytes.append(UInt8(ascii: "0"))
                for (attribute, code) in Self.attributeCodes where new.attributes.contains(attribute) {
                    bytes.append(UInt8(ascii: ";"))
                    bytes.append(UInt8(ascii: "0") + code)
                }
            }
            if foreground {
                if full { bytes.append(UInt8(ascii: ";")) }
                color(38, new.foreground)
            }
            if background {
                if full || foreground { bytes.append(UInt8(ascii: ";")) }
                color(48, new.background)
            }
            bytes.append(UInt8(ascii: "m"))
        }

        static let attributeCodes: [(CellAttributes, UInt8)] = [
            (.bold, 1), (.dim, 2), (.italic, 3), (.underline, 4), (.reverse, 7),
        ]

        mutating func color(_ layer: Int, _ rgb: RGB) {
            append(number: layer)
            append(";2;")
            append(number: Int(rgb.r))
            bytes.append(UInt8(ascii: ";"))
            append(number: Int(rgb.g))
            bytes.append(UInt8(ascii: ";"))
            append(number: Int(rgb.b))
        }
    }
}
