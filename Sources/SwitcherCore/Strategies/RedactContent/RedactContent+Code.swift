/// `redact-content`'s code, in Swift and Objective-C, as `switcherlab code` prints it: the calls its
/// callbacks make and the members they use, in UIKit's own names (`RedactContent.swift` is what the
/// lab runs).
struct RedactContentCode: UIKitCode {
    static let citation: [String] = [
        "From \(Article.a001),", "\"Hide sensitive data before going into the background\".",
    ]

    let context: ListingContext

    var objc: HostedCode {
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
            properties: [
                "/// The labels emptied, with the texts they held, to put back.\n"
                    + "@property (nonatomic, strong) NSMapTable<UILabel *, NSString *> *removedTexts;"
            ],
            members: [
                """
                - (void)removeSensitiveData {
                    // Remove user sensitive data! Once: the labels are empty already.
                    if (self.removedTexts.count > 0) return;
                \(ListingText.indent(labels))
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
    }

    /// article 001 (redact): the sensitive fields emptied and restored.
    var swift: HostedCode {
        var code = HostedCode(
            members: [
                """
                /// The texts taken out of the sensitive labels, to put back.
                private var removedTexts: [(label: UILabel, text: String?)] = []
                """,
                """
                private func removeSensitiveData() {
                    // Remove user sensitive data! Once: the labels are empty already.
                    guard removedTexts.isEmpty else { return }
                    for label in sensitiveLabels where !(label.text ?? "").isEmpty {
                        removedTexts.append((label, label.text))
                        label.text = nil
                    }
                }
                """,
                """
                /// The state restoration: every label back as it was.
                private func restoreSensitiveData() {
                    for (label, text) in removedTexts { label.text = text }
                    removedTexts = []
                }
                """,
            ])
        if host == .notifications {
            code.members.insert(
                """
                /// The labels that show sensitive data: fill it in viewDidLoad, or connect them.
                var sensitiveLabels: [UILabel] = []
                """, at: 0)
        } else {
            code.members.insert(
                """
                /// The labels of the screen on show that hold sensitive data.
                private var sensitiveLabels: [UILabel] {
                    (\(window)?.rootViewController as? SensitiveContent)?.sensitiveLabels ?? []
                }
                """, at: 0)
            code.declarations.append(
                """
                /// Adopted by the view controllers that show sensitive data.
                protocol SensitiveContent: AnyObject {
                    var sensitiveLabels: [UILabel] { get }
                }
                """)
        }
        return code
    }

    /// The methods the host's callbacks call.
    let calls = HostCalls(up: "removeSensitiveData", down: "restoreSensitiveData")
}
