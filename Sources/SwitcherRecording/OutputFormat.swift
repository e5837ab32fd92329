/// Every file format the program writes, declared once: its name, the extensions that choose
/// it, and what a file of it can hold. `record`, `render`, `compare`, the lab's `--record`,
/// the option rules and the help texts all read this table (ARCHITECTURE §7), so a path gets
/// the same answer from each of them.
public struct OutputFormat: Sendable, Hashable, CustomStringConvertible {
    /// What a file of a format can hold, and so which outputs may be one.
    public enum Use: Sendable, Hashable, CaseIterable {
        /// A whole run over time, streamed as it plays: `record -o`, `compare -o`, the lab's
        /// `--record`.
        case recording
        /// One frame: `render --at T -o`, `compare --at T -o`.
        case still
        /// One file for each frame that changed: `render --frames DIR --format NAME`.
        case frames
    }

    /// The word `render --format` takes: `cast`, `svg`, `text`.
    public let name: String
    /// The extensions that choose it, lower case; the first is the one `--frames` writes.
    public let extensions: [String]
    /// It, in a sentence: `a cast`, `SVG output`.
    public let noun: String
    /// What a file of it is as each use it can have, for the help: `animated SVG`.
    public let kinds: [Use: String]

    /// The uses it can have.
    public var uses: Set<Use> { Set(kinds.keys) }

    public var description: String { name }

    /// asciicast v2 (v3 with `--cast-version 3`): the terminal's bytes over time.
    public static let cast = OutputFormat(
        name: "cast", extensions: ["cast"], noun: "a cast", kinds: [.recording: "asciicast"])
    /// An animated SVG, a still of one frame, or one file per frame.
    public static let svg = OutputFormat(
        name: "svg", extensions: ["svg"], noun: "SVG output",
        kinds: [.recording: "animated SVG", .still: "SVG still", .frames: "SVG files"])
    /// Plain text (ANSI with `--color`): printed, or one file per frame.
    public static let text = OutputFormat(
        name: "text", extensions: ["txt"], noun: "text output", kinds: [.frames: "text files"])

    /// An animated GIF, for slides: the cast drawn by `agg`, which must be on PATH.
    public static let gif = OutputFormat(
        name: "gif", extensions: ["gif"], noun: "a GIF", kinds: [.recording: "GIF, through agg"])
    /// An MP4 video, for slides: the GIF made by `agg`, converted by `ffmpeg`.
    public static let mp4 = OutputFormat(
        name: "mp4", extensions: ["mp4"], noun: "an MP4 video",
        kinds: [.recording: "MP4, through agg and ffmpeg"])

    /// A page that plays the recording and stops at each cue: one self-contained HTML file.
    public static let html = OutputFormat(
        name: "html", extensions: ["html"], noun: "an HTML page",
        kinds: [.recording: "a page that plays, stopping at each cue"])

    /// A PNG still, or one per frame, for slides: drawn by `agg` and taken out by `ffmpeg`.
    public static let png = OutputFormat(
        name: "png", extensions: ["png"], noun: "PNG output",
        kinds: [.still: "PNG still, through agg and ffmpeg", .frames: "PNG files"])

    /// The table, in the order the help lists it.
    public static let all: [OutputFormat] = [.text, .cast, .svg, .gif, .mp4, .html, .png]

    /// What a path without an extension is written as: `-`, `/dev/null`, a FIFO, `notes`. A
    /// cast, the one stream every recording command writes, so a name without an extension
    /// means the same to each; an extension no format has is refused rather than guessed.
    public static let withoutExtension: OutputFormat = .cast

    /// The formats that can be `use`, in the table's order.
    public static func formats(for use: Use) -> [OutputFormat] { all.filter { $0.uses.contains(use) } }

    /// The extension of `path`'s last component, lower case; empty for none (`-`, `notes`,
    /// a hidden file such as `.svg`).
    public static func pathExtension(_ path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return name[name.index(after: dot)...].lowercased()
    }

    /// The format a file named `path` is: by its extension, in any case; `withoutExtension`
    /// when it has none; nil for an extension no format has.
    public static func named(_ path: String) -> OutputFormat? {
        let pathExtension = pathExtension(path)
        if pathExtension.isEmpty { return withoutExtension }
        return all.first { $0.extensions.contains(pathExtension) }
    }

    /// The format `path` is written as where the output is `use`, or why it cannot be.
    public static func forPath(_ path: String, use: Use) throws(Refusal) -> OutputFormat {
        if let format = named(path), format.uses.contains(use) { return format }
        let pathExtension = pathExtension(path)
        let what =
            pathExtension.isEmpty
            ? "\(withoutExtension.noun), which a path without an extension names" : ".\(pathExtension) files"
        throw Refusal(path: path, reason: "cannot write \(what) (it writes \(extensions(for: use)))")
    }

    /// `.cast, .svg`: the extensions of the formats that can be `use`.
    public static func extensions(for use: Use) -> String {
        formats(for: use).map { ".\($0.extensions[0])" }.joined(separator: ", ")
    }

    /// `FILE.cast (asciicast v2) or FILE.svg (animated SVG)`, or without what each is: the
    /// help's list.
    public static func files(for use: Use, saying: Bool = true) -> String {
        let names = formats(for: use).map {
            "FILE.\($0.extensions[0])" + (saying ? " (\($0.kinds[use]!))" : "")
        }
        return names.count > 1 ? names.dropLast().joined(separator: ", ") + " or " + names.last! : names[0]
    }

    /// `FILE.cast|FILE.svg`: an option's value name.
    public static func valueName(for use: Use) -> String {
        formats(for: use).map { "FILE.\($0.extensions[0])" }.joined(separator: "|")
    }

    /// A path that names no format for the output: `reason` is `cannot write .gif files (it
    /// writes .cast, .svg)`, for the command to put its name before.
    public struct Refusal: Error, Sendable, CustomStringConvertible {
        public let path: String
        public let reason: String

        /// `record cannot write .gif files (it writes .cast, .svg): 'x.gif'`.
        public func message(_ command: String) -> String { "\(command) \(reason): '\(path)'" }

        public var description: String { "\(reason): '\(path)'" }
    }

    /// What `record` and the recorders make of this format, with the SVG's options or the
    /// video's; nil for a format that is no recording.
    public func recording(svg: SVGOptions = SVGOptions(), video: VideoOptions? = nil) -> RecordingFormat? {
        let video = video ?? VideoOptions(svg)
        switch self {
        case .cast: return .asciicast
        case .svg: return .svg(svg)
        case .html: return .html
        case .gif: return .video(.gif, video)
        case .mp4: return .video(.mp4, video)
        default: return nil
        }
    }
}

/// A recording's format with its options: what makes its writer.
public enum RecordingFormat: Sendable, Hashable {
    /// asciicast v2.
    case asciicast
    /// asciicast v3, with markers.
    case asciicastV3
    case svg(SVGOptions)
    /// A page that plays, stopping at each cue.
    case html
    /// A GIF or an MP4, made from a cast by external tools.
    case video(VideoKind, VideoOptions)

    /// This format with casts written as `version`; any other format as it is.
    public func castVersion(_ version: Asciicast.Version) -> RecordingFormat {
        switch self {
        case .asciicast, .asciicastV3: return version == .v3 ? .asciicastV3 : .asciicast
        default: return self
        }
    }

    /// The programs this format needs on PATH, in the order they run.
    public var tools: [ExternalTool] {
        switch self {
        case .video(.gif, _): return [.agg]
        case .video(.mp4, _): return [.agg, .ffmpeg]
        default: return []
        }
    }

    /// The recording written to `path`, by the registry (`OutputFormat`).
    public static func forPath(_ path: String, svg: SVGOptions = SVGOptions()) throws(OutputFormat.Refusal)
        -> RecordingFormat
    {
        // Every format that can be a recording has a writer.
        try OutputFormat.forPath(path, use: .recording).recording(svg: svg)!
    }

    func writer(to output: any ByteOutput, title: String?, encoder: ANSIEncoder) -> any RecordingWriter {
        switch self {
        case .asciicast: return CastWriter(output: output, title: title, encoder: encoder)
        case .asciicastV3: return CastWriter(output: output, title: title, encoder: encoder, version: .v3)
        case .html: return HTMLWriter(output: output, title: title)
        case .video(let kind, let options):
            return VideoWriter(output: output, title: title, encoder: encoder, kind: kind, options: options)
        case .svg(var options):
            if options.title == nil { options.title = title }
            return SVGWriter(output: output, options: options)
        }
    }
}
