/// How the user of the `android` device navigates (MODEL §58): gesture navigation (swipe up
/// from the bottom edge and hold for Recents) or the three buttons (Back, Home, Recents), as
/// `--android-nav gesture` and `Set AndroidNav gesture` name it. Every behaviour of the model
/// that depends on it is a member here, with its source in docs/MODEL.md. iOS ignores it.
///
/// Gesture navigation is the default: it is what a phone set up on a current Android release
/// uses, and the mode where Recents opened from the app shows the app live.
public enum AndroidNavigation: String, Hashable, Sendable, CaseIterable, Comparable,
    CustomStringConvertible, ListedSetting
{
    case gesture
    case buttons

    /// The mode every command runs unless told: gesture navigation.
    public static let current = AndroidNavigation.gesture

    /// `gesture or buttons`.
    public static let choices = allCases.map(\.rawValue).joined(separator: " or ")

    /// Reads `gesture` or `buttons`.
    public init(parsing text: String) throws(SettingError) {
        guard let mode = AndroidNavigation(rawValue: text) else {
            throw SettingError("bad Android navigation '\(text)' (expected \(Self.choices))")
        }
        self = mode
    }

    /// Both modes, gesture first.
    public static var all: [AndroidNavigation] { allCases }

    /// A mode given twice is named as `--android-nav` spells it.
    public var listedName: String { rawValue }

    /// `gesture navigation`, `button navigation`.
    public var description: String { self == .gesture ? "gesture navigation" : "button navigation" }

    public static func < (a: Self, b: Self) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }

    // MARK: What depends on it

    /// Whether Recents opened from inside the app shows the app's tile live — its window as it
    /// draws now, not the stored thumbnail — until the user leaves Recents (MODEL §58). On
    /// gesture navigation the swipe up shrinks the live window into its tile; with the Recents
    /// button the tile is the thumbnail taken as the app left the front (MODEL §24).
    public var recentsTileIsLive: Bool { self == .gesture }

    /// How the user opens Recents: `swipe up from the bottom edge and hold`, `Recents button`.
    public var recentsGesture: String {
        self == .gesture ? "swipe up from the bottom edge and hold" : "Recents button"
    }
}
