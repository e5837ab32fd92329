import SwitcherCode
import SwitcherCore
import Testing

@testable import SwitcherReports
@testable import SwitcherScan

/// Recommend's configuration added to an Objective-C delegate's `.m` (`scan --fix`): merged
/// into the callbacks its `@implementation` has, the rest before its `@end`, the properties
/// in its class extension.
@Suite struct ScanFixObjCTests {
    static func pieces(_ strategy: String, host: StrategyHost, lifecycle: LifecycleStyle) throws -> CodePieces
    {
        let request = CodeRequest(
            strategy: strategy, host: host, lifecycle: lifecycle, trigger: .active, language: .objc)
        return try #require(try StrategyCode.pieces(for: request))
    }

    static func lines(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    static let appDelegate = lines(
        """
        #import "AppDelegate.h"

        @interface AppDelegate ()
        @property (nonatomic) BOOL ready;
        @end

        @implementation AppDelegate

        - (void)applicationWillResignActive:(UIApplication *)application
        {
          [self.store save];
        }

        @end

        """)

    @Test func theCallsGoAtTheTopOfTheCallbackItHasAndTheRestBeforeItsEnd() throws {
        let pieces = try Self.pieces("blurred-snapshot", host: .appDelegate, lifecycle: .app)
        #expect(pieces.host == .objcClass(conformingTo: "UIApplicationDelegate"))
        var notes: [String] = []
        let declaration = try #require(
            ScanFixAddition.implementationLine(conforming: "UIApplicationDelegate", in: Self.appDelegate))
        #expect(declaration == 6)
        let edited = try #require(
            ScanFixAddition.insertObjC(
                pieces, into: Self.appDelegate, implementationAt: declaration, notes: &notes,
                path: "AppDelegate.m"))
        let text = edited.joined(separator: "\n")
        // The call in the method's own indentation, before its own code.
        #expect(text.contains("{\n  [self showBlurredScreenshot];\n  [self.store save];\n}"), "\(text)")
        // The callback it lacks, whole.
        #expect(
            text.contains(
                "- (void)applicationDidBecomeActive:(UIApplication *)application {\n    [self hideBlurredScreenshot];\n}"
            ))
        // The property in the class extension the file has; no second extension.
        #expect(
            text.contains(
                "@property (nonatomic) BOOL ready;\n/// The blurred screenshot while the app is away.\n"
                    + "@property (nonatomic, strong) UIView *appSwitcherView;\n@end"))
        #expect(text.components(separatedBy: "@interface AppDelegate ()").count == 2)
        // The import after the file's own; the members before `@end`.
        #expect(text.hasPrefix("#import \"AppDelegate.h\"\n#import <CoreImage/CoreImage.h>\n"))
        #expect(text.contains("- (void)showBlurredScreenshot {"))
        #expect(text.hasSuffix("}\n\n@end\n"), "\(text)")
        #expect(edited.filter { $0.hasPrefix("@end") }.count == 2)
    }

    @Test func aFileWithNoClassExtensionGetsOneBeforeTheImplementation() throws {
        let pieces = try Self.pieces("blurred-snapshot", host: .appDelegate, lifecycle: .app)
        let lines = Self.lines(
            "#import \"AppDelegate.h\"\n\n@implementation AppDelegate\n\n"
                + "- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options {\n"
                + "    return YES;\n}\n\n@end\n")
        var notes: [String] = []
        let edited = try #require(
            ScanFixAddition.insertObjC(
                pieces, into: lines, implementationAt: 2, notes: &notes, path: "AppDelegate.m"))
        let text = edited.joined(separator: "\n")
        #expect(
            text.contains(
                "@interface AppDelegate ()\n/// The blurred screenshot while the app is away.\n"
                    + "@property (nonatomic, strong) UIView *appSwitcherView;\n@end\n\n@implementation AppDelegate"
            ),
            "\(text)")
    }

    /// A subclass of a framework's delegate (Flutter's template: its launch calls `super`):
    /// a callback added calls the superclass's first where the superclass has one, so
    /// Flutter's plugins are still told.
    @Test func aFrameworkDelegatesSubclassCallsSuperWhereItCan() throws {
        let pieces = try Self.pieces("blurred-snapshot", host: .appDelegate, lifecycle: .app)
        let lines = Self.lines(
            """
            #import "AppDelegate.h"
            #ifdef DEBUG
            #import "Debug.h"
            #endif

            @implementation AppDelegate
            - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options {
              return [super application:application didFinishLaunchingWithOptions:options];
            }
            @end

            """)
        var notes: [String] = []
        let edited = try #require(
            ScanFixAddition.insertObjC(
                pieces, into: lines, implementationAt: 5, notes: &notes, path: "AppDelegate.m"))
        let text = edited.joined(separator: "\n")
        #expect(
            text.contains(
                "- (void)applicationWillResignActive:(UIApplication *)application {\n"
                    + "    if ([[AppDelegate superclass] instancesRespondToSelector:_cmd]) {\n"
                    + "        [super applicationWillResignActive:application];\n    }\n"
                    + "    [self showBlurredScreenshot];\n}"), "\(text)")
        // The import after the file's last one outside an `#if`.
        #expect(text.hasPrefix("#import \"AppDelegate.h\"\n#import <CoreImage/CoreImage.h>\n#ifdef DEBUG"))
    }

    @Test func theClassIsFoundByItsDeclarationOrTheSenderItsMethodsTake() {
        let declared = Self.lines(
            "@interface Shell : UIResponder <UIApplicationDelegate>\n@end\n@implementation Shell\n@end")
        #expect(ScanFixAddition.implementationLine(conforming: "UIApplicationDelegate", in: declared) == 2)
        let scene = Self.lines(
            "@implementation Helper\n@end\n@implementation Scenes\n- (void)sceneDidBecomeActive:(UIScene *)scene {\n}\n@end"
        )
        #expect(ScanFixAddition.implementationLine(conforming: "UIWindowSceneDelegate", in: scene) == 2)
        #expect(ScanFixAddition.implementationLine(conforming: "UIApplicationDelegate", in: scene) == nil)
    }

    /// Only a delegate's own method marks its class (a helper taking the application does
    /// not), a category is never the class, and `@end` may carry a comment.
    @Test func aHelperTakingTheApplicationOrACategoryIsNotTheDelegate() {
        let helper = Self.lines(
            "@implementation Tracker\n- (void)startWithApplication:(UIApplication *)application {\n}\n@end")
        #expect(ScanFixAddition.implementationLine(conforming: "UIApplicationDelegate", in: helper) == nil)
        let category = Self.lines(
            "@implementation AppDelegate (Privacy)\n- (void)applicationWillResignActive:(UIApplication *)app {\n}\n@end"
        )
        #expect(ScanFixAddition.implementationLine(conforming: "UIApplicationDelegate", in: category) == nil)
        let commented = Self.lines(
            "@implementation AppDelegate\n@end // AppDelegate\n@implementation Other\n@end")
        #expect(ScanFixAddition.implementationEnd(after: 0, in: commented) == 1)
    }

    /// A call under a condition moves only with its method (renamed), which keeps the condition.
    @Test func aCallUnderAConditionIsNotMovedAlone() {
        let text = """
            @implementation AppDelegate
            - (void)applicationDidEnterBackground:(UIApplication *)application {
                if (self.enabled) {
                    [self showCover];
                }
            }
            @end

            """
        let sources = SourceLines(files: ["AppDelegate.m": text])
        var edits: [String: LineEdits] = [:]
        let moved = ScanFix.moveCall(
            SourceLocation(file: "AppDelegate.m", line: 4),
            from: SourceLocation(file: "AppDelegate.m", line: 2),
            twins: ScanFix.upTwins, sources: sources, edits: &edits)
        #expect(!moved)
        #expect(edits.isEmpty)
    }

    /// A character literal is no string's start nor a brace (`'{'`, `'"'`).
    @Test func aCharacterLiteralHoldsNoBraceNorQuote() {
        #expect(ScanFix.braces(in: "if (c == '{') {") == (opens: 1, closes: 0))
        #expect(ScanFix.code(of: "char q = '\"'; // a quote") == "char q = '\"'; ")
    }

    @Test func aCallbackWrittenOnOneLineIsLeftToAPerson() throws {
        let pieces = try Self.pieces("blurred-snapshot", host: .appDelegate, lifecycle: .app)
        let lines = Self.lines(
            "@implementation AppDelegate\n- (void)applicationWillResignActive:(UIApplication *)application { [self save]; }\n@end\n"
        )
        var notes: [String] = []
        #expect(
            ScanFixAddition.insertObjC(
                pieces, into: lines, implementationAt: 0, notes: &notes, path: "AppDelegate.m")
                == nil)
    }

    /// The scene delegate's launch call is a message to itself, in the printed code and the fix.
    @Test func aSceneDelegatesLaunchCallIsAMessage() throws {
        let request = CodeRequest(strategy: "secure-field-layer", lifecycle: .scene, language: .objc)
        let text = try StrategyCode.text(for: request)
        #expect(text.contains("return;\n    [self makeWindowSecure];\n}"), "\(text)")
        let pieces = try #require(try StrategyCode.pieces(for: request))
        #expect(pieces.launch == "[self makeWindowSecure];")
        let lines = Self.lines(
            "@implementation SceneDelegate\n- (void)scene:(UIScene *)scene willConnectToSession:(UISceneSession *)session\n"
                + "      options:(UISceneConnectionOptions *)options {\n    self.window.hidden = NO;\n}\n@end\n"
        )
        var notes: [String] = []
        let edited = try #require(
            ScanFixAddition.insertObjC(
                pieces, into: lines, implementationAt: 0, notes: &notes, path: "SceneDelegate.m"))
        #expect(
            edited.joined(separator: "\n").contains(
                "    self.window.hidden = NO;\n    [self makeWindowSecure];\n}"),
            "\(edited.joined(separator: "\n"))")
    }
}
