import Foundation
import SwitcherTestSupport
import Testing

/// `scan --fix`: a diff of the app's own files that `git apply` takes, after which the scan
/// finds nothing leaking.
@Suite struct ScanFixTests {
    static func fixture(_ name: String) -> URL {
        Repository.root.appendingPathComponent("Tests/Fixtures/scan/\(name)")
    }

    /// The fix of `fixture`, applied with git to a copy: the diff, what it said, the rescan.
    /// `scan --fix` on a copy of `fixture`, after `change` rewrote its `file` if one is named;
    /// the diff applied with `git apply` (when there is one) and the copy scanned again.
    static func fixAndRescan(
        _ fixture: String, changing file: String? = nil, _ change: (String) -> String = { $0 }
    ) throws -> (diff: String, notes: String, before: Int32, after: Int32) {
        try withTemporaryDirectory { directory in
            let app = directory.appendingPathComponent("app")
            try FileManager.default.copyItem(at: Self.fixture(fixture), to: app)
            if let file {
                let url = app.appendingPathComponent(file)
                try Data(change(try String(contentsOf: url, encoding: .utf8)).utf8).write(to: url)
            }
            let before = try Switcherlab.run(["scan", "."], in: app)
            let fix = try Switcherlab.run(["scan", ".", "--fix"], in: app)
            #expect(fix.status == 0, "\(fix.error)")
            guard !fix.output.isEmpty else { return (fix.output, fix.error, before.status, before.status) }
            let patch = directory.appendingPathComponent("fix.diff")
            try Data(fix.output.utf8).write(to: patch)
            let git = try Subprocess.run(
                "/usr/bin/env", ["git", "apply", "--unsafe-paths", patch.path], in: app)
            #expect(git.status == 0, "git apply: \(git.error)\n\(fix.output)")
            let after = try Switcherlab.run(["scan", "."], in: app)
            return (fix.output, fix.error, before.status, after.status)
        }
    }

    /// `fixAndRescan` after `old` was replaced with `new` in a copy's `file`.
    static func fixAndRescan(
        _ fixture: String, changing file: String, replacing old: String, with new: String
    ) throws -> (diff: String, notes: String, before: Int32, after: Int32) {
        try fixAndRescan(fixture, changing: file) { $0.replacingOccurrences(of: old, with: new) }
    }

    @Test func theCallMovesToTheResignActiveTwinAndTheCardNoLongerLeaks() throws {
        let result = try Self.fixAndRescan("scene-privacy-window")
        #expect(result.before == 1)
        #expect(result.diff.hasPrefix("--- a/App/SceneDelegate.swift\n+++ b/App/SceneDelegate.swift\n@@ "))
        #expect(result.diff.contains("-        showPrivacyProtectionWindow()\n"))
        #expect(
            result.diff.contains(
                "+    func sceneWillResignActive(_ scene: UIScene) {\n+        showPrivacyProtectionWindow()\n"
            ))
        #expect(
            result.diff.contains(
                "+    func sceneDidBecomeActive(_ scene: UIScene) {\n+        hidePrivacyProtectionWindow()\n"
            ))
        #expect(result.notes.contains("(MODEL §11): the call moved to its resign-active twin"))
        #expect(result.after == 0)
    }

    @Test func theFlagMovesToOnCreateAndTheClearGoes() throws {
        let result = try Self.fixAndRescan("android-flag-secure-onpause")
        #expect(result.before == 1)
        #expect(
            result.diff.contains(
                "         super.onCreate(savedInstanceState);\n+        getWindow().addFlags(FLAG_SECURE);\n")
        )
        #expect(result.diff.contains("-        getWindow().clearFlags(FLAG_SECURE);\n"))
        #expect(result.after == 0)
    }

    @Test func whatItCannotMendInPlaceItSaysAndAddsRecommendsChoiceToTheHostApp() throws {
        let result = try Self.fixAndRescan("java-cordova-plugin")
        #expect(result.before == 1)
        #expect(
            result.notes.contains(
                "FLAG_SECURE is added in onPause under a condition: move it to onCreate by hand"))
        // The plugin's own code stays; the host app's Activity gets the flag at onCreate.
        #expect(!result.diff.contains("PrivacyScreenPlugin.java"))
        #expect(
            result.diff.contains(
                "+++ b/platforms/android/app/src/main/java/com/example/vault/MainActivity.java"))
        #expect(result.diff.contains("+import android.view.WindowManager;\n"))
        #expect(result.notes.contains("com.example.vault: after this diff the scan finds no card leaking"))
        #expect(result.after == 0)
        let refused = try Switcherlab.run(["scan", Self.fixture("nothing").path, "--fix", "--format", "json"])
        #expect(refused.status == 2)
    }

    /// The fix of an app with no privacy code: recommend's choice merged into the scene
    /// delegate it has (its own method kept, the import beside its own).
    @Test func anAppWithNothingGetsRecommendsChoiceInItsOwnSceneDelegate() throws {
        let result = try Self.fixAndRescan("nothing")
        #expect(result.before == 1)
        #expect(result.diff.hasPrefix("--- a/App/SceneDelegate.swift\n+++ b/App/SceneDelegate.swift\n"))
        #expect(result.diff.contains(" import UIKit\n+import CoreImage\n"))
        #expect(
            result.diff.contains(
                "         (UIApplication.shared.delegate as? AppDelegate)?.saveContext()\n     }\n+\n"
                    + "+    func sceneWillResignActive(_ scene: UIScene) {\n"))
        #expect(result.notes.contains("added recommend's choice, switcherlab code "))
        #expect(result.after == 0)
    }

    /// A fade finished in didEnterBackground while it still runs: its animation removed first.
    @Test func aFadeStillRunningIsCompletedNotReplaced() throws {
        let result = try Self.fixAndRescan("alpha-fade-without-remove")
        #expect(result.before == 1)
        #expect(
            result.diff.contains("+        overlay.layer.removeAllAnimations()\n         overlay.alpha = 1\n")
        )
        #expect(!result.diff.contains("CoreImage"))
        #expect(result.after == 0)
    }

    /// An Activity with no onCreate of its own (a base class's): one is added before onPause,
    /// above its comment, with `Bundle`'s import, and the flag moved into it.
    @Test func anActivityWithNoOnCreateGetsOne() throws {
        let result = try Self.fixAndRescan(
            "android-flag-secure-onpause", changing: "app/src/main/java/com/example/notes/MainActivity.java"
        ) {
            $0.replacingOccurrences(
                of:
                    "    @Override\n    protected void onCreate(Bundle savedInstanceState) {\n"
                    + "        super.onCreate(savedInstanceState);\n        setContentView(R.layout.main);\n    }\n\n",
                with: ""
            )
            .replacingOccurrences(of: "import android.os.Bundle;\n", with: "")
        }
        #expect(result.before == 1)
        #expect(
            result.diff.contains(" import android.app.Activity;\n+import android.os.Bundle;\n"),
            "\(result.diff)")
        #expect(
            result.diff.contains(
                " public class MainActivity extends Activity {\n+    @Override\n"
                    + "+    protected void onCreate(Bundle savedInstanceState) {\n"
                    + "+        super.onCreate(savedInstanceState);\n+        getWindow().addFlags(FLAG_SECURE);\n"
                    + "+    }\n+\n     // Too late"), "\(result.diff)")
        #expect(result.notes.contains("moved to an onCreate added to the class"))
        #expect(result.after == 0)
    }

    /// A SwiftUI cover put up on `.background` goes up on leaving `.active`: the switcher
    /// card no longer leaks. The app's own sheet, drawn over a view's cover, still would: a
    /// scene delegate of the app's own covers it (MODEL §57, §67).
    @Test func aScenePhaseTestOfBackgroundBecomesOneOfLeavingActive() throws {
        let result = try Self.fixAndRescan("swiftui-view-scenephase")
        #expect(result.before == 1)
        #expect(
            result.diff.contains(
                "-                if newPhase == .background {\n+                if newPhase != .active {\n"),
            "\(result.diff)")
        #expect(result.notes.contains("now on leaving .active"))
        #expect(result.diff.contains("+++ b/Notes/SceneDelegate.swift\n"), "\(result.diff)")
        #expect(
            result.notes.contains("Notes: after this diff the scan finds no card leaking"), "\(result.notes)")
        #expect(result.after == 0)
    }

    static let onPauseActivity = "app/src/main/java/com/example/notes/MainActivity.java"

    /// What a line-wise move would break is left to a person, and said: a flag on a line with
    /// other code, a lifecycle observer's flag (no Activity to add an onCreate to).
    @Test func aFlagALineCannotMoveIsLeftAndSaid() throws {
        let shared = try Self.fixAndRescan(
            "android-flag-secure-onpause", changing: Self.onPauseActivity,
            replacing: "        super.onPause();\n        getWindow().addFlags(FLAG_SECURE);\n",
            with: "        super.onPause(); getWindow().addFlags(FLAG_SECURE);\n")
        #expect(
            !shared.diff.contains("-        super.onPause(); getWindow().addFlags(FLAG_SECURE);"),
            "\(shared.diff)")
        #expect(shared.notes.contains("FLAG_SECURE is added in onPause on a line with other code"))
        let observer = try Self.fixAndRescan("android-flag-secure-onpause", changing: Self.onPauseActivity) {
            _ in
            """
            package com.example.notes;

            import android.app.Activity;
            import android.os.Bundle;
            import android.view.WindowManager;

            public class MainActivity extends Activity {
                @Override
                protected void onCreate(Bundle savedInstanceState) {
                    super.onCreate(savedInstanceState);
                    getLifecycle().addObserver(new SecureObserver(this));
                }
            }

            class SecureObserver implements DefaultLifecycleObserver {
                private final Activity activity;

                SecureObserver(Activity activity) { this.activity = activity; }

                @Override
                public void onPause(LifecycleOwner owner) {
                    activity.getWindow().addFlags(WindowManager.LayoutParams.FLAG_SECURE);
                }
            }

            """
        }
        #expect(observer.notes.contains("onPause of a lifecycle observer, no Activity"), "\(observer.notes)")
        #expect(!observer.diff.contains("-        activity.getWindow().addFlags"), "\(observer.diff)")
    }

    /// A plugin's flag added in onPause while a switch of its own is on (`if (enabled)`): set
    /// where the switch turns on, on the UI thread, and the clear on every return removed; the
    /// host app needs nothing added.
    static let cordovaPlugin =
        "platforms/android/app/src/main/java/org/example/privacy/PrivacyScreenPlugin.java"

    /// The fixture's plugin with its switch set by `enable` and `disable` as `switchedOn` and
    /// `switchedOff` write it, and a plain clear in onResume.
    static func switchedPlugin(on switchedOn: String, off switchedOff: String) -> (String) -> String {
        {
            $0.replacingOccurrences(
                of: "            enabled = true;\n            secure(true);\n", with: switchedOn
            )
            .replacingOccurrences(
                of: "        return false;\n",
                with: """
                            if ("disable".equals(action)) {
                    \(switchedOff)            callbackContext.success();
                                return true;
                            }
                            return false;

                    """
            )
            .replacingOccurrences(
                of: """
                            cordova.getActivity().runOnUiThread(new Runnable() {
                                @Override
                                public void run() {
                                    secure(false);
                                }
                            });

                    """,
                with:
                    "        cordova.getActivity().getWindow().clearFlags(WindowManager.LayoutParams.FLAG_SECURE);\n"
            )
        }
    }

    @Test func aFlagUnderTheClassesOwnSwitchIsSetWhereTheSwitchTurnsOn() throws {
        let result = try Self.fixAndRescan(
            "java-cordova-plugin", changing: Self.cordovaPlugin,
            Self.switchedPlugin(on: "            enabled = true;\n", off: "            enabled = false;\n"))
        #expect(result.before == 1)
        #expect(
            result.diff.contains(
                """
                             enabled = true;
                +            cordova.getActivity().runOnUiThread(() -> {
                +                cordova.getActivity().getWindow().addFlags(WindowManager.LayoutParams.FLAG_SECURE);
                +            });
                """), "\(result.diff)")
        #expect(
            result.diff.contains(
                """
                             enabled = false;
                +            cordova.getActivity().runOnUiThread(() -> {
                +                cordova.getActivity().getWindow().clearFlags(WindowManager.LayoutParams.FLAG_SECURE);
                +            });
                """), "\(result.diff)")
        #expect(result.diff.contains("-            cordova.getActivity().getWindow().addFlags("))
        #expect(result.diff.contains("-        cordova.getActivity().getWindow().clearFlags("))
        #expect(!result.diff.contains("MainActivity.java"), "\(result.diff)")
        #expect(
            result.notes.contains(
                "set where enabled is switched on (line 26) and cleared where it is switched off (line 31)"),
            "\(result.notes)")
        #expect(result.after == 0, "\(result.notes)")
    }

    /// A switch set from a value, or under an `if` without braces, is left: the move would not
    /// keep what it decides. The host app gets recommend's choice instead.
    @Test func aSwitchSetFromAValueOrUnderABracelessIfIsLeft() throws {
        for (on, off) in [
            ("            enabled = true;\n", "            enabled = args.optBoolean(0);\n"),
            (
                "            if (args.length() > 0)\n                enabled = true;\n",
                "            enabled = false;\n"
            ),
        ] {
            let result = try Self.fixAndRescan(
                "java-cordova-plugin", changing: Self.cordovaPlugin, Self.switchedPlugin(on: on, off: off))
            #expect(!result.diff.contains("runOnUiThread(() ->"), "\(result.diff)")
            #expect(
                result.notes.contains("under a condition: move it to onCreate by hand"), "\(result.notes)")
            #expect(result.after == 0, "\(result.notes)")
        }
    }

    /// A test of `.inactive` beside the one of `.background` would still take that phase first:
    /// the fix leaves it, and says so.
    @Test func aScenePhaseTestBesideOneOfInactiveIsLeftAndSaid() throws {
        let result = try Self.fixAndRescan(
            "swiftui-view-scenephase", changing: "Notes/NoteView.swift",
            replacing: "                if newPhase == .background {",
            with:
                "                if newPhase == .inactive {\n                } else if newPhase == .background {"
        )
        #expect(!result.diff.contains("!= .active"), "\(result.diff)")
        #expect(result.notes.contains("and the code tests .inactive too"))
    }

    /// Every other leaking fixture with a Swift delegate or an Activity to mend or add to:
    /// after `scan --fix | git apply`, the scan finds no card leaking.
    @Test(
        arguments: [
            "android-overlay-onpause", "android-recents-disabled-guarded",
            "android-recents-disabled-unguarded",
            "animated-modal", "app-delegate-overlay-in-scene-app", "app-notification-window-away",
            "async-hop",
            "ignore-snapshot", "objc-calls-swift", "objc-scene-window", "preprocessed-info-plist",
            "screen-cover-beside-app-cover", "swiftui-app-scenephase-universal",
        ])
    func afterTheFixNothingLeaks(_ fixture: String) throws {
        let result = try Self.fixAndRescan(fixture)
        #expect(result.before == 1)
        #expect(result.after == 0, "\(result.notes)\n\(result.diff)")
    }

    /// What a line-wise diff cannot state exactly, or where the braces are not where a line
    /// can go, is left to a person: no diff that `git apply` would reject or that would not build.
    @Test func filesALineWiseEditCannotMendAreLeftAsTheyAre() throws {
        let unterminated = try Self.fixAndRescan("nothing", changing: "App/SceneDelegate.swift") {
            String($0.dropLast())
        }
        #expect(unterminated.diff.isEmpty)
        let crlf = try Self.fixAndRescan("scene-privacy-window", changing: "App/SceneDelegate.swift") {
            $0.replacingOccurrences(of: "\n", with: "\r\n")
        }
        #expect(crlf.diff.isEmpty)
        #expect(crlf.notes.contains("CRLF line breaks (the diff would not apply): not changed"))
        let oneLine = try Self.fixAndRescan(
            "scene-privacy-window", changing: "App/SceneDelegate.swift",
            replacing: "    func sceneWillEnterForeground",
            with: "    func sceneWillResignActive(_ scene: UIScene) {}\n\n    func sceneWillEnterForeground")
        #expect(!oneLine.diff.contains("func sceneWillResignActive"), "\(oneLine.diff)")
        #expect(oneLine.notes.contains("by hand"))
    }

    /// A SwiftUI `App` with no delegate of its own: recommend's scene-delegate choice in a new
    /// `SceneDelegate.swift`, named by a new adapted `AppDelegate` (MODEL §67).
    @Test func aSwiftUIAppGetsASceneDelegateOfItsOwnNamedByAnAdaptedAppDelegate() throws {
        let result = try Self.fixAndRescan("swiftui-body-scenephase")
        #expect(result.before == 1)
        #expect(result.diff.contains("--- /dev/null\n+++ b/Notes/SceneDelegate.swift\n"), "\(result.diff)")
        #expect(result.diff.contains("+class SceneDelegate: UIResponder, UIWindowSceneDelegate {\n"))
        #expect(result.diff.contains("+    func sceneWillResignActive(_ scene: UIScene) {\n"))
        #expect(result.diff.contains("+++ b/Notes/AppDelegate.swift\n"))
        #expect(result.diff.contains("+        configuration.delegateClass = SceneDelegate.self\n"))
        #expect(
            result.diff.contains(
                " struct NotesApp: App {\n+    @UIApplicationDelegateAdaptor(AppDelegate.self) private var appDelegate\n"
            ),
            "\(result.diff)")
        #expect(result.notes.contains("added recommend's choice in a scene delegate of its own"))
        #expect(result.after == 0, "\(result.notes)")
    }

    /// An App that already adapts an app delegate: the configuration method goes into it.
    @Test func anAdaptedAppDelegateGetsTheConfigurationMethod() throws {
        let result = try Self.fixAndRescan(
            "swiftui-app-scenephase-universal", changing: "Vault/VaultApp.swift"
        ) {
            $0.replacingOccurrences(
                of: "struct VaultApp: App {\n",
                with:
                    "struct VaultApp: App {\n    @UIApplicationDelegateAdaptor(VaultDelegate.self) var delegate\n"
            )
                + "\nclass VaultDelegate: NSObject, UIApplicationDelegate {\n    var launched = false\n}\n"
        }
        #expect(result.before == 1)
        #expect(!result.diff.contains("AppDelegate.swift"), "\(result.diff)")
        #expect(
            result.diff.contains("+        configuration.delegateClass = SceneDelegate.self\n"),
            "\(result.diff)")
        #expect(result.after == 0, "\(result.notes)")
    }

    /// Flutter's app delegate implements every callback and forwards it to the plugins: the
    /// added ones override it and call `super` first.
    @Test func aFlutterAppDelegateGetsOverridesThatCallSuper() throws {
        let result = try Self.fixAndRescan("flutter-app-delegate")
        #expect(result.before == 1)
        #expect(
            result.diff.contains(
                "+    override func applicationWillResignActive(_ application: UIApplication) {\n"
                    + "+        super.applicationWillResignActive(application)\n"), "\(result.diff)")
        #expect(result.diff.contains("+        super.applicationDidBecomeActive(application)\n"))
        #expect(result.after == 0, "\(result.notes)")
    }

    /// Expo's template: a public subclass of `ExpoAppDelegate`, whose overrides are public too;
    /// a labelled look-alike of a callback (another selector) is not the method merged into.
    @Test func anExpoAppDelegatesOverridesArePublicAndALookAlikeIsLeft() throws {
        let result = try Self.fixAndRescan("flutter-app-delegate", changing: "ios/Runner/AppDelegate.swift") {
            $0.replacingOccurrences(
                of: "@objc class AppDelegate: FlutterAppDelegate {\n",
                with: "public class AppDelegate: ExpoAppDelegate {\n"
                    + "    func applicationWillResignActive(application: UIApplication) {}\n\n")
        }
        #expect(
            result.diff.contains(
                "+    public override func applicationWillResignActive(_ application: UIApplication) {\n"
                    + "+        super.applicationWillResignActive(application)\n"), "\(result.diff)")
        #expect(!result.diff.contains(" func applicationWillResignActive(application: UIApplication) {}\n+"))
        #expect(result.after == 0, "\(result.notes)")
    }

    /// An App whose brace opens on the next line: the adaptor's line goes after the brace.
    @Test func theAdaptorGoesAfterABraceOnItsOwnLine() throws {
        let result = try Self.fixAndRescan(
            "swiftui-body-scenephase", changing: "Notes/NotesApp.swift",
            replacing: "struct NotesApp: App {\n",
            with: "struct NotesApp: App\n{\n")
        #expect(
            result.diff.contains(
                " {\n+    @UIApplicationDelegateAdaptor(AppDelegate.self) private var appDelegate\n"),
            "\(result.diff)")
        #expect(result.after == 0, "\(result.notes)")
    }

    /// An app that returns its own scene configuration, in another file than its delegate's
    /// class: its delegateClass is the app's to set, and the fix says so.
    @Test func anAppsOwnSceneConfigurationIsLeftAndSaid() throws {
        let result = try Self.fixAndRescan("swiftui-unnamed-scene-delegate", changing: "Notes/NotesApp.swift")
        {
            $0.replacingOccurrences(
                of: "struct NotesApp: App {\n",
                with:
                    "struct NotesApp: App {\n    @UIApplicationDelegateAdaptor(AppDelegate.self) var appDelegate\n"
            )
                + """

                class AppDelegate: NSObject, UIApplicationDelegate {}

                extension AppDelegate {
                    func application(
                        _ application: UIApplication, configurationForConnecting session: UISceneSession,
                        options: UIScene.ConnectionOptions
                    ) -> UISceneConfiguration {
                        UISceneConfiguration(name: nil, sessionRole: session.role)
                    }
                }

                """
        }
        #expect(result.before == 1)
        #expect(!result.diff.contains("delegateClass"), "\(result.diff)")
        #expect(result.notes.contains("the app returns its own scene configuration: set its delegateClass"))
    }

    /// A scene delegate of the app's that SwiftUI never makes is named, and nothing more.
    @Test func anUnnamedSceneDelegateIsNamedAndNothingMore() throws {
        let result = try Self.fixAndRescan("swiftui-unnamed-scene-delegate")
        #expect(result.before == 1)
        #expect(!result.diff.contains("+++ b/Notes/SceneDelegate.swift"), "\(result.diff)")
        #expect(result.diff.contains("+++ b/Notes/AppDelegate.swift\n"))
        #expect(result.diff.contains("+        configuration.delegateClass = SceneDelegate.self\n"))
        #expect(result.after == 0, "\(result.notes)")
    }
}
