import SwitcherCore

/// Each UIKit strategy's code in Swift: the article's code, in UIKit's own names, as calls and
/// members (`HostedCode`). `window` is the host's window: the delegate's `window`, or the
/// observing view controller's `view.window`.
enum SwiftStrategyCode {
    static func code(_ context: CodeContext) -> HostedCode {
        let host = context.host ?? .sceneDelegate
        let window = host == .notifications ? "view.window" : "window"
        let fade = context.fadeLiteral
        switch context.id {
        case "hide-window":
            return HostedCode(
                up: "hideWindow()", down: "showWindow()",
                members: [
                    """
                    private func hideWindow() {
                        // hide main window: the snapshot has nothing to show
                        \(window)?.isHidden = true
                    }
                    """,
                    """
                    private func showWindow() {
                        // bring main window back
                        \(window)?.isHidden = false
                    }
                    """,
                ])
        case "color-overlay", "overlay-finished-on-background", "overlay-completed-on-background":
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
            if context.id == "overlay-finished-on-background" {
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
            } else if context.id == "overlay-completed-on-background" {
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
        case "image-overlay":
            return HostedCode(
                up: "showHidingView()", down: "hideHidingView()",
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
                        // \(StrategyCode.imageOverlayComment(context.form))
                        let bgView = UIImageView(image: UIImage(named: "\(StrategyCode.imageOverlayName(context.form))"))
                        bgView.tag = hidingViewTag
                        bgView.alpha = 0
                        bgView.frame = window.frame
                        // Add the view to our current window
                        window.addSubview(bgView)
                        window.bringSubviewToFront(bgView)
                        // Animate it to the front and thus hide the contents of the app
                        UIView.animate(withDuration: \(fade)) { bgView.alpha = 1 }
                    }
                    """,
                    """
                    private func hideHidingView() {
                        // Find our hiding view by the same tag we saw earlier. If we found it, hide it again!
                        guard let view = \(window)?.viewWithTag(hidingViewTag) else { return }
                        // Animate it back to transparent, and after that completed, remove the view altogether
                        UIView.animate(withDuration: \(fade), animations: { view.alpha = 0 }) { _ in
                            view.removeFromSuperview()
                        }
                    }
                    """,
                ])
        case "blurred-snapshot":
            return blurredSnapshot(context, window: window)
        case "redact-content":
            return redactContent(host: host, window: window)
        case "modal-cover", "modal-cover-animated":
            let animated = context.id == "modal-cover-animated"
            let style =
                context.presentation == .fullScreen
                ? "\n    blankViewController.modalPresentationStyle = .fullScreen" : ""
            let comment =
                animated
                ? "// Animated: the snapshot catches it at the start of its slide, and the app shows."
                : "// Pass false for the animated parameter. Any animation will not complete\n    // before the snapshot is taken."
            if context.form == .corrected {
                return HostedCode(
                    up: "presentBlankViewController()", down: "dismissBlankViewController()",
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
                            var presenter = \(window)?.rootViewController
                            while let presented = presenter?.presentedViewController { presenter = presented }
                            presenter?.present(blankViewController, animated: \(animated))
                            self.blankViewController = blankViewController
                        }
                        """,
                        """
                        /// Listing 2, corrected: only the cover goes; the app's own alert or sheet stays.
                        private func dismissBlankViewController() {
                            blankViewController?.dismiss(animated: \(animated))
                        }
                        """,
                    ])
            }
            return HostedCode(
                up: "presentBlankViewController()", down: "dismissBlankViewController()",
                members: [
                    """
                    /// Listing 1: hiding your application's contents before suspension.
                    private func presentBlankViewController() {
                        let blankViewController = UIViewController()
                        blankViewController.view.backgroundColor = .black\(style)
                        \(comment)
                        \(window)?.rootViewController?.present(blankViewController, animated: \(animated))
                    }
                    """,
                    """
                    /// Listing 2: restoring your application's content before returning to the foreground.
                    private func dismissBlankViewController() {
                        \(window)?.rootViewController?.dismiss(animated: \(animated))
                    }
                    """,
                ])
        case "privacy-window", "privacy-window-active":
            let make =
                host == .appDelegate
                ? (context.targets(26)
                    // UIScreen.main is deprecated from iOS 26: the app's own window has the bounds.
                    ? """
                    // Before scenes: a window over the app's.
                    privacyProtectionWindow = UIWindow(frame: window?.bounds ?? .zero)
                    """
                    : """
                    // Before scenes: a window on the main screen.
                    privacyProtectionWindow = UIWindow(frame: UIScreen.main.bounds)
                    """)
                : """
                guard let windowScene = \(window)?.windowScene else { return }
                privacyProtectionWindow = UIWindow(windowScene: windowScene)
                """
            let show =
                context.form == .corrected
                ? "// Shown, not made key: the app's window keeps the keyboard and VoiceOver's focus.\n"
                    + "privacyProtectionWindow?.isHidden = false"
                : "privacyProtectionWindow?.makeKeyAndVisible()"
            return HostedCode(
                up: "showPrivacyProtectionWindow()", down: "hidePrivacyProtectionWindow()",
                members: [
                    "private var privacyProtectionWindow: UIWindow?",
                    """
                    private func showPrivacyProtectionWindow() {
                    \(CodeText.indent(make))
                        privacyProtectionWindow?.rootViewController = PrivacyProtectionViewController()
                        privacyProtectionWindow?.windowLevel = .alert + 1
                    \(CodeText.indent(show))
                    }
                    """,
                    """
                    private func hidePrivacyProtectionWindow() {
                        privacyProtectionWindow?.isHidden = true
                        privacyProtectionWindow = nil
                    }
                    """,
                ], files: [SwiftCompanions.privacyProtectionViewController(context)])
        case "lock-screen":
            let style =
                context.presentation == .fullScreen
                ? "\n    lockScreen.modalPresentationStyle = .fullScreen"
                : "\n    // No style: a page sheet since iOS 13, which a swipe down dismisses, PIN or not."
            let present =
                context.form == .corrected
                ? "// From the topmost controller: over the app's own alert or sheet too.\n"
                    + "var presenter = \(window)?.rootViewController\n"
                    + "while let presented = presenter?.presentedViewController { presenter = presented }\n"
                    + "presenter?.present(lockScreen, animated: false)"
                : "\(window)?.rootViewController?.present(lockScreen, animated: false)"
            return HostedCode(
                up: "presentLockScreen()",
                members: [
                    """
                    /// The lock screen while it is up: only the right PIN dismisses it.
                    private weak var lockScreen: PINLockViewController?
                    """,
                    """
                    private func presentLockScreen() {
                        // Already locked: the screen from the last time is still up.
                        guard self.lockScreen == nil else { return }
                        // Check the PIN against the credential your app keeps (in the Keychain).
                        let lockScreen = PINLockViewController(pin: "1234")\(style)
                        // Not animated: the snapshot comes next.
                    \(CodeText.indent(present))
                        self.lockScreen = lockScreen
                    }
                    """,
                ], files: [SwiftCompanions.pinLockViewController(context)])
        case "ignore-snapshot":
            return HostedCode(
                up: "ignoreSnapshot()",
                members: [
                    """
                    private func ignoreSnapshot() {
                        // Prevent taking snapshot: it does not. It only shows the launch screen instead
                        // of the snapshot at the next cold launch; the App Switcher still shows the app.
                        UIApplication.shared.ignoreSnapshotOnNextApplicationLaunch()
                    }
                    """
                ])
        case "visual-effect-blur":
            return HostedCode(
                up: "showPrivacyOverlay()", down: "removePrivacyOverlay()",
                members: [
                    """
                    private var blurEffectView: UIVisualEffectView?
                    /// Holds the blur at its intensity: an animator paused part way to the effect.
                    private var blurAnimator: UIViewPropertyAnimator?
                    """,
                    """
                    private func showPrivacyOverlay() {
                        // Don't add a new blur view if one already exists
                        guard blurEffectView == nil, let rootView = \(window)?.subviews.first else { return }
                        let blurEffectView = UIVisualEffectView(effect: nil)
                        blurEffectView.frame = rootView.bounds
                        blurEffectView.alpha = 0
                        rootView.addSubview(blurEffectView)
                        self.blurEffectView = blurEffectView
                        // A light blur at intensity 0.5 (expo's default blurIntensity).
                        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
                            blurEffectView.effect = UIBlurEffect(style: .light)
                        }
                        animator.fractionComplete = 0.5
                        blurAnimator = animator
                        UIView.animate(
                            withDuration: \(fade), delay: 0, options: [.curveEaseOut],
                            animations: { blurEffectView.alpha = 1.0 })
                    }
                    """,
                    """
                    private func removePrivacyOverlay() {
                        guard let blurEffectView else { return }
                        UIView.animate(
                            withDuration: 0.25, delay: 0, options: [.curveEaseIn],
                            animations: { blurEffectView.alpha = 0 }
                        ) { _ in
                            blurEffectView.removeFromSuperview()
                            self.blurEffectView = nil
                            // A paused animator must be stopped before it goes.
                            self.blurAnimator?.stopAnimation(true)
                            self.blurAnimator = nil
                        }
                    }
                    """,
                ])
        case "secure-field-layer":
            return HostedCode(
                launch: "makeWindowSecure()",
                members: [
                    """
                    /// Whether the window is in the secure field's layer already: once is enough.
                    private var isWindowSecure = false
                    """,
                    """
                    private func makeWindowSecure() {
                        guard !isWindowSecure, let window else { return }
                        window.makeSecure()
                        isWindowSecure = true
                    }
                    """,
                ],
                declarations: [
                    """
                    extension UIWindow {
                        /// Hosts the window's layer in a secure text field's, which captures leave blank.
                        /// Undocumented: it relies on UIKit's private layer tree.
                        func makeSecure() {
                            let field = UITextField()
                            field.isSecureTextEntry = true
                            self.addSubview(field)
                            self.layer.superlayer?.addSublayer(field.layer)
                            field.layer.sublayers?.first?.addSublayer(self.layer)
                        }
                    }
                    """
                ])
        default:
            return HostedCode()
        }
    }
}
