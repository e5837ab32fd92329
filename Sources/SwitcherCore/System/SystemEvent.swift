/// What the user, or the system, does to the device: the core's one input language. Keys,
/// tape lines, the timeline's event words and the audit all become `SystemEvent`s, and
/// `World.send(_:)` is the only way into the world. Each event is spelled here once for tapes
/// and once for the timeline (`SystemEvent.syntax`), and `unavailable(on:lifecycle:)` is the
/// only home of the rules of which device has which gesture.
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
    /// Swipes a sheet down: dismisses the page sheet on top, unless it is modal in presentation.
    case swipeDown
    /// Chooses the strategy of one scene, or (nil) of every scene and of those to come.
    case setStrategy(StrategyConfiguration, scene: SceneID?)

    /// Why `device` in `lifecycle` has no such event, or nil when it has. The rules read the
    /// device's facts, and the devices they suggest come from the table.
    public func unavailable(on device: DeviceKind, lifecycle: LifecycleStyle) -> String? {
        var own: String { Self.switcherGesture(on: device).tapeLine }
        switch self {
        case .doubleHome where !device.hasHomeButton:
            let button = DeviceProfile.names { $0.hasHomeButton }.joined(separator: ", ")
            return "DoublePress Home needs a Home button (Set Device \(button)); on \(device) use \(own)"
        case .swipeUpHold where device.switcherEvent != .swipeUpHold:
            let swiping = DeviceProfile.names { $0.switcherEvent == .swipeUpHold }.joined(separator: " and ")
            return "SwipeUp Hold is the switcher gesture of \(swiping); on \(device) use \(own)"
        case .recents where device.switcherEvent != .recents:
            return "Recents is Android's button; on \(device) use \(own)"
        case .appSwitch where !device.hasFastAppSwitch:
            let switching = DeviceProfile.names { $0.hasFastAppSwitch }.joined(separator: ", ")
            return "AppSwitch needs the fast app-switch gesture (\(switching)), not \(device)"
        case .faceID where device.biometric == nil:
            return "FaceID is an iOS prompt, not on \(device)"
        case .alert where device.platform != .iOS:
            return "Alert puts up an iOS UIAlertController, not on \(device)"
        case .swipeDown where device.platform != .iOS:
            return "SwipeDown dismisses an iOS sheet, not on \(device)"
        case .newWindow, .split:
            guard device.supportsMultipleScenes, lifecycle == .scene else {
                let name = if case .split = self { "Split" } else { "NewWindow" }
                let windows = DeviceProfile.names { $0.supportsMultipleScenes }.joined(separator: ", ")
                return "\(name) needs iPad windows (Set Device \(windows), Set Lifecycle scene)"
            }
            return nil
        default:
            return nil
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
