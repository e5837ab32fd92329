import Foundation
import SwitcherCore
import SwitcherUI

/// Records a live session to an asciicast as it is shown (`switcherlab --record FILE.cast`):
/// wrap the session, run the wrapper in the live loop, then `finish()`.
///
/// Every frame the loop draws that differs from the last one recorded becomes an `"o"` event
/// with the real time elapsed since the start — the sum of the loop's `elapse` calls, so no
/// clock is read here. A terminal resize becomes an `"r"` event and a full repaint. Events
/// stream to a hidden temporary file next to the destination, which appears only on
/// `finish()`; `discard()` (or dropping the recorder) leaves nothing behind.
public final class LiveRecorder: LiveSession {
    public let session: LiveSession
    public var destination: URL { file.destination }
    /// Frames recorded so far.
    public private(set) var frames = 0
    /// Seconds since the start, as the loop reported them.
    public private(set) var elapsed: Double = 0

    private let file: AtomicFile
    private let title: String?
    private let encoder: ANSIEncoder
    private var previous: Canvas?
    private var pending: [UInt8] = []
    private var writeError: AtomicOutputError?
    private static let flushSize = 64 * 1024

    /// Creates the temporary file at once, so a bad path fails before the session starts.
    public init(
        recording session: LiveSession, to destination: URL, title: String? = nil,
        encoder: ANSIEncoder = ANSIEncoder()
    ) throws(AtomicOutputError) {
        self.session = session
        self.file = try AtomicFile(destination: destination)
        self.title = title
        self.encoder = encoder
    }

    var now: Instant { Instant(microseconds: Int64((elapsed * 1_000_000).rounded())) }

    public func render(size: Size) -> Canvas {
        let frame = session.render(size: size)
        record(frame)
        return frame
    }

    private func record(_ frame: Canvas) {
        guard writeError == nil else { return }
        let changes = changedRuns(old: previous, new: frame)
        if let previous {
            if previous.width != frame.width || previous.height != frame.height {
                pending += Asciicast.resize(width: frame.width, height: frame.height, at: now).utf8
            } else if changes.isEmpty {
                return
            }
            let bytes = encoder.updateBytes(from: previous, to: frame, runs: changes)
            Asciicast.appendOutput(bytes, at: now, to: &pending)
        } else {
            pending += Asciicast.header(width: frame.width, height: frame.height, title: title).utf8
            let bytes =
                Array(TapeRecording.prologue.utf8) + encoder.updateBytes(from: nil, to: frame, runs: changes)
            Asciicast.appendOutput(bytes, at: now, to: &pending)
        }
        previous = frame
        frames += 1
        if pending.count >= Self.flushSize { flush() }
    }

    private func flush() {
        guard !pending.isEmpty, writeError == nil else { return }
        do {
            try file.write(pending)
        } catch {
            writeError = error
        }
        pending = []
    }

    public func handle(_ key: Key) -> Bool { session.handle(key) }

    public func elapse(realSeconds: Double) {
        if realSeconds > 0 && realSeconds.isFinite { elapsed += realSeconds }
        session.elapse(realSeconds: realSeconds)
    }

    public var isAnimating: Bool { session.isAnimating }
    public var isFinished: Bool { session.isFinished }
    public var secondsUntilNextChange: Double? { session.secondsUntilNextChange }

    /// Ends the recording at the current time and moves the file into place. Throws, leaving
    /// nothing, when a write failed or no frame was ever drawn.
    public func finish() throws(AtomicOutputError) {
        if let writeError {
            file.abandon()
            throw writeError
        }
        guard previous != nil else {
            file.abandon()
            throw AtomicOutputError("nothing was drawn, so no recording was written")
        }
        Asciicast.appendOutput(Array(TapeRecording.epilogue.utf8), at: now, to: &pending)
        flush()
        if let writeError {
            file.abandon()
            throw writeError
        }
        try file.commit()
    }

    /// Drops the recording.
    public func discard() { file.abandon() }
}
