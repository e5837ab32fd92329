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

    func render(size: Size, images: ImageCache?) -> Canvas {
        var canvas = Canvas(width: size.width, height: size.height)
        canvas.put("count \(counter)", x: 1, y: 1, foreground: .systemBlue)
        return canvas
    }
    func update(_ message: LabMessage) -> LabOutcome {
        switch message {
        case .key(let key):
            keys.append(key)
            return key == .character("q") ? .quit : .done
        case .elapsed(let realSeconds): elapsed.append(realSeconds)
        default: break
        }
        return .done
    }
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
            // The last event shows the cursor again, on the drawing's last row (it is 4 rows
            // tall): nothing scrolls.
            #expect(terminal.cursorVisible)
            #expect(terminal.cursor == Point(x: 0, y: 3))
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

    /// `--cast-version 3`: intervals between events, and a marker where the lab's world took a
    /// snapshot, before the frame that follows it.
    @Test func aVersion3RecordingCarriesMarkers() throws {
        try withTemporaryDirectory { directory in
            let url = directory.appendingPathComponent("session.cast")
            let recorder = try LiveRecorder(to: url, title: "live", castVersion: .v3)
            let presenter = FramePresenter(sinks: [recorder])
            let inner = CounterSession()
            let size = Size(width: 20, height: 4)
            presenter.present(inner.render(size: size), at: .zero)
            presenter.mark("snapshot of Bank", at: seconds(0.5))
            inner.counter = 1
            presenter.present(inner.render(size: size), at: seconds(0.75))
            try recorder.finish()
            let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n")
            #expect(
                lines[0]
                    == "{\"version\": 3, \"term\": {\"cols\": 20, \"rows\": 4, \"type\": \"xterm-256color\", "
                    + "\"theme\": {\"fg\": \"#e5e5ea\", \"bg\": \"#121216\", \"palette\": \""
                    + Array(
                        repeating: "#121216:#ff453a:#30d158:#ffd60a:#0a84ff:#bf5af2:#64d2ff:#e5e5ea", count: 2
                    )
                    .joined(separator: ":") + "\"}}, \"title\": \"live\"}"
            )
            #expect(lines[2] == "[0.500000, \"m\", \"snapshot of Bank\"]")
            #expect(lines[3].hasPrefix("[0.250000, \"o\", "))
            #expect(lines.count == 5)
        }
    }
}
