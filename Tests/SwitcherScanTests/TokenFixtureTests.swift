import Foundation
import SwitcherTestSupport
import Testing

@testable import SwitcherScan

/// The Objective-C, Kotlin and Java fixtures under Tests/Fixtures/scan, each read as a scan
/// reads it, against its EXPECTED.md.
@Suite struct TokenFixtureTests {
    static let fixtures = Repository.root.appendingPathComponent("Tests/Fixtures/scan")

    func app(_ name: String) throws -> AppReading {
        let reading = try Scanner.read(Self.fixtures.appendingPathComponent(name))
        #expect(reading.apps.count == 1, "\(reading.apps.map(\.root))")
        return try #require(reading.apps.first)
    }

    /// The fact at `file:line` of `callback` doing `action`, if exactly one is.
    func fact(
        _ facts: [SourceFact], _ file: String, _ line: Int, _ callback: String, _ action: SourceAction
    ) -> SourceFact? {
        let found = facts.filter {
            $0.location.file.hasSuffix(file) && $0.location.line == line && $0.handler.callback == callback
                && $0.action == action
        }
        return found.count == 1 ? found[0] : nil
    }

    func described(_ facts: [SourceFact]) -> String {
        facts.map {
            "\($0.location) \($0.handler.callback) \($0.action) \($0.deferred.map(\.description) ?? "")"
        }
        .joined(separator: "\n")
    }

    @Test func objectiveCTaggedOverlay() throws {
        let app = try app("objc-tagged-overlay")
        let facts = app.facts
        let file = "Vault/AppDelegate.m"
        let cover = try #require(
            fact(facts, file, 29, "applicationWillResignActive:", .addsView(kind: .colour, tag: 1234)),
            "\(described(facts))")
        #expect(cover.handler.host == .appDelegate && cover.handler.moment == .resignActive)
        #expect(
            cover.deferred == nil && cover.handler.owner == "AppDelegate" && cover.handler.location.line == 25
        )
        #expect(fact(facts, file, 33, "applicationDidBecomeActive:", .removesView(tag: 1234)) != nil)
        #expect(
            fact(facts, file, 19, "application:didFinishLaunchingWithOptions:", .createsWindow(level: nil))
                != nil)
        #expect(facts.count == 4, "\(described(facts))")
        #expect(!facts.contains { if case .unrecognised = $0.action { true } else { false } })
    }

    @Test func objectiveCSceneWindowThroughHelpers() throws {
        let facts = try app("objc-scene-window").facts
        let scene = "Notes/SceneDelegate.m"
        let window = try #require(
            fact(
                facts, scene, 34, "sceneDidEnterBackground:", .createsWindow(level: "UIWindowLevelAlert + 1")),
            "\(described(facts))")
        #expect(window.handler.host == .sceneDelegate && window.handler.moment == .enterBackground)
        #expect(window.handler.location.line == 25)
        #expect(
            fact(facts, scene, 37, "sceneDidEnterBackground:", .setsWindowHidden(false, ownWindow: false))
                != nil)
        #expect(
            fact(facts, scene, 42, "sceneWillEnterForeground:", .setsWindowHidden(true, ownWindow: false))
                != nil)
        let leftover = try #require(
            fact(
                facts, "Notes/AppDelegate.m", 11, "applicationWillResignActive:",
                .setsWindowHidden(true, ownWindow: true)))
        #expect(leftover.handler.host == .appDelegate)
        #expect(facts.count == 4, "\(described(facts))")
    }

    @Test func objectiveCAsyncHop() throws {
        let facts = try app("objc-async-hop").facts
        let file = "Ledger/PrivacyCover.m"
        let blur = try #require(
            fact(
                facts, file, 42, "UIApplicationWillResignActiveNotification",
                .addsView(kind: .visualEffect, tag: nil)),
            "\(described(facts))")
        #expect(blur.deferred == .mainQueue && blur.handler.host == .notificationObserver)
        #expect(blur.handler.location.line == 15)
        let fade = try #require(
            fact(
                facts, file, 24, "UIApplicationDidBecomeActiveNotification",
                .setsAlpha(value: 0, animated: true, duration: 0.3)))
        #expect(fade.deferred == nil && fade.handler.location.line == 19)
        #expect(
            fact(facts, file, 26, "UIApplicationDidBecomeActiveNotification", .removesView(tag: nil))?
                .deferred
                == .after(seconds: 0.3))
        #expect(
            fact(
                facts, file, 47, "UIApplicationDidEnterBackgroundNotification", .ignoresSnapshotOnNextLaunch)?
                .deferred
                == nil)
        #expect(
            fact(facts, file, 49, "UIApplicationDidEnterBackgroundNotification", .removesAnimations)?.deferred
                == .after(seconds: 0.5))
        #expect(facts.count == 5, "\(described(facts))")
    }

    @Test func objectiveCAnimatedModalAndUnrecognisedCode() throws {
        let facts = try app("objc-animated-modal").facts
        let file = "Bank/AppDelegate.m"
        #expect(
            fact(
                facts, file, 13, "applicationWillResignActive:",
                .presents(style: "overFullScreen", animated: true))
                != nil, "\(described(facts))")
        #expect(fact(facts, file, 18, "applicationDidBecomeActive:", .dismisses(animated: false)) != nil)
        let unrecognised = facts.filter { if case .unrecognised = $0.action { true } else { false } }
        #expect(unrecognised.map(\.location.line) == [14], "\(described(facts))")
        #expect(facts.count == 3)
    }

    @Test func flagSecureInOnCreate() throws {
        let app = try app("android-flag-secure-oncreate")
        let facts = app.facts
        let secure = try #require(
            fact(facts, "MainActivity.kt", 15, "onCreate(Bundle?)", .secureFlag(.set)), "\(described(facts))")
        #expect(
            secure.handler.host == .activity && secure.handler.moment == .launch
                && secure.handler.plugin == nil)
        #expect(secure.language == .kotlin && secure.apiLevelGuard == nil)
        #expect(facts.count == 1, "\(described(facts))")
        #expect(app.androidMinSdk == 24 && app.androidTargetSdk == 34)
        let activities = app.appFacts.compactMap {
            if case .androidActivity(let name) = $0.kind { name } else { nil }
        }
        #expect(activities == [".MainActivity"])
        #expect(app.name == "com.example.wallet")
    }

    @Test func flagSecureTooLateInOnPause() throws {
        let app = try app("android-flag-secure-onpause")
        let facts = app.facts
        let late = try #require(
            fact(facts, "MainActivity.java", 19, "onPause()", .secureFlag(.add)), "\(described(facts))")
        #expect(late.handler.moment == .resignActive && late.deferred == nil)
        #expect(
            fact(facts, "MainActivity.java", 25, "onResume()", .secureFlag(.clear))?.handler.moment
                == .becomeActive)
        #expect(facts.count == 2, "\(described(facts))")
        #expect(app.androidMinSdk == 23 && app.androidTargetSdk == 33)
    }

    @Test func recentsScreenshotGuarded() throws {
        let facts = try app("android-recents-disabled-guarded").facts
        let kotlin = try #require(
            fact(facts, "MainActivity.kt", 11, "onCreate(Bundle?)", .recentsScreenshotEnabled(false)),
            "\(described(facts))")
        #expect(kotlin.apiLevelGuard == 33)
        let java = try #require(
            fact(facts, "RecordsActivity.java", 11, "onResume()", .recentsScreenshotEnabled(false)))
        #expect(java.apiLevelGuard == 33 && java.handler.moment == .becomeActive)
        #expect(facts.count == 2)
    }

    @Test func recentsScreenshotUnguarded() throws {
        let app = try app("android-recents-disabled-unguarded")
        let call = try #require(
            fact(app.facts, "ChatActivity.java", 10, "onCreate(Bundle)", .recentsScreenshotEnabled(false)),
            "\(described(app.facts))")
        #expect(call.apiLevelGuard == nil)
        #expect(app.facts.count == 1)
        #expect(app.androidMinSdk == 24 && app.androidTargetSdk == 34 && app.name == "com.example.chat")
    }

    @Test func overlayInOnPause() throws {
        let facts = try app("android-overlay-onpause").facts
        let file = "MainActivity.kt"
        let image = try #require(
            fact(facts, file, 20, "onPause()", .addsView(kind: .image, tag: nil)), "\(described(facts))")
        #expect(image.deferred == nil && image.handler.moment == .resignActive)
        #expect(fact(facts, file, 23, "onPause()", .addsView(kind: .view, tag: nil))?.deferred == .post)
        #expect(fact(facts, file, 25, "onPause()", .redactsContent) != nil)
        #expect(fact(facts, file, 30, "onResume()", .removesView(tag: nil)) != nil)
        let unrecognised = facts.filter { if case .unrecognised = $0.action { true } else { false } }
        #expect(unrecognised.map(\.location.line) == [36], "\(described(facts))")
        #expect(unrecognised.first?.handler.moment == .enterBackground)
        #expect(facts.count == 5, "\(described(facts))")
    }

    @Test func cordovaPluginCallbacks() throws {
        let app = try app("java-cordova-plugin")
        let facts = app.facts
        let file = "PrivacyScreenPlugin.java"
        let pause = try #require(
            fact(facts, file, 37, "onPause(boolean)", .secureFlag(.add)), "\(described(facts))")
        #expect(pause.handler.plugin == "Cordova" && pause.handler.moment == .resignActive)
        #expect(pause.handler.owner == "PrivacyScreenPlugin" && pause.handler.host == .activity)
        // Through the activity's runOnUiThread, from a callback on the UI thread: at once.
        #expect(fact(facts, file, 55, "onResume(boolean)", .secureFlag(.add))?.deferred == nil)
        #expect(fact(facts, file, 57, "onResume(boolean)", .secureFlag(.clear))?.deferred == nil)
        let script = try #require(fact(facts, file, 55, "execute()", .secureFlag(.add)))
        #expect(script.handler.moment == .launch && script.handler.plugin == "Cordova")
        #expect(fact(facts, file, 57, "execute()", .secureFlag(.clear)) != nil)
        #expect(facts.count == 5, "\(described(facts))")
        #expect(app.androidMinSdk == 24 && app.name == "com.example.vault")
    }

    /// The same bytes read twice give the same facts in the same order.
    @Test func readingIsDeterministic() throws {
        for name in ["objc-async-hop", "java-cordova-plugin", "android-overlay-onpause"] {
            #expect(try app(name).facts == app(name).facts)
        }
    }
}
