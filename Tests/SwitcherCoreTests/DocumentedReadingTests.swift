import Foundation
import SwitcherTestSupport
import Testing

@testable import SwitcherCore

/// Documented behaviour by default, developers' readings as assumptions (MODEL §16, §46).
@Suite struct DocumentedReadingTests {
    static func cells(
        _ strategy: String, _ event: AuditEvent, assuming assumptions: Set<ModelAssumption> = []
    ) throws -> Int? {
        var plan = Audit.Plan()
        plan.events = [event]
        plan.devices = [.iphone]
        plan.lifecycles = [.scene]
        plan.strategies = [strategy]
        plan.hosts = [.sceneDelegate]
        plan.settings.assumptions = assumptions
        return try Audit.run(plan, catalog: ShippedAssets.catalog).first?.legibleSensitiveCells
    }

    /// A fast switch 0.25 s into expo's 0.3 s fade: below alpha 1 the blur does not show, as
    /// Apple documents, so the card shows the app; blended, as developers report, it is hidden.
    @Test func aVisualEffectViewBelowAlphaOneShowsNoEffect() throws {
        let documented = try #require(try Self.cells("visual-effect-blur", .appSwitch))
        let blended = try #require(
            try Self.cells("visual-effect-blur", .appSwitch, assuming: [.visualEffectAlphaBlends]))
        #expect(documented == 118)
        #expect(blended < documented)
        // Once the fade is over (Home's 0.6 s), alpha is 1 and the blur shows either way.
        #expect(try Self.cells("visual-effect-blur", .home) == 0)
    }

    /// The fade race: by default the fade in flight is caught half way by a fast switch; with
    /// the system removing running animations on backgrounding, the snapshot shows the model
    /// value, the overlay complete.
    @Test func removingAnimationsOnBackgroundingEndsTheFadeRace() throws {
        let racing = try #require(try Self.cells("color-overlay", .appSwitch))
        #expect(racing > 0)
        let removed = try Self.cells("color-overlay", .appSwitch, assuming: [.backgroundRemovesAnimations])
        #expect(removed == 0)
        #expect(ModelAssumption(rawValue: "background-removes-animations") == .backgroundRemovesAnimations)
    }
}
