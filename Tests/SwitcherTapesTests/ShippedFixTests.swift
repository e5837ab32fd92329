import Foundation
import SwitcherCore
import SwitcherTapes
import SwitcherTestSupport
import Testing

/// The talk and demo tapes show as "the fix" only a configuration `recommend` accepts under
/// the default policy (the live card covered): one that leaks on no event the audit has, on the
/// tape's device and lifecycle, with the host and trigger its article gives it.
@Suite struct ShippedFixTests {
    /// Each tape that presents a fix, and the strategy it presents: after its caption naming
    /// the fix (a talk), or in the comments' corrected form (article 004's race).
    static let fixes = [
        ("stage.tape", "privacy-window-active"), ("talk.tape", "privacy-window-active"),
        ("004-fade-race.tape", "overlay-completed-on-background"),
    ]

    @Test(arguments: fixes)
    func theFixLeaksNowhere(_ name: String, _ fix: String) throws {
        let url = Repository.tapes.appendingPathComponent(name)
        let tape = try TapeParser(catalog: ShippedAssets.catalog).parse(
            String(contentsOf: url, encoding: .utf8), file: name)
        let set = tape.steps.compactMap { step -> String? in
            if case .set(.strategy(let id)) = step.action { return id }
            return nil
        }
        #expect(set.contains(fix), "\(name) sets \(set)")
        // A talk's caption naming the fix comes just before the strategy it sets.
        if let caption = tape.steps.firstIndex(where: {
            if case .caption(let text) = $0.action { return text.hasPrefix("The fix") }
            return false
        }) {
            let after = tape.steps[caption...].lazy.compactMap { step -> String? in
                if case .set(.strategy(let id)) = step.action { return id }
                return nil
            }.first
            #expect(after == fix)
        }
        let info = try #require(Strategies.info(fix))
        var plan = Audit.Plan()
        plan.devices = [tape.settings.device]
        plan.lifecycles = [tape.settings.lifecycle]
        let ranking = try #require(try Recommendation.run(plan, catalog: ShippedAssets.catalog).first)
        let host =
            tape.settings.lifecycle == .app && info.defaultHost == .sceneDelegate ? nil : info.defaultHost
        let entry = try #require(
            ranking.entries.first {
                $0.strategy == fix && (host == nil || $0.host == host)
                    && ($0.trigger == nil || $0.trigger == info.defaultTrigger)
            })
        let leaks = entry.leaks.map(\.event)
        #expect(leaks.isEmpty && entry.unmeasured.isEmpty, "\(name): \(fix) leaks in \(leaks)")
    }

    /// What stage.tape showed before, privacy-window on sceneDidEnterBackground, leaks the live
    /// card of the switcher opened over the app: `recommend` rejects it.
    @Test func theOldFixLeaksTheLiveCard() throws {
        var plan = Audit.Plan()
        plan.devices = [.iphone]
        plan.lifecycles = [.scene]
        let ranking = try #require(try Recommendation.run(plan, catalog: ShippedAssets.catalog).first)
        let before = try #require(
            ranking.entries.first {
                $0.strategy == "privacy-window" && $0.host == .sceneDelegate && $0.trigger == .background
            })
        #expect(before.leaks.map(\.event) == ["switcher"])
    }
}
