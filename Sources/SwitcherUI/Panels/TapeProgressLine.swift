import SwitcherCore

/// The line `play` shows under the lab while a tape plays: where the tape is (its line, its
/// time, a bar), how its `Expect` lines went so far, and the last one, as it passes or fails.
public struct TapeProgressLine: Sendable {
    public enum State: Sendable {
        case playing, paused, ended
        /// A step could not run; the tape stopped there.
        case stopped
        /// Held at a cue (`Pause`, `play --cue`) until Space or →.
        case cue
    }

    /// The last `Expect` checked: its line, whether it held, and what it said in words.
    public struct Check: Sendable {
        public let line: Int
        public let passed: Bool
        public let text: String

        public init(line: Int, passed: Bool, text: String) {
            self.line = line
            self.passed = passed
            self.text = text
        }
    }

    public var state: State
    /// The line of the step that ran last; nil before the first.
    public var line: Int?
    /// The tape's last line with a step.
    public var lastLine: Int
    public var time: Interval
    public var duration: Interval
    public var passed: Int
    public var failed: Int
    public var lastCheck: Check?

    public init(
        state: State, line: Int?, lastLine: Int, time: Interval, duration: Interval, passed: Int, failed: Int,
        lastCheck: Check?
    ) {
        self.state = state
        self.line = line
        self.lastLine = lastLine
        self.time = time
        self.duration = duration
        self.passed = passed
        self.failed = failed
        self.lastCheck = lastCheck
    }

    static let barWidth = 16

    /// `████████░░░░░░░░`: the share of the tape's time played.
    static func bar(_ fraction: Double, width: Int = barWidth) -> String {
        let filled = Int((min(1, max(0, fraction)) * Double(width)).rounded())
        return String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
    }

    /// Draws the line into `rect`'s first row, whatever was there.
    public func draw(on canvas: inout Canvas, in rect: Rect) {
        guard rect.width > 0, rect.height > 0 else { return }
        canvas.fill(Rect(x: rect.minX, y: rect.minY, width: rect.width, height: 1), with: Theme.cell)
        var x = rect.minX
        func part(_ text: String, _ colour: RGB, bold: Bool = false, gap: Int = 2) {
            guard x < rect.maxX else { return }
            canvas.text(
                text, x: x, y: rect.minY, width: rect.maxX - x, foreground: colour,
                attributes: bold ? .bold : [])
            x += text.count + gap
        }
        switch state {
        case .playing: part("▶ tape", Theme.accent, bold: true)
        case .paused: part("❚❚ tape paused", Theme.highlight, bold: true)
        case .ended: part("■ tape ended", Theme.dimText, bold: true)
        case .stopped: part("✗ tape stopped", Theme.leak, bold: true)
        case .cue: part("❚❚ cue · Space or → goes on, ← back", Theme.highlight, bold: true)
        }
        part("line \(line.map(String.init) ?? "–")/\(lastLine)", Theme.text)
        let shown = min(time, duration)
        part("\(shown) / \(duration)", Theme.dimText, gap: 1)
        let fraction = duration.microseconds > 0 ? shown.seconds / duration.seconds : 1
        part(Self.bar(fraction), Theme.accent)
        part("✓ \(passed)", passed > 0 ? Theme.safe : Theme.dimText, gap: 1)
        part("✗ \(failed)", failed > 0 ? Theme.leak : Theme.dimText, bold: failed > 0, gap: 3)
        if let check = lastCheck {
            part(
                "\(check.passed ? "✓" : "✗") line \(check.line): \(check.text)",
                check.passed ? Theme.safe : Theme.leak, bold: !check.passed)
        }
    }
}
