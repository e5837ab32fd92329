import ArgumentParser
import Foundation
import SwitcherCore
import SwitcherRecording

/// `switcherlab record TAPE -o FILE.cast`: the tape played headless on the virtual clock into
/// an asciicast v2 file, identical on every run.
struct Record: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Record a tape headless into an asciicast v2 file or an animated SVG.",
        discussion: """
            The tape runs on the virtual clock, as fast as the machine goes; frames are taken at the tape's frame rate (Set FrameRate, default 30) and only changed cells are written, as they come. The same tape always gives the same bytes. A file appears only when the whole recording succeeded (a symbolic link is followed, and stays); a character device or FIFO is written directly, and - is standard output. The format follows the extension (.cast); another extension is refused. Failed Expect lines are printed and exit 1.
            """)

    @Argument(help: "The tape.")
    var tape: String

    @Option(
        name: [.short, .customLong("output")],
        help:
            "The file to write: FILE.cast (asciicast v2) or FILE.svg (animated SVG); - is a cast on standard output."
    )
    var output: String

    @Flag(help: "An SVG plays once and stays on its last frame instead of looping.")
    var noLoop = false

    @Option(help: "A directory of app assets (default: the shipped Assets).")
    var assets: String?

    /// Writes `tape` into `output`; `continuing` is asked before each frame.
    typealias Writer =
        @Sendable (
            _ tape: Tape, _ catalog: AssetCatalog, _ output: any ByteOutput, _ continuing: () -> Bool
        ) throws(TapeRecording.Failure) -> TapeRecording.Summary

    /// The formats `record` writes, by the output's extension: a new format is one line here.
    /// A path without an extension (`-`, `/dev/null`, a FIFO) gets the first.
    static let writers: [(pathExtension: String, writer: Writer)] = [
        (
            "cast",
            { tape, catalog, output, continuing throws(TapeRecording.Failure) in
                try TapeRecording.record(tape, catalog: catalog, to: output, continuing: continuing)
            }
        ),
        (
            "svg",
            { tape, catalog, output, continuing throws(TapeRecording.Failure) in
                try TapeRecording.record(
                    tape, catalog: catalog, to: output, format: .svg(SVGOptions(loop: tape.settings.loop)),
                    continuing: continuing)
            }
        ),
    ]

    /// The writer for `path`; a usage error naming the extension and the supported ones when
    /// there is none for it.
    static func writer(for path: String) throws -> Writer {
        let pathExtension = path == "-" ? "" : URL(fileURLWithPath: path).pathExtension.lowercased()
        if pathExtension.isEmpty { return writers[0].writer }
        guard let match = writers.first(where: { $0.pathExtension == pathExtension }) else {
            let supported = writers.map { ".\($0.pathExtension)" }.joined(separator: ", ")
            throw usage("record cannot write .\(pathExtension) files (it writes \(supported)): '\(path)'")
        }
        return match.writer
    }

    func run() throws {
        // The extension is checked first; the writing itself follows `format`, which also
        // knows --no-loop.
        _ = try Self.writer(for: output)
        let catalog = try loadCatalog(assets)
        let tape = try TapeSupport.load(self.tape, catalog: catalog)
        // The extension was checked above: `.svg` gets the animation, anything else a cast.
        let isSVG = output != "-" && URL(fileURLWithPath: output).pathExtension.lowercased() == "svg"
        let format: RecordingFormat =
            isSVG ? .svg(SVGOptions(loop: !noLoop && tape.settings.loop)) : .asciicast
        HeadlessSignals.watch()
        defer { HeadlessSignals.unwatch() }
        let toStandardOutput = output == "-"
        let stopping = { HeadlessSignals.pending != nil }
        let destination: any ByteOutput
        do {
            destination =
                toStandardOutput
                ? OutputTarget.standardOutput(stopping: stopping)
                : try OutputTarget.open(URL(fileURLWithPath: output), stopping: stopping)
        } catch {
            throw HeadlessSignals.exitCode ?? TapeSupport.report(error)
        }
        let summary: TapeRecording.Summary
        do {
            summary = try TapeRecording.record(tape, catalog: catalog, to: destination, format: format) {
                HeadlessSignals.pending == nil
            }
        } catch {
            if let stop = HeadlessSignals.exitCode { throw stop }
            switch error {
            case .tape(let error): throw TapeSupport.report(error)
            case .output(let error): throw TapeSupport.report(error)
            case .stopped: throw ExitCode(2)
            }
        }
        // The cast itself may be on standard output: then the report goes to standard error.
        let report =
            "\(toStandardOutput ? "standard output" : output): \(summary.frames) frames, \(summary.duration)"
        let failures = summary.results.filter { !$0.passed }
        if toStandardOutput {
            TapeSupport.printError(report)
            for failure in failures { TapeSupport.printError(failure.description) }
        } else {
            TapeSupport.printLine(report)
            TapeSupport.printFailures(summary.results)
        }
        if !failures.isEmpty { throw ExitCode(1) }
    }
}
