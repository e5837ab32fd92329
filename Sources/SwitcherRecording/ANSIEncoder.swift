import SwitcherCore

/// Turns frames into the bytes a terminal needs to show them: only the cells that changed
/// (`changedRuns`), reached with cursor moves, styled with the shortest SGR that gives the
/// same colour: xterm's 256-colour form where it has the colour exactly, else 24-bit. Stateless
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

    /// `update(from:to:)` as UTF-8 bytes. `runs`, when the caller has them already, are
    /// `changedRuns(old: old, new: new)`, so a frame is not diffed twice.
    public func updateBytes(from old: Canvas?, to new: Canvas, runs: [CellRun]? = nil) -> [UInt8] {
        var writer = Writer(colors: colors, canvas: new)
        if old == nil || old?.width != new.width || old?.height != new.height {
            writer.append("\u{1B}[0m\u{1B}[2J")
        }
        // With no `old`, or one of another size, every row is a run.
        var runs = (runs ?? changedRuns(old: old, new: new))[...]
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

        mutating func append(number: Int) { Self.append(number: number, to: &bytes) }

        static func append(number: Int, to bytes: inout [UInt8]) {
            let zero = UInt8(ascii: "0")
            if number >= 100 {
                if number >= 1000 { append(number: number / 1000, to: &bytes) }
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
            append(number: code, to: &out)
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
