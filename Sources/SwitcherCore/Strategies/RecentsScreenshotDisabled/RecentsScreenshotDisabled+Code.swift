/// `recents-screenshot-disabled`'s code, in Kotlin and Java, as `switcherlab code` prints it: the Activity callbacks
/// it overrides, its members and imports (`RecentsScreenshotDisabled.swift` is what the lab runs).
enum RecentsScreenshotDisabledCode: ActivityListing {
    static let citation: [String] = [
        "From Android's Activity.setRecentsScreenshotEnabled(boolean), API 33, guarded as",
        "https://github.com/element-hq/element-x-android/pull/1757 ships it.",
    ]

    static func code(_ context: ListingContext) -> ActivityCode {
        let body = """
            // Recents shows a plain card of the window background; screenshots still work.
            // Below API 33 the method does not exist: the thumbnail is taken. On gesture
            // navigation Recents opened from the app shows it live: this does not cover that.
            if (Build.VERSION.SDK_INT >= Build.VERSION_CODES.TIRAMISU) {
                setRecentsScreenshotEnabled(false)\(context.end)
            }
            """
        return ActivityCode([ActivityCode.Callback(name: "onCreate", body: body)], [], ["android.os.Build"])
    }
}
