import Foundation
import SwitcherCore
import SwitcherTestSupport
import Testing

@testable import SwitcherScan

/// C# of .NET for iOS and Android (a MAUI app's `Platforms/iOS` and `Platforms/Android`, a
/// Xamarin `*.Droid` project): read as the platform's own code, through .NET's names for it.
@Suite struct CSharpReaderTests {
    static let manifest = """
        <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="com.example.vault">
          <application/>
        </manifest>
        """
    static let infoPlist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>CFBundleName</key><string>Vault</string></dict></plist>
        """

    /// The apps a scan of `files` finds, with an Android manifest and an Info.plist in the MAUI
    /// folders.
    static func apps(_ files: [String: String]) throws -> [AppReading] {
        try withTemporaryDirectory { directory in
            var project = [
                "Vault/Platforms/Android/AndroidManifest.xml": manifest,
                "Vault/Platforms/iOS/Info.plist": infoPlist,
            ]
            for (path, text) in files { project["Vault/" + path] = text }
            try AppAssemblyTests.write(project, in: directory)
            return try Scanner.read(directory).apps
        }
    }

    static func app(_ platform: Platform, _ files: [String: String]) throws -> AppReading {
        try #require(try apps(files).first { $0.platform == platform })
    }

    static func activity(_ members: [String]) -> String {
        ([
            "using Android.App;", "using Android.Views;", "", "[Activity(MainLauncher = true)]",
            "public class MainActivity : MauiAppCompatActivity", "{",
        ]
            + members.map { "    " + $0 } + ["}", ""]).joined(separator: "\n")
    }

    static func appDelegate(_ members: [String]) -> String {
        ([
            "using UIKit;", "", "[Register(\"AppDelegate\")]",
            "public class AppDelegate : MauiUIApplicationDelegate",
            "{",
        ] + members.map { "    " + $0 } + ["}", ""]).joined(separator: "\n")
    }

    @Test func aCSharpFileIsItsPlatformsWhereItsFolderOrNameSaysWhich() {
        #expect(SourceLanguage.of(path: "App/Platforms/iOS/AppDelegate.cs") == .cSharpIOS)
        #expect(SourceLanguage.of(path: "App/Platforms/Android/MainActivity.cs") == .cSharpAndroid)
        #expect(SourceLanguage.of(path: "IdApp.Droid/MainActivity.cs") == .cSharpAndroid)
        #expect(SourceLanguage.of(path: "IdApp.iOS/AppDelegate.cs") == .cSharpIOS)
        #expect(SourceLanguage.of(path: "Plugin/ScreenSecurity.android.cs") == .cSharpAndroid)
        // Shared by both, or named for neither: not read (counted as C# not assessed).
        #expect(SourceLanguage.of(path: "App/MauiProgram.cs") == nil)
        #expect(SourceLanguage.of(path: "App/Platforms/iOS/Android.cs") == .cSharpIOS)
        #expect(SourceLanguage.of(path: "App/Sources/Cover.swift") == .swift)
    }

    @Test func anActivitysFlagSetInOnCreateCoversTheCard() throws {
        let app = try Self.app(
            .android,
            [
                "Platforms/Android/MainActivity.cs": Self.activity([
                    "protected override void OnCreate(Bundle? savedInstanceState)", "{",
                    "    base.OnCreate(savedInstanceState);",
                    "    Window?.SetFlags(WindowManagerFlags.Secure, WindowManagerFlags.Secure);", "}",
                ])
            ])
        let report = try AppAssemblyTests.audit(app)
        #expect(report.findings.compactMap(\.configuration?.id) == ["secure-flag"])
        #expect(report.findings.map(\.location.line) == [10])
        #expect(report.findings.map(\.callback) == ["OnCreate(Bundle)"])
        #expect(!report.leaksAnywhere)
    }

    @Test func anActivitysFlagAddedInOnPauseIsTheLateFlag() throws {
        let app = try Self.app(
            .android,
            [
                "Platforms/Android/MainActivity.cs": Self.activity([
                    "protected override void OnPause()", "{", "    base.OnPause();",
                    "    Window.AddFlags(WindowManagerFlags.Secure);", "}",
                    "protected override void OnResume()", "{", "    base.OnResume();",
                    "    Window.ClearFlags(WindowManagerFlags.Secure);", "}",
                ])
            ])
        let report = try AppAssemblyTests.audit(app)
        #expect(report.findings.compactMap(\.configuration?.id) == ["secure-flag-on-pause"])
        #expect(report.leaksAnywhere)
    }

    @Test func anAppDelegatesBlurOnResignActivationCoversTheCard() throws {
        let app = try Self.app(
            .iOS,
            [
                "Platforms/iOS/AppDelegate.cs": Self.appDelegate([
                    "UIVisualEffectView? _blur;",
                    "public override void OnResignActivation(UIApplication application)", "{",
                    "    base.OnResignActivation(application);",
                    "    _blur = new UIVisualEffectView(UIBlurEffect.FromStyle(UIBlurEffectStyle.Dark)) { Frame = Window!.Bounds };",
                    "    Window.AddSubview(_blur);", "}",
                    "public override void OnActivated(UIApplication application)", "{",
                    "    _blur?.RemoveFromSuperview();", "    base.OnActivated(application);", "}",
                ])
            ])
        let report = try AppAssemblyTests.audit(app)
        let found = report.findings.filter { $0.configuration != nil }
        #expect(found.compactMap(\.configuration?.id) == ["visual-effect-blur"])
        #expect(found.map(\.host) == [.appDelegate])
        #expect(found.map(\.location.line) == [11])
        #expect(app.facts.filter { if case .addsView = $0.action { true } else { false } }.count == 1)
        // Every card is covered; the app's own sheet, drawn over the window, is not.
        #expect(
            report.leaks.map(\.event).allSatisfy { $0.hasPrefix("sensitive-") },
            "\(report.leaks.map(\.event))")
    }

    /// A plugin's observer: `UIApplication.Notifications.Observe…` with a lambda, whose body runs
    /// `body` (from line 9).
    static func observer(_ notification: String, _ body: [String]) -> String {
        ([
            "using UIKit;", "", "internal class Shield", "{", "    static NSObject? _observer;",
            "    internal static void Arm(UIWindow window)", "    {",
            "        _observer = UIApplication.Notifications.Observe\(notification)((sender, args) =>",
            "        {",
        ] + body.map { "            " + $0 } + ["        });", "    }", "}", ""]).joined(separator: "\n")
    }

    @Test func anObserversLambdaIsAHandlerAtItsNotification() throws {
        let app = try Self.app(
            .iOS,
            [
                "Platforms/iOS/Shield.cs": Self.observer(
                    "DidEnterBackground",
                    [
                        "var cover = new UIView(window.Bounds) { BackgroundColor = UIColor.Black };",
                        "window.AddSubview(cover);",
                    ])
            ])
        let covers = app.facts.filter { if case .addsView = $0.action { true } else { false } }
        #expect(covers.map(\.handler.moment) == [.enterBackground])
        #expect(covers.map(\.handler.host) == [.notificationObserver])
        #expect(covers.map(\.location.line) == [11])
        #expect(covers.map(\.handler.callback) == ["UIApplication.Notifications.ObserveDidEnterBackground"])
        // Only on entering the background: the live switcher card shows the app.
        #expect(try AppAssemblyTests.audit(app).leaksAnywhere)
    }

    @Test func mauisMainThreadRunsAtOnceWhereNSObjectsBeginInvokePosts() throws {
        let body = { (call: String) in
            [call + "(() =>", "{", "    window.AddSubview(new UIView(window.Bounds));", "});"]
        }
        let maui = try Self.app(
            .iOS,
            [
                "Platforms/iOS/Shield.cs": Self.observer(
                    "WillResignActive", body("MainThread.BeginInvokeOnMainThread"))
            ])
        let posted = try Self.app(
            .iOS,
            [
                "Platforms/iOS/Shield.cs": Self.observer(
                    "WillResignActive", body("window.BeginInvokeOnMainThread"))
            ])
        func added(_ app: AppReading) -> [SourceFact] {
            app.facts.filter { if case .addsView = $0.action { true } else { false } }
        }
        #expect(added(maui).map(\.deferred) == [nil])
        #expect(added(posted).map(\.deferred) == [.mainQueue])
    }

    @Test func aFlagSetOrClearedByAParameterIsTwoAlternatives() throws {
        // Plugin.Maui.ScreenSecurity's shape: the caller switches the protection on or off.
        let plugin = """
            using Android.Views;

            internal class ScreenSecurity
            {
                public void Activate() => Set(true);
                public void Activate(bool on)
                {
                    Set(on);
                }
                private void Set(bool enabled)
                {
                    var activity = Platform.CurrentActivity;
                    if (OperatingSystem.IsAndroidVersionAtLeast(33))
                        activity.SetRecentsScreenshotEnabled(!enabled);
                    var window = activity.Window;
                    if (enabled)
                        window?.SetFlags(WindowManagerFlags.Secure, WindowManagerFlags.Secure);
                    else
                        window?.ClearFlags(WindowManagerFlags.Secure);
                }
            }
            """
        let app = try Self.app(.android, ["Platforms/Android/ScreenSecurity.android.cs": plugin])
        // Both overloads (one an expression body) reach the same helper: the same facts.
        let flags = app.facts.filter { if case .secureFlag = $0.action { true } else { false } }
        #expect(flags.map(\.location.line) == [17, 19, 17, 19])
        #expect(flags[0].excludes(flags[1]) && !flags[0].excludes(flags[2]))
        let recents = app.facts.filter {
            if case .recentsScreenshotEnabled = $0.action { true } else { false }
        }
        #expect(recents.map(\.apiLevelGuard) == [33, 33])
        #expect(recents.map(\.handler.callback) == ["Activate()", "Activate()"])
        #expect(!(try AppAssemblyTests.audit(app).leaksAnywhere))
    }

    @Test func theTwoHalvesOfAnAppNeverCallEachOther() throws {
        // Both halves have an `Init`; the iOS launch calls a library's, not the Activity's.
        let apps = try Self.apps([
            "Platforms/Android/MainActivity.cs": Self.activity([
                "protected override void OnCreate(Bundle? savedInstanceState)", "{",
                "    base.OnCreate(savedInstanceState);", "    Init();", "}",
                "private void Init()", "{", "    Window.AddFlags(WindowManagerFlags.Secure);", "}",
            ]),
            "Platforms/iOS/AppDelegate.cs": Self.appDelegate([
                "public override bool FinishedLaunching(UIApplication app, NSDictionary options)", "{",
                "    Rg.Plugins.Popup.Popup.Init();", "    return base.FinishedLaunching(app, options);", "}",
            ]),
        ])
        let iOS = try #require(apps.first { $0.platform == .iOS })
        let android = try #require(apps.first { $0.platform == .android })
        #expect(!iOS.facts.contains { if case .secureFlag = $0.action { true } else { false } })
        #expect(android.facts.contains { if case .secureFlag = $0.action { true } else { false } })
    }

    @Test func anIntentsFlagsAreNoWindowCode() throws {
        let app = try Self.app(
            .android,
            [
                "Platforms/Android/MainActivity.cs": Self.activity([
                    "protected override void OnPause()", "{", "    base.OnPause();", "    Listen();", "}",
                    "private void Listen()", "{", "    var intent = new Intent(this, Class);",
                    "    intent.AddFlags(ActivityFlags.SingleTop);",
                    "    var pending = PendingIntent.GetActivity(this, 0, intent, Helpers.AddPendingIntentMutabilityFlag(0));",
                    "}",
                ])
            ])
        let unread = ScanMapping.findings(for: app).compactMap(\.unrecognised)
        #expect(unread.isEmpty, "\(unread)")
    }
}
