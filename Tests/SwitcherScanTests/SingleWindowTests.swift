import Foundation
import SwitcherCore
import SwitcherScan
import SwitcherTestSupport
import Testing

/// An iPad app whose scene manifest says it does not support multiple scenes has one window:
/// the audit runs no window-away for it (MODEL §53). The same app with multiple scenes does,
/// and its app-wide notification observer leaks there.
@Suite struct SingleWindowTests {
    static let fixture = Repository.root.appendingPathComponent(
        "Tests/Fixtures/scan/observer-color-overlay", isDirectory: true)

    /// The fixture's rows on iPhone and iPad, its manifest's key set to `multiple`.
    static func rows(multipleScenes multiple: Bool) throws -> [AuditRow] {
        try withTemporaryDirectory { directory in
            let copy = directory.appendingPathComponent("app", isDirectory: true)
            try FileManager.default.copyItem(at: fixture, to: copy)
            let plist = copy.appendingPathComponent("App/Info.plist")
            let text = try String(contentsOf: plist, encoding: .utf8)
            #expect(text.contains("<false/>"))
            try text.replacingOccurrences(of: "<false/>", with: multiple ? "<true/>" : "<false/>")
                .write(to: plist, atomically: true, encoding: .utf8)
            let app = try #require(try Scanner.read(copy).apps.first)
            var rankings: [String: Recommendation.Ranking] = [:]
            return try ScanReport.audit(
                app, catalog: ShippedAssets.catalog, appName: "Medical ID", recommend: false,
                overrides: .init(devices: [.iphone, .ipad]), rankings: &rankings
            ).rows
        }
    }

    @Test func aSingleWindowAppRunsNoWindowAway() throws {
        let rows = try Self.rows(multipleScenes: false)
        #expect(rows.contains { $0.device == "ipad" && $0.event == "home" })
        #expect(!rows.contains { $0.event == AuditEvent.windowAway.rawValue })
    }

    @Test func aMultiWindowAppRunsWindowAwayAndItsAppWideObserverLeaksThere() throws {
        let away = try Self.rows(multipleScenes: true).filter { $0.event == AuditEvent.windowAway.rawValue }
        #expect(away.map(\.device) == ["ipad"])
        #expect(away.allSatisfy { ($0.legibleSensitiveCells ?? 0) > 0 })
    }
}

/// App-wide code does not run when one window of several goes to the background (MODEL §53).
@Suite struct AppWideCodeAndWindowAwayTests {
    @Test func unmappedAppWideCodeLeavesTheWindowAwayCardAssessed() throws {
        let report = try FollowedCallTests.report("app-notification-window-away")
        #expect(report.findings.contains { !$0.isRecognised })
        #expect(report.leaks.map { "\($0.device) \($0.event)" }.contains("ipad window-away"))
        let unknown = report.unknown.map { "\($0.device) \($0.event)" }
        #expect(unknown.isEmpty)
        #expect(
            !ScanMapping.eventsReached(from: .enterBackground, host: .notificationObserver).contains(
                .windowAway))
        #expect(!ScanMapping.eventsReached(from: .resignActive, host: .appDelegate).contains(.windowAway))
        #expect(ScanMapping.eventsReached(from: .resignActive, host: .sceneDelegate).contains(.windowAway))
        #expect(ScanMapping.eventsReached(from: .launch, host: .appDelegate).contains(.windowAway))
    }
}
