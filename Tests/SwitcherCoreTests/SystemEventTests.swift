import SwitcherCore
import SwitcherTestSupport
import Testing

/// The core's one input: `SystemEvent`, its spellings, its device rules, and what `send`
/// answers.
@Suite struct SystemEventTests {
    /// Every event the compiler knows, with generated arguments.
    static let events = EventSamples.events(apps: TestApps.catalog.apps.map(\.name))

    @Test func everyKindHasOneSpellingOfEachKind() {
        let commands = SystemEvent.declarations.compactMap(\.tapeCommand)
        let verbs = SystemEvent.declarations.map(\.timelineVerb)
        let titles = SystemEvent.declarations.map(\.title)
        #expect(Set(commands).count == commands.count)
        #expect(Set(verbs).count == verbs.count)
        #expect(Set(titles).count == titles.count)
        for name in SystemEvent.Name.allCases {
            #expect(name.declaration.name == name)
            #expect(SystemEvent.declaration(timelineVerb: name.declaration.timelineVerb)?.name == name)
            if let command = name.declaration.tapeCommand {
                #expect(SystemEvent.declaration(tapeCommand: command)?.name == name)
            }
        }
        for event in Self.events {
            #expect(SystemEvent(event.name, event.argument) == event, "\(event)")
        }
    }

    /// event → timeline word → the same event, for every event (a window number is the
    /// tape's to write: the timeline names an app's most recent card).
    @Test func everyTimelineWordReadsBackAsItsEvent() throws {
        for event in Self.events {
            if case .scene(let reference) = event.argument, reference.index != nil { continue }
            let read = try SystemEvent(
                timelineWord: event.timelineWord, device: .ipad, catalog: TestApps.catalog,
                strategyIDs: Strategies.ids)
            #expect(read == event, "\(event.timelineWord)")
        }
    }

    /// Every audit event runs a declared event, which the declaration says; the device
    /// rules come from that declaration.
    @Test func theAuditRunsDeclaredEvents() {
        for auditEvent in AuditEvent.allCases {
            let claiming = SystemEvent.Name.allCases.filter { $0.declaration.audit.contains(auditEvent) }
            #expect(claiming.count == 1, "\(auditEvent)")
        }
        #expect(!AuditEvent.appSwitch.applies(to: .iphoneHome))
        #expect(!AuditEvent.faceID.applies(to: .android))
        #expect(DeviceKind.allCases.allSatisfy { AuditEvent.home.applies(to: $0) })
    }

    @Test func timelineWordsTakeAppsByIDAndTheSwitcherEverywhere() throws {
        let byID = try SystemEvent(
            timelineWord: "launch:secret", device: .iphone, catalog: TestApps.catalog, strategyIDs: [])
        #expect(byID == .launch("Secret"))
        // The world sends it as the device's own gesture, which every device has.
        for device in DeviceKind.allCases {
            let gesture = try SystemEvent(
                timelineWord: "switcher", device: device, catalog: TestApps.catalog, strategyIDs: [])
            #expect(gesture == .switcher)
            #expect(gesture.tapeLine == "Open Switcher")
            #expect(gesture.unavailability(on: device, lifecycle: .scene) == nil)
            let world = World(
                settings: WorldSettings(device: device, lifecycle: .scene), catalog: TestApps.catalog)
            world.send(.launch("Secret"))
            world.clock.advance(by: .seconds(1))
            #expect(world.send(.switcher).reason == nil)
            world.clock.advance(by: .seconds(1))
            #expect(world.screen == .switcher, "\(device)")
            let own = World(
                settings: WorldSettings(device: device, lifecycle: .scene), catalog: TestApps.catalog)
            own.send(.launch("Secret"))
            own.clock.advance(by: .seconds(1))
            own.send(SystemEvent.switcherGesture(on: device))
            own.clock.advance(by: .seconds(1))
            #expect(world.log.entries.map(\.text) == own.log.entries.map(\.text), "\(device)")
        }
    }

    @Test(arguments: [
        "", ":", "::", "home:x", "launch:", "launch:Nope", "app-switch:up", "pull:x", "type:", "jump",
    ])
    func malformedTimelineWordsSayWhatIsWrong(_ word: String) {
        #expect(throws: EventWordError.self) {
            try SystemEvent(timelineWord: word, device: .iphone, catalog: TestApps.catalog, strategyIDs: [])
        }
    }

    /// The device rules, in their one home.
    @Test func unavailableNamesTheDeviceRule() {
        let cases: [(SystemEvent, DeviceKind, LifecycleStyle, String?)] = [
            (.doubleHome, .iphoneHome, .scene, nil),
            (.doubleHome, .iphone, .scene, "DoublePress Home needs a Home button"),
            (.swipeUpHold, .iphoneHome, .scene, "SwipeUp Hold is the switcher gesture of iphone and ipad"),
            (.swipeUpHold, .ipad, .app, nil),
            (.recents, .iphone, .scene, "Recents is Android's button; on iphone use SwipeUp Hold"),
            (.recents, .android, .scene, nil),
            (.appSwitch(.right), .iphoneHome, .scene, "AppSwitch needs the fast app-switch gesture"),
            (.appSwitch(.right), .android, .scene, nil),
            (.faceID, .android, .scene, "FaceID is an iOS prompt, not on android"),
            (.faceID, .iphoneHome, .app, nil),
            (.newWindow("Bank"), .iphone, .scene, "NewWindow needs iPad windows"),
            (.split("Bank"), .ipad, .app, "Split needs iPad windows"),
            (.split("Bank"), .ipad, .scene, nil),
            (.home, .android, .scene, nil),
        ]
        for (event, device, lifecycle, expected) in cases {
            let reason = event.unavailability(on: device, lifecycle: lifecycle)?.message(in: .tape)
            if let expected {
                #expect(reason?.hasPrefix(expected) == true, "\(event) on \(device): \(reason ?? "nil")")
            } else {
                #expect(reason == nil, "\(event) on \(device): \(reason ?? "")")
            }
        }
    }

    @Test func sendAnswersDoneQueuedOrIgnored() {
        let world = World.test(.iphone)
        #expect(world.send(.launch("Secret")) == .done)
        // The launch zoom is in flight: the next event waits for it.
        #expect(world.send(.home) == .queued)
        world.advance(2)
        #expect(world.state(ofApp: "Secret") == .suspended || world.state(ofApp: "Secret") == .background)
        // The device has no such gesture: nothing happens, and the reason says why.
        let mark = world.mark
        #expect(world.send(.doubleHome).reason?.hasPrefix("double-press Home needs a Home button") == true)
        #expect(world.send(.launch("Nope")) == .ignored("unknown app \"Nope\""))
        #expect(
            world.send(.select(SceneReference(app: "Bank")))
                == .ignored("\"Bank\" has no card in the switcher"))
        // Nothing happened, and the log says so, with why (ARCHITECTURE §5).
        #expect(
            world.log.entries[mark...].map(\.text) == [
                "ignored: double-home: double-press Home needs a Home button (iphone-home); on iphone use swipe up and hold",
                "ignored: launch:Nope: unknown app \"Nope\"",
                "ignored: select:Bank: \"Bank\" has no card in the switcher",
            ])
        #expect(
            world.log.entries[mark...].map(\.event) == [
                .doubleHome, .launch("Nope"), .select(SceneReference(app: "Bank")),
            ])
        // Possible on the device, but nothing to act on now.
        #expect(world.send(.home) == .ignored("already on the home screen"))
        #expect(world.send(.answer) == .ignored("no call to answer"))
        #expect(world.send(.unlock) == .ignored("not locked"))
        #expect(world.send(.focusCard(1)) == .ignored("the switcher is not open"))
        #expect(world.send(.kill(SceneReference(app: "Secret"))) == .ignored("the switcher is not open"))
    }

    /// An event queued behind a transition and ignored when its turn comes is logged then.
    @Test func aQueuedEventIgnoredLaterIsLogged() {
        let world = World.test(.iphone)
        world.send(.launch("Secret"))
        #expect(world.send(.answer) == .queued)
        world.advance(1)
        #expect(world.log.entries.filter { $0.kind == .ignored("no call to answer") }.count == 1)
    }

    /// The same missing gesture, in each reader's words.
    @Test func unavailabilitySpeaksItsReadersLanguage() throws {
        let missing = try #require(SystemEvent.doubleHome.unavailability(on: .iphone, lifecycle: .scene))
        #expect(
            missing.message(in: .tape)
                == "DoublePress Home needs a Home button (Set Device iphone-home); on iphone use SwipeUp Hold"
        )
        #expect(
            missing.message(in: .timeline)
                == "double-home needs a Home button (--device iphone-home); on iphone use swipe-up-hold")
        #expect(
            missing.message(in: .plain)
                == "double-press Home needs a Home button (iphone-home); on iphone use swipe up and hold")
        let windows = try #require(SystemEvent.split("Bank").unavailability(on: .ipad, lifecycle: .app))
        #expect(
            windows.message(in: .timeline) == "split needs iPad windows (--device ipad, --lifecycle scene)")
    }

    /// Every Home gesture is in the timeline, with or without a Home button.
    @Test func homeIsAnnouncedOnEveryDevice() {
        for (device, text) in [
            (DeviceKind.iphoneHome, "Home pressed"), (.iphone, "swipe up to go Home"),
            (.ipad, "swipe up to go Home"),
            (.android, "Home button"),
        ] {
            let world = World.test(device).launched("Secret")
            world.send(.home)
            world.advance(1)
            #expect(world.log.entries.contains { $0.kind == .system(text) }, "\(device)")
        }
    }

    @Test func aHomePressWaitsForTheDoublePressWindow() {
        let world = World.test(.iphoneHome).launched("Secret")
        #expect(world.send(.home) == .queued)
        #expect(world.state(ofApp: "Secret") == .active)
        world.advance(0.31)
        #expect(world.state(ofApp: "Secret") == .inactive)
    }

    /// Events sent while the system is busy run after it settles, in the order sent.
    @Test func queuedEventsRunInOrderOnceTheSystemSettles() {
        let world = World.test(.iphone)
        world.send(.launch("Secret"))
        #expect(world.send(.pull(.controlCenter)) == .queued)
        #expect(world.send(.dismiss) == .queued)
        let system = {
            world.log.entries.compactMap { entry -> String? in
                if case .system(let text) = entry.kind { return text } else { return nil }
            }
        }
        // Announced when sent...
        #expect(system() == ["Secret icon tapped", "Control Center pulled down", "dismiss"])
        #expect(world.sheet == nil)
        // ...run when the zoom ends: the sheet comes down, then is dismissed.
        world.advance(0.35)
        #expect(world.sheet == .controlCenter)
        world.advance(1)
        #expect(world.sheet == nil)
        #expect(world.state(of: world.secret) == .active)
    }

    @Test func aStrategyChangeIsAnEventToo() {
        let world = World(
            settings: WorldSettings(device: .iphone), catalog: TestApps.catalog, makeStrategy: Strategies.make
        ).launched("Secret")
        let overlay = StrategyConfiguration(id: "color-overlay")
        #expect(world.send(.setStrategy(overlay, scene: world.secret)) == .done)
        #expect(world.strategyConfiguration(of: world.secret).id == "color-overlay")
        world.send(.setStrategy(StrategyConfiguration(id: "hide-window"), scene: nil))
        #expect(world.strategyConfiguration(of: world.secret).id == "hide-window")
        #expect(world.defaultStrategy.id == "hide-window")
        #expect(
            SystemEvent.setStrategy(
                StrategyConfiguration(id: "color-overlay", trigger: .background, fade: 1), scene: nil
            )
            .tapeLine == "Set Strategy color-overlay\nSet Trigger background\nSet Fade 1000ms")
    }
}
