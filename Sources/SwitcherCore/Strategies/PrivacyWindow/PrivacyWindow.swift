/// `privacy-window` — article 000 (Geoff Hackworth), "Hide Sensitive Information in the iOS
/// App Switcher Snapshot Image", as in Medical ID Record.
///
/// ```swift
/// func sceneWillEnterForeground(_ scene: UIScene) {
///     hidePrivacyProtectionWindow()
/// }
/// func sceneDidEnterBackground(_ scene: UIScene) {
///     showPrivacyProtectionWindow()
/// }
/// // MARK: Privacy Protection
/// private var privacyProtectionWindow: UIWindow?
/// private func showPrivacyProtectionWindow() {
///     guard let windowScene = self.window?.windowScene else { return }
///     privacyProtectionWindow = UIWindow(windowScene: windowScene)
///     privacyProtectionWindow?.rootViewController = PrivacyProtectionViewController()
///     privacyProtectionWindow?.windowLevel = .alert + 1
///     privacyProtectionWindow?.makeKeyAndVisible()
/// }
/// private func hidePrivacyProtectionWindow() {
///     privacyProtectionWindow?.isHidden = true
///     privacyProtectionWindow = nil
/// }
/// ```
/// One window per scene (each scene has its own strategy instance), so on an iPad with several
/// windows every background scene is covered while the one in front stays live. A switcher
/// opened from the foreground only makes the scene inactive: its card is live and readable,
/// as the article says. The pre-iOS 13 branch does the same from the app delegate's
/// applicationDidEnterBackground / applicationWillEnterForeground.
///
/// Source: article 000, Geoff Hackworth, "Hide Sensitive Information in the iOS App Switcher
/// Snapshot Image" (2020): "Show PrivacyProtectionViewController when Backgrounded" and
/// "Support for pre-iOS 13".
class PrivacyWindow: CoverStrategy, CatalogStrategy {
    class var info: StrategyInfo {
        StrategyInfo(
            id: .privacyWindow, title: "Privacy window, on background", source: "000",
            defaultTrigger: .background, options: [.trigger, .form], host: .sceneDelegate,
            summary:
                "A window at level alert+1 per scene with \"Content hidden to protect your privacy\","
                + " shown in sceneDidEnterBackground; the switcher opened from the app shows it live.",
            listing: PrivacyWindowCode.listing, citation: PrivacyWindowCode.citation)
    }

    /// `article`: `makeKeyAndVisible()`, which takes key status (and the keyboard, and
    /// VoiceOver's focus) from the app's window; `corrected`: `isHidden = false`, which shows
    /// the window without that.
    let form: StrategyForm

    required init(_ configuration: StrategyConfiguration) {
        form = configuration.form
        let trigger = configuration.trigger ?? Strategies.info(configuration.id)?.defaultTrigger
        super.init(trigger: trigger ?? .background)
    }

    /// sceneDidEnterBackground(_:), or sceneWillResignActive(_:) when "moving the calls".
    override func coverUp(_ delegate: HostDelegate) { showPrivacyProtectionWindow(delegate) }

    /// sceneWillEnterForeground(_:), or sceneDidBecomeActive(_:).
    override func coverDown(_ delegate: HostDelegate) { hidePrivacyProtectionWindow() }

    // MARK: Privacy Protection

    private var privacyProtectionWindow: UIWindow?

    /// Before iOS 13 the article writes `UIWindow(frame: UIScreen.main.bounds)`; the model
    /// keeps that lifecycle's one screen as an implicit scene, so the window is made on it.
    private func showPrivacyProtectionWindow(_ delegate: HostDelegate) {
        guard let windowScene = delegate.windowScene else { return }
        privacyProtectionWindow = UIWindow(windowScene: windowScene)
        privacyProtectionWindow?.rootViewController = PrivacyProtectionViewController()
        privacyProtectionWindow?.windowLevel = .alert + 1
        if form == .corrected {
            privacyProtectionWindow?.isHidden = false
        } else {
            privacyProtectionWindow?.makeKeyAndVisible()
        }
    }

    private func hidePrivacyProtectionWindow() {
        privacyProtectionWindow?.isHidden = true
        privacyProtectionWindow = nil
    }

    // MARK: Metrics

    override func isCoverShown(in scene: UIWindowScene, at time: Instant) -> Bool {
        privacyProtectionWindow?.isShownOnScreen(at: time) ?? false
    }

    override func uninstall(from scene: UIWindowScene) { hidePrivacyProtectionWindow() }
}

/// Article 000's PrivacyProtectionViewController: the grouped table background and a grey
/// "Content hidden to protect your privacy", centred in the top two thirds of the view.
final class PrivacyProtectionViewController: UIViewController {
    static let message = "Content hidden to protect your privacy"

    private lazy var privacyLabel: UILabel = {
        let label = UILabel()
        label.text = PrivacyProtectionViewController.message
        label.textColor = .gray
        label.textAlignment = .center
        label.numberOfLines = 0
        label.attributes = [.bold]  // the Title1 text style
        view.addSubview(label)
        return label
    }()

    override func viewDidLoad() {
        // UITableViewController's grouped background, as Medical ID Record's other screens.
        view.backgroundColor = .groupedBackground
    }

    override func viewWillLayoutSubviews() {
        // Centre the label within the top two thirds: the slice of bounds divided at 2/3.
        let bounds = view.bounds
        let (slice, _) = bounds.divided(atDistance: bounds.height * 2 / 3)
        privacyLabel.frame = Rect(
            x: slice.minX + 2, y: slice.minY, width: max(0, slice.width - 4), height: slice.height)
    }
}
