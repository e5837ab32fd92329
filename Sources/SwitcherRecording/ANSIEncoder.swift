import SwitcherCore

/// Turns frames into the bytes a terminal needs to show them: only the cells that changed
/// (`changedRuns`), reached with cursor moves, styled with SGR in 24-bit colour. Stateless
/// between calls: each update starts with an explicit cursor move and a full style, so it is
/// correct whatever was written in between.
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

    static let escape = "\u{1B}["

    /// The bytes that turn a terminal showing `old` into one showing `new`. With no `old`,
    /// or one of another size, the screen is cleared and painted whole.
    public func update(from old: Canvas?, to new: Canvas) -> String {
        var out = ""
        let repaint = old == nil || old?.width != new.width || old?.height != new.height
        if repaint { out += Self.escape + "0m" + Self.escape + "2J" }
        var writer = Writer(colors: colors, canvas: new)
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
            writer.write(row: run.y, columns: columns, into: &out)
        }
        writer.resetStyle(into: &out)
        return out
    }

    /// The whole frame, for `render --color`: each row painted, then a newline.
    public func fullFrame(_ canvas: Canvas) -> String {
        var out = ""
        var writer = Writer(colors: colors, canvas: canvas)
        for y in 0..<canvas.height {
            writer.writeInline(row: y, into: &out)
            writer.resetStyle(into: &out)
            out += "\n"
        }
        return out
    }

    /// The cursor and pen as the terminal has them, as far as this update knows.
    private struct Writer {
        let colors: Colors
        let canvas: Canvas
        var cursor: Point?
        var pen: Style?

        init(colors: Colors, canvas: Canvas) {
            self.colors = colors
            self.canvas = canvas
        }

        struct Style: Equatable {
            var foreground: RGB
            var background: RGB
            var attributes: CellAttributes
        }

        mutating func write(row y: Int, columns: Range<Int>, into out: inout String) {
            if cursor != Point(x: columns.lowerBound, y: y) {
                out += ANSIEncoder.escape + "\(y + 1);\(columns.lowerBound + 1)H"
            }
            for x in columns { put(canvas[x, y], into: &out) }
            // After the last column the cursor waits to wrap: its place is uncertain.
            cursor = columns.upperBound < canvas.width ? Point(x: columns.upperBound, y: y) : nil
        }

        mutating func writeInline(row y: Int, into out: inout String) {
            for x in 0..<canvas.width { put(canvas[x, y], into: &out) }
        }

        mutating func put(_ cell: Cell, into out: inout String) {
            let style = Style(
                foreground: cell.foreground, background: cell.background, attributes: cell.attributes)
            if style != pen {
                out += sgr(from: pen, to: style)
                pen = style
            }
            out.append(TerminalSafeText.isSingleColumn(cell.glyph) ? cell.glyph : "?")
        }

        mutating func resetStyle(into out: inout String) {
            guard pen != nil else { return }
            out += ANSIEncoder.escape + "0m"
            pen = nil
        }

        /// The shortest SGR from `old` to `new`: colours alone when the attributes stay,
        /// else a reset and everything (attributes can only be cleared by a reset everywhere).
        func sgr(from old: Style?, to new: Style) -> String {
            var parameters: [String] = []
            let full = old == nil || old?.attributes != new.attributes
            if full {
                parameters.append("0")
                let codes: [(CellAttributes, String)] = [
                    (.bold, "1"), (.dim, "2"), (.italic, "3"), (.underline, "4"), (.reverse, "7"),
                ]
                for (attribute, code) in codes where new.attributes.contains(attribute) {
                    parameters.append(code)
                }
            }
            if colors == .trueColor {
                if full || old?.foreground != new.foreground { parameters.append(color(38, new.foreground)) }
                if full || old?.background != new.background { parameters.append(color(48, new.background)) }
            }
            guard !parameters.isEmpty else { return "" }
            return ANSIEncoder.escape + parameters.joined(separator: ";") + "m"
        }

        func color(_ layer: Int, _ rgb: RGB) -> String { "\(layer);2;\(rgb.r);\(rgb.g);\(rgb.b)" }
    }
}
