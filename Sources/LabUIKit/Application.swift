internal import SwitcherCore

/// `UIApplication`: the one the callback being delivered belongs to.
@MainActor public final class UIApplication {
    let core: CoreApplication

    init(_ core: CoreApplication) { self.core = core }

    public static var shared: UIApplication {
        guard let application = LabContext.application else {
            fatalError("UIApplication.shared used outside the app's lifecycle")
        }
        return UIApplication(application)
    }

    public struct LaunchOptionsKey: Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    public enum State: Sendable { case active, inactive, background }

    nonisolated public static let willResignActiveNotification = notificationName(.willResignActive)
    nonisolated public static let didEnterBackgroundNotification = notificationName(.didEnterBackground)
    nonisolated public static let willEnterForegroundNotification = notificationName(.willEnterForeground)
    nonisolated public static let didBecomeActiveNotification = notificationName(.didBecomeActive)

    /// UIKit's name for the notification of one of the four callbacks:
    /// `UIApplication<Callback>Notification`.
    nonisolated static func notificationName(_ callback: HostCallback) -> Notification.Name {
        Notification.Name("UIApplication\(callback.capitalized)Notification")
    }

    /// The core's name for one of the four notifications.
    static func coreName(_ name: Notification.Name) -> NotificationName? {
        HostCallback.allCases.first { notificationName($0) == name }?.notification
    }

    /// Shows the launch screen instead of the snapshot at the next cold launch.
    public func ignoreSnapshotOnNextApplicationLaunch() { core.ignoreSnapshotOnNextApplicationLaunch() }

    public var connectedScenes: Set<UIScene> { Set(core.connectedScenes.map(UIWindowScene.bridge)) }

    public var applicationState: State {
        let states = core.connectedScenes.map(\.activationState)
        if states.contains(.active) { return .active }
        return states.contains(.inactive) ? .inactive : .background
    }

    public var delegate: UIApplicationDelegate? { nil }
}

/// `UIScene`.
@MainActor open class UIScene: UIResponder, Hashable {
    package let core: CoreScene

    init(core: CoreScene) {
        self.core = core
        super.init()
    }

    static func bridge(_ core: CoreScene) -> UIWindowScene {
        if let scene = LabContext.scenes[ObjectIdentifier(core)] { return scene }
        let scene = UIWindowScene(core: core)
        LabContext.scenes[ObjectIdentifier(core)] = scene
        return scene
    }

    nonisolated public static func == (a: UIScene, b: UIScene) -> Bool { a === b }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    public enum ActivationState: Sendable {
        case unattached, foregroundActive, foregroundInactive, background
    }

    public var activationState: ActivationState {
        switch core.activationState {
        case .active: return .foregroundActive
        case .inactive: return .foregroundInactive
        case .background, .suspended: return .background
        default: return .unattached
        }
    }

    public var session: UISceneSession { UISceneSession() }

    /// `UIScene.ConnectionOptions`.
    public final class ConnectionOptions {
        init() {}
    }

    nonisolated public static let willDeactivateNotification = Notification.Name(
        "UISceneWillDeactivateNotification")
    nonisolated public static let didEnterBackgroundNotification = Notification.Name(
        "UISceneDidEnterBackgroundNotification")
    nonisolated public static let willEnterForegroundNotification = Notification.Name(
        "UISceneWillEnterForegroundNotification")
    nonisolated public static let didActivateNotification = Notification.Name(
        "UISceneDidActivateNotification")
}

/// `UIWindowScene`.
@MainActor public final class UIWindowScene: UIScene {
    public var windows: [UIWindow] { core.windows.map { UIView.bridge($0) as! UIWindow } }
    public var keyWindow: UIWindow? { core.keyWindow.map { UIView.bridge($0) as! UIWindow } }
}

/// `UISceneSession`.
@MainActor public final class UISceneSession {
    init() {}
}

/// `UIApplicationDelegate`: the callbacks UIKit calls on the app delegate.
@MainActor public protocol UIApplicationDelegate: AnyObject {
    var window: UIWindow? { get set }
    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool
    func applicationWillResignActive(_ application: UIApplication)
    func applicationDidEnterBackground(_ application: UIApplication)
    func applicationWillEnterForeground(_ application: UIApplication)
    func applicationDidBecomeActive(_ application: UIApplication)
}

extension UIApplicationDelegate {
    /// `@main` on an app delegate: the program `verify` builds has its own entry point.
    public static func main() {
        fatalError("an app delegate's @main runs in an iOS app; switcherlab verify runs it in the lab")
    }

    public var window: UIWindow? {
        get { nil }
        set {}
    }
    public func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool { true }
    public func applicationWillResignActive(_ application: UIApplication) {}
    public func applicationDidEnterBackground(_ application: UIApplication) {}
    public func applicationWillEnterForeground(_ application: UIApplication) {}
    public func applicationDidBecomeActive(_ application: UIApplication) {}
}

/// `UISceneDelegate`.
@MainActor public protocol UISceneDelegate: AnyObject {
    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession,
        options connectionOptions: UIScene.ConnectionOptions)
    func sceneDidDisconnect(_ scene: UIScene)
    func sceneWillResignActive(_ scene: UIScene)
    func sceneDidEnterBackground(_ scene: UIScene)
    func sceneWillEnterForeground(_ scene: UIScene)
    func sceneDidBecomeActive(_ scene: UIScene)
}

extension UISceneDelegate {
    public func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession,
        options connectionOptions: UIScene.ConnectionOptions
    ) {}
    public func sceneDidDisconnect(_ scene: UIScene) {}
    public func sceneWillResignActive(_ scene: UIScene) {}
    public func sceneDidEnterBackground(_ scene: UIScene) {}
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    public func sceneDidBecomeActive(_ scene: UIScene) {}
}

/// `UIWindowSceneDelegate`: a scene delegate with the scene's window.
@MainActor public protocol UIWindowSceneDelegate: UISceneDelegate {
    var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
    public var window: UIWindow? {
        get { nil }
        set {}
    }
}

/// `NotificationCenter`: UIKit's application and scene notifications, posted as the lab's
/// world changes state. An observer of any other name stops the program with its name.
open class NotificationCenter: @unchecked Sendable {
    public static let `default` = NotificationCenter()

    /// A registered observer: its token.
    final class Observer: NSObject, @unchecked Sendable {
        let name: Notification.Name
        var coreToken: Int?
        weak var application: CoreApplication?
        let block: @Sendable (Notification) -> Void

        init(name: Notification.Name, block: @escaping @Sendable (Notification) -> Void) {
            self.name = name
            self.block = block
        }
    }

    /// Observers of the scene notifications, which the harness posts with each scene callback.
    var sceneObservers: [Observer] = []

    public init() {}

    public func addObserver(
        forName name: Notification.Name?, object obj: Any?, queue: OperationQueue?,
        using block: @escaping @Sendable (Notification) -> Void
    ) -> NSObjectProtocol {
        guard let name else {
            fatalError("an observer of every notification is not in the lab's UIKit model")
        }
        let observer = Observer(name: name, block: block)
        MainActor.assumeIsolated {
            if let coreName = UIApplication.coreName(name) {
                guard let application = LabContext.application else { return }
                observer.application = application
                observer.coreToken = application.notificationCenter.addObserver(forName: coreName) {
                    block(Notification(name: name))
                }
            } else if [
                UIScene.willDeactivateNotification, UIScene.didEnterBackgroundNotification,
                UIScene.willEnterForegroundNotification, UIScene.didActivateNotification,
            ].contains(name) {
                sceneObservers.append(observer)
            } else {
                fatalError("'\(name.rawValue)' is not a notification in the lab's UIKit model")
            }
        }
        return observer
    }

    public func removeObserver(_ observer: Any) {
        guard let observer = observer as? Observer else { return }
        if let token = observer.coreToken { observer.application?.notificationCenter.removeObserver(token) }
        sceneObservers.removeAll { $0 === observer }
    }

    /// Posts a scene notification to its observers.
    func postScene(_ name: Notification.Name, _ scene: UIScene) {
        for observer in sceneObservers where observer.name == name {
            observer.block(Notification(name: name, object: nil))
        }
    }
}
