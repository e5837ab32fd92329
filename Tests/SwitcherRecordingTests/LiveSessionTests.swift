import Foundation
import SwitcherCore
import SwitcherRecording
import SwitcherTestSupport
import SwitcherUI
import Testing

/// A live session whose frame shows a counter the test sets.
final class CounterSession: LiveSession {
    var counter = 0
    var elapsed: [Double] = []
    var keys: [Key] = []

    func render(size: Size) -> Canvas {
        var canvas = Canvas(width: size.width, height: size.height)
        canvas.put("count \(counter)", x: 1, y: 1, foreground: .systemBlue)
        return canvas
    }
    func handle(_ key: Key) -> Bool {
        keys.append(key)
        return key != .character("q")
    }
    func elapse(realSeconds: Double) { elapsed.append(realSeconds) }
    var isAnimating: Bool { counter % 2 == 1 }
    var secondsUntilNextChange: Double? { 0.5 }
}

/// The live recorder is a sink of the presenter the live loop draws through: these tests
/// present frames at the real times the loop would report.
@Suite struct LiveRecorderTests {
    func seconds(_ s: Double) -> Instant { .zero + .seconds(s) }

    @Test func recordsChangedFramesAtTheRealTimeTheLoopReports() throws {
        try withTemporaryDirectory { directory in
            let url = directory.appendingPathComponent("session.cast")
            let inner = CounterSession()
            let recorder = try LiveRecorder(to: url, title: "live")
            let presenter = FramePresenter(sinks: [recorder])
            let size = Size(width: 20, height: 4)
            presenter.present(inner.render(size: size), at: .zero)
            presenter.present(inner.render(size: size), at: seconds(0.5))  // unchanged: no event
            inner.counter = 1
            presenter.present(inner.render(size: size), at: seconds(0.75))
            presenter.end(at: seconds(1.75))
            #expect(recorder.frames == 2)
            #expect(!FileManager.default.fileExists(atPath: url.path), "nothing appears before finish")
            try recorder.finish()

            let cast = try ParsedCast(try String(contentsOf: url, encoding: .utf8))
            #expect(cast.header["version"] as? Int == 2)
            #expect(cast.header["width"] as? Int == 20)
            #expect(cast.header["height"] as? Int == 4)
            #expect(cast.header["title"] as? String == "live")
            #expect(cast.events.map(\.time) == [0, 0.75, 1.75])
            var terminal = TerminalModel(width: 20, height: 5)
            for event in cast.events { terminal.feed(event.data) }
            var drawn = Canvas(width: 20, height: 5)
            drawn.draw(inner.render(size: size), x: 0, y: 0)
            #expect(looksSame(terminal.canvas, drawn))
            // The last event shows the cursor again, on the line below the drawing.
            #expect(terminal.cursorVisible)
            #expect(terminal.cursor == Point(x: 0, y: 4))
            #expect(contents(of: directory) == ["session.cast"])
        }
    }

    @Test func aResizeIsAnEventAndARepaint() throws {
        try withTemporaryDirectory { directory in
            let url = directory.appendingPathComponent("resize.cast")
            let inner = CounterSession()
            let recorder = try LiveRecorder(to: url)
            let presenter = FramePresenter(sinks: [recorder])
            presenter.present(inner.render(size: Size(width: 20, height: 4)), at: .zero)
            presenter.present(inner.render(size: Size(width: 30, height: 6)), at: seconds(1))
            try recorder.finish()
            let cast = try ParsedCast(try String(contentsOf: url, encoding: .utf8))
            #expect(cast.events.map(\.code) == ["o", "r", "o", "o"])
            #expect(cast.events[1].data == "30x6")
            #expect(cast.events.last?.time == 1, "without an end from the loop, the last frame ends it")
            var terminal = TerminalModel(width: 30, height: 6)
            terminal.feed(cast.events[2].data)
            #expect(looksSame(terminal.canvas, inner.render(size: Size(width: 30, height: 6))))
        }
    }

    @Test func discardingOrDrawingNothingLeavesNoFile() throws {
        try withTemporaryDirectory { directory in
            let url = directory.appendingPathComponent("gone.cast")
            let recorder = try LiveRecorder(to: url)
            FramePresenter(sinks: [recorder]).present(
                CounterSession().render(size: Size(width: 10, height: 2)), at: .zero)
            #expect(contents(of: directory).count == 1, "a hidden temporary file")
            #expect(contents(of: directory).first?.hasPrefix(".gone.cast.tmp-") == true)
            recorder.discard()
            #expect(contents(of: directory) == [])

            let empty = try LiveRecorder(to: url)
            #expect(throws: AtomicOutputError.self) { try empty.finish() }
            #expect(contents(of: directory) == [])

            do { _ = try LiveRecorder(to: url) }
            #expect(contents(of: directory) == [], "dropping the recorder removes its file")
        }
    }

    @Test func aBadDestinationFailsBeforeTheSessionStarts() {
        let url = URL(fileURLWithPath: "/nonexistent-directory-for-tests/x.cast")
        #expect(throws: AtomicOutputError.self) { try LiveRecorder(to: url) }
    }
}

@Suite struct TapeLiveSessionTests {
    func session(_ text: String) throws -> TapeLiveSession {
        TapeLiveSession(player: TapePlayer(tape: try parse(text), catalog: ShippedAssets.catalog))
    }

    @Test func realTimeDrivesTheTapeAndTheEndIsAnnouncedOnce() throws {
        let live = try session(
            "Launch \"Bank\"\nSleep 1s\nPress Home\nSleep 1.5s\nExpect State \"Bank\" background")
        var ends = 0
        live.onEnd = { ends += 1 }
        #expect(live.lab.world.foreground == [SceneID(app: "Bank", index: 1)], "steps at zero run at once")
        #expect(live.secondsUntilNextChange.map { $0 <= 1 } == true)
        for _ in 0..<24 { live.elapse(realSeconds: 0.1) }
        #expect(live.player.tapeTime == Instant(microseconds: 2_400_000))
        #expect(ends == 0)
        live.elapse(realSeconds: 0.1)
        #expect(ends == 1)
        #expect(!live.isFinished, "without --exit the lab stays for the person watching")
        live.exitsAtEnd = true
        #expect(live.isFinished, "with --exit the live loop ends here")
        live.exitsAtEnd = false
        #expect(live.player.failures.isEmpty && live.player.results.count == 1)
        // After the tape the lab runs on.
        live.elapse(realSeconds: 1)
        #expect(ends == 1)
        #expect(live.lab.world.now == Instant(microseconds: 3_500_000))
        #expect(live.handle(.character("q")) == false)
    }

    @Test func aPauseHoldsTheTape() throws {
        let live = try session("Launch \"Bank\"\nSleep 1s\nPress Home")
        live.lab.isPaused = true
        live.elapse(realSeconds: 5)
        #expect(live.player.time == .zero)
        #expect(live.secondsUntilNextChange == nil)
        live.lab.isPaused = false
        live.elapse(realSeconds: 0.5)
        #expect(live.player.time == .zero + .milliseconds(500))
    }

    @Test func slowMotionSlowsTheTape() throws {
        let live = try session("Set TimeScale 0.5\nLaunch \"Bank\"\nSleep 1s\nPress Home")
        #expect(live.secondsUntilNextChange == 0.35 / 0.5, "the zoom ends before the next step")
        live.elapse(realSeconds: 1)
        #expect(live.player.tapeTime == .zero + .milliseconds(500))
    }

    @Test func aStepThatCannotRunEndsTheTapeWithItsError() throws {
        let live = try session("Launch \"Bank\"\nSleep 1s\nSelect \"Weather\"\nSleep 1s")
        var ended = false
        live.onEnd = { ended = true }
        #expect(!live.isFinished)
        live.elapse(realSeconds: 2)
        #expect(ended)
        #expect(live.isFinished, "a failed step ends the live loop, --exit or not")
        #expect(live.error?.line == 3)
    }
}
