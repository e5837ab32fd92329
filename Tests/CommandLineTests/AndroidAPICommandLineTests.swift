import Foundation
import SwitcherCore
import SwitcherTestSupport
import Testing

/// `--android-api` on the command line, and the audit's JSON for the Android strategies.
@Suite struct AndroidAPICommandLineTests {
    static let bad: [(arguments: [String], message: String)] = [
        (
            ["audit", "--device", "android", "--android-api", "28"],
            "switcherlab: The value '28' is invalid for '--android-api <level>': Android API level 28 is outside what"
                + " the lab models (expected 29 to 36)"
        ),
        (
            ["audit", "--device", "android", "--android-api", "33,33"],
            "switcherlab: The value '33,33' is invalid for '--android-api <level>': API 33 given twice"
        ),
        (
            ["audit", "--device", "iphone", "--android-api", "33"],
            "switcherlab: --android-api is for the android device, not iphone"
        ),
        (
            ["timeline", "--device", "android", "--android-api", "13"],
            "switcherlab: The value '13' is invalid for '--android-api <level>': Android API level 13"
        ),
    ]

    @Test(arguments: bad.indices) func aBadLevelExitsTwoWithOneLine(_ index: Int) throws {
        let (arguments, message) = Self.bad[index]
        let run = try Switcherlab.run(arguments)
        #expect(run.status == 2, "\(arguments)")
        #expect(run.error.hasPrefix(message), "\(run.error)")
        #expect(run.error.split(separator: "\n").count == 1)
        #expect(run.output.isEmpty)
    }

    /// The audit's JSON: a blank card and screenshots allowed for setRecentsScreenshotEnabled,
    /// screenshots blocked for FLAG_SECURE, the flag set in onPause leaking after Home.
    @Test func theAuditJSONShowsTheCostBesideTheLeak() throws {
        let run = try Switcherlab.run(["audit", "--device", "android", "--event", "home", "--json"])
        #expect(run.status == 0, "\(run.error)")
        let rows = try JSONDecoder().decode([AuditRow].self, from: Data(run.output.utf8))
        func row(_ id: String) -> AuditRow? { rows.first { $0.strategy == id } }
        #expect(row("recents-screenshot-disabled")?.blankCard == true)
        #expect(row("recents-screenshot-disabled")?.legibleSensitiveCells == 0)
        #expect(row("recents-screenshot-disabled")?.blocksScreenshots == false)
        #expect(row("secure-flag")?.blocksScreenshots == true)
        #expect((row("secure-flag-on-pause")?.legibleSensitiveCells ?? 0) > 0)
        #expect(row("secure-flag-on-pause")?.blankCard == false)
        #expect(rows.allSatisfy { $0.androidAPI == nil })
    }

    /// `--android-api 32,33` adds the API column; the timeline names the level.
    @Test func theLevelIsAColumnAndAHeading() throws {
        let audit = try Switcherlab.run([
            "audit", "--device", "android", "--strategy", "recents-screenshot-disabled", "--event", "home",
            "--android-api", "32,33",
        ])
        #expect(audit.status == 0, "\(audit.error)")
        let lines = audit.output.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.contains("API") })
        #expect(lines.filter { $0.hasPrefix("recents-screenshot-disabled") }.count == 2)
        let timeline = try Switcherlab.run([
            "timeline", "--device", "android", "--android-api", "32", "launch:medical-id", "home",
        ])
        #expect(timeline.status == 0, "\(timeline.error)")
        #expect(timeline.output.hasPrefix("SwitcherLab timeline — Android phone, Activity lifecycle, API 32"))
    }
}
