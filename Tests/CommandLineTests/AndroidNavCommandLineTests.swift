import Foundation
import SwitcherCore
import SwitcherTestSupport
import Testing

/// `--android-nav` on the command line (MODEL §58): the audit's JSON records the mode, and the
/// verdict for Android no longer calls free a configuration that leaks on gesture navigation.
@Suite struct AndroidNavCommandLineTests {
    static let bad: [(arguments: [String], message: String)] = [
        (
            ["audit", "--device", "android", "--android-nav", "swipe"],
            "switcherlab: The value 'swipe' is invalid for '--android-nav <mode>': bad Android navigation 'swipe'"
                + " (expected gesture or buttons)"
        ),
        (
            ["audit", "--device", "android", "--android-nav", "buttons,buttons"],
            "switcherlab: The value 'buttons,buttons' is invalid for '--android-nav <mode>': buttons given twice"
        ),
        (
            ["audit", "--device", "iphone", "--android-nav", "gesture"],
            "switcherlab: --android-nav is for the android device, not iphone"
        ),
        (
            ["timeline", "--device", "android", "--android-nav", "3-button", "home"],
            "switcherlab: The value '3-button' is invalid for '--android-nav <mode>'. Please provide one of 'gesture'"
                + " and 'buttons'."
        ),
        (
            ["recommend", "--device", "android", "--android-nav", "two-button"],
            "switcherlab: The value 'two-button' is invalid for '--android-nav <mode>': bad Android navigation"
                + " 'two-button'"
        ),
    ]

    /// The text with its lines joined: the verdict is wrapped.
    static func words(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    @Test(arguments: bad.indices) func aBadModeExitsTwoWithOneLine(_ index: Int) throws {
        let (arguments, message) = Self.bad[index]
        let run = try Switcherlab.run(arguments)
        #expect(run.status == 2, "\(arguments)")
        #expect(run.error.hasPrefix(message), "\(run.error)")
        #expect(run.error.split(separator: "\n").count == 1)
        #expect(run.output.isEmpty)
    }

    /// Every Android row names its mode, gesture by default; the live tile leaks for
    /// setRecentsScreenshotEnabled(false) and not for FLAG_SECURE.
    @Test func theAuditJSONRecordsTheMode() throws {
        let run = try Switcherlab.run(["audit", "--device", "android", "--event", "switcher", "--json"])
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output.contains("\"androidAPILevel\": 36,\n    \"androidNavigation\": \"gesture\""))
        let rows = try JSONDecoder().decode([AuditRow].self, from: Data(run.output.utf8))
        #expect(!rows.isEmpty)
        #expect(rows.allSatisfy { $0.androidNavigation == "gesture" })
        func row(_ id: String) -> AuditRow? { rows.first { $0.strategy == id } }
        #expect((row("recents-screenshot-disabled")?.legibleSensitiveCells ?? 0) > 0)
        #expect(row("secure-flag")?.legibleSensitiveCells == 0)
        #expect(row("secure-flag")?.blankCard == true)
    }

    /// `--android-nav all` adds the nav column, one line per mode.
    @Test func bothModesAreAColumn() throws {
        let run = try Switcherlab.run([
            "audit", "--device", "android", "--strategy", "recents-screenshot-disabled", "--event",
            "switcher",
            "--android-nav", "all",
        ])
        #expect(run.status == 0, "\(run.error)")
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.contains("nav") })
        #expect(lines.filter { $0.hasPrefix("recents-screenshot-disabled") }.count == 2)
        #expect(lines.contains { $0.hasPrefix("recents-screenshot-disabled") && $0.contains("gesture") })
    }

    /// The default verdict ranks both modes: FLAG_SECURE, with its cost, and it says the answer
    /// holds below API 33. Nothing it recommends is called free.
    @Test func theVerdictDoesNotCallALeakFree() throws {
        let run = try Switcherlab.run(["recommend", "--device", "android"])
        #expect(run.status == 0, "\(run.error)")
        let verdict = Self.words(run.output.components(separatedBy: "\n\n")[0])
        #expect(verdict.contains("Ship secure-flag"))
        #expect(verdict.contains("gesture and button"))
        #expect(verdict.contains("blocks the user's own screenshots"))
        #expect(verdict.contains("Below API 33"))
        #expect(verdict.contains("the answer holds"))
        #expect(!run.output.contains("costs nothing"))
        #expect(
            Self.words(run.output).contains(
                "on gesture navigation Recents opened over the app shows its tile live"))
    }

    /// The JSON names the modes ranked beside the API level.
    @Test func theVerdictJSONNamesTheModes() throws {
        let run = try Switcherlab.run(["recommend", "--device", "android", "--json"])
        #expect(run.status == 0, "\(run.error)")
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        let ranking = try #require((object["rankings"] as? [[String: Any]])?.first)
        #expect(ranking["androidAPI"] as? Int == 36)
        #expect(ranking["androidNavigation"] as? [String] == ["gesture", "buttons"])
        #expect((ranking["recommendation"] as? [String: Any])?["strategy"] as? String == "secure-flag")
    }

    /// Ranked on the buttons alone, the answer says what it does on gesture navigation.
    @Test func theButtonsVerdictNamesTheGestureLeak() throws {
        let run = try Switcherlab.run(["recommend", "--device", "android", "--android-nav", "buttons"])
        #expect(run.status == 0, "\(run.error)")
        let verdict = Self.words(run.output.components(separatedBy: "\n\n")[0])
        #expect(verdict.contains("Ship recents-screenshot-disabled"))
        #expect(verdict.contains("On gesture navigation (the default on current Android) the answer changes"))
        #expect(verdict.contains("There: Ship secure-flag"))
        #expect(verdict.contains("Below API 33"))
    }

    /// The timeline names the mode, and with the Recents button the Activity stops behind Recents.
    @Test func theTimelineNamesTheMode() throws {
        let run = try Switcherlab.run([
            "timeline", "--device", "android", "--android-nav", "buttons", "launch:medical-id", "recents",
        ])
        #expect(run.status == 0, "\(run.error)")
        #expect(
            run.output.hasPrefix(
                "SwitcherLab timeline — Android phone, Activity lifecycle, API 36, button navigation"))
        #expect(run.output.contains("onStop"))
        let gesture = try Switcherlab.run(["timeline", "--device", "android", "launch:medical-id", "recents"])
        #expect(gesture.status == 0, "\(gesture.error)")
        #expect(gesture.output.contains("gesture navigation"))
        #expect(!gesture.output.contains("onStop"))
    }
}
