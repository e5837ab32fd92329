import ArgumentParser
import Foundation
import SwitcherCore
import SwitcherRecording
import SwitcherSessions
import SwitcherTapes

/// What the commands that record share (`record`, `compare -o`, the lab's `--record`): the
/// format a path names, the cast's version, the programs a format needs, and the recording
/// of a tape (`TapeRecording`), each refusal a usage error.
enum RecordingSupport {
    /// The format `path` is written as for `use` (`OutputFormat`, the one table of formats),
    /// or a usage error naming the extension and the ones `command` writes.
    static func format(for path: String, use: OutputFormat.Use = .recording, command: String = "record")
        throws
        -> OutputFormat
    {
        do {
            return try OutputFormat.forPath(path, use: use)
        } catch {
            throw usage(error.message(command))
        }
    }

    /// Refuses, before anything is read or written, a format whose programs are not on PATH:
    /// `record -o x.gif needs agg, which is not on PATH …`.
    static func requireTools(_ format: OutputFormat, path: String, command: String = "record -o") throws {
        for tool in format.recording()?.tools ?? [] where tool.locate() == nil {
            throw usage("\(command) \(path) needs \(tool.missing)")
        }
    }

    /// The recording `format` makes with `svg`'s options (and `video`'s for a GIF or an MP4);
    /// a usage error for a format that is no recording (`format(for:)` with `.recording`
    /// gives none).
    static func recording(_ format: OutputFormat, svg: SVGOptions, video: VideoOptions? = nil) throws
        -> RecordingFormat
    {
        guard let recording = format.recording(svg: svg, video: video) else {
            throw usage("\(format.noun) is no recording")
        }
        return recording
    }

    /// Records `tape` into `path` (`-`: standard output) as `format`, stopping cleanly on a
    /// signal; a step that cannot run is reported by `problem`.
    static func record(
        _ tape: Tape, catalog: AssetCatalog, to path: String, format: RecordingFormat,
        problem: (TapeError) -> ExitCode
    ) throws -> TapeRecording.Summary {
        HeadlessSignals.watch()
        defer { HeadlessSignals.unwatch() }
        let summary: TapeRecording.Summary
        do {
            summary = try TapeRecording.record(tape, catalog: catalog, toPath: path, format: format) {
                HeadlessSignals.pending != nil
            }
        } catch {
            if let stop = HeadlessSignals.exitCode { throw stop }
            switch error {
            case .open(let error): throw TapeSupport.report(error)
            case .recording(.source(let error)): throw problem(error)
            case .recording(.output(let error)): throw TapeSupport.report(error)
            case .recording(.stopped): throw ExitCode(2)
            }
        }
        // A signal as the file was moved into place: the file is whole, the status says so.
        if let stop = HeadlessSignals.exitCode { throw stop }
        return summary
    }

    /// `FILE: 241 frames, 8.000s` (`standard output: …` for `-`): what a recording says once written.
    static func written(_ summary: TapeRecording.Summary, to path: String) -> String {
        "\(path == "-" ? "standard output" : path): \(summary.frames) frames, \(summary.duration)"
    }
}
