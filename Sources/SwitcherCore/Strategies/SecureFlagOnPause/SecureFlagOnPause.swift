/// `secure-flag-on-pause` — `FLAG_SECURE` added in onPause and cleared in onResume, to keep
/// screenshots working in the app while hiding it from Recents, as Cordova privacy-screen
/// plugins and app base classes ship it:
///
/// ```java
/// @Override
/// protected void onPause() {
///     super.onPause();
///     getWindow().setFlags(WindowManager.LayoutParams.FLAG_SECURE,
///                          WindowManager.LayoutParams.FLAG_SECURE);
/// }
/// @Override
/// protected void onResume() {
///     super.onResume();
///     getWindow().clearFlags(WindowManager.LayoutParams.FLAG_SECURE);
/// }
/// ```
///
/// In time only for the live tile of gesture navigation's Recents opened from the app, which
/// the flag blanks as soon as it is set (MODEL §58). Otherwise
/// too late: the Recents thumbnail is taken before onPause (MODEL §24), so the card shows the
/// app. Firefox Focus's developers found the same: "Setting FLAG_SECURE during onPause() is
/// too late to disable the app preview". With the flag off whenever the app is in use, the
/// user's screenshots are not blocked.
///
/// Source: mozilla-mobile/focus-android issue 103, "Show black screen and/or focus wordmark in
/// app switcher" (https://github.com/mozilla-mobile/focus-android/issues/103).
final class SecureFlagOnPause: CatalogStrategy {
    static let info = StrategyInfo(
        id: .secureFlagOnPause, title: "FLAG_SECURE in onPause", source: "focus-android#103",
        callbacks: ["onPause(_:)", "onResume(_:)"],
        summary:
            "Sets FLAG_SECURE in onPause and clears it in onResume: too late, the thumbnail is taken"
            + " before onPause and the Recents card shows the app (in time only for gesture navigation's live tile).",
        devices: StrategyInfo.androidDevices,
        listing: SecureFlagOnPauseCode.listing, citation: SecureFlagOnPauseCode.citation)

    init(_ configuration: StrategyConfiguration) {}

    func onPause(_ activity: UIWindowScene) {
        // getWindow().setFlags(FLAG_SECURE, FLAG_SECURE);
        activity.mainWindow?.isSecure = true
    }

    func onResume(_ activity: UIWindowScene) {
        // getWindow().clearFlags(FLAG_SECURE);
        activity.mainWindow?.isSecure = false
    }

    func uninstall(from scene: UIWindowScene) {
        if scene.activityDelegate != nil { scene.mainWindow?.isSecure = false }
    }
}
