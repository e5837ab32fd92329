/// `secure-flag-on-pause`'s code, in Kotlin and Java, as `switcherlab code` prints it: the Activity callbacks
/// it overrides, its members and imports (`SecureFlagOnPause.swift` is what the lab runs). Its calls
/// are `secure-flag`'s (`SecureFlagCode`), moved to onPause and onResume.
enum SecureFlagOnPauseCode: ActivityListing {
    static let citation: [String] = [
        "As https://github.com/mozilla-mobile/focus-android/issues/103 reports it: too late,",
        "the Recents thumbnail is taken before onPause (gesture navigation's live tile goes blank).",
    ]

    static func code(_ context: ListingContext) -> ActivityCode {
        ActivityCode(
            [
                ActivityCode.Callback(
                    name: "onPause",
                    body: "// Too late: the Recents thumbnail was taken before onPause\n"
                        + "// (in time only for gesture navigation's live tile).\n"
                        + SecureFlagCode.setFlag(context)),
                ActivityCode.Callback(name: "onResume", body: SecureFlagCode.clearFlag(context)),
            ], [], SecureFlagCode.imports
        )
    }
}
