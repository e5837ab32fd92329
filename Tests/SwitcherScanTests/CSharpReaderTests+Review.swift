import Foundation
import SwitcherCore
import SwitcherTestSupport
import Testing

@testable import SwitcherScan

/// C# the first reading got wrong, each a small app: a verbatim string, C#'s `object`, an
/// expression body, an observer named among its arguments, `await Task.Delay`, lambdas without
/// braces, Xamarin.Forms' hop, a lifecycle-callbacks class, a folder scanned by itself; and the
/// Java guards the clauses of an `if` must keep.
@Suite struct CSharpReviewTests {
    static func added(_ app: AppReading) -> [SourceFact] {
        app.facts.filter { if case .addsView = $0.action { true } else { false } }
    }

    @Test func aVerbatimStringAndCSharpsObjectHideNoMethod() throws {
        let app = try CSharpReaderTests.app(
            .iOS,
            [
                "Platforms/iOS/AppDelegate.cs": CSharpReaderTests.appDelegate([
                    #"static string Normalize(string p) => p.Replace(@"\", "/");"#,
                    #"const string Css = @"body {"#, #"  color: ""red"";"#, #"";"#,
                    "static readonly object Gate = new object();",
                    "public override void OnResignActivation(UIApplication application)", "{",
                    "    Window.AddSubview(new UIVisualEffectView(UIBlurEffect.FromStyle(UIBlurEffectStyle.Dark)));",
                    "}",
                ])
            ])
        #expect(Self.added(app).map(\.location.line) == [13])
        #expect(Self.added(app).map(\.handler.callback) == ["OnResignActivation(UIApplication)"])
    }

    @Test func anExpressionBodyAndAnObserverNamedAmongItsArgumentsAreHandlers() throws {
        let app = try CSharpReaderTests.app(
            .iOS,
            [
                "Platforms/iOS/AppDelegate.cs": CSharpReaderTests.appDelegate([
                    "public override void OnResignActivation(UIApplication a) => Window.AddSubview(new UIView());"
                ]),
                "Platforms/iOS/Shield.cs": """
                class Shield
                {
                    public void Arm()
                    {
                        NSNotificationCenter.DefaultCenter.AddObserver(UIApplication.DidEnterBackgroundNotification, Hide, null);
                    }
                    void Hide(NSNotification n) { UIApplication.SharedApplication.KeyWindow.AddSubview(new UIView()); }
                }
                """,
            ])
        #expect(
            Self.added(app).map(\.handler.moment).sorted { $0.rawValue < $1.rawValue } == [
                .enterBackground, .resignActive,
            ])
    }

    @Test func anAwaitedDelayAndALambdaWithoutBracesAreRead() throws {
        let app = try CSharpReaderTests.app(
            .iOS,
            [
                "Platforms/iOS/AppDelegate.cs": CSharpReaderTests.appDelegate([
                    "UIView? _cover;",
                    "public override async void OnResignActivation(UIApplication application)", "{",
                    "    _cover = new UIView(Window.Bounds);", "    Window.AddSubview(_cover);",
                    "    UIView.Animate(0.5, () => _cover.Alpha = 1, () => _cover.RemoveFromSuperview());",
                    "    await Task.Delay(2000);", "    Window.AddSubview(new UIView());", "}",
                ])
            ])
        let alpha = app.facts.filter { if case .setsAlpha = $0.action { true } else { false } }
        #expect(alpha.map(\.action) == [.setsAlpha(value: 1, animated: true, duration: 0.5)])
        let removed = app.facts.filter { if case .removesView = $0.action { true } else { false } }
        #expect(removed.map(\.deferred) == [.after(seconds: 0.5)])
        #expect(Self.added(app).map(\.deferred) == [nil, .after(seconds: 2)])
    }

    @Test func xamarinFormsHopPostsAndALifecycleCallbacksClassIsEveryActivitys() throws {
        let app = try CSharpReaderTests.app(
            .android,
            [
                "Platforms/Android/MainActivity.cs": CSharpReaderTests.activity([
                    "protected override void OnResume()", "{", "    base.OnResume();",
                    "    Device.BeginInvokeOnMainThread(() => Window.ClearFlags(WindowManagerFlags.Secure));",
                    "}",
                ]),
                "Platforms/Android/PrivacyCallbacks.cs": """
                using Android.App;
                using Android.Views;

                class PrivacyCallbacks : Java.Lang.Object, Application.IActivityLifecycleCallbacks
                {
                    public void OnActivityPaused(Activity activity)
                    {
                        activity.Window?.AddFlags(WindowManagerFlags.Secure);
                    }
                }
                """,
            ])
        let flags = app.facts.filter { if case .secureFlag = $0.action { true } else { false } }
        #expect(flags.map(\.handler.callback) == ["OnResume()", "OnActivityPaused(Activity)"])
        #expect(flags.map(\.deferred) == [.post, nil])
        #expect(flags.map(\.handler.moment) == [.becomeActive, .resignActive])
    }

    @Test func aPlatformFolderScannedByItselfIsReadAsItsPlatforms() throws {
        try withTemporaryDirectory { directory in
            try AppAssemblyTests.write(
                [
                    "Vault.iOS/Info.plist": CSharpReaderTests.infoPlist,
                    "Vault.iOS/AppDelegate.cs": CSharpReaderTests.appDelegate([
                        "public override void OnResignActivation(UIApplication a) { Window.AddSubview(new UIView()); }"
                    ]),
                ], in: directory)
            let app = try #require(try Scanner.read(directory.appendingPathComponent("Vault.iOS")).apps.first)
            #expect(app.filesRead[.cSharpIOS] == 1)
        }
    }

    @Test func aCSharpOrJavaFileEndingInAnOpenIfIsRead() throws {
        for (path, text) in [
            ("Platforms/Android/Broken.cs", "class e{e(){if("),
            ("Platforms/Android/Broken.java", "class e{e(){if("),
        ] {
            let app = try CSharpReaderTests.app(.android, [path: text])
            #expect(app.facts.isEmpty)
        }
    }

    /// A Java Activity whose `onCreate` runs `body` after its super call (from line 5).
    static func javaApp(_ body: [String]) throws -> AppReading {
        let lines =
            [
                "package com.example.vault;", "", "public class MainActivity extends Activity {",
                "    protected void onCreate(Bundle savedInstanceState) {",
                "        super.onCreate(savedInstanceState);",
            ] + body.map { "        " + $0 } + ["    }", "}", ""]
        return try AndroidFollowingTests.read(["MainActivity.java": lines.joined(separator: "\n")])
    }

    @Test func aJavaEarlyReturnGuardHoldsInTheClauseItIsIn() throws {
        let app = try Self.javaApp([
            "if (hideRecents) {", "    if (Build.VERSION.SDK_INT < 33) return;",
            "    setRecentsScreenshotEnabled(false);",
            "} else {", "    getWindow().addFlags(WindowManager.LayoutParams.FLAG_SECURE);", "}",
        ])
        let recents = app.facts.filter {
            if case .recentsScreenshotEnabled = $0.action { true } else { false }
        }
        #expect(recents.map(\.apiLevelGuard) == [33])
    }

    @Test func aJavaGuardWithoutBracesHoldsForItsOneStatement() throws {
        let app = try Self.javaApp([
            "if (Build.VERSION.SDK_INT >= 33)",
            "    if (hide) { getWindow().addFlags(WindowManager.LayoutParams.FLAG_SECURE); }",
            "setRecentsScreenshotEnabled(false);",
        ])
        let flag = app.facts.filter { if case .secureFlag = $0.action { true } else { false } }
        let recents = app.facts.filter {
            if case .recentsScreenshotEnabled = $0.action { true } else { false }
        }
        #expect(flag.map(\.apiLevelGuard) == [33])
        #expect(recents.map(\.apiLevelGuard) == [nil])
    }
}
