import SwitcherCore
import Testing

/// Each row of DESIGN §2's callback table, in both iOS lifecycle styles.
@Suite struct CallbackTableTests {
    static let styles: [LifecycleStyle] = [.scene, .app]

    @Test(arguments: styles) func coldLaunch(_ style: LifecycleStyle) {
        let world = World.test(.iphoneHome, style)
        world.send(.launch("Secret"))
        world.advance(1)
        let expected: [Callback] =
            style == .scene
            ? [.didFinishLaunching, .willConnect, .willEnterForeground, .didBecomeActive]
            : [.didFinishLaunching, .willEnterForeground, .didBecomeActive]
        #expect(world.callbacks("Secret", since: 0) == expected)
        #expect(world.state(ofApp: "Secret") == .active)
        // didBecomeActive after the launch zoom.
        #expect(world.times(of: .didBecomeActive, "Secret") == [0.35])
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
        #expect(world.cardImage(of: world.secret).legibleSensitiveCells == TestApps.secretLegible)
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

    /// Face ID prompt, then the switcher: a second willResignActive with no didBecomeActive
    /// between (DESIGN §2), then didEnterBackground when the user leaves.
    @Test func promptThenSwitcherRepeatsWillResignActive() {
        let world = World.test(.iphone).launched("Notes").launched("Secret")
        let mark = world.mark
        world.send(.faceID)
        world.send(.switcherGesture(on: world.device))
        world.advance(1)
        #expect(world.callbacks("Secret", since: mark) == [.willResignActive, .willResignActive])
        world.send(.select(SceneReference(SceneID(app: "Notes", index: 1))))
        world.advance(1)
        #expect(
            world.callbacks("Secret", since: mark) == [
                .willResignActive, .willResignActive, .didEnterBackground,
            ])
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

    @Test(arguments: styles) func killSuspendedHasNoCallback(_ style: LifecycleStyle) {
        let world = World.test(.iphoneHome, style).launched("Secret")
        world.send(.home)
        world.advance(10)
        #expect(world.state(ofApp: "Secret") == .suspended)
        let mark = world.mark
        world.send(.switcherGesture(on: world.device))
        world.advance(1)
        world.send(.kill(SceneReference(world.secret)))
        world.advance(1)
        #expect(world.callbacks("Secret", since: mark).isEmpty)
        #expect(world.snapshot(of: world.secret) == nil)
        #expect(world.state(ofApp: "Secret") == .notRunning)
    }

    @Test(arguments: styles) func killRunningInBackgroundSendsWillTerminate(_ style: LifecycleStyle) {
        let world = World.test(.iphoneHome, style).launched("Secret")
        world.send(.home)
        world.advance(1.5)
        #expect(world.state(ofApp: "Secret") == .background)
        let mark = world.mark
        world.send(.switcherGesture(on: world.device))
        world.advance(1)
        world.send(.kill(SceneReference(world.secret)))
        world.advance(1)
        #expect(world.callbacks("Secret", since: mark) == [.willTerminate])
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
            #expect(images[world.secret]?.legibleSensitiveCells == 0)
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
