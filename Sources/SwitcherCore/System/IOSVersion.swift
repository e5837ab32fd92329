/// The iOS release a world runs (MODEL §41): a major version, as `--ios 17` and `Set iOS 17`
/// name it. Every behaviour of the model that depends on it is a member here, with its source
/// in docs/MODEL.md, so nothing else asks which version it is.
public struct IOSVersion: Hashable, Sendable, CustomStringConvertible, ModeledRelease {
    public let major: Int

    /// The releases the lab knows, oldest first: the scene lifecycle came with 13, and Apple
    /// went from 18 to 26.
    public static let released = [13, 14, 15, 16, 17, 18, 26, 27]
    /// The current release, the default everywhere.
    public static let current = IOSVersion(checked: 27)
    /// Every release the lab knows, oldest first.
    public static let all = released.map(IOSVersion.init(checked:))

    private init(checked major: Int) { self.major = major }

    /// Reads `17` (an `iOS` prefix and a `.x` minor are not taken: the model has majors only).
    public init(parsing text: String) throws(SettingError) {
        let major = try Self.number(text, bad: "iOS version", example: 17)
        if major > 18 && major < 26 {
            throw SettingError("there is no iOS \(major): after iOS 18 came iOS 26 (expected \(Self.range))")
        }
        self = try Self.modeled(major, named: "iOS \(major)")
    }

    /// `13 to 18, 26 or 27`.
    public static let range = "13 to 18, 26 or 27"

    public var description: String { "iOS \(major)" }

    /// The major version, as `ModeledRelease` orders and finds it.
    public var number: Int { major }

    // MARK: What depends on it

    /// What `UIModalPresentationStyle.automatic` is for a plain view controller: a page sheet
    /// before iOS 18, a form sheet from iOS 18 on (Apple's `automatic` documentation).
    public var automaticPresentation: UIModalPresentationStyle { major >= 18 ? .formSheet : .pageSheet }

    /// Whether an app without the UIScene lifecycle fails to launch on this release when it is
    /// built with this release's SDK: from 27, "the next major release following iOS 26"
    /// (TN3187; MODEL §42). Built with an earlier SDK it still launches, and the lab runs it so.
    public var requiresScenes: Bool { major >= 27 }

    /// SwiftUI's `App` and `ScenePhase` exist from iOS 14 (Apple's documentation of both): a
    /// strategy whose code is SwiftUI's has no configuration before it.
    public var hasSwiftUIApp: Bool { major >= 14 }

    /// The line UIKit logs for an app without the UIScene lifecycle, at launch: from iOS 18.4
    /// (the model's 18 is its last update), reworded on 26 (TN3187); on 27, for an app built
    /// with an earlier SDK, 26's line is assumed (MODEL §42).
    public var appLifecycleLog: String? {
        if major >= 26 {
            return
                "UIScene lifecycle will soon be required. Failure to adopt will result in an assert in the future."
        }
        if major >= 18 {
            return
                "This process does not adopt UIScene lifecycle. This will become an assert in a future version."
        }
        return nil
    }

    /// The releases where the secure text field layer trick, in the form first shared, is
    /// reported to leave a window out of captures: from 13 (secure text hidden from captures)
    /// to 16; reported broken by iOS 17 (MODEL §47). Undocumented.
    public static let secureTextFieldReleases = 13...16

    /// Whether a window hosted in a secure text field's layer is left out of captures.
    public var secureTextFieldHidesCaptures: Bool { Self.secureTextFieldReleases.contains(major) }

    /// The warning the lab shows for the `app` lifecycle on this release, in TN3187's words.
    public var appLifecycleWarning: String? {
        guard let log = appLifecycleLog else { return nil }
        var text = "\(self) logs for an app without the UIScene lifecycle: \"\(log)\""
        if requiresScenes {
            return "\(self): built with the \(self) SDK, an app without the UIScene lifecycle does not launch"
                + " (TN3187: \"UIScene lifecycle will be required when building with the latest SDK;"
                + " otherwise, your app won't launch\"); built with an earlier SDK it runs, as measured here."
                + " \(Self.sceneMigration)"
        }
        if major >= 26 {
            text +=
                " TN3187: \"In the next major release following iOS 26, UIScene lifecycle will be required"
                + " when building with the latest SDK; otherwise, your app won't launch.\""
        }
        return text
    }

    /// The same warning short enough for the lab's message rows: the release, what it logs
    /// about, and TN3187's consequence.
    public var appLifecycleNotice: String? {
        guard appLifecycleLog != nil else { return nil }
        if requiresScenes {
            return
                "\(self) warns: this app lacks the UIScene lifecycle; built with its SDK, an app without it"
                + " won't launch (TN3187)"
        }
        let consequence =
            major >= 26
            ? "after iOS 26, an app without it won't launch" : "a future release will assert"
        return "\(self) warns: this app lacks the UIScene lifecycle; \(consequence) (TN3187)"
    }

    /// The migration TN3187 asks for, in a sentence.
    public static let sceneMigration =
        "Migrate to the scene life cycle (TN3187): a UIApplicationSceneManifest in Info.plist, a"
        + " UIWindowSceneDelegate that creates the window in scene(_:willConnectTo:options:), and the app"
        + " delegate's UI callbacks moved to it (switcherlab recommend --lifecycle scene ranks that code)."
}
