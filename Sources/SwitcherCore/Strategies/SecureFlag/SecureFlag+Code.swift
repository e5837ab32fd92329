/// `secure-flag`'s code, in Kotlin and Java, as `switcherlab code` prints it: the Activity callbacks
/// it overrides, its members and imports (`SecureFlag.swift` is what the lab runs).
enum SecureFlagCode: ActivityListing {
    static let citation: [String] = ["From \(Article.a003), \"Now with extra Android!\"."]

    static func code(_ context: ListingContext) -> ActivityCode {
        ActivityCode(
            [
                ActivityCode.Callback(
                    name: "onCreate",
                    body: "// No thumbnail, and no screenshots, while the flag is on.\n" + setFlag(context))
            ],
            [], imports
        )
    }

    /// The flag set on the Activity's window (`secure-flag-on-pause` sets it too).
    static func setFlag(_ context: ListingContext) -> String {
        "\(window(context)).setFlags(\(flag), \(flag))\(context.end)"
    }

    /// The flag cleared from the Activity's window.
    static func clearFlag(_ context: ListingContext) -> String {
        "\(window(context)).clearFlags(\(flag))\(context.end)"
    }

    static let imports = ["android.view.WindowManager"]

    private static let flag = "WindowManager.LayoutParams.FLAG_SECURE"

    /// The Activity's window: Kotlin's property, Java's getter.
    private static func window(_ context: ListingContext) -> String {
        context.kotlin ? "window" : "getWindow()"
    }
}
