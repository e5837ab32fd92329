import ArgumentParser
import Foundation
import SwitcherCore
import SwitcherRecording
import SwitcherSessions
import SwitcherTapes

/// `switcherlab record TAPE -o FILE.cast`: the tape played headless on the virtual clock into
/// an asciicast file (v2, or v3 with markers), identical on every run; or an SVG, or a GIF or
/// MP4 for slides through agg and ffmpeg.
struct Record: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Record a tape headless into an asciicast file, an animated SVG, a GIF or an MP4.",
        discussion: """
            The tape runs on the virtual clock, as fast as the machine goes; frames are taken at the tape's frame rate (Set FrameRate, default 30) and only changed cells are written, as they come. The same tape always gives the same bytes. A file appears only when the whole recording succeeded (a symbolic link is followed, and stays); a character device or FIFO is written directly, and - is standard output. The format follows the extension: \(OutputFormat.files(for: .recording)); a path without one is \(OutputFormat.withoutExtension.noun), another extension is refused. A cast is asciicast v2 unless --cast-version 3 asks for v3, which marks each snapshot, caption and cue (Pause) for a player's chapters. Each Pause (a cue) holds the picture for --hold, by default the caption's reading time (0.3 s a word, at least 2 s), while the tape's clock and the world stand still; --hold 0s passes straight through. An HTML page plays the recording in a browser and stops at each cue (→, Space, PageDown or a click go on, ← or PageUp back), the caption read to a screen reader; it holds each cue a frame unless --hold says otherwise. A GIF or an MP4 is for a slide: agg draws the cast (--theme dark or light, --fps), as large as fits in --size (default 1920x1080) less --padding, or at --font-size, and ffmpeg centres it on a page of that size (and encodes the MP4): without them on PATH the command stops at once (exit 2) and writes nothing. Failed Expect lines (and a Wait that timed out) are printed and exit 1.
            """)

    @Argument(help: "The tape.")
    var tape: String

    @Option(
        name: [.short, .customLong("output")],
        help:
            "The file to write: \(OutputFormat.files(for: .recording)); - is \(OutputFormat.withoutExtension.noun) on standard output."
    )
    var output: String

    @OptionGroup var comparing: CompareOptions

    @Flag(help: "An SVG or a GIF plays once and stays on its last frame instead of looping.")
    var noLoop = false

    @Option(help: "The asciicast version of a cast: 2, or 3 (with markers).")
    var castVersion = Defaulted(Asciicast.Version.v2)

    @OptionGroup var hints: HintsFlag

    @OptionGroup var svg: SVGFlags

    @OptionGroup var slide: SlideFlags

    @OptionGroup var holding: HoldFlag

    @OptionGroup var assets: AssetsOption

    /// The path, and the options against the format its extension chooses, before anything is read.
    func validate() throws {
        try OptionUse.file(output, "--output")
        try OptionUse.check(
            svg.used + slide.used + [
                OptionUse.noLoop.given(noLoop), OptionUse.castVersion.given(castVersion.isGiven),
            ],
            outputs: [.file(try RecordingSupport.format(for: output))], svgHint: "-o FILE.svg")
    }

    func run() throws {
        let written = try RecordingSupport.format(for: output)
        try RecordingSupport.requireTools(written, path: output)
        let catalog = try assets.catalog()
        var hold = try holding.cueHold()
        var tape = try TapeSupport.load(self.tape, catalog: catalog, comparing: comparing, hints: hints.shown)
        if written == .html && holding.hold == nil {
            // A page stops at each cue itself: it holds a frame there, so the frame it stops on
            // is the one before the lines after the cue run.
            hold = .fixed(Interval(microseconds: 1_000_000 / Int64(max(1, tape.settings.frameRate))))
        }
        tape = tape.holding(hold)
        AssetNotes.print(AssetNotes.forTape(tape, catalog: catalog))
        let svgOptions = svg.options(loop: !noLoop && tape.settings.loop, tapeTheme: tape.settings.theme)
        let video =
            written == .gif || written == .mp4
            ? try slide.options(theme: svgOptions.theme, loop: svgOptions.loop) : nil
        let format = try RecordingSupport.recording(written, svg: svgOptions, video: video).castVersion(
            castVersion.value)
        let toStandardOutput = output == "-"
        let summary = try RecordingSupport.record(tape, catalog: catalog, to: output, format: format) {
            TapeSupport.report($0)
        }
        // The cast itself may be on standard output: then the report goes to standard error.
        let report = RecordingSupport.written(summary, to: output)
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
