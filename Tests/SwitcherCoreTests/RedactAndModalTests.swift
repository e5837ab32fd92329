import SwitcherCore
import SwitcherTestSupport
import Testing

/// Article 001's redaction and Apple's QA1838 modal cover, animated or not.
@Suite struct RedactAndModalTests {
    // MARK: redact-content (001)

    @Test(arguments: iOSStyles) func redactionEmptiesTheFieldsAndRestoresThem(_ style: LifecycleStyle) {
        let world = World.protected("redact-content", .iphone, style, catalog: ShippedAssets.catalog)
        _ = world.launched("Weather").launched("Medical ID")
        let scene = ShippedAssets.medicalID
        let live = world.liveImage(of: scene)!
        world.send(.switcherGesture(on: world.device))
        world.advance(0.35)
        // The live card: every sensitive field empty, the captions still there.
        let card = world.cardImage(of: scene)
        #expect(card.legibleSensitiveCells(.default) == 0)
        #expect(card.lines.contains { $0.contains("Allergies") })
        #expect(!card.lines.contains { $0.contains("Penicillin") })
        world.send(.select(SceneReference(scene)))
        #expect(world.measureCoverAfterReturn(of: scene) == .gone(after: .zero))
        #expect(world.liveImage(of: scene) == live)
        world.send(.appSwitch(.right))
        world.advance(2)
        #expect(world.legibleCardCells(of: scene) == 0)
    }

    @Test func redactionShowsOverControlCenter() {
        let world = World.protected("redact-content", .iphone).withSecretInFront()
        world.send(.pull(.controlCenter))
        world.advance(0.5)
        #expect(world.isCoverShown(on: world.secret))
        #expect(world.legibleLiveCells(of: world.secret) == 0)
        world.send(.dismiss)
        world.advance(1)
        #expect(world.legibleLiveCells(of: world.secret) == TestApps.secretLegible)
    }

    /// The notifications are app-wide: with the background trigger, opening a second window
    /// of the same app leaves the first without didEnterBackgroundNotification (a scene of
    /// the app is still in front), so its snapshot keeps the data.
    @Test func appWideNotificationsMissASecondWindow() {
        let world = World.protected("redact-content", .ipad, trigger: .background).launched("Secret")
        world.send(.newWindow("Secret"))
        world.advance(2)
        #expect(world.snapshot(of: world.secret)!.legibleSensitiveCells(.default) == TestApps.secretLegible)
        world.send(.home)
        world.advance(2)
        #expect(world.snapshot(of: SceneID(app: "Secret", index: 2))!.legibleSensitiveCells(.default) == 0)
    }

    // MARK: modal-cover (002)

    @Test(arguments: iOSStyles) func modalCoverCoversEverySnapshot(_ style: LifecycleStyle) {
        for leave: SystemEvent in [.appSwitch(.right), .lock, .home] {
            let world = World.protected("modal-cover", .iphone, style, presentation: .fullScreen)
                .withSecretInFront()
            world.send(leave)
            world.advance(2)
            let snapshot = world.snapshot(of: world.secret)!.image!
            #expect(snapshot.legibleSensitiveCells(.default) == 0)
            #expect(snapshot.cells.allSatisfy { $0.background == .black })
        }
    }

    @Test(arguments: iOSStyles) func modalCoverIsGoneBeforeDidBecomeActive(_ style: LifecycleStyle) {
        let world = World.protected("modal-cover", .iphone, style, presentation: .fullScreen)
            .withSecretInFront()
        world.send(.home)
        world.advance(2)
        let root = world.windowScene(world.secret)?.keyWindow?.rootViewController
        #expect(root?.presentedViewController?.view.backgroundColor == .black)
        world.send(.launch("Secret"))
        world.advance(0.01)
        // Dismissed, not animated, in willEnterForeground; the zoom still shows the snapshot.
        #expect(root?.presentedViewController == nil)
        #expect(world.zoomImage(world.secret)?.legibleSensitiveCells(.default) == 0)
        #expect(world.measureCoverAfterReturn(of: world.secret) == .gone(after: .zero))
    }

    /// Background only: nothing over Control Center, but the switcher opened from the app
    /// shows the live screen.
    @Test func modalCoverLeavesTheForegroundSwitcherCardLive() {
        let world = World.protected("modal-cover", .iphoneHome).withSecretInFront()
        world.send(.pull(.controlCenter))
        world.advance(0.5)
        #expect(!world.isCoverShown(on: world.secret))
        world.send(.dismiss)
        world.advance(1)
        world.send(.switcherGesture(on: world.device))
        world.advance(1)
        #expect(world.secretCard == TestApps.secretLegible)
    }

    // MARK: modal-cover-animated (002's pitfall)

    /// "Any animation will not complete before the snapshot is taken": one frame into its
    /// slide the modal covers almost nothing.
    @Test(arguments: iOSStyles) func animatedModalCoverLeaks(_ style: LifecycleStyle) {
        let world = World.protected("modal-cover-animated", .iphone, style).withSecretInFront()
        world.send(.home)
        world.advance(2)
        let leaked = world.snapshot(of: world.secret)!.legibleSensitiveCells(.default)
        #expect(leaked > TestApps.secretLegible * 9 / 10)
        // The live screen is black by then: the leak is purely the timing.
        #expect(world.legibleLiveCells(of: world.secret) == 0)
        #expect(world.isCoverShown(on: world.secret))
    }

    @Test func animatedModalCoverIsCaughtMidSlide() {
        let world = World.protected("modal-cover-animated", .iphone, presentation: .fullScreen)
            .withSecretInFront()
        world.send(.home)
        world.advance(0.6)
        // didEnterBackground has just run: the cover starts below the screen...
        #expect(!world.isCoverShown(on: world.secret))
        world.advance(0.02)
        // ...the snapshot one frame later catches its top edge...
        let snapshot = world.snapshot(of: world.secret)!.image!
        #expect(snapshot.cells.suffix(30).allSatisfy { $0.background == .black })
        #expect(snapshot[0, 10].background == .white)
        #expect(world.isCoverShown(on: world.secret))
        #expect(world.isAnimating)
        // ...and it is all up 0.35 s after it started.
        world.advance(0.35)
        #expect(world.liveImage(of: world.secret)!.cells.allSatisfy { $0.background == .black })
    }
}
