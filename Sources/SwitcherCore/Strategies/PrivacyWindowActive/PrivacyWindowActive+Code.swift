/// `privacy-window-active`'s code, in Swift and Objective-C, as `switcherlab code` prints it: the calls its
/// callbacks make and the members they use, in UIKit's own names (`PrivacyWindowActive.swift` is what the
/// lab runs). Its code is `privacy-window`'s (`PrivacyWindowCode`): the active trigger moves the calls.
enum PrivacyWindowActiveCode {
    static let listing = PrivacyWindowCode.listing

    static let citation: [String] = [
        "From \(Article.a000),", "\"Test the App\": the calls moved to resign/become active.",
    ]
}
