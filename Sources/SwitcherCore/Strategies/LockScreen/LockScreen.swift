/// `lock-screen` — the enhancement article 000 ends with, in the place Apple's QA1838
/// (article 002) gives for it:
///
/// > A more complex enhancement to this technique could be to show a PIN code or password
/// > unlock screen when the app moves to the background and only remove it if the user enters
/// > the correct credentials to unlock the app. (000)
///
/// > If your application requires a password unlock when it returns to the foreground,
/// > present your lock screen or authentication view controller here. [...] This should be
/// > omitted if your application presented a lock screen in -applicationDidEnterBackground:
/// > (002, on dismissing in applicationWillEnterForeground)
///
/// The PIN screen is presented with `animated: false` in didEnterBackground, so every snapshot
/// shows it, and nothing dismisses it on the way back: only the right PIN (typed keys reach it
/// as the focused controller) does. A wrong PIN shakes the dots and stays. The cover after
/// returning is therefore "stuck" by design until the user types. A switcher opened from the
/// foreground still shows the live screen.
///
/// Source: article 000, Geoff Hackworth, "Hide Sensitive Information in the iOS App Switcher
/// Snapshot Image" (2020), "Conclusion"; and article 002, Apple's Technical Q&A QA1838,
/// "Preventing Sensitive Information From Appearing In The Task Switcher" (2014), Listings 1
/// and 2.
final class LockScreen: CoverStrategy, CatalogStrategy {
    static let info = StrategyInfo(
        id: .lockScreen, title: "PIN lock screen", source: "000 (enhancement), 002",
        callbacks: ["applicationDidEnterBackground(_:)", "sceneDidEnterBackground(_:)"],
        options: [.pin, .presentation, .form], host: .sceneDelegate,
        summary:
            "Presents a PIN screen, animated: false, in didEnterBackground; it leaves only when the right"
            + " PIN is typed (a wrong one shakes).", listing: LockScreenCode.listing,
        citation: LockScreenCode.citation)

    let pin: String
    let presentation: ModalPresentation
    /// `article`: presented from the root view controller, which cannot present over the
    /// app's own alert or sheet; `corrected`: from the topmost controller.
    let form: StrategyForm
    /// The PIN screen while it is up (its presenter holds it).
    private weak var lockScreen: PINLockViewController?

    init(_ configuration: StrategyConfiguration) {
        pin = configuration.pin
        presentation = configuration.presentation
        form = configuration.form
        // "when the app moves to the background", whatever the trigger.
        super.init(trigger: .background)
    }

    /// applicationDidEnterBackground(_:) or sceneDidEnterBackground(_:). No
    /// willEnterForeground: the lock screen stays until it is unlocked.
    override func coverUp(_ delegate: HostDelegate) {
        // Already locked: the screen from the last time is still up.
        guard lockScreen == nil else { return }
        let controller = PINLockViewController(pin: pin, title: "\(delegate.application.name) is locked")
        // As a page sheet (`automatic`) a swipe down takes it away, PIN or not.
        if presentation == .fullScreen { controller.modalPresentationStyle = .fullScreen }
        if form == .corrected {
            delegate.window?.rootViewController?.topmostViewController.present(controller, animated: false)
        } else {
            delegate.window?.rootViewController?.present(controller, animated: false)
        }
        lockScreen = controller
    }

    // MARK: Metrics

    override func isCoverShown(in scene: UIWindowScene, at time: Instant) -> Bool {
        lockScreen?.view.isShownOnScreen(at: time) ?? false
    }

    override func uninstall(from scene: UIWindowScene) {
        lockScreen?.dismiss(animated: false)
    }
}
