import SwitcherCore
import SwitcherUI

/// Frames from any source — a tape's player, a comparison — written into one output as one
/// format, streamed as they come. The output is committed only when the source finished and
/// every write succeeded; on any failure it is abandoned, so nothing half-written appears.
public enum Recording {
    /// Why a recording stopped before its end; the output was abandoned.
    public enum Failure<SourceError: Error>: Error {
        /// The source could not go on.
        case source(SourceError)
        /// The output could not be written.
        case output(AtomicOutputError)
        /// `continuing` said to stop.
        case stopped
    }

    /// Writes what `frames` presents into `output` as `format`, then commits the output, and
    /// returns how many frames were written. `frames` gets the presenter and a `continuing` to
    /// ask before each frame (false once a write failed or the caller's `continuing` said stop),
    /// and returns whether it got to its end.
    public static func write<SourceError: Error>(
        to output: any ByteOutput, format: RecordingFormat = .asciicast, title: String?,
        encoder: ANSIEncoder = ANSIEncoder(), continuing: () -> Bool = { true },
        frames: (_ presenter: FramePresenter, _ continuing: () -> Bool) throws(SourceError) -> Bool
    ) throws(Failure<SourceError>) -> Int {
        let writer = format.writer(to: output, title: title, encoder: encoder)
        let finished: Bool
        do {
            finished = try withoutActuallyEscaping(continuing) { (continuing) throws(SourceError) in
                try frames(FramePresenter(sinks: [writer])) { writer.error == nil && continuing() }
            }
        } catch {
            output.abandon()
            throw .source(error)
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
            try writer.flush(continuing: continuing)
            // A signal while the last bytes were written: nothing is committed.
            guard continuing() else { throw AtomicOutputError.stopped }
            try output.commit()
        } catch {
            output.abandon()
            throw error.isCancelled ? .stopped : .output(error)
        }
        return writer.frames
    }
}
