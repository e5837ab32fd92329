import SwitcherCore
import SwitcherTestSupport
import Testing

/// iPad scenes and split view, Android's Activity lifecycle, and the fade race of article 004.
@Suite struct DeviceTests {
    @Test func iPadScenesHaveTheirOwnStatesAndSnapshots() {
        let world = World.test(.ipad).launched("Secret")
        let first = SceneID(app: "Secret", index: 1)
        let second = SceneID(app: "Secret", index: 2)
        world.send(.newWindow("Secret"))
        world.advance(2)
        #expect(world.state(of: first) == .background)
        #expect(world.state(of: second) == .active)
        #expect(world.snapshot(of: first) != nil)
        #expect(world.snapshot(of: second) == nil)
        world.send(.home)
        world.advance(2)
        #expect(world.snapshot(of: second) != nil)
        #expect(world.snapshot(of: first)!.time < world.snapshot(of: second)!.time)
    }

    @Test func splitViewScenesResignTogetherAndNotifyOnce() {
        let world = World.test(.ipad).launched("Secret")
        world.send(.split("Secret"))
        world.advance(1)
        let left = SceneID(app: "Secret", index: 1)
        let right = SceneID(app: "Secret", index: 2)
        #expect(world.foreground == [left, right])
        #expect(world.state(of: left) == .active && world.state(of: right) == .active)
        #expect(world.windowScene(left)?.size.width == 30)
        var notifications: [String] = []
        world.application(named: "Secret")!.notificationCenter.addObserver(
            forName: UIApplication.willResignActiveNotification
        ) { notifications.append("resign \(world.state(of: left)) \(world.state(of: right))") }
        let mark = world.mark
        world.send(.home)
        world.advance(2)
        // Each scene gets its own callbacks; the app-wide notification comes once, when no
        // scene of the app is still active.
        #expect(
            world.callbacks("Secret", since: mark) == [
                .willResignActive, .willResignActive, .didEnterBackground, .didEnterBackground,
            ])
        #expect(notifications == ["resign inactive inactive"])
        #expect(world.snapshots("Secret", since: mark).count == 2)
        // They come back as one card.
        world.send(.switcherGesture(on: world.device))
        world.advance(1)
        #expect(world.switcher?.cards == [[left, right]])
    }

    @Test func androidHomeAndReturn() {
        let world = World.test(.android).launched("Secret")
        #expect(world.callbacks("Secret", since: 0) == [.onCreate, .onStart, .onResume])
        let mark = world.mark
        world.send(.home)
        world.advance(2)
        #expect(world.callbacks("Secret", since: mark) == [.onPause, .onStop])
        // The thumbnail is taken before onPause runs.
        let snapshot = world.snapshots("Secret", since: mark)
        #expect(snapshot.count == 1)
        #expect(snapshot[0].time.seconds <= world.times(of: .onPause, "Secret").last!)
        let back = world.mark
        world.send(.launch("Secret"))
        world.advance(1)
        #expect(world.callbacks("Secret", since: back) == [.onRestart, .onStart, .onResume])
    }

    /// Android: the heads-up call banner leaves the Activity running; answering brings the
    /// full-screen call Activity over it, as leaving does: the thumbnail, onPause, then onStop.
    /// Hanging up brings it back.
    @Test func androidAnsweredCallPausesThenStops() throws {
        let world = World.test(.android).launched("Secret")
        let mark = world.mark
        world.send(.call)
        world.advance(1)
        #expect(world.callbacks("Secret", since: mark).isEmpty)
        #expect(world.state(of: world.secret) == .active)
        world.send(.answer)
        world.advance(1)
        #expect(world.callbacks("Secret", since: mark) == [.onPause, .onStop])
        let pause = try #require(world.times(of: .onPause, "Secret").last)
        let stop = try #require(world.times(of: .onStop, "Secret").last)
        #expect(abs(stop - pause - 0.4) < 1e-6)
        // The thumbnail, of the app as it was, just before onPause.
        let snapshots = world.snapshots("Secret", since: mark)
        #expect(snapshots.count == 1)
        #expect(snapshots.first?.time.seconds == pause)
        let thumbnail = try #require(world.log.entries.firstIndex { $0 == snapshots.first })
        #expect(world.log.entries[(thumbnail + 1)...].first { $0.callback != nil }?.callback == .onPause)
        #expect(world.snapshot(of: world.secret)?.legibleSensitiveCells(.default) == TestApps.secretLegible)
        #expect(world.state(of: world.secret) == .suspended || world.state(of: world.secret) == .background)
        let back = world.mark
        world.send(.dismiss)  // hang up
        world.advance(1)
        #expect(world.callbacks("Secret", since: back) == [.onRestart, .onStart, .onResume])
        #expect(world.state(of: world.secret) == .active)
    }

    /// A call hung up before onStop: the Activity was only paused, and resumes.
    @Test func androidCallEndedBeforeOnStopOnlyResumes() {
        let world = World.test(.android).launched("Secret")
        let mark = world.mark
        world.send(.call)
        world.send(.answer)
        world.advance(0.1)
        world.send(.dismiss)
        world.advance(2)
        #expect(world.callbacks("Secret", since: mark) == [.onPause, .onResume])
        #expect(world.state(of: world.secret) == .active)
    }

    @Test func androidShadeDoesNotPause() {
        let world = World.test(.android).launched("Secret")
        let mark = world.mark
        world.send(.pull(.notificationCenter))
        world.advance(1)
        world.send(.dismiss)
        world.advance(1)
        #expect(world.callbacks("Secret", since: mark).isEmpty)
    }

    @Test func androidSecureFlagBlanksTheCard() {
        final class SecureFlag: PrivacyStrategy {
            func onCreate(_ activity: UIWindowScene) { activity.keyWindow?.isSecure = true }
        }
        let world = World(
            settings: WorldSettings(device: .android), catalog: TestApps.catalog,
            makeStrategy: { _ in SecureFlag() })
        _ = world.launched("Secret")
        world.send(.switcherGesture(on: world.device))
        world.advance(1)
        #expect(world.snapshot(of: world.secret)?.image == nil)
        #expect(world.cardImage(of: world.secret).legibleSensitiveCells(.default) == 0)
    }

    /// The 0.5 s fade of article 004, started on willResignActive: complete in a Home
    /// snapshot (0.6 s later) but caught part way by a fast app switch (0.25 s later).
    @Test func fadeCompleteOnHomeButHalfWayOnFastSwitch() {
        func snapshotLegible(_ device: DeviceKind, _ leave: (World) -> Void) -> Int {
            let world = World(
                settings: WorldSettings(device: device), catalog: TestApps.catalog,
                makeStrategy: { _ in ArticleFadeOverlay() })
            _ = world.launched("Notes").launched("Secret")
            leave(world)
            world.advance(3)
            return world.snapshot(of: world.secret)!.legibleSensitiveCells(.default)
        }
        let home = snapshotLegible(.iphone) { $0.send(.home) }
        let fast = snapshotLegible(.iphone) { $0.send(.appSwitch(.right)) }
        let homeButton = snapshotLegible(.iphoneHome) { $0.send(.home) }
        #expect(home == 0)
        #expect(homeButton == 0)
        #expect(fast * 100 >= TestApps.secretLegible * 85)
    }

    /// The fix from the article's comments, alpha 1 in didEnterBackground: the fade runs on
    /// (Core Animation) unless the comment's reading is assumed.
    @Test(arguments: [false, true]) func finishingTheFadeInBackgroundOnlyCoversUnderTheReportedReading(
        _ assumed: Bool
    ) {
        let world = World(
            settings: WorldSettings(device: .iphone, assumptions: assumed ? [.setCompletesAnimation] : []),
            catalog: TestApps.catalog,
            makeStrategy: { _ in ArticleFadeOverlay(finishInBackground: true) })
        _ = world.launched("Notes").launched("Secret")
        world.send(.appSwitch(.right))
        world.advance(3)
        #expect((world.snapshot(of: world.secret)!.legibleSensitiveCells(.default) == 0) == assumed)
    }

    @Test func switcherCardsInRecencyOrderAndFocus() {
        let world = World.test(.iphoneHome).launched("Bank").launched("Notes").launched("Secret")
        world.send(.switcherGesture(on: world.device))
        world.advance(1)
        #expect(world.switcher?.cards.map { $0[0].app } == ["Secret", "Notes", "Bank"])
        #expect(world.switcher?.openedFrom == [world.secret])
        world.send(.focusCard(5))
        #expect(world.focusedCard == [SceneID(app: "Bank", index: 1)])
    }

    @Test func doublePressWithinWindowOpensSwitcherNotHome() {
        let world = World.test(.iphoneHome).launched("Secret")
        world.send(.home)
        world.advance(0.2)
        world.send(.home)
        world.advance(1)
        #expect(world.screen == .switcher)
        // Presses further apart than the window are two single presses.
        let other = World.test(.iphoneHome).launched("Secret")
        other.send(.home)
        other.advance(0.31)
        other.send(.home)
        other.advance(2)
        #expect(other.screen == .home)
    }
}
