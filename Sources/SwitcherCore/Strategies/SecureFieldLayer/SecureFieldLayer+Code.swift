/// `secure-field-layer`'s code, in Swift and Objective-C, as `switcherlab code` prints it: the calls its
/// callbacks make and the members they use, in UIKit's own names (`SecureFieldLayer.swift` is what the
/// lab runs).
struct SecureFieldLayerCode: UIKitCode {
    static let citation: [String] = [
        "From \"Prevent screen capture in an iOS app\" (https://stackoverflow.com/questions/18680028).",
        "Undocumented: reported to work on iOS 13 to 16 only",
        "(https://github.com/prongbang/ScreenProtectorKit/issues/6).",
    ]

    let context: ListingContext

    var swift: HostedCode {
        return HostedCode(
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
    }

    var objc: HostedCode {
        return HostedCode(
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
    }

    /// The methods the host's callbacks call.
    let calls = HostCalls(launch: "makeWindowSecure")
}
