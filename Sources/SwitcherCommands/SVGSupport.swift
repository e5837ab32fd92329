import ArgumentParser
import Foundation
import SwitcherCore
import SwitcherRecording
import SwitcherTapes

/// `render`'s SVG output.
enum SVGSupport {}

extension SVGSupport {
    /// `render`'s outputs, by the one table of formats: `--format` names a format of frames,
    /// `-o` (with `--at`) a still.
    static func validate(render: Render) throws {
        let frames = render.framesFormat
        if render.output != nil, render.at == nil {
            throw ValidationError("-o writes the frame of --at TIME")
        }
        var still: OutputFormat?
        if let output = render.output {
            do {
                still = try OutputFormat.forPath(output, use: .still)
            } catch {
                throw ValidationError(error.message("render --at"))
            }
        }
        var outputs: [OptionUse.Output] = []
        if render.frames != nil { outputs.append(.file(frames)) }
        if render.at != nil { outputs.append(.file(still ?? frames)) }
        try OptionUse.check(
            [render.color.used] + render.svg.used + render.slide.used, outputs: outputs,
            svgHint: "-o FILE.svg or --format svg")
    }

    /// `render TAPE --at T -o FILE.svg`: the frame the animated SVG shows at `instant`, drawn
    /// as the animation draws it.
    static func writeStill(
        of tape: Tape, catalog: AssetCatalog, at instant: Instant, to path: String, options: SVGOptions
    ) throws {
        try writeStill(of: tape, catalog: catalog, at: instant, to: path) {
            Array(SVGStill.markup($0, options: options).utf8)
        }
    }

    /// The frame a recording shows at `instant`, as `drawing` makes a file of it (an SVG, a
    /// PNG), written whole or not at all.
    static func writeStill(
        of tape: Tape, catalog: AssetCatalog, at instant: Instant, to path: String,
        drawing: (Canvas) throws -> [UInt8]
    ) throws {
        let still: (frame: Canvas?, warnings: [TapeWarning])
        do {
            still = try tape.recordedStill(at: instant, catalog: catalog)
        } catch {
            throw TapeSupport.report(error)
        }
        guard let frame = still.frame else { throw usage("--at \(instant) is after the end of the tape") }
        try write(try drawing(frame), to: path)
        TapeSupport.printWarnings(still.warnings)
    }

    /// Writes an SVG file whole, or nothing (exit 2 naming the problem; 128 + N on signal N,
    /// which leaves nothing either).
    static func write(_ markup: String, to path: String) throws { try write(Array(markup.utf8), to: path) }

    /// Writes a file of `bytes` whole, or nothing, as `write(_:to:)` does text.
    static func write(_ bytes: [UInt8], to path: String) throws {
        HeadlessSignals.watch()
        defer { HeadlessSignals.unwatch() }
        let stopping = { HeadlessSignals.pending != nil }
        let output: any ByteOutput
        do {
            output = try OutputTarget.open(URL(fileURLWithPath: path), stopping: stopping)
            try output.write(bytes)
        } catch {
            throw HeadlessSignals.exitCode ?? TapeSupport.report(error)
        }
        if let stop = HeadlessSignals.exitCode {
            output.abandon()
            throw stop
        }
        do {
            try output.commit()
        } catch {
            throw HeadlessSignals.exitCode ?? TapeSupport.report(error)
        }
        // A signal as the file was moved into place: the file is whole, the status says so.
        if let stop = HeadlessSignals.exitCode { throw stop }
    }
}

extension SVGTheme: ExpressibleByArgument {}

/// `--theme` and `--no-images`: the SVG options of every command that writes an SVG.
struct SVGFlags: ParsableArguments {
    @Option(
        help:
            "An SVG's colours: dark (the lab's), light, or auto (as the viewer prefers); default: a tape's Set Theme, else dark."
    )
    var theme: SVGTheme?

    @Flag(
        help:
            "An SVG draws every cell with paths, never with an image: larger, for editors and viewers that smooth scaled images."
    )
    var noImages = false

    /// The options given that are for SVG output (`--theme` for a GIF, an MP4 or a PNG too).
    var used: [OptionUse?] { [OptionUse.theme.given(theme != nil), OptionUse.noImages.given(noImages)] }

    /// The options these flags give, the tape's theme where `--theme` is not given.
    func options(loop: Bool = true, title: String? = nil, tapeTheme: TapeTheme = .dark) -> SVGOptions {
        SVGOptions(loop: loop, title: title, theme: theme ?? SVGTheme(tapeTheme), images: !noImages)
    }
}

extension SVGTheme {
    /// The SVG theme a tape's `Set Theme` names.
    init(_ theme: TapeTheme) {
        switch theme {
        case .dark: self = .dark
        case .light: self = .light
        case .auto: self = .auto
        }
    }
}
