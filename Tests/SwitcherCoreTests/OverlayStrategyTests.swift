import SwitcherCore
import SwitcherTestSupport
import Testing

/// Article 004's methods and the fix from its comments, and article 003's image overlay.
@Suite struct OverlayStrategyTests {
    // MARK: hide-window (004 method 1)

    @Test(arguments: iOSStyles) func hideWindowGivesABlackCardAndACut(_ style: LifecycleStyle) {
        let world = World.protected("hide-window", .iphoneHome, style).withSecretInFront()
        world.send(.switcherGesture(on: world.device))
        world.advance(0.01)
        // The window is hidden at once on willResignActive: the live card is black.
        #expect(world.isCoverShown(on: world.secret))
        let card = world.cardImage(of: world.secret)
        #expect(card.legibleSensitiveCells(.default) == 0)
        #expect(card.cells.allSatisfy { $0.glyph == " " && $0.background == .black })
        world.send(.select(SceneReference(world.secret)))
        world.advance(1)
        // Back on didBecomeActive, with no transition: a plain cut.
        #expect(!world.isCoverShown(on: world.secret))
        #expect(world.legibleLiveCells(of: world.secret) == TestApps.secretLegible)
        world.send(.home)
        world.advance(2)
        #expect(world.snapshot(of: world.secret)?.legibleSensitiveCells(.default) == 0)
    }

    // MARK: color-overlay (004 method 2)

    /// The article's author saw the Home snapshot covered; the comment saw a fast app switch
    /// catch the fade half way.
    @Test(arguments: iOSStyles) func colorOverlayCoversHomeButNotAFastAppSwitch(_ style: LifecycleStyle) {
        let home = World.protected("color-overlay", .iphone, style).withSecretInFront()
        home.send(.home)
        home.advance(2)
        #expect(home.snapshot(of: home.secret)?.legibleSensitiveCells(.default) == 0)

        let fast = World.protected("color-overlay", .iphone, style).withSecretInFront()
        fast.send(.appSwitch(.right))
        fast.advance(2)
        let leaked = fast.snapshot(of: fast.secret)?.legibleSensitiveCells(.default) ?? 0
        // Half faded, every glyph is still there at lower contrast: nearly all can be read.
        #expect(leaked * 100 >= TestApps.secretLegible * 85)
        #expect(fast.secretCard == leaked)
    }

    @Test func colorOverlayIsAWhiteViewTagged1234FadingOverHalfASecond() {
        let world = World.protected("color-overlay", .iphone).withSecretInFront()
        world.send(.pull(.controlCenter))
        let window = world.windowScene(world.secret)?.keyWindow
        let overlay = window?.viewWithTag(1234)
        #expect(overlay?.backgroundColor == .white)
        #expect(overlay?.presentationAlpha(at: world.now) == 0)
        world.advance(0.25)
        let half = overlay?.presentationAlpha(at: world.now) ?? 0
        #expect(half > 0.3 && half < 0.7)
        world.advance(0.3)
        #expect(overlay?.presentationAlpha(at: world.now) == 1)
        // It shows over Control Center: the cost of the resign-active trigger.
        #expect(world.isCoverShown(on: world.secret))
        world.send(.dismiss)
        // Faded out over 0.5 s after didBecomeActive, then removed.
        #expect(world.measureCoverAfterReturn(of: world.secret) == .gone(after: .seconds(0.5)))
        #expect(window?.viewWithTag(1234) == nil)
    }

    /// The tag lookup of article 004 stacks two overlays when willResignActive comes again
    /// while the fade-out that didBecomeActive started still runs: Face ID authenticated, then
    /// Control Center pulled and dismissed at once. The next didBecomeActive finds the old,
    /// fading view by its tag, not the new one: that one stays for good.
    @Test(arguments: iOSStyles) func colorOverlayStacksWhenResignedDuringItsFadeOut(_ style: LifecycleStyle) {
        let world = World.protected("color-overlay", .iphone, style).withSecretInFront()
        let mark = world.mark
        world.send(.faceID)
        world.advance(1)
        world.send(.dismiss)  // authenticated: didBecomeActive, the 0.5 s fade-out starts
        world.advance(0.1)
        world.send(.pull(.controlCenter))
        world.advance(0.1)
        #expect(world.windowScene(world.secret)?.keyWindow?.subviews.filter { $0.tag == 1234 }.count == 2)
        world.send(.dismiss)
        #expect(world.measureCoverAfterReturn(of: world.secret) == .stuck)
        #expect(
            world.callbacks("Secret", since: mark) == [
                .willResignActive, .didBecomeActive, .willResignActive, .didBecomeActive,
            ])
        // The app sits under a white sheet: nothing of it is visible.
        #expect(world.state(of: world.secret) == .active)
        #expect(world.legibleLiveCells(of: world.secret) == 0)
    }

    /// The same steps with the fade-out over before the second willResignActive: one overlay
    /// at a time, and each goes.
    @Test(arguments: iOSStyles) func colorOverlayDoesNotStackOnceItsFadeOutIsOver(_ style: LifecycleStyle) {
        let world = World.protected("color-overlay", .iphone, style).withSecretInFront()
        world.send(.faceID)
        world.advance(1)
        world.send(.dismiss)
        world.advance(0.6)
        world.send(.pull(.controlCenter))
        world.advance(0.1)
        #expect(world.windowScene(world.secret)?.keyWindow?.subviews.filter { $0.tag == 1234 }.count == 1)
        world.send(.dismiss)
        #expect(world.measureCoverAfterReturn(of: world.secret) == .gone(after: .milliseconds(500)))
        #expect(world.legibleLiveCells(of: world.secret) == TestApps.secretLegible)
    }

    @Test func colorOverlayOnTheBackgroundTriggerStartsTooLateToFade() {
        let world = World.protected("color-overlay", .iphoneHome, trigger: .background).withSecretInFront()
        world.send(.pull(.notificationCenter))
        world.advance(0.5)
        #expect(!world.isCoverShown(on: world.secret))
        world.send(.dismiss)
        world.advance(1)
        world.send(.home)
        world.advance(2)
        // The fade starts in didEnterBackground; one frame later the snapshot is nearly clear.
        #expect(
            world.snapshot(of: world.secret)!.legibleSensitiveCells(.default) > TestApps.secretLegible * 9
                / 10)
    }

    @Test func aZeroFadeCoversAtOnce() {
        let world = World.protected("color-overlay", .iphone, fade: 0).withSecretInFront()
        world.send(.appSwitch(.right))
        world.advance(2)
        #expect(world.snapshot(of: world.secret)?.legibleSensitiveCells(.default) == 0)
    }

    // MARK: overlay-finished-on-background (004 comments)

    /// Setting alpha to the value the fade already set leaves the fade running (Core
    /// Animation): the fast switch catches it as it catches `color-overlay`.
    @Test(arguments: iOSStyles) func settingAlphaInBackgroundLeavesTheFadeRunning(_ style: LifecycleStyle) {
        let fast = World.protected("overlay-finished-on-background", .iphone, style).withSecretInFront()
        fast.send(.appSwitch(.right))
        fast.advance(2)
        #expect((fast.snapshot(of: fast.secret)?.legibleSensitiveCells(.default) ?? 0) > 0)
        let home = World.protected("overlay-finished-on-background", .iphone, style).withSecretInFront()
        home.send(.home)
        home.advance(2)
        #expect(home.snapshot(of: home.secret)?.legibleSensitiveCells(.default) == 0)
    }

    /// The comment's reading, as a named assumption: the assignment completes the fade.
    @Test(arguments: iOSStyles) func withTheReportedReadingSettingAlphaCompletesTheFade(
        _ style: LifecycleStyle
    ) {
        for leave: SystemEvent in [.appSwitch(.right), .lock, .home] {
            let world = World.protected("overlay-finished-on-background", .iphone, style).withSecretInFront()
            world.assumptions = [.setCompletesAnimation]
            world.send(leave)
            world.advance(2)
            #expect(world.snapshot(of: world.secret)?.legibleSensitiveCells(.default) == 0, "\(leave)")
        }
    }

    /// Removing the fade's animation, then setting alpha: covered whatever the gap.
    @Test(arguments: iOSStyles) func removingTheFadeInBackgroundCoversTheFastSwitch(_ style: LifecycleStyle) {
        for leave: SystemEvent in [.appSwitch(.right), .lock, .home] {
            let world = World.protected("overlay-completed-on-background", .iphone, style).withSecretInFront()
            world.send(leave)
            world.advance(2)
            #expect(world.snapshot(of: world.secret)?.legibleSensitiveCells(.default) == 0, "\(leave)")
        }
    }

    @Test func finishingTheFadeKeepsTheSmoothSwitcherTransition() {
        let world = World.protected("overlay-finished-on-background", .iphone).withSecretInFront()
        world.send(.switcherGesture(on: world.device))
        world.advance(0.2)
        // Only willResignActive: still fading, as the comment wants.
        let alpha = world.windowScene(world.secret)?.keyWindow?.viewWithTag(1234)?.presentationAlpha(
            at: world.now)
        #expect(alpha.map { $0 > 0 && $0 < 1 } == true)
    }

    // MARK: image-overlay (003, 004 method 3)

    @Test(arguments: iOSStyles) func imageOverlayShowsTheSplashTagged42(_ style: LifecycleStyle) {
        let world = World.protected(
            "image-overlay", .iphone, style, form: .corrected, catalog: ShippedAssets.catalog)
        _ = world.launched("Weather").launched("Medical ID")
        let scene = ShippedAssets.medicalID
        world.send(.home)
        world.advance(2)
        let snapshot = world.snapshot(of: scene)?.image
        #expect(snapshot?.legibleSensitiveCells(.default) == 0)
        #expect(snapshot?.lines.contains { $0.contains("SwitcherLab") } == true)
        // The splash stretched over the whole window (an image view's default content mode,
        // `.scaleToFill`): the Face ID iPhone's screen has one row more than the picture.
        let splash = ShippedAssets.catalog.splash
        #expect(snapshot?.width == splash.width)
        let stretched = splash.stretched(to: Size(width: snapshot?.width ?? 0, height: snapshot?.height ?? 0))
        #expect(snapshot?.height ?? 0 > splash.height)
        #expect(
            (0..<stretched.height).allSatisfy { y in
                (0..<stretched.width).allSatisfy { snapshot?[$0, y] == stretched[$0, y] }
            })
        // The Xamarin code also calls IgnoreSnapshotOnNextApplicationLaunch.
        #expect(world.application(named: "Medical ID")?.ignoresSnapshotOnNextLaunch == true)
        world.send(.launch("Medical ID"))
        world.advance(0.1)
        #expect(world.windowScene(scene)?.keyWindow?.viewWithTag(42) is UIImageView)
        #expect(world.measureCoverAfterReturn(of: scene) == .gone(after: .seconds(0.5)))
    }

    @Test func imageOverlayCoversTheWholeIPadWindow() {
        let world = World.protected("image-overlay", .ipad, form: .corrected, catalog: ShippedAssets.catalog)
        _ = world.launched("Weather").launched("Medical ID")
        world.send(.home)
        world.advance(2)
        let snapshot = world.snapshot(of: ShippedAssets.medicalID)!.image!
        #expect(snapshot.width == 61)
        #expect(snapshot.legibleSensitiveCells(.default) == 0)
        // No black margin: the picture's background fills the wider window.
        #expect(snapshot[0, 0].background == ShippedAssets.catalog.splash[0, 0].background)
    }

    @Test func imageOverlayHasTheSameFastSwitchRace() {
        let world = World.protected("image-overlay", .ipad, form: .corrected).withSecretInFront()
        world.send(.appSwitch(.left))
        world.advance(2)
        #expect(world.secretCard > 0)
    }
}
