import Foundation
import SwitcherCore
import SwitcherTestSupport
import Testing

/// `switcherlab audit` run as a process: `--timing`, `--event` and `--sweep`.
@Suite struct AuditCommandLineTests {
    static let narrow = [
        "audit", "--device", "iphone", "--strategy", "color-overlay", "--lifecycle", "scene", "--host",
        "scene-delegate",
    ]

    static let bad: [(arguments: [String], message: String)] = [
        (
            ["--timing", "gap=1s"],
            "switcherlab: unknown timing 'gap' for --timing (expected one of homeToBackground,"
        ),
        (
            ["--timing", "lockToBackground"],
            "switcherlab: bad --timing 'lockToBackground' (expected NAME=DURATION"
        ),
        (
            ["--timing", "lockToBackground=soon"],
            "switcherlab: bad duration 'soon' in --timing lockToBackground"
        ),
        (
            ["--timing", "lockToBackground=1s", "--timing", "lockToBackground=2s"],
            "switcherlab: --timing lockToBackground given twice"
        ),
        (["--sweep", "lockToBackground=0ms..1s"], "switcherlab: bad --sweep 'lockToBackground=0ms..1s'"),
        (["--sweep", "gap=0ms..1s:1ms"], "switcherlab: unknown timing 'gap' for --sweep"),
        (
            ["--sweep", "lockToBackground=0ms..1s:1ms"],
            "switcherlab: --sweep lockToBackground from 0.000s to 1.000s"
        ),
        (
            ["--timing", "lockToBackground=1s", "--sweep", "lockToBackground=0ms..1s:500ms"],
            "switcherlab: lockToBackground is given both to --timing and to --sweep"
        ),
        (
            ["--event", "shake"],
            "switcherlab: The value 'shake' is invalid for '--event <event>'. Please provide one of 'home', 'switcher',"
        ),
        (
            ["--trigger", "soon"],
            "switcherlab: The value 'soon' is invalid for '--trigger <trigger>'. Please provide one of 'active' and 'background'."
        ),
        (["--fade", "11s"], "switcherlab: fade longer than 10s for --fade"),
    ]

    /// `--trigger` and `--fade` set the strategies' options as the lab does, and every JSON row
    /// records the configuration it ran.
    @Test func theTriggerAndFadeAreRunAndRecorded() throws {
        let run = try Switcherlab.run(
            Self.narrow + ["--event", "app-switch", "--trigger", "background", "--fade", "0ms", "--json"])
        #expect(run.status == 0, "\(run.error)")
        let rows = try #require(
            try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [[String: Any]])
        #expect(rows.count == 1)
        #expect(rows[0]["trigger"] as? String == "background")
        #expect(rows[0]["fade"] as? Double == 0)
        #expect(rows[0]["iosVersion"] as? Int == IOSVersion.current.major)
        #expect(rows[0]["androidAPILevel"] is NSNull)
        // A cover put up on didEnterBackground after the fast switch's gap: in the snapshot.
        let active = try Switcherlab.run(Self.narrow + ["--event", "app-switch", "--json"])
        let activeRows = try #require(
            try JSONSerialization.jsonObject(with: Data(active.output.utf8)) as? [[String: Any]])
        #expect(activeRows[0]["trigger"] as? String == "active")
        #expect(activeRows[0]["fade"] as? Double == 0.5)
        #expect(activeRows[0]["legibleSensitiveCells"] as? Int != rows[0]["legibleSensitiveCells"] as? Int)
    }

    @Test(arguments: bad.indices)
    func aBadFlagExitsTwoWithOneLine(_ index: Int) throws {
        let (arguments, message) = Self.bad[index]
        let run = try Switcherlab.run(Self.narrow + arguments)
        #expect(run.status == 2, "\(arguments)")
        #expect(run.error.hasPrefix(message), "\(run.error)")
        #expect(run.error.split(separator: "\n").count == 1)
        #expect(run.output.isEmpty)
    }

    /// The unprotected baseline with a lock gap longer than the audit's usual wait: the card is
    /// counted once its snapshot is taken, not read as 0 before it.
    @Test func aLongLockGapIsNotReadAsZero() throws {
        let run = try Switcherlab.run([
            "audit", "--device", "iphone", "--strategy", "none", "--timing", "lockToBackground=2s", "--event",
            "lock",
        ])
        #expect(run.status == 0, "\(run.error)")
        let rows = run.output.split(separator: "\n").filter { $0.hasPrefix("none ") }
        #expect(rows.count == 2)
        for row in rows { #expect(row.split(separator: " ").dropFirst(2).first == "118", "\(row)") }
    }

    /// A snapshot that never comes: `n/a` with the reason in text, `null` and the reason in JSON.
    @Test func aCardNotSeenIsNotMeasured() throws {
        let arguments = [
            "audit", "--device", "iphone", "--strategy", "none", "--lifecycle", "scene", "--event", "home",
            "--timing", "backgroundToSuspended=0ms",
        ]
        let text = try Switcherlab.run(arguments)
        #expect(text.status == 0, "\(text.error)")
        #expect(text.output.contains("n/a (not measured) for home: no snapshot"))
        let json = try Switcherlab.run(arguments + ["--json"])
        let rows = try #require(
            try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [[String: Any]])
        #expect(rows.count == 1)
        #expect(rows[0]["legibleSensitiveCells"] is NSNull)
        #expect((rows[0]["notMeasured"] as? String)?.hasPrefix("no snapshot") == true)
    }

    @Test func aSweepPrintsItsRowsWithTheTiming() throws {
        let run = try Switcherlab.run(
            Self.narrow + [
                "--event", "lock", "--event", "app-switch", "--sweep", "lockToBackground=0ms..600ms:300ms",
                "--json",
            ])
        #expect(run.status == 0, "\(run.error)")
        let rows = try #require(
            try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [[String: Any]])
        // Three values × two events, by value.
        #expect(
            rows.map { $0["event"] as? String } == [
                "app-switch", "lock", "app-switch", "lock", "app-switch", "lock",
            ])
        let seconds = rows.compactMap { ($0["sweep"] as? [String: Any])?["seconds"] as? Double }
        #expect(seconds == [0, 0, 0.3, 0.3, 0.6, 0.6])
        #expect(
            rows.allSatisfy { ($0["sweep"] as? [String: Any])?["timing"] as? String == "lockToBackground" })
        let lock = rows.filter { $0["event"] as? String == "lock" }.map {
            $0["legibleSensitiveCells"] as? Int
        }
        #expect(lock == [118, 114, 0])
        // The fast switch keeps its own gap: the same leak at every lock gap.
        let appSwitch = rows.filter { $0["event"] as? String == "app-switch" }.map {
            $0["legibleSensitiveCells"] as? Int
        }
        #expect(Set(appSwitch).count == 1)
    }

    @Test func aTimingChangesEveryRun() throws {
        let run = try Switcherlab.run(
            Self.narrow + ["--event", "lock", "--timing", "lockToBackground=500ms", "--json"])
        #expect(run.status == 0, "\(run.error)")
        let rows = try #require(
            try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [[String: Any]])
        #expect(rows.count == 1)
        #expect(rows[0]["legibleSensitiveCells"] as? Int == 0)
        #expect(rows[0]["sweep"] == nil, "no sweep, no key")

        let table = try Switcherlab.run(
            Self.narrow + ["--event", "lock", "--timing", "lockToBackground=500ms"])
        #expect(table.output.hasPrefix("Timings: lockToBackground 0.500s (default 0.300s).\n\n"))
        #expect(!table.output.contains("n/a"))
    }

    @Test func theSweepChartIsPrintedWithoutJSON() throws {
        let run = try Switcherlab.run(
            Self.narrow + ["--event", "lock", "--sweep", "lockToBackground=0ms..600ms:50ms"])
        #expect(run.status == 0, "\(run.error)")
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(lines.first == "Sweep of lockToBackground (lock: willResignActive to didEnterBackground)")
        #expect(lines.contains { $0.hasPrefix("          0.300s      114  ") && $0.hasSuffix("◂ default") })
    }

    @Test func anEventADeviceHasNotLeavesNothingToAudit() throws {
        let run = try Switcherlab.run(["audit", "--device", "iphone-home", "--event", "app-switch"])
        #expect(run.status == 0)
        #expect(run.output == "Nothing to audit: iphone-home has no app-switch.\n")
    }
}
