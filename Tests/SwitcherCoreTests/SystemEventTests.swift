import SwitcherCore
import SwitcherTestSupport
import Testing

/// The core's one input: `SystemEvent`, its spellings, its device rules, and what `send`
/// answers.
@Suite struct SystemEventTests {
    /// One of every event (select and kill exact and by app).
    static let samples: [SystemEvent] = [
        .home, .doubleHome, .swipeUpHold, .recents, .closeSwitcher, .focusCard(1), .focusCard(-2),
        .select(SceneReference(app: "Bank")), .kill(SceneReference(app: "Notes")), .appSwitch(.left),
        .appSwitch(.right), .launch("Secret"), .evict("Bank"), .pull(.controlCenter),
        .pull(.notificationCenter),
        .dismiss, .call, .answer, .faceID, .lock, .unlock, .newWindow("Notes"), .split("Bank"), .type("1234"),
        .setStrategy(StrategyConfiguration(id: "color-overlay"), scene: nil),
    ]

    @Test func everyEventHasOneSpellingOfEachKind() {
        let commands = SystemEvent.syntax.compactMap(\.tapeCommand)
        let verbs = SystemEvent.syntax.map(\.timelineVerb)
        #expect(Set(commands).count == commands.count)
        #expect(Set(verbs).count == verbs.count)
        for event in Self.samples {
            let verb = String(event.timelineWord.prefix { $0 != ":" })
            #expect(SystemEvent.syntax(timelineVerb: verb) != nil, "\(event)")
            let command = String(event.tapeLine.prefix { $0 != " " })
            #expect(command == "Set" || SystemEvent.syntax(tapeCommand: command) != nil, "\(event)")
        }
    }

    @Test func timelineWordsReadBackAsTheSameEvent() throws {
        for event in Self.samples {
            let read = try SystemEvent(
                timelineWord: event.timelineWord, device: .ipad, catalog: TestApps.catalog,
                strategyIDs: Strategies.ids)
            #expect(read == event, "\(event.timelineWord)")
        }
        // Apps by id too; `switcher` is the device's own gesture.
        let byID = try SystemEvent(
            timelineWord: "launch:secret", device: .iphone, catalog: TestApps.catalog, strategyIDs: [])
        #expect(byID == .launch("Secret"))
        // The world sends it as the device's own gesture, which every device has.
        for device in DeviceKind.allCases {
            let gesture = try SystemEvent(
                timelineWord: "switcher", device: device, catalog: TestApps.catalog, strategyIDs: [])
            #expect(gesture == .switcher)
            #expect(gesture.tapeLine == "Open Switcher")
            #expect(gesture.unavailable(on: device, lifecycle: .scene) == nil)
            let world = World(device: device, lifecycle: .scene, catalog: TestApps.catalog)
            world.send(.launch("Secret"))
            world.clock.advance(by: .seconds(1))
            #expect(world.send(.switcher).reason == nil)
            world.clock.advance(by: .seconds(1))
            #expect(world.screen == .switcher, "\(device)")
            let own = World(device: device, lifecycle: .scene, catalog: TestApps.catalog)
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
            let reason = event.unavailable(on: device, lifecycle: lifecycle)
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
        #expect(world.send(.doubleHome).reason?.hasPrefix("DoublePress Home needs a Home button") == true)
        #expect(world.send(.launch("Nope")) == .ignored("unknown app \"Nope\""))
        #expect(
            world.send(.select(SceneReference(app: "Bank")))
                == .ignored("\"Bank\" has no card in the switcher"))
        #expect(world.log.entries.count == mark)
        // Possible on the device, but nothing to act on now.
        #expect(world.send(.home) == .ignored("already on the home screen"))
        #expect(world.send(.answer) == .ignored("no call to answer"))
        #expect(world.send(.unlock) == .ignored("not locked"))
        #expect(world.send(.focusCard(1)) == .ignored("the switcher is not open"))
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
        #expect(system() == ["Secret icon tapped", "ControlCenter pulled down", "dismiss"])
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
            device: .iphone, catalog: TestApps.catalog, makeStrategy: Strategies.make
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
