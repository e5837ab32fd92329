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
