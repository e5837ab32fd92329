import SwitcherCore
import SwitcherTapes
import SwitcherTestSupport
import Testing

/// Tapes speak `SystemEvent`: every event's tape line reads back as the same event, and a
/// gesture the device has not is refused with the one rule's message, in tape words.
@Suite struct SystemEventTapeTests {
    /// Every event the compiler knows, with generated arguments.
    static let events = EventSamples.events(apps: ShippedAssets.catalog.apps.map(\.name))

    /// event → tape line → parse → the same event, each on a device that has it.
    @Test func everyTapeLineReadsBackAsItsEvent() throws {
        for event in Self.events {
            let (device, lifecycle) = try #require(EventSamples.home(of: event), "\(event)")
            let tape = try parse("Set Device \(device)\nSet Lifecycle \(lifecycle)\n" + event.tapeLine)
            if case .setStrategy(let configuration, _) = event {
                #expect(tape.settings.strategy == configuration, "\(event.tapeLine)")
            } else {
                #expect(tape.steps.map(\.action) == [.event(event)], "\(event.tapeLine)")
            }
        }
    }

    /// Every `Set` line the lab writes for a strategy change reads back as the same strategy,
    /// every option included, before the first event and after it (`Set Pin` once came out
    /// as `Set PIN`, which the parser refuses).
    @Test(arguments: EventSamples.strategyConfigurations)
    func aStrategyChangeReadsBackAsItsSettings(_ configuration: StrategyConfiguration) throws {
        let line = SystemEvent.setStrategy(configuration, scene: nil).tapeLine
        #expect(try parse(line).settings.strategy == configuration, "\(line)")
        let running = try parse("Press Home\n" + line)
        var settings = TapeSettings()
        for case .set(let setting) in running.steps.map(\.action) {
            #expect(setting.name.part == .strategy, "\(setting) from \(line)")
            setting.apply(to: &settings.lab)
        }
        #expect(settings.strategy == configuration, "\(line)")
    }

    /// The tape parser and the world refuse the same thing by the same rule, each in its words.
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
        let missing = try #require(event.unavailability(on: kind, lifecycle: .scene))
        let error = try #require(parseError("Set Device \(device)\n\(line)"))
        #expect(error.line == 2)
        #expect(error.message == missing.message(in: .tape))
        let world = World(settings: WorldSettings(device: kind), catalog: ShippedAssets.catalog)
        #expect(world.send(event) == .ignored(missing.message(in: .plain)))
    }
}
