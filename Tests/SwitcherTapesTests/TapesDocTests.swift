import Foundation
import SwitcherCore
import SwitcherTapes
import SwitcherTestSupport
import Testing

/// docs/TAPES.md §3 and §4 are written by hand; these check them against the declarations of
/// the settings and the events, so a new setting or event, or a changed rule, cannot leave
/// them behind.
@Suite struct TapesDocTests {
    /// The lines of the section that starts with `heading`, up to the next.
    static func section(_ heading: String) -> [String] {
        let text =
            (try? String(contentsOf: Repository.root.appendingPathComponent("docs/TAPES.md"), encoding: .utf8))
            ?? ""
        let start = text.range(of: heading)?.upperBound ?? text.startIndex
        let end = text.range(of: "\n## ", range: start..<text.endIndex)?.lowerBound ?? text.endIndex
        return text[start..<end].split(separator: "\n").map(String.init)
    }

    static let events = section("## 4. Events")
    static let settings = section("## 3. Settings")

    /// Every setting has a row of the settings table, which says whether a running lab
    /// takes it as the declaration does.
    @Test func everySettingHasARow() throws {
        let declared =
            LabSetting.Name.allCases.map { ($0.rawValue, $0.running) }
            + RecordingSetting.Name.allCases.map { ($0.rawValue, $0.running) }
        for (name, running) in declared {
            let row = try #require(
                Self.settings.first { $0.hasPrefix("| `Set \(name) ") || $0.hasPrefix("| `Set \(name)`") },
                "no row for Set \(name)")
            #expect(row.hasSuffix(running ? "| yes |" : "| no |"), "\(row)")
        }
        let rows = Self.settings.filter { $0.hasPrefix("| `Set ") }
        #expect(rows.count == declared.count, "\(rows)")
    }

    /// The `Set Assume` row names every assumption a tape can take.
    @Test func theAssumeRowNamesEveryAssumption() throws {
        let row = try #require(Self.settings.first { $0.hasPrefix("| `Set Assume ") })
        for assumption in ModelAssumption.allCases {
            #expect(row.contains("`\(assumption.rawValue)`"), "no \(assumption.rawValue) in \(row)")
        }
    }

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
