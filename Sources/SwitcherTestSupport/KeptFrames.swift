import SwitcherCore
import SwitcherUI

/// A frame sink that keeps what it is given, in memory (ratatui's `TestBackend`): give it to a
/// `FramePresenter` beside or instead of the terminal and the encoders, then read the frames,
/// their diffs and the end.
public final class KeptFrames: FrameSink {
    /// Every update shown, in order, changed or not.
    public private(set) var updates: [FrameUpdate] = []
    /// The times `end(at:)` was called at.
    public private(set) var ends: [Instant] = []

    public init() {}

    public func show(_ update: FrameUpdate) { updates.append(update) }
    public func end(at time: Instant) { ends.append(time) }

    /// The frames shown, in order.
    public var frames: [Canvas] { updates.map(\.frame) }
    /// The frame on screen now.
    public var last: Canvas? { updates.last?.frame }
}
