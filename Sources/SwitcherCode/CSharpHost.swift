import SwitcherCore

/// The C# file a UIKit strategy's code goes in, for a .NET for iOS app (a MAUI or Xamarin app's
/// iOS head): the app delegate or the scene delegate, each overriding the callbacks of the
/// binding's model class (`UIApplicationDelegate`, `UIWindowSceneDelegate`) in .NET's names
/// (`OnResignActivation`, `WillResignActive`). A plain delegate does not call `base`: the
/// binding's model methods throw when called (dotnet/macios issue 10134); a subclass of
/// Xamarin.Forms' or MAUI's delegate does, and `scan --fix` adds that call.
enum CSharpHost {
    static func fileName(_ host: StrategyHost) -> String { "\(SwiftHost.className(host)).cs" }

    /// The namespaces the code uses: UIKit's, Foundation's, and the strategy's own.
    static func usings(_ code: HostedCode) -> [String] {
        var out = ["Foundation", "UIKit"]
        for name in code.imports where !out.contains(name) { out.append(name) }
        return out.sorted()
    }

    static func files(_ context: CodeContext, _ code: HostedCode) -> [CodeFile] {
        let host = context.host ?? .sceneDelegate
        let name = fileName(host)
        let body = ListingText.blocks(
            scaffold(host, code) + callbacks(host, context, code)
                + (code.members.isEmpty ? [] : ["// Privacy protection"] + code.members))
        let text = ListingText.blocks(
            [
                context.listing.heading(name), usings(code).map { "using \($0);" }.joined(separator: "\n"),
                classLine(host) + "\n{\n" + ListingText.indent(body) + "\n}",
            ] + code.declarations)
        return [CodeFile(name: name, text: text + "\n")] + code.files
    }

    static func snippet(_ context: CodeContext, _ code: HostedCode) -> String {
        let host = context.host ?? .sceneDelegate
        var blocks = [
            "// Add to \(fileName(host)), in \(SwiftHost.className(host))"
                + " (a subclass of Xamarin.Forms' or MAUI's delegate calls base first in each override):"
        ]
        if let launch = code.launch, host == .sceneDelegate {
            blocks.append("// at the end of WillConnect:\n\(launch)")
        }
        blocks += callbacks(host, context, code) + code.members
        for file in code.files { blocks.append("// And add \(file.name) (printed without --snippet).") }
        return ListingText.blocks(blocks) + "\n"
    }

    private static func classLine(_ host: StrategyHost) -> String {
        host == .appDelegate
            ? "[Register(\"AppDelegate\")]\npublic class AppDelegate : UIApplicationDelegate"
            : "[Register(\"SceneDelegate\")]\npublic class SceneDelegate : UIWindowSceneDelegate"
    }

    /// The window, and the launch method.
    private static func scaffold(_ host: StrategyHost, _ code: HostedCode) -> [String] {
        let window = "public override UIWindow Window { get; set; }"
        if host == .appDelegate {
            return [
                window,
                """
                public override bool FinishedLaunching(UIApplication application, NSDictionary launchOptions)
                {
                    return true;
                }
                """,
            ]
        }
        let launch = code.launch.map { "\n" + ListingText.indent($0) } ?? ""
        return [
            window,
            """
            public override void WillConnect(UIScene scene, UISceneSession session, UISceneConnectionOptions connectionOptions)
            {
                if (!(scene is UIWindowScene)) return;\(launch)
            }
            """,
        ]
    }

    /// The delegate's method for `callback`, as .NET names it.
    static func methodName(_ host: StrategyHost, _ callback: HostCallback) -> String {
        guard host == .appDelegate else { return callback.capitalized }
        switch callback {
        case .willResignActive: return "OnResignActivation"
        case .didBecomeActive: return "OnActivated"
        case .didEnterBackground, .willEnterForeground: return callback.capitalized
        }
    }

    /// A delegate's override making `calls`:
    /// `public override void OnResignActivation(UIApplication application) { … }`.
    static func delegateMethod(_ host: StrategyHost, _ callback: HostCallback, _ calls: [String]) -> String {
        let sender = DelegateSender(host)
        return "public override void \(methodName(host, callback))(\(sender.type) \(sender.name))\n{\n"
            + ListingText.indent(calls.joined(separator: "\n")) + "\n}"
    }

    private static func callbacks(_ host: StrategyHost, _ context: CodeContext, _ code: HostedCode)
        -> [String]
    {
        code.used(trigger: context.listing.trigger, host: host).map { delegateMethod(host, $0, $1) }
    }
}
