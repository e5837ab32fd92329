import SwitcherCore
import SwitcherUI

/// A live session that exercises the terminal layer: a border sized to the terminal, the
/// last key, counters, colours, Unicode glyphs (ASCII under a non-UTF-8 locale), and a
/// marker that moves for one second after `a`. `q` quits; with `crashKey`, `!` crashes on
/// purpose to check that the terminal is restored on a crash.
final class TestPattern: LiveSession {
    static let animationLength = 1.0

    private let terminalType: String
    private let crashKey: Bool
    private var lastKey = "none"
    private var keyCount = 0
    private var frameCount = 0
    private var animationsRun = 0
    private var time = 0.0
    private var animationStart: Double?

    init(terminalType: String, crashKey: Bool) {
        self.terminalType = terminalType
        self.crashKey = crashKey
    }

    var isAnimating: Bool { animationStart != nil }
    var secondsUntilNextChange: Double? { nil }

    func update(_ message: LabMessage) -> LabOutcome {
        switch message {
        case .elapsed(let realSeconds): elapse(realSeconds: realSeconds)
        case .key(let key): return handle(key) ? .done : .quit
        // A resize shows as a key, as curses reports it.
        case .resize: _ = handle(.resize)
        default: break
        }
        return .done
    }

    private func elapse(realSeconds: Double) {
        time += realSeconds
        if let start = animationStart, time - start >= Self.animationLength {
            animationStart = nil
            animationsRun += 1
        }
    }

    private func handle(_ key: Key) -> Bool {
        if key == .character("q") { return false }
        if key == .character("a") { animationStart = time }
        if crashKey && key == .character("!") { fatalError("deliberate crash (--crash-key)") }
        lastKey = key.name
        keyCount += 1
        return true
    }

    private static let background = RGB(28, 28, 30)
    private static let text = RGB(229, 229, 234)

    func render(size: Size, images: ImageCache?) -> Canvas {
        frameCount += 1
        var canvas = Canvas(
            width: size.width, height: size.height, filling: Cell(background: Self.background))
        drawBorder(on: &canvas)
        let title = " SwitcherLab terminal check "
        canvas.put(
            title, x: max(1, (size.width - title.count) / 2), y: 0, foreground: .white,
            background: .systemBlue, attributes: .bold)

        let progress = animationStart.map { min(1, (time - $0) / Self.animationLength) }
        let rows: [(String, String)] = [
            ("size", size.description),
            ("last key", lastKey),
            ("keys", String(keyCount)),
            ("frames", String(frameCount)),
            ("animation", progress.map { "running \(Int($0 * 100))%" } ?? "idle (\(animationsRun) run)"),
            ("TERM", terminalType),
        ]
        var y = 2
        for (label, value) in rows where y < size.height - 2 {
            canvas.put(label.padding(10), x: 2, y: y, foreground: .gray)
            canvas.put(
                value, x: 12, y: y, foreground: Self.text, attributes: label == "last key" ? .bold : [])
            y += 1
        }
        y += 1
        drawSwatches(on: &canvas, y: y)
        canvas.put("─│┌┐└┘ ░▒▓█ ←→↑↓ • café", x: 2, y: y + 2, foreground: Self.text)
        drawTrack(on: &canvas, y: y + 4, progress: progress)
        canvas.put(
            "a animate   q quit   other keys and clicks: echo", x: 2, y: size.height - 2,
            foreground: .gray)
        return canvas
    }

    private func drawBorder(on canvas: inout Canvas) {
        let (w, h) = (canvas.width, canvas.height)
        guard w >= 2, h >= 2 else { return }
        let line = RGB.gray
        canvas.put("┌" + String(repeating: "─", count: w - 2) + "┐", x: 0, y: 0, foreground: line)
        canvas.put("└" + String(repeating: "─", count: w - 2) + "┘", x: 0, y: h - 1, foreground: line)
        for y in 1..<(h - 1) {
            canvas.put("│", x: 0, y: y, foreground: line)
            canvas.put("│", x: w - 1, y: y, foreground: line)
        }
    }

    private func drawSwatches(on canvas: inout Canvas, y: Int) {
        let named: [RGB] = [
            .systemBlue, .systemRed, .systemGreen, RGB(255, 149, 0), RGB(175, 82, 222), .gray, .darkGray,
            .white, .groupedBackground,
        ]
        var x = 2
        for color in named {
            canvas.put("  ", x: x, y: y, foreground: .black, background: color)
            x += 3
        }
        // A grey ramp to the right edge.
        let width = max(0, canvas.width - 3 - x)
        for i in 0..<width {
            let v = UInt8(255 * i / max(1, width - 1))
            canvas.put(" ", x: x + i, y: y, foreground: .black, background: RGB(v, v, v))
        }
    }

    private func drawTrack(on canvas: inout Canvas, y: Int, progress: Double?) {
        let length = max(0, canvas.width - 4)
        guard length > 0 else { return }
        canvas.put(String(repeating: "·", count: length), x: 2, y: y, foreground: .darkGray)
        let position = Int((progress ?? 0) * Double(length - 1))
        canvas.put("●", x: 2 + position, y: y, foreground: .systemGreen, attributes: .bold)
    }
}

extension String {
    fileprivate func padding(_ width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
