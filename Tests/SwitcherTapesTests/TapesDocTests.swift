import Foundation
import SwitcherCore
import SwitcherTestSupport
import Testing

/// docs/TAPES.md §4 is written by hand; these check it against the event declarations, so a
/// new event, or a changed device rule, cannot leave it behind.
@Suite struct TapesDocTests {
    static let events: [String] = {
        let text =
            (try? String(contentsOf: Repository.root.appendingPathComponent("docs/TAPES.md"), encoding: .utf8))
            ?? ""
        let start = text.range(of: "## 4. Events")?.upperBound ?? text.startIndex
        let end = text.range(of: "## 5.", range: start..<text.endIndex)?.lowerBound ?? text.endIndex
        return text[start..<end].split(separator: "\n").map(String.init)
    }()

    /// Every tape command has a row of the events table.
    @Test func everyEventHasARow() {
        for declaration in SystemEvent.declarations {
            guard let command = declaration.tapeCommand else { continue }
            let spelled = declaration.spelled(in: .tape)
            #expect(
                Self.events.contains { $0.hasPrefix("| `\(spelled)") || $0.contains("/ `\(spelled)") },
                "no row for \(spelled) (\(command))")
        }
    }

    /// The "only on" table lists, for each event a device can lack, the devices that have it
    /// (its first row naming the event; the events table comes after it).
    @Test func theDeviceTableFollowsTheRules() throws {
        let samples = EventSamples.events(apps: ["Bank"])
        for declaration in SystemEvent.declarations where declaration.requirement != nil {
            let event = try #require(samples.first { $0.name == declaration.name })
            let spelled = "`\(declaration.spelled(in: .tape))`"
            let row = try #require(
                Self.events.first { $0.hasPrefix("| ") && $0.contains(spelled) }, "no row for \(spelled)")
            let devices = row.split(separator: "|").last.map(String.init) ?? ""
            for device in DeviceKind.allCases {
                let has = device.profile.lifecycles.contains {
                    event.unavailability(on: device, lifecycle: $0) == nil
                }
                let named =
                    devices.contains("`\(device.rawValue)`") && !devices.contains("(not `\(device.rawValue)`")
                let documented = named || (devices.contains("iOS devices") && device.platform == .iOS)
                #expect(documented == has, "\(spelled) on \(device): \(row)")
            }
        }
    }
}
