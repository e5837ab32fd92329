import SwitcherCore
import SwitcherUI

/// What a person presses on a tape's line, named as they would read it on a keystroke
/// overlay (asciicast v3's input events): a key of the lab by its keycap (`Space`, `→`,
/// `Enter`), a button or gesture on the device in words (`Home`, `double-press Home`,
/// `tap Medical ID`). Lines the system or the app do (a call, an alert, an eviction) and lines
/// that press nothing (`Sleep`, `Expect`, `Set`) have none.
extension TapeAction {
    public var input: String? {
        switch self {
        case .key(let key): return key.keycap
        case .event(let event): return event.declaration.pressed(event)
        default: return nil
        }
    }
}

extension Key {
    /// The key as its cap reads: `Space`, `→`, `Shift-Tab`, `x`.
    public var keycap: String {
        switch self {
        case .character(" "): return "Space"
        case .character(let character): return String(character)
        case .up: return "↑"
        case .down: return "↓"
        case .left: return "←"
        case .right: return "→"
        case .enter: return "Enter"
        case .tab: return "Tab"
        case .backTab: return "Shift-Tab"
        case .escape: return "Esc"
        case .backspace: return "Backspace"
        case .pageUp: return "Page Up"
        case .pageDown: return "Page Down"
        case .function(let number): return "F\(number)"
        case .click(let point): return "click \(point.x),\(point.y)"
        case .resize: return "resize"
        }
    }
}
