/// What the user, or the system, does to the device: the core's one input language. Keys,
/// tape lines, the timeline's event words and the audit all become `SystemEvent`s, and
/// `World.send(_:)` is the only way into the world. Each kind of event is declared once, in
/// the file of its family under `Events/` (`SystemEvent.Declaration`): its spellings,
/// which devices have it, what the world does with it, its line in the log and the audit's
/// recipes that send it. A new kind is a case here, its line in `parts` and in
/// `declarations`, and its declaration (CONTRIBUTING §7).
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

    /// Every kind of event, in the order help lists them.
    public static let declarations: [Declaration] = [
        .launch, .home, .doubleHome, .swipeUpHold, .switcher, .appSwitch, .pull, .dismiss, .call, .answer,
        .faceID, .systemAlert, .lock, .unlock, .recents, .closeSwitcher, .focusCard, .select, .kill,
        .newWindow, .split, .evict, .type, .alert, .present, .swipeDown, .strategy,
    ]

    /// The event's declaration and its argument: the one switch over the cases.
    var parts: (declaration: Declaration, argument: Argument) {
        switch self {
        case .launch(let app): return (.launch, .app(app))
        case .home: return (.home, .none)
        case .doubleHome: return (.doubleHome, .none)
        case .swipeUpHold: return (.swipeUpHold, .none)
        case .recents: return (.recents, .none)
        case .switcher: return (.switcher, .none)
        case .closeSwitcher: return (.closeSwitcher, .none)
        case .focusCard(let offset): return (.focusCard, .offset(offset))
        case .select(let scene): return (.select, .scene(scene))
        case .kill(let scene): return (.kill, .scene(scene))
        case .appSwitch(let direction): return (.appSwitch, .direction(direction))
        case .pull(let sheet): return (.pull, .sheet(sheet))
        case .dismiss: return (.dismiss, .none)
        case .call: return (.call, .none)
        case .answer: return (.answer, .none)
        case .faceID: return (.faceID, .none)
        case .systemAlert: return (.systemAlert, .none)
        case .lock: return (.lock, .none)
        case .unlock: return (.unlock, .none)
        case .newWindow(let app): return (.newWindow, .app(app))
        case .split(let app): return (.split, .app(app))
        case .evict(let app): return (.evict, .app(app))
        case .type(let text): return (.type, .text(text))
        case .alert(let app): return (.alert, .app(app))
        case .present(let app): return (.present, .app(app))
        case .swipeDown: return (.swipeDown, .none)
        case .setStrategy(let configuration, _): return (.strategy, .strategy(configuration.id))
        }
    }

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
