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
/// cut. In the scene delegate (a port) the same code hides the scene's window. With the
/// `background` trigger the window hides in didEnterBackground and returns in
/// willEnterForeground.
///
/// Source: article 004, "How to control the Preview Screenshot in the iOS Multitasking
/// Switcher", "Method 1: crude yet simple".
final class HideWindow: CoverStrategy, CatalogStrategy {
    static let info = StrategyInfo(
        id: .hideWindow, title: "Hide the window", source: "004 method 1",
        defaultTrigger: .active, options: [.trigger], host: .appDelegate,
        summary:
            "window.isHidden = true on willResignActive, false on didBecomeActive: a black card, and a cut.",
        listing: HideWindowCode.listing, citation: HideWindowCode.citation)

    /// `self.window`, kept while it is hidden.
    private var window: UIWindow?

    init(_ configuration: StrategyConfiguration) {
        super.init(trigger: configuration.trigger ?? .active)
    }

    /// applicationWillResignActive(_:)
    override func coverUp(_ delegate: HostDelegate) {
        window = delegate.window ?? window
        // hide main window
        window?.isHidden = true
    }

    /// applicationDidBecomeActive(_:)
    override func coverDown(_ delegate: HostDelegate) {
        // bring main window back
        window?.isHidden = false
    }

    override func isCoverShown(in scene: UIWindowScene, at time: Instant) -> Bool { window?.isHidden == true }

    override func uninstall(from scene: UIWindowScene) { window?.isHidden = false }
}
