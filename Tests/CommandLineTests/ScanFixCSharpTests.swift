import Foundation
import SwitcherTestSupport
import Testing

/// `scan --fix` on a .NET for iOS app (a Xamarin or MAUI app's iOS head, in C#): recommend's
/// choice added to its C# app delegate, in C#, and the rescan clean.
@Suite struct ScanFixCSharpTests {
    static let file = "Wallet.iOS/AppDelegate.cs"

    @Test func aXamarinFormsDelegateGetsItInCSharpAfterFormsOwnCalls() throws {
        let result = try ScanFixTests.fixAndRescan("csharp-forms-app")
        #expect(result.before == 1)
        #expect(result.diff.hasPrefix("--- a/\(Self.file)\n+++ b/\(Self.file)\n"), "\(result.diff)")
        #expect(result.diff.contains(" using UIKit;\n+using CoreImage;\n"))
        // Into the override it has, after Forms' own call, in the file's tabs.
        #expect(
            result.diff.contains(
                " \t\t\tbase.OnActivated(uiApplication);\n+\t\t\tHideBlurredScreenshot();\n \t\t\tApp.Refresh();\n"
            ),
            "\(result.diff)")
        // The override it lacks calls Forms' first: Forms sends the app to sleep there.
        #expect(
            result.diff.contains(
                "+\t\tpublic override void OnResignActivation(UIApplication application)\n+\t\t{\n"
                    + "+\t\t\tbase.OnResignActivation(application);\n+\t\t\tShowBlurredScreenshot();\n+\t\t}\n"
            ),
            "\(result.diff)")
        #expect(result.diff.contains("+\t\t\tWindow?.AddSubview(imageView);\n"))
        #expect(
            result.notes.contains(
                "added recommend's choice, switcherlab code blurred-snapshot --host app-delegate --lifecycle app"
                    + " --trigger active --language csharp"), "\(result.notes)")
        #expect(result.after == 0, "\(result.notes)\n\(result.diff)")
    }

    /// The fixture's delegate deriving from `bases` instead of Forms' class, with `window`, the
    /// `Window` member Forms' class has, declared first.
    static func deriving(from bases: String, window: String) -> (String) -> String {
        {
            $0.replacingOccurrences(
                of: "global::Xamarin.Forms.Platform.iOS.FormsApplicationDelegate", with: bases
            )
            .replacingOccurrences(
                of: "\t{\n\t\tpublic override bool FinishedLaunching",
                with: "\t{\n\t\t\(window)\n\n\t\tpublic override bool FinishedLaunching")
        }
    }

    /// A delegate that subclasses UIKit's binding directly calls no `base`: the binding's model
    /// methods throw when called.
    @Test func aPlainUIKitDelegateCallsNoBase() throws {
        let result = try ScanFixTests.fixAndRescan(
            "csharp-forms-app", changing: Self.file,
            Self.deriving(
                from: "UIApplicationDelegate", window: "public override UIWindow Window { get; set; }"))
        #expect(result.before == 1)
        #expect(
            result.diff.contains(
                "+\t\tpublic override void OnResignActivation(UIApplication application)\n+\t\t{\n"
                    + "+\t\t\tShowBlurredScreenshot();\n+\t\t}\n"),
            "\(result.diff)")
        #expect(!result.diff.contains("+\t\t\tbase."))
        #expect(result.after == 0, "\(result.notes)\n\(result.diff)")
    }

    /// A class that adopts the delegate's interface only (.NET's `UIResponder,
    /// IUIApplicationDelegate`) has nothing to override: the callback is exported under its
    /// selector.
    @Test func anInterfaceOnlyDelegateExportsTheCallback() throws {
        let result = try ScanFixTests.fixAndRescan(
            "csharp-forms-app", changing: Self.file,
            Self.deriving(
                from: "UIResponder, IUIApplicationDelegate",
                window: "[Export(\"window\")]\n\t\tpublic UIWindow Window { get; set; }"))
        #expect(
            result.diff.contains(
                "+\t\t[Export(\"applicationWillResignActive:\")]\n"
                    + "+\t\tpublic void OnResignActivation(UIApplication application)\n+\t\t{\n"
                    + "+\t\t\tShowBlurredScreenshot();\n+\t\t}\n"),
            "\(result.diff)")
        #expect(result.after == 0, "\(result.notes)\n\(result.diff)")
    }

    /// An expression-bodied override has no body to put a line in: the fix leaves the class to
    /// a person and says so, rather than writing into the next method.
    @Test func anExpressionBodiedOverrideIsLeftToAPerson() throws {
        let result = try ScanFixTests.fixAndRescan(
            "csharp-forms-app", changing: Self.file,
            replacing: "public override void OnActivated(UIApplication uiApplication)\n",
            with: "public override void OnActivated(UIApplication uiApplication) => App.Refresh();\n\n"
                + "\t\tvoid Refresh(UIApplication uiApplication)\n")
        #expect(result.diff.isEmpty, "\(result.diff)")
        #expect(
            result.notes.contains("its OnActivated has no body a line can go in (an expression body"),
            "\(result.notes)")
    }

    /// A class of the file that is no delegate gets nothing; with none, the fix says so.
    @Test func aClassThatIsNoDelegateGetsNothing() throws {
        let result = try ScanFixTests.fixAndRescan(
            "csharp-forms-app", changing: Self.file,
            replacing: "global::Xamarin.Forms.Platform.iOS.FormsApplicationDelegate", with: "NSObject")
        #expect(result.diff.isEmpty, "\(result.diff)")
        #expect(result.notes.contains("the fix found no class of the app to add recommend's choice to"))
    }

    /// The text report prints the lines in C# and names the C# code.
    @Test func theTextReportPrintsTheLinesInCSharp() throws {
        let run = try Switcherlab.run(["scan", ScanFixTests.fixture("csharp-forms-app").path])
        #expect(run.status == 1)
        #expect(
            run.output.contains(
                "  the lines to add, in C#: the first configuration that leaks nowhere with C# code"
                    + " (switcherlab code blurred-snapshot --host app-delegate --lifecycle app"
                    + " --trigger active --language csharp prints the whole files;"), "\(run.output)")
        #expect(
            run.output.contains("    public override void OnResignActivation(UIApplication application)\n"))
        #expect(!run.output.contains("func applicationWillResignActive"))
    }
}
