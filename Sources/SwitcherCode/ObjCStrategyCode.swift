import SwitcherCore

/// Each UIKit strategy's code in Objective-C: the calls are messages to `self`, the members
/// methods of the host's class; `window` is `self.window` or the view controller's
/// `self.view.window`.
enum ObjCStrategyCode {
    static func code(_ context: CodeContext) -> HostedCode {
        let host = context.host ?? .sceneDelegate
        let window = host == .notifications ? "self.view.window" : "self.window"
        let fade = context.fadeLiteral
        switch context.id {
        case "hide-window":
            return HostedCode(
                up: "hideWindow", down: "showWindow",
                members: [
                    "- (void)hideWindow {\n    // hide main window\n    \(window).hidden = YES;\n}",
                    "- (void)showWindow {\n    // bring main window back\n    \(window).hidden = NO;\n}",
                ])
        case "color-overlay", "overlay-finished-on-background", "overlay-completed-on-background":
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
            if context.id == "overlay-finished-on-background" {
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
            } else if context.id == "overlay-completed-on-background" {
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
        case "image-overlay":
            return HostedCode(
                up: "showHidingView", down: "hideHidingView",
                members: [
                    """
                    - (void)showHidingView {
                        // Only changes the image of the next cold launch: the snapshot is still taken.
                        [UIApplication.sharedApplication ignoreSnapshotOnNextApplicationLaunch];
                        // Create our hiding view which is transparent initially. Also note the tag.
                        // \(StrategyCode.imageOverlayComment(context.form))
                        UIImageView *bgView = [[UIImageView alloc] initWithImage:[UIImage imageNamed:@"\(StrategyCode.imageOverlayName(context.form))"]];
                        bgView.tag = HidingViewTag;
                        bgView.alpha = 0;
                        bgView.frame = \(window).frame;
                        // Add the view to our current window
                        [\(window) addSubview:bgView];
                        [\(window) bringSubviewToFront:bgView];
                        // Animate it to the front and thus hide the contents of the app
                        [UIView animateWithDuration:\(fade) animations:^{
                            bgView.alpha = 1;
                        }];
                    }
                    """,
                    """
                    - (void)hideHidingView {
                        // Find our hiding view by the same tag we saw earlier. If we found it, hide it again!
                        UIView *view = [\(window) viewWithTag:HidingViewTag];
                        if (view == nil) return;
                        [UIView animateWithDuration:\(fade) animations:^{
                            view.alpha = 0;
                        } completion:^(BOOL finished) {
                            [view removeFromSuperview];
                        }];
                    }
                    """,
                ],
                declarations: [
                    "/// The hiding view's tag (\"Why 42 you ask..?\").\nstatic const NSInteger HidingViewTag = 42;"
                ])
        case "blurred-snapshot":
            return blurredSnapshot(context, window: window)
        case "redact-content":
            let labels =
                host == .notifications
                ? "NSArray<UILabel *> *labels = self.sensitiveLabels;"
                : """
                NSArray<UILabel *> *labels = @[];
                UIViewController *screen = \(window).rootViewController;
                if ([screen conformsToProtocol:@protocol(SensitiveContent)]) {
                    labels = ((id<SensitiveContent>)screen).sensitiveLabels;
                }
                """
            var code = HostedCode(
                up: "removeSensitiveData", down: "restoreSensitiveData",
                properties: [
                    "/// The labels emptied, with the texts they held, to put back.\n"
                        + "@property (nonatomic, strong) NSMapTable<UILabel *, NSString *> *removedTexts;"
                ],
                members: [
                    """
                    - (void)removeSensitiveData {
                        // Remove user sensitive data! Once: the labels are empty already.
                        if (self.removedTexts.count > 0) return;
                    \(CodeText.indent(labels))
                        self.removedTexts = [NSMapTable strongToStrongObjectsMapTable];
                        for (UILabel *label in labels) {
                            if (label.text.length == 0) continue;
                            [self.removedTexts setObject:label.text forKey:label];
                            label.text = nil;
                        }
                    }
                    """,
                    """
                    /// The state restoration: every label back as it was.
                    - (void)restoreSensitiveData {
                        for (UILabel *label in self.removedTexts) {
                            label.text = [self.removedTexts objectForKey:label];
                        }
                        [self.removedTexts removeAllObjects];
                    }
                    """,
                ])
            if host == .notifications {
                code.properties.insert(
                    "/// The labels that show sensitive data: fill it in viewDidLoad, or connect them.\n"
                        + "@property (nonatomic, copy) NSArray<UILabel *> *sensitiveLabels;", at: 0)
            } else {
                code.declarations.append(
                    "/// Adopted by the view controllers that show sensitive data.\n@protocol SensitiveContent <NSObject>\n"
                        + "@property (nonatomic, readonly) NSArray<UILabel *> *sensitiveLabels;\n@end")
            }
            return code
        case "modal-cover", "modal-cover-animated":
            return modalCover(context, window: window)
        case "privacy-window", "privacy-window-active":
            let make =
                host == .appDelegate
                ? (context.targets(26)
                    ? "// Before scenes: a window over the app's.\n"
                        + "self.privacyProtectionWindow = [[UIWindow alloc] initWithFrame:self.window.bounds];"
                    : "// Before scenes: a window on the main screen.\n"
                        + "self.privacyProtectionWindow = [[UIWindow alloc] initWithFrame:UIScreen.mainScreen.bounds];")
                : "UIWindowScene *windowScene = \(window).windowScene;\nif (windowScene == nil) return;\n"
                    + "self.privacyProtectionWindow = [[UIWindow alloc] initWithWindowScene:windowScene];"
            let show =
                context.form == .corrected
                ? "// Shown, not made key: the app's window keeps the keyboard and VoiceOver's focus.\n"
                    + "self.privacyProtectionWindow.hidden = NO;"
                : "[self.privacyProtectionWindow makeKeyAndVisible];"
            return HostedCode(
                up: "showPrivacyProtectionWindow", down: "hidePrivacyProtectionWindow",
                properties: ["@property (nonatomic, strong) UIWindow *privacyProtectionWindow;"],
                members: [
                    """
                    - (void)showPrivacyProtectionWindow {
                    \(CodeText.indent(make))
                        self.privacyProtectionWindow.rootViewController = [PrivacyProtectionViewController new];
                        self.privacyProtectionWindow.windowLevel = UIWindowLevelAlert + 1;
                    \(CodeText.indent(show))
                    }
                    """,
                    """
                    - (void)hidePrivacyProtectionWindow {
                        self.privacyProtectionWindow.hidden = YES;
                        self.privacyProtectionWindow = nil;
                    }
                    """,
                ], imports: ["\"PrivacyProtectionViewController.h\""],
                files: ObjCCompanions.privacyProtectionViewController(context))
        case "lock-screen":
            let style =
                context.presentation == .fullScreen
                ? "\n    lockScreen.modalPresentationStyle = UIModalPresentationFullScreen;"
                : "\n    // No style: a page sheet since iOS 13, which a swipe down dismisses, PIN or not."
            let present =
                context.form == .corrected
                ? "// From the topmost controller: over the app's own alert or sheet too.\n"
                    + "UIViewController *presenter = \(window).rootViewController;\n"
                    + "while (presenter.presentedViewController != nil) {\n"
                    + "    presenter = presenter.presentedViewController;\n}\n"
                    + "[presenter presentViewController:lockScreen animated:NO completion:NULL];"
                : "[\(window).rootViewController presentViewController:lockScreen animated:NO completion:NULL];"
            return HostedCode(
                up: "presentLockScreen",
                properties: [
                    "/// The lock screen while it is up: only the right PIN dismisses it.\n"
                        + "@property (nonatomic, weak) PINLockViewController *lockScreen;"
                ],
                members: [
                    """
                    - (void)presentLockScreen {
                        // Already locked: the screen from the last time is still up.
                        if (self.lockScreen != nil) return;
                        // Check the PIN against the credential your app keeps (in the Keychain).
                        PINLockViewController *lockScreen = [[PINLockViewController alloc] initWithPIN:@"1234"];\(style)
                        // Not animated: the snapshot comes next.
                    \(CodeText.indent(present))
                        self.lockScreen = lockScreen;
                    }
                    """
                ], imports: ["\"PINLockViewController.h\""],
                files: ObjCCompanions.pinLockViewController(context))
        case "ignore-snapshot":
            return HostedCode(
                up: "ignoreSnapshot",
                members: [
                    """
                    - (void)ignoreSnapshot {
                        // Prevent taking snapshot: it does not. It only shows the launch screen instead
                        // of the snapshot at the next cold launch; the App Switcher still shows the app.
                        [UIApplication.sharedApplication ignoreSnapshotOnNextApplicationLaunch];
                    }
                    """
                ])
        case "visual-effect-blur":
            return HostedCode(
                up: "showPrivacyOverlay", down: "removePrivacyOverlay",
                properties: [
                    "@property (nonatomic, strong) UIVisualEffectView *blurEffectView;",
                    "/// Holds the blur at its intensity: an animator paused part way to the effect.\n"
                        + "@property (nonatomic, strong) UIViewPropertyAnimator *blurAnimator;",
                ],
                members: [
                    """
                    - (void)showPrivacyOverlay {
                        // Don't add a new blur view if one already exists
                        UIView *rootView = \(window).subviews.firstObject;
                        if (self.blurEffectView != nil || rootView == nil) return;
                        UIVisualEffectView *blurEffectView = [[UIVisualEffectView alloc] initWithEffect:nil];
                        blurEffectView.frame = rootView.bounds;
                        blurEffectView.alpha = 0;
                        [rootView addSubview:blurEffectView];
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
        case "secure-field-layer":
            return HostedCode(
                launch: "makeWindowSecure",
                properties: [
                    "/// Whether the window is in the secure field's layer already: once is enough.\n"
                        + "@property (nonatomic) BOOL windowIsSecure;"
                ],
                members: [
                    """
                    /// Hosts the window's layer in a secure text field's, which captures leave blank.
                    /// Undocumented: it relies on UIKit's private layer tree.
                    - (void)makeWindowSecure {
                        if (self.windowIsSecure || self.window == nil) return;
                        UITextField *field = [UITextField new];
                        field.secureTextEntry = YES;
                        [self.window addSubview:field];
                        [self.window.layer.superlayer addSublayer:field.layer];
                        [field.layer.sublayers.firstObject addSublayer:self.window.layer];
                        self.windowIsSecure = YES;
                    }
                    """
                ])
        default:
            return HostedCode()
        }
    }
}
