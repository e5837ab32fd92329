import Foundation
import SwitcherCore
import SwitcherTestSupport
import Testing

@testable import SwitcherScan

/// Calls followed across types and files: the chain to the statement, where it stops, and
/// what it does not guess.
@Suite struct FollowedCallTests {
    static let fixtures = Repository.root.appendingPathComponent("Tests/Fixtures/scan", isDirectory: true)

    static func report(_ fixture: String) throws -> AppReport {
        let reading = try Scanner.read(fixtures.appendingPathComponent(fixture))
        let app = try #require(reading.apps.first)
        var rankings: [String: Recommendation.Ranking] = [:]
        return try ScanReport.audit(
            app, catalog: ShippedAssets.catalog, appName: "Medical ID", recommend: false, rankings: &rankings)
    }

    @Test func theChainRunsFromTheHandlerThroughEachCallToTheStatement() throws {
        let report = try Self.report("cross-file-shield")
        let finding = try #require(report.findings.first { $0.isRecognised })
        #expect(
            finding.chain.map(\.description) == [
                "App/SceneDelegate.swift:6", "App/SceneDelegate.swift:7", "App/PrivacyShield.swift:10",
                "App/PrivacyShield.swift:14",
            ])
        #expect(!report.leaksAnywhere)
        #expect(!report.notAssessed)
        // The way back is followed too: disengage() hides the window.
        #expect(report.findings.filter { !$0.isRecognised }.isEmpty)
    }

    @Test func aCallToAFunctionNowhereInTheAppIsNotAssessedAndSaysWhereItStopped() throws {
        let report = try Self.report("unrecognised")
        #expect(!report.leaksAnywhere)
        #expect(report.notAssessed)
        let stop = try #require(report.findings.first { !$0.isRecognised })
        #expect(stop.location.description == "App/SceneDelegate.swift:7")
        #expect(stop.unrecognised?.contains("PrivacyShield.shared.engage") == true)
    }

    /// A resign-active handler's call to `target`, at S.swift:4.
    static func call(_ target: CallTarget, text: String) -> SourceFact {
        let handler = Handler(
            host: .sceneDelegate, moment: .resignActive, callback: "sceneWillResignActive(_:)",
            owner: "SceneDelegate", location: SourceLocation(file: "S.swift", line: 3))
        return SourceFact(
            location: SourceLocation(file: "S.swift", line: 4), language: .swift, handler: handler,
            action: .calls(target), text: text)
    }

    /// A function `name` of `owner` (at OWNER.swift:1) that does `action` (at OWNER.swift:2).
    static func summary(_ owner: String, _ name: String, _ action: SourceAction) -> FunctionSummary {
        let placeholder = Handler(
            host: .notificationObserver, moment: .resignActive, callback: name, owner: owner,
            location: SourceLocation(file: owner + ".swift", line: 1))
        return FunctionSummary(
            owner: owner, name: name, location: placeholder.location,
            facts: [
                SourceFact(
                    location: SourceLocation(file: owner + ".swift", line: 2), language: .swift,
                    handler: placeholder, action: action, text: "")
            ])
    }

    @Test func twoFunctionsOfTheNameInUnrelatedTypesAreNotGuessed() {
        let call = Self.call(
            CallTarget(member: "hide", base: "thing", mayBePrivacy: true), text: "thing.hide()")
        let handler = call.handler
        func summary(_ owner: String, _ action: SourceAction) -> FunctionSummary {
            Self.summary(owner, "hide", action)
        }
        let two = [
            summary("Keyboard", .dismisses(animated: false)),
            summary("Cover", .addsView(kind: .colour, tag: nil)),
        ]
        let followed = FollowedCalls.follow([call], functions: two)
        #expect(followed.count == 1)
        guard case .unrecognised(let text) = followed.first?.action else {
            Issue.record("expected unrecognised, got \(String(describing: followed.first?.action))")
            return
        }
        #expect(text.contains("2 functions of that name"))
        // Named by its type, the call is followed into that one only.
        var named = call
        named.action = .calls(CallTarget(member: "hide", base: "Cover.shared", mayBePrivacy: true))
        let one = FollowedCalls.follow([named], functions: two)
        #expect(one.map(\.action) == [.addsView(kind: .colour, tag: nil)])
        #expect(one.first?.handler == handler)
        #expect(one.first?.via == [SourceLocation(file: "S.swift", line: 4)])
        // A call that reads like no privacy code and leads nowhere is dropped, not reported.
        var plain = call
        plain.action = .calls(CallTarget(member: "reload", base: "table", mayBePrivacy: false))
        #expect(FollowedCalls.follow([plain], functions: two).isEmpty)
    }

    @Test func aPublishedPropertysSinkIsFollowedToTheCaseItsValueRuns() throws {
        let report = try Self.report("published-sink")
        let finding = try #require(report.findings.first { $0.isRecognised })
        #expect(finding.configuration?.id == "privacy-window-active")
        #expect(finding.chain.map(\.line) == [31, 32, 22, 40])
        #expect(!report.leaksAnywhere)
        #expect(!report.notAssessed)
    }
}
