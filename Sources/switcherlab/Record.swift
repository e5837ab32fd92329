import ArgumentParser
import Foundation
import SwitcherCore
import SwitcherRecording
import SwitcherTapes

/// `switcherlab record TAPE -o FILE.cast`: the tape played headless on the virtual clock into
/// an asciicast v2 file, identical on every run.
struct Record: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Record a tape headless into an asciicast v2 file or an animated SVG.",
        discussion: """
            The tape runs on the virtual clock, as fast as the machine goes; frames are taken at the tape's frame rate (Set FrameRate, default 30) and only changed cells are written, as they come. The same tape always gives the same bytes. A file appears only when the whole recording succeeded (a symbolic link is followed, and stays); a character device or FIFO is written directly, and - is standard output. The format follows the extension (.cast or .svg); another extension is refused. Failed Expect lines are printed and exit 1.
            """)

    @Argument(help: "The tape.")
    var tape: String

    @Option(
        name: [.short, .customLong("output")],
        help:
            "The file to write: FILE.cast (asciicast v2) or FILE.svg (animated SVG); - is a cast on standard output."
    )
    var output: String

    @OptionGroup var comparing: CompareOptions

    @Flag(help: "An SVG plays once and stays on its last frame instead of looping.")
    var noLoop = false

    @OptionGroup var svg: SVGFlags

    @Option(help: "A directory of app assets (default: the shipped Assets).")
    var assets: String?

    /// The formats `record` writes, by the output's extension, each made from the SVG options
    /// (whether it loops, its theme, images): a new format is one line here. A path without an extension (`-`,
    /// `/dev/null`, a FIFO) gets the first.
    static let formats: [(pathExtension: String, make: @Sendable (SVGOptions) -> RecordingFormat)] = [
        ("cast", { _ in .asciicast }),
        ("svg", { .svg($0) }),
    ]

    /// How to make the format for `path`; a usage error naming the extension and the supported
    /// ones when there is none for it.
    static func format(for path: String, command: String = "record") throws
        -> @Sendable (SVGOptions) -> RecordingFormat
    {
        let pathExtension = path == "-" ? "" : URL(fileURLWithPath: path).pathExtension.lowercased()
        if pathExtension.isEmpty { return formats[0].make }
        guard let match = formats.first(where: { $0.pathExtension == pathExtension }) else {
            let supported = formats.map { ".\($0.pathExtension)" }.joined(separator: ", ")
            throw usage("\(command) cannot write .\(pathExtension) files (it writes \(supported)): '\(path)'")
        }
        return match.make
    }

    /// Records `tape` into `path` (`-`: standard output) as `format`, stopping cleanly on a
    /// signal; a step that cannot run is reported by `problem`.
    static func record(
        _ tape: Tape, catalog: AssetCatalog, to path: String, format: RecordingFormat,
        problem: (TapeError) -> ExitCode
    ) throws -> TapeRecording.Summary {
        HeadlessSignals.watch()
        defer { HeadlessSignals.unwatch() }
        let stopping = { HeadlessSignals.pending != nil }
        let destination: any ByteOutput
        do {
            destination =
                path == "-"
                ? OutputTarget.standardOutput(stopping: stopping)
                : try OutputTarget.open(URL(fileURLWithPath: path), stopping: stopping)
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
            case .source(let error): throw problem(error)
            case .output(let error): throw TapeSupport.report(error)
            case .stopped: throw ExitCode(2)
            }
        }
        // A signal as the file was moved into place: the file is whole, the status says so.
        if let stop = HeadlessSignals.exitCode { throw stop }
        return summary
    }

    func run() throws {
        // The extension is checked before anything is read.
        let makeFormat = try Self.format(for: output)
        try OptionRules.check(outputs: [OptionRules.recording(output)], svgHint: "-o FILE.svg")
        let catalog = try loadCatalog(assets)
        let tape = try TapeSupport.load(self.tape, catalog: catalog, comparing: comparing)
        let format = makeFormat(
            svg.options(loop: !noLoop && tape.settings.loop, tapeTheme: tape.settings.theme))
        let toStandardOutput = output == "-"
        let summary = try Self.record(tape, catalog: catalog, to: output, format: format) {
            TapeSupport.report($0)
        }
        // The cast itself may be on standard output: then the report goes to standard error.
        let report =
            "\(toStandardOutput ? "standard output" : output): \(summary.frames) frames, \(summary.duration)"
        let failures = summary.results.filter { !$0.passed }
        TapeSupport.printWarnings(summary.warnings)
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
