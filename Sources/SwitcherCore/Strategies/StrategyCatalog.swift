/// What the catalog says of one privacy strategy: enough for `switcherlab strategies`, the
/// strategy picker and the strategy panel.
public struct StrategyInfo: Hashable, Sendable {
    /// The id used on the command line, in tapes and in file names (`color-overlay`).
    public let id: String
    public let title: String
    /// The article it comes from, as `000`…`004` with the part (`004 method 2`), or `—`.
    public let source: String
    /// The delegate methods or notifications it implements, in the order they fire.
    public let callbacks: [String]
    /// The trigger it uses unless told otherwise; nil when it has no choice of trigger.
    public let defaultTrigger: StrategyTrigger?
    /// The options that apply to it.
    public let options: [StrategyOption]
    /// Where its article put its code; nil when it has no iOS code (`none`, Android's flag).
    public let defaultHost: StrategyHost?
    /// One or two sentences: what it does and where it fails.
    public let summary: String
    /// The devices it has code for: the iOS strategies do nothing on Android, `secure-flag`
    /// nothing on iOS. The audit runs a strategy on these devices only.
    public let devices: [DeviceKind]

    public init(
        id: String, title: String, source: String, callbacks: [String], defaultTrigger: StrategyTrigger?,
        options: [StrategyOption], host: StrategyHost? = nil, summary: String,
        devices: [DeviceKind] = StrategyInfo.iOSDevices
    ) {
        self.id = id
        self.title = title
        self.source = source
        self.callbacks = callbacks
        self.defaultTrigger = defaultTrigger
        self.options = options
        self.defaultHost = host
        self.summary = summary
        self.devices = devices
    }

    /// The four delegate methods a trigger means, app delegate's then scene delegate's: the
    /// one that puts the cover up, then the one that takes it down.
    public static func delegateMethods(_ trigger: StrategyTrigger) -> [String] {
        let (up, down) =
            trigger == .active
            ? ("WillResignActive", "DidBecomeActive") : ("DidEnterBackground", "WillEnterForeground")
        return ["application\(up)(_:)", "application\(down)(_:)", "scene\(up)(_:)", "scene\(down)(_:)"]
    }

    /// The callbacks it uses when its code lives in `host`: the app delegate's methods, the
    /// scene delegate's, or the notifications they correspond to.
    public func callbacks(in host: StrategyHost) -> [String] {
        let events = ["WillResignActive", "DidEnterBackground", "WillEnterForeground", "DidBecomeActive"]
        func event(_ name: String) -> String? {
            events.first { name.contains($0) || name.contains(lowered($0)) }
        }
        func lowered(_ event: String) -> String { event.prefix(1).lowercased() + event.dropFirst() }
        var seen: [String] = []
        for name in callbacks {
            guard let event = event(name) else { continue }
            let spelled: String
            switch host {
            case .appDelegate: spelled = "application\(event)(_:)"
            case .sceneDelegate: spelled = "scene\(event)(_:)"
            case .notifications: spelled = "UIApplication.\(lowered(event))Notification"
            }
            if !seen.contains(spelled) { seen.append(spelled) }
        }
        return seen
    }

    /// The hosts it can live in: its article's first, then the ports; none without iOS code.
    public var hosts: [StrategyHost] {
        guard let defaultHost else { return [] }
        return [defaultHost] + StrategyHost.allCases.filter { $0 != defaultHost }
    }

    /// The devices an iOS strategy runs on.
    public static let iOSDevices: [DeviceKind] = DeviceKind.allCases.filter { $0.platform == .iOS }
    /// The devices an Android strategy runs on.
    public static let androidDevices: [DeviceKind] = DeviceKind.allCases.filter { $0.platform == .android }

    /// Whether it has code for `device`.
    public func applies(to device: DeviceKind) -> Bool { devices.contains(device) }
}

/// A choice a strategy offers beyond its id.
public enum StrategyOption: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// `active` (willResignActive/didBecomeActive) or `background` (didEnterBackground/willEnterForeground).
    case trigger
    /// How long its overlay fades.
    case fade
    /// The PIN that unlocks it.
    case pin
    /// How it presents its controller: `automatic` (a sheet) or `full-screen`.
    case presentation

    public var description: String { rawValue }
}

/// Every privacy strategy the emulator knows, in the order of ARCHITECTURE §9.
/// Each lives in its own file under `Strategies/`, named after its id.
public enum Strategies {
    public static let all: [StrategyInfo] = [
        NoProtection.info,
        HideWindow.info,
        ColorOverlay.info,
        ImageOverlay.info,
        OverlayFinishedOnBackground.info,
        BlurredSnapshot.info,
        RedactContent.info,
        ModalCover.info,
        ModalCoverAnimated.info,
        PrivacyWindow.info,
        PrivacyWindowActive.info,
        LockScreen.info,
        IgnoreSnapshot.info,
        SecureFlag.info,
    ]

    public static var ids: [String] { all.map(\.id) }

    public static func info(_ id: String) -> StrategyInfo? { all.first { $0.id == id } }

    /// Where a configuration's code lives: its own choice, else its article's; nil for a
    /// strategy with no host (or one the catalog does not know), whose code then follows the
    /// lifecycle.
    public static func host(of configuration: StrategyConfiguration) -> StrategyHost? {
        guard let info = info(configuration.id), info.defaultHost != nil else { return nil }
        return configuration.host ?? info.defaultHost
    }

    /// Makes the strategy for one scene; nil for `none` or an unknown id. This is the
    /// `StrategyFactory` the world uses.
    public static func make(_ configuration: StrategyConfiguration) -> PrivacyStrategy? {
        switch configuration.id {
        case HideWindow.info.id: return HideWindow(configuration)
        case ColorOverlay.info.id: return ColorOverlay(configuration)
        case ImageOverlay.info.id: return ImageOverlay(configuration)
        case OverlayFinishedOnBackground.info.id: return OverlayFinishedOnBackground(configuration)
        case BlurredSnapshot.info.id: return BlurredSnapshot(configuration)
        case RedactContent.info.id: return RedactContent(configuration)
        case ModalCover.info.id: return ModalCover(configuration)
        case ModalCoverAnimated.info.id: return ModalCoverAnimated(configuration)
        case PrivacyWindow.info.id: return PrivacyWindow(configuration)
        case PrivacyWindowActive.info.id: return PrivacyWindowActive(configuration)
        case LockScreen.info.id: return LockScreen(configuration)
        case IgnoreSnapshot.info.id: return IgnoreSnapshot(configuration)
        case SecureFlag.info.id: return SecureFlag(configuration)
        default: return nil
        }
    }
}
