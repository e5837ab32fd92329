import Foundation
import SwitcherTestSupport
import Testing

@testable import SwitcherCore

/// What a strategy's code does to the app besides covering it (MODEL §56) and the app's own
/// alert up when it leaves (MODEL §57): measured in the audit's rows, written to the timeline,
/// weighed by the verdict.
@Suite struct SideEffectTests {
    static func rows(_ events: [AuditEvent], strategies: [String], hosts: [StrategyHost] = [.sceneDelegate])
        throws -> [AuditRow]
    {
        var plan = Audit.Plan()
        plan.events = events
        plan.devices = [.iphone]
        plan.lifecycles = [.scene]
        plan.strategies = strategies
        plan.hosts = hosts
        return try Audit.run(plan, catalog: ShippedAssets.catalog)
    }

    static func row(_ rows: [AuditRow], _ strategy: String, _ host: StrategyHost? = .sceneDelegate)
        -> AuditRow?
    {
        rows.first { $0.strategy == strategy && $0.host == host?.rawValue }
    }

    static func sideEffects(_ world: World) -> [(SideEffect, String)] {
        world.log.entries.compactMap {
            if case .sideEffect(let effect, let detail) = $0.kind { (effect, detail) } else { nil }
        }
    }

    /// The sequence: QA1838's modal, full-screen, on willResignActive, with the app's
    /// alert up. The cover cannot be presented over the alert, and the blanket dismiss on
    /// didBecomeActive takes the app's alert (and its keyboard) instead: the timeline says so.
    @Test func aBlanketDismissOnReturnDismissesTheAppsOwnAlertAndSaysSo() throws {
        let world = TestWorld(
            device: .iphone, lifecycle: .scene,
            strategy: StrategyConfiguration(
                id: "modal-cover", trigger: .active, host: .sceneDelegate, presentation: .fullScreen),
            catalog: ShippedAssets.catalog, inFront: ["Medical ID"]
        ).build()
        for event in [SystemEvent.alert("Medical ID"), .pull(.controlCenter), .dismiss] {
            world.send(event)
            world.advance(1)
        }
        let effects = Self.sideEffects(world)
        #expect(effects.map(\.0) == [.appModalDismissed, .keyboardDismissed])
        #expect(effects.first?.1.contains("the app's alert \"Medical ID\"") == true)
        let root = try #require(world.records.values.first { $0.id.app == "Medical ID" }?.scene?.mainWindow)
        #expect(root.rootViewController?.presentedViewController == nil)
        // The user's own OK is no side effect.
        let plain = TestWorld(
            device: .iphone, lifecycle: .scene, catalog: ShippedAssets.catalog, inFront: ["Medical ID"]
        ).build()
        for event in [SystemEvent.alert("Medical ID"), .dismiss] {
            plain.send(event)
            plain.advance(1)
        }
        #expect(Self.sideEffects(plain).isEmpty)
    }

    /// A privacy window made key takes the keys from the app's window, and VoiceOver's focus;
    /// a hidden key window resigns key; covers drawn in the app's own window take nothing.
    @Test func everyRowRecordsItsSideEffects() throws {
        let rows = try Self.rows(
            [.home, .sensitiveModal, .controlCenter],
            strategies: ["privacy-window", "hide-window", "blurred-snapshot", "none"])
        func effects(_ strategy: String, _ event: AuditEvent) -> [SideEffect]? {
            rows.first { $0.strategy == strategy && $0.event == event.rawValue && $0.host != "app-delegate" }?
                .sideEffects
        }
        #expect(effects("privacy-window", .home) == [.keyWindowLost, .voiceOverFocus])
        #expect(
            effects("privacy-window", .sensitiveModal) == [
                .keyWindowLost, .keyboardDismissed, .voiceOverFocus,
            ])
        #expect(effects("privacy-window", .controlCenter) == [])
        #expect(effects("hide-window", .home) == [.keyWindowLost])
        #expect(effects("hide-window", .sensitiveModal) == [.keyWindowLost, .keyboardDismissed])
        #expect(effects("blurred-snapshot", .sensitiveModal) == [])
        #expect(effects("none", .sensitiveModal) == [])
        let json = try #require(Self.row(rows, "privacy-window")).json.rendered
        #expect(json.contains("\"sideEffects\""))
    }

    /// The app's alert sits in its own transition view above the root view: a blur added to the
    /// root view and SwiftUI's overlay stay under it, so the one-time code is legible in the
    /// snapshot; a window above the app's, or a view added to the window last, covers it.
    @Test func coversUnderThePresentedAlertLeakItsText() throws {
        let rows = try Self.rows(
            [.sensitiveModal],
            strategies: ["visual-effect-blur", "scenephase-overlay", "privacy-window", "none"],
            hosts: [.sceneDelegate, .swiftUIScene])
        let code = World.oneTimeCode.filter { $0 != " " }.count
        #expect(Self.row(rows, "visual-effect-blur")?.legibleSensitiveCells == code)
        #expect(Self.row(rows, "scenephase-overlay", .swiftUIScene)?.legibleSensitiveCells == code)
        #expect(Self.row(rows, "privacy-window")?.legibleSensitiveCells == 0)
        #expect((Self.row(rows, "none", nil)?.legibleSensitiveCells ?? 0) > code)
        #expect(!AuditEvent.sensitiveModal.applies(to: .android))
    }

    /// The gallery replays what last happened to the scene: Home with the app's alert up is
    /// `sensitive-modal`; once the user has answered it, plain Home.
    @Test func theLogReadsHomeWithTheAppsAlertUpAsSensitiveModal() {
        let last = lastAuditEvent(after:)
        #expect(last([.alert("Medical ID"), .home]) == .sensitiveModal)
        #expect(last([.alert("Medical ID"), .dismiss, .home]) == .home)
        #expect(last([.alert("Medical ID"), .pull(.controlCenter), .dismiss, .home]) == .sensitiveModal)
        #expect(last([.home]) == .home)
    }

    /// Rule 5: among configurations that leak nowhere, fewer side effects first, each effect on
    /// each run counted.
    @Test func theRankingWeighsSideEffectsBeforeInterruptions() {
        func row(_ event: AuditEvent, cover: Bool? = nil, effects: [SideEffect] = []) -> AuditRow {
            AuditRow(
                strategy: "s", host: nil, presentation: nil, device: "iphone", lifecycle: "scene",
                event: event.rawValue, legibleSensitiveCells: event.involvesCard ? 0 : nil,
                sensitiveCellsBefore: 118, coverDuringInterruption: event.isInterruption ? cover : nil,
                coverAfterReturnSeconds: 0, stuck: false, sideEffects: effects)
        }
        let quiet = Recommendation.Entry(
            strategy: "s", host: nil, presentation: nil, trigger: nil,
            rows: [row(.home), row(.controlCenter, cover: true)], order: 1)
        let keyTaker = Recommendation.Entry(
            strategy: "s", host: nil, presentation: nil, trigger: nil,
            rows: [row(.home, effects: [.keyWindowLost]), row(.controlCenter, cover: false)], order: 0)
        #expect(quiet.precedes(keyTaker))
        #expect(quiet.decidingRule(against: keyTaker) == .fewerSideEffects)
        #expect(Recommendation.Rule.fewerSideEffects.rawValue == 5)
        #expect(keyTaker.costs.sentence.contains("the key window lost (1)"))
        #expect(keyTaker.costs.short == "fx 1")
    }
}
