import SwitcherCore

/// An output of frames: the curses terminal, an asciicast, a directory of text frames.
/// Outputs keep no frame of their own to diff against: the presenter hands each the same
/// update.
public protocol FrameSink: AnyObject {
    /// Shows one frame. Called for every frame presented, changed or not, so an output that
    /// must repaint on its own account (a terminal after a resize) can.
    func show(_ update: FrameUpdate)
    /// The presentation ended at `time`; no frame follows.
    func end(at time: Instant)
    /// A moment worth finding again (a snapshot, a caption, a cue) at `time`, no later than
    /// the next frame's: an asciicast v3 writes it as a marker; other outputs ignore it.
    func mark(_ label: String, at time: Instant)
    /// A key or a gesture the person pressed at `time` (`Home`, `Space`), named as they read
    /// it: an asciicast v3 writes it as an input event; other outputs ignore it.
    func input(_ name: String, at time: Instant)
}

extension FrameSink {
    public func end(at time: Instant) {}
    public func mark(_ label: String, at time: Instant) {}
    public func input(_ name: String, at time: Instant) {}
}

/// The one place that remembers the frame on screen and finds what changed: each frame is
/// diffed once (`changedRuns`), and every sink gets that diff.
///
/// Frames come from `Lab.render(size:images:)` (or any composition); time comes from the caller —
/// the virtual recording time headless, the real time live — so the presenter reads no
/// clock.
public final class FramePresenter {
    public private(set) var sinks: [any FrameSink]
    /// The last frame presented.
    public private(set) var previous: Canvas?
    /// Scaled cards and snapshots, the frosted wallpaper, kept while they stay on screen: the
    /// frames' memory, so composing one changes nothing in what it shows.
    public let images = ImageCache()

    public init(sinks: [any FrameSink] = []) { self.sinks = sinks }

    public func add(_ sink: any FrameSink) { sinks.append(sink) }

    /// Diffs `frame` against the previous frame and hands the update to every sink.
    @discardableResult
    public func present(_ frame: Canvas, at time: Instant) -> FrameUpdate {
        let update = FrameUpdate(
            frame: frame, previous: previous, changes: changedRuns(old: previous, new: frame), time: time)
        previous = frame
        for sink in sinks { sink.show(update) }
        return update
    }

    /// Composes a frame with the presenter's image cache and presents it.
    @discardableResult
    public func present(at time: Instant, _ compose: (ImageCache) -> Canvas) -> FrameUpdate {
        images.beginFrame()
        return present(compose(images), at: time)
    }

    /// Hands a marker to every sink.
    public func mark(_ label: String, at time: Instant) {
        for sink in sinks { sink.mark(label, at: time) }
    }

    /// Hands an input to every sink.
    public func input(_ name: String, at time: Instant) {
        for sink in sinks { sink.input(name, at: time) }
    }

    /// Tells every sink that no frame follows.
    public func end(at time: Instant) {
        for sink in sinks { sink.end(at: time) }
    }
}
