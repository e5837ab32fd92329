import Foundation
import SwitcherCore
import SwitcherRecording
import Testing

/// The `switcherlab` binary built next to the test bundle, run as a user would.
enum Binary {
    static let url: URL? = {
        var candidates: [URL] = []
        if let executable = Bundle.main.executableURL {
            candidates.append(executable.deletingLastPathComponent())
        }
        candidates.append(Bundle.main.bundleURL.deletingLastPathComponent())
        candidates.append(Bundle.main.bundleURL)
        return candidates.map { $0.appendingPathComponent("switcherlab") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    struct Run {
        let status: Int32
        let output: String
        let error: String
    }

    static func run(_ arguments: [String], in directory: URL) throws -> Run {
        let binary = try #require(url, "switcherlab is built next to the tests (swift build)")
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var environment = ProcessInfo.processInfo.environment
        environment["SWITCHERLAB_ASSETS"] = repository.appendingPathComponent("Assets").path
        process.environment = environment
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(
            status: process.terminationStatus, output: String(decoding: out, as: UTF8.self),
            error: String(decoding: err, as: UTF8.self))
    }
}

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
                ["render", "bad.tape", "--at", "0.5", "--frames", "frames"],
            ] {
                let run = try Binary.run(arguments, in: directory)
                #expect(run.status == 2, "\(name): \(arguments[0])")
                #expect(run.error.hasPrefix(expected), "\(name): \(run.error)")
                #expect(run.error.split(separator: "\n").count == 1, "one line")
                #expect(contents(of: directory) == ["bad.tape"], "\(name): no output, no temporary file")
            }
        }
    }

    @Test func recordingTwiceGivesTheSameBytes() throws {
        try withTemporaryDirectory { directory in
            let tape = repository.appendingPathComponent("Tapes/leak.tape").path
            let first = try Binary.run(["record", tape, "-o", "a.cast"], in: directory)
            let second = try Binary.run(["record", tape, "--output", "b.cast"], in: directory)
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
            try """
            Launch "Bank"
            Sleep 1s
            Press Home
            Sleep 1.5s
            Expect Snapshot "Bank" Legible 0
            Expect State "Bank" background
            """.write(to: directory.appendingPathComponent("t.tape"), atomically: true, encoding: .utf8)
            let leak = repository.appendingPathComponent("Tapes/leak.tape").path
            let passing = try Binary.run(["check", leak], in: directory)
            #expect(passing.status == 0, "\(passing.output)\(passing.error)")
            #expect(passing.output.hasSuffix("expectations passed\n"))
            let failing = try Binary.run(["check", "t.tape", leak], in: directory)
            #expect(failing.status == 1)
            let lines = failing.output.split(separator: "\n")
            #expect(lines.first?.hasPrefix("t.tape:5: expected snapshot of \"Bank\" legible 0, got ") == true)
            #expect(lines.dropFirst().first == "t.tape: 1 of 2 expectations failed")
            #expect(lines.count == 3)
        }
    }

    @Test func renderPrintsTheFrameAndWritesEveryFrame() throws {
        try withTemporaryDirectory { directory in
            let path = repository.appendingPathComponent("Tapes/leak.tape").path
            let tape = try TapeParser(catalog: shippedCatalog).parse(contentsOf: URL(fileURLWithPath: path))
            var frames: [(Instant, String)] = []
            try TapePlayer(tape: tape, catalog: shippedCatalog).play(
                size: tape.settings.size, frameRate: tape.settings.frameRate
            ) { frames.append(($0, PlainTextFrame.text($1))) }

            let plain = try Binary.run(["render", path, "--at", "0.5"], in: directory)
            #expect(plain.status == 0)
            let expected = try TapePlayer(tape: tape, catalog: shippedCatalog)
                .frame(at: .zero + .milliseconds(500), size: tape.settings.size)
            #expect(plain.output == expected.map(PlainTextFrame.text))
            #expect(plain.output.contains("Medical ID"))

            let color = try Binary.run(["render", path, "--at", "500ms", "--color"], in: directory)
            #expect(color.status == 0)
            #expect(color.output.contains("\u{1B}[0;38;2;"))

            let written = try Binary.run(["render", path, "--frames", "frames"], in: directory)
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

            let again = try Binary.run(["render", path, "--frames", "frames"], in: directory)
            #expect(again.status == 2)
            #expect(again.error.contains("is not empty"))
            let late = try Binary.run(["render", path, "--at", "99"], in: directory)
            #expect(late.status == 2)
            #expect(late.error.contains("after the end of the tape (4.500s)"))
            let badTime = try Binary.run(["render", path, "--at", "soon"], in: directory)
            #expect(badTime.status == 2)
            #expect(contents(of: directory) == ["frames"])
        }
    }

    @Test func anOutputThatCannotBeWrittenExitsTwo() throws {
        try withTemporaryDirectory { directory in
            let path = repository.appendingPathComponent("Tapes/leak.tape").path
            let run = try Binary.run(["record", path, "-o", "missing/out.cast"], in: directory)
            #expect(run.status == 2)
            #expect(run.error.hasPrefix("switcherlab: cannot write in "))
            let intoDirectory = try Binary.run(["record", path, "-o", "."], in: directory)
            #expect(intoDirectory.status == 2)
            #expect(contents(of: directory) == [])
        }
    }

    @Test func playWithoutATerminalSaysSoAndExitsTwo() throws {
        try withTemporaryDirectory { directory in
            let path = repository.appendingPathComponent("Tapes/leak.tape").path
            let run = try Binary.run(["play", path, "--exit"], in: directory)
            #expect(run.status == 2)
            #expect(run.error.contains("not a terminal"))
        }
    }
}

/// `play` in a real terminal: tmux runs it, the test blocks on a tmux channel the shell
/// signals when `play` has exited (no sleeping), then reads the pane.
@Suite struct PlayInTerminalTests {
    static func tool(_ name: String) -> URL? {
        let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return paths.map { URL(fileURLWithPath: String($0)).appendingPathComponent(name) }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// Runs `tool` and returns what it printed.
    static func output(_ tool: URL, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    /// Runs `tool` with its standard streams on /dev/null and returns its exit status. Used
    /// for the commands that start the tmux server: Foundation's `Process` would wait for
    /// the server too, which inherits the descriptors it watches.
    @discardableResult
    static func spawn(_ tool: URL, _ arguments: [String]) -> Int32 {
        let argv = ([tool.path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let env = ProcessInfo.processInfo.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { env.forEach { free($0) } }
        // Allocated rather than declared: the type is a struct on Linux, a pointer on macOS.
        let actions = UnsafeMutablePointer<posix_spawn_file_actions_t>.allocate(capacity: 1)
        defer { actions.deallocate() }
        posix_spawn_file_actions_init(actions)
        defer { posix_spawn_file_actions_destroy(actions) }
        for descriptor in Int32(0)...2 {
            posix_spawn_file_actions_addopen(
                actions, descriptor, "/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY, 0)
        }
        var pid: pid_t = 0
        guard posix_spawn(&pid, tool.path, actions, nil, argv, env) == 0 else { return -1 }
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        return (status >> 8) & 0xFF
    }

    @Test func playRunsTheTapeToItsEndAndQuitsWithExit() throws {
        let tmux = try #require(Self.tool("tmux"), "tmux is installed (scripts/setup)")
        let timeout = try #require(Self.tool("timeout"))
        let binary = try #require(Binary.url)
        try withTemporaryDirectory { directory in
            try """
            Set TimeScale 2
            Launch "Bank"
            Sleep 1s
            Press Home
            Sleep 1.5s
            Expect Snapshot "Bank" Legible 0
            Expect State "Bank" background
            """.write(to: directory.appendingPathComponent("t.tape"), atomically: true, encoding: .utf8)
            let socket = "switcherlab-tests-\(UUID().uuidString.prefix(8))"
            defer { Self.spawn(tmux, ["-L", socket, "kill-server"]) }
            let assets = repository.appendingPathComponent("Assets").path
            let script = """
                cd '\(directory.path)' && TERM=xterm-256color SWITCHERLAB_ASSETS='\(assets)' \
                '\(binary.path)' play t.tape --exit; echo "exit $?"; tmux -L \(socket) wait-for -S played; sleep 60
                """
            #expect(
                Self.spawn(
                    tmux, ["-L", socket, "new-session", "-d", "-x", "100", "-y", "30", "sh", "-c", script])
                    == 0)
            #expect(
                Self.spawn(timeout, ["30", tmux.path, "-L", socket, "wait-for", "played"]) == 0,
                "play ended within 30 s")
            let pane = try Self.output(tmux, ["-L", socket, "capture-pane", "-p"])
            let lines = pane.split(separator: "\n").map(String.init)
            #expect(
                lines.contains { $0.hasPrefix("t.tape:6: expected snapshot of \"Bank\" legible 0, got ") })
            #expect(lines.contains("exit 1"), "\(pane)")
            #expect(!lines.contains { $0.contains("t.tape:7") }, "the state expectation held")
        }
    }
}
