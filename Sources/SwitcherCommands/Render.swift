import ArgumentParser
import Foundation
import SwitcherCore
import SwitcherRecording
import SwitcherTapes
import SwitcherUI

/// `switcherlab render TAPE --at TIME`: one frame as text; `--frames DIR`: every frame.
struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Render a tape's frames headless as text.",
        discussion: """
            --at prints the frame at that time of the recording (a duration, with its unit: 2.5s, 500ms) as plain text, or with --color as ANSI (24-bit colour); -o writes it as an SVG still, or as a PNG drawn as record draws a GIF (agg and ffmpeg; --size, --font-size, --padding, --theme dark or light). --frames writes every frame that changed, numbered with its time (000012-0.400s.txt), into a new or empty directory, which appears only when all are written; --format png draws them as the PNG still is drawn. Each Pause holds as long as record holds it (--hold). The size is the tape's (Set Size, default 120x40), grown in a comparison (--compare, Set Compare) to fit its devices side by side.
            """)

    @Argument(help: "The tape.")
    var tape: String

    @Option(help: "The time of the frame to print, as 2.5s or 500ms.")
    var at: String?

    @OptionGroup var color: ColorFlag

    @Option(help: "A directory to write every frame into.")
    var frames: String?

    @Option(
        name: [.short, .customLong("output")],
        help:
            "With --at: write the frame, as the animated SVG shows it, to \(OutputFormat.valueName(for: .still))."
    )
    var output: String?

    @Option(help: "What --frames writes.")
    var format = FramesFormat.text

    /// `--format`'s format.
    var framesFormat: OutputFormat { format.format }

    @OptionGroup var comparing: CompareOptions

    @OptionGroup var hints: HintsFlag

    @OptionGroup var svg: SVGFlags

    @OptionGroup var holding: HoldFlag

    @OptionGroup var slide: SlideFlags

    @OptionGroup var assets: AssetsOption

    func validate() throws {
        try OptionUse.directory(frames, "--frames")
        try OptionUse.file(output, "--output")
        if at == nil && frames == nil { throw ValidationError("give --at TIME, --frames DIR, or both") }
        try SVGSupport.validate(render: self)
    }

    func run() throws {
        let instant = try at.map { try TapeSupport.instant($0, option: "--at") }
        if framesFormat == .png {
            try PNGSupport.requireTools("render --frames \(frames ?? "") --format png")
        }
        if let output, OutputFormat.named(output) == .png {
            try PNGSupport.requireTools("render -o \(output)")
        }
        let catalog = try assets.catalog()
        let hold = try holding.cueHold()
        let tape = try TapeSupport.load(self.tape, catalog: catalog, comparing: comparing, hints: hints.shown)
            .holding(hold)
        let still = svg.options(title: tape.title, tapeTheme: tape.settings.theme)
        // Looked up once, not for every frame.
        let svgFrames = framesFormat == .svg
        func text(_ canvas: Canvas) -> String {
            if svgFrames { return SVGStill.markup(canvas, options: still) }
            return color.text(canvas)
        }
        let pngs = framesFormat == .png || output.map { OutputFormat.named($0) == .png } == true
        let video = pngs ? try slide.options(theme: still.theme, loop: false) : nil
        if let frames, let video, framesFormat == .png {
            try PNGSupport.writeFrames(tape, catalog: catalog, to: frames, options: video)
        } else if let frames {
            try writeFrames(tape, catalog: catalog, to: frames, text: text)
        }
        if let instant, let output, let video, OutputFormat.named(output) == .png {
            try SVGSupport.writeStill(of: tape, catalog: catalog, at: instant, to: output) {
                try PNGSupport.draw($0, options: video)
            }
        } else if let instant, let output {
            try SVGSupport.writeStill(of: tape, catalog: catalog, at: instant, to: output, options: still)
        } else if let instant {
            let player = try tape.checkedRun(catalog: catalog)
            let frame: Canvas?
            do {
                frame = try player.frame(at: instant, size: player.frameSize)
            } catch {
                throw TapeSupport.report(error)
            }
            guard let frame else {
                throw usage("--at \(instant) is after the end of the tape (\(player.endTime ?? player.time))")
            }
            print(text(frame), terminator: "")
            TapeSupport.printWarnings(player.warnings)
        }
    }

    private func writeFrames(
        _ tape: Tape, catalog: AssetCatalog, to path: String, text: @escaping (Canvas) -> String
    ) throws {
        HeadlessSignals.watch()
        defer { HeadlessSignals.unwatch() }
        let directory: AtomicDirectory
        do {
            directory = try AtomicDirectory(destination: URL(fileURLWithPath: path))
        } catch {
            throw TapeSupport.report(error)
        }
        let frames = TextFrames(into: directory, text: text, extension: framesFormat.extensions[0])
        let finished: Bool
        let player: any TapeRun
        do {
            player = try tape.play(catalog: catalog, to: FramePresenter(sinks: [frames])) {
                frames.failure == nil && HeadlessSignals.pending == nil
            }
            finished = player.isFinished
        } catch {
            directory.abandon()
            throw HeadlessSignals.exitCode ?? TapeSupport.report(error)
        }
        if !finished || frames.failure != nil {
            directory.abandon()
            if let stop = HeadlessSignals.exitCode { throw stop }
            if let failure = frames.failure { throw TapeSupport.report(failure) }
        }
        do {
            try directory.commit()
        } catch {
            throw TapeSupport.report(error)
        }
        if let stop = HeadlessSignals.exitCode { throw stop }
        TapeSupport.printError("\(path): \(frames.count) frames")
        TapeSupport.printWarnings(player.warnings)
    }
}

/// `--frames`: each frame that looks changed as a text file numbered with its time,
/// `000012-0.400s.txt`. The first failed write is kept, and nothing is written after it.
final class TextFrames: FrameSink {
    let directory: AtomicDirectory
    let text: (Canvas) -> String
    private(set) var count = 0
    private(set) var failure: AtomicOutputError?

    let fileExtension: String

    init(into directory: AtomicDirectory, text: @escaping (Canvas) -> String, extension: String = "txt") {
        self.directory = directory
        self.text = text
        fileExtension = `extension`
    }

    /// `000012-0.400s.txt`: a frame's file name, by its number and time.
    static func name(_ number: Int, time: Instant, extension: String) -> String {
        let digits = String(number)
        return String(repeating: "0", count: max(0, 6 - digits.count)) + digits + "-\(time).\(`extension`)"
    }

    func show(_ update: FrameUpdate) {
        guard update.looksChanged, failure == nil else { return }
        count += 1
        let name = Self.name(count, time: update.time, extension: fileExtension)
        do {
            try directory.write(text(update.frame), named: name)
        } catch {
            failure = error
        }
    }
}
