import Foundation
import SwitcherCore
import SwitcherTestSupport
import Testing

/// The real `switcherlab` binary in a real terminal (tmux): the only honest test of the
/// curses layer. Each test starts its own tmux server; the shell in the pane records
/// `stty -g` before and after the program and its exit status.
@Suite(
    .serialized,
    .enabled(
        if: ToolRequirement.runs(missing: ToolRequirement.tmuxMissing), "\(ToolRequirement.tmuxMissing ?? "")"
    ))
struct EndToEndTests {
    static let assets = ShippedAssets.directory.path

    /// Starts the program in a fresh pane and waits for its first frame.
    func start(_ arguments: String = "", width: Int = 120, height: Int = 40) throws -> Tmux {
        let binary = try #require(
            Switcherlab.url?.path, "switcherlab not found beside the test bundle: run swift build first")
        let tmux = try Tmux(width: width, height: height)
        let dir = tmux.directory.path
        try tmux.shell(
            "stty -g > \(dir)/before; \(binary) --assets \(Self.assets) \(arguments); echo $? > \(dir)/status;"
                + " stty -g > \(dir)/after")
        #expect(try tmux.waitFor("Scenes") != nil, "no first frame")
        return tmux
    }

    /// An app of one's own with two named fields and no splash art: the lab says it lends
    /// the shipped splash, and the inspect view names each field and how much of it leaks.
    @Test func theInspectViewNamesTheFieldsOfAnAppOfOnesOwn() throws {
        let binary = try #require(
            Switcherlab.url?.path, "switcherlab not found beside the test bundle: run swift build first")
        let tmux = try Tmux(width: 120, height: 40)
        let dir = tmux.directory.path
        try tmux.shell(
            "\(binary) --assets \(VaultAssets.directory.path) --app vault --strategy image-overlay;"
                + " echo $? > \(dir)/status")
        let first = try tmux.waitFor { $0.contains("Scenes") && $0.contains("shipped splash") }
        #expect(first != nil, "no note about the splash:\n\(tmux.peek())")
        try tmux.send("h")
        // The article's code in the app delegate is never called in an app with scenes.
        let panel = try tmux.waitFor { $0.contains("75 legible: 2FA code") }
        #expect(panel != nil, "the snapshot panel does not name the field:\n\(tmux.peek())")
        try tmux.send("I")
        let inspect = try tmux.waitFor {
            $0.contains("2FA code: 6 of 6 digits") && $0.contains("recovery phrase: 12 of 12 words")
        }
        #expect(inspect != nil, "the inspect view does not name the fields:\n\(tmux.peek())")
        try tmux.send("x", "q")
        #expect(tmux.waitForFile("status") == "0\n")
    }

    @Test func homeTwiceQuicklyOpensTheSwitcherWithTheAppsCard() throws {
        let tmux = try start()
        try tmux.send("h", "h")
        let screen = try tmux.waitFor { $0.contains("←→ cards") && $0.contains("Jane Appleseed") }
        let text = try #require(screen, "the switcher did not open:\n\(tmux.peek())")
        // The card is live and unprotected: the name shows whole, as the app writes it.
        #expect(text.contains("Jane Appleseed"))
        #expect(text.contains("inactive"))
        try tmux.send("q")
        #expect(tmux.waitForFile("status") == "0\n")
    }

    @Test func aStrategyChosenInThePickerObscuresTheCardAfterTheNextHome() throws {
        // The article's scene-delegate code: the lab's default lifecycle has scenes.
        let id = "privacy-window"
        try #require(Strategies.info(id) != nil, "'\(id)' is not in the strategy catalog")
        let tmux = try start()
        try tmux.send("S")
        try tmux.run("send-keys", "-l", id)
        try tmux.send("Enter")
        #expect(try tmux.waitFor("strategy  \(id)") != nil, "the strategy panel does not show \(id)")
        try tmux.send("h")
        let protected = try tmux.waitFor("0 legible: protected")
        #expect(protected != nil, "no protected snapshot after Home:\n\(tmux.peek())")
        try tmux.send("h", "h")
        let screen = try #require(try tmux.waitFor("←→ cards"), "the switcher did not open")
        // Neither whole nor cut short.
        #expect(!screen.contains("Jane Appl"))
        try tmux.send("q")
        #expect(tmux.waitForFile("status") == "0\n")
    }

    /// `G` after Home: every strategy's card for that Home, each headed by the audit's count.
    @Test func theGalleryShowsEveryStrategysCountForTheLastEvent() throws {
        let tmux = try start()
        try tmux.send("h")
        #expect(try tmux.waitFor("118 legible: ") != nil, "no snapshot after Home:\n\(tmux.peek())")
        try tmux.send("G")
        // The whole box: curses writes a frame top to bottom, so its keys line comes last.
        let screen = try #require(
            try tmux.waitFor { $0.contains("Gallery · home") && $0.contains("Enter adopt · Esc close") },
            "the gallery did not open:\n\(tmux.peek())")
        #expect(screen.contains("home, Medical ID's last event"))
        // A strategy that leaks on Home and one that does not, with the audit's numbers.
        let expected = try ["none", "redact-content"].map { id in
            let replay = try Audit.replay(
                .home, strategy: Audit.Plan().configuration(id, host: nil, presentation: .automatic),
                settings: WorldSettings(device: .iphoneHome, lifecycle: .scene), app: "Medical ID",
                catalog: ShippedAssets.catalog)
            return (id, replay.row.legibleSensitiveCells ?? -1)
        }
        #expect(expected.map(\.1).contains(0) && expected.map(\.1).contains { $0 > 0 })
        for (id, count) in expected {
            let header = screen.split(separator: "\n").first {
                $0.contains(" \(id) ") || $0.contains("▸\(id) ")
            }
            let line = try #require(header, "no \(id) header:\n\(screen)")
            // The id, then its count before the next header.
            let after = line[try #require(line.range(of: id)).upperBound...]
            let shown = after.split(separator: " ").first.map(String.init)
            #expect(shown == String(count), "\(id): '\(line)'")
        }
        #expect(screen.contains("Enter adopt"))
        try tmux.send("Escape")
        #expect(try tmux.waitFor { !$0.contains("Gallery ·") } != nil, "Esc did not close the gallery")
        try tmux.send("q")
        #expect(tmux.waitForFile("status") == "0\n")
    }

    /// `--record FILE.cast`: the session as shown, in real time, as asciicast v2; the file
    /// appears only once the program has ended.
    @Test func aRecordedSessionIsAValidAsciicast() throws {
        let tmux = try start("--record \"$HOME/recorded.cast\"")
        let cast = tmux.directory.appendingPathComponent("recorded.cast")
        try tmux.send("h", "h")
        #expect(try tmux.waitFor("←→ cards") != nil, "the switcher did not open")
        #expect(!FileManager.default.fileExists(atPath: cast.path), "written before the end")
        try tmux.send("q")
        #expect(tmux.waitForFile("status") == "0\n")
        let parsed = try ParsedCast(try String(contentsOf: cast, encoding: .utf8))
        #expect(parsed.header["version"] as? Int == 2)
        #expect(parsed.header["width"] as? Int == 120 && parsed.header["height"] as? Int == 40)
        #expect(parsed.events.allSatisfy { $0.code == "o" })
        let times = parsed.events.map(\.time)
        let output = parsed.events.map(\.data).joined()
        #expect(times.count >= 3, "the first frame, the switcher, the end")
        #expect(times == times.sorted() && (times.last ?? 0) > 0)
        // The text drawn, without the escape sequences between styled runs.
        let text = output.replacing(/\u{1B}\[[0-9;?]*[A-Za-z]/, with: "")
        #expect(text.contains("Medical ID") && text.contains("cards") && text.contains("Enter open"))
    }

    @Test func resizingToTinyShowsTheNoticeAndBackRestoresTheLayout() throws {
        let tmux = try start()
        try tmux.run("resize-window", "-x", "30", "-y", "8")
        #expect(try tmux.waitFor("terminal too small") != nil, "no notice at 30×8:\n\(tmux.peek())")
        try tmux.run("resize-window", "-x", "79", "-y", "24")
        #expect(try tmux.waitFor("(need 80×24)") != nil)
        try tmux.run("resize-window", "-x", "120", "-y", "40")
        let back = try tmux.waitFor {
            $0.contains("Scenes") && $0.contains("Last snapshot") && !$0.contains("too small")
        }
        #expect(back != nil, "the layout did not come back:\n\(tmux.peek())")
        try tmux.send("q")
        #expect(tmux.waitForFile("status") == "0\n")
    }

    /// A left click, as xterm reports it in the mode the terminfo entry asks for: SGR
    /// (`kmous=\E[<`, ncurses 6's xterm-256color) or the original bytes (`\E[M`, older entries
    /// such as macOS's).
    @Test func aClickSelectsASceneRow() throws {
        let tmux = try start()
        let lines = try tmux.screen().split(separator: "\n", omittingEmptySubsequences: false).map {
            Array($0)
        }
        let row = try #require(lines.firstIndex { String($0).contains("☼ Weather") })
        let column = try #require(lines[row].firstIndex(of: "W"))
        if try Subprocess.run("/usr/bin/tput", ["-T", "xterm-256color", "kmous"]).output == "\u{1B}[<" {
            try tmux.run("send-keys", "-l", "\u{1B}[<0;\(column + 1);\(row + 1)M")
            try tmux.run("send-keys", "-l", "\u{1B}[<0;\(column + 1);\(row + 1)m")
        } else {
            let position = String(UnicodeScalar(UInt8(33 + column))) + String(UnicodeScalar(UInt8(33 + row)))
            try tmux.run("send-keys", "-l", "\u{1B}[M " + position + "\u{1B}[M#" + position)
        }
        #expect(try tmux.waitFor("▸☼ Weather") != nil, "the click did not select Weather:\n\(tmux.peek())")
        try tmux.send("q")
        #expect(tmux.waitForFile("status") == "0\n")
    }

    @Test func quitRestoresTheTerminal() throws {
        let tmux = try start()
        try tmux.send("q")
        #expect(tmux.waitForFile("status") == "0\n")
        let after = try #require(tmux.waitForFile("after"))
        #expect(tmux.file("before") == after)
        #expect(try tmux.waitFor("$") != nil)
    }

    @Test(arguments: [SIGTERM, SIGHUP, SIGINT])
    func aSignalRestoresTheTerminal(_ signal: Int32) throws {
        let tmux = try start()
        if signal == SIGINT {
            try tmux.send("C-c")  // Ctrl-C, through the terminal
        } else {
            let pid = try #require(try tmux.programPID(), "no program in the pane")
            #expect(kill(pid, signal) == 0)
        }
        #expect(tmux.waitForFile("status") == "\(128 + signal)\n")
        let after = try #require(tmux.waitForFile("after"))
        #expect(tmux.file("before") == after)
    }

    @Test func anUnknownTerminalTypeIsRefusedWithExitCode2() throws {
        let binary = try #require(Switcherlab.url?.path)
        let tmux = try Tmux(width: 100, height: 10)
        try tmux.shell(
            "TERM=no-such-terminal \(binary) --assets \(Self.assets); echo $? > \(tmux.directory.path)/status"
        )
        #expect(tmux.waitForFile("status") == "2\n")
        #expect(try tmux.waitFor("unknown terminal type 'no-such-terminal'") != nil)
    }

    @Test(arguments: [
        (
            ["--strategy", "nope"],
            "The value 'nope' is invalid for '--strategy <strategy>'. Please provide one of 'none', 'hide-window',"
        ),
        (
            ["--device", "nokia"],
            "The value 'nokia' is invalid for '--device <device>'. Please provide one of 'iphone-home', 'iphone', 'ipad' or 'android'."
        ),
        (["--app", "Nope"], "unknown app 'Nope' for --app (expected one of"),
        (["--time-scale", "0"], "--time-scale must be above 0"),
        (
            ["--theme", "light"],
            "--theme is for SVG output, a GIF, an MP4 or a PNG, not the live lab (--record FILE.svg)"
        ),
        (
            ["--record", "x.cast", "--no-images"],
            "--no-images is for SVG output, not a cast (--record FILE.svg)"
        ),
        ([], "is not a terminal"),
    ])
    func badUsageExitsWith2AndSaysWhy(_ arguments: [String], _ message: String) throws {
        let result = try Switcherlab.run(["--assets", Self.assets] + arguments)
        #expect(result.status == 2)
        let text = result.error
        #expect(text.contains(message), "stderr: \(text)")
        #expect(text.split(separator: "\n").count == 1)
    }
}

/// `play --compare` in a real terminal: every column draws, keys reach every lab, and a
/// terminal too small for the grid says what it needs.
@Suite(
    .serialized,
    .enabled(
        if: ToolRequirement.runs(missing: ToolRequirement.tmuxMissing), "\(ToolRequirement.tmuxMissing ?? "")"
    ))
struct ComparePlayEndToEndTests {
    func play(_ arguments: String, width: Int, height: Int) throws -> Tmux {
        let tape = Repository.tapes.appendingPathComponent("compare-covers.tape").path
        return try startProgram("play \(tape) \(arguments)", width: width, height: height)
    }

    @Test func theCoversPlaySideBySideAndPauseTogether() throws {
        let tmux = try play("", width: 120, height: 40)
        let screen = try #require(
            try tmux.waitFor { $0.contains("card 118 · snapshot 118") }, "no switcher cards:\n\(tmux.peek())")
        for id in ["hide-window", "color-overlay", "image-overlay", "card 0 · snapshot 0", "▶ tape"] {
            #expect(screen.contains(id), "\(id) missing:\n\(screen)")
        }
        try tmux.send("Space")
        #expect(try tmux.waitFor("tape paused") != nil, "Space did not pause:\n\(tmux.peek())")
        try tmux.send("q")
        #expect(tmux.waitForFile("status") == "0\n")
    }

    @Test func aSmallTerminalSaysWhatTheGridNeeds() throws {
        let tmux = try play("--exit", width: 80, height: 24)
        let screen = try #require(
            try tmux.waitFor("too small for 3 devices"), "no notice:\n\(tmux.peek())")
        // A caption of 79 characters takes two lines at 80 columns: the grid needs one row more.
        #expect(screen.contains("need 104×29, or 36×81 stacked"))
        try tmux.send("q")
        #expect(tmux.waitForFile("status") == "0\n")
    }
}

/// `play --cue` in a real terminal: the tape holds at its `Pause` and says so, and goes on after
/// Space.
@Suite(
    .serialized,
    .enabled(
        if: ToolRequirement.runs(missing: ToolRequirement.tmuxMissing), "\(ToolRequirement.tmuxMissing ?? "")"
    ))
struct CuePlayEndToEndTests {
    @Test func playCueHoldsAtACueAndGoesOnAfterSpace() throws {
        let tmux = try Tmux(width: 120, height: 40)
        let tape = """
            Set Device iphone-home
            Set Hints off
            Launch "Medical ID"
            Wait State "Medical ID" active
            Caption "Before the cue"
            Pause
            Caption "After the cue"
            Sleep 1s
            """
        try tape.write(
            to: tmux.directory.appendingPathComponent("cue.tape"), atomically: true, encoding: .utf8)
        try startProgram("play cue.tape --cue --exit", in: tmux)
        let held = try #require(try tmux.waitFor("Space or → goes on"), "no cue:\n\(tmux.peek())")
        #expect(held.contains("Before the cue") && !held.contains("After the cue"))
        #expect(!held.contains("? help"))
        try tmux.send("Space")
        #expect(try tmux.waitFor("After the cue") != nil, "Space did not go on:\n\(tmux.peek())")
        #expect(tmux.waitForFile("status") == "0\n")
    }
}
