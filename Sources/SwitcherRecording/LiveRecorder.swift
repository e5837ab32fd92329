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
    public var frames: Int { writer.frames }
    /// Seconds since the start, as the loop reported them.
    public private(set) var elapsed: Double = 0

    private let file: AtomicFile
    private var writer: CastWriter
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
        self.writer = CastWriter(title: title, encoder: encoder)
    }

    var now: Instant { Instant(microseconds: Int64((elapsed * 1_000_000).rounded())) }

    public func render(size: Size) -> Canvas {
        let frame = session.render(size: size)
        record(frame)
        return frame
    }

    private func record(_ frame: Canvas) {
        guard writeError == nil else { return }
        writer.append(frame, at: now, to: &pending)
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
        guard writer.previous != nil else {
            file.abandon()
            throw AtomicOutputError("nothing was drawn, so no recording was written")
        }
        writer.end(at: now, to: &pending)
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
