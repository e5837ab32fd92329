import SwitcherCore

/// The view controllers a strategy shows, in Objective-C: a header and an implementation each.
enum ObjCCompanions {
    private static func pair(_ name: String, _ context: CodeContext, header: String, implementation: String)
        -> [CodeFile]
    {
        [
            CodeFile(
                name: "\(name).h",
                text: CodeText.blocks([
                    CodeText.heading("\(name).h", context), "#import <UIKit/UIKit.h>", header,
                ])
                    + "\n"),
            CodeFile(
                name: "\(name).m",
                text: CodeText.blocks([
                    CodeText.heading("\(name).m", context), "#import \"\(name).h\"", implementation,
                ]) + "\n"),
        ]
    }

    /// Article 000's PrivacyProtectionViewController (see `SwiftCompanions`).
    static func privacyProtectionViewController(_ context: CodeContext) -> [CodeFile] {
        pair(
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

    /// The PIN screen of `lock-screen` (see `SwiftCompanions`).
    static func pinLockViewController(_ context: CodeContext) -> [CodeFile] {
        pair(
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
}
