/// `secure-flag` — article 003's Android postscript ("Now with extra Android!"):
///
/// > Just add the line of code below in the OnCreate of your main Activity and let the OS do
/// > it for you!
/// > `Window.SetFlags(WindowManagerFlags.Secure, WindowManagerFlags.Secure);`
///
/// With `FLAG_SECURE` on its window the Activity gets no Recents thumbnail: the card is blank
/// (and screenshots are blocked). Set in onCreate it is in place long before the thumbnail,
/// which Android takes as the Activity pauses — set in onPause it would be too late.
///
/// Android only: an iOS app has no such flag, so on the iPhone and iPad devices this strategy
/// does nothing (the audit lists it for `android` alone).
///
/// Source: article 003, "Sleeping Beauty – Making your iOS app sleeping beautifully"
/// (Xamarin), "Now with extra Android!".
final class SecureFlag: CatalogStrategy {
    static let info = StrategyInfo(
        id: .secureFlag, title: "FLAG_SECURE", source: "003 (Android)",
        callbacks: ["onCreate(_:)"],
        summary:
            "Sets FLAG_SECURE on the Activity's window in onCreate: no thumbnail is taken, the Recents card"
            + " is blank. Android only; no effect on iOS.",
        devices: StrategyInfo.androidDevices, blocksScreenshots: true, listing: SecureFlagCode.listing,
        citation: SecureFlagCode.citation)

    init(_ configuration: StrategyConfiguration) {}

    /// OnCreate of the main Activity.
    func onCreate(_ activity: UIWindowScene) {
        // Window.SetFlags(WindowManagerFlags.Secure, WindowManagerFlags.Secure);
        activity.mainWindow?.isSecure = true
    }

    /// Chosen while the Activity runs: as if it had been set in onCreate. Only an Activity
    /// (the `android` device) has the flag.
    func install(in scene: UIWindowScene) {
        if scene.activityDelegate != nil { onCreate(scene) }
    }

    func uninstall(from scene: UIWindowScene) {
        if scene.activityDelegate != nil { scene.mainWindow?.isSecure = false }
    }
}
