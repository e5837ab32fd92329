/// How long the live loop may wait for input before it must draw again. Pure.
///
/// While something animates, frames come at most every `frameInterval`; otherwise the loop
/// sleeps until the next scheduled change or the session's clock tick (a few frames a second
/// so a clock on screen moves), or, with neither, until a key arrives (idle CPU ≈ 0).
enum FramePacing {
    static let frameInterval = 1.0 / 60

    /// The longest wait a curses timeout gets (a day); the loop never needs more.
    static let longestWait: Int32 = 86_400_000

    /// Milliseconds for `wtimeout`: -1 blocks until input.
    static func waitMilliseconds(
        isAnimating: Bool, secondsUntilNextChange: Double?, secondsSinceLastFrame: Double,
        secondsBetweenClockTicks: Double? = nil
    ) -> Int32 {
        if isAnimating {
            let remaining = frameInterval - max(0, secondsSinceLastFrame)
            return milliseconds(remaining, minimum: 0, maximum: Int32((frameInterval * 1000).rounded(.up)))
        }
        let tick = secondsBetweenClockTicks.map { $0 - max(0, secondsSinceLastFrame) }
        guard let seconds = [secondsUntilNextChange, tick].compactMap({ $0 }).min() else { return -1 }
        // At least 1 ms: a session that keeps answering 0 must not spin the CPU.
        return milliseconds(seconds, minimum: 1, maximum: longestWait)
    }

    private static func milliseconds(_ seconds: Double, minimum: Int32, maximum: Int32) -> Int32 {
        guard seconds.isFinite else { return seconds > 0 ? maximum : minimum }
        let ms = (seconds * 1000).rounded(.up)
        if ms <= Double(minimum) { return minimum }
        if ms >= Double(maximum) { return maximum }
        return Int32(ms)
    }
}
