import SwitcherCore

/// The Objective-C files a UIKit strategy's code goes in: the host's header as Xcode's
/// template writes it, and its implementation with a class extension for the properties.
enum ObjCHost {
    static func className(_ host: StrategyHost) -> String { SwiftHost.className(host) }

    static func files(_ context: CodeContext, _ code: HostedCode) -> [CodeFile] {
        let host = context.host ?? .sceneDelegate
        let name = className(host)
        let header = ListingText.blocks([
            context.listing.heading("\(name).h"), "#import <UIKit/UIKit.h>",
            headerInterface(host),
        ])
        let properties =
            (host == .notifications ? ["@property (nonatomic, copy) NSArray<id<NSObject>> *observers;"] : [])
            + code.properties
        let imports = (["\"\(name).h\""] + code.imports).map { "#import \($0)" }.joined(separator: "\n")
        let implementation = ListingText.blocks(
            [
                context.listing.heading("\(name).m"), imports,
                "@interface \(name) ()\n" + properties.joined(separator: "\n")
                    + (properties.isEmpty ? "" : "\n")
                    + "@end",
                code.declarations.joined(separator: "\n\n"),
                "@implementation \(name)",
            ] + scaffold(host, code) + callbacks(host, context, code)
                + (code.members.isEmpty ? [] : ["#pragma mark - Privacy protection"] + code.members) + [
                    "@end"
                ])
        return [
            CodeFile(name: "\(name).h", text: header + "\n"),
            CodeFile(name: "\(name).m", text: implementation + "\n"),
        ] + code.files
    }

    static func snippet(_ context: CodeContext, _ code: HostedCode) -> String {
        let host = context.host ?? .sceneDelegate
        var blocks = ["// Add to \(className(host)).m:"]
        let properties =
            (host == .notifications ? ["@property (nonatomic, copy) NSArray<id<NSObject>> *observers;"] : [])
            + code.properties
        if !properties.isEmpty {
            blocks.append(
                "// in the class extension (@interface \(className(host)) ()):\n"
                    + properties.joined(separator: "\n"))
        }
        if !code.declarations.isEmpty { blocks.append("// before @implementation:") }
        blocks += code.declarations
        blocks.append("// in the @implementation:")
        if host == .notifications {
            blocks += scaffold(host, code)
        } else if let launch = code.launch, host == .sceneDelegate {
            blocks.append("// at the end of scene:willConnectToSession:options:\n\(message(launch))")
        }
        blocks += callbacks(host, context, code) + code.members
        for file in code.files where file.name.hasSuffix(".h") {
            blocks.append("// And add \(file.name.dropLast(2)).h and .m (printed without --snippet).")
        }
        return ListingText.blocks(blocks) + "\n"
    }

    private static func headerInterface(_ host: StrategyHost) -> String {
        switch host {
        case .appDelegate:
            return "@interface AppDelegate : UIResponder <UIApplicationDelegate>\n"
                + "@property (strong, nonatomic) UIWindow *window;\n@end"
        case .sceneDelegate:
            return "@interface SceneDelegate : UIResponder <UIWindowSceneDelegate>\n"
                + "@property (strong, nonatomic) UIWindow *window;\n@end"
        default: return "@interface ViewController : UIViewController\n@end"
        }
    }

    private static func scaffold(_ host: StrategyHost, _ code: HostedCode) -> [String] {
        switch host {
        case .appDelegate:
            return [
                """
                - (BOOL)application:(UIApplication *)application
                    didFinishLaunchingWithOptions:(NSDictionary<UIApplicationLaunchOptionsKey, id> *)launchOptions {
                    return YES;
                }
                """
            ]
        case .sceneDelegate:
            let launch = code.launch.map { "\n" + ListingText.indent(message($0)) } ?? ""
            return [
                """
                - (void)scene:(UIScene *)scene willConnectToSession:(UISceneSession *)session
                      options:(UISceneConnectionOptions *)connectionOptions {
                    if (![scene isKindOfClass:[UIWindowScene class]]) return;\(launch)
                }
                """
            ]
        default:
            return [
                """
                - (void)dealloc {
                    for (id<NSObject> observer in self.observers) {
                        [NSNotificationCenter.defaultCenter removeObserver:observer];
                    }
                }
                """
            ]
        }
    }

    /// A delegate's method sending `calls` to itself:
    /// `- (void)applicationWillResignActive:(UIApplication *)application { [self …]; }`.
    static func delegateMethod(_ sender: DelegateSender, _ callback: HostCallback, _ calls: [String])
        -> String
    {
        "- (void)\(sender.name)\(callback.capitalized):(\(sender.type) *)\(sender.name) {\n"
            + ListingText.indent(calls.map(message).joined(separator: "\n")) + "\n}"
    }

    /// A call of the strategy's, sent to the host: `[self showBlurredScreenshot];`.
    static func message(_ call: String) -> String { "[self \(call)];" }

    private static func callbacks(_ host: StrategyHost, _ context: CodeContext, _ code: HostedCode)
        -> [String]
    {
        context.callbacks(host, code, method: delegateMethod) { used in
            let observers = used.map { callback, calls in
                let body = calls.map { "[weakSelf \($0)];" }.joined(separator: "\n")
                return """
                    [center addObserverForName:UIApplication\(callback.capitalized)Notification
                                        object:nil
                                         queue:NSOperationQueue.mainQueue
                                    usingBlock:^(NSNotification *note) {
                    \(ListingText.indent(body, 20))
                                    }],
                    """
            }
            return """
                - (void)viewDidLoad {
                    [super viewDidLoad];
                    NSNotificationCenter *center = NSNotificationCenter.defaultCenter;
                    __weak typeof(self) weakSelf = self;
                    self.observers = @[
                \(ListingText.indent(observers.joined(separator: "\n"), 8))
                    ];
                }
                """
        }
    }
}
