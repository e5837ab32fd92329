import Foundation
import SwitcherTestSupport
import Testing

/// One rule for every duration, on the command line and in tapes: a number and its unit
/// (`300ms`, `0.3s`). A bare number is refused everywhere, the message saying which units to
/// add; the same value with a unit is taken everywhere.
@Suite struct DurationRuleTests {
    static let leak = Repository.tapes.appendingPathComponent("leak.tape").path

    /// Each duration option, as `(arguments with VALUE standing for the duration)`.
    static let options: [[String]] = [
        ["code", "color-overlay", "--fade", "VALUE"],
        ["timeline", "--strategy", "color-overlay", "--fade", "VALUE"],
        ["timeline", "--gap", "VALUE"],
        ["compare", "none,hide-window", "launch:bank", "--gap", "VALUE"],
        ["compare", "none,hide-window", "launch:bank", "--at", "VALUE"],
        ["render", leak, "--at", "VALUE"],
        ["record", leak, "-o", "/dev/null", "--hold", "VALUE"],
        ["timeline", "launch:bank", "sleep:VALUE", "home"],
    ]

    static func arguments(_ option: [String], _ value: String) -> [String] {
        option.map { $0.replacingOccurrences(of: "VALUE", with: value) }
    }

    @Test(arguments: options)
    func aBareNumberIsRefusedNamingTheUnits(_ option: [String]) throws {
        let run = try Switcherlab.run(Self.arguments(option, "1"))
        #expect(run.status == 2, "\(option): \(run.output)")
        #expect(run.error.contains("bad duration '1' (a unit is needed: 1s or 1ms)"), "\(run.error)")
        #expect(run.error.split(separator: "\n").count == 1)
    }

    @Test(arguments: options)
    func theSameNumberWithAUnitIsTaken(_ option: [String]) throws {
        for value in ["1s", "1000ms", "0.5s"] {
            let run = try Switcherlab.run(Self.arguments(option, value))
            #expect(run.status == 0, "\(Self.arguments(option, value)): \(run.error)")
        }
    }

    /// The tape's `Set Fade`, `Sleep` and `Wait … Timeout` follow the same rule.
    @Test(arguments: ["Set Fade 1", "Sleep 1", "Wait State \"Medical ID\" active Timeout 1"])
    func aTapesBareNumberIsRefusedTheSameWay(_ line: String) throws {
        try withTemporaryDirectory { directory in
            let tape = directory.appendingPathComponent("t.tape")
            let first = line.hasPrefix("Set") ? "" : "Launch \"Medical ID\"\n"
            try (first + line + "\n").write(to: tape, atomically: true, encoding: .utf8)
            let run = try Switcherlab.run(["check", tape.path])
            #expect(run.status == 2)
            #expect(run.error.contains("bad duration '1' (a unit is needed: 1s or 1ms)"), "\(run.error)")
        }
    }
}
