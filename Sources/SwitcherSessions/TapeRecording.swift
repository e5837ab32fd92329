import Foundation
import SwitcherCore
import SwitcherRecording
import SwitcherTapes

/// A tape recorded headless into a cast or an SVG: the tape's player (SwitcherTapes) feeding a
/// format's writer (SwitcherRecording), which know nothing of each other. The frames stream to
/// the output as they come, so memory stays flat however long the tape; the same tape gives
/// the same bytes on every run and machine.
public enum TapeRecording {
    /// What a recording wrote.
    public struct Summary: Sendable {
        public let frames: Int
        /// The tape's length in recording time.
        public let duration: Interval
        public let results: [ExpectationResult]
        public let warnings: [TapeWarning]
    }

    /// Plays `tape` headless into `output` as `format` and commits it; on any failure abandons
    /// it instead. `continuing` is asked before each frame (a signal noted ends the run).
    public static func record(
        _ tape: Tape, catalog: AssetCatalog, to output: any ByteOutput, format: RecordingFormat = .asciicast,
        continuing: () -> Bool = { true }
    ) throws(Recording.Failure<TapeError>) -> Summary {
        var run: (any TapeRun)?
        let frames = try Recording.write(
            to: output, format: format, title: tape.title, continuing: continuing
        ) {
            (presenter, continuing) throws(TapeError) in
            let played = try tape.play(catalog: catalog, to: presenter, continuing: continuing)
            run = played
            return played.isFinished
        }
        guard let run else { preconditionFailure("a recording that finished has played") }
        return Summary(
            frames: frames, duration: (run.endTime ?? run.time) - .zero, results: run.results,
            warnings: run.warnings)
    }
}

extension TapeRecording {
    /// Why a recording to a path stopped: the output would not open, or the recording failed.
    public enum PathFailure: Error {
        case open(AtomicOutputError)
        case recording(Recording.Failure<TapeError>)
    }

    /// Records `tape` into the file at `path` (`-`: standard output) as `format`; `stopping`
    /// is asked as the output is written and before each frame (a signal noted ends the run).
    public static func record(
        _ tape: Tape, catalog: AssetCatalog, toPath path: String, format: RecordingFormat,
        stopping: @escaping () -> Bool
    ) throws(PathFailure) -> Summary {
        let destination: any ByteOutput
        do {
            destination =
                path == "-"
                ? OutputTarget.standardOutput(stopping: stopping)
                : try OutputTarget.open(URL(fileURLWithPath: path), stopping: stopping)
        } catch {
            throw .open(error)
        }
        do {
            return try record(tape, catalog: catalog, to: destination, format: format) { !stopping() }
        } catch {
            throw .recording(error)
        }
    }
}
