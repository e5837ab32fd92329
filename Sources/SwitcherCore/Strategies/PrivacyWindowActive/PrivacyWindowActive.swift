/// `privacy-window-active` — article 000's alternative: the privacy window shown on
/// resign/become active instead of background/foreground.
///
/// > Moving the calls to show/hide the privacy protection window from
/// > sceneDidEnterBackground(_:) and sceneWillEnterForeground(_:) to
/// > sceneWillResignActive(_:) and sceneDidBecomeActive(_:) will cause the privacy view to
/// > appear in the App Switcher even when opened while the app is in the foreground. However
/// > [...] it also appears as soon as you begin to open Notification Center or Control Center.
/// > I find that too jarring.
///
/// `PrivacyWindow` with the `active` trigger: the plumbing (`CoverStrategy`) moves the calls.
///
/// Source: article 000, Geoff Hackworth, "Hide Sensitive Information in the iOS App Switcher
/// Snapshot Image" (2020), "Test the App".
final class PrivacyWindowActive: PrivacyWindow {
    override class var info: StrategyInfo {
        StrategyInfo(
            id: .privacyWindowActive, title: "Privacy window, on resign active",
            source: "000 (alternative)",
            defaultTrigger: .active, options: [.trigger, .form], host: .sceneDelegate,
            summary:
                "The privacy window on sceneWillResignActive / sceneDidBecomeActive: covers the switcher"
                + " opened from the app, but also shows over Control Center and Notification Center.",
            listing: PrivacyWindowActiveCode.listing, citation: PrivacyWindowActiveCode.citation)
    }
}
