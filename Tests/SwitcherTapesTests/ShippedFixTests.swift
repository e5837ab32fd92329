import Foundation
import SwitcherCore
import SwitcherTapes
import SwitcherTestSupport
import Testing

/// The talk tapes show as "the fix" only a configuration `recommend` accepts under the default
/// policy (the live card covered): one that leaks on no event the audit has, on the tape's
/// device and lifecycle.
@Suite struct ShippedFixTests {
    @Test(arguments: ["stage.tape", "talk.tape"])
    func theFixLeaksNowhere(_ name: String) throws {
        let url = Repository.tapes.appendingPathComponent(name)
        let tape = try TapeParser(catalog: ShippedAssets.catalog).parse(
            String(contentsOf: url, encoding: .utf8), file: name)
        // The fix: the strategy the tape sets after its caption naming it.
        let caption = try #require(
            tape.steps.firstIndex {
                if case .caption(let text) = $0.action { return text.hasPrefix("The fix") }
                return false
            })
        let fix = try #require(
            tape.steps[caption...].lazy.compactMap { step -> String? in
                if case .set(.strategy(let id)) = step.action { return id }
                return nil
            }.first)
        let info = try #require(Strategies.info(fix))
        var plan = Audit.Plan()
        plan.devices = [tape.settings.device]
        plan.lifecycles = [tape.settings.lifecycle]
        let ranking = try #require(try Recommendation.run(plan, catalog: ShippedAssets.catalog).first)
        let entry = try #require(
            ranking.entries.first {
                $0.strategy == fix && $0.host == info.defaultHost
                    && ($0.trigger == nil || $0.trigger == info.defaultTrigger)
            })
        let leaks = entry.leaks.map(\.event)
        #expect(leaks.isEmpty && entry.unmeasured.isEmpty, "\(name): \(fix) leaks in \(leaks)")
        // What the tape showed before, privacy-window on sceneDidEnterBackground, leaks the live
        // card of the switcher opened over the app.
        let before = try #require(
            ranking.entries.first {
                $0.strategy == "privacy-window" && $0.host == .sceneDelegate && $0.trigger == .background
            })
        let leaked = before.leaks.map(\.event)
        #expect(leaked == ["switcher"], "\(leaked)")
    }
}
