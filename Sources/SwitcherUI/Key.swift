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
    public var name: String { spellings.name }

    /// The key as its cap reads, as a keystroke overlay shows it: `Space`, `→`, `Shift-Tab`, `x`.
    public var keycap: String { spellings.keycap }

    /// Both spellings of the key: in tapes and help, and on its cap.
    private var spellings: (name: String, keycap: String) {
        switch self {
        case .character(" "): return ("Space", "Space")
        case .character(let c): return (String(c), String(c))
        case .up: return ("Up", "↑")
        case .down: return ("Down", "↓")
        case .left: return ("Left", "←")
        case .right: return ("Right", "→")
        case .enter: return ("Enter", "Enter")
        case .tab: return ("Tab", "Tab")
        case .backTab: return ("BackTab", "Shift-Tab")
        case .escape: return ("Escape", "Esc")
        case .backspace: return ("Backspace", "Backspace")
        case .pageUp: return ("PageUp", "Page Up")
        case .pageDown: return ("PageDown", "Page Down")
        case .function(let n): return ("F\(n)", "F\(n)")
        case .click(let p): return ("Click \(p.x),\(p.y)", "click \(p.x),\(p.y)")
        case .resize: return ("Resize", "resize")
        }
    }

    /// The keys a tape names by a word of their own.
    private static let named: [Key] = [
        .character(" "), .up, .down, .left, .right, .enter, .tab, .backTab, .escape, .backspace, .pageUp,
        .pageDown,
    ]

    /// Parses a tape key name (the inverse of `name`, clicks and resizes excepted).
    public init?(name: String) {
        if let key = Self.named.first(where: { $0.name == name }) {
            self = key
        } else if name.count == 1, let c = name.first, c.isASCII, !c.isWhitespace {
            self = .character(c)
        } else if name.hasPrefix("F"), let n = Int(name.dropFirst()), (1...12).contains(n) {
            self = .function(n)
        } else {
            return nil
        }
    }
}
