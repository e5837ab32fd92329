/// `color-overlay`'s code, in Swift and Objective-C, as `switcherlab code` prints it: the calls its
/// callbacks make and the members they use, in UIKit's own names (`ColorOverlay.swift` is what the
/// lab runs).
struct ColorOverlayCode: SharedUIKitCode {
    static let ownID = StrategyID.colorOverlay
    static let citation: [String] = ["From \(Article.a004),", "\"Method 2: elegant and subtle\"."]

    let context: ListingContext
    /// `color-overlay`, or one of the fixes of article 004's comments, which add step 2.
    let id: StrategyID

    var swift: HostedCode {
        let step2 = step2(
            finish: """
                /// Step 2 as the comment writes it. The fade's animation block has already set
                /// alpha to 1, so setting it again leaves the fade running: a fast app switch
                /// still snapshots the view half faded.
                private func finishColourView() {
                    \(window)?.viewWithTag(colourViewTag)?.alpha = 1
                }
                """,
            complete: """
                /// Step 2, corrected: the snapshot comes next, so the view must be opaque now.
                private func completeColourView() {
                    guard let colourView = \(window)?.viewWithTag(colourViewTag) else { return }
                    colourView.layer.removeAllAnimations()  // end the fade in flight
                    colourView.alpha = 1  // and show its end value
                }
                """)
        return HostedCode(
            members: [
                """
                /// The colour view's tag: how the way back finds it.
                private let colourViewTag = 1234
                """,
                """
                private func showColourView() {
                    guard let window = \(window) else { return }
                    // fill screen with our own colour
                    let colourView = UIView(frame: window.frame)
                    colourView.backgroundColor = .white
                    colourView.tag = colourViewTag
                    colourView.alpha = 0
                    window.addSubview(colourView)
                    window.bringSubviewToFront(colourView)
                    // fade in the view
                    \(swiftFadeIn("colourView"))
                }
                """,
                """
                private func hideColourView() {
                    // grab a reference to our coloured view
                    let colourView = \(window)?.viewWithTag(colourViewTag)
                    // fade away colour view from main view
                \(ListingText.indent(swiftFadeOut("colourView?", comment: "remove when finished fading")))
                }
                """,
            ] + [step2].compactMap { $0 })
    }

    var objc: HostedCode {
        let step2 = step2(
            finish: """
                /// Step 2 as the comment writes it. The fade's animation block has already set
                /// alpha to 1, so setting it again leaves the fade running: a fast app switch
                /// still snapshots the view half faded.
                - (void)finishColourView {
                    [\(window) viewWithTag:ColourViewTag].alpha = 1;
                }
                """,
            complete: """
                /// Step 2, corrected: the snapshot comes next, so the view must be opaque now.
                - (void)completeColourView {
                    UIView *colourView = [\(window) viewWithTag:ColourViewTag];
                    [colourView.layer removeAllAnimations];  // end the fade in flight
                    colourView.alpha = 1;  // and show its end value
                }
                """)
        return HostedCode(
            members: [
                """
                - (void)showColourView {
                    // fill screen with our own colour
                    UIView *colourView = [[UIView alloc] initWithFrame:\(window).frame];
                    colourView.backgroundColor = [UIColor whiteColor];
                    colourView.tag = ColourViewTag;
                    colourView.alpha = 0;
                    [\(window) addSubview:colourView];
                    [\(window) bringSubviewToFront:colourView];
                    // fade in the view
                \(ListingText.indent(objcFadeIn("colourView")))
                }
                """,
                """
                - (void)hideColourView {
                    // grab a reference to our coloured view
                    UIView *colourView = [\(window) viewWithTag:ColourViewTag];
                    // fade away colour view from main view
                \(ListingText.indent(objcFadeOut("colourView", comment: "remove when finished fading")))
                }
                """,
            ] + [step2].compactMap { $0 },
            declarations: [
                "/// The colour view's tag: how the way back finds it.\nstatic const NSInteger ColourViewTag = 1234;"
            ])
    }

    /// The calls; in didEnterBackground whatever the trigger, step 2 of the comments' fix.
    var calls: HostCalls {
        HostCalls(
            up: "showColourView", down: "hideColourView",
            background: step2(finish: "finishColourView", complete: "completeColourView"))
    }

    /// What step 2 of the comments' fix is: `finish` as the comment writes it
    /// (`overlay-finished-on-background`), `complete` corrected (`overlay-completed-on-background`),
    /// none for `color-overlay`.
    private func step2(finish: String, complete: String) -> String? {
        switch id {
        case .overlayFinishedOnBackground: finish
        case .overlayCompletedOnBackground: complete
        default: nil
        }
    }
}
