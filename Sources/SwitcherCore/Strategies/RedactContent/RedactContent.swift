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
/// didEnterBackgroundNotification and willEnterForegroundNotification instead. The observers
/// are registered at launch, where the article's `viewDidLoad` would
/// (`PrivacyStrategy.observeNotifications`); the app- and scene-delegate hosts are ports.
///
/// Source: article 001, SAP Community, "Making sensitive data disappear in the iOS/iPadOS App
/// Switcher", "Hide sensitive data before going into the background".
final class RedactContent: CoverStrategy, CatalogStrategy {
    static let info = StrategyInfo(
        id: .redactContent, title: "Redact the sensitive fields", source: "001 (redact)",
        callbacks: [
            "UIApplication.willResignActiveNotification", "UIApplication.didBecomeActiveNotification",
        ],
        defaultTrigger: .active, options: [.trigger], host: .notifications,
        summary:
            "An observer of willResignActiveNotification empties the sensitive fields;"
            + " didBecomeActiveNotification restores them.", listing: RedactContentCode.listing,
        citation: RedactContentCode.citation)

    /// The fields emptied, with what they held.
    private var removed: [(field: UILabel, text: String)] = []

    init(_ configuration: StrategyConfiguration) {
        super.init(trigger: configuration.trigger ?? .active)
    }

    /// The observer of willResignActiveNotification: "Remove user sensitive data!"
    override func coverUp(_ delegate: HostDelegate) {
        guard removed.isEmpty, let screen = delegate.window?.rootViewController as? MockAppViewController
        else { return }
        for field in screen.sensitiveFields where !field.text.isEmpty {
            removed.append((field, field.text))
            field.text = ""
        }
    }

    /// The observer of didBecomeActiveNotification, the state restoration: every field back
    /// as it was.
    override func coverDown(_ delegate: HostDelegate) { restoreSensitiveData() }

    private func restoreSensitiveData() {
        for (field, text) in removed { field.text = text }
        removed = []
    }

    override func uninstall(from scene: UIWindowScene) { restoreSensitiveData() }

    // MARK: Metrics

    override func isCoverShown(in scene: UIWindowScene, at time: Instant) -> Bool { !removed.isEmpty }
}
