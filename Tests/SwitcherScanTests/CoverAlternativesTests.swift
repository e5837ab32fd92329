import Foundation
import SwitcherCore
import Testing

@testable import SwitcherScan

/// Covers that never run together (the modes of a plugin: `if imageMode … else if blurMode …`),
/// a second cover of another kind put up later, and a Capacitor plugin's set-up.
@Suite struct CoverAlternativesTests {
    /// A Flutter plugin whose `applicationWillResignActive(_:)` runs `body` (from line 7), with
    /// `helpers` after it.
    static func plugin(resignActive body: [String], helpers: [String] = []) throws -> AppReading {
        let lines =
            [
                "import Flutter",
                "import UIKit",
                "",
                "public class ShieldPlugin: NSObject, FlutterPlugin {",
                "    var window: UIWindow?",
                "    public func applicationWillResignActive(_ application: UIApplication) {",
            ] + body.map { "        " + $0 } + ["    }"] + helpers.map { "    " + $0 } + ["}", ""]
        return try AppAssemblyTests.firstApp(["ios/Classes/ShieldPlugin.swift": lines.joined(separator: "\n")]
        )
    }

    static let modes = [
        "if imageMode {",
        "    showImage()",
        "} else if blurMode {",
        "    let blur = UIVisualEffectView(effect: UIBlurEffect(style: .light))",
        "    window?.addSubview(blur)",
        "} else {",
        "    showColour()",
        "}",
    ]
    static let modeHelpers = [
        "func showImage() {",
        "    let image = UIImageView(image: UIImage(named: \"Shield\"))",
        "    window?.addSubview(image)",
        "}",
        "func showColour() {",
        "    let cover = UIView()",
        "    cover.backgroundColor = .black",
        "    window?.addSubview(cover)",
        "}",
    ]

    @Test func eachBranchOfAnIfElseChainIsAPatternOfItsOwn() throws {
        let app = try Self.plugin(resignActive: Self.modes, helpers: Self.modeHelpers)
        let found = ScanMapping.findings(for: app)
        #expect(
            found.compactMap(\.configuration?.id) == ["visual-effect-blur", "image-overlay", "color-overlay"])
        #expect(found.map(\.location.line) == [11, 18, 23])
    }

    @Test func coversInOneBranchAreOnePattern() throws {
        // The same three covers without the `else`: they run together, the first decides.
        let app = try Self.plugin(
            resignActive: ["if shielded {", "    showImage()", "    showColour()", "}"],
            helpers: Self.modeHelpers)
        let found = ScanMapping.findings(for: app)
        #expect(found.compactMap(\.configuration?.id) == ["image-overlay"])
    }

    /// A `switch`'s cases are alternatives, but a case that ends in `fallthrough` runs with the
    /// next.
    @Test(arguments: [
        (["case .image: showImage()", "default: showColour()"], ["image-overlay", "color-overlay"]),
        (
            [
                "case .image:", "    showImage()", "    fallthrough", "case .colour: showColour()",
                "default: break",
            ], ["image-overlay"]
        ),
    ])
    func aSwitchsCasesAreAlternatives(cases: [String], expected: [String]) throws {
        let app = try Self.plugin(resignActive: ["switch mode {"] + cases + ["}"], helpers: Self.modeHelpers)
        #expect(ScanMapping.findings(for: app).compactMap(\.configuration?.id) == expected)
    }

    @Test func anObjectiveCIfElseGivesAPatternPerClause() throws {
        let objectiveC = """
            @implementation AppDelegate
            - (void)applicationWillResignActive:(UIApplication *)application {
                UIImage *splash = [UIImage imageNamed:@"Splash"];
                if (splash == NULL) {
                    self.window.hidden = YES;
                } else if (self.blurs) {
                    [self.window addSubview:[[UIVisualEffectView alloc] initWithEffect:[UIBlurEffect effectWithStyle:UIBlurEffectStyleLight]]];
                } else {
                    UIImageView *imageView = [[UIImageView alloc] initWithImage:splash];
                    [self.window addSubview:imageView];
                }
            }
            @end
            """
        let app = try WindowCoverTests.objectiveCApp(objectiveC)
        let found = ScanMapping.findings(for: app)
        #expect(
            found.compactMap(\.configuration?.id) == ["hide-window", "visual-effect-blur", "image-overlay"])
        #expect(found.map(\.location.line) == [5, 7, 10])
        // Each fact in one clause only: none excludes itself.
        #expect(app.facts.allSatisfy { !$0.excludes($0) }, "\(app.facts.map(\.branches))")
    }

    @Test func aLaterCoverOfAnotherKindIsAPatternOfItsOwn() throws {
        let app = try WindowCoverTests.app(
            resignActive: ["window?.addSubview(UIView())"],
            enterBackground: [
                "window?.addSubview(UIView())",
                "let lock = LockViewController()",
                "lock.modalPresentationStyle = .fullScreen",
                "window?.rootViewController?.present(lock, animated: false)",
            ])
        let found = ScanMapping.findings(for: app)
        #expect(found.compactMap(\.configuration?.id) == ["color-overlay", "modal-cover"])
        #expect(found.map(\.location.line) == [7, 13])
    }

    /// Capacitor's bridge calls a plugin's `load()` at launch; the object it makes there runs
    /// its initialiser, which moves the window's layer into a secure text field's.
    @Test func aCapacitorPluginsLoadIsFollowedIntoTheInitialiserItRuns() throws {
        let plugin = """
            import Capacitor

            @objc(ShieldPlugin)
            public class ShieldPlugin: CAPPlugin, CAPBridgedPlugin {
                private var implementation: PrivacyShield?
                override public func load() {
                    implementation = PrivacyShield(window: UIApplication.shared.delegate?.window as? UIWindow)
                }
            }
            """
        let shield = """
            import UIKit

            @objc public class PrivacyShield: NSObject {
                private var window: UIWindow?
                private let field = UITextField()
                init(window: UIWindow?) {
                    self.window = window
                    super.init()
                    preventScreenshots()
                }
                func preventScreenshots() {
                    guard let window else { return }
                    window.layer.superlayer?.addSublayer(field.layer)
                    if #available(iOS 17.0, *) {
                        field.layer.sublayers?.last?.addSublayer(window.layer)
                    } else {
                        field.layer.sublayers?.first?.addSublayer(window.layer)
                    }
                    field.isSecureTextEntry = true
                }
            }
            """
        let app = try AppAssemblyTests.firstApp([
            "ios/Plugin/ShieldPlugin.swift": plugin, "ios/Plugin/PrivacyShield.swift": shield,
        ])
        let found = ScanMapping.findings(for: app)
        // One pattern for the function, however many branches move the layer.
        #expect(found.compactMap(\.configuration?.id) == ["secure-field-layer"])
        let first = try #require(found.first)
        #expect(first.location == SourceLocation(file: "ios/Plugin/PrivacyShield.swift", line: 15))
        #expect(first.facts.first?.handler.plugin == "Capacitor")
        #expect(first.facts.first?.via.map(\.line) == [7, 9])
    }

    @Test func aHelperBothCallbacksCallGivesNoSecondPatternForTheBackground() throws {
        let app = try WindowCoverTests.app(
            resignActive: ["lockApp()"], enterBackground: ["lockApp()"],
            members: [
                "func lockApp() {",
                "    window?.addSubview(UIView())",
                "    let lock = LockViewController()",
                "    lock.modalPresentationStyle = .fullScreen",
                "    window?.rootViewController?.present(lock, animated: false)",
                "}",
            ])
        #expect(ScanMapping.findings(for: app).compactMap(\.configuration?.id) == ["color-overlay"])
    }

    @Test func clausesThatComeToTheSameConfigurationAreOnePattern() throws {
        let app = try WindowCoverTests.app(resignActive: [
            "if #available(iOS 13.0, *) {",
            "    window?.addSubview(UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial)))",
            "} else {",
            "    window?.addSubview(UIVisualEffectView(effect: UIBlurEffect(style: .light)))",
            "}",
        ])
        let found = ScanMapping.findings(for: app)
        #expect(found.compactMap(\.configuration?.id) == ["visual-effect-blur"])
        #expect(found.map(\.location.line) == [8])
    }

}
