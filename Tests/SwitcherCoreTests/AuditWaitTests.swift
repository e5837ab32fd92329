import Foundation
import SwitcherCore
import SwitcherReports
import SwitcherTestSupport
import Testing

/// The audit never counts a card it did not see: with a timing longer than it usually waits,
/// it waits for the event's snapshot; a snapshot that never comes is a row not measured, with
/// the reason, never 0.
@Suite struct AuditWaitTests {
    static func rows(
        _ timings: [(String, Interval)], events: [AuditEvent] = AuditEvent.allCases,
        strategy: String = "none", lifecycles: [LifecycleStyle] = LifecycleStyle.allCases
    ) throws -> [AuditRow] {
        var plan = Audit.Plan()
        plan.devices = [.iphone]
        plan.strategies = [strategy]
        plan.lifecycles = lifecycles
        plan.events = events
        for (name, value) in timings { plan.settings.timings[name: name] = value }
        return try Audit.run(plan, catalog: ShippedAssets.catalog)
    }

    @Test func aLockLongerThanTheUsualWaitIsCountedOnceItsSnapshotIsTaken() throws {
        let rows = try Self.rows([("lockToBackground", .seconds(2))], events: [.lock])
        #expect(rows.count == 2)
        for row in rows {
            // The unprotected baseline leaks everything it showed.
            #expect(row.legibleSensitiveCells == row.sensitiveCellsBefore, "\(row)")
            #expect(row.sensitiveCellsBefore > 0)
            #expect(row.notMeasured == nil)
        }
        // Far beyond the usual wait too.
        let long = try Self.rows(
            [("lockToBackground", .seconds(1000))], events: [.lock], lifecycles: [.scene])
        #expect(long.map(\.legibleSensitiveCells) == [long[0].sensitiveCellsBefore])
    }

    @Test func aLongHomeGapStillStartsEveryRunWithTheAppInFront() throws {
        let rows = try Self.rows([("homeToBackground", .seconds(5))], lifecycles: [.scene])
        #expect(rows.count > 1)
        for row in rows {
            #expect(row.sensitiveCellsBefore > 0, "\(row.event)")
            #expect(row.notMeasured == nil, "\(row.event)")
            if row.event == AuditEvent.sensitiveModal.rawValue
                || row.event == AuditEvent.sensitiveSheet.rawValue
            {
                // The app's alert dims the app and adds its code; its sheet shows the record
                // from just below the top edge (MODEL §57).
                #expect((row.legibleSensitiveCells ?? 0) > 0, "\(row.event)")
            } else if row.coverDuringInterruption == nil {
                #expect(row.legibleSensitiveCells == row.sensitiveCellsBefore, "\(row.event)")
            }
        }
    }

    @Test func aSnapshotThatNeverComesIsNotMeasuredWithTheReason() throws {
        let rows = try Self.rows([("backgroundToSuspended", .zero)], lifecycles: [.scene])
        let unmeasured = rows.filter(\.isNotMeasured)
        #expect(
            Set(unmeasured.map(\.event))
                == [
                    "home", "switcher-select-other", "app-switch", "lock", "return", "relaunch",
                    "sensitive-modal", "sensitive-sheet",
                ])
        for row in unmeasured {
            #expect(row.legibleSensitiveCells == nil)
            #expect(row.notMeasured?.contains("suspended") == true)
        }
        // The switcher's card is live: measured.
        #expect(rows.first { $0.event == "switcher" }?.legibleSensitiveCells == 118)

        // JSON: null, and why.
        let json = OrderedJSON.array(unmeasured.map(\.json)).rendered
        let objects = try #require(
            try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
        for object in objects {
            #expect(object["legibleSensitiveCells"] is NSNull)
            #expect((object["notMeasured"] as? String)?.isEmpty == false)
        }
        #expect(try JSONDecoder().decode([AuditRow].self, from: Data(json.utf8)) == unmeasured)
        // A measured row has no such key: the JSON of every other row is as before.
        let measured = OrderedJSON.array(rows.filter { !$0.isNotMeasured }.map(\.json)).rendered
        #expect(!measured.contains("notMeasured"))

        // Text: n/a in the cell, and a line that says why.
        let table = AuditTable.render(rows)
        let line = try #require(table.split(separator: "\n").first { $0.hasPrefix("none ") })
        #expect(line.split(separator: " ").filter { $0 == "n/a" }.count == 8)
        #expect(
            table.contains(
                "n/a (not measured) for home, other, app-switch, lock, return, relaunch, modal, sheet: no snapshot"
            ))
    }

    @Test func aSweepShowsTheValuesNotMeasured() throws {
        var plan = Audit.Plan()
        plan.devices = [.iphone]
        plan.strategies = ["none"]
        plan.lifecycles = [.scene]
        plan.events = [.lock]
        let sweep = try Audit.Sweep(parsing: "backgroundToSuspended=0ms..30ms:10ms")
        let swept = try Audit.run(plan, sweeping: sweep, catalog: ShippedAssets.catalog)
        #expect(swept.map(\.row.legibleSensitiveCells) == [nil, nil, 118, 118])
        let chart = SweepChart.render(
            swept, sweep: sweep, model: SystemTimings.defaults.backgroundToSuspended.seconds)
        #expect(chart.contains("0.000s      n/a"))
        #expect(chart.contains("0.020s      118"))
        #expect(chart.contains("n/a (not measured) for lock: no snapshot"))
        #expect(!chart.contains("No card to count"))
    }

    @Test func aWorldWithWorkStillScheduledIsFreedOnceItIsCancelled() {
        weak var freed: World?
        do {
            var timings = SystemTimings.defaults
            timings.lockToBackground = .seconds(100)
            let world = World(
                settings: WorldSettings(device: .iphone, timings: timings), catalog: ShippedAssets.catalog,
                makeStrategy: Strategies.make)
            world.send(.launch("Medical ID"))
            world.clock.advance(by: .seconds(2))
            world.send(.lock)
            world.clock.advance(by: .seconds(2))
            #expect(world.clock.nextDue != nil)
            world.clock.cancelAll()
            #expect(world.clock.nextDue == nil)
            freed = world
        }
        #expect(freed == nil)
    }
}
