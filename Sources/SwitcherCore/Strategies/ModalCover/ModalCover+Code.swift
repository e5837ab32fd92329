/// `modal-cover`'s code, in Swift and Objective-C, as `switcherlab code` prints it: the calls its
/// callbacks make and the members they use, in UIKit's own names (`ModalCover.swift` is what the
/// lab runs).
struct ModalCoverCode: SharedUIKitCode {
    static let ownID = StrategyID.modalCover
    static let citation: [String] = ["From \(Article.a002), Listings 1 and 2."]

    let context: ListingContext
    /// `modal-cover`, or `modal-cover-animated`: the same modal presented with animation.
    let id: StrategyID

    var swift: HostedCode {
        let (style, comment, fromTopmost) = presentation(objc: false)
        if corrected {
            return HostedCode(
                members: [
                    """
                    /// The cover while it is up (its presenter holds it).
                    private weak var blankViewController: UIViewController?
                    """,
                    """
                    /// Listing 1, corrected: presented from the topmost controller, so that it
                    /// covers the app's own alert or sheet too (the root cannot present while
                    /// it presents one).
                    private func presentBlankViewController() {
                        let blankViewController = UIViewController()
                        blankViewController.view.backgroundColor = .black\(style)
                        \(comment)
                    \(fromTopmost)
                        self.blankViewController = blankViewController
                    }
                    """,
                    """
                    /// Listing 2, corrected: only the cover goes; the app's own alert or sheet stays.
                    private func dismissBlankViewController() {
                        blankViewController?.dismiss(animated: \(animates))
                    }
                    """,
                ])
        }
        return HostedCode(
            members: [
                """
                /// Listing 1: hiding your application's contents before suspension.
                private func presentBlankViewController() {
                    let blankViewController = UIViewController()
                    blankViewController.view.backgroundColor = .black\(style)
                    \(comment)
                    \(window)?.rootViewController?.present(blankViewController, animated: \(animates))
                }
                """,
                """
                /// Listing 2: restoring your application's content before returning to the foreground.
                private func dismissBlankViewController() {
                    \(window)?.rootViewController?.dismiss(animated: \(animates))
                }
                """,
            ])
    }

    var objc: HostedCode {
        let animated = animates ? "YES" : "NO"
        let (style, comment, fromTopmost) = presentation(objc: true)
        if corrected {
            return HostedCode(
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
                    \(fromTopmost)
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

    /// Whether the modal is presented (and dismissed) with animation: `modal-cover-animated`.
    private var animates: Bool { id == .modalCoverAnimated }

    /// What Listing 1 writes alike in both languages: the modal's style (on a line of its own,
    /// when the configuration asks for full screen), the comment on its animation, and the
    /// corrected form's presentation from the topmost controller.
    private func presentation(objc: Bool) -> (style: String, comment: String, fromTopmost: String) {
        let style = fullScreen("blankViewController", objc: objc).map { "\n    \($0)" } ?? ""
        let comment =
            animates
            ? "// Animated: the snapshot catches it at the start of its slide, and the app shows."
            : "// Pass \(objc ? "NO" : "false") for the animated parameter. Any animation will not complete\n"
                + "    // before the snapshot is taken."
        let fromTopmost = presentFromTopmost("blankViewController", animated: animates, objc: objc)
        return (style, comment, ListingText.indent(fromTopmost))
    }

    /// The methods the host's callbacks call.
    let calls = HostCalls(up: "presentBlankViewController", down: "dismissBlankViewController")
}
