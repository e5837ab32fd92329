import SwitcherCore
import SwitcherUI

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
        format: RecordingFormat = .asciicast, continuing: () -> Bool = { true }
    ) throws(Failure) -> Summary {
        let writer = format.writer(to: output, title: title(of: tape), encoder: encoder)
        let finished: Bool
        let player: any TapeRun
        do {
            player = try tape.run(catalog: catalog)
            finished = try player.play(
                size: player.frameSize, frameRate: tape.settings.frameRate,
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
