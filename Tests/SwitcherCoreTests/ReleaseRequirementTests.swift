import Foundation
import SwitcherTestSupport
import Testing

@testable import SwitcherCode
@testable import SwitcherCore

/// What the release decides before any ranking (MODEL §41, §42): iOS 27 refuses to launch an
/// app without scenes built with its SDK, and SwiftUI's App and scenePhase exist from iOS 14.
@Suite struct ReleaseRequirementTests {
    static func ranking(_ devices: [DeviceKind], _ lifecycle: LifecycleStyle, ios: Int) throws
        -> Recommendation.Ranking
    {
        var plan = Audit.Plan()
        plan.devices = devices
        plan.lifecycles = [lifecycle]
        plan.versions = [try #require(IOSVersion(ios))]
        return try #require(try Recommendation.run(plan, catalog: ShippedAssets.catalog).first)
    }

    @Test func theAppLifecycleOn27SaysItDoesNotLaunchAndNamesTheMigration() throws {
        let ranking = try Self.ranking([.iphone], .app, ios: 27)
        let note = try #require(ranking.launchNote)
        #expect(note.contains("does not launch (TN3187)"))
        #expect(ranking.verdict.hasPrefix(note))
        #expect(ranking.verdict.contains("UIApplicationSceneManifest"))
        #expect(ranking.verdict.contains("Built with an earlier SDK: "))
        // On 26 it launches: no note, and scenes on 27 need none either.
        #expect(try Self.ranking([.iphone], .app, ios: 26).launchNote == nil)
        #expect(try Self.ranking([.iphone], .scene, ios: 27).launchNote == nil)
    }

    @Test func iOS13RanksNoSwiftUIConfiguration() throws {
        let thirteen = try Self.ranking([.iphone], .scene, ios: 13)
        #expect(!thirteen.entries.isEmpty)
        #expect(thirteen.entries.allSatisfy { $0.host?.isSwiftUI != true })
        #expect(!thirteen.entries.contains { $0.strategy == "scenephase-overlay" })
        let fourteen = try Self.ranking([.iphone], .scene, ios: 14)
        #expect(fourteen.entries.contains { $0.host?.isSwiftUI == true })
    }

    /// Ranked on button navigation, Android's answer relies on setRecentsScreenshotEnabled (API
    /// 33): the verdict says what it does below 33, and the answer there.
    @Test func theAndroidVerdictSaysWhatItsAnswerDoesBelowAPI33() throws {
        var plan = Audit.Plan()
        plan.devices = [.android]
        plan.androidNavs = [.buttons]
        let ranking = try #require(try Recommendation.run(plan, catalog: ShippedAssets.catalog).first)
        #expect(ranking.winner?.strategy == "recents-screenshot-disabled")
        let note = try #require(ranking.olderLevelNote)
        #expect(note.contains("at API 32 recents-screenshot-disabled leaks in 6 of 6 cards"))
        #expect(note.contains("There: Ship secure-flag"))
        #expect(ranking.verdict.hasSuffix(note))
        plan.androidLevels = [try #require(AndroidAPILevel(32))]
        #expect(try Recommendation.run(plan, catalog: ShippedAssets.catalog).first?.olderLevelNote == nil)
    }

    /// In both navigation modes the answer is FLAG_SECURE, and the verdict says it holds below 33.
    @Test func theAndroidVerdictInBothModesHoldsBelowAPI33() throws {
        var plan = Audit.Plan()
        plan.devices = [.android]
        plan.androidNavs = AndroidNavigation.allCases
        let ranking = try #require(try Recommendation.run(plan, catalog: ShippedAssets.catalog).first)
        #expect(ranking.winner?.strategy == "secure-flag")
        #expect(ranking.navigationNote == nil)
        let note = try #require(ranking.olderLevelNote)
        #expect(note.contains("the answer holds: at API 32 secure-flag leaks nowhere"))
        #expect(!ranking.verdict.contains("costs nothing"))
        let recents = try #require(ranking.entries.first { $0.strategy == "recents-screenshot-disabled" })
        #expect(!recents.leaksNowhere)
        #expect(recents.leaks.allSatisfy { $0.event == "switcher" && $0.androidNavigation == "gesture" })
    }

    @Test func codeForTheAppDelegateOn27WarnsInItsHeading() throws {
        let request = CodeRequest(strategy: "hide-window", host: .appDelegate)
        let file = try #require(try StrategyCode.files(for: request).first)
        #expect(file.text.contains("does not launch"))
        #expect(file.text.contains("--host scene-delegate"))
        var older = request
        older.ios = IOSVersion(26)!
        #expect(try StrategyCode.files(for: older).first?.text.contains("does not launch") == false)
    }
}
