import SwitcherCore

/// QA1838's modal cover in Objective-C: the article's form, and the corrected one.
extension ObjCStrategyCode {
    static func modalCover(_ context: CodeContext, window: String) -> HostedCode {
        let animated = context.id == "modal-cover-animated" ? "YES" : "NO"
        let style =
            context.presentation == .fullScreen
            ? "\n    blankViewController.modalPresentationStyle = UIModalPresentationFullScreen;" : ""
        let comment =
            animated == "YES"
            ? "// Animated: the snapshot catches it at the start of its slide, and the app shows."
            : "// Pass NO for the animated parameter. Any animation will not complete\n    // before the snapshot is taken."
        if context.form == .corrected {
            return HostedCode(
                up: "presentBlankViewController", down: "dismissBlankViewController",
                properties: [
                    "/// The cover while it is up (its presenter holds it).\n"
                        + "@property (nonatomic, weak) UIViewController *blankViewController;"
                ],
                members: [
                    """
                    /// Listing 1, corrected: presented from the topmost controller, so that it
                    /// covers the app's own alert or sheet too (the root cannot present while
                    /// it presents one).
                    - (void)presentBlankViewController {
                        UIViewController *blankViewController = [UIViewController new];
                        blankViewController.view.backgroundColor = [UIColor blackColor];\(style)
                        \(comment)
                        UIViewController *presenter = \(window).rootViewController;
                        while (presenter.presentedViewController != nil) {
                            presenter = presenter.presentedViewController;
                        }
                        [presenter presentViewController:blankViewController animated:\(animated) completion:NULL];
                        self.blankViewController = blankViewController;
                    }
                    """,
                    """
                    /// Listing 2, corrected: only the cover goes; the app's own alert or sheet stays.
                    - (void)dismissBlankViewController {
                        [self.blankViewController dismissViewControllerAnimated:\(animated) completion:NULL];
                    }
                    """,
                ])
        }
        return HostedCode(
            up: "presentBlankViewController", down: "dismissBlankViewController",
            members: [
                """
                /// Listing 1: hiding your application's contents before suspension.
                - (void)presentBlankViewController {
                    UIViewController *blankViewController = [UIViewController new];
                    blankViewController.view.backgroundColor = [UIColor blackColor];\(style)
                    \(comment)
                    [\(window).rootViewController presentViewController:blankViewController
                                                              animated:\(animated)
                                                            completion:NULL];
                }
                """,
                """
                /// Listing 2: restoring your application's content before returning to the foreground.
                - (void)dismissBlankViewController {
                    [\(window).rootViewController dismissViewControllerAnimated:\(animated) completion:NULL];
                }
                """,
            ])
    }
}
