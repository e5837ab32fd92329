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
