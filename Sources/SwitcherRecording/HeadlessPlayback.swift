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
    /// tape ends before `instant` (see `endTime`). The lab works some animations out from the
    /// frames it has drawn (the carousel's scroll, a card's swipe, where a zoom starts), so
    /// the frames before `instant` are drawn on the way, at the tape's frame rate, as `play`
    /// draws them: the frame at a frame time is the one `record` writes there.
    public func frame(at instant: Instant, size: Size) throws(TapeError) -> Canvas? {
        let rate = tape.settings.frameRate
        var index: Int64 = 0
        while !isFinished && Self.frameTime(index, frameRate: rate) < instant {
            try advance(to: Self.frameTime(index, frameRate: rate), stoppingAtEnd: true)
            _ = lab.render(size: size)
            index += 1
        }
        try advance(to: instant, stoppingAtEnd: true)
        if let endTime, endTime < instant { return nil }
        return lab.render(size: size)
    }
}
