import ArgumentParser
import Foundation
import SwitcherCore
import SwitcherRecording

/// `render`'s SVG output.
enum SVGSupport {}

extension SVGSupport {
    /// `render`'s SVG options: `-o` takes a `.svg` with `--at`; `--format` is text or svg.
    static func validate(render: Render) throws {
        guard ["text", "svg"].contains(render.format) else {
            throw ValidationError("unknown --format '\(render.format)' (expected text or svg)")
        }
        if render.theme != nil && render.format != "svg" && render.output == nil {
            throw ValidationError("--theme is for SVG output (-o FILE.svg or --format svg)")
        }
        if render.noImages && render.format != "svg" && render.output == nil {
            throw ValidationError("--no-images is for SVG output (-o FILE.svg or --format svg)")
        }
        if render.format == "svg" && render.color {
            throw ValidationError("--color is for text frames; an SVG has its colours")
        }
        guard let output = render.output else { return }
        guard render.at != nil else { throw ValidationError("-o writes the frame of --at TIME") }
        guard case .svg = RecordingFormat.forPath(output) else {
            throw ValidationError("cannot tell what to write to '\(output)': -o takes FILE.svg")
        }
    }

    /// `render TAPE --at T -o FILE.svg`: the frame the animated SVG shows at `instant`, drawn
    /// as the animation draws it.
    static func writeStill(
        of tape: Tape, catalog: AssetCatalog, at instant: Instant, to path: String, theme: SVGTheme,
        images: Bool
    ) throws {
        let frame: Canvas?
        do {
            frame = try SVGStill.frame(of: tape, catalog: catalog, at: instant)
        } catch {
            throw TapeSupport.report(error)
        }
        guard let frame else { throw usage("--at \(instant) is after the end of the tape") }
        let markup = SVGStill.markup(
            frame, title: TapeRecording.title(of: tape), theme: theme, images: images)
        try write(markup, to: path)
    }

    /// Writes an SVG file whole, or nothing (exit 2 naming the problem).
    static func write(_ markup: String, to path: String) throws {
        do {
            let output = try OutputTarget.open(URL(fileURLWithPath: path))
            try output.write(Array(markup.utf8))
            try output.commit()
        } catch {
            throw TapeSupport.report(error)
        }
    }
}

extension SVGTheme: ExpressibleByArgument {}
