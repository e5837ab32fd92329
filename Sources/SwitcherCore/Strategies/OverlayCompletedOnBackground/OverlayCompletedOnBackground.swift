/// `overlay-completed-on-background` — the fix from article 004's comments, corrected:
///
/// > 2. applicationDidEnterBackground: set view.alpha = 1.0 to complete the animation if it
/// >    is still in-flight. This is required as the screen shot is about to be taken.
///
/// Setting alpha does not end the fade in flight (MODEL §16); removing its animation does, so
/// step 2 becomes:
///
/// ```swift
/// func applicationDidEnterBackground(_ application: UIApplication) {
///     guard let colourView = window?.viewWithTag(1234) else { return }
///     colourView.layer.removeAllAnimations()   // end the fade in flight
///     colourView.alpha = 1                      // and show its end value
/// }
/// ```
///
/// The snapshot a frame later shows the overlay opaque whatever the gap. The tag lookup still
/// stacks overlays on a willResignActive during the fade-out, as `color-overlay`'s does.
///
/// Source: article 004, "How to control the Preview Screenshot in the iOS Multitasking
/// Switcher", its comments (the reply "This is not a complete solution"); Apple,
/// `CALayer.removeAllAnimations()`.
final class OverlayCompletedOnBackground: OverlayFinishedOnBackground {
    override class var info: StrategyInfo {
        OverlayFinishedOnBackground.info.variant(
            id: .overlayCompletedOnBackground, title: "Colour overlay, completed on background",
            summary:
                "The colour overlay, its fade removed (layer.removeAllAnimations()) and alpha set to 1"
                + " in didEnterBackground: the snapshot never catches it half way.",
            listing: OverlayCompletedOnBackgroundCode.listing,
            citation: OverlayCompletedOnBackgroundCode.citation)
    }

    /// Step 2, corrected: end the fade in flight, then show the overlay opaque.
    override func onBackground(_ delegate: HostDelegate) {
        guard let colourView = delegate.window?.viewWithTag(ColorOverlay.colourViewTag) else { return }
        colourView.layer.removeAllAnimations()
        colourView.alpha = 1
    }
}
