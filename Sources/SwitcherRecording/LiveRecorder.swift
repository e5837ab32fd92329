import Foundation
import SwitcherCore
import SwitcherUI

/// Records a live session to an asciicast (or an animated SVG) as it is shown
/// (`switcherlab --record FILE.cast`, `--record FILE.svg`):
/// a sink of the live loop's presenter, beside the terminal, so it gets the very diff the
/// terminal draws. Pass it to `runLive(_:sinks:)`, then `finish()`.
///
/// Every frame that looks different from the one before becomes an `"o"` event at the real
/// time since the start that the loop reports; a resize becomes an `"r"` event and a full
/// repaint. Events stream to the output as they come (see `OutputTarget`): a regular file
/// is written under a hidden temporary name and appears only on `finish()`; `discard()` (or
/// dropping the recorder) leaves nothing behind.
public final class LiveRecorder: FrameSink {
    public let destination: URL
    /// Frames recorded so far.
    public var frames: Int { writer.frames }

    private let output: any ByteOutput
    private let writer: any RecordingWriter
    private var lastTime: Instant = .zero

    /// Opens the output at once, so a bad path fails before the session starts: with `open`
    /// (by default `OutputTarget.open`), once the name is known to be a recording's format
    /// (`OutputFormat`).
    public init(
        to destination: URL, title: String? = nil, encoder: ANSIEncoder = ANSIEncoder(),
        svg: SVGOptions = SVGOptions(), castVersion: Asciicast.Version = .v2,
        open: (URL) throws(AtomicOutputError) -> any ByteOutput = { url throws(AtomicOutputError) in
            try OutputTarget.open(url)
        }
    ) throws(AtomicOutputError) {
        self.destination = destination
        let format: RecordingFormat
        do {
            format = try RecordingFormat.forPath(destination.path, svg: svg).castVersion(castVersion)
        } catch {
            throw AtomicOutputError(error.description)
        }
        output = try open(destination)
        writer = format.writer(to: output, title: title, encoder: encoder)
    }

    public func show(_ update: FrameUpdate) {
        lastTime = update.time
        writer.show(update)
    }

    public func end(at time: Instant) { writer.end(at: time) }

    /// A marker (asciicast v3 only), before the next frame.
    public func mark(_ label: String, at time: Instant) { writer.mark(label, at: time) }

    /// An input (asciicast v3 only), before the next frame.
    public func input(_ name: String, at time: Instant) { writer.input(name, at: time) }

    /// Ends the recording (at the end the loop reported, else at the last frame) and moves
    /// the file into place. Throws, leaving nothing, when a write failed or no frame was
    /// ever drawn.
    public func finish() throws(AtomicOutputError) {
        guard writer.frames > 0 else {
            output.abandon()
            throw AtomicOutputError("nothing was drawn, so no recording was written")
        }
        writer.end(at: lastTime)
        do {
            try writer.flush()
            try output.commit()
        } catch {
            output.abandon()
            throw error
        }
    }

    /// Drops the recording.
    public func discard() { output.abandon() }
}
