import SwitcherCore

/// A frame as every output receives it: the frame, the one shown before it, and the cells
/// that differ between the two, found once by the presenter.
public struct FrameUpdate {
    /// The frame to show.
    public let frame: Canvas
    /// The frame shown before; nil for the first.
    public let previous: Canvas?
    /// `changedRuns(old: previous, new: frame)`: every row when there is no previous frame
    /// or it had another size.
    public let changes: [CellRun]
    /// When the frame is shown: the recording time headless, the real time since the start
    /// live.
    public let time: Instant

    public init(frame: Canvas, previous: Canvas?, changes: [CellRun], time: Instant) {
        self.frame = frame
        self.previous = previous
        self.changes = changes
        self.time = time
    }

    /// The frame has another size than the one before (a terminal resize).
    public var isResize: Bool {
        guard let previous else { return false }
        return previous.width != frame.width || previous.height != frame.height
    }

    /// Whether the frame looks different from the one before; the first always does.
    public var looksChanged: Bool { previous == nil || isResize || !changes.isEmpty }
}
