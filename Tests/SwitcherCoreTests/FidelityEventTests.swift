import Foundation
import SwitcherReports
import SwitcherTestSupport
import Testing

@testable import SwitcherCore

/// The audit's events for the verdict's open questions (MODEL §53–§55): one of two iPad
/// windows going away, a relaunch after the system ended the app, a system alert over it; and
/// the configuration every JSON row records.
@Suite struct FidelityEventTests {
    static func rows(
        _ events: [AuditEvent], devices: [DeviceKind], lifecycles: [LifecycleStyle] = [.scene],
        strategies: [String], hosts: [StrategyHost] = StrategyHost.allCases
    ) throws -> [AuditRow] {
        var plan = Audit.Plan()
        plan.events = events
        plan.devices = devices
        plan.lifecycles = lifecycles
        plan.strategies = strategies
        plan.hosts = hosts
        return try Audit.run(plan, catalog: ShippedAssets.catalog)
    }

    static func cells(_ rows: [AuditRow], _ strategy: String, _ host: StrategyHost?) -> Int? {
        rows.first { $0.strategy == strategy && $0.host == host?.rawValue }?.legibleSensitiveCells
    }

    @Test func aWindowThatGoesWhileAnotherStaysIsCoveredOnlyByItsOwnSceneCallbacks() throws {
        let rows = try Self.rows(
            [.windowAway], devices: [.ipad],
            strategies: ["hide-window", "privacy-window", "scenephase-overlay", "none"])
        #expect(rows.allSatisfy { $0.event == "window-away" && $0.notMeasured == nil })
        // The second window is half the iPad: a phone's width of Medical ID.
        #expect(rows.allSatisfy { $0.sensitiveCellsBefore == 118 })
        #expect(Self.cells(rows, "none", nil) == 118)
        // The scene's own callbacks reach the window that goes.
        #expect(Self.cells(rows, "hide-window", .sceneDelegate) == 0)
        #expect(Self.cells(rows, "privacy-window", .sceneDelegate) == 0)
        #expect(Self.cells(rows, "scenephase-overlay", .swiftUIScene) == 0)
        // App-wide notifications and the App's aggregate phase do not change: the window leaks.
        #expect(Self.cells(rows, "hide-window", .notifications) == 118)
        #expect(Self.cells(rows, "privacy-window", .notifications) == 118)
        #expect(Self.cells(rows, "scenephase-overlay", .swiftUIApp) == 118)
    }

    @Test func windowAwayRunsOnlyOnTheIPadWithScenes() throws {
        #expect(AuditEvent.windowAway.applies(to: .ipad, lifecycle: .scene))
        #expect(!AuditEvent.windowAway.applies(to: .ipad, lifecycle: .app))
        #expect(!AuditEvent.windowAway.applies(to: .iphone))
        #expect(!AuditEvent.windowAway.applies(to: .android))
        let rows = try Self.rows(
            [.windowAway], devices: DeviceKind.allCases, lifecycles: [.scene, .app], strategies: ["none"])
        #expect(rows.map(\.device) == ["ipad"])
        #expect(rows.map(\.lifecycle) == ["scene"])
    }

    @Test func theAuditTableGivesWindowAwayAColumnOnlyWhereItRan() throws {
        let rows = try Self.rows(
            AuditEvent.allCases, devices: [.iphone, .ipad], strategies: ["hide-window"],
            hosts: [.notifications])
        let table = AuditTable.render(rows)
        let sections = table.components(separatedBy: "\n\n")
        #expect(sections.count == 2)
        #expect(!sections[0].contains("window-away"))
        #expect(sections[1].contains("window-away"))
        #expect(sections[1].contains("(window-away: 118 in the window that goes)"))
    }

    @Test func theRelaunchShowsTheStoredSnapshotUnlessTheAppAskedToIgnoreIt() throws {
        let rows = try Self.rows(
            [.relaunch], devices: [.iphone, .android],
            strategies: ["none", "ignore-snapshot", "hide-window", "privacy-window"], hosts: [.sceneDelegate])
        #expect(rows.allSatisfy { $0.device == "iphone" && $0.notMeasured == nil })
        #expect(Self.cells(rows, "none", nil) == 118)
        // The launch screen replaces the stored snapshot only after the call (MODEL §27).
        #expect(Self.cells(rows, "ignore-snapshot", .sceneDelegate) == 0)
        #expect(Self.cells(rows, "hide-window", .sceneDelegate) == 0)
        #expect(Self.cells(rows, "privacy-window", .sceneDelegate) == 0)
        let replay = try Audit.replay(
            .relaunch, strategy: StrategyConfiguration(id: "none"),
            settings: WorldSettings(device: .iphone, lifecycle: .scene),
            app: "Medical ID", catalog: ShippedAssets.catalog)
        #expect(replay.picture.legibleSensitiveCells(.default) == 118)
    }

    @Test func aSystemAlertIsAnInterruptionACoverPaysForNotALeak() throws {
        let rows = try Self.rows(
            [.systemAlert], devices: [.iphone, .android],
            strategies: ["hide-window", "privacy-window", "none"], hosts: [.sceneDelegate])
        #expect(rows.allSatisfy { $0.device == "iphone" && $0.legibleSensitiveCells == nil })
        #expect(rows.first { $0.strategy == "hide-window" }?.coverDuringInterruption == true)
        #expect(rows.first { $0.strategy == "privacy-window" }?.coverDuringInterruption == false)
        #expect(AuditEvent.systemAlert.isInterruption)
        #expect(AuditEvent.systemAlert.event == .systemAlert)
        let world = TestWorld(device: .iphone, catalog: ShippedAssets.catalog, inFront: ["Medical ID"])
            .build()
        let scene = SceneID(app: "Medical ID", index: 1)
        #expect(world.state(of: scene) == .active)
        #expect(world.send(.systemAlert) == .done)
        #expect(world.state(of: scene) == .inactive)
        world.send(.dismiss)
        #expect(world.state(of: scene) == .active)
        // Android has no such alert in the model.
        let android = TestWorld(device: .android, catalog: ShippedAssets.catalog, inFront: ["Medical ID"])
            .build()
        #expect(android.send(.systemAlert).reason != nil)
    }

    @Test func everyRowRecordsTheConfigurationItRan() throws {
        var plan = Audit.Plan()
        plan.events = [.home]
        plan.devices = [.iphone, .android]
        plan.strategies = ["color-overlay", "modal-cover", "secure-flag"]
        plan.hosts = [.sceneDelegate]
        plan.presentations = [.fullScreen]
        plan.trigger = .background
        plan.fade = 0.3
        let rows = try Audit.run(plan, catalog: ShippedAssets.catalog)
        let overlay = try #require(rows.first { $0.strategy == "color-overlay" })
        #expect(overlay.trigger == "background")
        #expect(overlay.fade == 0.3)
        #expect(overlay.iosVersion == IOSVersion.current.major)
        #expect(overlay.androidAPILevel == nil)
        let modal = try #require(rows.first { $0.strategy == "modal-cover" })
        #expect(modal.presentation == "full-screen")
        #expect(modal.fade == nil)
        let android = try #require(rows.first { $0.strategy == "secure-flag" })
        #expect(android.androidAPILevel == AndroidAPILevel.current.level)
        #expect(android.iosVersion == nil)
        #expect(android.trigger == nil)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(overlay.json.rendered.utf8)) as? [String: Any])
        for key in ["trigger", "fade", "iosVersion", "androidAPILevel", "presentation", "host"] {
            #expect(object.keys.contains(key), "no \(key)")
        }
        #expect(try JSONDecoder().decode(AuditRow.self, from: Data(overlay.json.rendered.utf8)) == overlay)
    }
}
