import Foundation
import SwitcherCore
import SwitcherReports
import SwitcherTestSupport
import Testing

/// The audit matrix: its shape, its JSON, and the articles' claims read off it.
@Suite struct AuditTests {
    /// The full default audit, run once.
    static let rows: [AuditRow] = {
        do {
            return try Audit.run(catalog: ShippedAssets.catalog)
        } catch {
            fatalError("\(error)")
        }
    }()

    /// The row of a strategy whose code lives where UIKit runs it in `lifecycle`: its article's
    /// host when that runs there, else the delegate that lifecycle calls (unless `host` says).
    static func row(
        _ strategy: String, _ device: String, _ event: AuditEvent, _ lifecycle: String = "scene",
        host: StrategyHost? = nil
    ) -> AuditRow? {
        let style = LifecycleStyle(rawValue: lifecycle)!
        var wanted = host ?? Strategies.info(strategy)?.defaultHost
        if host == nil, let home = wanted, !home.runs(in: style) {
            wanted = style == .app ? .appDelegate : .sceneDelegate
        }
        return rows.first {
            $0.strategy == strategy && $0.device == device && $0.event == event.rawValue
                && $0.lifecycle == (device == "android" ? "activity" : lifecycle)
                && $0.host == wanted?.rawValue
        }
    }

    @Test func everyCombinationThatExistsAndNoOther() {
        var expected = 0
        for device in DeviceKind.allCases {
            let lifecycles: [LifecycleStyle] = device.platform == .android ? [.scene] : [.scene, .app]
            // Window-away needs scenes: the iPad runs it in one lifecycle of the two.
            let events = lifecycles.map { lifecycle in
                AuditEvent.allCases.filter { $0.applies(to: device, lifecycle: lifecycle) }.count
            }.reduce(0, +)
            // Each strategy once per host it can live in (none and Android's flag have none),
            // once per presentation where it presents a controller, and once per form where its
            // code has a corrected one.
            let strategies = Strategies.all.filter { $0.applies(to: device) }.map {
                max(1, $0.hosts.count)
                    * ($0.options.contains(.presentation) ? ModalPresentation.allCases.count : 1)
                    * ($0.options.contains(.form) ? StrategyForm.allCases.count : 1)
            }
            expected += events * strategies.reduce(0, +)
        }
        #expect(Self.rows.count == expected)
        #expect(!Self.rows.contains { $0.device == "iphone-home" && $0.event == "app-switch" })
        #expect(!Self.rows.contains { $0.device == "android" && $0.event == "face-id" })
        #expect(!Self.rows.contains { $0.device == "android" && $0.event == "relaunch" })
        #expect(
            Set(Self.rows.filter { $0.event == "window-away" }.map { "\($0.device) \($0.lifecycle)" }) == [
                "ipad scene"
            ])
        #expect(
            Set(Self.rows.filter { $0.device == "android" }.map(\.strategy)) == [
                "none", "secure-flag", "recents-screenshot-disabled", "secure-flag-on-pause",
                "overlay-on-pause",
            ])
        #expect(!Self.rows.contains { $0.device == "android" && $0.lifecycle == "app" })
        #expect(Set(Self.rows.filter { $0.strategy == "secure-flag" }.map(\.device)) == ["android"])
    }

    /// Medical ID's legible sensitive cells: its iPad layout (regular width) shows more.
    static func all(_ device: String) -> Int { device == DeviceKind.ipad.rawValue ? 192 : 118 }

    @Test func nullsWhereTheEventHasNoCardInterruptionOrReturn() {
        for row in Self.rows {
            let event = AuditEvent(rawValue: row.event)!
            #expect((row.legibleSensitiveCells != nil) == event.involvesCard)
            #expect((row.coverDuringInterruption != nil) == event.isInterruption)
            // Every event that returns to the app measured the cover: gone after some time,
            // or stuck.
            #expect((row.coverAfterReturnSeconds != nil || row.stuck) == event.returnsToApp)
            // Window-away counts the second window, half the iPad: a phone's width.
            #expect(row.sensitiveCellsBefore == (event == .windowAway ? 118 : Self.all(row.device)))
        }
    }

    @Test func theJSONHasExactlyTheIssueKeysInOrderAndDecodes() throws {
        let text = OrderedJSON.array(Array(Self.rows.prefix(3)).map(\.json)).rendered
        let objects = try #require(
            try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
        #expect(objects.count == 3)
        let keys = [
            "strategy", "host", "presentation", "trigger", "fade", "device", "lifecycle", "iosVersion",
            "androidAPILevel", "androidNavigation", "event", "legibleSensitiveCells",
            "blankCard", "fields", "sensitiveCellsBefore",
            "coverDuringInterruption", "coverAfterReturnSeconds", "stuck", "blocksScreenshots", "sideEffects",
        ]
        for object in objects { #expect(Set(object.keys) == Set(keys)) }
        // In the documented order, nulls written out.
        let firstObject = String(text[..<text.range(of: "\"sideEffects\"")!.upperBound])
        let positions = keys.map { firstObject.range(of: "\"\($0)\"")!.lowerBound }
        #expect(positions == positions.sorted())
        #expect(firstObject.contains("\"coverDuringInterruption\": null"))
        // And it reads back as the same rows.
        let decoded = try JSONDecoder().decode(
            [AuditRow].self, from: Data(OrderedJSON.array(Self.rows.map(\.json)).rendered.utf8))
        #expect(decoded == Self.rows)
    }

    // MARK: The articles' claims, in the matrix

    @Test func theBaselineLeaksEverywhere() {
        for row in Self.rows where row.strategy == "none" && row.legibleSensitiveCells != nil {
            // The app's alert dims the app and adds its code, its sheet shows the record over
            // the dimmed app: a count of their own (MODEL §57).
            if row.event.hasPrefix("sensitive-") {
                #expect((row.legibleSensitiveCells ?? 0) > 0)
                continue
            }
            #expect(row.legibleSensitiveCells == (row.event == "window-away" ? 118 : Self.all(row.device)))
        }
    }

    @Test func theFadeRace() {
        #expect(Self.row("color-overlay", "iphone", .home)?.legibleSensitiveCells == 0)
        #expect((Self.row("color-overlay", "iphone", .appSwitch)?.legibleSensitiveCells ?? 0) > 0)
        #expect((Self.row("image-overlay", "ipad", .appSwitch, "app")?.legibleSensitiveCells ?? 0) > 0)
        // Half faded at a fast switch: nearly everything legible.
        #expect(
            (Self.row("color-overlay", "iphone", .appSwitch)?.legibleSensitiveCells ?? 0) * 100 >= 118 * 85)
        // alpha = 1 again leaves the fade running; removing its animation covers.
        #expect(
            (Self.row("overlay-finished-on-background", "iphone", .appSwitch)?.legibleSensitiveCells ?? 0) > 0
        )
        #expect(Self.row("overlay-completed-on-background", "iphone", .appSwitch)?.legibleSensitiveCells == 0)
        #expect(Self.row("overlay-completed-on-background", "iphone", .lock)?.legibleSensitiveCells == 0)
        #expect(Self.row("color-overlay", "iphone", .controlCenter)?.coverAfterReturnSeconds == 0.5)
    }

    @Test func thePrivacyWindowTradeOff() {
        for device in ["iphone-home", "iphone", "ipad"] {
            #expect(Self.row("privacy-window", device, .switcher)?.legibleSensitiveCells == Self.all(device))
            #expect(Self.row("privacy-window", device, .home)?.legibleSensitiveCells == 0)
            #expect(Self.row("privacy-window", device, .controlCenter)?.coverDuringInterruption == false)
            #expect(Self.row("privacy-window-active", device, .switcher)?.legibleSensitiveCells == 0)
            #expect(
                Self.row("privacy-window-active", device, .controlCenter)?.coverDuringInterruption == true)
            #expect(
                Self.row("privacy-window-active", device, .notificationCenter)?.coverDuringInterruption
                    == true)
        }
    }

    @Test func theOtherStrategies() {
        #expect((Self.row("modal-cover-animated", "iphone", .home)?.legibleSensitiveCells ?? 0) > 100)
        #expect(Self.row("modal-cover", "iphone", .home)?.legibleSensitiveCells == 0)
        #expect(Self.row("modal-cover", "iphone", .return)?.coverAfterReturnSeconds == 0)
        #expect(Self.row("ignore-snapshot", "iphone", .home)?.legibleSensitiveCells == 118)
        #expect(Self.row("blurred-snapshot", "ipad", .switcher)?.legibleSensitiveCells == 0)
        #expect(Self.row("hide-window", "iphone-home", .home, "app")?.legibleSensitiveCells == 0)
        #expect(Self.row("lock-screen", "iphone", .return)?.stuck == true)
        #expect(Self.row("lock-screen", "iphone", .return)?.legibleSensitiveCells == 0)
        #expect(Self.row("secure-flag", "android", .switcher)?.legibleSensitiveCells == 0)
        #expect(Self.row("none", "android", .switcher)?.legibleSensitiveCells == 118)
    }

    /// Code in a host UIKit does not call in the lifecycle protects nothing: every card leaks
    /// all and no cover ever shows; observers of the notifications run in both lifecycles.
    @Test func codeInTheWrongHostNeverRuns() {
        var checked = 0
        for row in Self.rows {
            guard let name = row.host, let host = StrategyHost(rawValue: name),
                let lifecycle = LifecycleStyle(rawValue: row.lifecycle)
            else { continue }
            if !host.runs(in: lifecycle) {
                if let legible = row.legibleSensitiveCells, row.event.hasPrefix("sensitive-") {
                    #expect(legible > 0, "\(row)")
                } else if let legible = row.legibleSensitiveCells {
                    #expect(legible == (row.event == "window-away" ? 118 : Self.all(row.device)), "\(row)")
                }
                #expect(row.coverDuringInterruption != true, "\(row)")
                checked += 1
            }
        }
        #expect(checked > 300)
        // The article's own code, pasted into an app with scenes.
        #expect(Self.row("color-overlay", "iphone", .home, host: .appDelegate)?.legibleSensitiveCells == 118)
        #expect(
            Self.row("color-overlay", "iphone", .home, "app", host: .appDelegate)?.legibleSensitiveCells == 0)
        #expect(
            Self.row("privacy-window", "ipad", .home, "app", host: .sceneDelegate)?.legibleSensitiveCells
                == Self.all("ipad"))
        for lifecycle in ["scene", "app"] {
            #expect(
                Self.row("color-overlay", "iphone", .home, lifecycle, host: .notifications)?
                    .legibleSensitiveCells == 0)
            #expect(
                Self.row("redact-content", "iphone", .home, lifecycle, host: .notifications)?
                    .legibleSensitiveCells == 0)
        }
        #expect(
            Set(Self.rows.filter { $0.strategy == "none" || $0.strategy == "secure-flag" }.map(\.host)) == [
                nil
            ])
    }

    /// The modal strategies run with each presentation; the others carry none.
    @Test func modalStrategiesRunWithEachPresentation() throws {
        for row in Self.rows {
            let presents = Strategies.info(row.strategy)?.options.contains(.presentation) == true
            #expect((row.presentation != nil) == presents, "\(row)")
        }
        let presentations = Set(Self.rows.filter { $0.strategy == "lock-screen" }.compactMap(\.presentation))
        #expect(presentations == ["automatic", "full-screen"])
        var plan = Audit.Plan()
        plan.devices = [.iphone]
        plan.strategies = ["modal-cover"]
        plan.lifecycles = [.app]
        plan.hosts = [.appDelegate]
        plan.presentations = [.fullScreen]
        plan.forms = [.article]
        let rows = try Audit.run(plan, catalog: ShippedAssets.catalog)
        #expect(rows.count == AuditEvent.allCases.filter { $0.applies(to: .iphone, lifecycle: .app) }.count)
        #expect(rows.allSatisfy { $0.presentation == "full-screen" && $0.host == "app-delegate" })
        #expect(rows.allSatisfy { $0.form == "article" })
        #expect(rows.first { $0.event == "home" }?.legibleSensitiveCells == 0)
    }

    @Test func aPlanCanBeNarrowedAndChecksItsInput() throws {
        var plan = Audit.Plan()
        plan.devices = [.iphone]
        plan.strategies = ["color-overlay"]
        plan.lifecycles = [.app]
        let rows = try Audit.run(plan, catalog: ShippedAssets.catalog)
        let events = AuditEvent.allCases.filter { $0.applies(to: .iphone, lifecycle: .app) }
        #expect(events.count == AuditEvent.allCases.count - 1)
        #expect(rows.count == events.count * StrategyHost.allCases.filter { !$0.isSwiftUI }.count)
        #expect(rows.allSatisfy { $0.lifecycle == "app" && $0.strategy == "color-overlay" })
        #expect(
            rows
                == Self.rows.filter {
                    $0.device == "iphone" && $0.lifecycle == "app" && $0.strategy == "color-overlay"
                })

        plan.strategies = ["nope"]
        #expect(throws: Audit.PlanError.self) { try Audit.run(plan, catalog: ShippedAssets.catalog) }
        plan.strategies = ["none"]
        plan.app = "Nope"
        #expect(throws: Audit.PlanError.self) { try Audit.run(plan, catalog: ShippedAssets.catalog) }
    }

    @Test func theTableHasOneLinePerStrategyAndSection() {
        let table = AuditTable.render(Self.rows)
        let lines = table.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.filter { $0.hasPrefix("iphone-home · scene") }.count == 1)
        #expect(
            lines.filter { $0.hasPrefix("lock-screen ") }.count
                == 6 * StrategyHost.allCases.filter { !$0.isSwiftUI }.count * ModalPresentation.allCases.count
                * StrategyForm.allCases.count)
        #expect(lines.filter { $0.hasPrefix("secure-flag ") }.count == 1)
        let noneOnHomeButton = lines.first { $0.hasPrefix("none ") }!
        #expect(noneOnHomeButton.contains("n/a"))
        #expect(table.contains("stuck"))
        #expect(table.contains("118 legible sensitive cells on screen"))
    }

    @Test func orderedJSONEscapesStrings() {
        let json = OrderedJSON.object([.init("a\"b", .string("line\nbreak\u{1B}")), .init("n", .null)])
        #expect(json.rendered == "{\n  \"a\\\"b\": \"line\\nbreak\\u001b\",\n  \"n\": null\n}")
    }
}

/// The metrics on their own.
@Suite struct LeakMetricsTests {
    @Test func aCoverNeverShownIsGoneAtOnce() {
        let world = World.protected("none", .iphone).withSecretInFront()
        world.send(.pull(.controlCenter))
        world.advance(0.5)
        world.send(.dismiss)
        #expect(world.measureCoverAfterReturn(of: world.secret) == .gone(after: .zero))
    }

    @Test func theFadeOutIsTimedFromDidBecomeActive() {
        let world = World.protected("color-overlay", .iphone, fade: 1.25).withSecretInFront()
        world.send(.call)
        world.advance(2)
        world.send(.dismiss)
        let result = world.measureCoverAfterReturn(of: world.secret)
        #expect(result == .gone(after: .seconds(1.25)))
        #expect(result.seconds == 1.25)
        #expect(!result.isStuck)
    }

    @Test func aSceneThatDoesNotComeBackHasNotReturned() {
        let world = World.protected("color-overlay", .iphone).withSecretInFront()
        world.send(.home)
        world.advance(2)
        #expect(world.measureCoverAfterReturn(of: world.secret) == .notReturned)
    }

    @Test func legibleCountsOnCardAndScreen() {
        let world = World.protected("none", .iphone).withSecretInFront()
        #expect(world.legibleLiveCells(of: world.secret) == TestApps.secretLegible)
        #expect(world.legibleLiveCells(of: SceneID(app: "Bank", index: 1)) == 0)
        world.send(.home)
        world.advance(2)
        #expect(world.legibleCardCells(of: world.secret) == TestApps.secretLegible)
    }
}
