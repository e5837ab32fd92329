import SwitcherCore

/// A key press or click as the UI understands it, whatever produced it: curses, a tape's
/// `Key` line, or a test.
public enum Key: Hashable, Sendable {
    case character(Character)
    case up, down, left, right
    case enter, tab, backTab, escape, backspace
    case pageUp, pageDown
    case function(Int)
    /// A mouse click at a terminal cell.
    case click(Point)
    /// The terminal changed size.
    case resize

    /// The spelling used in tapes (`Key Tab`, `Key Left`, `Key x`) and help.
    public var name: String {
        switch self {
        case .character(" "): return "Space"
        case .character(let c): return String(c)
        case .up: return "Up"
        case .down: return "Down"
        case .left: return "Left"
        case .right: return "Right"
        case .enter: return "Enter"
        case .tab: return "Tab"
        case .backTab: return "BackTab"
        case .escape: return "Escape"
        case .backspace: return "Backspace"
        case .pageUp: return "PageUp"
        case .pageDown: return "PageDown"
        case .function(let n): return "F\(n)"
        case .click(let p): return "Click \(p.x),\(p.y)"
        case .resize: return "Resize"
        }
    }

    /// Parses a tape key name (the inverse of `name`, clicks and resizes excepted).
    public init?(name: String) {
        switch name {
        case "Space": self = .character(" ")
        case "Up": self = .up
        case "Down": self = .down
        case "Left": self = .left
        case "Right": self = .right
        case "Enter": self = .enter
        case "Tab": self = .tab
        case "BackTab": self = .backTab
        case "Escape": self = .escape
        case "Backspace": self = .backspace
        case "PageUp": self = .pageUp
        case "PageDown": self = .pageDown
        default:
            if name.count == 1, let c = name.first, c.isASCII, !c.isWhitespace {
                self = .character(c)
            } else if name.hasPrefix("F"), let n = Int(name.dropFirst()), (1...12).contains(n) {
                self = .function(n)
            } else {
                return nil
            }
        }
    }
}

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
