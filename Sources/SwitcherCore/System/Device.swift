/// The emulated devices (ARCHITECTURE §8).
public enum DeviceKind: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    case iphoneHome = "iphone-home"
    case iphone
    case ipad
    case android

    public var description: String { rawValue }

    public var title: String {
        switch self {
        case .iphoneHome: return "iPhone with Home button"
        case .iphone: return "iPhone with Face ID"
        case .ipad: return "iPad"
        case .android: return "Android phone"
        }
    }

    /// The screen in cells. Phones are 30×22; the iPad is two phone widths and a divider, so
    /// split view gives two 30-column scenes.
    public var screenSize: Size {
        switch self {
        // Face ID devices have one more row at the bottom: the home indicator's, outside
        // the safe area the apps lay out in (their artwork is 22 rows).
        case .ipad: return Size(width: 61, height: 23)
        case .iphone: return Size(width: 30, height: 23)
        default: return Size(width: 30, height: 22)
        }
    }

    public var hasHomeButton: Bool { self == .iphoneHome }
    /// The bar at the bottom of Face ID iPhones and iPads, in a row of its own below the
    /// apps' safe area.
    public var hasHomeIndicator: Bool { self == .iphone || self == .ipad }
    /// A fast app-switch gesture: swipe along the bottom edge, four fingers on iPad, or a
    /// double tap of Recents on Android.
    public var hasFastAppSwitch: Bool { self != .iphoneHome }
    /// Several scenes per app, and split view.
    public var supportsMultipleScenes: Bool { self == .ipad }
    public var isAndroid: Bool { self == .android }
    /// Control Center, Notification Center, calls and Face ID interrupt iOS apps; on Android
    /// the shade and heads-up call only take window focus (no onPause).
    public var interruptionsPauseApp: Bool { !isAndroid }
    public var hasFaceID: Bool { self == .iphone || self == .ipad }

    /// How the switcher is opened, for help text.
    public var switcherGesture: String {
        switch self {
        case .iphoneHome: return "double-press Home"
        case .iphone: return "swipe up from the bottom edge and hold"
        case .ipad: return "swipe up and hold, or four-finger swipe to switch apps"
        case .android: return "Recents button"
        }
    }
}

/// Who receives the lifecycle callbacks.
public enum LifecycleStyle: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// iOS 13+: the scene delegate gets them; UIApplication notifications are still posted.
    case scene
    /// Before iOS 13: the app delegate gets them; one window.
    case app

    public var description: String { rawValue }
}
