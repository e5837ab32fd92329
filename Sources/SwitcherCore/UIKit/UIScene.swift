/// A scene's lifecycle state (UIScene.ActivationState plus the process states around it).
public enum SceneState: String, Hashable, Sendable, CaseIterable {
    case notRunning = "not-running"
    case inactive
    case active
    case background
    case suspended

    /// Whether the scene is on screen (in front, active or not).
    public var isForeground: Bool { self == .active || self == .inactive }
}

/// A stable identity for a scene session: it outlives the process (a card in the switcher).
public struct SceneID: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let app: String
    public let index: Int
    public init(app: String, index: Int) {
        self.app = app
        self.index = index
    }
    public static func < (a: SceneID, b: SceneID) -> Bool { (a.app, a.index) < (b.app, b.index) }
    /// `Medical ID` for a first scene, `Medical ID #2` for another window of it.
    public var description: String { index == 1 ? app : "\(app) #\(index)" }
}

/// The scene delegate's callbacks (iOS 13+). Every method has an empty default.
public protocol UISceneDelegate: AnyObject {
    func scene(_ scene: UIWindowScene, willConnectTo session: SceneID)
    func sceneDidDisconnect(_ scene: UIWindowScene)
    func sceneWillResignActive(_ scene: UIWindowScene)
    func sceneDidEnterBackground(_ scene: UIWindowScene)
    func sceneWillEnterForeground(_ scene: UIWindowScene)
    func sceneDidBecomeActive(_ scene: UIWindowScene)
}

extension UISceneDelegate {
    public func scene(_ scene: UIWindowScene, willConnectTo session: SceneID) {}
    public func sceneDidDisconnect(_ scene: UIWindowScene) {}
    public func sceneWillResignActive(_ scene: UIWindowScene) {}
    public func sceneDidEnterBackground(_ scene: UIWindowScene) {}
    public func sceneWillEnterForeground(_ scene: UIWindowScene) {}
    public func sceneDidBecomeActive(_ scene: UIWindowScene) {}
}

/// Android's Activity callbacks, delivered to the same scene object on the `android` device.
public protocol ActivityDelegate: AnyObject {
    func onCreate(_ activity: UIWindowScene)
    func onStart(_ activity: UIWindowScene)
    func onResume(_ activity: UIWindowScene)
    func onPause(_ activity: UIWindowScene)
    func onStop(_ activity: UIWindowScene)
    func onRestart(_ activity: UIWindowScene)
    func onDestroy(_ activity: UIWindowScene)
}

extension ActivityDelegate {
    public func onCreate(_ activity: UIWindowScene) {}
    public func onStart(_ activity: UIWindowScene) {}
    public func onResume(_ activity: UIWindowScene) {}
    public func onPause(_ activity: UIWindowScene) {}
    public func onStop(_ activity: UIWindowScene) {}
    public func onRestart(_ activity: UIWindowScene) {}
    public func onDestroy(_ activity: UIWindowScene) {}
}

/// A connected scene: its windows, composited by level, are what the screen and the snapshot
/// show. Before iOS 13 (the `app` lifecycle) the app has one such scene behind the scenes.
public final class UIWindowScene {
    public let session: SceneID
    public unowned let application: UIApplication
    public internal(set) var activationState: SceneState = .notRunning
    public var delegate: UISceneDelegate?
    /// On Android the same object stands for the Activity.
    public var activityDelegate: ActivityDelegate?
    /// The scene's windows, in the order they were shown. As in UIKit the scene does not keep
    /// a window alive: whoever made it must hold it (`var window: UIWindow?`), and a window
    /// let go of (`privacyProtectionWindow = nil`) leaves the scene.
    public var windows: [UIWindow] { windowReferences.compactMap(\.window) }
    private var windowReferences: [WeakWindow] = []
    /// The window that takes typed keys; when it is hidden, the topmost visible window.
    public internal(set) weak var keyWindow: UIWindow?
    /// The scene's size in cells: the whole screen, or half of an iPad in split view.
    public internal(set) var size: Size

    public let clock: VirtualClock
    /// The world's readings of UIKit where the sources disagree (`ModelAssumption`).
    public internal(set) var assumptions: Set<ModelAssumption> = []
    /// `UIAccessibility.isReduceTransparencyEnabled`: materials are drawn opaque (MODEL §46).
    public internal(set) var reduceTransparency = false
    /// Android: the API level the Activity runs on, its `Build.VERSION.SDK_INT` (MODEL §48).
    public internal(set) var androidAPI: AndroidAPILevel = .current
    /// Android: whether Recents may take the Activity's screenshot; false after
    /// `setRecentsScreenshotEnabled(false)` (MODEL §49).
    public private(set) var isRecentsScreenshotEnabled = true

    init(session: SceneID, application: UIApplication, size: Size, clock: VirtualClock) {
        self.session = session
        self.application = application
        self.size = size
        self.clock = clock
    }

    /// Android: a visible window of the Activity has `FLAG_SECURE`, so no thumbnail is taken.
    var isSecureForThumbnail: Bool { windows.contains { $0.isSecure && !$0.isHidden } }

    /// Android's `Build.VERSION.SDK_INT`.
    public var sdkInt: Int { androidAPI.level }

    /// Android's `Activity.setRecentsScreenshotEnabled(boolean)`, added in API 33: false asks
    /// the system never to take the Activity's screenshot for Recents. Below API 33 the method
    /// does not exist (apps guard the call with `Build.VERSION.SDK_INT`), so it does nothing.
    public func setRecentsScreenshotEnabled(_ enabled: Bool) {
        guard androidAPI.hasRecentsScreenshotSetting else { return }
        isRecentsScreenshotEnabled = enabled
    }

    /// Writes a line to the app's console (UIKit's warnings), which the timeline shows.
    public func console(_ message: String) { application.console?(message, session) }

    /// Reports what a strategy's code did to the app besides covering it (MODEL §56).
    func report(_ effect: SideEffect, _ detail: String) { application.sideEffect?(effect, detail, session) }

    /// The window whose text field has the keyboard up (the app's alert with a text field);
    /// nil when no keyboard is up. The keyboard itself is not drawn (MODEL §56).
    public internal(set) weak var keyboardWindow: UIWindow?

    /// The keyboard goes down because `window` stopped holding it; reported as a side effect
    /// unless the user did it.
    func dismissKeyboard(of window: UIWindow, because reason: String, byUser: Bool = false) {
        guard keyboardWindow === window else { return }
        keyboardWindow = nil
        if !byUser { report(.keyboardDismissed, "the app's keyboard goes down: \(reason)") }
    }

    func attach(_ window: UIWindow) {
        windowReferences.removeAll { $0.window == nil }
        windowReferences.append(WeakWindow(window))
    }

    /// `makeKeyAndVisible` brings a window in front of the others of its level.
    func bringToFront(_ window: UIWindow) {
        guard let index = windowReferences.firstIndex(where: { $0.window === window }) else { return }
        windowReferences.append(windowReferences.remove(at: index))
    }

    /// The scene's composited screen at `time`: visible windows by level over black.
    public func render(at time: Instant) -> Canvas {
        var canvas = Canvas(width: size.width, height: size.height)
        for window in visibleWindows {
            window.render(into: &canvas, origin: .zero, parentAlpha: 1, at: time)
        }
        return canvas
    }

    /// True while anything in the scene's windows animates at `time`.
    public func isAnimating(at time: Instant) -> Bool {
        windows.contains { !$0.isHidden && $0.isAnimating(at: time) }
    }

    /// The controller that receives typed keys: the top of the modal chain of the topmost
    /// visible window.
    public var focusedViewController: UIViewController? {
        visibleWindows.last?.rootViewController?.topmostViewController
    }

    /// Visible windows from bottom to top: by level, ties in the order they were shown.
    public var visibleWindows: [UIWindow] {
        windows.enumerated()
            .filter { !$0.element.isHidden }
            .sorted { ($0.element.windowLevel, $0.offset) < ($1.element.windowLevel, $1.offset) }
            .map(\.element)
    }
}

private struct WeakWindow {
    weak var window: UIWindow?
    init(_ window: UIWindow) { self.window = window }
}
