import SwitcherCore
import SwitcherUI

/// Wraps a live session to count and time its frames (`--stats`): frames composed, how many
/// of them while something animated over how much real time (the live frame rate), and how
/// long composing took.
final class TimedSession: LiveSession {
    let inner: LiveSession
    private(set) var composeSeconds: [Double] = []
    private(set) var frames = 0
    private(set) var animatingFrames = 0
    private(set) var animatingSeconds = 0.0

    init(_ inner: LiveSession) { self.inner = inner }

    func render(size: Size, images: ImageCache?) -> Canvas {
        frames += 1
        if inner.isAnimating { animatingFrames += 1 }
        let start = ContinuousClock.now
        let canvas = inner.render(size: size, images: images)
        composeSeconds.append((ContinuousClock.now - start) / .seconds(1))
        return canvas
    }

    func update(_ message: LabMessage) -> LabOutcome {
        if case .elapsed(let seconds) = message, seconds > 0, inner.isAnimating {
            animatingSeconds += seconds
        }
        return inner.update(message)
    }

    var isAnimating: Bool { inner.isAnimating }
    var isFinished: Bool { inner.isFinished }
    var secondsUntilNextChange: Double? { inner.secondsUntilNextChange }
    var secondsBetweenClockTicks: Double? { inner.secondsBetweenClockTicks }

    /// The median composition time, in milliseconds.
    var medianMilliseconds: Double {
        guard !composeSeconds.isEmpty else { return 0 }
        return composeSeconds.sorted()[composeSeconds.count / 2] * 1000
    }
}
