import Foundation
import SwitcherCore
import SwitcherScan
import SwitcherTestSupport
import Testing

/// The fixture apps under Tests/Fixtures/scan, each with what a scan must find in it and
/// whether its card leaks.
@Suite struct FixtureTests {
    static let fixtures = Repository.root.appendingPathComponent("Tests/Fixtures/scan", isDirectory: true)

    /// What one fixture must give: its lifecycle and devices, its recognised findings as
    /// `file:line strategy @host` with their pitfalls, its unrecognised lines, its verdict.
    struct Expected: Sendable, CustomTestStringConvertible {
        let fixture: String
        /// Nil for Android's activity lifecycle.
        let lifecycle: LifecycleStyle?
        let devices: [DeviceKind]
        let findings: [String]
        let pitfalls: [Pitfall]
        /// How many recognised findings sit in a host that never runs.
        var idle = 0
        var unrecognised = 0
        let leaks: Bool
        /// Some run is not assessed: unrecognised code runs before its card is taken.
        var notAssessed = false
        var testDescription: String { fixture }
    }

    static let expected: [Expected] = apple + android + scriptModules + examples

    /// The Swift and Objective-C fixtures.
    static let apple: [Expected] = [
        Expected(
            fixture: "app-delegate-overlay-in-scene-app", lifecycle: .scene, devices: [.iphone],
            findings: ["App/AppDelegate.swift:13 color-overlay @app-delegate active 0.5"],
            pitfalls: [.hostNeverRuns], idle: 1, leaks: true),
        Expected(
            fixture: "scene-privacy-window", lifecycle: .scene, devices: [.iphone],
            findings: ["App/SceneDelegate.swift:17 privacy-window @scene-delegate - 0.5"], pitfalls: [],
            leaks: true),
        Expected(
            fixture: "observer-color-overlay", lifecycle: .scene, devices: [.iphone],
            findings: ["App/AccountViewController.swift:17 color-overlay @notifications active 0.3"],
            pitfalls: [], leaks: false),
        Expected(
            fixture: "swiftui-app-scenephase-universal", lifecycle: .scene, devices: [.iphone, .ipad],
            findings: ["Vault/VaultApp.swift:16 scenephase-overlay @swiftui-app active 0.5"],
            // The pitfall the scan names is a leak the audit now measures: on the iPad, a window
            // sent to the background while another stays active (window-away, MODEL §53).
            pitfalls: [.appLevelScenePhaseOnIPad], leaks: true),
        Expected(
            fixture: "swiftui-view-scenephase", lifecycle: .scene, devices: [.iphone],
            findings: ["Notes/NoteView.swift:12 scenephase-overlay @swiftui-scene background 0.5"],
            pitfalls: [],
            leaks: true),
        Expected(
            fixture: "async-hop", lifecycle: .scene, devices: [.iphone],
            findings: ["App/SceneDelegate.swift:11 privacy-window @scene-delegate - 0.5"],
            pitfalls: [.deferredPastSnapshot], leaks: true),
        // On the way out: dark mode forced (colours only) and a plain stored flag of the app's own
        // window type set (no code runs, MODEL §66): nothing unread runs before the card.
        Expected(
            fixture: "state-set-on-the-way-out", lifecycle: .scene, devices: [.iphone],
            findings: ["App/SceneDelegate.swift:12 color-overlay @scene-delegate active 0.0"], pitfalls: [],
            leaks: false),
        Expected(
            fixture: "screen-cover-beside-app-cover", lifecycle: .scene, devices: [.iphone],
            findings: [
                "App/CardListViewController.swift:20 visual-effect-blur @notifications active 0.0",
                "App/SceneDelegate.swift:9 privacy-window @scene-delegate - 0.5",
            ], pitfalls: [],
            // One screen's own blur covers that screen; the app's window, put up only in the
            // background, leaves the live switcher card of every screen (MODEL §65).
            leaks: true),
        // A cover made by a static factory that sets `.overFullScreen`, presented from the top of
        // the presented chain and dismissed by itself: the corrected form, full screen, over the
        // app's own alert and sheet (MODEL §60).
        Expected(
            fixture: "topmost-modal-factory", lifecycle: .scene, devices: [.iphone],
            findings: ["App/PrivacyShield.swift:23 modal-cover @notifications active 0.5"], pitfalls: [],
            leaks: false),
        Expected(
            fixture: "animated-modal", lifecycle: .app, devices: [.iphone],
            findings: ["App/AppDelegate.swift:10 modal-cover-animated @app-delegate background 0.5"],
            pitfalls: [.animatedModal, .sheetPresentation], leaks: true),
        Expected(
            fixture: "blur-snapshot", lifecycle: .app, devices: [.iphone],
            findings: ["App/AppDelegate.swift:15 blurred-snapshot @app-delegate active 0.5"], pitfalls: [],
            leaks: false),
        Expected(
            fixture: "alpha-fade-without-remove", lifecycle: .app, devices: [.iphone],
            findings: ["App/AppDelegate.swift:12 overlay-finished-on-background @app-delegate - 0.5"],
            pitfalls: [.alphaWithoutRemovingAnimation], leaks: true),
        Expected(
            fixture: "ignore-snapshot", lifecycle: .app, devices: [.iphone],
            findings: ["App/AppDelegate.swift:8 ignore-snapshot @app-delegate - 0.5"],
            pitfalls: [.ignoreSnapshotProtectsNothing], leaks: true),
        Expected(
            fixture: "nothing", lifecycle: .scene, devices: [.iphone], findings: [], pitfalls: [], leaks: true
        ),
        // SwiftUI as written: `if scenePhase != .active` in a body's ZStack, and a ViewModifier's
        // `func body(content:)` with the one-argument onChange. The app's own alert is over both.
        Expected(
            fixture: "swiftui-body-scenephase", lifecycle: .scene, devices: [.iphone],
            findings: [
                "Notes/NoteView.swift:9 scenephase-overlay @swiftui-scene active 0.5",
                "Notes/SensitiveContent.swift:16 scenephase-overlay @swiftui-scene active 0.5",
            ], pitfalls: [], leaks: true),
        // Flutter's template: the app delegate subclasses FlutterAppDelegate, and has nothing.
        Expected(
            fixture: "flutter-app-delegate", lifecycle: .app, devices: [.iphone], findings: [], pitfalls: [],
            leaks: true),
        // A scene delegate that no configuration names: SwiftUI never makes it (MODEL §67).
        Expected(
            fixture: "swiftui-unnamed-scene-delegate", lifecycle: .scene, devices: [.iphone],
            findings: ["Notes/SceneDelegate.swift:11 privacy-window-active @scene-delegate - 0.5"],
            pitfalls: [.sceneDelegateUnnamed], idle: 1, leaks: true),
        // The handlers set a published property; its sink, switching over the value, shows the
        // privacy window: followed to the `.resigning` case.
        Expected(
            fixture: "published-sink", lifecycle: .app, devices: [.iphone],
            findings: ["App/AppDelegate.swift:40 privacy-window-active @app-delegate - 0.5"], pitfalls: [],
            leaks: false),
        // `#ifdef DEBUG` in Info.plist: read with the preprocessor lines blanked, scenes found.
        Expected(
            fixture: "preprocessed-info-plist", lifecycle: .scene, devices: [.iphone],
            findings: ["App/SceneDelegate.swift:17 privacy-window @scene-delegate - 0.5"], pitfalls: [],
            leaks: true),
        // The same delegate with the type it hands the event to, in a file of its own: followed.
        Expected(
            fixture: "cross-file-shield", lifecycle: .scene, devices: [.iphone],
            findings: ["App/PrivacyShield.swift:14 privacy-window-active @scene-delegate - 0.5"],
            pitfalls: [],
            leaks: false),
        // A post of the app's own notification, followed to its observer in another type.
        Expected(
            fixture: "posted-notification", lifecycle: .app, devices: [.iphone],
            findings: ["App/Curtain.swift:17 privacy-window-active @app-delegate - 0.5"], pitfalls: [],
            leaks: false),
        // An Objective-C handler's call to a method of its class's Swift extension.
        Expected(
            fixture: "objc-calls-swift", lifecycle: .app, devices: [.iphone],
            findings: ["App/AppDelegate+Curtain.swift:7 privacy-window @app-delegate - 0.5"], pitfalls: [],
            leaks: true),
        // A property's didSet, then an Objective-C setter in another file.
        Expected(
            fixture: "didset-objc-setter", lifecycle: .app, devices: [.iphone],
            findings: ["App/WindowGate.m:15 privacy-window-active @notifications - 0.5"], pitfalls: [],
            leaks: false),
        // A case handed to a state machine's switch: that case only.
        Expected(
            fixture: "state-machine", lifecycle: .app, devices: [.iphone],
            findings: ["App/LifecycleMachine.swift:16 color-overlay @app-delegate active 0.0"], pitfalls: [],
            leaks: false),
        // Two `handle` overloads of one type, told apart by the enum whose case the call passes.
        Expected(
            fixture: "overloaded-handle", lifecycle: .app, devices: [.iphone],
            findings: ["App/PrivacyShield.swift:14 color-overlay @app-delegate active 0.0"], pitfalls: [],
            leaks: false),
        // A case handed on to a protocol-typed state: every conforming type's implementation.
        Expected(
            fixture: "protocol-dispatch", lifecycle: .app, devices: [.iphone],
            findings: ["App/States.swift:10 color-overlay @app-delegate active 0.0"], pitfalls: [],
            leaks: false),
        // One implementation covers, the other does not: mapped, and not assessed.
        Expected(
            fixture: "protocol-dispatch-undecided", lifecycle: .app, devices: [.iphone],
            findings: ["App/States.swift:10 color-overlay @app-delegate active 0.0"], pitfalls: [],
            leaks: false, notAssessed: true),
        // An implementation in an app extension's code never runs in the app.
        Expected(
            fixture: "protocol-dispatch-extension", lifecycle: .app, devices: [.iphone],
            findings: ["App/MainCoordinator.swift:11 color-overlay @app-delegate active 0.0"], pitfalls: [],
            leaks: false),
        // Unmapped code in an app-wide observer cannot decide the window-away card (MODEL §53).
        Expected(
            fixture: "app-notification-window-away", lifecycle: .scene, devices: [.iphone, .ipad],
            findings: ["App/LockWindow.swift:11 privacy-window @notifications - 0.5"], pitfalls: [],
            unrecognised: 1, leaks: true),
        // A vendored library's project with an `Example` application target: no second app.
        Expected(
            fixture: "vendored-library-example", lifecycle: .app, devices: [.iphone],
            findings: ["App/AppDelegate.swift:12 color-overlay @app-delegate active 0.0"], pitfalls: [],
            leaks: false),
        Expected(
            fixture: "unrecognised", lifecycle: .scene, devices: [.iphone], findings: [], pitfalls: [],
            // `PrivacyShield.shared.engage(over: window)` in sceneWillResignActive could cover
            // every card: not assessed, never "leaks". The call in sceneDidBecomeActive comes after
            // every card: not reported.
            unrecognised: 1, leaks: false, notAssessed: true),
        // Objective-C, read from tokens.
        Expected(
            fixture: "objc-tagged-overlay", lifecycle: .app, devices: [.iphone],
            // Added with no animation: a fade of 0, opaque before any snapshot.
            findings: ["Vault/AppDelegate.m:29 color-overlay @app-delegate active 0.0"], pitfalls: [],
            leaks: false),
        Expected(
            fixture: "objc-scene-window", lifecycle: .scene, devices: [.iphone],
            findings: [
                "Notes/AppDelegate.m:11 hide-window @app-delegate active 0.5",
                "Notes/SceneDelegate.m:34 privacy-window @scene-delegate - 0.5",
            ],
            pitfalls: [.hostNeverRuns], idle: 1, leaks: true),
        Expected(
            fixture: "objc-async-hop", lifecycle: .app, devices: [.iphone],
            findings: [
                // Added with no animation: a fade of 0.
                "Ledger/PrivacyCover.m:42 visual-effect-blur @notifications active 0.0",
                "Ledger/PrivacyCover.m:47 ignore-snapshot @notifications - 0.5",
            ],
            // With no fade the blur is whole at once, and added to the key window itself it is
            // above the app's own alert and sheet (MODEL §57): no card leaks.
            pitfalls: [.deferredFromResignActive, .ignoreSnapshotProtectsNothing], leaks: false),
        Expected(
            fixture: "objc-animated-modal", lifecycle: .app, devices: [.iphone],
            findings: ["Bank/AppDelegate.m:13 modal-cover-animated @app-delegate active 0.5"],
            // With the app's own alert up the modal cannot be presented (MODEL §31, §57): that
            // card would leak, but the unrecognised `layer.opacity = 0` beside it runs before it,
            // so it is not assessed rather than a leak.
            pitfalls: [.animatedModal], unrecognised: 1, leaks: false, notAssessed: true),
        // A Xamarin.Forms iOS head in C# with nothing over the app: every card leaks.
        Expected(
            fixture: "csharp-forms-app", lifecycle: .app, devices: [.iphone], findings: [], pitfalls: [],
            leaks: true),
    ]

    static func describe(_ finding: ScanFinding) -> String {
        let configuration = finding.configuration
        return
            "\(finding.location) \(configuration?.id ?? "?") @\(finding.host.strategyHost?.rawValue ?? "-")"
            + " \(configuration?.trigger?.rawValue ?? "-") \(configuration?.fade ?? 0)"
    }

    @Test(arguments: expected) func fixture(_ expected: Expected) throws {
        let reading = try Scanner.read(Self.fixtures.appendingPathComponent(expected.fixture))
        #expect(reading.apps.count == 1)
        let app = try #require(reading.apps.first)
        #expect(app.lifecycle == expected.lifecycle)
        #expect(app.devices == expected.devices)
        var rankings: [String: Recommendation.Ranking] = [:]
        let report = try ScanReport.audit(
            app, catalog: ShippedAssets.catalog, appName: "Medical ID", recommend: false, rankings: &rankings)
        let recognised = report.findings.filter(\.isRecognised)
        #expect(recognised.map(Self.describe) == expected.findings)
        #expect(recognised.flatMap(\.pitfalls) == expected.pitfalls)
        #expect(recognised.filter { !$0.runs }.count == expected.idle)
        #expect(report.findings.filter { !$0.isRecognised }.count == expected.unrecognised)
        #expect(report.leaksAnywhere == expected.leaks, "\(report.leaks.map { "\($0.device) \($0.event)" })")
        if expected.fixture == "preprocessed-info-plist" {
            #expect(
                reading.notes.contains { $0.hasPrefix("App/Info.plist:5: preprocessor lines") },
                "\(reading.notes)")
        }
        #expect(
            report.notAssessed == expected.notAssessed, "\(report.unknown.map { "\($0.device) \($0.event)" })"
        )
    }

    /// The cover's style is read from the function that makes it, and the presentation from
    /// the top of the chain with a dismissal of the cover itself is the corrected form.
    @Test func aTopmostCoverFromAFactoryIsTheCorrectedFullScreenForm() throws {
        let reading = try Scanner.read(Self.fixtures.appendingPathComponent("topmost-modal-factory"))
        let app = try #require(reading.apps.first)
        var rankings: [String: Recommendation.Ranking] = [:]
        let report = try ScanReport.audit(
            app, catalog: ShippedAssets.catalog, appName: "Medical ID", recommend: false, rankings: &rankings)
        let configuration = try #require(report.findings.first?.configuration)
        #expect(configuration.presentation == .fullScreen)
        #expect(configuration.form == .corrected)
    }

    /// A cover added to a view controller's own view is that screen's: it is named, and it does
    /// not decide the cards of an app that has a cover for every screen.
    @Test func aScreensOwnCoverIsNamedAsThatScreens() throws {
        let reading = try Scanner.read(Self.fixtures.appendingPathComponent("screen-cover-beside-app-cover"))
        let app = try #require(reading.apps.first)
        let findings = ScanMapping.findings(for: app)
        #expect(findings.map(\.screen) == ["CardListViewController", nil])
    }

    /// Every fixture directory has its expectation.
    @Test func everyFixtureIsExpected() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.fixtures.path).sorted()
        #expect(names == Self.expected.map(\.fixture).sorted())
    }

    /// The app's directory inside a fixture, as a scan of the fixture alone finds it.
    static func root(of fixture: String) throws -> String {
        let app = try #require(try Scanner.read(fixtures.appendingPathComponent(fixture)).apps.first)
        return app.root == "." ? fixture : fixture + "/" + app.root
    }

    /// Several apps under one directory are found and read apart.
    @Test func aDirectoryOfAppsGivesOneReadingEach() throws {
        let reading = try Scanner.read(Self.fixtures)
        #expect(reading.apps.count == Self.expected.count)
        var roots: Set<String> = []
        for expected in Self.expected { roots.insert(try Self.root(of: expected.fixture)) }
        #expect(Set(reading.apps.map(\.root)) == roots)
    }

    /// A plugin's repository has no app: its iOS and Android halves are read as two libraries,
    /// the Java never filed under iOS, the iOS half audited with scenes.
    @Test func aPluginsHalvesAreTwoLibraries() throws {
        try withTemporaryDirectory { directory in
            let ios = directory.appendingPathComponent("src/ios")
            let android = directory.appendingPathComponent("src/android")
            try FileManager.default.createDirectory(at: ios, withIntermediateDirectories: true)
            try FileManager.default.createDirectory(at: android, withIntermediateDirectories: true)
            try """
            @implementation PrivacyScreenPlugin
            - (void)applicationWillResignActive:(UIApplication *)application {
                self.viewController.view.window.hidden = YES;
            }
            @end
            """.write(
                to: ios.appendingPathComponent("PrivacyScreenPlugin.m"), atomically: true, encoding: .utf8)
            try """
            public class PrivacyScreenPlugin extends CordovaPlugin {
                @Override
                public void onPause(boolean multitasking) {
                    cordova.getActivity().getWindow().addFlags(WindowManager.LayoutParams.FLAG_SECURE);
                }
            }
            """.write(
                to: android.appendingPathComponent("PrivacyScreenPlugin.java"), atomically: true,
                encoding: .utf8)
            let reading = try Scanner.read(directory)
            #expect(reading.apps.map(\.root).sorted() == ["src/android", "src/ios"])
            #expect(reading.apps.allSatisfy { $0.isLibrary })
            let iosApp = try #require(reading.apps.first { $0.platform == .iOS })
            #expect(iosApp.lifecycle == .scene)
            #expect(iosApp.facts.allSatisfy { $0.language == .objectiveC })
            let androidApp = try #require(reading.apps.first { $0.platform == .android })
            #expect(androidApp.facts.allSatisfy { $0.language == .java })
            #expect(
                ScanMapping.findings(for: androidApp).compactMap(\.configuration?.id) == [
                    "secure-flag-on-pause"
                ])
        }
    }

    /// Work handed on from willResignActive lands before the background snapshot a run-loop
    /// turn later, or after a delay shorter than the fast switch's 0.25 s; a longer delay does
    /// not, and the cover is audited as none (MODEL §52).
    @Test(arguments: [
        ("DispatchQueue.main.async", true), ("DispatchQueue.main.asyncAfter(deadline: .now() + 0.1)", true),
        ("DispatchQueue.main.asyncAfter(deadline: .now() + 5)", false),
    ])
    func aDelayFromResignActive(_ call: String, inTime: Bool) throws {
        let source = """
            import UIKit

            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?

                func sceneWillResignActive(_ scene: UIScene) {
                    \(call) {
                        self.window?.isHidden = true
                    }
                }

                func sceneDidBecomeActive(_ scene: UIScene) {
                    window?.isHidden = false
                }
            }
            """
        let found = try #require(try Self.findings(ofSceneApp: source, file: "SceneDelegate.swift").first)
        #expect(found.configuration?.id == "hide-window")
        #expect(found.pitfalls == [inTime ? .deferredFromResignActive : .deferredPastSnapshot])
        #expect(found.audited?.id == (inTime ? "hide-window" : "none"))
    }

    /// A handler that hands the event on to another type is not followed: it is reported as
    /// unrecognised, never dropped and never guessed.
    @Test func aHandlerThatHandsTheEventOnIsUnrecognised() throws {
        let source = """
            import UIKit

            final class ShieldPlugin: NSObject {
                private var implementation: Shield?

                func load() {
                    NotificationCenter.default.addObserver(
                        self, selector: #selector(handleWillResignActive),
                        name: UIApplication.willResignActiveNotification, object: nil)
                }

                @objc private func handleWillResignActive() {
                    implementation?.handleWillResignActiveNotification()
                }
            }
            """
        let findings = try Self.findings(ofSceneApp: source, file: "ShieldPlugin.swift")
        #expect(findings.count == 1)
        #expect(findings.first?.configuration == nil)
        #expect(findings.first?.unrecognised?.contains("handleWillResignActiveNotification") == true)
        #expect(findings.first?.location.line == 13)
    }

    /// An image view an app puts up shows an image the app names, taken to be in its asset
    /// catalog: audited in image-overlay's corrected form, not as the article's launch image,
    /// which an app made today does not have (MODEL §63).
    @Test func anImageOverlayIsAuditedWithTheAppsOwnImage() throws {
        let source = """
            import UIKit

            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?

                func sceneWillResignActive(_ scene: UIScene) {
                    let cover = UIImageView(image: UIImage(named: "Cover"))
                    cover.frame = window?.bounds ?? .zero
                    cover.tag = 42
                    window?.addSubview(cover)
                }

                func sceneDidBecomeActive(_ scene: UIScene) {
                    window?.viewWithTag(42)?.removeFromSuperview()
                }
            }
            """
        let found = try #require(try Self.findings(ofSceneApp: source, file: "SceneDelegate.swift").first)
        #expect(found.configuration?.id == "image-overlay")
        #expect(found.configuration?.form == .corrected)
        #expect(found.audited?.form == .corrected)
    }

    /// The findings of an app with a scene manifest (async-hop's Info.plist) and one Swift file.
    static func findings(ofSceneApp source: String, file: String) throws -> [ScanFinding] {
        try withTemporaryDirectory { directory in
            let app = directory.appendingPathComponent("App")
            try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
            try FileManager.default.copyItem(
                at: fixtures.appendingPathComponent("async-hop/App/Info.plist"),
                to: app.appendingPathComponent("Info.plist"))
            try source.write(to: app.appendingPathComponent(file), atomically: true, encoding: .utf8)
            return ScanMapping.findings(for: try #require(try Scanner.read(directory).apps.first))
        }
    }
}
