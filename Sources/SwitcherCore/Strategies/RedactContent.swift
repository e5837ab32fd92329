/// `redact-content` — article 001 (SAP), "Hide sensitive data before going into the background".
///
/// ```swift
/// override func viewDidLoad() {
///     super.viewDidLoad()
///     let notificationCenter = NotificationCenter.default
///     notificationCenter.addObserver(self, selector: #selector(doSomething),
///                                    name: UIApplication.willResignActiveNotification, object: nil)
/// }
/// @objc func doSomething() {
///     print("Remove user sensitive data!")
/// }
/// ```
/// The observer empties the screen's sensitive fields (`MockAppViewController.sensitiveFields`)
/// and a second one, on didBecomeActiveNotification, puts them back — the "state restoration"
/// the article warns is the cumbersome part. The notifications are app-wide: on an iPad with
/// several windows they fire only when no scene of the app is still active, and every window
/// restores when any one becomes active. With the `background` trigger it observes
/// didEnterBackgroundNotification and willEnterForegroundNotification instead.
///
/// Source: article 001, SAP Community, "Making sensitive data disappear in the iOS/iPadOS App
/// Switcher", "Hide sensitive data before going into the background".
final class RedactContent: PrivacyStrategy {
    static let info = StrategyInfo(
        id: "redact-content", title: "Redact the sensitive fields", source: "001 (redact)",
        callbacks: [
            "UIApplication.willResignActiveNotification", "UIApplication.didBecomeActiveNotification",
        ],
        defaultTrigger: .active, options: [.trigger], host: .notifications,
        summary:
            "An observer of willResignActiveNotification empties the sensitive fields;"
            + " didBecomeActiveNotification restores them.")

    let trigger: StrategyTrigger
    private weak var application: UIApplication?
    private weak var scene: UIWindowScene?
    /// The fields emptied, with what they held.
    private var removed: [(field: UILabel, text: String)] = []

    init(_ configuration: StrategyConfiguration) {
        trigger = configuration.trigger ?? .active
    }

    // MARK: Registering, where the article's viewDidLoad would (the `notifications` host)

    func observeNotifications(of application: UIApplication, for scene: UIWindowScene) -> [Int] {
        self.application = application
        self.scene = scene
        let notificationCenter = application.notificationCenter
        let (remove, restore) =
            trigger == .active
            ? (UIApplication.willResignActiveNotification, UIApplication.didBecomeActiveNotification)
            : (UIApplication.didEnterBackgroundNotification, UIApplication.willEnterForegroundNotification)
        return [
            notificationCenter.addObserver(forName: remove) { [weak self] in self?.removeSensitiveData() },
            notificationCenter.addObserver(forName: restore) { [weak self] in self?.restoreSensitiveData() },
        ]
    }

    func uninstall(from scene: UIWindowScene) { restoreSensitiveData() }

    // MARK: The same code in the app delegate or the scene delegate (ports)

    func applicationWillResignActive(_ application: UIApplication) {
        port(application, .active, remove: true)
    }
    func applicationDidEnterBackground(_ application: UIApplication) {
        port(application, .background, remove: true)
    }
    func applicationWillEnterForeground(_ application: UIApplication) {
        port(application, .background, remove: false)
    }
    func applicationDidBecomeActive(_ application: UIApplication) {
        port(application, .active, remove: false)
    }
    func sceneWillResignActive(_ scene: UIWindowScene) { port(scene, .active, remove: true) }
    func sceneDidEnterBackground(_ scene: UIWindowScene) { port(scene, .background, remove: true) }
    func sceneWillEnterForeground(_ scene: UIWindowScene) { port(scene, .background, remove: false) }
    func sceneDidBecomeActive(_ scene: UIWindowScene) { port(scene, .active, remove: false) }

    private func port(_ application: UIApplication, _ when: StrategyTrigger, remove: Bool) {
        self.application = application
        run(when, remove: remove)
    }

    private func port(_ scene: UIWindowScene, _ when: StrategyTrigger, remove: Bool) {
        self.scene = scene
        run(when, remove: remove)
    }

    private func run(_ when: StrategyTrigger, remove: Bool) {
        guard when == trigger else { return }
        if remove { removeSensitiveData() } else { restoreSensitiveData() }
    }

    // MARK: The observers

    /// "Remove user sensitive data!"
    private func removeSensitiveData() {
        guard removed.isEmpty, let screen = appScreen else { return }
        for field in screen.sensitiveFields where !field.text.isEmpty {
            removed.append((field, field.text))
            field.text = ""
        }
    }

    /// The state restoration: every field back as it was.
    private func restoreSensitiveData() {
        for (field, text) in removed { field.text = text }
        removed = []
    }

    /// The app's screen in this scene (the pre-iOS 13 app has one).
    private var appScreen: MockAppViewController? {
        let window = scene?.mainWindow ?? application?.mainWindow
        return window?.rootViewController as? MockAppViewController
    }

    // MARK: Metrics

    func isCoverShown(in scene: UIWindowScene, at time: Instant) -> Bool { !removed.isEmpty }
}
