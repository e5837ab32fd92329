import SwitcherCore
import SwitcherUI

/// The asciicast v2 format (https://docs.asciinema.org/manual/asciicast/v2/): a JSON header
/// line, then one JSON array per event, `[time, code, data]`. Written by hand so the bytes
/// depend on nothing but the input: fixed key order, times as whole microseconds printed
/// with six decimals, no wall-clock timestamp, no environment but a fixed `TERM`.
public enum Asciicast {
    /// The header line, newline included.
    public static func header(width: Int, height: Int, title: String?) -> String {
        var fields = ["\"version\": 2", "\"width\": \(width)", "\"height\": \(height)"]
        if let title { fields.append("\"title\": \(jsonString(title))") }
        fields.append("\"env\": {\"TERM\": \"xterm-256color\"}")
        return "{" + fields.joined(separator: ", ") + "}\n"
    }

    /// An output event: `data` written to the terminal at `time`.
    public static func output(_ data: String, at time: Instant) -> String {
        var line: [UInt8] = []
        appendOutput(Array(data.utf8), at: time, to: &line)
        return String(decoding: line, as: UTF8.self)
    }

    /// `output(_:at:)` for UTF-8 bytes, appended to `line`.
    public static func appendOutput(_ data: [UInt8], at time: Instant, to line: inout [UInt8]) {
        line.append(UInt8(ascii: "["))
        line.append(contentsOf: seconds(time).utf8)
        line.append(contentsOf: ", \"o\", ".utf8)
        appendJSONString(data, to: &line)
        line.append(contentsOf: "]\n".utf8)
    }

    /// A resize event: the terminal became `width`×`height` at `time`.
    public static func resize(width: Int, height: Int, at time: Instant) -> String {
        "[\(seconds(time)), \"r\", \"\(width)x\(height)\"]\n"
    }

    /// `12.345678`: exact, the same on every machine.
    static func seconds(_ time: Instant) -> String {
        let microseconds = max(0, time.microseconds)
        let fraction = String(microseconds % 1_000_000)
        return "\(microseconds / 1_000_000)." + String(repeating: "0", count: 6 - fraction.count) + fraction
    }

    /// A JSON string literal. Control characters (ESC above all, and the C1 controls) and
    /// the JavaScript line separators are escaped; the rest is UTF-8 as is.
    public static func jsonString(_ text: String) -> String {
        var out: [UInt8] = []
        appendJSONString(Array(text.utf8), to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    static func appendJSONString(_ utf8: [UInt8], to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        utf8.withUnsafeBufferPointer { bytes in
            let count = bytes.count
            var i = 0
            while i < count {
                // Copy the longest run that needs no escape in one go.
                let start = i
                while i < count && !needsEscape(bytes, at: i) { i += 1 }
                if i > start { out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<i])) }
                guard i < count else { break }
                let byte = bytes[i]
                switch byte {
                case UInt8(ascii: "\""): out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\"")])
                case UInt8(ascii: "\\"): out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\\")])
                case UInt8(ascii: "\n"): out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
                case UInt8(ascii: "\r"): out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "r")])
                case UInt8(ascii: "\t"): out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "t")])
                case 0xC2:
                    // U+0080…U+009F, the C1 controls.
                    appendEscape(UInt32(bytes[i + 1]), to: &out)
                    i += 1
                case 0xE2:
                    // U+2028 and U+2029.
                    appendEscape(0x2028 + UInt32(bytes[i + 2] - 0xA8), to: &out)
                    i += 2
                default: appendEscape(UInt32(byte), to: &out)
                }
                i += 1
            }
        }
        out.append(UInt8(ascii: "\""))
    }

    /// Whether the character starting at byte `i` must be escaped.
    @inline(__always)
    private static func needsEscape(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int) -> Bool {
        let byte = bytes[i]
        if byte >= 0x20 && byte < 0x7F { return byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") }
        if byte < 0x20 || byte == 0x7F { return true }
        if byte == 0xC2 { return i + 1 < bytes.count && (0x80...0x9F).contains(bytes[i + 1]) }
        if byte == 0xE2 {
            return i + 2 < bytes.count && bytes[i + 1] == 0x80 && (0xA8...0xA9).contains(bytes[i + 2])
        }
        return false
    }

    private static func appendEscape(_ value: UInt32, to out: inout [UInt8]) {
        let digits = Array("0123456789abcdef".utf8)
        out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "u")])
        for shift in stride(from: 12, through: 0, by: -4) {
            out.append(digits[Int(value >> UInt32(shift) & 0xF)])
        }
    }
}

/// Records a tape headless into an asciicast: the changed cells of each frame as ANSI bytes
/// at its recording time, streamed to the output as the frames come, so memory stays flat
/// however long the tape. The same tape gives the same bytes on every run and machine.
public enum TapeRecording {
    /// What a recording wrote.
    public struct Summary {
        public let frames: Int
        /// The tape's length in recording time.
        public let duration: Interval
        public let results: [ExpectationResult]
    }

    /// A recording kept in memory.
    public struct Result {
        /// The asciicast file's text.
        public let cast: String
        public let frames: Int
        /// The tape's length in recording time.
        public let duration: Interval
        public let results: [ExpectationResult]
    }

    /// Why a recording stopped before its end; the output was abandoned.
    public enum Failure: Error {
        /// A step could not run.
        case tape(TapeError)
        /// The output could not be written.
        case output(AtomicOutputError)
        /// `continuing` said to stop.
        case stopped
    }

    /// Plays `tape` headless into `output` and commits it; on any failure abandons it
    /// instead. `continuing` is asked before each frame (a signal noted ends the run).
    public static func record(
        _ tape: Tape, catalog: AssetCatalog, to output: any ByteOutput, encoder: ANSIEncoder = ANSIEncoder(),
        continuing: () -> Bool = { true }
    ) throws(Failure) -> Summary {
        let player = TapePlayer(tape: tape, catalog: catalog)
        let writer = CastWriter(output: output, title: title(of: tape), encoder: encoder)
        let finished: Bool
        do {
            finished = try player.play(
                size: tape.settings.size, frameRate: tape.settings.frameRate,
                to: FramePresenter(sinks: [writer]), continuing: { writer.error == nil && continuing() })
        } catch {
            output.abandon()
            throw .tape(error)
        }
        if let error = writer.error {
            output.abandon()
            throw .output(error)
        }
        guard finished else {
            output.abandon()
            throw .stopped
        }
        do throws(AtomicOutputError) {
            try writer.flush()
            try output.commit()
        } catch {
            output.abandon()
            throw .output(error)
        }
        let end = player.endTime ?? player.time
        return Summary(frames: writer.frames, duration: end - .zero, results: player.results)
    }

    /// `record(_:catalog:to:)` into memory.
    public static func asciicast(
        of tape: Tape, catalog: AssetCatalog, encoder: ANSIEncoder = ANSIEncoder()
    ) throws(TapeError) -> Result {
        let memory = MemoryOutput()
        let summary: Summary
        do {
            summary = try record(tape, catalog: catalog, to: memory, encoder: encoder)
        } catch {
            guard case .tape(let error) = error else { preconditionFailure("memory is always written") }
            throw error
        }
        return Result(
            cast: String(decoding: memory.bytes, as: UTF8.self), frames: summary.frames,
            duration: summary.duration, results: summary.results)
    }

    /// `Set Title`, else the tape's file name.
    public static func title(of tape: Tape) -> String {
        if let title = tape.settings.title { return title }
        return String(tape.file.split(separator: "/").last ?? Substring(tape.file))
    }
}

/// The asciicast writer, a sink of the presenter, for the headless and the live recorder
/// alike: the header and the prologue with the first frame, then the changed cells of each
/// frame that looks different (a resize event and a repaint when the size changes), then the
/// epilogue. Events are buffered up to `flushSize` bytes and then written to the output, so
/// a recording of any length holds about that much. The first write error is kept, and
/// nothing more is written after it.
final class CastWriter: FrameSink {
    let title: String?
    let encoder: ANSIEncoder
    private let output: any ByteOutput
    /// Frames written so far.
    private(set) var frames = 0
    /// When the presentation ended, once it has.
    private(set) var endTime: Instant?
    /// The first write that failed.
    private(set) var error: AtomicOutputError?
    private var pending: [UInt8] = []

    /// Hides the cursor and homes it before the first frame (which clears the screen).
    static let prologue = "\u{1B}[?25l\u{1B}[H"
    /// Restores the pen (and marks the recording's end time).
    static let epilogue = "\u{1B}[0m"
    static let flushSize = 64 * 1024

    init(output: any ByteOutput, title: String?, encoder: ANSIEncoder) {
        self.output = output
        self.title = title
        self.encoder = encoder
        pending.reserveCapacity(Self.flushSize + 16 * 1024)
    }

    /// Appends the update's frame; nothing when it looks as the one before did.
    func show(_ update: FrameUpdate) {
        guard update.looksChanged, error == nil, endTime == nil else { return }
        let frame = update.frame
        var bytes: [UInt8] = []
        if update.previous == nil {
            pending += Asciicast.header(width: frame.width, height: frame.height, title: title).utf8
            bytes = Array(Self.prologue.utf8)
        } else if update.isResize {
            pending += Asciicast.resize(width: frame.width, height: frame.height, at: update.time).utf8
        }
        bytes += encoder.updateBytes(from: update.previous, to: frame, runs: update.changes)
        Asciicast.appendOutput(bytes, at: update.time, to: &pending)
        frames += 1
        if pending.count >= Self.flushSize { try? flush() }
    }

    /// The epilogue, which marks the recording's end at `time`.
    func end(at time: Instant) {
        guard endTime == nil, frames > 0 else { return }
        endTime = time
        Asciicast.appendOutput(Array(Self.epilogue.utf8), at: time, to: &pending)
    }

    /// Writes what is buffered; throws the first write error, now or before.
    func flush() throws(AtomicOutputError) {
        if let error { throw error }
        guard !pending.isEmpty else { return }
        do {
            try output.write(pending)
        } catch {
            self.error = error
            throw error
        }
        pending.removeAll(keepingCapacity: true)
    }
}
