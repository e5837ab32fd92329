import SwitcherCore
import SwitcherTestSupport
import Testing

/// Each row of the callback table (MODEL §39), in both iOS lifecycle styles.
@Suite struct CallbackTableTests {
    static let styles: [LifecycleStyle] = [.scene, .app]

    /// A cold launch: with scenes the new scene connects, then enters the foreground; before
    /// iOS 13 the app goes from not running straight to inactive, with no
    /// applicationWillEnterForeground and no willEnterForegroundNotification.
    @Test(arguments: styles) func coldLaunch(_ style: LifecycleStyle) {
        let world = World.test(.iphoneHome, style)
        world.send(.launch("Secret"))
        world.advance(1)
        let expected: [Callback] =
            style == .scene
            ? [.didFinishLaunching, .willConnect, .willEnterForeground, .didBecomeActive]
            : [.didFinishLaunching, .didBecomeActive]
        #expect(world.callbacks("Secret", since: 0) == expected)
        let posted =
            style == .scene
            ? [UIApplication.willEnterForegroundNotification, UIApplication.didBecomeActiveNotification]
            : [UIApplication.didBecomeActiveNotification]
        #expect(world.notifications("Secret") == posted)
        #expect(world.state(ofApp: "Secret") == .active)
        // didBecomeActive after the launch zoom.
        #expect(world.times(of: .didBecomeActive, "Secret") == [0.35])
    }

    /// Before iOS 13, willEnterForeground (callback and notification) comes only on the way
    /// back from the background, never at a launch, the one after the system ended the app too.
    @Test func appLifecycleEntersTheForegroundOnlyFromTheBackground() {
        let world = World.test(.iphoneHome, .app).launched("Secret")
        world.send(.home)
        world.advance(10)
        var mark = world.mark
        world.send(.launch("Secret"))
        world.advance(1)
        #expect(world.callbacks("Secret", since: mark) == [.willEnterForeground, .didBecomeActive])
        #expect(
            world.notifications("Secret", since: mark) == [
                UIApplication.willEnterForegroundNotification, UIApplication.didBecomeActiveNotification,
            ])
        world.send(.home)
        world.advance(10)
        world.send(.evict("Secret"))
        mark = world.mark
        world.send(.launch("Secret"))
        world.advance(1)
        #expect(world.callbacks("Secret", since: mark) == [.didFinishLaunching, .didBecomeActive])
        #expect(world.notifications("Secret", since: mark) == [UIApplication.didBecomeActiveNotification])
    }

    @Test(arguments: styles) func homePress(_ style: LifecycleStyle) {
        let world = World.test(.iphoneHome, style).launched("Secret")
        let mark = world.mark
        let start = world.now.seconds
        world.send(.home)
        world.advance(10)
        #expect(world.callbacks("Secret", since: mark) == [.willResignActive, .didEnterBackground])
        // A single press waits out the double-press window, then the 0.6 s close.
        let resign = world.times(of: .willResignActive, "Secret")[0]
        #expect(abs(resign - (start + 0.3)) < 1e-6)
        #expect(abs(world.times(of: .didEnterBackground, "Secret")[0] - (resign + 0.6)) < 1e-6)
        let snaps = world.snapshots("Secret", since: mark)
        #expect(snaps.count == 1)
        #expect(abs(snaps[0].time.seconds - (resign + 0.6 + 1.0 / 60)) < 1e-3)
        #expect(world.state(ofApp: "Secret") == .suspended)
    }

    @Test(arguments: styles) func switcherThenSameCard(_ style: LifecycleStyle) {
        let world = World.test(.iphoneHome, style).launched("Secret")
        let mark = world.mark
        world.send(.switcherGesture(on: world.device))
        world.advance(1)
        #expect(world.callbacks("Secret", since: mark) == [.willResignActive])
        #expect(world.screen == .switcher)
        #expect(world.snapshots("Secret", since: mark).isEmpty)
        // The card is live: it is what the app draws now.
        #expect(world.cardImage(of: world.secret) == world.liveImage(of: world.secret))
        #expect(world.cardImage(of: world.secret).legibleSensitiveCells(.default) == TestApps.secretLegible)
        world.send(.select(SceneReference(world.secret)))
        world.advance(1)
        #expect(world.callbacks("Secret", since: mark) == [.willResignActive, .didBecomeActive])
        #expect(world.state(ofApp: "Secret") == .active)
    }

    @Test(arguments: styles) func switcherThenOtherApp(_ style: LifecycleStyle) {
        let world = World.test(.iphoneHome, style).launched("Notes").launched("Secret")
        let mark = world.mark
        world.send(.switcherGesture(on: world.device))
        world.advance(1)
        world.send(.select(SceneReference(SceneID(app: "Notes", index: 1))))
        world.advance(1)
        #expect(world.callbacks("Secret", since: mark) == [.willResignActive, .didEnterBackground])
        #expect(world.snapshots("Secret", since: mark).count == 1)
        #expect(world.callbacks("Notes", since: mark) == [.willEnterForeground, .didBecomeActive])
    }

    @Test(arguments: styles) func switcherThenHome(_ style: LifecycleStyle) {
        let world = World.test(.iphoneHome, style).launched("Secret")
        let mark = world.mark
        world.send(.switcherGesture(on: world.device))
        world.advance(1)
        world.send(.home)
        world.advance(1)
        #expect(world.callbacks("Secret", since: mark) == [.willResignActive, .didEnterBackground])
        #expect(world.screen == .home)
        #expect(world.snapshots("Secret", since: mark).count == 1)
    }

    @Test(arguments: styles) func fastAppSwitchHasShorterGap(_ style: LifecycleStyle) {
        let world = World.test(.iphone, style).launched("Notes").launched("Secret")
        let mark = world.mark
        world.send(.appSwitch(.right))
        world.advance(2)
        #expect(world.callbacks("Secret", since: mark) == [.willResignActive, .didEnterBackground])
        let resign = world.times(of: .willResignActive, "Secret").last!
        let background = world.times(of: .didEnterBackground, "Secret").last!
        #expect(abs(background - resign - 0.25) < 1e-6)
        #expect(world.callbacks("Notes", since: mark) == [.willEnterForeground, .didBecomeActive])
        #expect(world.foreground == [SceneID(app: "Notes", index: 1)])
    }

    @Test(arguments: styles, [Sheet.controlCenter, .notificationCenter])
    func sheets(_ style: LifecycleStyle, _ sheet: Sheet) {
        let world = World.test(.iphoneHome, style).launched("Secret")
        let mark = world.mark
        world.send(.pull(sheet))
        world.advance(1)
        #expect(world.callbacks("Secret", since: mark) == [.willResignActive])
        world.send(.dismiss)
        world.advance(1)
        #expect(world.callbacks("Secret", since: mark) == [.willResignActive, .didBecomeActive])
        #expect(world.snapshots("Secret", since: mark).isEmpty)
    }

    @Test(arguments: styles) func callDeclinedAndAnswered(_ style: LifecycleStyle) {
        let world = World.test(.iphone, style).launched("Secret")
        var mark = world.mark
        world.send(.call)
        world.send(.dismiss)
        world.advance(1)
        #expect(world.callbacks("Secret", since: mark) == [.willResignActive, .didBecomeActive])
        mark = world.mark
        world.send(.call)
        world.send(.answer)
        world.advance(1)
        #expect(world.callbacks("Secret", since: mark) == [.willResignActive, .didEnterBackground])
        #expect(world.snapshots("Secret", since: mark).count == 1)
        world.send(.dismiss)  // hang up
        world.advance(1)
        #expect(world.state(ofApp: "Secret") == .active)
    }

    @Test(arguments: styles) func faceIDPrompt(_ style: LifecycleStyle) {
        let world = World.test(.iphone, style).launched("Secret")
        let mark = world.mark
        world.send(.faceID)
        world.advance(0.5)
        world.send(.dismiss)
        world.advance(0.5)
        #expect(world.callbacks("Secret", since: mark) == [.willResignActive, .didBecomeActive])
    }

    /// UIKit resigns only an active scene: a Face ID prompt, then the switcher, is one
    /// willResignActive; leaving for another app then sends didEnterBackground.
    @Test(arguments: styles) func promptThenSwitcherResignsOnce(_ style: LifecycleStyle) {
        let world = World.test(.iphone, style).launched("Notes").launched("Secret")
        let mark = world.mark
        world.send(.faceID)
        world.send(.switcherGesture(on: world.device))
        world.advance(1)
        #expect(world.callbacks("Secret", since: mark) == [.willResignActive])
        world.send(.select(SceneReference(SceneID(app: "Notes", index: 1))))
        world.advance(1)
        #expect(world.callbacks("Secret", since: mark) == [.willResignActive, .didEnterBackground])
    }

    /// A Face ID prompt, then Home: one willResignActive (and one notification), then
    /// didEnterBackground and the snapshot.
    @Test(arguments: styles) func promptThenHomeResignsOnce(_ style: LifecycleStyle) {
        let world = World.test(.iphone, style).launched("Secret")
        let mark = world.mark
        world.send(.faceID)
        world.advance(1)
        world.send(.home)
        world.advance(2)
        #expect(world.callbacks("Secret", since: mark) == [.willResignActive, .didEnterBackground])
        #expect(
            world.notifications("Secret", since: mark) == [
                UIApplication.willResignActiveNotification, UIApplication.didEnterBackgroundNotification,
            ])
        #expect(world.snapshots("Secret", since: mark).count == 1)
    }

    /// Control Center over a Face ID prompt: still one willResignActive; didBecomeActive once
    /// both are gone.
    @Test(arguments: styles) func promptAndSheetResignOnce(_ style: LifecycleStyle) {
        let world = World.test(.iphone, style).launched("Secret")
        let mark = world.mark
        world.send(.faceID)
        world.send(.pull(.controlCenter))
        world.advance(1)
        world.send(.dismiss)
        world.advance(1)
        #expect(world.callbacks("Secret", since: mark) == [.willResignActive])
        world.send(.dismiss)
        world.advance(1)
        #expect(world.callbacks("Secret", since: mark) == [.willResignActive, .didBecomeActive])
    }

    @Test(arguments: styles) func lockAndUnlock(_ style: LifecycleStyle) {
        let world = World.test(.iphoneHome, style).launched("Secret")
        let mark = world.mark
        world.send(.lock)
        world.advance(1)
        #expect(world.callbacks("Secret", since: mark) == [.willResignActive, .didEnterBackground])
        let resign = world.times(of: .willResignActive, "Secret").last!
        #expect(abs(world.times(of: .didEnterBackground, "Secret").last! - resign - 0.3) < 1e-6)
        #expect(world.screen == .locked)
        world.send(.unlock)
        world.advance(1)
        #expect(
            world.callbacks("Secret", since: mark) == [
                .willResignActive, .didEnterBackground, .willEnterForeground, .didBecomeActive,
            ])
    }

    @Test(arguments: styles) func returnShowsSnapshotDuringZoom(_ style: LifecycleStyle) {
        let world = World.test(.iphoneHome, style).launched("Secret")
        world.send(.home)
        world.advance(2)
        let mark = world.mark
        world.send(.launch("Secret"))
        world.advance(0.1)
        guard case .appOpen(let scenes, let images)? = world.transition?.kind else {
            Issue.record("no zoom")
            return
        }
        #expect(scenes == [world.secret])
        #expect(images[world.secret] == world.snapshot(of: world.secret)?.image)
        world.advance(1)
        #expect(world.callbacks("Secret", since: mark) == [.willEnterForeground, .didBecomeActive])
    }

    /// A suspended app swiped away runs no code: no callback. With scenes, UIKit reports the
    /// discarded session at the next launch, right after didFinishLaunching.
    @Test(arguments: styles) func killSuspendedHasNoCallback(_ style: LifecycleStyle) {
        let world = World.test(.iphoneHome, style).launched("Secret")
        world.send(.home)
        world.advance(10)
        #expect(world.state(ofApp: "Secret") == .suspended)
        var mark = world.mark
        world.send(.switcherGesture(on: world.device))
        world.advance(1)
        world.send(.kill(SceneReference(world.secret)))
        world.advance(1)
        #expect(world.callbacks("Secret", since: mark).isEmpty)
        #expect(world.snapshot(of: world.secret) == nil)
        #expect(world.state(ofApp: "Secret") == .notRunning)
        mark = world.mark
        world.send(.home)
        world.advance(1)
        world.send(.launch("Secret"))
        world.advance(1)
        let expected: [Callback] =
            style == .scene
            ? [
                .didFinishLaunching, .didDiscardSceneSessions, .willConnect, .willEnterForeground,
                .didBecomeActive,
            ]
            : [.didFinishLaunching, .didBecomeActive]
        #expect(world.callbacks("Secret", since: mark) == expected)
        // Reported once only.
        world.send(.home)
        world.advance(10)
        world.send(.evict("Secret"))
        mark = world.mark
        world.send(.launch("Secret"))
        world.advance(1)
        #expect(!world.callbacks("Secret", since: mark).contains(.didDiscardSceneSessions))
    }

    /// Swiping away the card of a switcher opened over the app, which was only inactive: with
    /// scenes, sceneDidDisconnect with no didEnterBackground (reported, MODEL §44) and no
    /// snapshot; before iOS 13 the app goes through the background first.
    @Test(arguments: styles) func killFromASwitcherOpenedOverTheAppSkipsTheBackground(_ style: LifecycleStyle)
    {
        let world = World.test(.iphone, style).launched("Secret")
        world.send(.switcherGesture(on: world.device))
        world.advance(1)
        #expect(world.state(of: world.secret) == .inactive)
        let mark = world.mark
        world.send(.kill(SceneReference(world.secret)))
        world.advance(1)
        let expected: [Callback] =
            style == .scene
            ? [.didDisconnect, .didDiscardSceneSessions, .willTerminate]
            : [.didEnterBackground, .willTerminate]
        #expect(world.callbacks("Secret", since: mark) == expected)
        #expect(world.state(of: world.secret) == .notRunning)
    }

    /// Swiping away an app still running in the background: with scenes its scene is
    /// disconnected and its session discarded before applicationWillTerminate; before iOS 13
    /// there is only applicationWillTerminate. Each reaches the delegate that UIKit calls.
    @Test(arguments: styles) func killRunningInBackgroundSendsWillTerminate(_ style: LifecycleStyle) {
        let recorder = DelegateRecorder()
        let world = World(settings: WorldSettings(lifecycle: style), catalog: TestApps.catalog) { _ in
            recorder
        }
        .launched("Secret")
        world.send(.home)
        world.advance(1.5)
        #expect(world.state(ofApp: "Secret") == .background)
        let mark = world.mark
        world.send(.switcherGesture(on: world.device))
        world.advance(1)
        recorder.calls = []
        world.send(.kill(SceneReference(world.secret)))
        world.advance(1)
        let expected: [Callback] =
            style == .scene ? [.didDisconnect, .didDiscardSceneSessions, .willTerminate] : [.willTerminate]
        #expect(world.callbacks("Secret", since: mark) == expected)
        #expect(
            recorder.calls
                == (style == .scene
                    ? [
                        "sceneDidDisconnect(_:)", "application(_:didDiscardSceneSessions:) [Secret]",
                        "applicationWillTerminate(_:)",
                    ]
                    : ["applicationWillTerminate(_:)"]))
    }

    /// iPad: closing one window of several disconnects that scene and discards its session;
    /// the app runs on, with no willTerminate.
    @Test func closingOneWindowDisconnectsAndDiscardsIt() {
        let world = World.test(.ipad).launched("Secret")
        world.send(.newWindow("Secret"))
        world.advance(2)
        let first = SceneID(app: "Secret", index: 1)
        let second = SceneID(app: "Secret", index: 2)
        let mark = world.mark
        world.send(.switcherGesture(on: world.device))
        world.advance(1)
        world.send(.kill(SceneReference(first)))
        world.advance(1)
        #expect(
            world.callbacks("Secret", since: mark) == [
                .willResignActive, .didDisconnect, .didDiscardSceneSessions,
            ])
        #expect(world.scenes(receiving: .didDisconnect, since: mark) == [first])
        #expect(world.scenes(receiving: .didDiscardSceneSessions, since: mark) == [first])
        #expect(world.state(of: second) == .inactive)
        #expect(world.application(named: "Secret")?.connectedScenes.count == 1)
    }

    /// iPad: swiping away a card of two windows of one app (split view) that still runs in the
    /// background: each scene is disconnected and discarded, then applicationWillTerminate.
    @Test func terminatingAnAppWithTwoScenesDisconnectsEachFirst() {
        let world = World.test(.ipad).launched("Secret")
        world.send(.split("Secret"))
        world.advance(1)
        world.send(.home)
        world.advance(1.5)
        let first = SceneID(app: "Secret", index: 1)
        let second = SceneID(app: "Secret", index: 2)
        let mark = world.mark
        world.send(.switcherGesture(on: world.device))
        world.advance(1)
        world.send(.kill(SceneReference(first)))
        world.advance(1)
        #expect(
            world.callbacks("Secret", since: mark) == [
                .didDisconnect, .didDiscardSceneSessions, .didDisconnect, .didDiscardSceneSessions,
                .willTerminate,
            ])
        #expect(world.scenes(receiving: .didDisconnect, since: mark) == [first, second])
        #expect(world.scenes(receiving: .didDiscardSceneSessions, since: mark) == [first, second])
        #expect(world.state(ofApp: "Secret") == .notRunning)
    }

    /// Cold launch after the system ended the app: the stored snapshot is the launch image,
    /// unless the app called ignoreSnapshotOnNextApplicationLaunch.
    @Test(arguments: [false, true]) func launchImageRule(_ ignore: Bool) {
        let world = World.test(.iphoneHome).launched("Secret")
        if ignore { world.application(named: "Secret")?.ignoreSnapshotOnNextApplicationLaunch() }
        world.send(.home)
        world.advance(10)
        let stored = world.snapshot(of: world.secret)?.image
        world.send(.evict("Secret"))
        world.advance(0.1)
        #expect(world.state(ofApp: "Secret") == .notRunning)
        // The card is still there, with the snapshot.
        #expect(world.cardImage(of: world.secret) == stored)
        world.send(.launch("Secret"))
        world.advance(0.1)
        guard case .appOpen(_, let images)? = world.transition?.kind else {
            Issue.record("no zoom")
            return
        }
        if ignore {
            #expect(images[world.secret] != stored)
            #expect(images[world.secret]?.legibleSensitiveCells(.default) == 0)
        } else {
            #expect(images[world.secret] == stored)
        }
    }

    @Test func sceneStyleStillPostsNotifications() {
        let world = World.test(.iphoneHome, .scene).launched("Secret")
        var posted: [String] = []
        let center = world.application(named: "Secret")!.notificationCenter
        for name in [
            UIApplication.willResignActiveNotification, UIApplication.didEnterBackgroundNotification,
            UIApplication.willEnterForegroundNotification, UIApplication.didBecomeActiveNotification,
        ] {
            center.addObserver(forName: name) { posted.append(name.rawValue) }
        }
        world.send(.home)
        world.advance(2)
        world.send(.launch("Secret"))
        world.advance(1)
        #expect(
            posted == [
                "willResignActiveNotification", "didEnterBackgroundNotification",
                "willEnterForegroundNotification", "didBecomeActiveNotification",
            ])
    }
}

/// Records the app-delegate and scene-delegate calls that reach a strategy.
final class DelegateRecorder: PrivacyStrategy {
    var calls: [String] = []
    func applicationWillTerminate(_ application: UIApplication) {
        calls.append("applicationWillTerminate(_:)")
    }
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<SceneID>) {
        calls.append("application(_:didDiscardSceneSessions:) \(sceneSessions.sorted())")
    }
    func sceneDidDisconnect(_ scene: UIWindowScene) { calls.append("sceneDidDisconnect(_:)") }
}
