/// `overlay-finished-on-background` — the fix from article 004's comments (Rohinton):
///
/// > 1. applicationWillResignActive: fade view in. When bringing up the multi-tasking menu
/// >    only this method will be called and we have a smooth transition.
/// > 2. applicationDidEnterBackground: set view.alpha = 1.0 to complete the animation if it
/// >    is still in-flight. This is required as the screen shot is about to be taken.
/// > 3. applicationDidBecomeActive: fade the view out.
///
/// The colour overlay of method 2 plus step 2: the fast app switch no longer catches the
/// fade half way. The tag lookup still stacks overlays on a willResignActive during the fade-out.
///
/// Source: article 004, "How to control the Preview Screenshot in the iOS Multitasking
/// Switcher", its comments (the reply "This is not a complete solution").
final class OverlayFinishedOnBackground: ColorOverlay {
    override class var info: StrategyInfo {
        StrategyInfo(
            id: "overlay-finished-on-background", title: "Colour overlay, finished on background",
            source: "004 comments",
            callbacks: [
                "applicationWillResignActive(_:)", "applicationDidEnterBackground(_:)",
                "applicationDidBecomeActive(_:)", "sceneWillResignActive(_:)", "sceneDidEnterBackground(_:)",
                "sceneDidBecomeActive(_:)",
            ],
            defaultTrigger: nil, options: [.fade], host: .appDelegate,
            summary:
                "The colour overlay, forced to alpha 1 in didEnterBackground so the snapshot never"
                + " catches the fade half way.")
    }

    required init(_ configuration: StrategyConfiguration) {
        // The fade starts on willResignActive by design: step 1 of the fix.
        var configuration = configuration
        configuration.trigger = .active
        super.init(configuration)
    }

    /// Step 2, applicationDidEnterBackground(_:): complete the animation if it is still in
    /// flight; the snapshot is next.
    override func onBackground(_ delegate: HostDelegate) {
        delegate.window?.viewWithTag(ColorOverlay.colourViewTag)?.alpha = 1
    }
}
