import SwitcherCore
import SwitcherTestSupport
import Testing

/// One cell of the audit run on its own, with its picture, and the audit's event for what last
/// happened to a scene, read from the log: what the lab's gallery is made of.
@Suite struct AuditReplayTests {
    static let catalog = ShippedAssets.catalog
    static let medicalID = SceneID(app: "Medical ID", index: 1)

    /// A replay is the audit's row, and its picture is what the row counts.
    @Test(arguments: [DeviceKind.iphoneHome, .iphone, .ipad, .android])
    func aReplayIsTheAuditsRowAndItsPictureIsWhatItCounts(_ device: DeviceKind) throws {
        let lifecycles: [LifecycleStyle] = device.platform == .android ? [.scene] : [.scene, .app]
        let strategies = ["none", "color-overlay", "privacy-window", "modal-cover", "secure-flag"]
        for lifecycle in lifecycles {
            var plan = Audit.Plan()
            plan.devices = [device]
            plan.lifecycles = [lifecycle]
            plan.strategies = strategies
            let rows = try Audit.run(plan, catalog: Self.catalog)
            #expect(!rows.isEmpty)
            for row in rows {
                let event = try #require(AuditEvent(rawValue: row.event))
                let configuration = plan.configuration(
                    row.strategy, host: row.host.flatMap(StrategyHost.init(rawValue:)),
                    presentation: row.presentation.flatMap(ModalPresentation.init(rawValue:)) ?? .automatic,
                    form: row.form.flatMap(StrategyForm.init(rawValue:)) ?? .article)
                let replay = try Audit.replay(
                    event, strategy: configuration,
                    settings: WorldSettings(device: device, lifecycle: lifecycle),
                    app: plan.app,
                    catalog: Self.catalog)
                #expect(replay.row == row, "\(row.variant) \(device) \(lifecycle) \(event)")
                if let cells = row.legibleSensitiveCells {
                    #expect(
                        replay.picture.legibleSensitiveCells(.default) == cells, "\(row.variant) \(event)")
                }
                #expect(
                    replay.isBlank == (row.strategy == "secure-flag" && event.involvesCard),
                    "\(row.variant) \(device) \(event)")
            }
        }
    }

    @Test func anUnknownAppIsAPlanError() {
        #expect(throws: Audit.PlanError.self) {
            try Audit.replay(
                .home, strategy: StrategyConfiguration(),
                settings: WorldSettings(device: .iphone, lifecycle: .scene),
                app: "Nope",
                catalog: Self.catalog)
        }
    }

    /// A world on `device` with Weather then Medical ID launched, settled.
    static func world(_ device: DeviceKind) -> World {
        let world = World(settings: WorldSettings(device: device), catalog: catalog)
        world.send(.launch("Weather"))
        world.clock.advance(by: .seconds(2))
        world.send(.launch("Medical ID"))
        world.clock.advance(by: .seconds(2))
        return world
    }

    static func after(_ device: DeviceKind, _ events: [SystemEvent]) -> AuditEvent? {
        let world = world(device)
        for event in events {
            world.send(event)
            world.clock.advance(by: .seconds(2))
        }
        return world.lastAuditEvent(of: medicalID)
    }

    @Test func theLastEventIsReadFromTheLog() {
        #expect(Self.after(.iphoneHome, []) == nil)
        #expect(Self.after(.iphoneHome, [.home]) == .home)
        #expect(Self.after(.iphone, [.home]) == .home)
        #expect(Self.after(.android, [.home]) == .home)
        #expect(Self.after(.iphoneHome, [.doubleHome]) == .switcher)
        #expect(Self.after(.iphone, [.swipeUpHold]) == .switcher)
        // Android stops the app behind Recents: still the switcher, no other card was chosen.
        #expect(Self.after(.android, [.recents]) == .switcher)
        #expect(
            Self.after(.iphone, [.swipeUpHold, .select(SceneReference(app: "Weather"))])
                == .switcherSelectOther)
        #expect(
            Self.after(.android, [.recents, .select(SceneReference(app: "Weather"))]) == .switcherSelectOther)
        #expect(Self.after(.iphone, [.appSwitch(.right)]) == .appSwitch)
        #expect(Self.after(.iphoneHome, [.lock]) == .lock)
        #expect(Self.after(.iphoneHome, [.lock, .unlock]) == .lock)
        #expect(Self.after(.iphone, [.pull(.controlCenter), .dismiss]) == .controlCenter)
        #expect(Self.after(.iphone, [.pull(.notificationCenter)]) == .notificationCenter)
        #expect(Self.after(.iphone, [.call, .dismiss]) == .call)
        #expect(Self.after(.iphone, [.faceID]) == .faceID)
        // Home, then back through the card: the audit's return.
        #expect(
            Self.after(.iphone, [.home, .swipeUpHold, .select(SceneReference(app: "Medical ID"))]) == .return)
        // The latest counts: a lock after a Home and a return.
        #expect(
            Self.after(.iphone, [.home, .swipeUpHold, .select(SceneReference(app: "Medical ID")), .lock])
                == .lock)
    }

    /// Events of other scenes are not this one's.
    @Test func anotherScenesEventsAreNotThisOnes() {
        let world = Self.world(.iphone)
        let weather = SceneID(app: "Weather", index: 1)
        // Weather left the foreground when Medical ID was launched over it: no audit event.
        #expect(world.lastAuditEvent(of: weather) == nil)
        #expect(world.lastAuditEvent(of: Self.medicalID) == nil)
        world.send(.pull(.controlCenter))
        world.clock.advance(by: .seconds(1))
        #expect(world.lastAuditEvent(of: weather) == nil)
        #expect(world.lastAuditEvent(of: Self.medicalID) == .controlCenter)
    }

    @Test func systemEntriesCarryTheirEvent() {
        let world = Self.world(.iphoneHome)
        world.send(.home)
        world.clock.advance(by: .seconds(1))
        let entry = world.log.entries.last { if case .system = $0.kind { true } else { false } }
        #expect(entry?.text == "Home pressed")
        #expect(entry?.event == .home)
    }
}
