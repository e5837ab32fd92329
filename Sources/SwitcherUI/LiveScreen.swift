import SwitcherCore

/// What the live loop runs on: a screen that shows frames, knows its size and reads input.
/// The curses terminal is one; a test's scripted screen is another. The loop hands it every
/// frame first, as the presenter's first sink.
public protocol LiveScreen: FrameSink {
    /// The size the next frame is drawn at, as of the last `noteResize()`.
    var size: Size { get }
    /// Waits for input at most `milliseconds` (negative: until there is some; 0: only what is
    /// queued already).
    func read(timeoutMilliseconds milliseconds: Int32) -> ScreenInput
    /// The screen changed size (a `.resize` was read): the screen reads its new size.
    func noteResize()
}

/// One read of a `LiveScreen`.
public enum ScreenInput: Equatable, Sendable {
    /// A key, a click, or `.resize` when the screen changed size.
    case key(Key)
    /// Input the lab has no key for: the read found something, so more may be queued.
    case unknown
    /// Nothing: the wait ran out, a signal interrupted it, or an event was ignored.
    case nothing
}
