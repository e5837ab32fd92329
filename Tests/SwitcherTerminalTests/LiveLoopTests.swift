import SwitcherCore
import SwitcherTestSupport
import SwitcherUI
import Testing

@testable import SwitcherTerminal

/// The live loop run on a scripted screen and a manual clock, with the real lab as its
/// session: what a terminal sends it, what it draws and how long it waits, with no terminal
/// and no sleeping. The tmux suites check the curses screen itself.
@Suite struct LiveLoopTests {
    static let size = Size(width: 120, height: 40)

    static func lab() -> Lab {
        var configuration = LabConfiguration(app: "Medical ID")
        configuration.device = .iphoneHome
        return Lab(configuration, catalog: ShippedAssets.catalog)
    }

    /// Runs `session` on a screen of `size` that plays `script`, with `sinks` after it.
    static func run(
        _ session: LiveSession, _ script: [ScriptedScreen.Step], size: Size = size,
        sinks: [any FrameSink] = []
    ) -> (exit: LiveExit, screen: ScriptedScreen) {
        let screen = ScriptedScreen(size: size, script: script)
        let exit = LiveLoop.run(
            session, on: screen, sinks: sinks, clock: screen.clock, pendingSignal: screen.takePendingSignal)
        return (exit, screen)
    }

    @Test func aResizeReachesTheSessionAndTheNextFrameIsDrawnAtTheNewSize() {
        let lab = Self.lab()
        let small = Size(width: 30, height: 8)
        let (exit, screen) = Self.run(lab, [.resize(small), .idle(milliseconds: 100), .key(.character("q"))])
        #expect(exit == .quit)
        #expect(screen.resizesNoted == 1)
        #expect(lab.size == small)
        // The first frame at the start's size; the resize's frame and any after at the new one.
        #expect(screen.frameSizes == [Self.size, small])
        #expect(screen.updates.last?.isResize == true)
        #expect(screen.updates.last?.frame.plainText.contains("terminal too small") == true)
    }

    @Test func queuedKeysBeyondOneFramesShareWaitForTheNextFrame() {
        let lab = Self.lab()
        // `?` opens the help and any key closes it: an odd number of presses leaves it open.
        let presses = LiveLoop.keysPerFrame + 1
        let script = Array(repeating: ScriptedScreen.Step.key(.character("?")), count: presses)
        let (exit, screen) = Self.run(lab, script + [.idle(milliseconds: 50), .signal(15)])
        #expect(exit == .signal(15))
        #expect(screen.inputsBetweenFrames.first == LiveLoop.keysPerFrame)
        #expect(screen.inputsBetweenFrames.allSatisfy { $0 <= LiveLoop.keysPerFrame })
        #expect(screen.inputsBetweenFrames.reduce(0, +) == presses)
        // Every key was handled, the last one in the frame after the first batch.
        #expect(lab.isHelpShown)
        let frames = screen.updates.map { $0.frame.plainText }
        #expect(frames.count == 3)
        #expect(frames.dropLast().allSatisfy { !$0.contains("this help") })
        #expect(frames.last?.contains("this help") == true)
    }

    @Test func quitEndsTheRunAndThePresenterAtTheTimeReached() {
        let lab = Self.lab()
        let kept = KeptFrames()
        let (exit, screen) = Self.run(
            lab, [.idle(milliseconds: 300), .key(.character("q")), .key(.character("?"))], sinks: [kept])
        #expect(exit == .quit)
        // The screen, then every other sink, told the end once, at the real time reached.
        let end = Instant(microseconds: 300_000)
        #expect(screen.ends == [end])
        #expect(kept.ends == [end])
        #expect(kept.frames.count == screen.updates.count)
        // Nothing is read or drawn after the quit.
        #expect(screen.script == [.key(.character("?"))])
        #expect(!lab.isHelpShown)
    }

    @Test func aSignalArrivingDuringTheRunEndsIt() {
        let lab = Self.lab()
        let (exit, screen) = Self.run(lab, [.key(.character("?")), .signal(15), .key(.character("q"))])
        #expect(exit == .signal(15))
        #expect(exit.exitStatus == 143)
        #expect(screen.ends.count == 1)
        // The key before the signal is drawn; the one after it is never read.
        #expect(screen.updates.last?.frame.plainText.contains("this help") == true)
        #expect(screen.script == [.key(.character("q"))])
    }

    @Test func aSignalPendingAtTheStartEndsTheRunBeforeAnyRead() {
        let screen = ScriptedScreen(size: Self.size, script: [.key(.character("q"))])
        let exit = LiveLoop.run(Self.lab(), on: screen, clock: screen.clock, pendingSignal: { 2 })
        #expect(exit == .signal(2))
        #expect(screen.timeouts == [])
        #expect(screen.frameSizes == [Self.size])
        #expect(screen.ends == [.zero])
    }

    @Test func aRunWhoseScriptRunsOutEndsAsAHangUp() {
        let (exit, screen) = Self.run(Self.lab(), [.idle(milliseconds: 10)])
        #expect(exit == .signal(ScriptedScreen.hangUp))
        #expect(screen.ranOut)
        #expect(screen.ends.count == 1)
    }

    /// Idle, the loop waits for the lab's clock tick (250 ms), measured from the last frame;
    /// paused, it blocks until a key. Waiting passes the time on the clock the loop reads.
    @Test func idleTheWaitIsTheClockTickAndPausedItBlocks() {
        let lab = Self.lab()
        let (exit, screen) = Self.run(
            lab,
            [
                .idle(milliseconds: 600), .key(.character(" ")), .idle(milliseconds: 5000),
                .key(.character("q")),
            ])
        #expect(exit == .quit)
        #expect(screen.timeouts == [250, 250, 250, 0, -1])
        #expect(screen.updates.map(\.time.microseconds) == [0, 250_000, 500_000, 600_000])
        #expect(screen.ends == [Instant(microseconds: 5_600_000)])
        #expect(lab.isPaused)
    }

    /// While something moves, the loop waits no longer than a frame (1/60 s, rounded up to
    /// 17 ms) and draws every 17 ms of real time; before and after, it waits longer.
    @Test func animatingTheWaitIsAFrame() {
        let lab = Self.lab()
        let (exit, screen) = Self.run(
            lab, [.key(.character("h")), .idle(milliseconds: 4000), .key(.character("q"))])
        #expect(exit == .quit)
        let frame = FramePacing.waitMilliseconds(
            isAnimating: true, secondsUntilNextChange: nil, secondsSinceLastFrame: 0)
        #expect(frame == 17)
        // The Home press waits out the double-press window, then the app closes.
        let waits = screen.timeouts.filter { $0 != 0 }
        let before = waits.prefix { $0 != frame }
        let animated = waits.dropFirst(before.count).prefix { $0 == frame }
        #expect(animated.count >= 10)
        #expect(before.allSatisfy { $0 > frame })
        #expect(!waits.dropFirst(before.count + animated.count).contains(frame))
        #expect(waits.last == 250)
        // Each wait passed on the clock: the animation's frames are 17 ms apart.
        let times = screen.updates.map(\.time.microseconds)
        let steps = zip(times, times.dropFirst()).map { $1 - $0 }
        #expect(steps.filter { $0 == 17_000 }.count >= animated.count - 1)
    }
}
