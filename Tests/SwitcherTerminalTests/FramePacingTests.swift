import SwitcherUI
import Testing

@testable import SwitcherTerminal

@Suite struct FramePacingTests {
    @Test func idleWithNothingScheduledBlocks() {
        #expect(
            FramePacing.waitMilliseconds(
                isAnimating: false, secondsUntilNextChange: nil, secondsSinceLastFrame: 0) == -1)
    }

    @Test func animationWaitsForTheRestOfTheFrame() {
        #expect(
            FramePacing.waitMilliseconds(
                isAnimating: true, secondsUntilNextChange: nil, secondsSinceLastFrame: 0) == 17)
        #expect(
            FramePacing.waitMilliseconds(
                isAnimating: true, secondsUntilNextChange: nil, secondsSinceLastFrame: 0.010) == 7)
        #expect(
            FramePacing.waitMilliseconds(
                isAnimating: true, secondsUntilNextChange: nil, secondsSinceLastFrame: 0.5) == 0)
        #expect(
            FramePacing.waitMilliseconds(
                isAnimating: true, secondsUntilNextChange: 5, secondsSinceLastFrame: -1) == 17)
    }

    @Test func aScheduledChangeBoundsTheWait() {
        #expect(
            FramePacing.waitMilliseconds(
                isAnimating: false, secondsUntilNextChange: 0.3, secondsSinceLastFrame: 0) == 300)
        #expect(
            FramePacing.waitMilliseconds(
                isAnimating: false, secondsUntilNextChange: 0.0004, secondsSinceLastFrame: 0) == 1)
        #expect(
            FramePacing.waitMilliseconds(
                isAnimating: false, secondsUntilNextChange: 0, secondsSinceLastFrame: 0) == 1)
        #expect(
            FramePacing.waitMilliseconds(
                isAnimating: false, secondsUntilNextChange: -2, secondsSinceLastFrame: 0) == 1)
        #expect(
            FramePacing.waitMilliseconds(
                isAnimating: false, secondsUntilNextChange: .nan, secondsSinceLastFrame: 0) == 1)
        #expect(
            FramePacing.waitMilliseconds(
                isAnimating: false, secondsUntilNextChange: .infinity, secondsSinceLastFrame: 0)
                == FramePacing.longestWait)
        #expect(
            FramePacing.waitMilliseconds(
                isAnimating: false, secondsUntilNextChange: 1e12, secondsSinceLastFrame: 0)
                == FramePacing.longestWait)
    }

    /// Idle but running, the loop still draws a few frames a second so the status clock
    /// moves; the tick counts from the last frame, and a sooner change still wins.
    @Test func aClockTickBoundsAnIdleWait() {
        #expect(
            FramePacing.waitMilliseconds(
                isAnimating: false, secondsUntilNextChange: nil, secondsSinceLastFrame: 0,
                secondsBetweenClockTicks: 0.25) == 250)
        #expect(
            FramePacing.waitMilliseconds(
                isAnimating: false, secondsUntilNextChange: nil, secondsSinceLastFrame: 0.1,
                secondsBetweenClockTicks: 0.25) == 150)
        #expect(
            FramePacing.waitMilliseconds(
                isAnimating: false, secondsUntilNextChange: 0.1, secondsSinceLastFrame: 0,
                secondsBetweenClockTicks: 0.25) == 100)
        #expect(
            FramePacing.waitMilliseconds(
                isAnimating: false, secondsUntilNextChange: nil, secondsSinceLastFrame: 1,
                secondsBetweenClockTicks: 0.25) == 1)
    }
}

@Suite struct TerminalErrorTests {
    @Test func messagesAreOneLineAndExitWithTwo() {
        let errors: [TerminalError] = [
            .notATerminal(stream: "stdin"), .unknownTerminal(type: "xyz"), .noTerminalType,
            .cannotAddressCursor(type: "dumb"),
        ]
        for error in errors {
            #expect(!error.description.contains("\n"))
            #expect(error.exitCode == 2)
        }
        #expect(
            TerminalError.unknownTerminal(type: "xyz").description
                == "unknown terminal type 'xyz' (set TERM, e.g. TERM=xterm-256color)")
    }

    @Test func signalEndingsExitWith128PlusTheSignal() {
        #expect(LiveExit.quit.exitStatus == 0)
        #expect(LiveExit.signal(2).exitStatus == 130)
        #expect(LiveExit.signal(15).exitStatus == 143)
    }
}
