import CNcursesw
import SwitcherCore
import SwitcherUI

/// One result of `wget_wch`, with a mouse event already read by `getmouse`.
enum RawInput: Equatable, Sendable {
    /// `wget_wch` returned OK: a character.
    case character(UInt32)
    /// `wget_wch` returned KEY_CODE_YES: a curses key code (KEY_UP, KEY_RESIZE, …).
    case keyCode(Int32)
    /// A left-button press or click at a cell.
    case click(Point)
    /// Nothing: the wait timed out, a signal interrupted it, or an event was ignored.
    case nothing
}

/// Turns what curses reads into the UI's `Key`; nil for input the UI has no key for.
enum KeyDecoder {
    static func key(for input: RawInput) -> Key? {
        switch input {
        case .character(let code): return key(forCharacter: code)
        case .keyCode(let code): return key(forKeyCode: code)
        case .click(let point): return .click(point)
        case .nothing: return nil
        }
    }

    static func key(forCharacter code: UInt32) -> Key? {
        switch code {
        case 9: return .tab
        case 10, 13: return .enter
        case 27: return .escape
        case 8, 127: return .backspace
        default:
            guard code >= 0x20, !(0x7F...0x9F).contains(code), let scalar = Unicode.Scalar(code)
            else { return nil }
            return .character(Character(scalar))
        }
    }

    static func key(forKeyCode code: Int32) -> Key? {
        switch code {
        case KEY_UP: return .up
        case KEY_DOWN: return .down
        case KEY_LEFT: return .left
        case KEY_RIGHT: return .right
        case KEY_ENTER: return .enter
        case KEY_BTAB: return .backTab
        case KEY_PPAGE: return .pageUp
        case KEY_NPAGE: return .pageDown
        case KEY_BACKSPACE: return .backspace
        case KEY_RESIZE: return .resize
        case KEY_F0 + 1...KEY_F0 + 12: return .function(Int(code - KEY_F0))
        default: return nil
        }
    }
}
