import SwitcherCore

/// What the live terminal drives: something that draws frames and takes keys. The curses
/// loop knows nothing more of the world than this.
public protocol LiveSession: AnyObject {
    /// Takes one message: a key, the terminal's new size, real time passing.
    @discardableResult
    func update(_ message: LabMessage) -> LabOutcome
    /// The frame for a terminal of `size`; it changes nothing in the session. `images` is
    /// the presenter's cache of scaled images.
    func render(size: Size, images: ImageCache?) -> Canvas
    /// True while something moves on screen: the loop paces frames then, and blocks on
    /// input otherwise.
    var isAnimating: Bool { get }
    /// Real seconds until the next scheduled change if nothing animates (a pending double-
    /// press window, a delayed callback), or nil to wait for input alone.
    var secondsUntilNextChange: Double? { get }
    /// Real seconds between frames while nothing animates, so a clock on screen keeps
    /// moving; nil draws only on a change or a key.
    var secondsBetweenClockTicks: Double? { get }
    /// True once the session has nothing more to show and the loop should end, as a
    /// played tape does at its end with `--exit`.
    var isFinished: Bool { get }
}

extension LiveSession {
    public var isFinished: Bool { false }
    public var secondsBetweenClockTicks: Double? { nil }

    /// Presses `key`; false when it asks to quit.
    @discardableResult
    public func handle(_ key: Key) -> Bool { update(.key(key)) != .quit }

    /// The frame for `size`, drawn without a cache.
    public func render(size: Size) -> Canvas { render(size: size, images: nil) }
}
