/// `overlay-completed-on-background`'s code, in Swift and Objective-C, as `switcherlab code` prints it: the calls its
/// callbacks make and the members they use, in UIKit's own names (`OverlayCompletedOnBackground.swift` is what the
/// lab runs). Its code is `color-overlay`'s (`ColorOverlayCode`), told apart by its id.
enum OverlayCompletedOnBackgroundCode {
    static let listing = ColorOverlayCode.listing(for: .overlayCompletedOnBackground)

    static let citation: [String] = [
        "From \(Article.a004), its comments (\"This is not a complete solution\"), step 2 corrected",
        "with CALayer.removeAllAnimations().",
    ]
}
