import SwitcherCore
import SwitcherUI

/// Wraps a live session to time its frame composition (`--stats`).
final class TimedSession: LiveSession {
    let inner: LiveSession
    private(set) var composeSeconds: [Double] = []

    init(_ inner: LiveSession) { self.inner = inner }

    func render(size: Size) -> Canvas {
        let start = ContinuousClock.now
        let canvas = inner.render(size: size)
        composeSeconds.append((ContinuousClock.now - start) / .seconds(1))
        return canvas
    }

    func handle(_ key: Key) -> Bool { inner.handle(key) }
    func elapse(realSeconds: Double) { inner.elapse(realSeconds: realSeconds) }
    var isAnimating: Bool { inner.isAnimating }
    var isFinished: Bool { inner.isFinished }
    var secondsUntilNextChange: Double? { inner.secondsUntilNextChange }

    /// The median composition time, in milliseconds.
    var medianMilliseconds: Double {
        guard !composeSeconds.isEmpty else { return 0 }
        return composeSeconds.sorted()[composeSeconds.count / 2] * 1000
    }
}
