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
