/// What a strategy's code sees of the delegate it runs in: the articles write `self.window`,
/// `application`, `scene`; here they are `delegate.window` and so on, whichever host runs it.
struct HostDelegate {
    let application: UIApplication
    /// The scene the callback is about; nil in the app delegate.
    let scene: UIWindowScene?

    init(_ application: UIApplication) {
        self.application = application
        scene = nil
    }

    /// The scene delegate, or a notification observer registered for `scene`.
    init(_ scene: UIWindowScene) {
        application = scene.application
        self.scene = scene
    }

    /// `self.window`: the scene delegate's window, else the app delegate's.
    var window: UIWindow? { if let scene { scene.mainWindow } else { application.mainWindow } }

    /// `keyWindow` of the scene, else of the application (`uiApplication.KeyWindow`).
    var keyWindow: UIWindow? { if let scene { scene.keyWindow } else { application.keyWindow } }

    /// `self.window?.windowScene`: the scene itself where there is one.
    var windowScene: UIWindowScene? { scene ?? window?.windowScene }
}

/// The host × trigger plumbing, written once (ARCHITECTURE §9): every lifecycle callback of the
/// app delegate and of the scene delegate (the `notifications` host reaches the latter through
/// `observeNotifications`) runs the part of the strategy its trigger names. A strategy
/// overrides only the parts its article wrote, and keeps the article's code as their body.
/// Which host's callbacks reach it at all is the world's choice (`World.deliver`).
class CoverStrategy: PrivacyStrategy {
    /// Which callbacks run `coverUp` and `coverDown`.
    let trigger: StrategyTrigger

    init(trigger: StrategyTrigger) {
        self.trigger = trigger
    }

    // MARK: The parts a strategy writes

    /// The article's code on the way out (`applicationWillResignActive(_:)` for `active`,
    /// `applicationDidEnterBackground(_:)` for `background`).
    func coverUp(_ delegate: HostDelegate) {}

    /// Its code on the way back (`applicationDidBecomeActive(_:)` or
    /// `applicationWillEnterForeground(_:)`).
    func coverDown(_ delegate: HostDelegate) {}

    /// didEnterBackground whatever the trigger, after `coverUp`: the snapshot is next.
    func onBackground(_ delegate: HostDelegate) {}

    // MARK: Plumbing

    /// Every lifecycle callback that reaches the strategy, from whichever host: runs the parts
    /// its trigger names. Code that reads a state rather than hooking one callback (SwiftUI's
    /// `scenePhase`) overrides this.
    func run(_ callback: HostCallback, _ delegate: HostDelegate) {
        if callback == trigger.coverUp { coverUp(delegate) }
        if callback == trigger.coverDown { coverDown(delegate) }
        if callback == .didEnterBackground { onBackground(delegate) }
    }

    func applicationWillResignActive(_ application: UIApplication) {
        run(.willResignActive, HostDelegate(application))
    }
    func applicationDidEnterBackground(_ application: UIApplication) {
        run(.didEnterBackground, HostDelegate(application))
    }
    func applicationWillEnterForeground(_ application: UIApplication) {
        run(.willEnterForeground, HostDelegate(application))
    }
    func applicationDidBecomeActive(_ application: UIApplication) {
        run(.didBecomeActive, HostDelegate(application))
    }
    func sceneWillResignActive(_ scene: UIWindowScene) { run(.willResignActive, HostDelegate(scene)) }
    func sceneDidEnterBackground(_ scene: UIWindowScene) { run(.didEnterBackground, HostDelegate(scene)) }
    func sceneWillEnterForeground(_ scene: UIWindowScene) { run(.willEnterForeground, HostDelegate(scene)) }
    func sceneDidBecomeActive(_ scene: UIWindowScene) { run(.didBecomeActive, HostDelegate(scene)) }

    // Overridable defaults of `PrivacyStrategy` (a protocol extension's could not be overridden).
    func isCoverShown(in scene: UIWindowScene, at time: Instant) -> Bool { false }
    func install(in scene: UIWindowScene) {}
    func uninstall(from scene: UIWindowScene) {}
}
