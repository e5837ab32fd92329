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

    public init(loop: Bool = true, title: String? = nil) {
        self.loop = loop
        self.title = title
    }
}

/// The animated SVG writer, a sink of the presenter like the asciicast writer: one
/// self-contained file, no script, no external resource, CSS keyframes only.
///
/// Structure, as it streams:
/// - the header: size, font stack and the few style classes;
/// - each frame that looks changed: first, in a `<defs>`, the tiles never seen before (a tile
///   is `SVGRow.tileColumns` cells of a row, an `<svg>` of its own that clips what it draws,
///   drawn once by `SVGRow`); then the frame itself, a `<g>` of `<use>`s of its *changed*
///   tiles only. Identical tiles anywhere in the recording share one definition, and a frame
///   costs a reference per changed tile;
/// - at the end, a `<style>` with the timing: frame k's group is hidden until its time and
///   shown from then to the end of the loop (one `@keyframes` per frame, `step-end`). Tiles
///   are opaque and sit on a fixed grid, so the latest group to show a tile covers the
///   earlier ones: at any instant the picture is exactly the frame of that instant, as the
///   still of it (`SVGStill`) draws it. Without animations (`prefers-reduced-motion`, or a
///   viewer without CSS animation) every group shows and the last frame is what is seen.
///
/// Events are buffered up to `flushSize` bytes and then written, so a recording of any length
/// holds about that much, plus a 16-byte key per distinct tile and a time per frame. The same
/// frames give the same bytes.
final class SVGWriter: FrameSink {
    let options: SVGOptions
    private let output: any ByteOutput
    /// Frames written so far.
    private(set) var frames = 0
    private(set) var endTime: Instant?
    private(set) var error: AtomicOutputError?
    /// The recording's size, fixed by its first frame (a later resize is clipped to it).
    private(set) var size: Size?
    private var pending: [UInt8] = []
    private var tileIDs: [TileKey: Int] = [:]
    /// The times of the frames after the first, which animate.
    private var frameTimes: [Instant] = []

    static let flushSize = 64 * 1024

    init(output: any ByteOutput, options: SVGOptions) {
        self.output = output
        self.options = options
        pending.reserveCapacity(Self.flushSize + 16 * 1024)
    }

    func show(_ update: FrameUpdate) {
        guard update.looksChanged, error == nil, endTime == nil else { return }
        let frame = update.frame
        if update.previous == nil {
            size = Size(width: frame.width, height: frame.height)
            appendHeader(width: frame.width, height: frame.height)
        }
        let width = size?.width ?? frame.width
        let height = size?.height ?? frame.height
        let tileColumns = SVGRow.tileColumns
        let tilesPerRow = (width + tileColumns - 1) / tileColumns
        var tiles: [(y: Int, tile: Int)] = []
        if update.previous == nil || update.isResize {
            for y in 0..<min(height, frame.height) {
                for tile in 0..<tilesPerRow where tile * tileColumns < frame.width { tiles.append((y, tile)) }
            }
        } else {
            for run in update.changes where run.y < height {
                let first = run.columns.lowerBound / tileColumns
                let last = min(tilesPerRow, (run.columns.upperBound + tileColumns - 1) / tileColumns)
                for tile in first..<last where tiles.last.map({ $0 != (run.y, tile) }) ?? true {
                    tiles.append((run.y, tile))
                }
            }
        }
        var uses: [(id: Int, x: Int, y: Int)] = []
        var opened = false
        for (y, tile) in tiles {
            let columns = (tile * tileColumns)..<min(frame.width, (tile + 1) * tileColumns)
            let markup = SVGRow.markup(frame, row: y, columns: columns)
            let key = TileKey(markup, width: columns.count)
            let id: Int
            if let known = tileIDs[key] {
                id = known
            } else {
                id = tileIDs.count
                tileIDs[key] = id
                if !opened {
                    pending += "<defs>".utf8
                    opened = true
                }
                pending += #"<svg id="t"#.utf8
                Self.appendBase36(id, to: &pending)
                pending += #"" width=""#.utf8
                SVGRow.append(columns.count * SVGRow.cellWidth, to: &pending)
                pending += #"" height=""#.utf8
                SVGRow.append(SVGRow.cellHeight, to: &pending)
                pending += "\">".utf8
                pending += markup
                pending += "</svg>".utf8
            }
            uses.append((id, columns.lowerBound * SVGRow.cellWidth, y * SVGRow.cellHeight))
        }
        if opened { pending += "</defs>\n".utf8 }
        if frames == 0 {
            pending += "<g>".utf8
        } else {
            pending += #"<g class="f" style="animation-name:k"#.utf8
            Self.appendBase36(frameTimes.count, to: &pending)
            pending += "\">".utf8
            frameTimes.append(update.time)
        }
        for use in uses {
            pending += ##"<use href="#t"##.utf8
            Self.appendBase36(use.id, to: &pending)
            pending += "\"".utf8
            if use.x != 0 {
                pending += #" x=""#.utf8
                SVGRow.append(use.x, to: &pending)
                pending += "\"".utf8
            }
            if use.y != 0 {
                pending += #" y=""#.utf8
                SVGRow.append(use.y, to: &pending)
                pending += "\"".utf8
            }
            pending += "/>".utf8
        }
        pending += "</g>\n".utf8
        frames += 1
        if pending.count >= Self.flushSize { try? flush() }
    }

    /// Closes the document: the timing of every frame after the first, ending at `time`.
    func end(at time: Instant) {
        guard endTime == nil, frames > 0 else { return }
        endTime = time
        if !frameTimes.isEmpty { appendTiming(end: max(time, frameTimes.last!)) }
        pending += "</svg>\n".utf8
    }

    /// Writes what is buffered; throws the first write error, now or before.
    func flush() throws(AtomicOutputError) { try writePending(&pending, to: output, keeping: &error) }

    /// The length of one loop: the recording and, when it loops, the rest after it.
    func loopLength(end: Instant) -> Interval {
        let length = end - .zero
        return options.loop ? length + options.rest : length
    }

    // MARK: Markup

    private func appendHeader(width: Int, height: Int) {
        let pixelWidth = width * SVGRow.cellWidth
        let pixelHeight = height * SVGRow.cellHeight
        pending += #"<svg xmlns="http://www.w3.org/2000/svg" width=""#.utf8
        SVGRow.append(pixelWidth, to: &pending)
        pending += #"" height=""#.utf8
        SVGRow.append(pixelHeight, to: &pending)
        pending += "\" viewBox=\"0 0 \(pixelWidth) \(pixelHeight)\" font-family=\"\(SVGRow.fontFamily)\"".utf8
        pending += " font-size=\"\(SVGRow.fontSize)\" fill=\"#ffffff\" xml:space=\"preserve\">\n".utf8
        if let title = options.title {
            pending += "<title>".utf8
            for scalar in TerminalSafeText.sanitized(title).unicodeScalars {
                SVGRow.appendEscaped(scalar, to: &pending)
            }
            pending += "</title>\n".utf8
        }
        pending +=
            "<style>.b{font-weight:700}.i{font-style:italic}.u{text-decoration:underline}</style>\n".utf8
    }

    /// One `@keyframes` per animated frame: hidden from the loop's start until the frame's
    /// time, shown after. The switch is placed at the frame's time rounded down to a
    /// millionth of a percent of the loop, so a frame never appears after its time.
    private func appendTiming(end: Instant) {
        let loop = max(1, loopLength(end: end).microseconds)
        pending += "<style>.f{animation:".utf8
        pending += Self.seconds(loop).utf8
        pending += options.loop ? " step-end infinite}".utf8 : " step-end 1 forwards}".utf8
        for (index, time) in frameTimes.enumerated() {
            let millionths = max(0, time.microseconds) * 100_000_000 / loop
            pending += "\n@keyframes k".utf8
            Self.appendBase36(index, to: &pending)
            pending += "{0%{visibility:hidden}".utf8
            pending += Self.percent(millionths).utf8
            pending += "%{visibility:visible}}".utf8
        }
        pending += "\n@media (prefers-reduced-motion:reduce){.f{animation:none!important}}</style>\n".utf8
    }

    /// `12.5s` from microseconds.
    static func seconds(_ microseconds: Int64) -> String {
        decimal(microseconds, places: 6) + "s"
    }

    /// A percentage from millionths of a percent.
    static func percent(_ millionths: Int64) -> String { decimal(min(millionths, 100_000_000), places: 6) }

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

    static func appendBase36(_ number: Int, to out: inout [UInt8]) {
        let digits = Array("0123456789abcdefghijklmnopqrstuvwxyz".utf8)
        if number >= 36 { appendBase36(number / 36, to: &out) }
        out.append(digits[number % 36])
    }

    /// A tile's identity: two 64-bit FNV-1a hashes of its markup and its width, with different starting
    /// points. Keeping 16 bytes rather than the markup keeps memory flat.
    struct TileKey: Hashable {
        let a: UInt64
        let b: UInt64

        init(_ bytes: [UInt8], width: Int) {
            var a: UInt64 = 0xcbf2_9ce4_8422_2325
            var b: UInt64 = 0x8422_2325_cbf2_9ce4
            for byte in bytes {
                a = (a ^ UInt64(byte)) &* 0x100_0000_01b3
                b = (b ^ UInt64(byte)) &* 0x100_0000_01b3
                b = b ^ (b >> 29)
            }
            self.a = a
            self.b = b ^ UInt64(bytes.count) ^ UInt64(width) << 48
        }
    }
}
