import ArgumentParser
import SwitcherCore
import SwitcherRecording
import SwitcherTapes

/// `--size`, `--font-size`, `--fps` and `--padding`: how `record -o FILE.gif|FILE.mp4` fits a
/// slide (with `--theme` of `SVGFlags`, and `--no-loop`).
struct SlideFlags: ParsableArguments {
    @Option(help: "A GIF's or an MP4's size in pixels, WxH (default 1920x1080, a full-HD slide).")
    var size: String?

    @Option(
        help: "A GIF's or an MP4's text size in pixels (default: the largest at which the tape's frame fits)."
    )
    var fontSize: Int?

    @Option(help: "A GIF's or an MP4's frames a second, 1 to 60 (default 15).")
    var fps: Int?

    @Option(help: "A GIF's or an MP4's least margin round the terminal, in pixels (default 48).")
    var padding: Int?

    /// The options given that are for a GIF, an MP4 or a PNG.
    var used: [OptionUse?] {
        [
            OptionUse.slide("--size").given(size != nil),
            OptionUse.slide("--font-size").given(fontSize != nil),
            OptionUse.fps.given(fps != nil), OptionUse.slide("--padding").given(padding != nil),
        ]
    }

    /// The video options these flags give, with `theme` (`--theme`, else the tape's) and `loop`.
    func options(theme: SVGTheme, loop: Bool) throws -> VideoOptions {
        var options = VideoOptions(loop: loop)
        switch theme {
        case .dark: options.theme = .dark
        case .light: options.theme = .light
        case .auto:
            throw usage("--theme auto is for SVG output: a GIF or an MP4 has one palette, dark or light")
        }
        if let size {
            guard let pixels = PixelSize.written(size) else {
                throw usage(
                    "--size '\(size)': expected WIDTHxHEIGHT in pixels, e.g. 1920x1080"
                        + " (\(PixelSize.widths.lowerBound) to \(PixelSize.widths.upperBound) wide,"
                        + " \(PixelSize.heights.lowerBound) to \(PixelSize.heights.upperBound) high)")
            }
            options.size = pixels
        }
        if let fontSize {
            let sizes = VideoOptions.fontSizes
            guard sizes.contains(fontSize) else {
                throw usage("--font-size \(fontSize): from \(sizes.lowerBound) to \(sizes.upperBound) pixels")
            }
            options.fontSize = fontSize
        }
        if let fps {
            let rates = VideoOptions.frameRates
            guard rates.contains(fps) else {
                throw usage("--fps \(fps): from \(rates.lowerBound) to \(rates.upperBound) frames a second")
            }
            options.frameRate = fps
        }
        if let padding {
            let most = min(options.size.width, options.size.height) / 2 - 16
            guard (0...most).contains(padding) else {
                throw usage("--padding \(padding): from 0 to \(most) pixels for a \(options.size) picture")
            }
            options.padding = padding
        }
        return options
    }
}

/// `--hold`: how long `record` and `render` hold the picture at each `Pause` cue.
struct HoldFlag: ParsableArguments {
    @Option(
        help:
            "How long each Pause cue holds the recording, as 3s or 500ms; 0s passes straight through (default: the caption's reading time, 0.3s a word, at least 2s)."
    )
    var hold: String?

    /// `--hold`'s rule: the reading time unless a duration is given.
    func cueHold() throws -> CueHold {
        guard let hold else { return .readingTime }
        guard let interval = Tape.duration(hold) else {
            throw usage("\(Interval.writtenProblem(hold)) for --hold")
        }
        return .fixed(interval)
    }
}

/// `--no-hints`: a tape's key-hint row left out for `play`, `record` and `render`, as its
/// `Set Hints off` does.
struct HintsFlag: ParsableArguments {
    @Flag(help: "Leave out the key-hint row; its row goes to the picture (as Set Hints off).")
    var noHints = false

    /// Whether the tape keeps its key-hint row.
    var shown: Bool { !noHints }
}
