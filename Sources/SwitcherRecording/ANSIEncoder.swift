import SwitcherCore

/// Turns frames into the bytes a terminal needs to show them: only the cells that changed
/// (`changedRuns`), reached with the shortest cursor move, styled with the shortest SGR that
/// gives the same colour: xterm's 256-colour form where it has the colour exactly, else 24-bit.
/// `update(from:to:)` is stateless between calls: it starts with an explicit cursor move and a
/// full style and ends with a reset, so it is correct whatever was written in between. A
/// writer that alone writes to its terminal (a cast) passes a `TerminalState` from one update
/// to the next instead, and each starts where the one before left the cursor and the pen.
/// Bytes are built in a buffer, not a string: recording speed depends on it.
public struct ANSIEncoder: Sendable {
    public enum Colors: Sendable {
        /// `38;2;r;g;b` and `48;2;r;g;b`, which asciinema's player and modern terminals show.
        case trueColor
        /// Attributes only, for `NO_COLOR`.
        case none
    }

    public var colors: Colors
    /// Unchanged cells up to this many between two changed runs of a row are rewritten rather
    /// than stepped over when that is shorter (it is when their style is the pen's).
    public var gapToRewrite = 8

    public init(colors: Colors = .trueColor) { self.colors = colors }

    /// The bytes that turn a terminal showing `old` into one showing `new`. With no `old`,
    /// or one of another size, the screen is cleared and painted whole.
    public func update(from old: Canvas?, to new: Canvas) -> String {
        String(decoding: updateBytes(from: old, to: new), as: UTF8.self)
    }

    /// `update(from:to:)` as UTF-8 bytes. `runs`, when the caller has them already, are
    /// `changedRuns(old: old, new: new)`, so a frame is not diffed twice.
    public func updateBytes(from old: Canvas?, to new: Canvas, runs: [CellRun]? = nil) -> [UInt8] {
        var terminal = TerminalState()
        var bytes = updateBytes(from: old, to: new, runs: runs, terminal: &terminal)
        if terminal.pen != nil { bytes += "\u{1B}[0m".utf8 }
        return bytes
    }

    /// What a terminal has after the updates written to it, as far as they tell: where the
    /// cursor is and the pen. Unknown at first.
    public struct TerminalState: Sendable, Equatable {
        var cursor: Point?
        var pen: Style?

        public init() {}

        init(cursor: Point?, pen: Style?) {
            self.cursor = cursor
            self.pen = pen
        }
    }

    /// `updateBytes(from:to:runs:)` written to a terminal in `terminal`'s state, which it
    /// leaves as it finds it after (the pen not reset).
    public func updateBytes(
        from old: Canvas?, to new: Canvas, runs: [CellRun]? = nil, terminal: inout TerminalState
    ) -> [UInt8] {
        var writer = Writer(colors: colors, canvas: new, cursor: terminal.cursor, pen: terminal.pen)
        if old == nil || old?.width != new.width || old?.height != new.height {
            writer.append("\u{1B}[0m\u{1B}[2J")
            // A player may move the cursor when the terminal is resized: it is not known.
            writer.pen = nil
            writer.cursor = nil
        }
        // With no `old`, or one of another size, every row is a run.
        for run in runs ?? changedRuns(old: old, new: new) {
            guard let cursor = writer.cursor, cursor.y == run.y, cursor.x < run.columns.lowerBound,
                run.columns.lowerBound - cursor.x <= gapToRewrite
            else {
                writer.write(row: run.y, columns: run.columns)
                continue
            }
            // Close after the cursor: a step over the unchanged cells, or rewriting them with the
            // run, whichever is shorter.
            let start = writer.bytes.count
            let before = (writer.cursor, writer.pen)
            writer.write(row: run.y, columns: run.columns)
            let stepped = (bytes: Array(writer.bytes[start...]), cursor: writer.cursor, pen: writer.pen)
            writer.bytes.removeSubrange(start...)
            (writer.cursor, writer.pen) = before
            writer.write(row: run.y, columns: cursor.x..<run.columns.upperBound)
            if CursorMove.cost(stepped.bytes) < CursorMove.cost(writer.bytes[start...]) {
                writer.bytes.replaceSubrange(start..., with: stepped.bytes)
                (writer.cursor, writer.pen) = (stepped.cursor, stepped.pen)
            }
        }
        terminal = TerminalState(cursor: writer.cursor, pen: writer.pen)
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

    /// A pen: the colours and attributes the next glyph is written with.
    struct Style: Equatable, Sendable {
        var foreground: RGB
        var background: RGB
        var attributes: CellAttributes
    }

    /// The output so far, and the cursor and pen as the terminal has them, as far as this
    /// update knows.
    private struct Writer {
        let colors: Colors
        let canvas: Canvas
        var bytes: [UInt8] = []
        var cursor: Point?
        var pen: Style?

        init(colors: Colors, canvas: Canvas, cursor: Point? = nil, pen: Style? = nil) {
            self.colors = colors
            self.canvas = canvas
            self.cursor = cursor
            self.pen = pen
            bytes.reserveCapacity(256)
        }

        mutating func append(_ text: StaticString) {
            text.withUTF8Buffer { bytes.append(contentsOf: $0) }
        }

        mutating func write(row y: Int, columns: Range<Int>) {
            let target = Point(x: columns.lowerBound, y: y)
            if cursor != target { CursorMove.append(from: cursor, to: target, to: &bytes) }
            for x in columns { put(canvas[x, y]) }
            // After the last column the cursor waits to wrap: its place is uncertain.
            cursor = columns.upperBound < canvas.width ? Point(x: columns.upperBound, y: y) : nil
        }

        mutating func writeInline(row y: Int) {
            for x in 0..<canvas.width { put(canvas[x, y]) }
        }

        mutating func put(_ cell: Cell) {
            var style = Style(
                foreground: cell.foreground, background: cell.background, attributes: cell.attributes)
            // A blank shows only its background: the pen's foreground and attributes do for it,
            // as long as they draw nothing on a space themselves.
            if cell.showsOnlyBackground, let pen, pen.attributes.isDisjoint(with: [.underline, .reverse]) {
                style.foreground = pen.foreground
                style.attributes = pen.attributes
            }
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

        /// The shortest SGR from `old` to `new`: only the colours that change, and only the
        /// attributes that change (22 ends bold and dim, 23 italic, 24 underline, 27 reverse),
        /// unless a reset and everything is shorter. With no `old`, a reset and everything.
        mutating func sgr(from old: Style?, to new: Style) {
            let trueColor = colors == .trueColor
            if let old, old.attributes == new.attributes {
                // The common case, colours alone, is written straight into the output.
                guard trueColor, old.foreground != new.foreground || old.background != new.background else {
                    return
                }
                append("\u{1B}[")
                let start = bytes.count
                Self.colours(from: old, to: new, trueColor: trueColor, into: &bytes, start: start)
            } else {
                var parameters = Self.reset(to: new, trueColor: trueColor)
                if let old {
                    let change = Self.changes(from: old, to: new, trueColor: trueColor)
                    if change.count < parameters.count { parameters = change }
                }
                append("\u{1B}[")
                bytes.append(contentsOf: parameters)
            }
            bytes.append(UInt8(ascii: "m"))
        }

        /// `0`, the attributes of `new`, and its colours.
        private static func reset(to new: Style, trueColor: Bool) -> [UInt8] {
            var parameters: [UInt8] = [UInt8(ascii: "0")]
            for (attribute, code) in attributeCodes where new.attributes.contains(attribute) {
                add(code, to: &parameters, start: 0)
            }
            colours(from: nil, to: new, trueColor: trueColor, into: &parameters, start: 0)
            return parameters
        }

        /// The attributes that end, those that start, and the colours that change.
        private static func changes(from old: Style, to new: Style, trueColor: Bool) -> [UInt8] {
            var parameters: [UInt8] = []
            let ended = old.attributes.subtracting(new.attributes)
            var started = new.attributes.subtracting(old.attributes)
            if !ended.isDisjoint(with: [.bold, .dim]) {
                // 22 ends both: the one that stays starts again.
                add(22, to: &parameters, start: 0)
                started.formUnion(new.attributes.intersection([.bold, .dim]))
            }
            for (attribute, code) in endCodes where ended.contains(attribute) {
                add(code, to: &parameters, start: 0)
            }
            for (attribute, code) in attributeCodes where started.contains(attribute) {
                add(code, to: &parameters, start: 0)
            }
            colours(from: old, to: new, trueColor: trueColor, into: &parameters, start: 0)
            return parameters
        }

        /// `38;2;r;g;b` and `48;2;r;g;b` for the colours that differ from `old` (all with no
        /// `old`), as parameters of the sequence that begins at `start` of `out`.
        private static func colours(
            from old: Style?, to new: Style, trueColor: Bool, into out: inout [UInt8], start: Int
        ) {
            guard trueColor else { return }
            if old?.foreground != new.foreground { color(38, new.foreground, into: &out, start: start) }
            if old?.background != new.background { color(48, new.background, into: &out, start: start) }
        }

        /// `38;5;n` where the colour is exactly one of xterm's 256 (the cube and the greys, not
        /// the 16 a terminal's theme may change), else `38;2;r;g;b`.
        private static func color(_ layer: Int, _ rgb: RGB, into out: inout [UInt8], start: Int) {
            add(layer, to: &out, start: start)
            if let index = xterm256(rgb) {
                add(5, to: &out, start: start)
                add(index, to: &out, start: start)
                return
            }
            add(2, to: &out, start: start)
            add(Int(rgb.r), to: &out, start: start)
            add(Int(rgb.g), to: &out, start: start)
            add(Int(rgb.b), to: &out, start: start)
        }

        /// Appends one parameter of the sequence that begins at `start`, after a `;` unless it
        /// is the first.
        private static func add(_ code: Int, to out: inout [UInt8], start: Int) {
            if out.count > start { out.append(UInt8(ascii: ";")) }
            appendDecimal(code, to: &out)
        }

        /// The index of `rgb` among xterm's colours 16–255, when it is exactly one of them.
        static func xterm256(_ rgb: RGB) -> Int? {
            let levels: [UInt8] = [0, 95, 135, 175, 215, 255]
            if let r = levels.firstIndex(of: rgb.r), let g = levels.firstIndex(of: rgb.g),
                let b = levels.firstIndex(of: rgb.b)
            {
                return 16 + 36 * r + 6 * g + b
            }
            if rgb.r == rgb.g, rgb.g == rgb.b, rgb.r >= 8, (Int(rgb.r) - 8) % 10 == 0, rgb.r <= 238 {
                return 232 + (Int(rgb.r) - 8) / 10
            }
            return nil
        }

        static let attributeCodes: [(CellAttributes, Int)] = [
            (.bold, 1), (.dim, 2), (.italic, 3), (.underline, 4), (.reverse, 7),
        ]
        static let endCodes: [(CellAttributes, Int)] = [(.italic, 23), (.underline, 24), (.reverse, 27)]
    }
}

/// The shortest way to move the cursor: an absolute place (`CUP`), a column on the row
/// (`CHA`), steps forward, back, up or down (`CUF`, `CUB`, `CUU`, `CUD`), a carriage return or
/// a backspace, or a vertical step and a horizontal one. Shortest as a cast stores it
/// (`Asciicast.appendJSONString`), where an escape is written `\u001b` (six bytes), a carriage
/// return or a backspace two (`\r`, `\b`); of two as short, the first in that order.
enum CursorMove {
    static func append(from cursor: Point?, to target: Point, to out: inout [UInt8]) {
        var best = absolute(target)
        guard let cursor, cursor != target else {
            if cursor == nil { out += best }
            return
        }
        var vertical: [[UInt8]] = [[]]
        if target.y > cursor.y { vertical = [sequence(target.y - cursor.y, "B")] }
        if target.y < cursor.y { vertical = [sequence(cursor.y - target.y, "A")] }
        var horizontal: [[UInt8]] = [sequence(target.x + 1, "G")]
        if target.x == cursor.x { horizontal = [[]] }
        if target.x > cursor.x { horizontal.append(sequence(target.x - cursor.x, "C")) }
        if target.x < cursor.x { horizontal.append(sequence(cursor.x - target.x, "D")) }
        if target.x == 0 { horizontal.append([0x0D]) }
        if target.x == cursor.x - 1 { horizontal.append([0x08]) }
        for up in vertical {
            for across in horizontal where cost(up) + cost(across) < cost(best) { best = up + across }
        }
        out += best
    }

    /// `ESC [ row ; column H`, without the parts that are 1.
    static func absolute(_ target: Point) -> [UInt8] {
        var bytes: [UInt8] = [0x1B, UInt8(ascii: "[")]
        if target.y > 0 || target.x > 0 { appendDecimal(target.y + 1, to: &bytes) }
        if target.x > 0 {
            bytes.append(UInt8(ascii: ";"))
            appendDecimal(target.x + 1, to: &bytes)
        }
        bytes.append(UInt8(ascii: "H"))
        return bytes
    }

    /// `ESC [ n final`, without `n` when it is 1, the default.
    static func sequence(_ count: Int, _ final: Unicode.Scalar) -> [UInt8] {
        var bytes: [UInt8] = [0x1B, UInt8(ascii: "[")]
        if count != 1 { appendDecimal(count, to: &bytes) }
        bytes.append(UInt8(final.value))
        return bytes
    }

    /// The bytes as a cast stores them.
    static func cost(_ bytes: some Sequence<UInt8>) -> Int {
        bytes.reduce(0) { total, byte in
            switch byte {
            case 0x08, 0x09, 0x0A, 0x0D, 0x22, 0x5C: return total + 2  // \b \t \n \r \" \\
            case 0..<0x20: return total + 6  // \u001b and the like
            default: return total + 1
            }
        }
    }
}

/// `number` in decimal digits.
func appendDecimal(_ number: Int, to bytes: inout [UInt8]) {
    let zero = UInt8(ascii: "0")
    if number >= 100 {
        if number >= 1000 { appendDecimal(number / 1000, to: &bytes) }
        bytes.append(zero + UInt8(number / 100 % 10))
    }
    if number >= 10 { bytes.append(zero + UInt8(number / 10 % 10)) }
    bytes.append(zero + UInt8(number % 10))
}
