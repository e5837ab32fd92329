import SwitcherCore
import SwitcherUI

/// How an SVG recording plays.
public struct SVGOptions: Sendable, Hashable {
    /// Starts again after the end (and a rest of `rest`); otherwise stays on the last frame.
    public var loop = true
    /// How long the last frame stays before a loop starts again.
    public var rest: Interval = .seconds(2)
    /// The document's `<title>`.
    public var title: String?
    /// The palette: the lab's dark one, a light one, or both following the viewer's preference.
    public var theme: SVGTheme = .dark
    /// Cells whose colours change from cell to cell may be drawn by a small image
    /// (`SVGBackdrop`); without, every cell is a path.
    public var images = true

    public init(loop: Bool = true, title: String? = nil, theme: SVGTheme = .dark, images: Bool = true) {
        self.loop = loop
        self.title = title
        self.theme = theme
        self.images = images
    }
}

/// The animated SVG writer, a sink of the presenter like the asciicast writer: one
/// self-contained file, no script, no external resource, CSS keyframes only.
///
/// Structure, as it streams:
/// - the header: size, font stack and the style the drawing relies on (`SVGRow.style`);
/// - each frame that looks changed: a `<g>` of what changed since the frame before (`SVGRow`):
///   the backgrounds of the cells to draw, one path per colour (`SVGPaths`) or partly one small
///   image (`SVGBackdrop`), their block and box glyphs, then the text pieces to draw, each at
///   its place. A piece drawn before,
///   anywhere, is not drawn again: a `<use>` places a copy of its first drawing, which gets
///   an `id` when it is first copied (written into it when it is still buffered; else the
///   piece is drawn once more, with the id, and copies are of that drawing);
/// - at the end, a `<style>` with the colours' rules (`SVGColors`, in the theme) and the
///   timing: frame k's group is hidden until its time and shown from then to the end of the
///   loop, by animations all groups share, placed by the time each group carries (`--a`).
///
/// The writer keeps, for each row, the text pieces on screen. A frame draws the cells that
/// changed, every piece that is not on screen as it is in the frame or has a changed cell
/// under it (with the backgrounds under it), and the cells of a piece no longer there. Pieces
/// are cut from the row alone and clipped to their cells, and backgrounds are whole pixels:
/// once a frame is shown every cell looks exactly as the still of that frame (`SVGStill`,
/// this writer given one frame) draws it. Without animations (`prefers-reduced-motion`, or a
/// viewer without CSS animation) every group shows and the last frame is what is seen.
///
/// Events are buffered up to `flushSize` bytes (a megabyte: the longer pieces stay buffered,
/// the fewer are drawn twice) and then written, so a recording of any length holds about that
/// much, plus a key and a place per distinct piece, the pieces on screen, a class per colour
/// and a time per frame. The same frames give the same bytes.
final class SVGWriter: FrameSink {
    let options: SVGOptions
    /// Frames written so far.
    private(set) var frames = 0
    private(set) var endTime: Instant?
    var error: AtomicOutputError? { pending.error }
    /// The recording's size, fixed by its first frame (a later resize is clipped to it).
    private(set) var size: Size?
    private var pending: PendingOutput
    private var colors = SVGColors()
    /// Pieces drawn: the drawing a `<use>` copies, its place and its `id` once it has one.
    private var drawn: [PieceKey: Drawing] = [:]
    /// Ids given so far.
    private var ids = 0
    /// Times `pending` was written.
    private var flushes = 0
    /// Ids to write into drawings still in `pending`, where they go.
    private var idsToWrite: [(at: Int, id: Int)] = []
    /// For each row, the pieces on top, by first column: the last column and the key.
    private var onScreen: [[Int: (end: Int, key: PieceKey)]] = []
    /// The times of the frames after the first, which animate.
    private var frameTimes: [Instant] = []
    /// When the last frame written appears (microseconds; see `appearance`).
    private var lastAppearance: Int64 = 0

    static let flushSize = 1024 * 1024

    init(output: any ByteOutput, options: SVGOptions) {
        pending = PendingOutput(output, flushSize: Self.flushSize)
        self.options = options
    }

    func show(_ update: FrameUpdate) {
        guard update.looksChanged, error == nil, endTime == nil else { return }
        let frame = update.frame
        if update.previous == nil {
            size = Size(width: frame.width, height: frame.height)
            appendHeader(width: frame.width, height: frame.height)
            onScreen = Array(repeating: [:], count: frame.height)
        }
        let width = min(size?.width ?? frame.width, frame.width)
        let height = min(size?.height ?? frame.height, frame.height)
        var rows: [Int] = []
        if update.previous == nil || update.isResize {
            rows = Array(0..<height)
            if update.isResize { onScreen = onScreen.map { _ in [:] } }
        } else {
            for run in update.changes where run.y < height && rows.last != run.y { rows.append(run.y) }
        }
        if frames == 0 {
            pending.bytes += "<g>".utf8
        } else {
            let appearance = Self.appearance(at: max(0, update.time.microseconds), after: lastAppearance)
            lastAppearance = appearance
            pending.bytes += #"<g style="--a:"#.utf8
            pending.bytes += Self.decimal(appearance).utf8
            pending.bytes += "\">".utf8
            frameTimes.append(update.time)
        }
        var changed: [Int: [Bool]] = [:]
        if update.previous != nil && !update.isResize {
            for run in update.changes where run.y < height {
                var mask = changed[run.y] ?? Array(repeating: false, count: width)
                for x in run.columns where x < width { mask[x] = true }
                changed[run.y] = mask
            }
        }
        var backdrop = SVGBackdrop()
        var texts: [(piece: SVGRow.Piece, key: PieceKey, y: Int)] = []
        for y in rows {
            let (cells, pieces) = SVGRow.layout(frame, row: y, width: width, colors: &colors)
            var needed = changed[y] ?? Array(repeating: true, count: width)
            var top: [Int: (end: Int, key: PieceKey)] = [:]
            var keys: [PieceKey] = []
            for piece in pieces {
                let key = PieceKey(piece.markup)
                keys.append(key)
                top[piece.columns.lowerBound] = (piece.columns.upperBound, key)
            }
            // A piece no longer there leaves its cells to be drawn again.
            for (start, shown) in onScreen[y] {
                if let kept = top[start], kept.end == shown.end, kept.key == shown.key { continue }
                for x in start..<min(shown.end, width) { needed[x] = true }
            }
            // A piece is drawn when it is not on screen, or something under it changed; its
            // background is drawn again under it.
            var drawing: [(piece: SVGRow.Piece, key: PieceKey)] = []
            for (piece, key) in zip(pieces, keys) {
                let start = piece.columns.lowerBound
                if let shown = onScreen[y][start], shown.end == piece.columns.upperBound, shown.key == key,
                    !piece.columns.contains(where: { needed[$0] })
                {
                    continue
                }
                drawing.append((piece, key))
                for x in piece.columns { needed[x] = true }
            }
            onScreen[y] = top
            backdrop.add(cells, row: y, needed: needed)
            texts += drawing.map { ($0.piece, $0.key, y) }
        }
        backdrop.append(colors: &colors, images: options.images, to: &pending.bytes)
        for (piece, key, y) in texts { appendPiece(piece, key: key, row: y) }
        pending.bytes += "</g>".utf8
        frames += 1
        if pending.isFull { try? flush() }
    }

    /// A text piece at its place: a `<use>` of its first drawing, or drawn.
    private func appendPiece(_ piece: SVGRow.Piece, key: PieceKey, row: Int) {
        let x = piece.columns.lowerBound * SVGRow.cellWidth
        let y = row * SVGRow.cellHeight
        func place(_ x: Int, _ y: Int) {
            if x != 0 {
                pending.bytes += #" x=""#.utf8
                SVGRow.append(x, to: &pending.bytes)
                pending.bytes += "\"".utf8
            }
            if y != 0 {
                pending.bytes += #" y=""#.utf8
                SVGRow.append(y, to: &pending.bytes)
                pending.bytes += "\"".utf8
            }
        }
        if var first = drawn[key] {
            if first.id == nil && first.flushes == flushes {
                first.id = ids
                ids += 1
                drawn[key] = first
                idsToWrite.append((first.at, ids - 1))
            }
            if let id = first.id {
                pending.bytes += ##"<use href="#"##.utf8
                Self.appendId(id, to: &pending.bytes)
                pending.bytes += "\"".utf8
                place(x - first.x, y - first.y)
                pending.bytes += "/>".utf8
                return
            }
        }
        // Drawn again when its first drawing was written without an id: this one has it.
        pending.bytes += "<svg".utf8
        var id: Int?
        if drawn[key] != nil {
            id = ids
            ids += 1
            pending.bytes += #" id=""#.utf8
            Self.appendId(ids - 1, to: &pending.bytes)
            pending.bytes += "\"".utf8
        }
        drawn[key] = Drawing(id: id, x: x, y: y, at: pending.bytes.count, flushes: flushes)
        place(x, y)
        pending.bytes += piece.markup
        pending.bytes += "</svg>".utf8
    }

    /// A piece's drawing: its place, and its id, given when a `<use>` first copies it (written
    /// into the drawing at `at` in `pending` if that was not written yet, `flushes` telling).
    private struct Drawing {
        var id: Int?
        var x: Int
        var y: Int
        var at: Int
        var flushes: Int
    }

    /// Closes the document: the timing of every frame after the first, ending at `time`.
    func end(at time: Instant) {
        guard endTime == nil, frames > 0 else { return }
        endTime = time
        pending.bytes += "<style>".utf8
        pending.bytes += colors.css(theme: options.theme)
        if !frameTimes.isEmpty { appendTiming(end: max(time, frameTimes.last!)) }
        pending.bytes += "</style>\n</svg>\n".utf8
    }

    /// Writes what is buffered; throws the first write error, now or before.
    func flush() throws(AtomicOutputError) {
        if !idsToWrite.isEmpty {
            var out: [UInt8] = []
            out.reserveCapacity(pending.bytes.count + idsToWrite.count * 8)
            var from = 0
            for (at, id) in idsToWrite.sorted(by: { $0.at < $1.at }) {
                out += pending.bytes[from..<at]
                out += #" id=""#.utf8
                Self.appendId(id, to: &out)
                out += "\"".utf8
                from = at
            }
            out += pending.bytes[from...]
            pending.bytes = out
            idsToWrite = []
        }
        flushes += 1
        try pending.flush()
    }

    /// The length of one loop: the recording and, when it loops, the rest after it.
    func loopLength(end: Instant) -> Interval {
        let length = end - .zero
        return options.loop ? length + options.rest : length
    }

    // MARK: Markup

    private func appendHeader(width: Int, height: Int) {
        let pixelWidth = width * SVGRow.cellWidth
        let pixelHeight = height * SVGRow.cellHeight
        pending.bytes += #"<svg xmlns="http://www.w3.org/2000/svg" width=""#.utf8
        SVGRow.append(pixelWidth, to: &pending.bytes)
        pending.bytes += #"" height=""#.utf8
        SVGRow.append(pixelHeight, to: &pending.bytes)
        pending.bytes +=
            "\" viewBox=\"0 0 \(pixelWidth) \(pixelHeight)\" font-family=\"\(SVGRow.fontFamily)\"".utf8
        pending.bytes += " font-size=\"\(SVGRow.fontSize)\" xml:space=\"preserve\">\n".utf8
        if let title = options.title {
            pending.bytes += "<title>".utf8
            for scalar in TerminalSafeText.sanitized(title).unicodeScalars {
                SVGRow.appendEscaped(scalar, to: &pending.bytes)
            }
            pending.bytes += "</title>\n".utf8
        }
        pending.bytes += "<style>\(SVGRow.style)</style>\n".utf8
    }

    /// The timing, the same for every animated frame: a frame's group has three animations of
    /// the loop's length, `u` (hidden for the first half, as below it for the second) and `v`
    /// (as below it for the first half, visible for the second), placed by its appearance `A`
    /// (`--a`, in seconds, written in the group, since the loop's length is not known until
    /// the end) so that it is hidden from the loop's start until `A` and shown after. With `H`
    /// half the loop (a whole number of microseconds: the loop is rounded up to an even one):
    /// - `u` from `A - H` hides `[A - H, A)` (modulo the loop);
    /// - when `A >= H`, `u` from 0 hides `[0, H)` too: together `[0, A)`;
    /// - when `A < H`, `v` from 0 shows `[H, loop)` again: `[0, A)` stays hidden.
    /// The one of the last two that is not wanted starts so late it never does.
    private func appendTiming(end: Instant) {
        var loop = max(2, loopLength(end: end).microseconds)
        loop += loop % 2
        let half = Self.decimal(loop / 2)
        pending.bytes += "\ng[style]{animation:".utf8
        pending.bytes += Self.seconds(loop).utf8
        pending.bytes += options.loop ? " step-start infinite;".utf8 : " step-start 1;".utf8
        pending.bytes += "animation-name:u,u,v;animation-timing-function:step-start,step-start,step-end;".utf8
        pending.bytes +=
            "animation-delay:calc(var(--a)*1s - \(half)s),max(0s,(\(half) - var(--a))*1e9s),".utf8
        pending.bytes += "max(0s,(var(--a) - \(half))*1e9s)}".utf8
        pending.bytes += "@keyframes u{50%{visibility:hidden}}@keyframes v{50%,to{visibility:visible}}".utf8
        pending.bytes += "\n@media (prefers-reduced-motion:reduce){g[style]{animation:none!important}}".utf8
    }

    /// When a frame of time `time` (microseconds) appears: a microsecond before its time, or
    /// up to a millisecond before it when that is written with fewer digits, and after the
    /// frame before (`after`).
    static func appearance(at time: Int64, after previous: Int64) -> Int64 {
        let exact = time - 1 > previous ? time - 1 : time
        var scale: Int64 = 1_000_000
        while scale > 1 {
            let rounded = exact / scale * scale
            if rounded > previous && time - rounded <= 1000 { return rounded }
            scale /= 10
        }
        return exact
    }

    /// `12.5s` from microseconds.
    static func seconds(_ microseconds: Int64) -> String { decimal(microseconds, places: 6) + "s" }

    /// Seconds from microseconds, without the unit: `12.5`, `.5` rather than `0.5`.
    static func decimal(_ microseconds: Int64) -> String {
        let text = decimal(microseconds, places: 6)
        return text.hasPrefix("0.") ? String(text.dropFirst()) : text
    }

    /// `value` / 10^places, without trailing zeros.
    static func decimal(_ value: Int64, places: Int) -> String {
        var scale: Int64 = 1
        for _ in 0..<places { scale *= 10 }
        let whole = value / scale
        var fraction = String(value % scale)
        guard fraction != "0" else { return String(whole) }
        fraction = String(repeating: "0", count: places - fraction.count) + fraction
        while fraction.hasSuffix("0") { fraction.removeLast() }
        return "\(whole).\(fraction)"
    }

    /// A piece's id: a letter, then the rest of the number in base 62.
    static func appendId(_ number: Int, to out: inout [UInt8]) {
        let letters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ".utf8)
        out.append(letters[number % letters.count])
        if number >= letters.count { appendBase62(number / letters.count, to: &out) }
    }

    static func appendBase62(_ number: Int, to out: inout [UInt8]) {
        let digits = Array("0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ".utf8)
        if number >= 62 { appendBase62(number / 62, to: &out) }
        out.append(digits[number % 62])
    }

    /// A piece's identity: two 64-bit FNV-1a hashes of its markup (which holds its width),
    /// with different starting points. Keeping 16 bytes rather than the markup keeps memory flat.
    struct PieceKey: Hashable {
        let a: UInt64
        let b: UInt64

        init(_ bytes: [UInt8]) {
            var a: UInt64 = 0xcbf2_9ce4_8422_2325
            var b: UInt64 = 0x8422_2325_cbf2_9ce4
            for byte in bytes {
                a = (a ^ UInt64(byte)) &* 0x100_0000_01b3
                b = (b ^ UInt64(byte)) &* 0x100_0000_01b3
                b = b ^ (b >> 29)
            }
            self.a = a
            self.b = b ^ UInt64(bytes.count)
        }
    }
}
