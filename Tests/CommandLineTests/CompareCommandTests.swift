import Foundation
import SwitcherCore
import SwitcherRecording
import SwitcherTapes
import SwitcherTestSupport
import Testing

/// `--compare` on the tape commands, and `switcherlab compare`, run as a user runs them.
@Suite struct CompareCommandTests {
    static let covers = Repository.tapes.appendingPathComponent("compare-covers.tape").path
    static let leak = Repository.tapes.appendingPathComponent("leak.tape").path
    static let events = ["launch:bank", "home", "launch:medical-id", "app-switch:right", "switcher"]

    @Test func renderAtShowsEveryColumnAndEqualsTheRunsFrame() throws {
        let result = try Switcherlab.run(["render", Self.covers, "--at", "8.5s"])
        #expect(result.status == 0, "\(result.error)")
        let tape = try TapeParser(catalog: ShippedAssets.catalog).parse(
            contentsOf: URL(fileURLWithPath: Self.covers), file: Self.covers)
        let run = try tape.run(catalog: ShippedAssets.catalog)
        let frame = try #require(try run.frame(at: .zero + .milliseconds(8500), size: run.frameSize))
        #expect(result.output == PlainTextFrame.text(frame))
        for id in [
            "hide-window", "color-overlay", "image-overlay", "card 0 · snapshot 0", "card 118 · snapshot 118",
        ] {
            #expect(result.output.contains(id), "\(id)")
        }
    }

    @Test func compareOnTheCommandLineOverridesAndChecksEveryColumn() throws {
        let check = try Switcherlab.run(["check", Self.leak, "--compare", "none,privacy-window"])
        #expect(check.status == 1)
        #expect(
            check.output.contains(
                "leak.tape:17: in privacy-window: expected snapshot of \"Medical ID\" legible >0, got 0"))
        #expect(!check.output.contains("in none:"))
        try withTemporaryDirectory { directory in
            let record = try Switcherlab.run(
                [
                    "record", Self.leak, "--compare", "none,privacy-window,color-overlay,redact-content",
                    "-o", "four.cast",
                ],
                in: directory)
            #expect(record.status == 1)
            let cast = try ParsedCast(
                String(contentsOf: directory.appendingPathComponent("four.cast"), encoding: .utf8))
            // Four tall phones side by side: 2 + 4 × 36 columns.
            #expect(cast.header["width"] as? Int == 146)
            var terminal = TerminalModel(width: 146, height: 30)
            for event in cast.events.dropLast() { terminal.feed(event.data) }
            let screen = PlainTextFrame.text(terminal.canvas)
            for id in ["none", "privacy-window", "color-overlay", "redact-content"] {
                #expect(screen.contains(id))
            }
        }
    }

    @Test(arguments: [
        (
            ["record", leak, "--compare", "none,nope", "-o", "x.cast"],
            "switcherlab: --compare: unknown strategy 'nope' (expected one of \(Strategies.ids.joined(separator: ", ")))"
        ),
        (
            ["render", leak, "--at", "1s", "--compare", "none"],
            "switcherlab: --compare: at least two strategies to compare"
        ),
        (
            ["check", leak, "--compare-devices", "iphone,pixel"],
            "switcherlab: --compare-devices: unknown device 'pixel' (expected one of iphone-home, iphone, ipad, android)"
        ),
        (
            ["check", leak, "--compare-devices", "iphone-home,android"],
            "\(leak):21: in android: DoublePress Home needs a Home button (Set Device iphone-home); on android use Recents"
        ),
        (
            ["compare", "none,nope", "home"],
            "switcherlab: compare: unknown strategy 'nope' (expected one of \(Strategies.ids.joined(separator: ", ")))"
        ),
        (
            ["compare", "none,hide-window", "select:bank"],
            "switcherlab: event 1 'select:bank': in none: \"Bank\" has no card in the switcher at 0.000s (has it run? add a Sleep?)"
        ),
        (
            ["compare", "none,hide-window", "launch:bank", "--at", "9s"],
            "switcherlab: --at 9.000s is after the end of the events (1.000s)"
        ),
        (
            ["compare", "none,hide-window", "fly"],
            "switcherlab: event 1 'fly': unknown event 'fly' (see switcherlab timeline --help)"
        ),
    ])
    func badComparisonsExitTwoWithOneLine(_ arguments: [String], _ message: String) throws {
        try withTemporaryDirectory { directory in
            let result = try Switcherlab.run(arguments, in: directory)
            #expect(result.status == 2)
            #expect(result.error == message + "\n")
            #expect(contents(of: directory).isEmpty)
        }
    }

    @Test func compareCommandPrintsTheLastFrameSideBySide() throws {
        let result = try Switcherlab.run(
            [
                "compare", "hide-window,color-overlay,image-overlay", "--device", "iphone", "--lifecycle",
                "app",
            ]
                + Self.events)
        #expect(result.status == 0, "\(result.error)")
        let rows = result.output.split(separator: "\n", omittingEmptySubsequences: false)
        let heading = try #require(rows.firstIndex { $0.contains("hide-window") })
        #expect(rows[heading].contains("color-overlay") && rows[heading].contains("image-overlay"))
        #expect(
            rows[heading + 1].contains("snapshot 0")
                && rows[heading + 1].components(separatedBy: "snapshot 118").count == 3)
        // The switcher is up in every column, Bank's card (the app in front) focused.
        #expect(result.output.components(separatedBy: "$ Bank").count == 4)
    }

    /// Each column is headed `strategy@host`. By default the host is the article's, as in the
    /// lab and in tapes: with scenes the articles' app-delegate code never runs and leaks all
    /// 118 cells; `--host scene-delegate` runs the same code where UIKit calls it, as the audit
    /// does, and it leaks nothing.
    @Test func compareCommandHeadsEachColumnWithItsHost() throws {
        let events = ["launch:medical-id", "home", "switcher"]
        let article = try Switcherlab.run(["compare", "hide-window,blurred-snapshot"] + events)
        #expect(article.status == 0, "\(article.error)")
        let rows = article.output.split(separator: "\n").map(String.init)
        let heading = try #require(rows.firstIndex { $0.contains("hide-window@app-delegate") })
        #expect(rows[heading].contains("blurred-snapshot@app-delegate"))
        #expect(rows[heading + 1].components(separatedBy: "snapshot 118").count == 3, "\(rows[heading + 1])")
        #expect(rows.last?.contains("never runs: no app-delegate calls with scenes") == true)
        let scene = try Switcherlab.run(
            ["compare", "hide-window,blurred-snapshot", "--host", "scene-delegate"] + events)
        #expect(scene.status == 0, "\(scene.error)")
        let moved = scene.output.split(separator: "\n").map(String.init)
        let row = try #require(moved.firstIndex { $0.contains("hide-window@scene-delegate") })
        #expect(moved[row].contains("blurred-snapshot@scene-delegate"))
        #expect(moved[row + 1].components(separatedBy: "snapshot 0").count == 3, "\(moved[row + 1])")
        #expect(!scene.output.contains("never runs"))
        // A column can name its own host; a host a strategy's code cannot live in is refused.
        let pinned = try Switcherlab.run(["compare", "hide-window,hide-window@scene-delegate"] + events)
        let both = try #require(pinned.output.split(separator: "\n").first { $0.contains("hide-window@") })
        #expect(both.contains("hide-window@app-delegate") && both.contains("hide-window@scene-delegate"))
        let refused = try Switcherlab.run(
            ["compare", "hide-window,scenephase-overlay", "--host", "scene-delegate"] + events)
        #expect(refused.status == 2)
        #expect(
            refused.error
                == "switcherlab: scenephase-overlay's code cannot live in scene-delegate for --host"
                + " (expected swiftui-scene, swiftui-app)\n")
    }

    @Test func compareCommandRunsOneStrategyOnSeveralDevices() throws {
        let result = try Switcherlab.run(
            ["compare", "privacy-window", "--compare-devices", "iphone,android", "launch:bank", "home"])
        #expect(result.status == 0, "\(result.error)")
        let heading = try #require(result.output.split(separator: "\n").first { $0.contains("iphone") })
        #expect(heading.contains("android"))
    }

    @Test func compareCommandRecordsAndStills() throws {
        try withTemporaryDirectory { directory in
            let arguments = ["compare", "none,privacy-window", "--device", "iphone"] + Self.events
            let cast = try Switcherlab.run(arguments + ["-o", "run.cast"], in: directory)
            #expect(cast.status == 0, "\(cast.error)")
            let again = try Switcherlab.run(arguments + ["-o", "again.cast"], in: directory)
            #expect(again.status == 0)
            let first = try Data(contentsOf: directory.appendingPathComponent("run.cast"))
            #expect(first == (try Data(contentsOf: directory.appendingPathComponent("again.cast"))))
            let svg = try Switcherlab.run(arguments + ["-o", "run.svg"], in: directory)
            #expect(svg.status == 0, "\(svg.error)")
            let still = try Switcherlab.run(arguments + ["--at", "2s", "-o", "still.svg"], in: directory)
            #expect(still.status == 0, "\(still.error)")
            let markup = try String(
                contentsOf: directory.appendingPathComponent("still.svg"), encoding: .utf8)
            #expect(markup.hasPrefix("<svg") || markup.hasPrefix("<?xml"))
            #expect(markup.contains("privacy-window"))
            let wrong = try Switcherlab.run(arguments + ["--at", "2s", "-o", "still.cast"], in: directory)
            #expect(wrong.status == 2)
            #expect(
                wrong.error
                    == "switcherlab: compare --at cannot write .cast files (it writes .svg, .png): 'still.cast'\n"
            )
        }
    }
}
