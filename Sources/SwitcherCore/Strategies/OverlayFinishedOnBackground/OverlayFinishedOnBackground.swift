/// `overlay-finished-on-background` — the fix from article 004's comments (Rohinton):
///
/// > 1. applicationWillResignActive: fade view in. When bringing up the multi-tasking menu
/// >    only this method will be called and we have a smooth transition.
/// > 2. applicationDidEnterBackground: set view.alpha = 1.0 to complete the animation if it
/// >    is still in-flight. This is required as the screen shot is about to be taken.
/// > 3. applicationDidBecomeActive: fade the view out.
///
/// The colour overlay of method 2 plus step 2, as written. The fade's `animate` block has
/// already set the model alpha to 1, so step 2 sets it to 1 again, and in Core Animation that
/// leaves the fade running (MODEL §16): a fast app switch still snapshots it half way, as
/// `color-overlay` does. Only with `--assume set-completes-animation` does it complete the fade,
/// as the comment reports. `overlay-completed-on-background` is the working version. The tag
/// lookup still stacks overlays on a willResignActive during the fade-out.
///
/// Source: article 004, "How to control the Preview Screenshot in the iOS Multitasking
/// Switcher", its comments (the reply "This is not a complete solution").
class OverlayFinishedOnBackground: ColorOverlay {
    override class var info: StrategyInfo {
        StrategyInfo(
            id: .overlayFinishedOnBackground, title: "Colour overlay, finished on background",
            source: "004 comments",
            callbacks: [
                "applicationWillResignActive(_:)", "applicationDidEnterBackground(_:)",
                "applicationDidBecomeActive(_:)", "sceneWillResignActive(_:)", "sceneDidEnterBackground(_:)",
                "sceneDidBecomeActive(_:)",
            ],
            options: [.fade], host: .appDelegate,
            summary:
                "The colour overlay, set to alpha 1 again in didEnterBackground: the fade runs on,"
                + " so a fast app switch still snapshots it half way.",
            listing: OverlayFinishedOnBackgroundCode.listing,
            citation: OverlayFinishedOnBackgroundCode.citation)
    }

    required init(_ configuration: StrategyConfiguration) {
        // The fade starts on willResignActive by design: step 1 of the fix.
        var configuration = configuration
        configuration.trigger = .active
        super.init(configuration)
    }

    /// Step 2, applicationDidEnterBackground(_:), as the comment writes it: the model value
    /// was 1 already, so the fade in flight is not touched.
    override func onBackground(_ delegate: HostDelegate) {
        delegate.window?.viewWithTag(ColorOverlay.colourViewTag)?.alpha = 1
    }
}
