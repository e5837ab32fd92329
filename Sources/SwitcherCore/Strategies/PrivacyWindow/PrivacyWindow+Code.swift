/// `privacy-window`'s code, in Swift and Objective-C, as `switcherlab code` prints it: the calls its
/// callbacks make and the members they use, in UIKit's own names (`PrivacyWindow.swift` is what the
/// lab runs).
struct PrivacyWindowCode: UIKitCode {
    static let citation: [String] = [
        "From \(Article.a000),", "\"Show PrivacyProtectionViewController when Backgrounded\".",
    ]

    let context: ListingContext

    var swift: HostedCode {
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
            corrected
            ? "// Shown, not made key: the app's window keeps the keyboard and VoiceOver's focus.\n"
                + "privacyProtectionWindow?.isHidden = false"
            : "privacyProtectionWindow?.makeKeyAndVisible()"
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
            corrected
            ? "// Shown, not made key: the app's window keeps the keyboard and VoiceOver's focus.\n"
                + "self.privacyProtectionWindow.hidden = NO;"
            : "[self.privacyProtectionWindow makeKeyAndVisible];"
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

    /// Article 000's PrivacyProtectionViewController: a grouped table's background (hence the
    /// superclass) and a grey Title1 message centred in the top two thirds.
    var swiftViewController: CodeFile {
        let name = "PrivacyProtectionViewController.swift"
        return ListingText.swiftFile(
            name, context, importing: "UIKit",
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
