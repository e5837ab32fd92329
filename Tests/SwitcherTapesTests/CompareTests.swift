import Foundation
import SwitcherCore
import SwitcherTapes
import SwitcherTestSupport
import SwitcherUI
import Testing

/// Comparisons: a tape run once per strategy or device, each column a world of its own.
@Suite struct CompareTests {
    static let covers = """
        Set Device iphone
        Set Lifecycle app
        Set Compare hide-window, color-overlay, image-overlay
        Launch "Bank"
        Sleep 1s
        Press Home
        Sleep 1s
        Launch "Medical ID"
        Sleep 1s
        AppSwitch Right
        Sleep 1.5s
        Expect State "Medical ID" background
        Expect In hide-window Snapshot "Medical ID" Legible 0
        Expect In color-overlay, image-overlay Snapshot "Medical ID" Legible >0
        Open Switcher
        Sleep 1.5s
        """

    static func run(_ text: String) throws -> any TapeRun {
        let tape = try parse(text)
        let run = try tape.run(catalog: ShippedAssets.catalog)
        try run.play(size: run.frameSize, frameRate: tape.settings.frameRate) { _, _ in }
        return run
    }

    /// The error running `text` gives, or nil.
    static func runError(_ text: String) -> TapeError? {
        do {
            _ = try run(text)
            return nil
        } catch let error as TapeError {
            return error
        } catch {
            return TapeError(file: "?", line: 0, message: "\(error)")
        }
    }

    @Test func eachColumnIsTheTapeRunAloneUnderItsStrategy() throws {
        let compare = try #require(try Self.run(Self.covers) as? ComparePlayer)
        #expect(compare.columns.map(\.label) == ["hide-window", "color-overlay", "image-overlay"])
        for (column, player) in zip(compare.columns, compare.players) {
            // The same tape without the comparison, with the column's strategy set.
            let alone = Self.covers.replacingOccurrences(
                of: "Set Compare hide-window, color-overlay, image-overlay",
                with: "Set Strategy \(column.strategyID)"
            ).split(separator: "\n").filter { !$0.hasPrefix("Expect In") }.joined(separator: "\n")
            let single = try played(alone)
            let world = player.lab.world
            #expect(world.log.entries.map(\.text) == single.lab.world.log.entries.map(\.text))
            #expect(world.now == single.lab.world.now)
            #expect(
                world.latestSnapshot?.snapshot.legibleSensitiveCells(.default)
                    == single.lab.world.latestSnapshot?.snapshot.legibleSensitiveCells(.default))
        }
        // The worlds differ where the strategies do.
        let counts = compare.players.map {
            $0.lab.world.latestSnapshot?.snapshot.legibleSensitiveCells(.default)
        }
        #expect(counts[0] == 0)
        #expect((counts[1] ?? 0) > 0 && (counts[2] ?? 0) > 0)
    }

    @Test func expectIsCheckedInEveryColumnAndAFailureNamesIt() throws {
        let text = Self.covers + "\nExpect Snapshot \"Medical ID\" Legible 0\n"
        let run = try Self.run(text)
        // 3 + 1 + 2 from the covers, then 3 for the last line.
        #expect(run.results.count == 9)
        let last = run.results.suffix(3)
        #expect(last.map(\.column) == ["hide-window", "color-overlay", "image-overlay"])
        #expect(last.map(\.passed) == [true, false, false])
        #expect(
            run.failures.map(\.description) == [
                "test.tape:17: in color-overlay: expected snapshot of \"Medical ID\" legible 0, got 118",
                "test.tape:17: in image-overlay: expected snapshot of \"Medical ID\" legible 0, got 118",
            ])
        // Expect In is checked only where it says.
        let scoped = run.results.filter { $0.line == 14 }
        #expect(scoped.map(\.column) == ["color-overlay", "image-overlay"])
        #expect(scoped.allSatisfy { $0.passed })
    }

    @Test func liveKeysReachEveryColumnButOpenNothingUnseen() throws {
        let tape = try parse(Self.covers)
        let session = TapeLiveSession(player: try tape.run(catalog: ShippedAssets.catalog))
        let labs = session.player.labs
        #expect(labs.count == 3)
        #expect(session.handle(.character(" ")))
        #expect(labs.allSatisfy { $0.isPaused })
        // Help, the strategy picker and the presenter layout would not show: they do nothing.
        for key: Key in [.character("?"), .character("S"), .character("s"), .character("z")] {
            #expect(session.handle(key))
        }
        #expect(labs.allSatisfy { !$0.isHelpShown && !$0.isPickerShown && !$0.isPresenting })
        #expect(
            labs.map { $0.world.defaultStrategy.id } == ["hide-window", "color-overlay", "image-overlay"])
        #expect(session.handle(.character(" ")))
        #expect(labs.allSatisfy { !$0.isPaused })
        #expect(!session.handle(.character("q")))
    }

    /// A tape's `Key` lines act on each column as the live keys do: one that would change the
    /// column's strategy or device, or open what the columns do not draw, does nothing.
    @Test func keyLinesCannotUndoTheComparison() throws {
        let text = """
            Set Device iphone
            Set Lifecycle app
            Set Compare none, hide-window
            Launch "Medical ID"
            Sleep 1s
            Key s
            Key d
            Key S
            Key Enter
            Sleep 500ms
            Press Home
            Sleep 1.5s
            Expect In none Snapshot "Medical ID" Legible >0
            Expect In hide-window Snapshot "Medical ID" Legible 0
            """
        let compare = try #require(try Self.run(text) as? ComparePlayer)
        #expect(compare.failures.isEmpty, "\(compare.failures)")
        #expect(compare.players.map { $0.lab.world.defaultStrategy.id } == ["none", "hide-window"])
        #expect(compare.players.allSatisfy { $0.lab.world.device == .iphone && !$0.lab.isPickerShown })
    }

    /// An `Expect In … Callbacks` moves every column's mark, so the next plain one compares
    /// the same stretch of the log in each.
    @Test func callbackMarksMoveInEveryColumn() throws {
        let run = try Self.run(
            """
            Set Device iphone
            Set Compare none, hide-window
            Launch "Bank"
            Sleep 1s
            Expect In none Callbacks "Bank" didFinishLaunching willConnect willEnterForeground didBecomeActive
            Press Home
            Sleep 1.5s
            Expect Callbacks "Bank" willResignActive didEnterBackground
            """)
        #expect(run.failures.isEmpty, "\(run.failures.map(\.description))")
        #expect(run.results.count == 3)
    }

    @Test(arguments: [
        "Expect In none , hide-window Screen Legible 0", "Expect In none ,hide-window Screen Legible 0",
        "Expect In none,hide-window Screen Legible 0", "Expect In none, hide-window Screen Legible 0",
    ])
    func columnListsTakeCommasWithOrWithoutSpaces(_ line: String) throws {
        let tape = try parse("Set Compare none, hide-window, image-overlay\nPress Home\n" + line)
        guard case .expectIn(let names, .screenLegible(.equal(0))) = tape.steps.last?.action else {
            Issue.record("not read as Expect In: \(String(describing: tape.steps.last))")
            return
        }
        #expect(names == ["none", "hide-window"])
    }

    @Test func theProgressLineShowsAColumnsFailureOverALaterPass() throws {
        let tape = try parse(
            Self.covers.replacingOccurrences(
                of: "Set Compare hide-window, color-overlay, image-overlay",
                with: "Set Compare color-overlay, hide-window"
            )
            .split(separator: "\n").filter { !$0.hasPrefix("Expect In") }.joined(separator: "\n")
                + "\nExpect Snapshot \"Medical ID\" Legible 0")
        let session = TapeLiveSession(player: try tape.run(catalog: ShippedAssets.catalog))
        while !session.player.isFinished { session.update(.elapsed(realSeconds: 0.5)) }
        let check = try #require(session.progress.lastCheck)
        #expect(!check.passed)
        #expect(check.text == "in color-overlay: expected snapshot of \"Medical ID\" legible 0, got 118")
    }

    @Test func bothAxesNameTheDeviceOnTheCountsRow() throws {
        let run = try Self.run(
            "Set Compare overlay-finished-on-background, modal-cover-animated\nSet CompareDevices iphone, android\nLaunch \"Bank\"\nSleep 1s"
        )
        let text = run.render(size: run.frameSize).plainText
        // On the iPhone the heading names the host, its id cut to keep the host whole; on
        // Android, where no host applies, the id alone.
        let heading = try #require(text.split(separator: "\n").first { $0.contains("modal-cover-animated") })
        #expect(heading.contains("overlay-finished-on-…@app-delegate"), "\(heading)")
        #expect(heading.contains("overlay-finished-on-background "), "\(heading)")
        #expect(heading.contains("modal-cover-animated@app-delegate"), "\(heading)")
        #expect(text.contains("iphone · no snapshot yet") && text.contains("android · no snapshot yet"))
    }

    // MARK: Errors

    @Test(arguments: [
        (
            "Set Compare none",
            "bad.tape:1: expected Set Compare <id>, <id>, … (up to 6 strategies): at least two strategies to compare"
        ),
        (
            "Set Compare none, blurred",
            "bad.tape:1: unknown strategy 'blurred' (expected one of \(Strategies.ids.joined(separator: ", ")))"
        ),
        ("Set Compare none, none", "bad.tape:1: none is listed twice"),
        (
            "Set Compare none, hide-window, color-overlay, image-overlay, redact-content, modal-cover, lock-screen",
            "bad.tape:1: 7 strategies to compare, more than 6"
        ),
        (
            "Set Compare hide-window@swiftui-app, none",
            "bad.tape:1: hide-window's code cannot live in swiftui-app (expected app-delegate, scene-delegate, notifications)"
        ),
        (
            "Set Compare hide-window@nowhere, none",
            "bad.tape:1: unknown host 'nowhere' in 'hide-window@nowhere' (expected app-delegate, scene-delegate, notifications, swiftui-app, swiftui-scene)"
        ),
        (
            "Set Compare none@app-delegate, hide-window",
            "bad.tape:1: none has no iOS code to place in app-delegate"
        ),
        (
            "Set Compare hide-window@notifications, hide-window@notifications",
            "bad.tape:1: hide-window@notifications is listed twice"
        ),
        (
            "Set CompareDevices iphone, pixel",
            "bad.tape:1: unknown device 'pixel' (expected one of iphone-home, iphone, ipad, android)"
        ),
        (
            "Press Home\nSet Compare none, hide-window",
            "bad.tape:2: Set Compare must come before the first event (line 1)"
        ),
        (
            "Expect In\n",
            "bad.tape:1: expected Expect In <strategy or device>[, …] <subject> …, e.g. Expect In color-overlay Snapshot \"Bank\" Legible >0"
        ),
    ])
    func badComparisonsAreRefusedWhereTheyAre(_ text: String, _ message: String) {
        #expect(parseError(text)?.description == message)
    }

    @Test func whatOnlyTheRunCanCheckIsRefusedBeforeItRuns() {
        #expect(
            Self.runError("Press Home\nSleep 1s\nExpect In none Screen Legible 0")?.description
                == "test.tape:3: Expect In names a column, but the tape compares nothing (Set Compare, or --compare)"
        )
        #expect(
            Self.runError(
                "Set Compare none, hide-window\nPress Home\nExpect In lock-screen Screen Legible 0")?
                .description
                == "test.tape:3: Expect In lock-screen: no column is lock-screen (the columns: none, hide-window)"
        )
        #expect(
            Self.runError("Set CompareDevices iphone-home, android\nDoublePress Home")?.description
                == "test.tape:2: in android: DoublePress Home needs a Home button (Set Device iphone-home); on android use Recents"
        )
        // A strategy change is fine when only devices are compared.
        #expect(
            Self.runError("Set CompareDevices iphone, android\nPress Home\nSet Strategy lock-screen") == nil)
    }

    @Test func setStrategyIsSkippedWhereStrategiesAreCompared() throws {
        let text =
            "Set Compare none, hide-window\nLaunch \"Bank\"\nSleep 1s\nSet Strategy lock-screen\nSleep 1s"
        let compare = try #require(try Self.run(text) as? ComparePlayer)
        #expect(compare.players.map { $0.lab.world.defaultStrategy.id } == ["none", "hide-window"])
        #expect(
            ComparePlayer.notes(try parse(text)) == [
                "test.tape:4: Set Strategy lock-screen skipped: each column keeps the strategy it compares"
            ])
        // Comparing devices, the tape's strategy changes apply in every column.
        let devices = try #require(
            try Self.run(
                text.replacingOccurrences(
                    of: "Set Compare none, hide-window", with: "Set CompareDevices iphone, android"))
                as? ComparePlayer)
        #expect(devices.players.map { $0.lab.world.defaultStrategy.id } == ["lock-screen", "lock-screen"])
        #expect(ComparePlayer.notes(devices.tape).isEmpty)
    }

    /// `strategy@host` compares one strategy in several hosts: the article's app-delegate code
    /// never runs with scenes and leaks every field; the same code in the scene delegate hides
    /// them. Each heading names the host, in red where it never runs, and the bottom row says why.
    @Test func aColumnNamesTheHostItsCodeLivesIn() throws {
        let text = """
            Set Device iphone
            Set Compare hide-window, hide-window@scene-delegate
            Launch "Medical ID"
            Sleep 1s
            Press Home
            Sleep 2s
            Expect In hide-window@scene-delegate Snapshot "Medical ID" Legible 0
            Set Host notifications
            Sleep 1s
            """
        let compare = try #require(try Self.run(text) as? ComparePlayer)
        let passed = compare.results.filter { $0.passed }.count
        #expect(passed == 1 && compare.results.count == 1, "\(compare.results)")
        let snapshots = compare.players.map { player in
            player.lab.world.latestSnapshot?.snapshot.legibleSensitiveCells(player.lab.world.legibility)
        }
        #expect(snapshots == [118, 0])
        // The running Set Host moves the first column's code; the second keeps the host it names.
        #expect(
            compare.players.map { $0.lab.world.defaultStrategy.host } == [.notifications, .sceneDelegate])
        #expect(
            ComparePlayer.notes(try parse(text)) == [
                "test.tape:8: Set Host notifications skipped in hide-window@scene-delegate: each keeps the host it names"
            ])
        let before = try Self.run(text.replacingOccurrences(of: "Set Host notifications\n", with: ""))
        let canvas = before.render(size: before.frameSize, images: nil)
        let heading = try #require(canvas.lines.first { $0.contains("hide-window@scene-delegate") })
        #expect(heading.contains("hide-window@app-delegate"), "\(heading)")
        let y = try #require(canvas.lines.firstIndex(of: heading))
        let x = try #require(
            Array(heading).indices.first { String(Array(heading)[$0...].prefix(12)) == "hide-window@" })
        let red = canvas[x, y].foreground
        let other = try #require(
            Array(heading).indices.last { String(Array(heading)[$0...].prefix(12)) == "hide-window@" })
        #expect(red != canvas[other, y].foreground, "the idle column's heading is coloured apart")
        #expect(
            canvas.plainText.contains(
                "never runs: no app-delegate calls with scenes (hide-window@app-delegate)"))
    }

    @Test func aMissingCardNamesTheColumn() {
        #expect(
            Self.runError("Set Compare none, hide-window\nSelect \"Bank\"")?.description
                == "test.tape:2: in none: \"Bank\" has no card in the switcher at 0.000s (has it run? add a Sleep?)"
        )
    }

    // MARK: The frame

    @Test func theRecordingGrowsToFitEveryColumnInOneRow() throws {
        let tape = try parse(Self.covers)
        let run = try tape.run(catalog: ShippedAssets.catalog)
        // Three tall iPhone frames (34 wide) with gaps of 2: 110 columns, inside 120x40.
        #expect(run.frameSize == Size(width: 120, height: 40))
        let six = try parse(
            Self.covers.replacingOccurrences(
                of: "hide-window, color-overlay, image-overlay",
                with: "none, hide-window, color-overlay, image-overlay, privacy-window, redact-content"
            ).split(separator: "\n").filter { !$0.hasPrefix("Expect In") }.joined(separator: "\n"))
        let sixRun = try six.run(catalog: ShippedAssets.catalog)
        #expect(sixRun.frameSize == Size(width: 2 + 6 * 36, height: 40))
        try sixRun.play(size: sixRun.frameSize, frameRate: 30) { _, _ in }
        let text = sixRun.render(size: sixRun.frameSize).plainText
        for id in [
            "none", "hide-window", "color-overlay", "image-overlay", "privacy-window", "redact-content",
        ] {
            #expect(text.contains(id))
        }
    }

    @Test func theHeadingsCarryEachColumnsCounts() throws {
        let run = try Self.run(Self.covers)
        let lines = run.render(size: run.frameSize).plainText.split(separator: "\n").map(
            String.init)
        let heading = try #require(
            lines.firstIndex { $0.contains("hide-window") && $0.contains("image-overlay") })
        // The switcher is up, focused on Bank, the app in front: live, so nothing is obscured.
        #expect(lines[heading + 1].contains("snapshot 0"))
        // Half faded: every glyph of the colour overlay's snapshot and of the picture's (an
        // image view at half alpha, with no background of its own) still legible.
        #expect(
            lines[heading + 1].components(separatedBy: "snapshot 118").count == 3, "\(lines[heading + 1])")
    }
}
