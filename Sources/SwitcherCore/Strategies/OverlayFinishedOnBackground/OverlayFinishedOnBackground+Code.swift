/// `overlay-finished-on-background`'s code, in Swift and Objective-C, as `switcherlab code` prints it: the calls its
/// callbacks make and the members they use, in UIKit's own names (`OverlayFinishedOnBackground.swift` is what the
/// lab runs). Its code is `color-overlay`'s (`ColorOverlayCode`), told apart by its id.
enum OverlayFinishedOnBackgroundCode {
    static let listing = ColorOverlayCode.listing(for: .overlayFinishedOnBackground)

    static let citation: [String] = [
        "From \(Article.a004), its comments (\"This is not a complete solution\"): step 2 as written,",
        "which leaves the fade running.",
    ]
}
