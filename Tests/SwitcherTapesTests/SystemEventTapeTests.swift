import SwitcherCore
import SwitcherTapes
import SwitcherTestSupport
import Testing

/// Tapes speak `SystemEvent`: every event's tape line reads back as the same event, and a
/// gesture the device has not is refused with the one rule's message.
@Suite struct SystemEventTapeTests {
    static let events: [SystemEvent] = [
        .home, .swipeUpHold, .closeSwitcher, .focusCard(1), .focusCard(-1),
        .select(SceneReference(app: "Bank")), .select(SceneReference(app: "Bank", index: 2)),
        .kill(SceneReference(app: "Weather")), .appSwitch(.left), .appSwitch(.right), .launch("Medical ID"),
        .evict("Bank"), .pull(.controlCenter), .pull(.notificationCenter), .dismiss, .call, .answer, .faceID,
        .lock, .unlock, .newWindow("Bank"), .split("Messages"), .type("1234"), .type("12 34"),
    ]

    @Test func everyTapeLineReadsBackAsItsEvent() throws {
        for event in Self.events {
            let tape = try parse("Set Device ipad\n" + event.tapeLine)
            #expect(tape.steps.map(\.action) == [.event(event)], "\(event.tapeLine)")
        }
        #expect(try parse("DoublePress Home").steps.map(\.action) == [.event(.doubleHome)])
        #expect(try parse("Set Device android\nRecents").steps.map(\.action) == [.event(.recents)])
    }

    /// A strategy change comes out as the `Set` lines that make it, and they read back as the
    /// same strategy, every option included (`Set Pin` once came out as `Set PIN`, which the
    /// parser refuses).
    @Test(arguments: [
        StrategyConfiguration(
            id: "lock-screen", host: .sceneDelegate, pin: "4321", presentation: .fullScreen),
        StrategyConfiguration(id: "color-overlay", trigger: .background, host: .appDelegate, fade: 1.25),
        StrategyConfiguration(id: "none"),
    ])
    func aStrategyChangeReadsBackAsItsSettings(_ configuration: StrategyConfiguration) throws {
        let line = SystemEvent.setStrategy(configuration, scene: nil).tapeLine
        #expect(try parse(line).settings.strategy == configuration, "\(line)")
    }

    /// The tape parser, the world and the timeline refuse the same thing with the same words.
    @Test(arguments: [
        ("iphone-home", "AppSwitch Left", SystemEvent.appSwitch(.left)),
        ("android", "FaceID", SystemEvent.faceID),
        ("iphone", "NewWindow \"Bank\"", SystemEvent.newWindow("Bank")),
        ("iphone", "DoublePress Home", SystemEvent.doubleHome),
    ])
    func aMissingGestureIsRefusedEverywhereAlike(_ device: String, _ line: String, _ event: SystemEvent)
        throws
    {
        let kind = try #require(DeviceKind(rawValue: device))
        let reason = try #require(event.unavailable(on: kind, lifecycle: .scene))
        let error = try #require(parseError("Set Device \(device)\n\(line)"))
        #expect(error.line == 2)
        #expect(error.message == reason)
        let world = World(device: kind, catalog: ShippedAssets.catalog)
        #expect(world.send(event) == .ignored(reason))
    }
}
