/// `hide-window`'s code, in Swift and Objective-C, as `switcherlab code` prints it: the calls its
/// callbacks make and the members they use, in UIKit's own names (`HideWindow.swift` is what the
/// lab runs).
struct HideWindowCode: UIKitCode {
    static let citation: [String] = ["From \(Article.a004),", "\"Method 1: crude yet simple\"."]

    let context: ListingContext

    var swift: HostedCode {
        return HostedCode(
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
    }

    var objc: HostedCode {
        return HostedCode(
            members: [
                "- (void)hideWindow {\n    // hide main window\n    \(window).hidden = YES;\n}",
                "- (void)showWindow {\n    // bring main window back\n    \(window).hidden = NO;\n}",
            ])
    }

    /// The methods the host's callbacks call.
    let calls = HostCalls(up: "hideWindow", down: "showWindow")
}
