/// `secure-flag`'s code, in Kotlin and Java, as `switcherlab code` prints it: the Activity callbacks
/// it overrides, its members and imports (`SecureFlag.swift` is what the lab runs).
enum SecureFlagCode {
    static let listing = StrategyListing.activity(code)

    static let citation: [String] = ["From \(Article.a003), \"Now with extra Android!\"."]

    static func code(_ context: ListingContext) -> ActivityCode {
        let kotlin = context.kotlin
        let flag = "WindowManager.LayoutParams.FLAG_SECURE"
        let end = kotlin ? "" : ";"
        return ActivityCode(
            [
                ActivityCode.Callback(
                    name: "onCreate",
                    body: "// No thumbnail, and no screenshots, while the flag is on.\n"
                        + "\(kotlin ? "window" : "getWindow()").setFlags(\(flag), \(flag))\(end)")
            ],
            [], ["android.view.WindowManager"]
        )
    }
}
