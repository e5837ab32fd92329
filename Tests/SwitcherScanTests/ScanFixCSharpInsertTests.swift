import Foundation
import SwitcherCode
import SwitcherCore
import Testing

@testable import SwitcherReports

/// Recommend's configuration put into a C# delegate's class line by line (`scan --fix`): where
/// the calls go in the overrides it has, which window the code covers, and what is left to a
/// person.
@Suite struct ScanFixCSharpInsertTests {
    static func pieces() throws -> CodePieces {
        let request = CodeRequest(
            strategy: "blurred-snapshot", host: .appDelegate, lifecycle: .app, trigger: .active,
            language: .csharp)
        return try #require(try StrategyCode.pieces(for: request))
    }

    static func lines(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    static func insert(_ text: String, partials: [[String]] = []) throws -> (text: String?, notes: [String]) {
        let lines = Self.lines(text)
        let declaration = try #require(
            ScanFixAddition.csharpClassLine(conforming: "UIApplicationDelegate", in: lines))
        var notes: [String] = []
        let edited = ScanFixAddition.insertCSharp(
            try pieces(), into: lines, classAt: declaration, path: "AppDelegate.cs", partials: partials,
            notes: &notes)
        return (edited?.joined(separator: "\n"), notes)
    }

    static let forms = """
        using UIKit;

        public class AppDelegate : FormsApplicationDelegate
        {
            public override void OnActivated(UIApplication app)
            {
                base.OnActivated (
                    app);
                Refresh();
            }
        }

        """

    /// A `base` call over two lines, in Mono's spacing: the call goes after its last line.
    @Test func theCallGoesAfterTheWholeBaseCall() throws {
        let text = try #require(try Self.insert(Self.forms).text)
        #expect(
            text.contains(
                "        base.OnActivated (\n            app);\n        HideBlurredScreenshot();\n        Refresh();"
            ),
            "\(text)")
    }

    /// UIKit's binding class without a `Window` of the class's own: its getter throws, so the code
    /// covers the window the class keeps in its field.
    @Test func aPlainDelegateCoversTheWindowOfItsField() throws {
        let text = try #require(
            try Self.insert(
                """
                public class AppDelegate : UIApplicationDelegate
                {
                    UIWindow window;

                    public override bool FinishedLaunching(UIApplication app, NSDictionary options)
                    {
                        window = new UIWindow(UIScreen.MainScreen.Bounds);
                        return true;
                    }
                }

                """
            ).text)
        // `this.`: the screenshot's own local is named `window` too.
        #expect(text.contains("        this.window?.AddSubview(imageView);\n"), "\(text)")
        #expect(text.contains("        var window = this.window;\n"), "\(text)")
        #expect(text.range(of: "\\bWindow\\b", options: .regularExpression) == nil, "\(text)")
    }

    /// Neither a `Window` nor a field (a method's local window is none): nothing is added,
    /// and the note says why.
    @Test func aDelegateWithNoWindowIsLeftToAPerson() throws {
        for text in [
            "public class AppDelegate : UIApplicationDelegate\n{\n}\n",
            "public class AppDelegate : UIApplicationDelegate\n{\n    public override bool FinishedLaunching("
                + "UIApplication app, NSDictionary options)\n    {\n        UIWindow window = new UIWindow();\n"
                + "        return true;\n    }\n}\n",
        ] {
            let result = try Self.insert(text)
            #expect(result.text == nil)
            #expect(result.notes.contains { $0.contains("has no `Window` property nor a `UIWindow` field") })
        }
    }

    /// A callback another part of the partial class declares is not declared twice.
    @Test func aCallbackInAnotherPartIsNotDeclaredTwice() throws {
        let other = Self.lines(
            "public partial class AppDelegate\n{\n    public override void OnResignActivation(UIApplication app)\n"
                + "    {\n    }\n}\n")
        let result = try Self.insert(
            Self.forms.replacingOccurrences(of: "public class", with: "public partial class"),
            partials: [other])
        #expect(result.text == nil)
        #expect(
            result.notes.contains {
                $0.contains("another part of the partial class declares OnResignActivation")
            })
        let parts = ScanFixAddition.partialParts(
            of: "public partial class AppDelegate : FormsApplicationDelegate", besides: "AppDelegate.cs",
            in: ["AppDelegate.cs": [], "AppDelegate.Life.cs": other, "Other.cs": ["class Other {}"]])
        #expect(parts == [other])
    }
}
