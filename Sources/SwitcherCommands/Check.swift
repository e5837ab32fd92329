import ArgumentParser
import Foundation
import SwitcherCore
import SwitcherTapes

/// `switcherlab check TAPE…`: runs the tapes headless and checks their `Expect` lines.
struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run tapes headless and check their Expect lines.",
        discussion: """
            Prints each failure as file:line: expected …, got …, then one summary line per tape; each event the world ignored is a warning on standard error (file:line: warning: …). Exit status: 0 when every expectation holds, 1 when one fails (or, with --strict, when there is a warning), 2 when a tape cannot be read or run (file:line: message).
            """)

    @Argument(help: "The tapes.")
    var tapes: [String]

    @OptionGroup var comparing: CompareOptions

    @Flag(help: "Fail (exit 1) when the world ignores an event of a tape.")
    var strict = false

    @OptionGroup var assets: AssetsOption

    func validate() throws {
        if tapes.isEmpty { throw ValidationError("give at least one tape") }
    }

    func run() throws {
        let catalog = try assets.catalog()
        let comparison = try comparing.resolved()
        var broken = false
        var failed = false
        for path in tapes {
            let tape: Tape
            let player: any TapeRun
            do {
                tape = try TapeSupport.parse(path, catalog: catalog).with(comparison)
                for note in ComparePlayer.notes(tape) { TapeSupport.printError(note) }
                player = try tape.run(catalog: catalog)
                // No frame is drawn: drawing changes nothing, and no expectation reads one.
                try player.runToEnd()
            } catch {
                TapeSupport.printError(error.description)
                broken = true
                continue
            }
            TapeSupport.printFailures(player.results)
            TapeSupport.printWarnings(player.warnings)
            if strict && !player.warnings.isEmpty { failed = true }
            let failures = player.failures.count
            let total = player.results.count
            let summary =
                failures == 0
                ? "\(total) expectation\(total == 1 ? "" : "s") passed"
                : "\(failures) of \(total) expectations failed"
            let columns = player.labs.count
            let lines = tape.expectationCount
            let across =
                columns > 1 ? " (\(lines) Expect line\(lines == 1 ? "" : "s") across \(columns) columns)" : ""
            TapeSupport.printLine("\(path): \(summary)\(across)")
            if failures > 0 { failed = true }
        }
        if broken { throw ExitCode(2) }
        if failed { throw ExitCode(1) }
    }
}
