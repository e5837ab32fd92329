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
}
