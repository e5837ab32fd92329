/// The four lifecycle callbacks that privacy code hangs on, as each host spells them: the
/// one table that the world's delivery, the notification observers, the strategies' plumbing
/// and the catalog's callback names read. The raw value is the timeline's name (`Callback`).
public enum HostCallback: String, CaseIterable, Sendable {
    case willResignActive, didEnterBackground, willEnterForeground, didBecomeActive

    /// As the timeline logs it.
    public var callback: Callback { Callback(rawValue: rawValue)! }

    /// `UIApplication.willResignActiveNotification`
    public var notification: NotificationName { NotificationName(rawValue: rawValue + "Notification") }

    /// `WillResignActive`: what follows `application` or `scene` in the delegate methods.
    public var capitalized: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }

    /// `applicationWillResignActive(_:)`
    public var appDelegateMethod: String { "application\(capitalized)(_:)" }

    /// `sceneWillResignActive(_:)`
    public var sceneDelegateMethod: String { "scene\(capitalized)(_:)" }

    /// How code in `host` receives it: the delegate method, or the notification.
    public func name(in host: StrategyHost) -> String {
        switch host {
        case .appDelegate: return appDelegateMethod
        case .sceneDelegate: return sceneDelegateMethod
        case .notifications: return "UIApplication.\(notification)"
        case .swiftUIApp: return "App scenePhase \(phaseChange)"
        case .swiftUIScene: return "scenePhase \(phaseChange)"
        }
    }

    /// The `ScenePhase` change SwiftUI reports with it: `.active → .inactive`.
    public var phaseChange: String {
        switch self {
        case .willResignActive: return ".active → .inactive"
        case .didEnterBackground: return ".inactive → .background"
        case .willEnterForeground: return ".background → .inactive"
        case .didBecomeActive: return ".inactive → .active"
        }
    }

    /// The app delegate's method and the scene delegate's.
    private var methods:
        (app: (UIApplicationDelegate, UIApplication) -> Void, scene: (UISceneDelegate, UIWindowScene) -> Void)
    {
        switch self {
        case .willResignActive:
            return ({ $0.applicationWillResignActive($1) }, { $0.sceneWillResignActive($1) })
        case .didEnterBackground:
            return ({ $0.applicationDidEnterBackground($1) }, { $0.sceneDidEnterBackground($1) })
        case .willEnterForeground:
            return ({ $0.applicationWillEnterForeground($1) }, { $0.sceneWillEnterForeground($1) })
        case .didBecomeActive: return ({ $0.applicationDidBecomeActive($1) }, { $0.sceneDidBecomeActive($1) })
        }
    }

    /// Calls the app delegate's method.
    func call(_ delegate: UIApplicationDelegate, _ application: UIApplication) {
        methods.app(delegate, application)
    }

    /// Calls the scene delegate's method.
    func call(_ delegate: UISceneDelegate, _ scene: UIWindowScene) { methods.scene(delegate, scene) }
}

extension StrategyTrigger {
    /// The callback that puts the cover up: willResignActive or didEnterBackground.
    public var coverUp: HostCallback { self == .active ? .willResignActive : .didEnterBackground }
    /// The callback that takes it down: didBecomeActive or willEnterForeground.
    public var coverDown: HostCallback { self == .active ? .didBecomeActive : .willEnterForeground }
}
