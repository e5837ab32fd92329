import SwitcherCore

/// The paths of a frame: for each colour, one path of background lines, one of rounded
/// corners and one of filled glyph shapes, in the order the colours came. Backgrounds are
/// written first, so that the glyphs and the text of the frame are drawn over them.
struct SVGPaths {
    private enum Kind: Int {
        case background, corner, fill
    }
    private struct Key: Hashable {
        let kind: Kind
        /// The colour's attribute: ` class="s5"`, ` stroke="#abc"`.
        let color: [UInt8]
    }
    private struct Entry {
        var bytes: [UInt8] = []
        /// Where the path is after its last subpath.
        var point: (x: Double, y: Double)?
        /// The first subpath's start and how many there are.
        var start: (x: Double, y: Double) = (0, 0)
        var subpaths = 0
    }
    private var data: [Key: Entry] = [:]
    private var order: [Key] = []

    var isEmpty: Bool { order.isEmpty }

    /// A background line from `start`, `rest` after the move, ending at `end`.
    mutating func add(
        background color: [UInt8], from start: (Double, Double), _ rest: [UInt8], to end: (Double, Double)
    ) {
        add(Key(kind: .background, color: color), from: start, rest, to: end)
    }

    mutating func add(
        fill color: [UInt8], from start: (Double, Double), _ rest: [UInt8], to end: (Double, Double)
    ) {
        add(Key(kind: .fill, color: color), from: start, rest, to: end)
    }

    /// A line a pixel wide, stroked as the rounded corners are.
    mutating func add(
        line color: [UInt8], from start: (Double, Double), _ rest: [UInt8], to end: (Double, Double)
    ) {
        add(Key(kind: .corner, color: color), from: start, rest, to: end)
    }

    /// A rounded corner's path data, moves and all.
    mutating func add(corner color: [UInt8], _ bytes: [UInt8]) {
        let key = Key(kind: .corner, color: color)
        if data[key] == nil { order.append(key) }
        data[key, default: Entry()].bytes += bytes
        data[key]!.point = nil
    }

    /// A subpath: a move to `start` (relative to where the path is, when that is shorter),
    /// then `rest`, which ends at `end`.
    private mutating func add(
        _ key: Key, from start: (x: Double, y: Double), _ rest: [UInt8], to end: (Double, Double)
    ) {
        if data[key] == nil { order.append(key) }
        var entry = data[key, default: Entry()]
        if entry.subpaths == 0 { entry.start = start }
        entry.subpaths += 1
        var absolute: [UInt8] = [UInt8(ascii: "M")]
        SVGNumber.append(start.x, to: &absolute)
        absolute.append(UInt8(ascii: " "))
        SVGNumber.append(start.y, to: &absolute)
        if let point = entry.point {
            var relative: [UInt8] = [UInt8(ascii: "m")]
            SVGNumber.append(start.x - point.x, to: &relative)
            relative.append(UInt8(ascii: " "))
            SVGNumber.append(start.y - point.y, to: &relative)
            entry.bytes += relative.count < absolute.count ? relative : absolute
        } else {
            entry.bytes += absolute
        }
        entry.bytes += rest
        entry.point = end
        data[key] = entry
    }

    /// `<path d="…" class="…"/>` of every path, backgrounds first. The background of one cell
    /// in a colour written as an attribute, alone in the frame, is a rectangle instead (sized
    /// by the style), and such rectangles of one row share a row when there are a few.
    func append(to out: inout [UInt8]) {
        var cells: [(x: Double, top: Double, fill: ArraySlice<UInt8>)] = []
        for key in order where key.kind == .background {
            let entry = data[key]!
            guard entry.subpaths == 1,
                entry.bytes.reversed().starts(with: "h\(SVGRow.cellWidth)".utf8.reversed()),
                key.color.starts(with: " stroke=".utf8)
            else { continue }
            cells.append(
                (
                    entry.start.x, entry.start.y - Double(SVGRow.cellHeight / 2),
                    key.color.dropFirst(" stroke".utf8.count)
                ))
        }
        cells.sort { ($0.top, $0.x) < ($1.top, $1.x) }
        var index = 0
        while index < cells.count {
            let top = cells[index].top
            var end = index
            while end < cells.count && cells[end].top == top { end += 1 }
            let shared = end - index >= 3 && top != 0
            if shared {
                out += #"<svg y=""#.utf8
                SVGNumber.append(top, to: &out)
                out += "\">".utf8
            }
            for cell in cells[index..<end] {
                out += "<rect".utf8
                if cell.x != 0 {
                    out += #" x=""#.utf8
                    SVGNumber.append(cell.x, to: &out)
                    out += "\"".utf8
                }
                if !shared && top != 0 {
                    out += #" y=""#.utf8
                    SVGNumber.append(top, to: &out)
                    out += "\"".utf8
                }
                out += " fill".utf8
                out += cell.fill
                out += "/>".utf8
            }
            if shared { out += "</svg>".utf8 }
            index = end
        }
        for kind in [Kind.background, .corner, .fill] {
            for key in order where key.kind == kind {
                let entry = data[key]!
                if kind == .background && entry.subpaths == 1
                    && entry.bytes.reversed().starts(with: "h\(SVGRow.cellWidth)".utf8.reversed())
                    && key.color.starts(with: " stroke=".utf8)
                {
                    continue
                }
                out += #"<path d=""#.utf8
                out += entry.bytes
                out += "\"".utf8
                out += key.color
                out += "/>".utf8
            }
        }
    }
}
