/// `ignore-snapshot`'s code, in Swift and Objective-C, as `switcherlab code` prints it: the calls its
/// callbacks make and the members they use, in UIKit's own names (`IgnoreSnapshot.swift` is what the
/// lab runs).
struct IgnoreSnapshotCode: UIKitCode {
    static let citation: [String] = [
        "From \(Article.a003): ignoreSnapshotOnNextApplicationLaunch() alone,",
        "which does not keep the app out of the App Switcher.",
    ]

    let context: ListingContext

    var swift: HostedCode {
        return HostedCode(
            members: [
                """
                private func ignoreSnapshot() {
                    // Prevent taking snapshot: it does not. It only shows the launch screen instead
                    // of the snapshot at the next cold launch; the App Switcher still shows the app.
                    UIApplication.shared.ignoreSnapshotOnNextApplicationLaunch()
                }
                """
            ])
    }

    var objc: HostedCode {
        return HostedCode(
            members: [
                """
                - (void)ignoreSnapshot {
                    // Prevent taking snapshot: it does not. It only shows the launch screen instead
                    // of the snapshot at the next cold launch; the App Switcher still shows the app.
                    [UIApplication.sharedApplication ignoreSnapshotOnNextApplicationLaunch];
                }
                """
            ])
    }

    /// The methods the host's callbacks call.
    let calls = HostCalls(up: "ignoreSnapshot")
}
