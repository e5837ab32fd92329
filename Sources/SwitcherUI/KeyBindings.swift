import SwitcherCore

// What the key map is made of: the screens a key acts on, the commands, the patterns of keys,
// a binding, the texts and hints the help and the hint line show, a row of the help.

/// What the lab shows, as far as keys care: the device's screen, or an overlay over it.
public enum KeyContext: Hashable, Sendable, CaseIterable {
    case home, app, switcher, locked, call
    case help, picker, inspect, gallery, code

    init(_ screen: Screen) {
        switch screen {
        case .home: self = .home
        case .app: self = .app
        case .switcher: self = .switcher
        case .locked: self = .locked
        case .call: self = .call
        }
    }

    /// The device's screens, without an overlay.
    static let screens: Set<KeyContext> = [.home, .app, .switcher, .locked, .call]
}

/// What a key asks the lab to do.
enum LabCommand: Hashable {
    /// A system event, by a key the key map binds to it: with its argument, or nil when the
    /// lab takes it from the screen.
    case event(SystemEvent.Name, SystemEvent.Argument?)
    case quit, showHelp, closeHelp, inspect, closeInspect
    // The code overlay
    case showCode, closeCode, scrollCode(lines: Int), scrollCodePage(Int)
    // The device
    case back, enter, click
    case moveIcon(Int), launchIcon
    // The lab
    case selectScene(Int), nextStrategy, strategyPicker, toggleTrigger, nextHost, nextPresentation, nextFade
    case nextDevice, toggleLifecycle, nextIOS, speed(Int), togglePause, step, nextPage, togglePresenter
    // The strategy picker
    case pickerCancel, pickerApply, pickerMove(Int), pickerScope, pickerErase, pickerFilter
    // The gallery
    case gallery, galleryMove(Int), galleryRow(Int), galleryAdopt, galleryClose
}

/// Which keys a binding takes.
enum KeyPattern: Hashable {
    case keys([Key])
    /// The digits in this range.
    case digits(ClosedRange<Int>)
    /// Any printable character.
    case character
    case click
    /// Every key.
    case any

    func matches(_ key: Key) -> Bool {
        switch (self, key) {
        case (.keys(let keys), _): return keys.contains(key)
        case (.digits(let range), .character(let c)):
            return c.isASCII && c.wholeNumberValue.map(range.contains) == true
        case (.character, .character(let c)): return !c.isWhitespace
        case (.click, .click): return true
        case (.any, _): return true
        default: return false
        }
    }
}

/// One key's meaning on some screens.
struct KeyBinding {
    let pattern: KeyPattern
    let contexts: Set<KeyContext>
    let command: LabCommand
}

/// The words of a help line or a hint, some of which name a part of the device.
enum KeyText: Hashable, Sendable, ExpressibleByStringLiteral {
    case words(String)
    /// The sensor of the device's authentication prompt ("Touch ID", "Face ID"), then `rest`.
    /// A device without the prompt keeps the event's name: the key still sends `FaceID`.
    case sensor(then: String)

    init(stringLiteral value: String) { self = .words(value) }

    func text(on device: DeviceKind) -> String {
        switch self {
        case .words(let words): return words
        case .sensor(let rest): return (device.biometric ?? .faceID).rawValue + rest
        }
    }
}

/// A hint on the bottom line: shown on the screens it has a rank for, ordered by that rank
/// among the hints there, on the devices that have its event.
struct KeyHint {
    let label: String
    let text: KeyText
    let ranks: [KeyContext: Int]
    /// Kept at the end of the line, whatever else fits.
    var pinned = false
    /// The system event the keys send, when the device decides whether they do anything:
    /// the hint is shown only where `SystemEvent.unavailability(on:lifecycle:)` has no objection.
    var event: SystemEvent?
    /// Shown only where this event is unavailable: the stand-in for a hint that needs it.
    var insteadOf: SystemEvent?

    var contexts: Set<KeyContext> { Set(ranks.keys) }

    /// Whether its keys do something on `device` in `lifecycle`.
    func isAvailable(on device: DeviceKind, lifecycle: LifecycleStyle) -> Bool {
        if let event, event.unavailability(on: device, lifecycle: lifecycle) != nil { return false }
        if let insteadOf, insteadOf.unavailability(on: device, lifecycle: lifecycle) == nil { return false }
        return true
    }
}

/// A hint as the key map writes it: its label, text and ranks unlabelled. (Here, outside the
/// type, so that the memberwise initialiser stays.)
extension KeyHint {
    init(
        _ label: String, _ text: KeyText, _ ranks: [KeyContext: Int], pinned: Bool = false,
        event: SystemEvent? = nil, insteadOf: SystemEvent? = nil
    ) {
        self.init(label: label, text: text, ranks: ranks, pinned: pinned, event: event, insteadOf: insteadOf)
    }

    /// The same rank on each of `contexts`.
    init(
        _ label: String, _ text: KeyText, on contexts: Set<KeyContext>, rank: Int, pinned: Bool = false,
        event: SystemEvent? = nil, insteadOf: SystemEvent? = nil
    ) {
        self.init(
            label, text, Dictionary(uniqueKeysWithValues: contexts.map { ($0, rank) }), pinned: pinned,
            event: event, insteadOf: insteadOf)
    }
}

/// One line of the `?` help: its keys as shown, what they do, the bindings behind it and
/// the hints it gives.
struct KeyRow {
    enum Section: String, CaseIterable {
        case device = "Device"
        case lab = "Lab"
    }

    let label: String
    let help: KeyText
    /// Nil for the overlays' own keys, which the help does not list.
    let section: Section?
    let bindings: [KeyBinding]
    var hints: [KeyHint] = []
}
