/// The app delegate's callbacks. Every method has an empty default.
public protocol UIApplicationDelegate: AnyObject {
    func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [String: String]?)
        -> Bool
    func applicationWillResignActive(_ application: UIApplication)
    func applicationDidEnterBackground(_ application: UIApplication)
    func applicationWillEnterForeground(_ application: UIApplication)
    func applicationDidBecomeActive(_ application: UIApplication)
    func applicationWillTerminate(_ application: UIApplication)
    /// Scene lifecycle only: the user closed these scenes' sessions in the switcher (or, if
    /// the app was not running then, they were closed since its last run).
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<SceneID>)
}

extension UIApplicationDelegate {
    public func application(
        _ application: UIApplication, didFinishLaunchingWithOptions options: [String: String]?
    ) -> Bool { true }
    public func applicationWillResignActive(_ application: UIApplication) {}
    public func applicationDidEnterBackground(_ application: UIApplication) {}
    public func applicationWillEnterForeground(_ application: UIApplication) {}
    public func applicationDidBecomeActive(_ application: UIApplication) {}
    public func applicationWillTerminate(_ application: UIApplication) {}
    public func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<SceneID>)
    {}
}

/// The four app-wide lifecycle notifications, posted in both lifecycle styles.
public struct NotificationName: Hashable, Sendable, RawValueDescribed {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
}

/// One app's notification centre (`NotificationCenter.default` inside that app).
public final class NotificationCenter {
    private var observers: [(name: NotificationName, token: Int, block: () -> Void)] = []
    private var nextToken = 0

    init() {}

    /// Calls `block` each time `name` is posted; returns a token for `removeObserver`.
    @discardableResult
    public func addObserver(forName name: NotificationName, using block: @escaping () -> Void) -> Int {
        nextToken += 1
        observers.append((name, nextToken, block))
        return nextToken
    }

    public func removeObserver(_ token: Int) {
        observers.removeAll { $0.token == token }
    }

    func post(_ name: NotificationName) {
        for observer in observers where observer.name == name { observer.block() }
    }
}

/// The running app: its delegate, its connected scenes, its notifications.
public final class UIApplication {
    public static let willResignActiveNotification = HostCallback.willResignActive.notification
    public static let didEnterBackgroundNotification = HostCallback.didEnterBackground.notification
    public static let willEnterForegroundNotification = HostCallback.willEnterForeground.notification
    public static let didBecomeActiveNotification = HostCallback.didBecomeActive.notification

    public let name: String
    public var delegate: UIApplicationDelegate?
    public internal(set) var connectedScenes: [UIWindowScene] = []
    public let notificationCenter = NotificationCenter()
    /// Where console messages go: the system's log of the app (set by the world).
    var console: ((String, SceneID?) -> Void)?
    /// Where side effects of a strategy's code on the app are reported (set by the world).
    var sideEffect: ((SideEffect, String, SceneID?) -> Void)?
    /// Set by `ignoreSnapshotOnNextApplicationLaunch()`; read by the system at the next cold launch.
    public internal(set) var ignoresSnapshotOnNextLaunch = false
    /// The pictures shipped in the app's bundle, by name, for `UIImage(named:in:)`: the
    /// system puts the lab's splash art here as `splash`.
    public internal(set) var bundleImages: [String: UIImage] = [:]

    /// The release it runs on (`UIDevice.current.systemVersion`): what `.automatic` presents.
    public let systemVersion: IOSVersion

    init(name: String, ios: IOSVersion = .current) {
        self.name = name
        self.systemVersion = ios
    }

    /// Asks the system to show the launch screen, not the stored snapshot, at the next cold
    /// launch after state preservation. It does not stop the snapshot being taken, nor the
    /// switcher showing it.
    public func ignoreSnapshotOnNextApplicationLaunch() {
        ignoresSnapshotOnNextLaunch = true
    }

    /// The key window of the first connected scene (`UIApplication.keyWindow`).
    public var keyWindow: UIWindow? { connectedScenes.first?.keyWindow }
}
