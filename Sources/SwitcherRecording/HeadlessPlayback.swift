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
}

extension TapeRun {

    /// Plays the whole tape, handing each frame to `presenter` at its recording time, then
    /// ends the presentation at `endTime`. `continuing` is asked before each frame; when it
    /// says stop, this returns false with the tape unfinished.
    @discardableResult
    public func play(
        size: Size, frameRate: Int, to presenter: FramePresenter, continuing: () -> Bool = { true }
    ) throws(TapeError) -> Bool {
        var index: Int64 = 0
        while continuing() {
            try advance(to: TapePlayer.frameTime(index, frameRate: frameRate), stoppingAtEnd: true)
            presenter.present(render(size: size), at: time)
            if isFinished {
                presenter.end(at: endTime ?? time)
                return true
            }
            index += 1
        }
        return false
    }

    /// Plays the whole tape, calling `onFrame` with each frame that looks different from the
    /// one before (the first always counts) and its recording time. The last call is at
    /// `endTime` or earlier, when nothing changed since.
    public func play(
        size: Size, frameRate: Int, onFrame: (_ time: Instant, _ frame: Canvas) -> Void
    ) throws(TapeError) {
        try withoutActuallyEscaping(onFrame) { (onFrame) throws(TapeError) in
            let presenter = FramePresenter(sinks: [ChangedFrames(onFrame)])
            try play(size: size, frameRate: frameRate, to: presenter)
        }
    }

    /// Plays the tape to recording time `instant` and renders the frame there; nil when the
    /// tape ends before `instant` (see `endTime`). A frame depends only on the lab's state at
    /// its time, so it is the one `record` writes there.
    public func frame(at instant: Instant, size: Size) throws(TapeError) -> Canvas? {
        try advance(to: instant, stoppingAtEnd: true)
        if let endTime, endTime < instant { return nil }
        return render(size: size)
    }
}

/// A sink that hands each frame that looks changed to a closure.
final class ChangedFrames: FrameSink {
    let body: (_ time: Instant, _ frame: Canvas) -> Void

    init(_ body: @escaping (_ time: Instant, _ frame: Canvas) -> Void) { self.body = body }

    func show(_ update: FrameUpdate) {
        if update.looksChanged { body(update.time, update.frame) }
    }
}
