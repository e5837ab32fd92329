import SwitcherCore
import SwitcherUI

/// One frame as an SVG (`render --at T -o FILE.svg`): the SVG writer given that one frame, so
/// a still is drawn exactly as the animation draws the same frame.
public enum SVGStill {
    /// The SVG file's text of `frame`.
    public static func markup(
        _ frame: Canvas, title: String? = nil, theme: SVGTheme = .dark, images: Bool = true
    ) -> String {
        markup(frame, options: SVGOptions(title: title, theme: theme, images: images))
    }

    /// The still of `frame` with `options` (a still has no timing: whether it loops is moot).
    public static func markup(_ frame: Canvas, options: SVGOptions) -> String {
        let memory = MemoryOutput()
        var options = options
        options.loop = false
        let writer = SVGWriter(output: memory, options: options)
        let presenter = FramePresenter(sinks: [writer])
        presenter.present(frame, at: .zero)
        presenter.end(at: .zero)
        try? writer.flush()
        return String(decoding: memory.bytes, as: UTF8.self)
    }
}

/// What the recorders write into: the asciicast writer or the SVG writer.
protocol RecordingWriter: FrameSink {
    var frames: Int { get }
    var error: AtomicOutputError? { get }
    func flush() throws(AtomicOutputError)
}

extension CastWriter: RecordingWriter {}
extension SVGWriter: RecordingWriter {}

/// The kind of file a recording is: chosen by the output's extension.
public enum RecordingFormat: Sendable, Hashable {
    case asciicast
    case svg(SVGOptions)

    /// `.cast` or `.svg` (any case); nil for anything else.
    public static func forPath(_ path: String, svg: SVGOptions = SVGOptions()) -> RecordingFormat? {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
        switch name[name.index(after: dot)...].lowercased() {
        case "cast": return .asciicast
        case "svg": return .svg(svg)
        default: return nil
        }
    }

    /// The format of a recording written to `path`: by its extension; a character device or
    /// FIFO without one (`/dev/null`, a named pipe) gets a cast. Nil: the name says nothing
    /// this program writes.
    public static func forOutput(_ path: String, svg: SVGOptions = SVGOptions()) -> RecordingFormat? {
        if let format = forPath(path, svg: svg) { return format }
        switch FileKind.following(path) {
        case .characterDevice, .fifo: return .asciicast
        default: return nil
        }
    }

    func writer(to output: any ByteOutput, title: String?, encoder: ANSIEncoder) -> any RecordingWriter {
        switch self {
        case .asciicast: return CastWriter(output: output, title: title, encoder: encoder)
        case .svg(var options):
            if options.title == nil { options.title = title }
            return SVGWriter(output: output, options: options)
        }
    }
}
