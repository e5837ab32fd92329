import Foundation
import SwitcherTestSupport
import Testing

@testable import SwitcherCore

/// The strategies apps ship today (MODEL §45–47): SwiftUI's scenePhase overlay, expo's blur,
/// the secure text field layer trick.
@Suite struct TodayStrategyTests {
    // MARK: scenephase-overlay

    /// An iPad in split view with two windows of Secret, then Bank dragged over the right one:
    /// that window goes to the background while the left stays active.
    private func splitWindowSentAway(host: StrategyHost) -> World {
        let world = World.protected("scenephase-overlay", .ipad, .scene, host: host)
        world.launched("Secret")
        world.send(.split("Bank"))
        world.advance(1)
        world.send(.split("Secret"))
        world.advance(1)
        world.send(.split("Bank"))
        world.advance(1)
        return world
    }

    @Test func appLevelPhaseLeavesTheWindowSentAwayBare() {
        let left = SceneID(app: "Secret", index: 1)
        let right = SceneID(app: "Secret", index: 2)
        let app = splitWindowSentAway(host: .swiftUIApp)
        #expect(app.state(of: left) == .active)
        #expect(app.state(of: right) == .background)
        // The aggregate phase stayed .active: no cover, the snapshot shows the window.
        #expect((app.snapshot(of: right)?.image?.legibleSensitiveCells(.default) ?? 0) > 0)
        let scene = splitWindowSentAway(host: .swiftUIScene)
        #expect(scene.state(of: right) == .background)
        #expect(scene.snapshot(of: right)?.image?.legibleSensitiveCells(.default) == 0)
        #expect(scene.isCoverShown(on: right))
        #expect(!scene.isCoverShown(on: left))
    }

    @Test(arguments: [StrategyHost.swiftUIScene, .swiftUIApp])
    func backgroundTriggerLeavesTheLiveSwitcherCard(host: StrategyHost) {
        for (trigger, leaks) in [(StrategyTrigger.background, true), (.active, false)] {
            let world = World.protected("scenephase-overlay", .iphone, .scene, trigger: trigger, host: host)
            world.launched("Secret")
            world.send(.swipeUpHold)
            world.advance(1)
            #expect(world.state(of: world.secret) == .inactive)
            #expect((world.secretCard > 0) == leaks, "trigger \(trigger), host \(host)")
            // Home from there: both cover the snapshot.
            world.send(.home)
            world.advance(2)
            #expect(world.snapshot(of: world.secret)?.image?.legibleSensitiveCells(.default) == 0)
        }
    }

    @Test func swiftUIHostsNeverRunWithoutScenes() {
        #expect(!StrategyHost.swiftUIApp.runs(in: .app))
        #expect(!StrategyHost.swiftUIScene.runs(in: .app))
        let world = World.protected("scenephase-overlay", .iphone, .app, host: .swiftUIScene)
        world.launched("Secret")
        world.send(.home)
        world.advance(2)
        #expect(
            world.snapshot(of: world.secret)?.image?.legibleSensitiveCells(.default) == TestApps.secretLegible
        )
    }

    @Test func hostsStayInTheirFramework() throws {
        let info = try #require(Strategies.info("scenephase-overlay"))
        #expect(info.hosts == [.swiftUIScene, .swiftUIApp])
        let overlay = try #require(Strategies.info("color-overlay"))
        #expect(overlay.hosts == [.appDelegate, .sceneDelegate, .notifications])
        // A SwiftUI host left from another strategy is not taken by UIKit code.
        #expect(
            Strategies.host(of: StrategyConfiguration(id: "color-overlay", host: .swiftUIApp)) == .appDelegate
        )
        #expect(info.callbacks(in: .swiftUIApp).first == "App scenePhase .active → .inactive")
    }

    @Test func backgroundUpdateLateIsAnAssumption() {
        for late in [false, true] {
            let world = World.protected("scenephase-overlay", .iphone, .scene, trigger: .background)
            if late { world.assumptions = [.scenePhaseBackgroundLate] }
            world.launched("Secret")
            world.send(.home)
            world.advance(2)
            let legible = world.snapshot(of: world.secret)?.image?.legibleSensitiveCells(.default)
            #expect(legible == (late ? TestApps.secretLegible : 0), "late \(late)")
        }
    }

    // MARK: visual-effect-blur

    @Test func blurFadesInOverThreeTenthsEaseOut() {
        let world = World.protected("visual-effect-blur", .iphone, .scene)
        world.launched("Secret")
        world.send(.home)
        world.advance(0.02)
        #expect(world.isCoverShown(on: world.secret))
        let early = world.legibleLiveCells(of: world.secret)
        #expect(early > 0, "just begun, the text still shows through")
        // Below alpha 1 the effect does not show at all, as Apple documents (MODEL §46)...
        world.advance(0.1)
        #expect(world.legibleLiveCells(of: world.secret) == TestApps.secretLegible)
        // ...unless the blended reading is assumed: then the fade blurs as it goes.
        world.assumptions = [.visualEffectAlphaBlends]
        #expect(world.legibleLiveCells(of: world.secret) < TestApps.secretLegible)
        world.assumptions = []
        world.advance(2)
        #expect(world.snapshot(of: world.secret)?.image?.legibleSensitiveCells(.default) == 0)
        // Back: faded out in 0.25 s, then removed.
        world.send(.launch("Secret"))
        world.advance(1)
        #expect(!world.isCoverShown(on: world.secret))
        #expect(world.legibleLiveCells(of: world.secret) == TestApps.secretLegible)
    }

    @Test func partialBlurIsCountedByContrast() {
        var backdrop = Canvas(width: 20, height: 5, filling: Cell(foreground: .black, background: .white))
        backdrop.put("SECRET", x: 7, y: 2, foreground: .black, sensitive: true)
        let light = UIBlurEffect(style: .light)
        let faint = UIVisualEffectView.material(backdrop, effect: light, strength: 0.02)
        #expect(faint.legibleSensitiveCells(.default) == 6, "a faint blur leaves the word readable")
        let half = UIVisualEffectView.material(backdrop, effect: light, strength: 0.5)
        #expect(half.legibleSensitiveCells(.default) == 0)
    }

    @Test func reduceTransparencyMakesTheMaterialOpaque() {
        let world = World.protected("visual-effect-blur", .iphone, .scene)
        world.reduceTransparency = true
        world.launched("Secret")
        world.send(.home)
        world.advance(2)
        let image = world.snapshot(of: world.secret)?.image
        #expect(image?.legibleSensitiveCells(.default) == 0)
        // Opaque: every cell is the material's colour, no shade of the app behind.
        #expect(image?[3, 8].background == UIBlurEffect(style: .light).opaqueColor)
        #expect(image?[3, 8].showsOnlyBackground == true)
    }

    // MARK: secure-field-layer

    @Test(arguments: IOSVersion.released)
    func secureFieldLayerWorksOnlyWhereReported(major: Int) throws {
        let ios = try #require(IOSVersion(major))
        let world = World.protected("secure-field-layer", .iphone, .scene, ios: ios)
        world.launched("Secret")
        world.send(.home)
        world.advance(2)
        let snapshot = try #require(world.snapshot(of: world.secret))
        #expect((snapshot.image == nil) == (13...16).contains(major), "iOS \(major)")
        // Where it hides the window from the snapshot it hides it from the user's captures too.
        let info = try #require(Strategies.info("secure-field-layer"))
        #expect(info.blocksScreenshots(on: ios) == (13...16).contains(major), "iOS \(major)")
        #expect(
            Strategies.info("secure-field-layer")?.summary.contains("Undocumented") == true)
    }
}
