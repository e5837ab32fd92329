/// `color-overlay`'s code, in Swift and Objective-C, as `switcherlab code` prints it: the calls its
/// callbacks make and the members they use, in UIKit's own names (`ColorOverlay.swift` is what the
/// lab runs).
enum ColorOverlayCode {
    static let listing = StrategyListing.uiKit(
        swift: { swift($0, id: .colorOverlay) }, objc: { objc($0, id: .colorOverlay) })

    static let citation: [String] = ["From \(Article.a004),", "\"Method 2: elegant and subtle\"."]

    static func swift(_ context: ListingContext, id: StrategyID) -> HostedCode {
        let window = context.window
        let fade = context.fadeLiteral
        var code = HostedCode(
            up: "showColourView()", down: "hideColourView()",
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
                    UIView.animate(withDuration: \(fade)) { colourView.alpha = 1 }
                }
                """,
                """
                private func hideColourView() {
                    // grab a reference to our coloured view
                    let colourView = \(window)?.viewWithTag(colourViewTag)
                    // fade away colour view from main view
                    UIView.animate(withDuration: \(fade), animations: { colourView?.alpha = 0 }) { _ in
                        // remove when finished fading
                        colourView?.removeFromSuperview()
                    }
                }
                """,
            ])
        if id == .overlayFinishedOnBackground {
            code.background = "finishColourView()"
            code.members.append(
                """
                /// Step 2 as the comment writes it. The fade's animation block has already set
                /// alpha to 1, so setting it again leaves the fade running: a fast app switch
                /// still snapshots the view half faded.
                private func finishColourView() {
                    \(window)?.viewWithTag(colourViewTag)?.alpha = 1
                }
                """)
        } else if id == .overlayCompletedOnBackground {
            code.background = "completeColourView()"
            code.members.append(
                """
                /// Step 2, corrected: the snapshot comes next, so the view must be opaque now.
                private func completeColourView() {
                    guard let colourView = \(window)?.viewWithTag(colourViewTag) else { return }
                    colourView.layer.removeAllAnimations()  // end the fade in flight
                    colourView.alpha = 1  // and show its end value
                }
                """)
        }
        return code
    }

    static func objc(_ context: ListingContext, id: StrategyID) -> HostedCode {
        let window = context.window
        let fade = context.fadeLiteral
        var code = HostedCode(
            up: "showColourView", down: "hideColourView",
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
                    [UIView animateWithDuration:\(fade) animations:^{
                        colourView.alpha = 1;
                    }];
                }
                """,
                """
                - (void)hideColourView {
                    // grab a reference to our coloured view
                    UIView *colourView = [\(window) viewWithTag:ColourViewTag];
                    // fade away colour view from main view
                    [UIView animateWithDuration:\(fade) animations:^{
                        colourView.alpha = 0;
                    } completion:^(BOOL finished) {
                        // remove when finished fading
                        [colourView removeFromSuperview];
                    }];
                }
                """,
            ],
            declarations: [
                "/// The colour view's tag: how the way back finds it.\nstatic const NSInteger ColourViewTag = 1234;"
            ])
        if id == .overlayFinishedOnBackground {
            code.background = "finishColourView"
            code.members.append(
                """
                /// Step 2 as the comment writes it. The fade's animation block has already set
                /// alpha to 1, so setting it again leaves the fade running: a fast app switch
                /// still snapshots the view half faded.
                - (void)finishColourView {
                    [\(window) viewWithTag:ColourViewTag].alpha = 1;
                }
                """)
        } else if id == .overlayCompletedOnBackground {
            code.background = "completeColourView"
            code.members.append(
                """
                /// Step 2, corrected: the snapshot comes next, so the view must be opaque now.
                - (void)completeColourView {
                    UIView *colourView = [\(window) viewWithTag:ColourViewTag];
                    [colourView.layer removeAllAnimations];  // end the fade in flight
                    colourView.alpha = 1;  // and show its end value
                }
                """)
        }
        return code
    }
}
