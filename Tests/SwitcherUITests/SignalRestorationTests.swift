import Foundation
import SwitcherTestSupport
import Testing

/// Every signal that ends the program leaves the terminal as it was: the modes (`stty -g`),
/// the main screen, a visible cursor, the title. The input that found it: `kill -USR1` left
/// the shell on the alternate screen with the cursor hidden and the terminal in raw mode.
@Suite(
    .serialized,
    .enabled(
        if: ToolRequirement.runs(missing: ToolRequirement.tmuxMissing), "\(ToolRequirement.tmuxMissing ?? "")"
    ))
struct SignalRestorationTests {
    /// The terminal state tmux keeps for the pane: alternate screen on, cursor visible.
    static func paneState(_ tmux: Tmux) throws -> String {
        try tmux.run("display-message", "-p", "#{alternate_on} #{cursor_flag}")
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @Test(arguments: [SIGUSR1, SIGUSR2, SIGALRM, SIGQUIT, SIGVTALRM, SIGPROF])
    func aSignalThatEndsTheProgramRestoresTheTerminal(_ signal: Int32) throws {
        let tmux = try startLab()
        #expect(try Self.paneState(tmux) == "1 0", "the lab is on the alternate screen, cursor hidden")
        let pid = try #require(try tmux.programPID(), "no program in the pane")
        #expect(kill(pid, signal) == 0)
        #expect(tmux.waitForFile("status") == "\(128 + signal)\n")
        #expect(tmux.file("before") == tmux.waitForFile("after"), "terminal modes restored")
        #expect(try Self.paneState(tmux) == "0 1", "main screen, cursor visible")
    }

    /// The mouse modes tmux keeps for the pane: SGR coordinates (?1006), any motion (?1003),
    /// button motion (?1002), presses (?1000).
    static func mouseModes(_ tmux: Tmux) throws -> String {
        try tmux.run(
            "display-message", "-p",
            "#{mouse_sgr_flag} #{mouse_any_flag} #{mouse_button_flag} #{mouse_standard_flag}"
        ).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// A crash (here SIGSEGV) takes the emergency reset: every mouse mode curses turned on is
    /// off again, SGR coordinates (?1006) included, which the reset once left on.
    @Test func aCrashTurnsEveryMouseModeOff() throws {
        let tmux = try startLab()
        let modes = try Self.mouseModes(tmux)
        #expect(modes.hasPrefix("1 ") && modes.hasSuffix(" 1"), "the lab reads SGR mouse presses: \(modes)")
        let pid = try #require(try tmux.programPID(), "no program in the pane")
        #expect(kill(pid, SIGSEGV) == 0)
        #expect(tmux.waitForFile("status") == "\(128 + SIGSEGV)\n")
        #expect(try Self.mouseModes(tmux) == "0 0 0 0", "mouse modes off after the crash")
        #expect(tmux.file("before") == tmux.waitForFile("after"), "terminal modes restored")
        #expect(try Self.paneState(tmux) == "0 1", "main screen, cursor visible")
    }

    /// Ctrl-S is a key to the lab, not the terminal's XOFF: the lab goes on drawing, and the
    /// terminal's flow control is back after it (`stty -g` as before).
    @Test func ctrlSDoesNotFreezeTheLab() throws {
        let tmux = try startLab()
        try tmux.send("C-s")
        try tmux.send("?")
        #expect(try tmux.waitFor("closes help") != nil, "the lab still draws after Ctrl-S:\n\(tmux.peek())")
        try tmux.send("Escape")
        try tmux.send("q")
        #expect(tmux.waitForFile("status") == "0\n")
        #expect(tmux.file("before") == tmux.waitForFile("after"), "flow control restored with the rest")
    }

    /// SIGPIPE cannot come from a terminal; while the lab is live it is ignored, so a write
    /// that fails cannot end the program with the terminal left raw.
    @Test func sigpipeIsIgnoredWhileLive() throws {
        let tmux = try startLab()
        let pid = try #require(try tmux.programPID(), "no program in the pane")
        #expect(kill(pid, SIGPIPE) == 0)
        try tmux.send("?")
        #expect(try tmux.waitFor("closes help") != nil, "still running:\n\(tmux.peek())")
        try tmux.send("Escape")
        #expect(tmux.file("status") == nil)
        try tmux.send("q")
        #expect(tmux.waitForFile("status") == "0\n")
        #expect(tmux.file("before") == tmux.waitForFile("after"))
        #expect(try Self.paneState(tmux) == "0 1")
    }

    /// The notice after a recorded session names the file: a name with an escape sequence
    /// (here one that sets the window title) is printed with it replaced.
    @Test func theRecordingNoticeIsTerminalSafe() throws {
        let tmux = try startLab("--record $'\\e]2;PWNED\\a.cast'")
        let title = try tmux.run("display-message", "-p", "#{pane_title}")
        try tmux.send("q")
        #expect(tmux.waitForFile("status") == "0\n")
        let screen = try #require(try tmux.waitFor("recorded"), "no notice:\n\(tmux.peek())")
        #expect(screen.contains("?]2;PWNED?.cast"), "\(screen)")
        #expect(try tmux.run("display-message", "-p", "#{pane_title}") == title)
        #expect(!(try tmux.run("display-message", "-p", "#{pane_title}")).contains("PWNED"))
    }

    /// `--record FIFO` with no reader says it waits, before the terminal is taken, and `q` or
    /// Ctrl-C cancels: nothing recorded, the terminal's modes as they were, the FIFO a FIFO.
    @Test(arguments: ["q", "C-c"])
    func aFIFOWithoutAReaderWaitsAndCanBeCancelled(_ key: String) throws {
        let tmux = try Tmux()
        #expect(mkfifo(tmux.directory.appendingPathComponent("pipe.cast").path, 0o600) == 0)
        try startProgram("--record pipe.cast", in: tmux)
        #expect(try tmux.waitFor("waiting for a reader on pipe.cast") != nil, "\(tmux.peek())")
        try tmux.send(key)
        #expect(tmux.waitForFile("status") == (key == "q" ? "0\n" : "\(128 + SIGINT)\n"))
        #expect(tmux.file("before") == tmux.waitForFile("after"))
        var info = stat()
        #expect(lstat(tmux.directory.appendingPathComponent("pipe.cast").path, &info) == 0)
        #expect(info.st_mode & S_IFMT == S_IFIFO)
    }

    /// Once a reader comes, the session starts and streams to it.
    @Test func aFIFOsReaderLetsTheSessionStart() throws {
        let tmux = try Tmux()
        let fifo = tmux.directory.appendingPathComponent("pipe.cast").path
        #expect(mkfifo(fifo, 0o600) == 0)
        try startProgram("--record pipe.cast", in: tmux)
        #expect(try tmux.waitFor("waiting for a reader") != nil)
        let reader = open(fifo, O_RDONLY | O_NONBLOCK)
        try #require(reader >= 0)
        defer { close(reader) }
        #expect(try tmux.waitFor("Scenes") != nil, "the lab starts: \(tmux.peek())")
        try tmux.send("q")
        #expect(tmux.waitForFile("status") == "0\n")
        var bytes = [UInt8](repeating: 0, count: 256)
        #expect(read(reader, &bytes, bytes.count) > 0, "the cast's header reached the reader")
    }
}
