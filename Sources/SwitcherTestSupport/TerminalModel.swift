import SwitcherCore

/// A small terminal: enough of VT100/xterm to replay what the encoder writes (cursor
/// position, erase display, SGR with 24-bit colour, line feeds that scroll at the bottom,
/// the cursor's visibility; other private modes ignored), so tests can check that the bytes
/// really draw the frame and where they leave the cursor.
public struct TerminalModel {
    public private(set) var cells: [Cell]
    public let width: Int
    public let height: Int
    private var x = 0
    private var y = 0
    private var pen = Cell()
    private var pendingWrap = false
    /// Told of each sequence the model does not know: the test's failure.
    private let unexpected: (String) -> Void
    /// Whether the cursor is shown (`ESC [ ? 25 h` / `l`).
    public private(set) var cursorVisible = true
    /// Where the cursor is.
    public var cursor: Point { Point(x: x, y: y) }

    public init(width: Int, height: Int, unexpected: @escaping (String) -> Void) {
        self.width = width
        self.height = height
        self.unexpected = unexpected
        cells = Array(repeating: Cell(), count: width * height)
    }

    public subscript(x: Int, y: Int) -> Cell { cells[y * width + x] }

    /// The screen as a canvas.
    public var canvas: Canvas {
        var canvas = Canvas(width: width, height: height)
        for y in 0..<height { for x in 0..<width { canvas[x, y] = self[x, y] } }
        return canvas
    }

    public mutating func feed(_ text: String) {
        var scalars = Array(text.unicodeScalars)[...]
        while let scalar = scalars.popFirst() {
            if scalar == "\u{1B}" {
                guard scalars.popFirst() == "[" else { unexpected("ESC not followed by ["); return }
                var parameters = ""
                while let next = scalars.first, !(0x40...0x7E).contains(next.value) {
                    parameters.unicodeScalars.append(next)
                    scalars.removeFirst()
                }
                guard let final = scalars.popFirst() else { unexpected("unterminated CSI"); return }
                control(parameters, final: Character(final))
            } else if scalar == "\n" {
                x = 0
                lineFeed()
            } else if scalar == "\r" {
                x = 0
                pendingWrap = false
            } else if scalar == "\u{8}" {
                x = max(0, x - 1)
                pendingWrap = false
            } else {
                precondition(scalar.value >= 0x20, "control character in the output")
                if pendingWrap {
                    x = 0
                    y = min(y + 1, height - 1)
                    pendingWrap = false
                }
                var cell = pen
                cell.glyph = Character(scalar)
                cells[y * width + x] = cell
                if x == width - 1 { pendingWrap = true } else { x += 1 }
            }
        }
    }

    /// Down a line; at the bottom the screen scrolls up one.
    private mutating func lineFeed() {
        pendingWrap = false
        if y < height - 1 {
            y += 1
            return
        }
        cells.removeFirst(width)
        cells += Array(repeating: Cell(), count: width)
    }

    /// xterm's colour `index` (16–255): the 6×6×6 cube, then 24 greys.
    public static func xterm(_ index: Int) -> RGB {
        if index >= 232 {
            let grey = UInt8(8 + 10 * (index - 232))
            return RGB(grey, grey, grey)
        }
        let levels: [UInt8] = [0, 95, 135, 175, 215, 255]
        let cube = index - 16
        return RGB(levels[cube / 36], levels[cube / 6 % 6], levels[cube % 6])
    }

    private mutating func control(_ parameters: String, final: Character) {
        if parameters == "?25" && (final == "h" || final == "l") {
            cursorVisible = final == "h"
            return
        }
        if parameters.hasPrefix("?") { return }
        let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }
        switch final {
        case "H":
            y = max(1, numbers.first ?? 1) - 1
            x = max(1, numbers.count > 1 ? numbers[1] : 1) - 1
            pendingWrap = false
        case "A", "B", "C", "D":
            // Steps, stopping at the edges; 0 or nothing is 1.
            let count = max(1, numbers.first ?? 1)
            switch final {
            case "A": y = max(0, y - count)
            case "B": y = min(height - 1, y + count)
            case "C": x = min(width - 1, x + count)
            default: x = max(0, x - count)
            }
            pendingWrap = false
        case "G":
            x = min(width, max(1, numbers.first ?? 1)) - 1
            pendingWrap = false
        case "J":
            if numbers.first == 2 { cells = Array(repeating: Cell(), count: width * height) }
        case "m":
            var i = 0
            let codes = numbers.isEmpty ? [0] : numbers
            while i < codes.count {
                switch codes[i] {
                case 0: pen = Cell()
                case 1: pen.attributes.insert(.bold)
                case 2: pen.attributes.insert(.dim)
                case 3: pen.attributes.insert(.italic)
                case 4: pen.attributes.insert(.underline)
                case 7: pen.attributes.insert(.reverse)
                case 22: pen.attributes.subtract([.bold, .dim])
                case 23: pen.attributes.remove(.italic)
                case 24: pen.attributes.remove(.underline)
                case 27: pen.attributes.remove(.reverse)
                case 38, 48:
                    let layer = codes[i]
                    let rgb: RGB
                    if i + 2 < codes.count, codes[i + 1] == 5, (16...255).contains(codes[i + 2]) {
                        rgb = Self.xterm(codes[i + 2])
                        i += 2
                    } else if i + 4 < codes.count, codes[i + 1] == 2 {
                        rgb = RGB(UInt8(codes[i + 2]), UInt8(codes[i + 3]), UInt8(codes[i + 4]))
                        i += 4
                    } else {
                        unexpected("unexpected colour form in \(parameters)")
                        return
                    }
                    if layer == 38 { pen.foreground = rgb } else { pen.background = rgb }
                default: unexpected("unexpected SGR \(codes[i])")
                }
                i += 1
            }
        default:
            unexpected("unexpected control \(parameters)\(final)")
        }
    }
}

/// Whether two canvases look the same on a terminal (the sensitive mark is not shown).
public func looksSame(_ a: Canvas, _ b: Canvas) -> Bool {
    a.width == b.width && a.height == b.height && changedRuns(old: a, new: b).isEmpty
}
