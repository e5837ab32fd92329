/// `image-overlay` — article 003 ("Sleeping Beauty", Xamarin), which article 004's method 3
/// also describes: the colour overlay with a picture, here the lab's splash art.
///
/// ```csharp
/// public override void OnResignActivation(UIApplication uiApplication) {
///     base.OnResignActivation(uiApplication);
///     // Prevent taking snapshot
///     uiApplication.IgnoreSnapshotOnNextApplicationLaunch();
///     // Create our hiding view which is transparent initially. [...] Why 42 you ask..?
///     var bgView = new UIImageView(UIImage.FromFile("Default-Landscape.png")) { Tag = 42, Alpha = 0 };
///     // Add the view to our current window
///     uiApplication.KeyWindow.AddSubview(bgView);
///     uiApplication.KeyWindow.BringSubviewToFront(bgView);
///     // Animate it to the front and thus hide the contents of the app
///     UIView.Animate(0.5, () => { bgView.Alpha = 1; });
/// }
/// public override void OnActivated(UIApplication uiApplication) {
///     base.OnActivated(uiApplication);
///     // Find our hiding view by the same tag we saw earlier
///     var view = uiApplication.KeyWindow.ViewWithTag(42);
///     // If we found it, hide it again!
///     if (view != null) {
///         UIView.Animate(0.5, () => { view.Alpha = 0; }, () => { view.RemoveFromSuperview(); });
///     }
/// }
/// ```
/// The article's app shipped `Default-Landscape.png`, the launch image iPad apps had then; an
/// app made today has a launch storyboard and no such file, so `UIImage(named:)` finds nothing
/// and the image view, with no picture and no background, shows nothing: the card leaks. The
/// lab's apps are such apps (MODEL §63). The corrected form (`--form corrected`) names an image
/// the app adds to its asset catalog, `PrivacyCover`; the lab's apps have it (the splash art).
///
/// Same fade, same race on a fast app switch, same stacking on a willResignActive during the
/// fade-out as `color-overlay`. The `IgnoreSnapshotOnNextApplicationLaunch` call does not "prevent
/// taking snapshot" (see `ignore-snapshot`); it only changes the image of the next cold launch.
///
/// Source: article 003, "Sleeping Beauty – Making your iOS app sleeping beautifully"
/// (Xamarin), the two listings; and article 004, "How to control the Preview Screenshot in
/// the iOS Multitasking Switcher", "Method 3: bring your own picture".
final class ImageOverlay: CoverStrategy, CatalogStrategy {
    static let info = StrategyInfo(
        id: .imageOverlay, title: "Splash image overlay, faded", source: "003, 004 method 3",
        defaultTrigger: .active, options: [.trigger, .fade, .form], host: .appDelegate,
        summary:
            "The splash picture in an image view, tag 42, fades in over 0.5 s on willResignActive and out"
            + " on didBecomeActive; the same race as the colour overlay. Article: its launch image,"
            + " which an app today does not have (no cover); corrected: an asset of the app's own.",
        scannedForm: .corrected, listing: ImageOverlayCode.listing, citation: ImageOverlayCode.citation)

    static let hidingViewTag = 42
    /// The article's launch image (`UIImage.FromFile("Default-Landscape.png")`).
    static let articleImageName = "Default-Landscape"
    /// The corrected form's: an image the app adds to its asset catalog.
    static let correctedImageName = "PrivacyCover"

    let fade: Double
    let form: StrategyForm

    init(_ configuration: StrategyConfiguration) {
        fade = configuration.fade
        form = configuration.form
        super.init(trigger: configuration.trigger ?? .active)
    }

    /// OnResignActivation: obscure UI in multitasking view.
    override func coverUp(_ delegate: HostDelegate) {
        let uiApplication = delegate.application
        // Prevent taking snapshot (it does not: it only affects the next cold launch)
        uiApplication.ignoreSnapshotOnNextApplicationLaunch()
        guard let keyWindow = delegate.keyWindow else { return }
        // Create our hiding view which is transparent initially. Also note the tag.
        let name = form == .corrected ? ImageOverlay.correctedImageName : ImageOverlay.articleImageName
        let bgView = UIImageView(image: UIImage(named: name, in: uiApplication))
        bgView.tag = ImageOverlay.hidingViewTag
        bgView.alpha = 0
        // "determine the correct width and height of your hiding view [...] easiest to just get
        // by copying it off the uiApplication.KeyWindow.Frame": the picture is stretched to it
        // (an image view's default content mode, `.scaleToFill`).
        bgView.frame = keyWindow.frame
        // Add the view to our current window
        keyWindow.addSubview(bgView)
        keyWindow.bringSubviewToFront(bgView)
        // Animate it to the front and thus hide the contents of the app
        UIView.animate(withDuration: fade, animations: { bgView.alpha = 1 })
    }

    /// OnActivated: bring back main interface from obscuring.
    override func coverDown(_ delegate: HostDelegate) {
        // Find our hiding view by the same tag we saw earlier
        // If we found it, hide it again!
        guard let view = delegate.keyWindow?.viewWithTag(ImageOverlay.hidingViewTag) else { return }
        // Animate it back to transparent, and after that completed, remove the view altogether
        UIView.animate(
            withDuration: fade, animations: { view.alpha = 0 },
            completion: { _ in view.removeFromSuperview() })
    }

    // MARK: Metrics

    override func isCoverShown(in scene: UIWindowScene, at time: Instant) -> Bool {
        scene.views(withTag: ImageOverlay.hidingViewTag).contains { $0.isShownOnScreen(at: time) }
    }

    override func uninstall(from scene: UIWindowScene) {
        for view in scene.views(withTag: ImageOverlay.hidingViewTag) { view.removeFromSuperview() }
    }
}
