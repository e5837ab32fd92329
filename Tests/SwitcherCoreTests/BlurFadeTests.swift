import Foundation
import SwitcherTestSupport
import Testing

@testable import SwitcherCode
@testable import SwitcherCore

/// `visual-effect-blur`'s fade: expo's 0.3 s unless one is given, 0 for a blur an app adds with
/// no animation, told apart from the 0.5 s the other strategies fade in when none is given.
@Suite struct BlurFadeTests {
    @Test func noFadeGivenIsEachStrategysOwn() {
        #expect(StrategyConfiguration(id: "visual-effect-blur").fade == 0.3)
        #expect(StrategyConfiguration(id: "visual-effect-blur").givenFade == nil)
        #expect(StrategyConfiguration(id: "color-overlay").fade == 0.5)
        // A given fade is kept, even the one another strategy has by default.
        #expect(StrategyConfiguration(id: "visual-effect-blur", fade: 0.5).fade == 0.5)
        #expect(StrategyConfiguration(id: "visual-effect-blur", fade: 0).fade == 0)
        #expect(Strategies.info("visual-effect-blur")?.options.contains(.fade) == true)
    }

    @Test func aBlurAddedWithNoAnimationCoversAtOnce() {
        let world = World.protected("visual-effect-blur", .iphone, .scene, fade: 0)
        world.launched("Secret")
        world.send(.home)
        world.advance(0.02)
        #expect(world.isCoverShown(on: world.secret))
        #expect(world.legibleLiveCells(of: world.secret) == 0, "opaque at once, no fade to catch")
    }

    /// The audit: a fast app switch catches expo's 0.3 s fade below alpha 1 (MODEL §46), but
    /// not a blur put up with no fade.
    @Test func theFastSwitchLeaksOnlyWhileTheBlurFades() throws {
        func appSwitch(_ fade: Double?) throws -> Int? {
            var plan = Audit.Plan()
            plan.strategies = ["visual-effect-blur"]
            plan.devices = [.iphone]
            plan.lifecycles = [.scene]
            plan.events = [.appSwitch]
            plan.app = "Secret"
            plan.fade = fade
            let rows = try Audit.run(plan, catalog: TestApps.catalog)
            return rows.first?.legibleSensitiveCells
        }
        #expect(try appSwitch(nil) ?? 0 > 0)
        #expect(try appSwitch(0.3) == appSwitch(nil))
        #expect(try appSwitch(0) == 0)
    }

    @Test func theFadeIsPrintedAndPassedToCode() throws {
        let faded = CodeRequest(strategy: "visual-effect-blur")
        #expect(!faded.arguments.contains("--fade"))
        let instant = CodeRequest(strategy: "visual-effect-blur", fade: 0)
        #expect(instant.arguments.suffix(2) == ["--fade", "0s"] || instant.arguments.contains("--fade"))
        let code = try StrategyCode.files(for: instant).map(\.text).joined()
        #expect(code.contains("withDuration: 0,") || code.contains("withDuration: 0.0,"), "\(code)")
        #expect(!code.contains("withDuration: 0.3,"))
        let own = try StrategyCode.files(for: faded).map(\.text).joined()
        #expect(own.contains("withDuration: 0.3,"))
    }

    @Test func theSummaryNamesTheGivenFade() throws {
        let info = try #require(Strategies.info("visual-effect-blur"))
        #expect(info.summary(for: StrategyConfiguration(id: info.id)).contains("0.3 s"))
        let instant = info.summary(for: StrategyConfiguration(id: info.id, fade: 1))
        #expect(!instant.contains("0.3 s") && instant.contains("1.0 s"), "\(instant)")
    }
}
