import Foundation
import SwitcherTestSupport
import Testing

/// `switcherlab timeline` reads its event words through `SystemEvent`: anything malformed,
/// or an event the device has not, exits 2 with one line saying why in the timeline's own
/// words, before anything runs; an event the world ignores as it runs is an `ignored` line.
@Suite struct TimelineCommandTests {
    @Test(arguments: [
        ([""], "event 1 '': unknown event ''"),
        ([":"], "event 1 ':': unknown event ':'"),
        (["::"], "event 1 '::': unknown event '::'"),
        (["launch:bank", ""], "event 2 '': unknown event ''"),
        (["launch:bank", "home:now"], "event 2 'home:now': home takes no argument"),
        (
            ["--device", "iphone-home", "launch:bank", "app-switch:left"],
            "event 2 'app-switch:left': app-switch needs the fast app-switch gesture (iphone, ipad, android), not iphone-home"
        ),
        (
            ["--device", "iphone", "launch:bank", "new-window:bank"],
            "event 2 'new-window:bank': new-window needs iPad windows (--device ipad, --lifecycle scene)"
        ),
        (
            ["--device", "android", "launch:bank", "face-id"],
            "event 2 'face-id': face-id is an iOS prompt, not on android"
        ),
        (["launch:bank", "select:weather"], "event 2 'select:weather': Weather has no card in the switcher"),
    ])
    func badEventsExitWith2AndSayWhy(_ arguments: [String], _ message: String) throws {
        let run = try Switcherlab.run(["timeline"] + arguments, in: URL(fileURLWithPath: "/"))
        #expect(run.status == 2)
        #expect(
            run.error == "switcherlab: \(message)\n" || run.error.hasPrefix("switcherlab: \(message)"),
            "\(run.error)")
        #expect(run.error.split(separator: "\n").count == 1)
        #expect(run.output.isEmpty)
    }

    @Test func theDevicesOwnSwitcherGestureRuns() throws {
        for device in ["iphone-home", "iphone", "ipad", "android"] {
            let run = try Switcherlab.run(
                ["timeline", "--device", device, "launch:medical-id", "switcher"],
                in: URL(fileURLWithPath: "/"))
            #expect(run.status == 0, "\(device): \(run.error)")
            #expect(run.output.contains(device == "android" ? "onPause" : "WillResignActive"), "\(device)")
        }
    }

    @Test func aMissingGestureIsSpelledInTimelineWords() throws {
        let run = try Switcherlab.run(
            ["timeline", "--device", "iphone", "launch:bank", "double-home"], in: URL(fileURLWithPath: "/"))
        #expect(run.status == 2)
        #expect(
            run.error
                == "switcherlab: event 2 'double-home': double-home needs a Home button (--device iphone-home); on iphone use swipe-up-hold\n"
        )
    }

    /// Nothing silent: the kill of a card while the switcher is closed does nothing, and the
    /// timeline says so where it happened.
    @Test func anIgnoredEventIsAnIgnoredLine() throws {
        let run = try Switcherlab.run(
            [
                "timeline", "--device", "iphone-home", "launch:medical-id", "home", "kill:medical-id",
                "launch:medical-id",
            ], in: URL(fileURLWithPath: "/"))
        #expect(run.status == 0, "\(run.error)")
        let lines = run.output.split(separator: "\n").map(String.init)
        // The swipe did nothing, so no line says it happened: the ignored line names it.
        #expect(!lines.contains { $0.hasSuffix("card Medical ID swiped away") })
        let ignored = try #require(lines.firstIndex { $0.contains("ignored:") })
        #expect(
            lines[ignored]
                == "   2.000s  system              ignored: kill:Medical ID: the switcher is not open")
        #expect(lines[ignored + 1].hasSuffix("Medical ID icon tapped"))
        #expect(lines.filter { $0.contains("ignored:") }.count == 1)
    }

    /// The header names the strategy and where its code lives; the article's app-delegate
    /// code in an app with scenes is said never to run, and does leak every field.
    @Test func theHeaderNamesTheStrategyAndWarnsWhereItsHostNeverRuns() throws {
        let root = URL(fileURLWithPath: "/")
        let run = try Switcherlab.run(["timeline", "--strategy", "color-overlay"], in: root)
        #expect(run.status == 0, "\(run.error)")
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(lines[1] == "strategy: color-overlay@app-delegate")
        #expect(
            lines[2] == "warning: color-overlay@app-delegate never runs: no app-delegate calls with scenes")
        #expect(run.output.contains("118 legible sensitive cells"))
        // In the scene delegate it runs: no warning, nothing legible.
        let moved = try Switcherlab.run(
            ["timeline", "--strategy", "color-overlay", "--host", "scene-delegate"], in: root)
        #expect(moved.output.split(separator: "\n")[1] == "strategy: color-overlay@scene-delegate")
        #expect(!moved.output.contains("never runs") && moved.output.contains(", 0 legible sensitive cells"))
        // A strategy:ID word takes the options too, and is named with the event it comes at.
        let word = try Switcherlab.run(
            [
                "timeline", "--lifecycle", "app", "--host", "scene-delegate", "launch:medical-id",
                "strategy:hide-window",
            ],
            in: root)
        let header = word.output.split(separator: "\n").map(String.init)
        #expect(header.contains("strategy: none, from event 2: hide-window@scene-delegate"), "\(header)")
        #expect(
            header.contains(
                "warning: hide-window@scene-delegate never runs: no scene-delegate calls without scenes"))
    }
}
