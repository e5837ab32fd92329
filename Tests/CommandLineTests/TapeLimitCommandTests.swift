import Foundation
import SwitcherTestSupport
import Testing

/// The tape's limits (`TapeLimits`), as every command that reads a tape meets them.
@Suite struct TapeLimitCommandTests {
    /// A tape of many hours was once recorded frame by frame, for as long as it took.
    @Test func everyCommandRefusesALongerTapeBeforeAnyWork() throws {
        try withTemporaryDirectory { directory in
            let lines = ["Set Size 80x24", "Launch \"Bank\""] + Array(repeating: "Sleep 3600s", count: 48)
            try lines.joined(separator: "\n").write(
                to: directory.appendingPathComponent("days.tape"), atomically: true, encoding: .utf8)
            for arguments in [
                ["record", "days.tape", "-o", "out.cast"], ["render", "days.tape", "--frames", "frames"],
                ["render", "days.tape", "--at", "1s"], ["check", "days.tape"], ["play", "days.tape"],
            ] {
                let run = try Switcherlab.run(arguments, in: directory)
                #expect(run.status == 2, "\(arguments[0])")
                #expect(
                    run.error.hasPrefix(
                        "days.tape:4: the Sleeps add up to 7200.000s here, more than the limit of 1 hour"),
                    "\(run.error)")
                #expect(contents(of: directory) == ["days.tape"])
            }
        }
    }
}
