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
        case .event(let event): return event.pressed
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

extension SystemEvent {
    /// The button or gesture the person makes, in words; nil for what the system or the app
    /// does.
    var pressed: String? {
        switch self {
        case .home: return "Home"
        case .doubleHome: return "double-press Home"
        case .swipeUpHold: return "swipe up and hold"
        case .recents: return "Recents"
        case .switcher: return "open the switcher"
        case .closeSwitcher: return "close the switcher"
        case .focusCard(let offset): return offset > 0 ? "swipe to an older card" : "swipe to a newer card"
        case .select(let reference): return "tap \(reference.app)'s card"
        case .kill(let reference): return "swipe \(reference.app)'s card away"
        case .appSwitch(let direction):
            return "swipe \(direction.rawValue.lowercased()) along the bottom edge"
        case .launch(let app): return "tap \(app)"
        case .pull(let sheet): return "pull down \(sheet.title)"
        case .dismiss: return "dismiss"
        case .answer: return "answer"
        case .lock: return "side button"
        case .unlock: return "unlock"
        case .newWindow(let app): return "new window of \(app)"
        case .split(let app): return "split view with \(app)"
        case .type(let text): return text
        case .swipeDown: return "swipe down"
        case .call, .faceID, .systemAlert, .evict, .alert, .present, .setStrategy: return nil
        }
    }
}
