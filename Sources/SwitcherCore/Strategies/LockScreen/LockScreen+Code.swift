/// `lock-screen`'s code, in Swift and Objective-C, as `switcherlab code` prints it: the calls its
/// callbacks make and the members they use, in UIKit's own names (`LockScreen.swift` is what the
/// lab runs).
struct LockScreenCode: UIKitCode {
    static let citation: [String] = [
        "From \(Article.a000), \"Conclusion\" (a PIN unlock screen),",
        "placed where \(Article.a002) presents it.",
    ]

    let context: ListingContext

    var swift: HostedCode {
        let (style, present) = presenting(
            fromRoot: "\(window)?.rootViewController?.present(lockScreen, animated: false)", objc: false)
        return HostedCode(
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
                \(ListingText.indent(present))
                    self.lockScreen = lockScreen
                }
                """,
            ], files: [swiftViewController])
    }

    var objc: HostedCode {
        let (style, present) = presenting(
            fromRoot:
                "[\(window).rootViewController presentViewController:lockScreen animated:NO completion:NULL];",
            objc: true)
        return HostedCode(
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
                \(ListingText.indent(present))
                    self.lockScreen = lockScreen;
                }
                """
            ], imports: ["\"PINLockViewController.h\""],
            files: objcViewController)
    }

    /// The lock screen's style, on a line of its own: full screen when the configuration asks
    /// for it, or the comment that there is none; and its presentation, not animated (the
    /// snapshot comes next): from the root (`fromRoot`) as the article does, or, corrected,
    /// from the topmost controller.
    private func presenting(fromRoot: String, objc: Bool) -> (style: String, present: String) {
        let style =
            fullScreen("lockScreen", objc: objc)
            ?? "// No style: a page sheet since iOS 13, which a swipe down dismisses, PIN or not."
        let present =
            corrected
            ? "// From the topmost controller: over the app's own alert or sheet too.\n"
                + presentFromTopmost("lockScreen", animated: false, objc: objc)
            : fromRoot
        return ("\n    " + style, present)
    }

    /// The PIN screen of `lock-screen`: a title, a dot per digit, a hint; the number pad
    /// types into it (UIKeyInput). The right PIN dismisses it; a wrong one says so.
    var swiftViewController: CodeFile {
        viewControllerFile(
            "PINLockViewController",
            """
            class PINLockViewController: UIViewController, UIKeyInput {
                private let pin: String
                /// The digits typed so far.
                private var entered = ""
                private let titleLabel = UILabel()
                private let dotsLabel = UILabel()
                private let hintLabel = UILabel()

                init(pin: String) {
                    self.pin = pin
                    super.init(nibName: nil, bundle: nil)
                }

                required init?(coder: NSCoder) {
                    fatalError("init(coder:) has not been implemented")
                }

                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.backgroundColor = .black
                    titleLabel.text = "Locked"
                    titleLabel.font = UIFont.preferredFont(forTextStyle: .title1)
                    hintLabel.font = UIFont.preferredFont(forTextStyle: .body)
                    for label in [titleLabel, dotsLabel, hintLabel] {
                        label.textColor = label === hintLabel ? .gray : .white
                        label.textAlignment = .center
                        view.addSubview(label)
                    }
                    update(hint: "Enter PIN to unlock")
                }

                override func viewWillLayoutSubviews() {
                    super.viewWillLayoutSubviews()
                    let width = view.bounds.width
                    let middle = view.bounds.height / 3
                    titleLabel.frame = CGRect(x: 0, y: middle - 60, width: width, height: 40)
                    dotsLabel.frame = CGRect(x: 0, y: middle, width: width, height: 40)
                    hintLabel.frame = CGRect(x: 0, y: middle + 60, width: width, height: 30)
                }

                override func viewDidAppear(_ animated: Bool) {
                    super.viewDidAppear(animated)
                    becomeFirstResponder()  // the number pad comes up
                }

                override var canBecomeFirstResponder: Bool { true }

                // MARK: UIKeyInput

                var keyboardType: UIKeyboardType = .numberPad

                var hasText: Bool { !entered.isEmpty }

                func insertText(_ text: String) {
                    for character in text where character.isNumber {
                        entered.append(character)
                        guard entered.count >= pin.count else { continue }
                        if entered == pin {
                            dismiss(animated: true)
                            return
                        }
                        entered = ""
                        update(hint: "Wrong PIN, try again")
                        return
                    }
                    update(hint: "Enter PIN to unlock")
                }

                func deleteBackward() {
                    if !entered.isEmpty { entered.removeLast() }
                    update(hint: "Enter PIN to unlock")
                }

                private func update(hint: String) {
                    dotsLabel.text = (0..<pin.count).map { $0 < entered.count ? "●" : "○" }
                        .joined(separator: " ")
                    hintLabel.text = hint
                }
            }

            """)
    }

    /// The PIN screen of `lock-screen` (see `swiftViewController`).
    var objcViewController: [CodeFile] {
        ListingText.objcPair(
            "PINLockViewController", context,
            header: """
                @interface PINLockViewController : UIViewController <UIKeyInput>
                - (instancetype)initWithPIN:(NSString *)pin;
                @end
                """,
            implementation: """
                @interface PINLockViewController ()
                @property (nonatomic, copy) NSString *pin;
                /// The digits typed so far.
                @property (nonatomic, strong) NSMutableString *entered;
                @property (nonatomic, strong) UILabel *titleLabel;
                @property (nonatomic, strong) UILabel *dotsLabel;
                @property (nonatomic, strong) UILabel *hintLabel;
                @end

                @implementation PINLockViewController

                - (instancetype)initWithPIN:(NSString *)pin {
                    if ((self = [super initWithNibName:nil bundle:nil])) {
                        _pin = [pin copy];
                        _entered = [NSMutableString new];
                    }
                    return self;
                }

                - (void)viewDidLoad {
                    [super viewDidLoad];
                    self.view.backgroundColor = [UIColor blackColor];
                    self.titleLabel = [UILabel new];
                    self.titleLabel.text = @"Locked";
                    self.titleLabel.font = [UIFont preferredFontForTextStyle:UIFontTextStyleTitle1];
                    self.dotsLabel = [UILabel new];
                    self.hintLabel = [UILabel new];
                    self.hintLabel.font = [UIFont preferredFontForTextStyle:UIFontTextStyleBody];
                    for (UILabel *label in @[self.titleLabel, self.dotsLabel, self.hintLabel]) {
                        label.textColor = label == self.hintLabel ? [UIColor grayColor] : [UIColor whiteColor];
                        label.textAlignment = NSTextAlignmentCenter;
                        [self.view addSubview:label];
                    }
                    [self updateHint:@"Enter PIN to unlock"];
                }

                - (void)viewWillLayoutSubviews {
                    [super viewWillLayoutSubviews];
                    CGFloat width = CGRectGetWidth(self.view.bounds);
                    CGFloat middle = CGRectGetHeight(self.view.bounds) / 3;
                    self.titleLabel.frame = CGRectMake(0, middle - 60, width, 40);
                    self.dotsLabel.frame = CGRectMake(0, middle, width, 40);
                    self.hintLabel.frame = CGRectMake(0, middle + 60, width, 30);
                }

                - (void)viewDidAppear:(BOOL)animated {
                    [super viewDidAppear:animated];
                    [self becomeFirstResponder];  // the number pad comes up
                }

                - (BOOL)canBecomeFirstResponder {
                    return YES;
                }

                #pragma mark - UIKeyInput

                - (UIKeyboardType)keyboardType {
                    return UIKeyboardTypeNumberPad;
                }

                - (BOOL)hasText {
                    return self.entered.length > 0;
                }

                - (void)insertText:(NSString *)text {
                    NSCharacterSet *digits = NSCharacterSet.decimalDigitCharacterSet;
                    for (NSUInteger i = 0; i < text.length; i++) {
                        unichar character = [text characterAtIndex:i];
                        if (![digits characterIsMember:character]) continue;
                        [self.entered appendFormat:@"%C", character];
                        if (self.entered.length < self.pin.length) continue;
                        if ([self.entered isEqualToString:self.pin]) {
                            [self dismissViewControllerAnimated:YES completion:NULL];
                            return;
                        }
                        [self.entered setString:@""];
                        [self updateHint:@"Wrong PIN, try again"];
                        return;
                    }
                    [self updateHint:@"Enter PIN to unlock"];
                }

                - (void)deleteBackward {
                    if (self.entered.length > 0) {
                        [self.entered deleteCharactersInRange:NSMakeRange(self.entered.length - 1, 1)];
                    }
                    [self updateHint:@"Enter PIN to unlock"];
                }

                - (void)updateHint:(NSString *)hint {
                    NSMutableArray<NSString *> *dots = [NSMutableArray new];
                    for (NSUInteger i = 0; i < self.pin.length; i++) {
                        [dots addObject:i < self.entered.length ? @"●" : @"○"];
                    }
                    self.dotsLabel.text = [dots componentsJoinedByString:@" "];
                    self.hintLabel.text = hint;
                }

                @end
                """)
    }

    /// The methods the host's callbacks call.
    let calls = HostCalls(up: "presentLockScreen")
}
