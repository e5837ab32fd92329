import SwitcherCore

/// The Swift file a UIKit strategy's code goes in, one per host: Xcode's app delegate or scene
/// delegate, or the root view controller observing UIApplication's notifications with
/// block-based observers whose tokens it keeps and removes.
enum SwiftHost {
    static func fileName(_ host: StrategyHost) -> String {
        switch host {
        case .appDelegate: return "AppDelegate.swift"
        case .sceneDelegate: return "SceneDelegate.swift"
        default: return "ViewController.swift"
        }
    }

    static func files(_ context: CodeContext, _ code: HostedCode) -> [CodeFile] {
        let host = context.host ?? .sceneDelegate
        let name = fileName(host)
        let imports = (["UIKit"] + code.imports).map { "import \($0)" }.joined(separator: "\n")
        let body = ListingText.blocks(
            scaffold(host, code) + callbacks(host, context, code)
                + (code.members.isEmpty ? [] : ["// MARK: Privacy protection"] + code.members))
        let text = ListingText.blocks(
            [
                context.listing.heading(name), imports,
                "\(classLine(host)) {\n" + ListingText.indent(body) + "\n}",
            ] + code.declarations)
        return [CodeFile(name: name, text: text + "\n")] + code.files
    }

    static func snippet(_ context: CodeContext, _ code: HostedCode) -> String {
        let host = context.host ?? .sceneDelegate
        var blocks = ["// Add to \(fileName(host)), in \(className(host)):"]
        if host == .notifications {
            blocks += scaffold(host, code)
        } else if let launch = code.launch, host == .sceneDelegate {
            blocks.append("// at the end of scene(_:willConnectTo:options:):\n\(launch)")
        }
        blocks += callbacks(host, context, code) + code.members
        if !code.declarations.isEmpty {
            blocks.append("// After the class:")
            blocks += code.declarations
        }
        for file in code.files { blocks.append("// And add \(file.name) (printed without --snippet).") }
        return ListingText.blocks(blocks) + "\n"
    }

    static func className(_ host: StrategyHost) -> String {
        switch host {
        case .appDelegate: return "AppDelegate"
        case .sceneDelegate: return "SceneDelegate"
        default: return "ViewController"
        }
    }

    private static func classLine(_ host: StrategyHost) -> String {
        switch host {
        case .appDelegate: return "@main\nclass AppDelegate: UIResponder, UIApplicationDelegate"
        case .sceneDelegate: return "class SceneDelegate: UIResponder, UIWindowSceneDelegate"
        default: return "class ViewController: UIViewController"
        }
    }

    /// What the host's file has whatever the strategy: the window, the launch method, and in
    /// the view controller the observers' registration and removal.
    private static func scaffold(_ host: StrategyHost, _ code: HostedCode) -> [String] {
        switch host {
        case .appDelegate:
            return [
                "var window: UIWindow?",
                """
                func application(
                    _ application: UIApplication,
                    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
                ) -> Bool {
                    true
                }
                """,
            ]
        case .sceneDelegate:
            let launch = code.launch.map { "\n" + ListingText.indent($0) } ?? ""
            return [
                "var window: UIWindow?",
                """
                func scene(
                    _ scene: UIScene, willConnectTo session: UISceneSession,
                    options connectionOptions: UIScene.ConnectionOptions
                ) {
                    guard scene is UIWindowScene else { return }\(launch)
                }
                """,
            ]
        default:
            return [
                """
                /// The tokens of the notification observers, removed with the controller.
                private var observers: [NSObjectProtocol] = []
                """,
                "deinit {\n    for observer in observers { NotificationCenter.default.removeObserver(observer) }\n}",
            ]
        }
    }

    /// The callbacks with their calls: delegate methods, or the observers in viewDidLoad.
    /// A delegate's method making `calls`: `func sceneWillResignActive(_ scene: UIScene) { … }`.
    static func delegateMethod(_ sender: DelegateSender, _ callback: HostCallback, _ calls: [String])
        -> String
    {
        "func \(sender.name)\(callback.capitalized)(_ \(sender.name): \(sender.type)) {\n"
            + ListingText.indent(calls.joined(separator: "\n")) + "\n}"
    }

    private static func callbacks(_ host: StrategyHost, _ context: CodeContext, _ code: HostedCode)
        -> [String]
    {
        context.callbacks(host, code, method: delegateMethod) { used in
            let observers = used.map { callback, calls in
                let body = calls.map { "self?." + $0 }.joined(separator: "\n")
                return """
                    center.addObserver(
                        forName: UIApplication.\(callback.notification), object: nil, queue: .main
                    ) { [weak self] _ in
                        MainActor.assumeIsolated {
                    \(ListingText.indent(body, 8))
                        }
                    },
                    """
            }
            return """
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let center = NotificationCenter.default
                    observers = [
                \(ListingText.indent(observers.joined(separator: "\n"), 8))
                    ]
                }
                """
        }
    }
}
