import SwitcherCore
import SwitcherUI

/// The live run loop: keys, the screen's size and real time in as messages, frames out, until the session quits or a
/// signal arrives. The terminal is restored on every way out.
///
/// Frames go through one `FramePresenter`: the screen is its first sink, `sinks` (a live
/// recorder) follow, and each gets the same diff at the real time since the start.
public enum LiveLoop {
    /// Runs `session` in the terminal. Throws `TerminalError`, with the terminal left as it
    /// was, when stdin or stdout is not a terminal, or `TERM` is unset, unknown, or names a
    /// terminal that cannot move the cursor.
    public static func run(_ session: LiveSession, sinks: [any FrameSink] = []) throws -> LiveExit {
        let screen = try TerminalScreen.start()
        defer { screen.stop() }
        return run(
            session, on: screen, sinks: sinks, clock: ContinuousClock(),
            pendingSignal: TerminalSignals.takePending)
    }

    /// At most this many queued keys are handled before the next frame is drawn.
    static let keysPerFrame = 64

    /// Runs `session` on any screen: `clock` measures the real time (the screen's waits pass
    /// on it), and `pendingSignal` answers the first terminating signal not yet taken, if any.
    static func run<Screen: LiveScreen, LoopClock: Clock>(
        _ session: LiveSession, on screen: Screen, sinks: [any FrameSink] = [], clock: LoopClock,
        pendingSignal: () -> Int32?
    ) -> LiveExit where LoopClock.Duration == Duration {
        let presenter = FramePresenter(sinks: [screen] + sinks)
        let start = clock.now
        var lastTick = start
        var lastFrame = lastTick
        // Real time since the start as of the last tick, to the microsecond: the time the
        // session has been told of, so a recording's events match what it showed.
        func sinceStart() -> Instant {
            let (seconds, attoseconds) = start.duration(to: lastTick).components
            return Instant(
                microseconds: seconds * 1_000_000 + (attoseconds + 500_000_000_000) / 1_000_000_000_000)
        }
        func ending(_ exit: LiveExit) -> LiveExit {
            presenter.end(at: sinceStart())
            return exit
        }
        session.update(.resize(screen.size))
        presenter.present(at: .zero) { session.render(size: screen.size, images: $0) }

        while true {
            if let sig = pendingSignal() { return ending(.signal(sig)) }
            let wait = FramePacing.waitMilliseconds(
                isAnimating: session.isAnimating,
                secondsUntilNextChange: session.secondsUntilNextChange,
                secondsSinceLastFrame: lastFrame.duration(to: clock.now) / .seconds(1),
                secondsBetweenClockTicks: session.secondsBetweenClockTicks)
            var input = screen.read(timeoutMilliseconds: wait)
            if let sig = pendingSignal() { return ending(.signal(sig)) }

            let now = clock.now
            let elapsed = lastTick.duration(to: now) / .seconds(1)
            lastTick = now
            if elapsed > 0 { session.update(.elapsed(realSeconds: elapsed)) }

            // Handle what is already queued before drawing, so held keys do not lag. What is
            // queued beyond `keysPerFrame` stays unread until after the frame.
            var handled = 0
            while input != .nothing {
                if case .key(let key) = input {
                    if key == .resize {
                        screen.noteResize()
                        session.update(.resize(screen.size))
                    } else if session.update(.key(key)) == .quit {
                        return ending(.quit)
                    }
                }
                handled += 1
                guard handled < keysPerFrame else { break }
                input = screen.read(timeoutMilliseconds: 0)
            }

            // Frames are paced start to start, so the time drawing takes is not added on top.
            lastFrame = clock.now
            presenter.present(at: sinceStart()) { session.render(size: screen.size, images: $0) }
            if session.isFinished { return ending(.quit) }
        }
    }
}

/// Runs a live session in the terminal until it quits or a terminating signal arrives;
/// the terminal is restored either way. This is the one entry other modules call.
///
/// `sinks` receive every frame the terminal does, with the same diff (a live recorder).
///
/// - Throws: `TerminalError` when there is no usable terminal; print its description and
///   exit with its `exitCode` (2).
@discardableResult
public func runLive(_ session: LiveSession, sinks: [any FrameSink] = []) throws -> LiveExit {
    try LiveLoop.run(session, sinks: sinks)
}
