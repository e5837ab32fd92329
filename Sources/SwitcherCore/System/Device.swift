/// The emulated devices (ARCHITECTURE §8), by id: the spelling of the command line and tapes.
/// Everything else about a device is a fact of its `profile`, read through the id
/// (`device.screenSize` is `device.profile.screenSize`); nothing outside this file asks which
/// device it is.
@dynamicMemberLookup
public enum DeviceKind: String, Hashable, Sendable, CaseIterable, RawValueDescribed {
    case iphoneHome = "iphone-home"
    case iphone
    case ipad
    case android

    /// The device's row of the table.
    public var profile: DeviceProfile {
        switch self {
        case .iphoneHome: return .iphoneHome
        case .iphone: return .iphone
        case .ipad: return .ipad
        case .android: return .android
        }
    }

    public subscript<Fact>(dynamicMember fact: KeyPath<DeviceProfile, Fact>) -> Fact {
        profile[keyPath: fact]
    }
}

/// One device, described once: every fact the world, the lab and the audit read.
public struct DeviceProfile: Hashable, Sendable {
    public let kind: DeviceKind
    public let title: String
    public let platform: Platform
    /// The screen in cells.
    public let screenSize: Size
    /// How the user goes Home.
    public let home: HomeControl
    /// The sensor of the system's authentication prompt; none where the lab has no such prompt.
    public let biometric: Biometric?
    /// The event that opens the switcher, and how the help describes it.
    public let switcherEvent: SystemEvent
    public let switcherGesture: String
    /// A fast app-switch gesture: swipe along the bottom edge, four fingers on iPad, or a
    /// double tap of Recents on Android.
    public let hasFastAppSwitch: Bool
    /// The bar at the bottom of Face ID iPhones and iPads, in a row of its own below the
    /// apps' safe area.
    public let hasHomeIndicator: Bool
    /// What sits above the screen: the notch interrupts the status bar instead.
    public let camera: FrontCamera
    /// Several scenes per app, and split view.
    public let supportsMultipleScenes: Bool
    /// Control Center, Notification Center, calls and Face ID interrupt iOS apps; on Android
    /// the shade and heads-up call only take window focus (no onPause).
    public let interruptionsPauseApp: Bool
    /// The lifecycle styles its apps can have; the first is the default.
    public let lifecycles: [LifecycleStyle]
    /// The status bar's icons at its right end (signal and battery).
    public var statusIcons: String { platform == .android ? "▼▲ ▮100" : "▂▄▆ 100%" }
    /// The column of the status bar's clock.
    public var statusClockColumn: Int { platform == .android ? 1 : 2 }
    /// What the system calls the sheet pulled down from the top.
    public var notificationShadeName: String {
        platform == .android ? "Notifications" : "Notification Center"
    }

    /// Its apps are UIKit apps: a strategy's code lives in a host the app chooses (the app or
    /// scene delegate, notification observers, SwiftUI; `StrategyHost`), and `verify` runs
    /// UIKit code on it. An Android app's code is its Activity's, in one place.
    public var runsUIKit: Bool { platform == .iOS }
    /// The switcher opened over the app shows its card live (iOS): the card the live-card
    /// policy (`--live-card allow`) lets leak. Android's Recents shows a thumbnail, or on
    /// gesture navigation a live tile the policy does not cover (MODEL §58).
    public var switcherCardIsLive: Bool { platform == .iOS }

    public var hasHomeButton: Bool { home == .button }
    public var hasNotch: Bool { camera == .notch }

    /// The lifecycle as the lab names it: Android has its Activity lifecycle, whatever the
    /// iOS setting says.
    public func lifecycleTitle(_ style: LifecycleStyle) -> String {
        platform == .android ? "Activity" : style.rawValue
    }

    /// Whether `event` exists on the device in `lifecycle` (`SystemEvent.unavailability`).
    public func has(_ event: SystemEvent, lifecycle: LifecycleStyle) -> Bool {
        event.unavailability(on: kind, lifecycle: lifecycle) == nil
    }

    /// The devices with a fact, in table order, as messages name them.
    static func names(where fact: (DeviceProfile) -> Bool) -> [String] {
        DeviceKind.allCases.filter { fact($0.profile) }.map(\.rawValue)
    }
}

/// The table: one row per device.
extension DeviceProfile {
    // Phones are 30×22; the iPad is two phone widths and a divider, so split view gives two
    // 30-column scenes. Home-indicator devices have one more row at the bottom, outside the
    // safe area the apps lay out in (their artwork is 22 rows).
    public static let iphoneHome = DeviceProfile(
        kind: .iphoneHome, title: "iPhone with Home button", platform: .iOS,
        screenSize: Size(width: 30, height: 22), home: .button, biometric: .touchID,
        switcherEvent: .doubleHome, switcherGesture: "double-press Home", hasFastAppSwitch: false,
        hasHomeIndicator: false, camera: .withSpeaker, supportsMultipleScenes: false,
        interruptionsPauseApp: true, lifecycles: [.scene, .app])

    public static let iphone = DeviceProfile(
        kind: .iphone, title: "iPhone with Face ID", platform: .iOS,
        screenSize: Size(width: 30, height: 23), home: .swipe, biometric: .faceID,
        switcherEvent: .swipeUpHold, switcherGesture: "swipe up from the bottom edge and hold",
        hasFastAppSwitch: true, hasHomeIndicator: true, camera: .notch, supportsMultipleScenes: false,
        interruptionsPauseApp: true, lifecycles: [.scene, .app])

    public static let ipad = DeviceProfile(
        kind: .ipad, title: "iPad", platform: .iOS, screenSize: Size(width: 61, height: 23), home: .swipe,
        biometric: .faceID, switcherEvent: .swipeUpHold,
        switcherGesture: "swipe up and hold, or four-finger swipe to switch apps", hasFastAppSwitch: true,
        hasHomeIndicator: true, camera: .alone, supportsMultipleScenes: true, interruptionsPauseApp: true,
        lifecycles: [.scene, .app])

    // Activities run on the scene path.
    public static let android = DeviceProfile(
        kind: .android, title: "Android phone", platform: .android, screenSize: Size(width: 30, height: 22),
        home: .navigationBar, biometric: nil, switcherEvent: .recents, switcherGesture: "Recents button",
        hasFastAppSwitch: true, hasHomeIndicator: false, camera: .withSpeaker, supportsMultipleScenes: false,
        interruptionsPauseApp: false, lifecycles: [.scene])
}

/// Whose system the device runs: which callbacks its apps hear (UIKit's, or the Activity's),
/// and whose words its system UI uses.
public enum Platform: String, Hashable, Sendable, CaseIterable, RawValueDescribed {
    case iOS
    case android = "Android"

    /// The name of its release setting, as `--ios` / `--android-api` and JSON spell it.
    public var releaseKey: String {
        switch self {
        case .iOS: return "ios"
        case .android: return "androidAPI"
        }
    }
}

extension Platform {
    /// The lifecycle of the platform's apps (`LifecycleDriver`).
    var lifecycleDriver: any LifecycleDriver {
        switch self {
        case .iOS: return UIKitLifecycle()
        case .android: return ActivityLifecycle()
        }
    }

    /// The platform's devices, in table order.
    public var devices: [DeviceKind] { DeviceKind.allCases.filter { $0.platform == self } }
}

/// How the user goes Home.
public enum HomeControl: Hashable, Sendable, CaseIterable {
    /// A Home button: one press goes Home, two open the switcher.
    case button
    /// Android's navigation bar: Back, Home and Recents.
    case navigationBar
    /// The swipe up from the bottom edge.
    case swipe
}

/// The sensor of the authentication prompt.
public enum Biometric: String, Hashable, Sendable, CaseIterable, RawValueDescribed {
    case touchID = "Touch ID"
    case faceID = "Face ID"
}

/// What the bezel holds above the screen.
public enum FrontCamera: Hashable, Sendable, CaseIterable {
    /// A camera and the earpiece.
    case withSpeaker
    /// A camera only.
    case alone
    /// None on the bezel: the TrueDepth notch cuts into the status bar.
    case notch
}

/// Who receives the lifecycle callbacks.
public enum LifecycleStyle: String, Hashable, Sendable, CaseIterable, RawValueDescribed {
    /// iOS 13+: the scene delegate gets them; UIApplication notifications are still posted.
    case scene
    /// Before iOS 13: the app delegate gets them; one window.
    case app
}
