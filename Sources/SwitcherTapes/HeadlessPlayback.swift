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
            for marker in takeMarkers() {
                switch marker.kind {
                case .marker: presenter.mark(marker.label, at: marker.time)
                case .input: presenter.input(marker.label, at: marker.time)
                }
            }
            presenter.present(at: time) { render(size: size, images: $0) }
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
        return render(size: size, images: nil)
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

extension Tape {
    /// Plays the whole tape headless as `record` does — at its frame size and frame rate,
    /// each frame handed to `presenter` — and returns the run: finished, or stopped where
    /// `continuing` said stop (see `isFinished`).
    public func play(catalog: AssetCatalog, to presenter: FramePresenter, continuing: () -> Bool = { true })
        throws(TapeError) -> any TapeRun
    {
        let player = try run(catalog: catalog)
        try player.play(
            size: player.frameSize, frameRate: settings.frameRate, to: presenter, continuing: continuing)
        return player
    }

    /// The frame a recording of the tape shows at recording time `instant`: the last frame
    /// taken at or before it. Nil when the tape ends before `instant`.
    public func recordedFrame(at instant: Instant, catalog: AssetCatalog) throws(TapeError) -> Canvas? {
        try recordedStill(at: instant, catalog: catalog).frame
    }

    /// `recordedFrame(at:catalog:)`, with the lines the world ignored on the way there.
    public func recordedStill(at instant: Instant, catalog: AssetCatalog) throws(TapeError)
        -> (frame: Canvas?, warnings: [TapeWarning])
    {
        let shown = FrameAtInstant(instant)
        let player = try play(catalog: catalog, to: FramePresenter(sinks: [shown])) { !shown.passed }
        if let end = player.endTime, end < instant { return (nil, player.warnings) }
        return (shown.frame, player.warnings)
    }

    /// A recording's title: `Set Title`, else the tape's file name.
    public var title: String {
        if let title = settings.title { return title }
        return String(file.split(separator: "/").last ?? Substring(file))
    }
}

/// Keeps the last frame shown at or before an instant.
final class FrameAtInstant: FrameSink {
    let instant: Instant
    private(set) var frame: Canvas?
    /// A frame after the instant has come: nothing later matters.
    private(set) var passed = false

    init(_ instant: Instant) { self.instant = instant }

    func show(_ update: FrameUpdate) {
        if update.time <= instant { frame = update.frame } else { passed = true }
    }
}
