import Foundation
import SwitcherTestSupport
import Testing

/// Ctrl-\ (SIGQUIT) and the other stop signals end every command from the first instant of
/// `main`: exit 128 + the signal's number, called, not a death by the signal; no crash report;
/// no new output file and an existing one left as it was.
@Suite struct QuitSignalTests {
    /// Runs `arguments`, sends `sig` once the program's handlers are in (and `delay` seconds
    /// later), and checks how it ended; returns what it wrote on standard error.
    @discardableResult
    func stop(_ arguments: [String], with sig: Int32 = SIGQUIT, after delay: Double = 0) throws -> String {
        try withTemporaryDirectory { scratch in
            let errors = scratch.appendingPathComponent("stderr").path
            let program = try RunningProgram(arguments, errors: errors)
            #expect(program.waitForSignalHandlers(), "\(arguments[0]) installs its handlers")
            if delay > 0 { usleep(UInt32(delay * 1_000_000)) }
            #expect(program.isRunning, "\(arguments[0]) is still at work")
            program.send(sig)
            #expect(program.waitForExit() == 128 + sig, "\(arguments)")
            #expect(program.exited == true, "it exits, it is not killed by the signal")
            let text = (try? String(contentsOfFile: errors, encoding: .utf8)) ?? ""
            #expect(!text.contains("crashed") && !text.contains("Backtrac"), "\(text.prefix(300))")
            return text
        }
    }

    @Test func quitDuringASweep() throws {
        try stop(["audit", "--json", "--sweep", "lockToBackground=0ms..199ms:1ms"], after: 0.2)
    }

    /// `check` draws no frames, so even a ten-minute tape is done at once: here it waits for
    /// its tape on a FIFO no one writes to.
    @Test func quitDuringCheck() throws {
        try withTemporaryDirectory { directory in
            let tape = directory.appendingPathComponent("waiting.tape").path
            #expect(mkfifo(tape, 0o600) == 0)
            try stop(["check", tape], after: 0.2)
        }
    }

    @Test func quitDuringARenderedStillLeavesTheOldFile() throws {
        try withTemporaryDirectory { directory in
            let still = directory.appendingPathComponent("x.svg")
            try Data("old".utf8).write(to: still)
            try stop(["render", tenMinuteTape, "--at", "500s", "-o", still.path], after: 0.2)
            #expect(contents(of: directory) == ["x.svg"])
            #expect(try String(contentsOf: still, encoding: .utf8) == "old")
        }
    }

    /// As early as the handlers are in, before the tape is read: each stop signal.
    @Test(arguments: [SIGQUIT, SIGINT, SIGTERM, SIGHUP])
    func aSignalEarlyInARecordingLeavesTheOldFile(_ sig: Int32) throws {
        try withTemporaryDirectory { directory in
            let cast = directory.appendingPathComponent("x.cast")
            try Data("old".utf8).write(to: cast)
            try stop(["record", tenMinuteTape, "-o", cast.path], with: sig)
            #expect(contents(of: directory) == ["x.cast"])
            #expect(try String(contentsOf: cast, encoding: .utf8) == "old")
            // And no file where there was none.
            let new = directory.appendingPathComponent("new.cast")
            try stop(["record", tenMinuteTape, "-o", new.path], with: sig, after: 0.1)
            #expect(contents(of: directory) == ["x.cast"])
        }
    }

    /// At every moment from the spawn on, before the handlers could be seen in place: a
    /// signal while the libraries load once reached Swift's runtime, whose backtracer reported a
    /// crash, then let the recording run to its end and replace the file (exit 0).
    @Test(arguments: [0, 1, 2, 4, 6, 8, 10, 12, 15, 20, 30, 50])
    func aQuitInTheFirstInstantIsNeverLost(_ milliseconds: Int) throws {
        try withTemporaryDirectory { directory in
            let cast = directory.appendingPathComponent("x.cast")
            try Data("old".utf8).write(to: cast)
            let errors = directory.appendingPathComponent("stderr").path
            let program = try RunningProgram(["record", tenMinuteTape, "-o", cast.path], errors: errors)
            if milliseconds > 0 { usleep(UInt32(milliseconds * 1000)) }
            program.send(SIGQUIT)
            #expect(program.waitForExit(atMost: 30) == 128 + SIGQUIT, "at \(milliseconds) ms")
            #expect(try String(contentsOf: cast, encoding: .utf8) == "old", "at \(milliseconds) ms")
            #expect(contents(of: directory) == ["stderr", "x.cast"])
            let text = (try? String(contentsOfFile: errors, encoding: .utf8)) ?? ""
            #expect(!text.contains("crashed") && !text.contains("Backtrac"), "\(text.prefix(300))")
        }
    }

    /// A crash is not reported to users: killed by the signal, nothing on standard error.
    @Test func aCrashSignalHasNoReport() throws {
        try withTemporaryDirectory { scratch in
            let errors = scratch.appendingPathComponent("stderr").path
            let program = try RunningProgram(
                ["audit", "--json", "--sweep", "lockToBackground=0ms..199ms:1ms"], errors: errors)
            #expect(program.waitForSignalHandlers())
            program.send(SIGSEGV)
            #expect(program.waitForExit() == 128 + SIGSEGV)
            #expect(program.exited == false)
            #expect((try? String(contentsOfFile: errors, encoding: .utf8)) == "")
        }
    }

    #if os(Linux)
        /// A developer gets Swift's crash report back with SWITCHERLAB_BACKTRACE=1.
        @Test func theBacktraceIsForDevelopers() throws {
            try withTemporaryDirectory { scratch in
                let errors = scratch.appendingPathComponent("stderr").path
                let program = try RunningProgram(
                    ["audit", "--json", "--sweep", "lockToBackground=0ms..199ms:1ms"], errors: errors,
                    environment: ["SWITCHERLAB_BACKTRACE": "1"])
                #expect(program.waitForSignalHandlers())
                program.send(SIGSEGV)
                // Swift's backtracer starts a helper process that reads the whole debug binary:
                // on a loaded machine that takes a while, so the wait is long (it ends as soon as
                // the report begins).
                let reported = program.wait(atMost: 240) {
                    let text = (try? String(contentsOfFile: errors, encoding: .utf8)) ?? ""
                    return text.contains("Backtracing")
                }
                let text = (try? String(contentsOfFile: errors, encoding: .utf8)) ?? ""
                #expect(reported, "standard error: \(text.prefix(2000).debugDescription)")
                program.send(SIGKILL)
                _ = program.waitForExit()
            }
        }
    #endif
}
