import SwitcherCore

/// The Android strategies' code: the Activity's callbacks, in Kotlin or Java.
enum AndroidCode {
    /// One Activity callback: its name, and its body after the call to `super`.
    private struct Callback {
        let name: String
        let body: String
    }

    /// Each strategy's callbacks, members and imports, in `language`.
    private static func parts(_ context: CodeContext) -> (
        callbacks: [Callback], members: [String], imports: [String]
    ) {
        let kotlin = context.language == .kotlin
        let flag = "WindowManager.LayoutParams.FLAG_SECURE"
        let end = kotlin ? "" : ";"
        switch context.id {
        case "secure-flag":
            return (
                [
                    Callback(
                        name: "onCreate",
                        body: "// No thumbnail, and no screenshots, while the flag is on.\n"
                            + "\(kotlin ? "window" : "getWindow()").setFlags(\(flag), \(flag))\(end)")
                ],
                [], ["android.view.WindowManager"]
            )
        case "secure-flag-on-pause":
            let window = kotlin ? "window" : "getWindow()"
            return (
                [
                    Callback(
                        name: "onPause",
                        body: "// Too late: the Recents thumbnail was taken before onPause\n"
                            + "// (in time only for gesture navigation's live tile).\n"
                            + "\(window).setFlags(\(flag), \(flag))\(end)"),
                    Callback(name: "onResume", body: "\(window).clearFlags(\(flag))\(end)"),
                ], [], ["android.view.WindowManager"]
            )
        case "overlay-on-pause":
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
            let pause =
                kotlin
                ? """
                // The thumbnail was taken before onPause: the card shows the app, not this view
                // (gesture navigation's live tile of Recents opened from the app shows it).
                val rootLayout = findViewById<FrameLayout>(android.R.id.content)
                rootLayout.addView(privacyView)
                isPrivacyViewOn = true
                """
                : """
                // The thumbnail was taken before onPause: the card shows the app, not this view
                // (gesture navigation's live tile of Recents opened from the app shows it).
                FrameLayout rootLayout = (FrameLayout) findViewById(android.R.id.content);
                if (privacyView == null) {
                    privacyView = getLayoutInflater().inflate(R.layout.privacy_layout, null);
                }
                rootLayout.addView(privacyView);
                isPrivacyViewOn = true;
                """
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
            return (
                [Callback(name: "onPause", body: pause), Callback(name: "onResume", body: resume)], members,
                ["android.view.View", "android.widget.FrameLayout"]
            )
        default:  // recents-screenshot-disabled
            let body =
                kotlin
                ? """
                // Recents shows a plain card of the window background; screenshots still work.
                // Below API 33 the method does not exist: the thumbnail is taken. On gesture
                // navigation Recents opened from the app shows it live: this does not cover that.
                if (Build.VERSION.SDK_INT >= Build.VERSION_CODES.TIRAMISU) {
                    setRecentsScreenshotEnabled(false)
                }
                """
                : """
                // Recents shows a plain card of the window background; screenshots still work.
                // Below API 33 the method does not exist: the thumbnail is taken. On gesture
                // navigation Recents opened from the app shows it live: this does not cover that.
                if (Build.VERSION.SDK_INT >= Build.VERSION_CODES.TIRAMISU) {
                    setRecentsScreenshotEnabled(false);
                }
                """
            return ([Callback(name: "onCreate", body: body)], [], ["android.os.Build"])
        }
    }

    private static func method(_ callback: Callback, kotlin: Bool) -> String {
        let create = callback.name == "onCreate"
        let signature =
            kotlin
            ? "override fun \(callback.name)(\(create ? "savedInstanceState: Bundle?" : ""))"
            : "@Override\nprotected void \(callback.name)(\(create ? "Bundle savedInstanceState" : ""))"
        let superCall = "super.\(callback.name)(\(create ? "savedInstanceState" : ""))\(kotlin ? "" : ";")"
        return "\(signature) {\n" + CodeText.indent(superCall + "\n" + callback.body) + "\n}"
    }

    static func file(_ context: CodeContext) -> CodeFile {
        let kotlin = context.language == .kotlin
        let name = kotlin ? "MainActivity.kt" : "MainActivity.java"
        let (callbacks, members, imports) = parts(context)
        let all = (["android.os.Bundle", "androidx.appcompat.app.AppCompatActivity"] + imports).sorted()
        let importLines = all.map { "import \($0)\(kotlin ? "" : ";")" }.joined(separator: "\n")
        let classLine =
            kotlin
            ? "class MainActivity : AppCompatActivity()"
            : "public class MainActivity extends AppCompatActivity"
        let body = CodeText.blocks(members + callbacks.map { method($0, kotlin: kotlin) })
        let text = CodeText.blocks([
            CodeText.heading(name, context), "package com.example.app\(kotlin ? "" : ";")", importLines,
            "\(classLine) {\n" + CodeText.indent(body) + "\n}",
        ])
        return CodeFile(name: name, text: text + "\n")
    }

    static func snippet(_ context: CodeContext) -> String {
        let kotlin = context.language == .kotlin
        let (callbacks, members, imports) = parts(context)
        let importLines = imports.map { "import \($0)\(kotlin ? "" : ";")" }.joined(separator: "\n")
        return CodeText.blocks(
            [
                "// Add to MainActivity.\(kotlin ? "kt" : "java"), its imports:", importLines,
                "// In the class:",
            ]
                + members + callbacks.map { method($0, kotlin: kotlin) }) + "\n"
    }
}
