import SwitcherCode
import SwitcherCore

/// The `C` overlay: the selected scene's strategy code as `switcherlab code` prints it for
/// the lab's lifecycle, host and trigger, scrolled with the arrows and PageUp/PageDown. A
/// configuration with no code (`none`, a host UIKit never calls in this lifecycle) says why.
struct CodeOverlay: Equatable {
    /// The configuration, as `switcherlab code` arguments.
    let title: String
    /// The code's lines, or the reason there is none.
    let lines: [String]
    let hasCode: Bool
    /// The first line shown.
    private(set) var offset = 0

    init(_ configuration: StrategyConfiguration, lifecycle: LifecycleStyle) {
        var request = CodeRequest(configuration, lifecycle: lifecycle)
        // Only the options the strategy has: a trigger left from the one before is not its own.
        if let info = Strategies.info(configuration.id), !info.options.contains(.trigger) {
            request.trigger = nil
        }
        title = "switcherlab code " + request.arguments.joined(separator: " ")
        do {
            let text = try StrategyCode.text(for: request)
            lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
            hasCode = true
        } catch {
            lines = ["No code for this configuration:", "", error.reason]
            hasCode = false
        }
    }

    /// Moved by `lines`, kept within the code: its last page fills the box of a frame of `size`.
    func scrolled(by lines: Int, in size: Size) -> CodeOverlay {
        var copy = self
        copy.offset = max(0, min(self.lines.count - Self.room(in: size), offset + lines))
        return copy
    }

    /// The lines of code the box shows in a frame of `size`: all but the terminal's last line,
    /// the box's borders, the title and the footer.
    static func room(in size: Size) -> Int { max(1, size.height - 5) }

    /// The lines a page scrolls: a box less one, kept in view.
    static func page(in size: Size) -> Int { max(1, room(in: size) - 1) }

    func draw(on canvas: inout Canvas) {
        let width = min(canvas.width - 2, 104)
        let height = canvas.height - 1
        let rect = Rect(x: (canvas.width - width) / 2, y: 0, width: width, height: height)
        canvas.box(rect, title: "Code", color: Theme.focusBorder, background: Theme.overlayBackground)
        let inner = Rect(x: rect.minX + 2, y: rect.minY + 1, width: rect.width - 4, height: rect.height - 2)
        guard inner.width > 8, inner.height > 3 else { return }
        canvas.text(
            title, x: inner.minX, y: inner.minY, width: inner.width, foreground: Theme.text, attributes: .bold
        )
        let room = Self.room(in: Size(width: canvas.width, height: canvas.height))
        // The reason wraps at words; code keeps its lines.
        let lines = hasCode ? self.lines : self.lines.flatMap { Self.wrap($0, width: inner.width) }
        // The last page fills the box: no scrolling past the end.
        let first = max(0, min(offset, lines.count - room))
        let shown = lines.dropFirst(first).prefix(room)
        for (index, line) in shown.enumerated() {
            canvas.text(
                line, x: inner.minX, y: inner.minY + 1 + index, width: inner.width,
                foreground: hasCode ? (line.hasPrefix("//") ? Theme.dimText : Theme.text) : Theme.warning)
        }
        let position =
            lines.count > room
            ? "lines \(first + 1)–\(first + shown.count) of \(lines.count) · ↑↓ PgUp PgDn scroll · Esc/C closes"
            : "Esc/C closes"
        canvas.text(position, x: inner.minX, y: inner.maxY - 1, width: inner.width, foreground: Theme.dimText)
    }

    /// `text` in lines of at most `width` characters, broken at spaces.
    static func wrap(_ text: String, width: Int) -> [String] {
        var out: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty && line.count + 1 + word.count > width {
                out.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        return out + [line]
    }
}
