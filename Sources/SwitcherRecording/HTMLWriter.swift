import SwitcherCore
import SwitcherUI

/// A page that plays a recording (`record -o talk.html`) and stops at each cue: one HTML file
/// with no network and no external script, the recording as text. Frames stream into it as
/// they come: each is the runs of cells that changed, `[time, [[row, column, text, style],
/// …]]`, its text as text; the styles (colours and attributes), the markers and the player
/// (`HTMLPage.player`) follow the frames. The page stops at each cue (a tape's `Pause`) and
/// goes on with →, Space, PageDown or a click, back with ← or PageUp; the caption is a status
/// line a screen reader reads (the drawn picture is hidden from it); the terminal is scaled to
/// fit the window. The same tape gives the same bytes.
final class HTMLWriter: FrameSink, RecordingWriter {
    private let title: String
    private(set) var frames = 0
    var error: AtomicOutputError? { pending.error }
    private var pending: PendingOutput
    private var styles: [String: Int] = [:]
    private var styleList: [String] = []
    private var cues: [Instant] = []
    /// A cue came: the next frame presented is where the page stops.
    private var cuePending = false
    private var captions: [(Instant, String)] = []
    private var size: Size?
    private var endTime: Instant?

    init(output: any ByteOutput, title: String?) {
        pending = PendingOutput(output, flushSize: CastWriter.flushSize)
        self.title = title ?? "switcherlab"
    }

    func show(_ update: FrameUpdate) {
        // A cue stops the page at the first frame presented after it: the one its hold shows.
        if cuePending {
            cues.append(update.time)
            cuePending = false
        }
        guard update.looksChanged, error == nil, endTime == nil else { return }
        let frame = update.frame
        if size == nil {
            size = Size(width: frame.width, height: frame.height)
            pending.bytes += HTMLPage.head(title: title).utf8
        }
        let runs =
            update.previous == nil || update.isResize ? changedRuns(old: nil, new: frame) : update.changes
        var line = "[\(seconds(update.time)),["
        var first = true
        for run in runs where run.y < (size?.height ?? 0) {
            var x = run.columns.lowerBound
            let end = min(run.columns.upperBound, size?.width ?? 0)
            while x < end {
                let style = styleIndex(frame[x, run.y])
                var text = ""
                let start = x
                while x < end && styleIndex(frame[x, run.y]) == style {
                    text.unicodeScalars.append(frame[x, run.y].scalar)
                    x += 1
                }
                line += (first ? "" : ",") + "[\(run.y),\(start),\(HTMLPage.json(text)),\(style)]"
                first = false
            }
        }
        pending.bytes += (frames == 0 ? "" : ",\n").utf8
        pending.bytes += (line + "]]").utf8
        frames += 1
        if pending.isFull { try? flush() }
    }

    func end(at time: Instant) {
        guard endTime == nil, frames > 0 else { return }
        endTime = time
    }

    /// A cue (`cue (line N)`, a tape's `Pause`) is a stop, at the next frame; a caption is the screen reader's
    /// line from then on; a snapshot marks nothing here.
    func mark(_ label: String, at time: Instant) {
        if label.hasPrefix("cue (line ") {
            cuePending = true
        } else if !label.hasPrefix("snapshot of ") {
            captions.append((time, label))
        }
    }

    private func styleIndex(_ cell: Cell) -> Int {
        let key = "\(cell.foreground.hex) \(cell.background.hex) \(cell.attributes.rawValue)"
        if let index = styles[key] { return index }
        styles[key] = styleList.count
        styleList.append(key)
        return styleList.count - 1
    }

    private func seconds(_ time: Instant) -> String { Asciicast.seconds(time) }

    func flush() throws(AtomicOutputError) {
        if endTime != nil, let size {
            pending.bytes +=
                HTMLPage.tail(
                    size: size, end: seconds(endTime ?? .zero), styles: styleList,
                    cues: cues.map(seconds), captions: captions.map { (seconds($0.0), $0.1) }
                ).utf8
            endTime = nil
            self.size = nil
        }
        try pending.flush()
    }
}
