/// `color-overlay` — article 004, "Method 2: elegant and subtle".
///
/// ```objc
/// - (void)applicationWillResignActive:(UIApplication *)application {
///     // fill screen with our own colour
///     UIView *colourView = [[UIView alloc]initWithFrame:self.window.frame];
///     colourView.backgroundColor = [UIColor whiteColor];
///     colourView.tag = 1234;
///     colourView.alpha = 0;
///     [self.window addSubview:colourView];
///     [self.window bringSubviewToFront:colourView];
///     // fade in the view
///     [UIView animateWithDuration:0.5 animations:^{ colourView.alpha = 1; }];
/// }
/// - (void)applicationDidBecomeActive:(UIApplication *)application {
///     // grab a reference to our coloured view
///     UIView *colourView = [self.window viewWithTag:1234];
///     // fade away colour view from main view
///     [UIView animateWithDuration:0.5 animations:^{ colourView.alpha = 0; }
///                      completion:^(BOOL finished) { [colourView removeFromSuperview]; }];
/// }
/// ```
/// What it shows: the fade completes before a Home snapshot (0.6 s later) but is caught half
/// way by a fast app switch (0.25 s), as the article's comments report. The tag lookup also
/// stacks two overlays when willResignActive comes again while the fade-out still runs (Face
/// ID authenticated, then Control Center at once): the next didBecomeActive finds the old,
/// fading view by its tag and removes it, and the new one stays for good. Both are
/// reproduced, not fixed.
///
/// Source: article 004, "How to control the Preview Screenshot in the iOS Multitasking
/// Switcher", "Method 2: elegant and subtle".
class ColorOverlay: CoverStrategy, CatalogStrategy {
    class var info: StrategyInfo {
        StrategyInfo(
            id: .colorOverlay, title: "Colour overlay, faded", source: "004 method 2",
            defaultTrigger: .active, options: [.trigger, .fade], host: .appDelegate,
            summary:
                "A white view, tag 1234, fades in over 0.5 s on willResignActive and out on didBecomeActive;"
                + " a fast app switch snapshots it half faded.", listing: ColorOverlayCode.listing,
            citation: ColorOverlayCode.citation)
    }

    static let colourViewTag = 1234

    /// The article's `animateWithDuration:0.5`.
    let fade: Double

    required init(_ configuration: StrategyConfiguration) {
        fade = configuration.fade
        super.init(trigger: configuration.trigger ?? .active)
    }

    /// applicationWillResignActive(_:)
    override func coverUp(_ delegate: HostDelegate) {
        guard let window = delegate.window else { return }
        // fill screen with our own colour
        let colourView = UIView(frame: window.frame)
        colourView.backgroundColor = .white
        colourView.tag = ColorOverlay.colourViewTag
        colourView.alpha = 0
        window.addSubview(colourView)
        window.bringSubviewToFront(colourView)
        // fade in the view
        UIView.animate(withDuration: fade, animations: { colourView.alpha = 1 })
    }

    /// applicationDidBecomeActive(_:)
    override func coverDown(_ delegate: HostDelegate) {
        // grab a reference to our coloured view
        let colourView = delegate.window?.viewWithTag(ColorOverlay.colourViewTag)
        // fade away colour view from main view
        UIView.animate(
            withDuration: fade, animations: { colourView?.alpha = 0 },
            completion: { _ in
                // remove when finished fading
                colourView?.removeFromSuperview()
            })
    }

    // MARK: Metrics

    override func isCoverShown(in scene: UIWindowScene, at time: Instant) -> Bool {
        scene.views(withTag: ColorOverlay.colourViewTag).contains { $0.isShownOnScreen(at: time) }
    }

    override func uninstall(from scene: UIWindowScene) {
        for view in scene.views(withTag: ColorOverlay.colourViewTag) { view.removeFromSuperview() }
    }
}
