import SwitcherCore
import SwitcherUI

/// The asciicast writer, a sink of the presenter, for the headless and the live recorder
/// alike: the header and the prologue with the first frame, then the changed cells of each
/// frame that looks different (a resize event and a repaint when the size changes), then the
/// epilogue, which shows the cursor again without moving the picture: on the drawing's last
/// row, so a terminal of the recorded size does not scroll and the final frame stays whole.
/// In v3 each event's time is the interval since the one before, and markers (`mark`) are
/// written; v2 has neither. Events are buffered up to `flushSize` bytes and then written to the output, so
/// a recording of any length holds about that much. The first write error is kept, and
/// nothing more is written after it.
final class CastWriter: FrameSink {
    let title: String?
    let encoder: ANSIEncoder
    let version: Asciicast.Version
    /// Frames written so far.
    private(set) var frames = 0
    /// When the presentation ended, once it has.
    private(set) var endTime: Instant?
    /// The first write that failed.
    var error: AtomicOutputError? { pending.error }
    private var pending: PendingOutput
    /// The height of the frame written last: the epilogue moves the cursor below it.
    private var height = 0
    /// The cursor and the pen as the last frame left them: nothing else writes to the cast's
    /// terminal, so the next frame starts from there (the epilogue resets the pen).
    private var terminal = ANSIEncoder.TerminalState()
    /// The time of the event written last: v3's intervals are measured from it.
    private var lastEventTime: Instant = .zero

    /// Hides the cursor and homes it before the first frame (which clears the screen).
    static let prologue = "\u{1B}[?25l\u{1B}[H"
    /// Restores the pen, moves the cursor to the start of the drawing's last row and shows it
    /// again: no line feed, so a terminal just `height` rows tall keeps every row in place.
    static func epilogue(height: Int, cursor: Bool = true) -> String {
        "\u{1B}[0m\u{1B}[\(max(1, height));1H" + (cursor ? "\u{1B}[?25h" : "")
    }
    /// Whether the epilogue shows the cursor again: yes for a terminal, no for a picture
    /// drawn from the cast (a GIF), where it would be a block in the last frame.
    let cursorAtEnd: Bool
    static let flushSize = 64 * 1024

    init(
        output: any ByteOutput, title: String?, encoder: ANSIEncoder, version: Asciicast.Version = .v2,
        cursorAtEnd: Bool = true
    ) {
        self.cursorAtEnd = cursorAtEnd
        self.title = title
        self.encoder = encoder
        self.version = version
        pending = PendingOutput(output, flushSize: Self.flushSize)
    }

    /// Appends the update's frame; nothing when it looks as the one before did.
    func show(_ update: FrameUpdate) {
        guard update.looksChanged, error == nil, endTime == nil else { return }
        let frame = update.frame
        var bytes: [UInt8] = []
        if update.previous == nil {
            pending.bytes +=
                Asciicast.header(
                    width: frame.width, height: frame.height, title: title, version: version,
                    theme: version == .v3 ? .lab : nil
                ).utf8
            bytes = Array(Self.prologue.utf8)
        } else if update.isResize {
            pending.bytes +=
                Asciicast.resize(width: frame.width, height: frame.height, at: stamp(update.time)).utf8
        }
        bytes += encoder.updateBytes(
            from: update.previous, to: frame, runs: update.changes, terminal: &terminal)
        Asciicast.appendOutput(bytes, at: stamp(update.time), to: &pending.bytes)
        height = frame.height
        frames += 1
        for (code, data) in early {
            pending.bytes += Asciicast.event(code, data, at: stamp(update.time)).utf8
        }
        early = []
        if pending.isFull { try? flush() }
    }

    /// The epilogue, which marks the recording's end at `time`.
    func end(at time: Instant) {
        guard endTime == nil, frames > 0 else { return }
        endTime = time
        Asciicast.appendOutput(
            Array(Self.epilogue(height: height, cursor: cursorAtEnd).utf8), at: stamp(time),
            to: &pending.bytes)
    }

    /// A v3 marker at `time`, before the frame that follows; v2 writes none. A marker before
    /// the first frame waits for the header: it is written at the first frame's time.
    func mark(_ label: String, at time: Instant) { event("m", label, at: time) }

    /// A v3 input event (`i`) at `time`: the key or gesture, named as a person reads it.
    func input(_ name: String, at time: Instant) { event("i", name, at: time) }

    private func event(_ code: String, _ data: String, at time: Instant) {
        guard version == .v3, error == nil, endTime == nil else { return }
        guard frames > 0 else {
            early.append((code, data))
            return
        }
        pending.bytes += Asciicast.event(code, data, at: stamp(time)).utf8
    }

    /// Markers and inputs that came before the first frame.
    private var early: [(code: String, data: String)] = []

    /// The time an event at `time` is written with: itself in v2, the interval since the
    /// event before in v3 (never negative, so events stay in order).
    private func stamp(_ time: Instant) -> Instant {
        guard version == .v3 else { return time }
        let time = max(time, lastEventTime)
        defer { lastEventTime = time }
        return .zero + (time - lastEventTime)
    }

    /// Writes what is buffered; throws the first write error, now or before.
    func flush() throws(AtomicOutputError) { try pending.flush() }
}
