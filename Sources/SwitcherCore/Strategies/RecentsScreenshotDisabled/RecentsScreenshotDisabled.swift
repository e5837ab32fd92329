/// `recents-screenshot-disabled` — `Activity.setRecentsScreenshotEnabled(false)`, Android 13
/// (API 33) and later, guarded by the API level as apps ship it (Element X's lock screen):
///
/// ```kotlin
/// if (Build.VERSION.SDK_INT >= Build.VERSION_CODES.TIRAMISU) {
///     activity.setRecentsScreenshotEnabled(!isPinSetup)
/// } else { … FLAG_SECURE … }
/// ```
///
/// Android's reference: "If set to false, this indicates to the system that it should never
/// take a screenshot of the activity to be used as a representation in recents screen" and
/// "the system may use the window background of the theme instead"; unlike `FLAG_SECURE` it
/// affects only Overview, so the user's own screenshots and screen recordings keep working.
/// Recents shows a plain card of the window's background (MODEL §49). Below API 33 the method
/// does not exist and the guarded call is skipped: the thumbnail is taken and leaks (MODEL §48).
/// On gesture navigation Recents opened from the app shows its tile live, which the setting,
/// "only" about the activity "not in a started state", does not cover (MODEL §58).
///
/// Sources: Android reference, `Activity.setRecentsScreenshotEnabled(boolean)`
/// (https://developer.android.com/reference/android/app/Activity#setRecentsScreenshotEnabled(boolean),
/// read in Microsoft's copy at
/// https://learn.microsoft.com/dotnet/api/android.app.activity.setrecentsscreenshotenabled);
/// element-hq/element-x-android pull request 1757, "LockScreen polish"
/// (https://github.com/element-hq/element-x-android/pull/1757).
final class RecentsScreenshotDisabled: CatalogStrategy {
    static let info = StrategyInfo(
        id: .recentsScreenshotDisabled, title: "setRecentsScreenshotEnabled(false)",
        source: "Android API 33",
        callbacks: ["onCreate(_:)"],
        summary:
            "Calls setRecentsScreenshotEnabled(false) in onCreate when SDK_INT >= 33: no thumbnail, Recents"
            + " shows a plain card of the window background; screenshots still work. Below API 33 it leaks,"
            + " and on gesture navigation Recents opened from the app shows the app live.",
        devices: StrategyInfo.androidDevices,
        listing: RecentsScreenshotDisabledCode.listing, citation: RecentsScreenshotDisabledCode.citation)

    init(_ configuration: StrategyConfiguration) {}

    /// onCreate of the Activity.
    func onCreate(_ activity: UIWindowScene) {
        // if (Build.VERSION.SDK_INT >= Build.VERSION_CODES.TIRAMISU)
        if activity.sdkInt >= AndroidAPILevel.tiramisu.level {
            activity.setRecentsScreenshotEnabled(false)
        }
    }

    /// Chosen while the Activity runs: as if it had been called in onCreate.
    func install(in scene: UIWindowScene) {
        if scene.activityDelegate != nil { onCreate(scene) }
    }

    func uninstall(from scene: UIWindowScene) {
        if scene.activityDelegate != nil { scene.setRecentsScreenshotEnabled(true) }
    }
}
