import Foundation
import SwitcherCore
import SwitcherRecording
import SwitcherTapes
import SwitcherTestSupport
import Testing

/// Bank without protection: its snapshot leaks (line 5 fails), its state holds (line 6).
let leakingTape = """
    Launch "Bank"
    Sleep 1s
    Press Home
    Sleep 1.5s
    Expect Snapshot "Bank" Legible 0
    Expect State "Bank" background
    """

@Suite struct CommandLineTests {
    /// Ten kinds of malformed tape (and a few more), with the line and message each gives.
    static let malformed: [(name: String, text: String, expected: String)] = [
        ("unknown command", "Launch \"Bank\"\nJump \"Bank\"\n", "bad.tape:2: unknown command 'Jump'"),
        ("missing quote", "# demo\nLaunch \"Medical ID\n", "bad.tape:2: missing closing quote"),
        ("bad duration", "Launch \"Bank\"\nSleep 2 seconds\n", "bad.tape:2: expected Sleep <duration>"),
        ("bad duration unit", "Sleep 2min\n", "bad.tape:1: bad duration '2min'"),
        ("unknown app", "Set Size 80x24\nLaunch \"Facebook\"\n", "bad.tape:2: unknown app \"Facebook\""),
        ("unknown strategy", "Set Strategy magic\n", "bad.tape:1: unknown strategy 'magic'"),
        ("bad Set Size", "Set Size 80*24\n", "bad.tape:1: bad size '80*24'"),
        ("bad cmp", "Launch \"Bank\"\nExpect Screen Legible =>3\n", "bad.tape:2: bad comparison '=>3'"),
        ("unknown device", "Set Device pager\n", "bad.tape:1: unknown device 'pager'"),
        (
            "Set Device after events", "Launch \"Bank\"\nSet Device ipad\n",
            "bad.tape:2: Set Device must come before"
        ),
        ("unknown key", "Key Meta\n", "bad.tape:1: unknown key 'Meta'"),
        (
            "unknown callback", "Expect Callbacks \"Bank\" viewDidAppear\n",
            "bad.tape:1: unknown callback viewDidAppear"
        ),
        (
            "no card at run time", "Launch \"Bank\"\nSleep 1s\nKill \"Weather\"\n",
            "bad.tape:3: \"Weather\" has no card"
        ),
    ]

    @Test(arguments: malformed.indices)
    func aMalformedTapeExitsTwoWithItsLineAndWritesNothing(_ index: Int) throws {
        let (name, text, expected) = Self.malformed[index]
        try withTemporaryDirectory { directory in
            try text.write(
                to: directory.appendingPathComponent("bad.tape"), atomically: true, encoding: .utf8)
            for arguments in [
                ["record", "bad.tape", "-o", "out.cast"], ["check", "bad.tape"],
                ["render", "bad.tape", "--at", "0.5s", "--frames", "frames"],
            ] {
                let run = try Switcherlab.run(arguments, in: directory)
                #expect(run.status == 2, "\(name): \(arguments[0])")
                #expect(run.error.hasPrefix(expected), "\(name): \(run.error)")
                #expect(run.error.split(separator: "\n").count == 1, "one line")
                #expect(contents(of: directory) == ["bad.tape"], "\(name): no output, no temporary file")
            }
        }
    }

    @Test func recordingTwiceGivesTheSameBytes() throws {
        try withTemporaryDirectory { directory in
            let tape = Repository.tapes.appendingPathComponent("leak.tape").path
            let first = try Switcherlab.run(["record", tape, "-o", "a.cast"], in: directory)
            let second = try Switcherlab.run(["record", tape, "--output", "b.cast"], in: directory)
            #expect(first.status == 0 && second.status == 0, "\(first.error)\(second.error)")
            #expect(first.output.hasPrefix("a.cast: "))
            let a = try Data(contentsOf: directory.appendingPathComponent("a.cast"))
            let b = try Data(contentsOf: directory.appendingPathComponent("b.cast"))
            #expect(a.count > 1000)
            #expect(a == b)
            let cast = try ParsedCast(String(decoding: a, as: UTF8.self))
            #expect(cast.header["version"] as? Int == 2)
            #expect(contents(of: directory) == ["a.cast", "b.cast"])
        }
    }

    @Test func checkReportsFailuresAndExitsOne() throws {
        try withTemporaryDirectory { directory in
            try leakingTape.write(
                to: directory.appendingPathComponent("t.tape"), atomically: true, encoding: .utf8)
            let leak = Repository.tapes.appendingPathComponent("leak.tape").path
            let passing = try Switcherlab.run(["check", leak], in: directory)
            #expect(passing.status == 0, "\(passing.output)\(passing.error)")
            #expect(passing.output.hasSuffix("expectations passed\n"))
            let failing = try Switcherlab.run(["check", "t.tape", leak], in: directory)
            #expect(failing.status == 1)
            let lines = failing.output.split(separator: "\n")
            #expect(lines.first?.hasPrefix("t.tape:5: expected snapshot of \"Bank\" legible 0, got ") == true)
            #expect(lines.dropFirst().first == "t.tape: 1 of 2 expectations failed")
            #expect(lines.count == 3)
        }
    }

    @Test func renderPrintsTheFrameAndWritesEveryFrame() throws {
        try withTemporaryDirectory { directory in
            let path = Repository.tapes.appendingPathComponent("leak.tape").path
            let tape = try TapeParser(catalog: ShippedAssets.catalog).parse(
                contentsOf: URL(fileURLWithPath: path))
            var frames: [(Instant, String)] = []
            try TapePlayer(tape: tape, catalog: ShippedAssets.catalog).play(
                size: tape.settings.size, frameRate: tape.settings.frameRate
            ) { frames.append(($0, PlainTextFrame.text($1))) }

            let plain = try Switcherlab.run(["render", path, "--at", "0.5s"], in: directory)
            #expect(plain.status == 0)
            let expected = try TapePlayer(tape: tape, catalog: ShippedAssets.catalog)
                .frame(at: .zero + .milliseconds(500), size: tape.settings.size)
            #expect(plain.output == expected.map(PlainTextFrame.text))
            #expect(plain.output.contains("Medical ID"))

            let color = try Switcherlab.run(["render", path, "--at", "500ms", "--color"], in: directory)
            #expect(color.status == 0)
            #expect(color.output.contains("\u{1B}[0;38;2;"))

            let written = try Switcherlab.run(["render", path, "--frames", "frames"], in: directory)
            #expect(written.status == 0, "\(written.error)")
            let names = contents(of: directory.appendingPathComponent("frames"))
            #expect(names.count == frames.count)
            #expect(names.first == "000001-0.000s.txt")
            for (name, frame) in zip(names, frames) {
                #expect(name.hasSuffix("-\(frame.0).txt"))
                let text = try String(
                    contentsOf: directory.appendingPathComponent("frames/\(name)"), encoding: .utf8)
                #expect(text == frame.1)
            }

            let again = try Switcherlab.run(["render", path, "--frames", "frames"], in: directory)
            #expect(again.status == 2)
            #expect(again.error.contains("is not empty"))
            let late = try Switcherlab.run(["render", path, "--at", "99s"], in: directory)
            #expect(late.status == 2)
            #expect(late.error.contains("after the end of the tape (4.500s)"))
            let badTime = try Switcherlab.run(["render", path, "--at", "soon"], in: directory)
            #expect(badTime.status == 2)
            #expect(contents(of: directory) == ["frames"])
        }
    }

    @Test func anOutputThatCannotBeWrittenExitsTwo() throws {
        try withTemporaryDirectory { directory in
            let path = Repository.tapes.appendingPathComponent("leak.tape").path
            let run = try Switcherlab.run(["record", path, "-o", "missing/out.cast"], in: directory)
            #expect(run.status == 2)
            #expect(run.error.hasPrefix("switcherlab: cannot write in "))
            let intoDirectory = try Switcherlab.run(["record", path, "-o", "."], in: directory)
            #expect(intoDirectory.status == 2)
            #expect(contents(of: directory) == [])
        }
    }

    @Test func playWithoutATerminalSaysSoAndExitsTwo() throws {
        try withTemporaryDirectory { directory in
            let path = Repository.tapes.appendingPathComponent("leak.tape").path
            let run = try Switcherlab.run(["play", path, "--exit"], in: directory)
            #expect(run.status == 2)
            #expect(run.error.contains("not a terminal"))
        }
    }
}

/// `play` in a real terminal: tmux runs it; once it has exited, the pane shows what it
/// printed and the shell's report of its exit status.
@Suite(
    .enabled(
        if: ToolRequirement.runs(missing: ToolRequirement.tmuxMissing), "\(ToolRequirement.tmuxMissing ?? "")"
    ))
struct PlayInTerminalTests {
    @Test func playRunsTheTapeToItsEndAndQuitsWithExit() throws {
        let binary = try #require(Switcherlab.url)
        let tmux = try Tmux(width: 100, height: 30)
        let directory = tmux.directory.path
        try ("Set TimeScale 2\n" + leakingTape).write(
            to: tmux.directory.appendingPathComponent("t.tape"), atomically: true, encoding: .utf8)
        try tmux.shell(
            "cd '\(directory)' && SWITCHERLAB_ASSETS='\(ShippedAssets.directory.path)' '\(binary.path)'"
                + " play t.tape --exit; echo \"exit $?\" | tee status")
        #expect(tmux.waitForFile("status", timeout: 30) != nil, "play ended within 30 s")
        let pane = try tmux.screen()
        let lines = pane.split(separator: "\n").map(String.init)
        #expect(
            lines.contains { $0.hasPrefix("t.tape:6: expected snapshot of \"Bank\" legible 0, got ") })
        #expect(lines.contains("exit 1"), "\(pane)")
        #expect(!lines.contains { $0.contains("t.tape:7") }, "the state expectation held")
    }
}
