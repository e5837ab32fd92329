import SwitcherCore
import SwitcherUI

/// The live run loop: keys in, real time in, frames out, until the session quits or a
/// signal arrives. The terminal is restored on every way out.
public enum LiveLoop {
    /// Runs `session` in the terminal. Throws `TerminalError`, with the terminal left as it
    /// was, when stdin or stdout is not a terminal, or `TERM` is unset, unknown, or names a
    /// terminal that cannot move the cursor.
    public static func run(_ session: LiveSession) throws -> LiveExit {
        let screen = try TerminalScreen.start()
        defer { screen.stop() }
        return run(session, on: screen)
    }

    /// At most this many queued keys are handled before the next frame is drawn.
    static let keysPerFrame = 64

    private static func run(_ session: LiveSession, on screen: TerminalScreen) -> LiveExit {
        let clock = ContinuousClock()
        var lastTick = clock.now
        var lastFrame = lastTick
        screen.draw(session.render(size: screen.size))

        while true {
            if let sig = TerminalSignals.takePending() { return .signal(sig) }
            let wait = FramePacing.waitMilliseconds(
                isAnimating: session.isAnimating,
                secondsUntilNextChange: session.secondsUntilNextChange,
                secondsSinceLastFrame: lastFrame.duration(to: clock.now) / .seconds(1))
            var input = screen.read(timeoutMilliseconds: wait)
            if let sig = TerminalSignals.takePending() { return .signal(sig) }

            let now = clock.now
            let elapsed = lastTick.duration(to: now) / .seconds(1)
            lastTick = now
            if elapsed > 0 { session.elapse(realSeconds: elapsed) }

            // Handle what is already queued before drawing, so held keys do not lag.
            var handled = 0
            while input != .nothing && handled < keysPerFrame {
                if let key = KeyDecoder.key(for: input) {
                    if key == .resize { screen.noteResize() }
                    if !session.handle(key) { return .quit }
                }
                handled += 1
                input = screen.read(timeoutMilliseconds: 0)
            }

            // Frames are paced start to start, so the time drawing takes is not added on top.
            lastFrame = clock.now
            screen.draw(session.render(size: screen.size))
            if session.isFinished { return .quit }
        }
    }
}

/// Runs a live session in the terminal until it quits or a terminating signal arrives;
/// the terminal is restored either way. This is the one entry other modules call.
///
/// - Throws: `TerminalError` when there is no usable terminal; print its description and
///   exit with its `exitCode` (2).
@discardableResult
public func runLive(_ session: LiveSession) throws -> LiveExit {
    try LiveLoop.run(session)
}
