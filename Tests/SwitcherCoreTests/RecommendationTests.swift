import Foundation
import SwitcherTestSupport
import Testing

@testable import SwitcherCore
@testable import SwitcherReports

/// The audit's verdict: the order of the ranking, the winner, and the sentences.
@Suite struct RecommendationTests {
    /// iPhone and iPad, scene lifecycle: the ranking the issue asks about, run once.
    static let phoneAndPad: Recommendation.Ranking = {
        var plan = Audit.Plan()
        plan.devices = [.iphone, .ipad]
        plan.lifecycles = [.scene]
        do {
            return try Recommendation.run(plan, catalog: ShippedAssets.catalog)[0]
        } catch {
            fatalError("the ranking did not run: \(error)")
        }
    }()

    /// A row of `event` on iphone with `cells` in its card and these costs.
    static func row(
        _ event: AuditEvent, cells: Int? = 0, cover: Bool? = nil, after: Double? = 0, stuck: Bool = false,
        blocks: Bool = false
    ) -> AuditRow {
        AuditRow(
            strategy: "s", host: nil, presentation: nil, device: "iphone", lifecycle: "scene",
            event: event.rawValue,
            legibleSensitiveCells: event.involvesCard ? cells : nil, sensitiveCellsBefore: 118,
            coverDuringInterruption: event.isInterruption ? cover : nil, coverAfterReturnSeconds: after,
            stuck: stuck, blocksScreenshots: blocks)
    }

    static func entry(_ rows: [AuditRow], order: Int = 0) -> Recommendation.Entry {
        Recommendation.Entry(
            strategy: "s", host: nil, presentation: nil, trigger: nil, rows: rows, order: order)
    }

    @Test func leaksRankBeforeCostsAndRunsBeforeCells() {
        let safeButCostly = Self.entry([
            Self.row(.home), Self.row(.controlCenter, cover: true), Self.row(.call, cover: true),
            Self.row(.return, after: 5, stuck: true), Self.row(.lock, blocks: true),
        ])
        let oneBigLeak = Self.entry([Self.row(.home, cells: 118), Self.row(.controlCenter, cover: false)])
        let twoSmallLeaks = Self.entry([Self.row(.home, cells: 1), Self.row(.lock, cells: 1)])
        let oneSmallLeak = Self.entry([Self.row(.home, cells: 2)])
        // Any leak ranks after no leak, whatever the costs.
        #expect(safeButCostly.precedes(oneBigLeak))
        // Fewer leaking runs first, then fewer cells.
        #expect(oneBigLeak.precedes(twoSmallLeaks))
        #expect(oneSmallLeak.precedes(oneBigLeak))
        #expect(!oneBigLeak.precedes(oneSmallLeak))
    }

    @Test func costsRankCoverThenStuckThenAfterReturnThenScreenshots() {
        let covers = Self.entry([Self.row(.controlCenter, cover: true)])
        let stuck = Self.entry([
            Self.row(.controlCenter, cover: false), Self.row(.return, after: nil, stuck: true),
        ])
        let slow = Self.entry([Self.row(.controlCenter, cover: false), Self.row(.return, after: 0.5)])
        let blocks = Self.entry([Self.row(.controlCenter, cover: false), Self.row(.return, blocks: true)])
        let free = Self.entry([Self.row(.controlCenter, cover: false), Self.row(.return)], order: 9)
        #expect(stuck.precedes(covers))
        #expect(slow.precedes(stuck))
        #expect(blocks.precedes(slow))
        #expect(free.precedes(blocks))
        // Each step is a numbered rule.
        #expect(stuck.decidingRule(against: covers) == .fewerCoveredInterruptions)
        #expect(slow.decidingRule(against: stuck) == .neverStuck)
        #expect(blocks.decidingRule(against: slow) == .coverGoesSooner)
        #expect(free.decidingRule(against: blocks) == .screenshotsAllowed)
        // No rule tells these apart: a tie, listed in the catalog's order.
        let first = Self.entry([Self.row(.return)], order: 1)
        #expect(first.decidingRule(against: free) == nil)
        #expect(first.precedes(free))
        #expect(!free.precedes(first))
        #expect(free.costs.isFree)
        #expect(free.costs.sentence == "costs nothing the audit measures")
        #expect(slow.costs.sentence == "its cover stays 0.5 s after the app is back")
    }

    @Test func theRankingIsSortedAndItsWinnerLeaksNowhereOnEveryEventAndDevice() throws {
        let ranking = Self.phoneAndPad
        #expect(ranking.devices == [.iphone, .ipad])
        for (a, b) in zip(ranking.entries, ranking.entries.dropFirst()) {
            #expect(!b.precedes(a), "\(b.label) ranks after \(a.label)")
        }
        // Ranks count the configurations before; a tie shares one, and only a tie does.
        for (index, entry) in ranking.entries.enumerated() {
            let before = index == 0 ? nil : ranking.entries[index - 1]
            if let before, entry.decidingRule(against: before) == nil {
                #expect(entry.rank == before.rank && entry.tie && before.tie)
            } else {
                #expect(entry.rank == index + 1)
            }
        }
        let winner = try #require(ranking.winner)
        // Every event on both devices, each card measured and blank of legible cells.
        #expect(Set(winner.rows.map(\.device)) == ["iphone", "ipad"])
        let events = [DeviceKind.iphone, .ipad].map { device in
            AuditEvent.allCases.filter { $0.applies(to: device) }.count
        }
        #expect(winner.rows.count == events.reduce(0, +))
        #expect(winner.rows.contains { $0.event == "window-away" && $0.device == "ipad" })
        #expect(winner.rows.allSatisfy { ($0.legibleSensitiveCells ?? 0) == 0 && $0.notMeasured == nil })
        #expect(winner.host?.runs(in: .scene) == true)
        // The app's own alert (sensitive-modal) rules out the covers under it, and the side
        // effects (rule 5) put the covers that take nothing from the app first: the blurred
        // screenshot in both forms (MODEL §63) and the corrected forms (MODEL §60), which no rule
        // tells apart.
        #expect(
            Set(ranking.winners.map(\.label)) == [
                "blurred-snapshot @scene-delegate, active",
                "blurred-snapshot @scene-delegate, active, corrected",
                "modal-cover @scene-delegate, full-screen, active, corrected",
                "privacy-window @scene-delegate, active, corrected",
                "privacy-window-active @scene-delegate, active, corrected",
            ])
        #expect(ranking.winners.allSatisfy { $0.costs.sideEffectRuns == 0 })
        #expect(ranking.entries.contains { $0.leaksNowhere && $0.costs.sideEffectRuns > 0 })
        #expect(ranking.winners.allSatisfy { $0.host == .sceneDelegate || $0.host == .swiftUIScene })
        #expect(ranking.verdict.hasPrefix("5 configurations tie: blurred-snapshot @scene-delegate"))
        #expect(ranking.verdict.contains("covers the app during"))
        #expect(ranking.verdict.contains("live card: cover"))
        // Every leak-free entry comes before every leaking one.
        let firstLeak = try #require(ranking.entries.firstIndex { !$0.leaksNowhere })
        #expect(ranking.entries[firstLeak...].allSatisfy { !$0.leaksNowhere })
        #expect(ranking.leakFree.count == firstLeak)
    }

    @Test func triggersAndPresentationsAreRankedAsOptionSets() {
        let entries = Self.phoneAndPad.entries
        let hideWindow = Set(
            entries.filter { $0.strategy == "hide-window" && $0.host == .sceneDelegate }.compactMap(\.trigger)
        )
        #expect(hideWindow == [.active, .background])
        let modal = entries.filter { $0.strategy == "modal-cover" && $0.host == .sceneDelegate }
        // Two triggers × two presentations × the article's form and the corrected one.
        #expect(modal.count == 8)
        #expect(Set(modal.compactMap(\.form)) == [.article, .corrected])
        #expect(entries.filter { $0.strategy == "none" }.allSatisfy { $0.trigger == nil && $0.host == nil })
    }

    @Test func aRejectedStrategySaysTheEventAndCountAndAHostThatNeverRuns() throws {
        let families = Self.phoneAndPad.families
        #expect(
            Set(families.map(\.strategy)) == Set(Strategies.all.filter { $0.applies(to: .iphone) }.map(\.id)))
        let none = try #require(families.first { $0.strategy == "none" })
        #expect(none.rejected)
        #expect(
            none.reason.hasPrefix(
                "leaks in 19 of 19 cards, most on sensitive-sheet: 196 cells on ipad (date of birth: 3 of 3 words;"
            ))
        let colorOverlay = try #require(families.first { $0.strategy == "color-overlay" })
        #expect(colorOverlay.rejected)
        #expect(colorOverlay.reason.hasPrefix("at best "))
        let fading = try #require(
            Self.phoneAndPad.entries.first {
                $0.strategy == "color-overlay" && $0.host == .sceneDelegate && $0.trigger == .active
            })
        #expect(fading.reason.contains("most on app-switch: 180 cells on ipad ("))
        #expect(fading.reason.contains("), 118 on iphone; also on lock"))
        #expect(fading.reason.contains("its fade is still under way when the snapshot on app-switch"))
        let appDelegate = try #require(
            Self.phoneAndPad.entries.first { $0.strategy == "color-overlay" && $0.host == .appDelegate })
        #expect(
            appDelegate.reason.hasPrefix("its code in the app delegate never runs in the scene lifecycle"))
    }

    @Test func windowAwaySaysWhyTheAppWideHostsLeakOnTheIPad() throws {
        let entries = Self.phoneAndPad.entries
        let observers = try #require(
            entries.first {
                $0.strategy == "hide-window" && $0.host == .notifications && $0.trigger == .active
            })
        #expect(observers.leaks.map(\.event) == ["window-away"])
        #expect(observers.reason.contains("UIKit posts none of its app-wide notifications"))
        let app = try #require(
            entries.first { $0.strategy == "scenephase-overlay" && $0.host == .swiftUIApp })
        #expect(app.reason.contains("the App's scenePhase, an aggregate, stays active"))
        #expect(Self.phoneAndPad.leakFreePairs.allSatisfy { !$0.hasSuffix("@notifications") })
    }

    @Test func theTradeOffIsWhatTheDataShows() throws {
        let ranking = Self.phoneAndPad
        let tradeOff = try #require(ranking.tradeOff)
        let uncovered = ranking.entries.filter {
            $0.strategy != "none" && ($0.host?.runs(in: .scene) ?? true) && $0.costs.coveredRuns == 0
                && $0.rows.contains { $0.coverDuringInterruption != nil }
        }
        let leakOnSwitcher = uncovered.filter { $0.leaks.contains { $0.event == "switcher" } }
        if leakOnSwitcher.count == uncovered.count {
            #expect(tradeOff.hasPrefix("Every one of the \(uncovered.count) configurations"))
        } else {
            #expect(tradeOff.hasPrefix("\(leakOnSwitcher.count) of the \(uncovered.count) configurations"))
        }
    }

    @Test func withNoProtectingStrategyTheVerdictSaysSo() throws {
        var plan = Audit.Plan()
        plan.devices = [.iphone]
        plan.strategies = ["none", "color-overlay", "ignore-snapshot"]
        let ranking = try Recommendation.run(plan, catalog: ShippedAssets.catalog)[0]
        #expect(ranking.winner == nil)
        #expect(
            ranking.verdict.hasPrefix(
                "No configuration leaks nowhere on iphone (iOS 27, scene lifecycle; live card: cover)."))
        let text = Recommendation.render([ranking])
        #expect(text.contains("None of the \(ranking.entries.count) configurations leaks nowhere."))
    }

    @Test func aMixOfPlatformsIsRankedPerPlatform() throws {
        var plan = Audit.Plan()
        plan.devices = [.iphone, .android]
        let rankings = try Recommendation.run(plan, catalog: ShippedAssets.catalog)
        #expect(rankings.map(\.platform) == [.iOS, .android])
        #expect(rankings[1].devices == [.android])
        #expect(rankings[1].lifecycle == "activity")
        #expect(
            rankings[1].entries.allSatisfy { Strategies.info($0.strategy)?.applies(to: .android) == true })
        #expect(rankings[1].entries.allSatisfy { $0.rows.allSatisfy { $0.device == "android" } })
        let winner = try #require(rankings[1].winner)
        #expect(!winner.costs.blocksScreenshots || rankings[1].leakFree.allSatisfy(\.costs.blocksScreenshots))
        #expect(Recommendation.render(rankings).hasPrefix("Ranked per platform:"))
    }

    @Test func theJSONHasTheDocumentedKeys() throws {
        let document = Recommendation.json([Self.phoneAndPad]).rendered
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(document.utf8)) as? [String: Any])
        let ranking = try #require((object["rankings"] as? [[String: Any]])?.first)
        for key in [
            "platform", "devices", "lifecycle", "ios", "app", "liveCard", "verdict", "recommendation", "tie",
            "otherPolicy", "leakFree",
            "tradeOff", "entries", "families",
        ] {
            #expect(ranking[key] != nil, "no \(key)")
        }
        let entries = try #require(ranking["entries"] as? [[String: Any]])
        #expect(entries.count == Self.phoneAndPad.entries.count)
        let first = try #require(entries.first)
        #expect(
            Array(first.keys).sorted()
                == [
                    "costs", "decidedBy", "host", "leaks", "leaksNowhere", "notMeasured", "options", "rank",
                    "reason", "strategy", "tie",
                ])
        let options = try #require(first["options"] as? [String: Any])
        #expect(Set(options.keys) == ["form", "presentation", "trigger"])
        let costs = try #require(first["costs"] as? [String: Any])
        #expect(
            Set(costs.keys)
                == [
                    "coverDuringInterruption", "coveredRuns", "coverAfterReturnSeconds", "stuck",
                    "blocksScreenshots",
                ])
        #expect(first["strategy"] as? String == Self.phoneAndPad.winner?.strategy)
        let leaking = try #require(entries.last?["leaks"] as? [String: Any])
        #expect(Set(leaking.keys) == ["cards", "cells", "events"])
        let events = try #require(leaking["events"] as? [[String: Any]])
        #expect(
            Set(events.first?.keys.map { $0 } ?? []) == [
                "device", "event", "legibleSensitiveCells", "fields",
            ])
        let recommendation = try #require(ranking["recommendation"] as? [String: Any])
        #expect(recommendation["reason"] as? String == Self.phoneAndPad.winner?.reason)
    }

    @Test func theTextFitsOneHundredColumnsAndStartsWithTheVerdict() {
        let text = Recommendation.render([Self.phoneAndPad])
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[1].hasPrefix("Ship ") || lines[1].contains("configurations tie:"))
        for line in lines { #expect(line.count <= 100, "\(line.count): \(line)") }
        #expect(text.contains("Rejected, each strategy at its best:"))
        #expect(text.contains("\n  none: leaks in"))
    }

    static func ranking(
        _ strategies: [String], devices: [DeviceKind] = DeviceKind.allCases.filter { $0.platform == .iOS },
        liveCard: Recommendation.LiveCardPolicy = .cover
    ) throws -> Recommendation.Ranking {
        var plan = Audit.Plan()
        plan.devices = devices
        plan.strategies = strategies
        return try Recommendation.run(plan, catalog: ShippedAssets.catalog, liveCard: liveCard)[0]
    }

    @Test func theVerdictIsTheSameWhateverOrderTheStrategiesAreGivenIn() throws {
        let forward = try Self.ranking(["hide-window", "privacy-window"])
        let backward = try Self.ranking(["privacy-window", "hide-window"])
        #expect(forward.verdict == backward.verdict)
        #expect(forward.entries.map(\.label) == backward.entries.map(\.label))
        #expect(forward.entries.map(\.rank) == backward.entries.map(\.rank))
        #expect(Recommendation.render([forward]) == Recommendation.render([backward]))
        // Both protect every card on willResignActive; hiding the window takes key status from
        // the app's, the privacy window's corrected form (shown, not made key) takes nothing, so
        // rule 5 (side effects) decides, whichever order they were given in.
        #expect(
            forward.verdict.hasPrefix(
                "Ship privacy-window in the scene delegate (scene-delegate, trigger active, corrected form)"))
        #expect(forward.winners.map(\.strategy) == ["privacy-window"])
        #expect(forward.winners.first?.decidedBy == .fewerSideEffects)
        let other = try Self.ranking(["scenephase-overlay", "hide-window"])
        #expect(other.verdict == (try Self.ranking(["hide-window", "scenephase-overlay"])).verdict)
    }

    @Test func theLiveCardPolicyIsNamedAndTheOtherAnswerGivenWhenItDiffers() throws {
        // privacy-window and modal-cover (background) only fail the live card of the switcher.
        let covered = try Self.ranking(["privacy-window", "modal-cover"], devices: [.iphone])
        let allowed = try Self.ranking(
            ["privacy-window", "modal-cover"], devices: [.iphone], liveCard: .allow)
        #expect(covered.policy == .cover && allowed.policy == .allow)
        let coveredWinner = try #require(covered.winner)
        let allowedWinner = try #require(allowed.winner)
        #expect(coveredWinner.costs.coveredRuns > 0)
        // Allowed to show the live card, a cover on didEnterBackground costs nothing.
        #expect(allowedWinner.costs.coveredRuns == 0)
        #expect(allowedWinner.trigger == .background)
        #expect(allowedWinner.rows.contains { $0.event == "switcher" && ($0.legibleSensitiveCells ?? 0) > 0 })
        #expect(covered.verdict.contains("live card: cover"))
        #expect(covered.verdict.contains("With --live-card allow: "))
        #expect(allowed.verdict.contains("With --live-card cover: "))
        // The trade-off is about the live card: it is not drawn under `allow`.
        #expect(allowed.tradeOff == nil)
        // When both policies agree (Android's Recents card is a thumbnail), no second answer.
        let same = try Self.ranking(["secure-flag", "none"], devices: [.android])
        #expect(same.otherVerdict == nil)
        #expect(!same.verdict.contains("With --live-card"))
    }

    @Test func theSentencesPartsAreEnglish() {
        #expect(Recommendation.list(["a"]) == "a")
        #expect(Recommendation.list(["a", "b", "c"]) == "a, b and c")
        #expect(Recommendation.seconds(0.25) == "0.25 s")
        #expect(Recommendation.seconds(0.5) == "0.5 s")
        #expect(Recommendation.wrap("aa bb cc", width: 5) == "aa bb\n  cc")
    }
}
