import SwitcherCore
import SwitcherTestSupport
import SwitcherUI
import Testing

@Suite struct FramePresenterTests {
    func at(_ ms: Int) -> Instant { .zero + .milliseconds(ms) }

    @Test func everySinkGetsTheSameDiffOfEachFrame() throws {
        let terminal = KeptFrames()
        let recorder = KeptFrames()
        let presenter = FramePresenter(sinks: [terminal, recorder])
        let frames = [
            Canvas(lines: ["abc", "def"]), Canvas(lines: ["abX", "def"]), Canvas(lines: ["abX", "Yef"]),
        ]
        for (index, frame) in frames.enumerated() { presenter.present(frame, at: at(100 * index)) }

        #expect(terminal.updates.count == 3 && recorder.updates.count == 3)
        for (mine, theirs) in zip(terminal.updates, recorder.updates) {
            #expect(mine.changes == theirs.changes)
            #expect(mine.time == theirs.time)
            #expect(mine.frame.lines == theirs.frame.lines)
        }
        #expect(
            terminal.updates.map(\.changes) == [
                [CellRun(y: 0, columns: 0..<3), CellRun(y: 1, columns: 0..<3)],
                [CellRun(y: 0, columns: 2..<3)],
                [CellRun(y: 1, columns: 0..<1)],
            ])
        #expect(terminal.updates.map(\.time) == [at(0), at(100), at(200)])
        #expect(terminal.updates[0].previous == nil)
        expectFrame(try #require(terminal.updates[2].previous), ["abX", "def"])
        expectFrame(try #require(presenter.previous), ["abX", "Yef"])
        expectFrame(try #require(terminal.last), ["abX", "Yef"])
    }

    @Test func anUnchangedFrameStillReachesTheSinksMarkedUnchanged() {
        let sink = KeptFrames()
        let presenter = FramePresenter(sinks: [sink])
        presenter.present(Canvas(lines: ["ab"]), at: at(0))
        var marked = Canvas(lines: ["ab"])
        marked[0, 0].sensitive = true  // not shown on a terminal, so not a change
        let update = presenter.present(marked, at: at(16))
        #expect(sink.updates.count == 2)
        #expect(update.changes.isEmpty)
        #expect(!update.looksChanged && !update.isResize)
        #expect(sink.updates[0].looksChanged, "the first frame always counts")
    }

    @Test func aNewSizeIsAResizeAndEveryRowChanges() {
        let sink = KeptFrames()
        let presenter = FramePresenter(sinks: [sink])
        presenter.present(Canvas(lines: ["ab", "cd"]), at: at(0))
        let update = presenter.present(Canvas(lines: ["ab ", "cd "]), at: at(16))
        #expect(update.isResize && update.looksChanged)
        #expect(update.changes == [CellRun(y: 0, columns: 0..<3), CellRun(y: 1, columns: 0..<3)])
    }

    @Test func theEndReachesEverySinkAndSinksAddedLaterGetLaterFrames() {
        let first = KeptFrames()
        let later = KeptFrames()
        let presenter = FramePresenter(sinks: [first])
        presenter.present(Canvas(lines: ["a"]), at: at(0))
        presenter.add(later)
        presenter.present(Canvas(lines: ["b"]), at: at(10))
        presenter.end(at: at(25))
        #expect(first.updates.count == 2 && later.updates.count == 1)
        #expect(later.updates[0].changes == [CellRun(y: 0, columns: 0..<1)])
        #expect(first.ends == [at(25)] && later.ends == [at(25)])
    }
}
