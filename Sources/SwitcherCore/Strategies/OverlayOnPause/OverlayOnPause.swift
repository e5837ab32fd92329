/// `overlay-on-pause` — a privacy view added over the content in onPause and removed in
/// onResume, the Android half of cross-platform apps that cover themselves on iOS:
///
/// ```java
/// @Override
/// protected void onPause() {
///     super.onPause();
///     FrameLayout rootLayout = (FrameLayout) findViewById(android.R.id.content);
///     rootLayout.addView(privacyView);
///     isPrivacyViewOn = true;
/// }
/// @Override
/// protected void onResume() {
///     super.onResume();
///     if (isPrivacyViewOn) {
///         FrameLayout rootLayout = (FrameLayout) findViewById(android.R.id.content);
///         rootLayout.removeViewAt(rootLayout.getChildCount() - 1);
///         isPrivacyViewOn = false;
///     }
/// }
/// ```
///
/// The live tile of gesture navigation's Recents opened from the app shows the view: it draws
/// what the app draws now (MODEL §58). Otherwise,
/// under the model's rule the thumbnail is taken before onPause (MODEL §24), so the card shows
/// the app, not the view. The pull request that shipped it reports the opposite: the view
/// shows in Recents. That reading is `--assume pause-drawn-in-thumbnail` (MODEL §51), under
/// which the card shows the view. Screenshots are not blocked either way.
///
/// Source: ava-labs/core-mobile pull request 430, "CP-3459 Add privacy view when going to
/// background" (https://github.com/ava-labs/core-mobile/pull/430), `MainActivity.java`.
final class OverlayOnPause: CatalogStrategy {
    static let info = StrategyInfo(
        id: .overlayOnPause, title: "Privacy view added in onPause", source: "core-mobile#430",
        callbacks: ["onPause(_:)", "onResume(_:)"],
        summary:
            "Adds a white view over the content in onPause, removes it in onResume: the thumbnail is"
            + " taken before onPause, so the card shows the app (unless --assume pause-drawn-in-thumbnail);"
            + " gesture navigation's live tile shows the view.",
        devices: StrategyInfo.androidDevices, listing: OverlayOnPauseCode.listing,
        citation: OverlayOnPauseCode.citation)

    /// The view R.layout.privacy_layout inflates: a plain white screen here.
    static let privacyViewTag = 4300

    private var isPrivacyViewOn = false

    init(_ configuration: StrategyConfiguration) {}

    func onPause(_ activity: UIWindowScene) {
        guard let rootLayout = activity.mainWindow else { return }
        let privacyView = UIView(frame: rootLayout.bounds)
        privacyView.backgroundColor = .white
        privacyView.tag = Self.privacyViewTag
        rootLayout.addView(privacyView)
        isPrivacyViewOn = true
    }

    func onResume(_ activity: UIWindowScene) {
        if isPrivacyViewOn {
            activity.views(withTag: Self.privacyViewTag).last?.removeFromSuperview()
            isPrivacyViewOn = false
        }
    }

    func isCoverShown(in scene: UIWindowScene, at time: Instant) -> Bool {
        !scene.views(withTag: Self.privacyViewTag).isEmpty
    }

    func uninstall(from scene: UIWindowScene) {
        for view in scene.views(withTag: Self.privacyViewTag) { view.removeFromSuperview() }
        isPrivacyViewOn = false
    }
}

extension UIView {
    /// Android's `ViewGroup.addView(View)`: the child goes on top.
    fileprivate func addView(_ view: UIView) { addSubview(view) }
}
