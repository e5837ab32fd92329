/// `overlay-on-pause`'s code, in Kotlin and Java, as `switcherlab code` prints it: the Activity callbacks
/// it overrides, its members and imports (`OverlayOnPause.swift` is what the lab runs).
enum OverlayOnPauseCode: ActivityListing {
    static let citation: [String] = [
        "From https://github.com/ava-labs/core-mobile/pull/430 (MainActivity.java).",
        "The Recents thumbnail is taken before onPause: the card shows the app, not the view",
        "(gesture navigation's live tile shows it).",
    ]

    static func code(_ context: ListingContext) -> ActivityCode {
        let kotlin = context.kotlin
        let members =
            kotlin
            ? [
                "private var isPrivacyViewOn = false",
                "private val privacyView: View by lazy {\n"
                    + "    layoutInflater.inflate(R.layout.privacy_layout, null)\n}",
            ]
            : [
                "private boolean isPrivacyViewOn = false;\nprivate View privacyView;"
            ]
        let tooLate = """
            // The thumbnail was taken before onPause: the card shows the app, not this view
            // (gesture navigation's live tile of Recents opened from the app shows it).

            """
        let pause =
            tooLate
            + (kotlin
                ? """
                val rootLayout = findViewById<FrameLayout>(android.R.id.content)
                rootLayout.addView(privacyView)
                isPrivacyViewOn = true
                """
                : """
                FrameLayout rootLayout = (FrameLayout) findViewById(android.R.id.content);
                if (privacyView == null) {
                    privacyView = getLayoutInflater().inflate(R.layout.privacy_layout, null);
                }
                rootLayout.addView(privacyView);
                isPrivacyViewOn = true;
                """)
        let resume =
            kotlin
            ? """
            if (isPrivacyViewOn) {
                val rootLayout = findViewById<FrameLayout>(android.R.id.content)
                rootLayout.removeViewAt(rootLayout.childCount - 1)
                isPrivacyViewOn = false
            }
            """
            : """
            if (isPrivacyViewOn) {
                FrameLayout rootLayout = (FrameLayout) findViewById(android.R.id.content);
                rootLayout.removeViewAt(rootLayout.getChildCount() - 1);
                isPrivacyViewOn = false;
            }
            """
        return ActivityCode(
            [
                ActivityCode.Callback(name: "onPause", body: pause),
                ActivityCode.Callback(name: "onResume", body: resume),
            ], members,
            ["android.view.View", "android.widget.FrameLayout"]
        )
    }
}
