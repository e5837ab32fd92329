import SwitcherCore
import SwitcherUI

/// Headless frame stepping: no terminal, no wall clock. Frames are taken every
/// 1/`frameRate` second of recording time and once more at the end.
extension TapePlayer {
    /// The recording time of frame `index` at `frameRate` frames per second, in whole
    /// microseconds, so frame times never drift.
    public static func frameTime(_ index: Int64, frameRate: Int) -> Instant {
        Instant(microseconds: index * 1_000_000 / Int64(max(1, frameRate)))
    }

    /// Plays the whole tape, calling `onFrame` with each frame that differs from the one
    /// before (the first always counts) and its recording time. The last call is at `endTime`
    /// or earlier, when nothing changed since.
    public func play(
        size: Size, frameRate: Int, onFrame: (_ time: Instant, _ frame: Canvas) -> Void
    ) throws(TapeError) {
        try playChanges(size: size, frameRate: frameRate) { time, frame, _ in onFrame(time, frame) }
    }

    /// `play(size:frameRate:onFrame:)`, with the runs each frame changed since the one
    /// before (every row for the first), for the recorder to encode without a second diff.
    func playChanges(
        size: Size, frameRate: Int,
        onFrame: (_ time: Instant, _ frame: Canvas, _ changes: [CellRun]) -> Void
    ) throws(TapeError) {
        var previous: Canvas?
        var index: Int64 = 0
        while true {
            try advance(to: Self.frameTime(index, frameRate: frameRate), stoppingAtEnd: true)
            let frame = lab.render(size: size)
            let changes = changedRuns(old: previous, new: frame)
            if previous == nil || !changes.isEmpty {
                onFrame(time, frame, changes)
                previous = frame
            }
            if isFinished { return }
            index += 1
        }
    }

    /// Plays the tape to recording time `instant` and renders the frame there; nil when the
    /// tape ends before `instant` (see `endTime`). A frame depends only on the lab's state at
    /// its time, so it is the one `record` writes there.
    public func frame(at instant: Instant, size: Size) throws(TapeError) -> Canvas? {
        try advance(to: instant, stoppingAtEnd: true)
        if let endTime, endTime < instant { return nil }
        return lab.render(size: size)
    }
}
