import Foundation
import SwitcherTestSupport
import Testing

/// Nothing silent: a tape's event that the world ignores is a `file:line: warning:` on
/// standard error from every command that runs the tape, and `check --strict` fails on it.
@Suite struct IgnoredEventTests {
    static let tape = """
        Set Device iphone-home
        Set Size 80x24
        Launch "Medical ID"
        Sleep 1s
        Press Home
        Sleep 1s
        Kill "Medical ID"
        Sleep 1s
        Launch "Medical ID"
        Sleep 1s
        """
    static let warning = "kill.tape:7: warning: Kill \"Medical ID\" ignored: the switcher is not open\n"

    func withTape(_ body: (URL) throws -> Void) throws {
        try withTemporaryDirectory { directory in
            try Self.tape.write(
                to: directory.appendingPathComponent("kill.tape"), atomically: true, encoding: .utf8)
            try body(directory)
        }
    }

    @Test func checkWarnsAndStrictFails() throws {
        try withTape { directory in
            let check = try Switcherlab.run(["check", "kill.tape"], in: directory)
            #expect(check.status == 0)
            #expect(check.error == Self.warning)
            #expect(check.output == "kill.tape: 0 expectations passed\n")
            let strict = try Switcherlab.run(["check", "--strict", "kill.tape"], in: directory)
            #expect(strict.status == 1)
            #expect(strict.error == Self.warning)
        }
    }

    @Test func recordAndRenderWarnToo() throws {
        try withTape { directory in
            for arguments in [
                ["record", "kill.tape", "-o", "out.cast"], ["render", "kill.tape", "--frames", "frames"],
                ["render", "kill.tape", "--at", "3.5s"],
                ["render", "kill.tape", "--at", "3.5s", "-o", "still.svg"],
                ["record", "kill.tape", "-o", "out.svg"],
            ] {
                let run = try Switcherlab.run(arguments, in: directory)
                #expect(run.status == 0, "\(arguments): \(run.error)")
                #expect(run.error.hasSuffix(Self.warning), "\(arguments): \(run.error)")
            }
        }
    }

    /// A tape without ignored events stays quiet, and `--strict` passes it.
    @Test func aTapeWithoutIgnoredEventsIsQuiet() throws {
        try withTemporaryDirectory { directory in
            try "Launch \"Bank\"\nSleep 1s\nPress Home\nSleep 1s\n".write(
                to: directory.appendingPathComponent("fine.tape"), atomically: true, encoding: .utf8)
            let run = try Switcherlab.run(["check", "--strict", "fine.tape"], in: directory)
            #expect(run.status == 0)
            #expect(run.error.isEmpty)
        }
    }
}
