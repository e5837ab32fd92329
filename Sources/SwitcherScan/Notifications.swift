/// The app's own notifications: a handler that posts one (`NotificationCenter.default.post(name:
/// .appWillResign…)`) runs, inside the post, every observer of it the app registers
/// (`addObserver(…name:)`, `publisher(for:)` with `sink` or `onReceive`, Objective-C's
/// `addObserver:selector:name:object:`). The post is a call, the observers the functions it
/// is to, by one name: `posted:` and the notification's name as the source spells its last
/// word (`.appWillResign`, `Notification.Name.appWillResign` and `Notification.Name("appWillResign")`
/// are one).
public enum Notifications {
    static let prefix = "posted:"

    /// Whether a call's member is a notification's post.
    public static func isPosted(_ member: String) -> Bool { member.hasPrefix(prefix) }

    /// The member a post and its observers share, or nil for UIKit's own lifecycle
    /// notifications (read as handlers of their own) and for a name that is no identifier.
    public static func member(_ expression: String) -> String? {
        guard LifecycleNames.notification(expression) == nil else { return nil }
        var text = Substring(expression.filter { !$0.isWhitespace })
        // `Notification.Name("x")`, `NSNotification.Name(rawValue: "x")`: the string's.
        if let quote = text.firstIndex(of: "\"") {
            text = text[text.index(after: quote)...].prefix { $0 != "\"" }
        } else {
            text = text.split(separator: ".").last ?? text
        }
        let name = text.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        guard name.count == text.count, let first = name.first, !first.isNumber else { return nil }
        // Objective-C's constants end in `Notification`; Swift's `.x` often do not.
        var key = String(name)
        if key.hasSuffix("Notification"), key.count > 12 { key.removeLast(12) }
        return prefix + key.prefix(1).lowercased() + key.dropFirst()
    }
}
