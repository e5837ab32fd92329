/// `image-overlay`'s code, in Swift and Objective-C, as `switcherlab code` prints it: the calls its
/// callbacks make and the members they use, in UIKit's own names (`ImageOverlay.swift` is what the
/// lab runs).
struct ImageOverlayCode: UIKitCode {
    static let citation: [String] = [
        "From \(Article.a003), its two listings;", "and \(Article.a004), \"Method 3\".",
    ]

    let context: ListingContext

    var swift: HostedCode {
        return HostedCode(
            members: [
                """
                /// The hiding view's tag ("Why 42 you ask..?").
                private let hidingViewTag = 42
                """,
                """
                private func showHidingView() {
                    // Only changes the image of the next cold launch: the snapshot is still taken.
                    UIApplication.shared.ignoreSnapshotOnNextApplicationLaunch()
                    guard let window = \(window) else { return }
                    // Create our hiding view which is transparent initially. Also note the tag.
                    // \(comment)
                    let bgView = UIImageView(image: UIImage(named: "\(imageName)"))
                    bgView.tag = hidingViewTag
                    bgView.alpha = 0
                    bgView.frame = window.frame
                    // Add the view to our current window
                    window.addSubview(bgView)
                    window.bringSubviewToFront(bgView)
                    // Animate it to the front and thus hide the contents of the app
                    \(swiftFadeIn("bgView"))
                }
                """,
                """
                private func hideHidingView() {
                    // Find our hiding view by the same tag we saw earlier. If we found it, hide it again!
                    guard let view = \(window)?.viewWithTag(hidingViewTag) else { return }
                    // Animate it back to transparent, and after that completed, remove the view altogether
                \(ListingText.indent(swiftFadeOut("view")))
                }
                """,
            ])
    }

    var objc: HostedCode {
        return HostedCode(
            members: [
                """
                - (void)showHidingView {
                    // Only changes the image of the next cold launch: the snapshot is still taken.
                    [UIApplication.sharedApplication ignoreSnapshotOnNextApplicationLaunch];
                    // Create our hiding view which is transparent initially. Also note the tag.
                    // \(comment)
                    UIImageView *bgView = [[UIImageView alloc] initWithImage:[UIImage imageNamed:@"\(imageName)"]];
                    bgView.tag = HidingViewTag;
                    bgView.alpha = 0;
                    bgView.frame = \(window).frame;
                    // Add the view to our current window
                    [\(window) addSubview:bgView];
                    [\(window) bringSubviewToFront:bgView];
                    // Animate it to the front and thus hide the contents of the app
                \(ListingText.indent(objcFadeIn("bgView")))
                }
                """,
                """
                - (void)hideHidingView {
                    // Find our hiding view by the same tag we saw earlier. If we found it, hide it again!
                    UIView *view = [\(window) viewWithTag:HidingViewTag];
                    if (view == nil) return;
                \(ListingText.indent(objcFadeOut("view")))
                }
                """,
            ],
            declarations: [
                "/// The hiding view's tag (\"Why 42 you ask..?\").\nstatic const NSInteger HidingViewTag = 42;"
            ])
    }

    /// `image-overlay`'s picture: the article's launch image, or an image of the app's asset
    /// catalog (MODEL §63).
    var imageName: String {
        corrected ? "PrivacyCover" : "Default-Landscape"
    }

    /// The comment above it: where the picture must come from.
    var comment: String {
        corrected
            ? "PrivacyCover: an image set the app adds to its asset catalog (Assets.xcassets)."
            : "The article's launch image: an app with a launch storyboard has none (nil, no cover)."
    }

    /// The methods the host's callbacks call.
    let calls = HostCalls(up: "showHidingView", down: "hideHidingView")
}
