/// What the user, or the system, does to the device: the core's one input language. Keys,
/// tape lines, the timeline's event words and the audit all become `SystemEvent`s, and
/// `World.send(_:)` is the only way into the world. Each kind of event is declared once
/// (`SystemEvent.Name.declaration`): its spellings, its keys, which devices have it.
public enum SystemEvent: Hashable, Sendable {
    /// One press of Home; on devices without the button, the swipe up that goes home.
    case home
    /// Two quick presses of Home: the switcher (a Home button only).
    case doubleHome
    /// Swipe up from the bottom edge and hold: the switcher on Face ID devices.
    case swipeUpHold
    /// Android's Recents button.
    case recents
    /// The device's own switcher gesture (`switcherGesture(on:)`), whichever device runs it:
    /// the one spelling of "open the switcher" that a tape or a comparison of devices can use
    /// on every device.
    case switcher
    /// Leaves the switcher for the home screen.
    case closeSwitcher
    /// Moves the switcher's focus by this many cards (positive: older cards).
    case focusCard(Int)
    /// Taps a switcher card.
    case select(SceneReference)
    /// Swipes a switcher card away.
    case kill(SceneReference)
    /// Swipes along the bottom edge (four fingers on iPad, Recents twice on Android).
    case appSwitch(SwitchDirection)
    /// Taps an app's icon.
    case launch(String)
    /// The system ends a suspended app to free memory.
    case evict(String)
    /// Pulls down Control Center or Notification Center.
    case pull(Sheet)
    /// Dismisses the sheet, the banner or the prompt that is up; ends a finished call.
    case dismiss
    /// An incoming call banner.
    case call
    /// Answers the call, full screen.
    case answer
    /// The Face ID (Touch ID) prompt.
    case faceID
    /// A system alert over the app: a permission request, the `tel:` confirmation (iOS).
    case systemAlert
    /// The side button.
    case lock
    case unlock
    /// Another window of an app (iPad).
    case newWindow(String)
    /// An app beside the one in front (iPad split view).
    case split(String)
    /// Text typed into the app in front (a PIN pad).
    case type(String)
    /// The app in front puts up an alert (`UIAlertController`) from its root view controller.
    case alert(String)
    /// The app in front presents a page sheet of its own: a detail of its record, its sensitive
    /// fields in it (MODEL §57).
    case present(String)
    /// Swipes a sheet down: dismisses the page sheet on top, unless it is modal in presentation.
    case swipeDown
    /// Chooses the strategy of one scene, or (nil) of every scene and of those to come.
    case setStrategy(StrategyConfiguration, scene: SceneID?)

    /// The gesture that opens the switcher on `device`.
    public static func switcherGesture(on device: DeviceKind) -> SystemEvent { device.switcherEvent }

    /// The switcher card a `select` or `kill` names.
    public var card: SceneReference? {
        switch self {
        case .select(let reference), .kill(let reference): return reference
        default: return nil
        }
    }

    /// Events that act at once, whatever the system is doing: they are not queued behind a
    /// transition in flight.
    var isImmediate: Bool {
        switch self {
        case .focusCard, .setStrategy: return true
        default: return false
        }
    }
}

/// What `World.send(_:)` did with an event.
public enum EventOutcome: Hashable, Sendable {
    /// It ran now.
    case done
    /// It waits: for a system transition in flight to settle, or (a Home press) for the
    /// double-press window to close.
    case queued
    /// It did nothing, and why: the device has no such gesture, nothing it applies to is on
    /// screen, an unknown app.
    case ignored(String)

    public var reason: String? {
        if case .ignored(let reason) = self { return reason }
        return nil
    }
}

/// An app or one of its windows, as tapes and the timeline name it: `"Medical ID"` (its most
/// recent card) or `"Medical ID #2"` (that window).
public struct SceneReference: Hashable, Sendable, CustomStringConvertible {
    /// The app's name as the catalog spells it.
    public let app: String
    /// The window number when one was given.
    public let index: Int?

    public init(app: String, index: Int? = nil) {
        self.app = app
        self.index = index
    }

    /// Exactly this scene.
    public init(_ scene: SceneID) { self.init(app: scene.app, index: scene.index) }

    /// The scene meant where one scene is needed: the given window, or the app's first.
    public var scene: SceneID { SceneID(app: app, index: index ?? 1) }

    /// `"Medical ID #2"`, quoted as in a tape.
    public var description: String {
        "\"" + TerminalSafeText.sanitized(index.map { "\(app) #\($0)" } ?? app) + "\""
    }
}
