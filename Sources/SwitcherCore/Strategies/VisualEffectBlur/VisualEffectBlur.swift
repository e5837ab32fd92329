/// `visual-effect-blur` — expo-screen-capture's `enableAppSwitcherProtectionAsync`: a light
/// `UIVisualEffectView` blur added on willResignActive and faded in, removed on didBecomeActive.
///
/// ```swift
/// @objc private func appWillResignActive() { showPrivacyOverlay() }
/// @objc private func appDidBecomeActive() { removePrivacyOverlay() }
/// private func showPrivacyOverlay() {
///     // Don't add a new blur view if one already exists
///     guard self.blurEffectView == nil, let keyWindow = keyWindow,
///           let rootView = keyWindow.subviews.first else { return }
///     let blurEffectView = AnimatedBlurEffectView(style: .light, intensity: self.blurIntensity)
///     blurEffectView.frame = rootView.bounds
///     blurEffectView.alpha = 0
///     rootView.addSubview(blurEffectView)
///     self.blurEffectView = blurEffectView
///     blurEffectView.setupBlur()   // a UIViewPropertyAnimator stopped at blurIntensity
///     UIView.animate(withDuration: 0.3, delay: 0, options: [.curveEaseOut],
///                    animations: { blurEffectView.alpha = 1.0 })
/// }
/// private func removePrivacyOverlay() {
///     guard let blurEffectView = self.blurEffectView else { return }
///     UIView.animate(withDuration: 0.25, delay: 0, options: [.curveEaseIn],
///                    animations: { blurEffectView.alpha = 0 },
///                    completion: { _ in blurEffectView.removeFromSuperview()
///                                       self.blurEffectView = nil })
/// }
/// ```
/// The blur's strength is `blurIntensity`, 0.5 unless the app passes another: the material is
/// a partial blur, and what shows through it is counted by contrast (MODEL §46). The fade is
/// caught part way by a fast app switch (0.25 s of a 0.3 s ease-out). With Reduce Transparency
/// on (`--reduce-transparency`, `Set ReduceTransparency on`) the material is opaque. The guard
/// keeps one view: a willResignActive during the 0.25 s fade-out adds none, and the fading one
/// is removed, so that card shows the app (the unguarded version stacked views instead,
/// expo/expo issue 39589). The observers are UIApplication's notifications, registered when
/// the app enables the protection (`notifications`, its host); the delegates are ports.
/// `--fade` sets the fade-in (0.3 s unless given): 0 is the blur an app adds with no animation
/// (`scan` reads it so), on screen at once; the fade-out stays expo's 0.25 s.
///
/// Expo adds the blur to the key window's first subview, the root view controller's view, so a
/// controller the app presents (its own alert or sheet, in a `UITransitionView` beside the root
/// view) is drawn over it (MODEL §57). The corrected form (`--form corrected`) adds the blur to
/// the key window itself, after whatever it holds: above the app's own alert or sheet, as an
/// app's `window.addSubview(blurView)` does (`scan` reads that code so).
///
/// Source: expo/expo, `packages/expo-screen-capture/ios/ScreenCaptureModule.swift` and
/// `AnimatedBlurEffectView.swift` (https://github.com/expo/expo/tree/main/packages/expo-screen-capture/ios);
/// the default intensity: Expo's ScreenCapture documentation,
/// `enableAppSwitcherProtectionAsync(blurIntensity)`, "Default is 0.5"
/// (https://docs.expo.dev/versions/latest/sdk/screen-capture/).
final class VisualEffectBlur: CoverStrategy, CatalogStrategy {
    static let info = StrategyInfo(
        id: .visualEffectBlur, title: "UIVisualEffectView blur (expo)", source: "expo-screen-capture",
        callbacks: [
            "UIApplication.willResignActiveNotification", "UIApplication.didBecomeActiveNotification",
        ],
        defaultTrigger: .active, options: [.trigger, .fade, .form], defaultFade: VisualEffectBlur.fadeIn,
        host: .notifications,
        summary:
            "A light UIVisualEffectView blur at intensity 0.5, added on willResignActiveNotification and"
            + " faded in over 0.3 s (ease-out), faded out in 0.25 s on didBecomeActiveNotification."
            + " Article (expo): in the root view, under the app's own alert or sheet; corrected: in the key"
            + " window, over them.",
        listing: VisualEffectBlurCode.listing, citation: VisualEffectBlurCode.citation)

    /// `enableAppSwitcherProtectionAsync()`'s default `blurIntensity`.
    static let blurIntensity = 0.5
    /// `showPrivacyOverlay()`'s fade-in, the strategy's default fade.
    static let fadeIn = 0.3
    static let fadeOut = 0.25

    /// The fade-in: expo's 0.3 s unless the configuration gives one.
    let fade: Double
    let form: StrategyForm
    private var blurEffectView: UIVisualEffectView?

    init(_ configuration: StrategyConfiguration) {
        fade = configuration.givenFade ?? VisualEffectBlur.fadeIn
        form = configuration.form
        super.init(trigger: configuration.trigger ?? .active)
    }

    /// appWillResignActive: showPrivacyOverlay().
    override func coverUp(_ delegate: HostDelegate) {
        // Don't add a new blur view if one already exists
        // Corrected: the key window itself, above a controller the app presents.
        let parent: UIView? = form == .corrected ? delegate.keyWindow : delegate.keyWindow?.subviews.first
        guard blurEffectView == nil, let parent else { return }
        let blurEffectView = UIVisualEffectView(effect: UIBlurEffect(style: .light))
        blurEffectView.fractionComplete = VisualEffectBlur.blurIntensity
        blurEffectView.frame = parent.bounds
        blurEffectView.alpha = 0
        parent.addSubview(blurEffectView)
        self.blurEffectView = blurEffectView
        UIView.animate(
            withDuration: fade, delay: 0, curve: .easeOut,
            animations: { blurEffectView.alpha = 1.0 })
    }

    /// appDidBecomeActive: removePrivacyOverlay().
    override func coverDown(_ delegate: HostDelegate) {
        guard let blurEffectView else { return }
        UIView.animate(
            withDuration: VisualEffectBlur.fadeOut, delay: 0, curve: .easeIn,
            animations: { blurEffectView.alpha = 0 },
            completion: { [weak self] _ in
                blurEffectView.removeFromSuperview()
                self?.blurEffectView = nil
            })
    }

    // MARK: Metrics

    override func isCoverShown(in scene: UIWindowScene, at time: Instant) -> Bool {
        blurEffectView?.isShownOnScreen(at: time) ?? false
    }

    override func uninstall(from scene: UIWindowScene) {
        blurEffectView?.removeFromSuperview()
        blurEffectView = nil
    }
}
