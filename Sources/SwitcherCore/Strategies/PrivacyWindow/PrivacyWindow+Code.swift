/// `privacy-window`'s code, in Swift and Objective-C, as `switcherlab code` prints it: the calls its
/// callbacks make and the members they use, in UIKit's own names (`PrivacyWindow.swift` is what the
/// lab runs).
struct PrivacyWindowCode: UIKitCode {
    static let citation: [String] = [
        "From \(Article.a000),", "\"Show PrivacyProtectionViewController when Backgrounded\".",
    ]

    let context: ListingContext

    var swift: HostedCode {
        let (make, show) = statements(objc: false)
        return HostedCode(
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
        let (make, show) = statements(objc: true)
        return HostedCode(
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

    /// The statements that make the privacy window and show it, in Objective-C or Swift. Made
    /// in the host's window's scene; before scenes, over the app's window (UIScreen.main is
    /// deprecated from iOS 26: the app's own window has the bounds) or on the main screen.
    /// Shown: the article makes it key; the corrected form only shows it.
    private func statements(objc: Bool) -> (make: String, show: String) {
        let framed = { (frame: String) in
            objc
                ? "self.privacyProtectionWindow = [[UIWindow alloc] initWithFrame:\(frame)];"
                : "privacyProtectionWindow = UIWindow(frame: \(frame))"
        }
        let make =
            host != .appDelegate
            ? (objc
                ? "UIWindowScene *windowScene = \(window).windowScene;\nif (windowScene == nil) return;\n"
                    + "self.privacyProtectionWindow = [[UIWindow alloc] initWithWindowScene:windowScene];"
                : """
                guard let windowScene = \(window)?.windowScene else { return }
                privacyProtectionWindow = UIWindow(windowScene: windowScene)
                """)
            : context.targets(26)
                ? "// Before scenes: a window over the app's.\n"
                    + framed(objc ? "self.window.bounds" : "window?.bounds ?? .zero")
                : "// Before scenes: a window on the main screen.\n"
                    + framed(objc ? "UIScreen.mainScreen.bounds" : "UIScreen.main.bounds")
        let show =
            corrected
            ? "// Shown, not made key: the app's window keeps the keyboard and VoiceOver's focus.\n"
                + (objc
                    ? "self.privacyProtectionWindow.hidden = NO;"
                    : "privacyProtectionWindow?.isHidden = false")
            : objc
                ? "[self.privacyProtectionWindow makeKeyAndVisible];"
                : "privacyProtectionWindow?.makeKeyAndVisible()"
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

    /// The methods the host's callbacks call.
    let calls = HostCalls(up: "showPrivacyProtectionWindow", down: "hidePrivacyProtectionWindow")
}
