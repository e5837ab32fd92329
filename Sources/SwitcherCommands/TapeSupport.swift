import ArgumentParser
import Foundation
import SwitcherCore
import SwitcherRecording
import SwitcherTapes

/// What the tape commands share: loading a tape, and reporting errors and expectations.
enum TapeSupport {
    /// Parses the tape at `path`; a bad tape prints `file:line: message` and exits 2.
    /// `comparing` adds the comparison of `--compare` and `--compare-devices`; `hints: false`
    /// drops the key-hint row (`--no-hints`).
    static func load(
        _ path: String, catalog: AssetCatalog, comparing: CompareOptions? = nil, hints: Bool = true
    ) throws -> Tape {
        var tape: Tape
        do {
            tape = try parse(path, catalog: catalog)
        } catch {
            throw report(error)
        }
        if !hints { tape = tape.withoutHints() }
        let compared = try comparing?.applied(to: tape) ?? tape
        if compared.compares {
            do {
                try ComparePlayer.validate(compared)
            } catch {
                throw report(error)
            }
        }
        for note in ComparePlayer.notes(compared) { printError(note) }
        return compared
    }

    /// Parses the tape at `path`, named in messages as given, and checks its limits.
    static func parse(_ path: String, catalog: AssetCatalog) throws(TapeError) -> Tape {
        let tape = try TapeParser(catalog: catalog).parse(contentsOf: URL(fileURLWithPath: path), file: path)
        try tape.checkLimits()
        return tape
    }

    /// Prints a tape error on standard error; exit code 2.
    static func report(_ error: TapeError) -> ExitCode {
        printError(error.description)
        return ExitCode(2)
    }

    /// Prints an output file problem on standard error; exit code 2.
    static func report(_ error: AtomicOutputError) -> ExitCode {
        usage(error.description)
    }

    static func printError(_ line: String) {
        FileHandle.standardError.write(Data((TerminalSafeText.sanitized(line) + "\n").utf8))
    }

    /// Prints each event the world ignored as `file:line: warning: …` on standard error.
    static func printWarnings(_ warnings: [TapeWarning]) {
        for warning in warnings { printError(warning.description) }
    }

    /// Prints each failed expectation as `file:line: expected …, got …`.
    static func printFailures(_ results: [ExpectationResult]) {
        for result in results where !result.passed { print(result.description) }
    }

    /// `2.5`, `2.5s` or `500ms`.
    static func instant(_ text: String, option: String) throws -> Instant {
        guard let interval = Tape.duration(text) else {
            throw usage("\(Interval.writtenProblem(text)) for \(option)")
        }
        return Instant.zero + interval
    }

    /// Prints a line of the command's own output, made safe for a terminal.
    static func printLine(_ line: String) {
        print(TerminalSafeText.sanitized(line))
    }
}
