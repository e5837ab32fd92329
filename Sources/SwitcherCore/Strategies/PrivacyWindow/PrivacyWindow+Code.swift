/// `privacy-window`'s code, in Swift and Objective-C, as `switcherlab code` prints it: the calls its
/// callbacks make and the members they use, in UIKit's own names (`PrivacyWindow.swift` is what the
/// lab runs).
struct PrivacyWindowCode: UIKitCode {
    static let citation: [String] = [
        "From \(Article.a000),", "\"Show PrivacyProtectionViewController when Backgrounded\".",
    ]

    let context: ListingContext

    var swift: HostedCode {
        let (make, show) = statements(
            inScene: """
                guard let windowScene = \(window)?.windowScene else { return }
                privacyProtectionWindow = UIWindow(windowScene: windowScene)
                """,
            framed: { "privacyProtectionWindow = UIWindow(frame: \($0))" },
            appWindow: "window?.bounds ?? .zero", mainScreen: "UIScreen.main.bounds",
            shown: "privacyProtectionWindow?.isHidden = false",
            key: "privacyProtectionWindow?.makeKeyAndVisible()")
        return HostedCode(
            up: "showPrivacyProtectionWindow()", down: "hidePrivacyProtectionWindow()",
            members: [
                "private var privacyProtectionWindow: UIWindow?",
                """
                private func showPrivacyProtectionWindow() {
                \(ListingText.indent(make))
                    privacyProtectionWindow?.rootViewController = PrivacyProtectionViewController()
                    privacyProtectionWindow?.windowLevel = .alert + 1
                \(ListingText.indent(show))
                }
                """,
                """
                private func hidePrivacyProtectionWindow() {
                    privacyProtectionWindow?.isHidden = true
                    privacyProtectionWindow = nil
                }
                """,
            ], files: [swiftViewController])
    }

    var objc: HostedCode {
        let (make, show) = statements(
            inScene: "UIWindowScene *windowScene = \(window).windowScene;\nif (windowScene == nil) return;\n"
                + "self.privacyProtectionWindow = [[UIWindow alloc] initWithWindowScene:windowScene];",
            framed: { "self.privacyProtectionWindow = [[UIWindow alloc] initWithFrame:\($0)];" },
            appWindow: "self.window.bounds", mainScreen: "UIScreen.mainScreen.bounds",
            shown: "self.privacyProtectionWindow.hidden = NO;",
            key: "[self.privacyProtectionWindow makeKeyAndVisible];")
        return HostedCode(
            up: "showPrivacyProtectionWindow", down: "hidePrivacyProtectionWindow",
            properties: ["@property (nonatomic, strong) UIWindow *privacyProtectionWindow;"],
            members: [
                """
                - (void)showPrivacyProtectionWindow {
                \(ListingText.indent(make))
                    self.privacyProtectionWindow.rootViewController = [PrivacyProtectionViewController new];
                    self.privacyProtectionWindow.windowLevel = UIWindowLevelAlert + 1;
                \(ListingText.indent(show))
                }
                """,
                """
                - (void)hidePrivacyProtectionWindow {
                    self.privacyProtectionWindow.hidden = YES;
                    self.privacyProtectionWindow = nil;
                }
                """,
            ], imports: ["\"PrivacyProtectionViewController.h\""],
            files: objcViewController)
    }

    /// The statements that make the privacy window and show it. Made in the host's window's
    /// scene (`inScene`); before scenes, `framed` over the app's window (UIScreen.main is
    /// deprecated from iOS 26: the app's own window has the bounds) or on the main screen.
    /// Shown: the article makes it key (`key`); the corrected form only shows it (`shown`).
    private func statements(
        inScene: String, framed: (String) -> String, appWindow: String, mainScreen: String,
        shown: String, key: String
    ) -> (make: String, show: String) {
        let make =
            host != .appDelegate
            ? inScene
            : context.targets(26)
                ? "// Before scenes: a window over the app's.\n" + framed(appWindow)
                : "// Before scenes: a window on the main screen.\n" + framed(mainScreen)
        let show =
            corrected
            ? "// Shown, not made key: the app's window keeps the keyboard and VoiceOver's focus.\n" + shown
            : key
        return (make, show)
    }

    /// Article 000's PrivacyProtectionViewController: a grouped table's background (hence the
    /// superclass) and a grey Title1 message centred in the top two thirds.
    var swiftViewController: CodeFile {
        viewControllerFile(
            "PrivacyProtectionViewController",
            """
            class PrivacyProtectionViewController: UITableViewController {
                private lazy var privacyLabel: UILabel = {
                    let label = UILabel()
                    label.text = "Content hidden to protect your privacy"
                    label.textColor = .gray
                    label.textAlignment = .center
                    label.numberOfLines = 0
                    label.font = UIFont.preferredFont(forTextStyle: .title1)
                    label.adjustsFontForContentSizeCategory = true
                    view.addSubview(label)
                    return label
                }()

                init() {
                    super.init(style: .grouped)
                }

                required init?(coder: NSCoder) {
                    fatalError("init(coder:) has not been implemented")
                }

                override func viewWillLayoutSubviews() {
                    super.viewWillLayoutSubviews()
                    // Centre the label within the top two thirds of the view.
                    let bounds = view.bounds
                    let (slice, _) = bounds.divided(atDistance: bounds.height * 2 / 3, from: .minYEdge)
                    privacyLabel.frame = slice.insetBy(dx: 20, dy: 0)
                }
            }

            """)
    }

    /// Article 000's PrivacyProtectionViewController (see `swiftViewController`).
    var objcViewController: [CodeFile] {
        ListingText.objcPair(
            "PrivacyProtectionViewController", context,
            header: "@interface PrivacyProtectionViewController : UITableViewController\n@end",
            implementation: """
                @interface PrivacyProtectionViewController ()
                @property (nonatomic, strong) UILabel *privacyLabel;
                @end

                @implementation PrivacyProtectionViewController

                - (instancetype)init {
                    return [super initWithStyle:UITableViewStyleGrouped];
                }

                - (UILabel *)privacyLabel {
                    if (_privacyLabel == nil) {
                        UILabel *label = [UILabel new];
                        label.text = @"Content hidden to protect your privacy";
                        label.textColor = [UIColor grayColor];
                        label.textAlignment = NSTextAlignmentCenter;
                        label.numberOfLines = 0;
                        label.font = [UIFont preferredFontForTextStyle:UIFontTextStyleTitle1];
                        label.adjustsFontForContentSizeCategory = YES;
                        [self.view addSubview:label];
                        _privacyLabel = label;
                    }
                    return _privacyLabel;
                }

                - (void)viewWillLayoutSubviews {
                    [super viewWillLayoutSubviews];
                    // Centre the label within the top two thirds of the view.
                    CGRect bounds = self.view.bounds;
                    CGRect slice, remainder;
                    CGRectDivide(bounds, &slice, &remainder, CGRectGetHeight(bounds) * 2 / 3, CGRectMinYEdge);
                    self.privacyLabel.frame = CGRectInset(slice, 20, 0);
                }

                @end
                """)
    }
}
