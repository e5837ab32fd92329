/// `visual-effect-blur`'s code, in Swift and Objective-C, as `switcherlab code` prints it: the calls its
/// callbacks make and the members they use, in UIKit's own names (`VisualEffectBlur.swift` is what the
/// lab runs).
struct VisualEffectBlurCode: UIKitCode {
    static let citation: [String] = [
        "From expo-screen-capture's enableAppSwitcherProtectionAsync",
        "(https://github.com/expo/expo/tree/main/packages/expo-screen-capture/ios).",
    ]

    let context: ListingContext

    var swift: HostedCode {
        return HostedCode(
            members: [
                """
                private var blurEffectView: UIVisualEffectView?
                /// Holds the blur at its intensity: an animator paused part way to the effect.
                private var blurAnimator: UIViewPropertyAnimator?
                """,
                """
                private func showPrivacyOverlay() {
                    // Don't add a new blur view if one already exists
                    \(swiftParent)
                    let blurEffectView = UIVisualEffectView(effect: nil)
                    blurEffectView.frame = \(parent).bounds
                    blurEffectView.alpha = 0
                    \(parent).addSubview(blurEffectView)
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
    }

    var objc: HostedCode {
        return HostedCode(
            properties: [
                "@property (nonatomic, strong) UIVisualEffectView *blurEffectView;",
                "/// Holds the blur at its intensity: an animator paused part way to the effect.\n"
                    + "@property (nonatomic, strong) UIViewPropertyAnimator *blurAnimator;",
            ],
            members: [
                """
                - (void)showPrivacyOverlay {
                    // Don't add a new blur view if one already exists
                    \(objcParent)
                    if (self.blurEffectView != nil || \(parent) == nil) return;
                    UIVisualEffectView *blurEffectView = [[UIVisualEffectView alloc] initWithEffect:nil];
                    blurEffectView.frame = \(parent).bounds;
                    blurEffectView.alpha = 0;
                    [\(parent) addSubview:blurEffectView];
                    self.blurEffectView = blurEffectView;
                    // A light blur at intensity 0.5 (expo's default blurIntensity).
                    self.blurAnimator = [[UIViewPropertyAnimator alloc] initWithDuration:1
                                                                                   curve:UIViewAnimationCurveLinear
                                                                              animations:^{
                        blurEffectView.effect = [UIBlurEffect effectWithStyle:UIBlurEffectStyleLight];
                    }];
                    self.blurAnimator.fractionComplete = 0.5;
                    [UIView animateWithDuration:\(fade) delay:0 options:UIViewAnimationOptionCurveEaseOut animations:^{
                        blurEffectView.alpha = 1.0;
                    } completion:nil];
                }
                """,
                """
                - (void)removePrivacyOverlay {
                    UIVisualEffectView *blurEffectView = self.blurEffectView;
                    if (blurEffectView == nil) return;
                    [UIView animateWithDuration:0.25 delay:0 options:UIViewAnimationOptionCurveEaseIn animations:^{
                        blurEffectView.alpha = 0;
                    } completion:^(BOOL finished) {
                        [blurEffectView removeFromSuperview];
                        self.blurEffectView = nil;
                        // A paused animator must be stopped before it goes.
                        [self.blurAnimator stopAnimation:YES];
                        self.blurAnimator = nil;
                    }];
                }
                """,
            ])
    }

    /// Where the blur goes: expo's root view (the key window's first subview), or, corrected,
    /// the key window itself, above a controller the app presents.
    private var swiftParent: String {
        corrected
            ? "// In the key window itself: above the app's own alert or sheet.\n"
                + "    guard blurEffectView == nil, let window = \(window) else { return }"
            : "guard blurEffectView == nil, let rootView = \(window)?.subviews.first else { return }"
    }

    /// The view the blur is added to, as the code names it: the window, or the root view.
    private var parent: String { corrected ? "window" : "rootView" }

    private var objcParent: String {
        corrected
            ? "// In the key window itself: above the app's own alert or sheet.\n"
                + "    UIWindow *window = \(window);"
            : "UIView *rootView = \(window).subviews.firstObject;"
    }

    /// The methods the host's callbacks call.
    let calls = HostCalls(up: "showPrivacyOverlay", down: "removePrivacyOverlay")
}
