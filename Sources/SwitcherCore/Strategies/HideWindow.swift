/// `hide-window` — article 004, "Method 1: crude yet simple".
///
/// ```objc
/// - (void)applicationWillResignActive:(UIApplication *)application {
///     // hide main window
///     self.window.hidden = YES;
/// }
/// - (void)applicationDidBecomeActive:(UIApplication *)application {
///     // bring main window back
///     self.window.hidden = NO;
/// }
/// ```
/// The scene has no window left to draw, so the card is black; the switch back is a plain
/// cut. The scene-delegate methods do the same with the scene's window. With the
/// `background` trigger the window hides in didEnterBackground and returns in
/// willEnterForeground.
///
/// Source: article 004, "How to control the Preview Screenshot in the iOS Multitasking
/// Switcher", "Method 1: crude yet simple".
final class HideWindow: PrivacyStrategy {
    static let info = StrategyInfo(
        id: "hide-window", title: "Hide the window", source: "004 method 1",
        callbacks: StrategyInfo.delegateMethods(.active),
        defaultTrigger: .active, options: [.trigger], host: .appDelegate,
        summary:
            "window.isHidden = true on willResignActive, false on didBecomeActive: a black card, and a cut.")

    let trigger: StrategyTrigger
    /// `self.window`, kept while it is hidden.
    private var window: UIWindow?

    init(_ configuration: StrategyConfiguration) {
        trigger = configuration.trigger ?? .active
    }

    // MARK: App delegate (before iOS 13), as in the article

    func applicationWillResignActive(_ application: UIApplication) {
        if trigger == .active { hide(application.mainWindow) }
    }

    func applicationDidBecomeActive(_ application: UIApplication) {
        if trigger == .active { bringBack() }
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        if trigger == .background { hide(application.mainWindow) }
    }

    func applicationWillEnterForeground(_ application: UIApplication) {
        if trigger == .background { bringBack() }
    }

    // MARK: Scene delegate (iOS 13+)

    func sceneWillResignActive(_ scene: UIWindowScene) {
        if trigger == .active { hide(scene.mainWindow) }
    }

    func sceneDidBecomeActive(_ scene: UIWindowScene) {
        if trigger == .active { bringBack() }
    }

    func sceneDidEnterBackground(_ scene: UIWindowScene) {
        if trigger == .background { hide(scene.mainWindow) }
    }

    func sceneWillEnterForeground(_ scene: UIWindowScene) {
        if trigger == .background { bringBack() }
    }

    // MARK: The article's two lines

    private func hide(_ window: UIWindow?) {
        self.window = window ?? self.window
        // hide main window
        self.window?.isHidden = true
    }

    private func bringBack() {
        // bring main window back
        window?.isHidden = false
    }

    func isCoverShown(in scene: UIWindowScene, at time: Instant) -> Bool { window?.isHidden == true }

    func uninstall(from scene: UIWindowScene) { bringBack() }
}
