import SwitcherCore

/// Tape files.
public enum TapeFiles {}

/// A tape that cannot be run as written: a line the parser refuses, or a step that names
/// something the world does not have when it runs (a card that is not in the switcher).
/// The command line prints `description` and exits 2.
public typealias TapeError = FileProblem<TapeFiles>

/// The outcome of one `Expect` line.
public struct ExpectationResult: Hashable, Sendable, CustomStringConvertible {
    public let file: String
    public let line: Int
    public let expectation: Expectation
    /// When it was checked, in virtual time since the tape started.
    public let time: Instant
    /// What the line asked for and what the world had, in words.
    public let expected: String
    public let got: String
    public let passed: Bool
    /// The column it was checked in, in a comparison.
    public let column: String?

    /// `file:line: expected …, got …` (`file:line: in COLUMN: expected …` in a comparison),
    /// safe to print to a terminal.
    public var description: String {
        tapeLocated(file, line, column, "", "expected \(expected), got \(got)")
    }
}

/// A line the world ignored (`EventOutcome.ignored`): the tape runs on, and the commands say
/// so on standard error once the run is over; `check --strict` fails on it.
public struct TapeWarning: Hashable, Sendable, CustomStringConvertible {
    public let file: String
    public let line: Int
    /// What was ignored and why: `Kill "Medical ID" ignored: the switcher is not open`.
    public let message: String
    /// The column it happened in, in a comparison.
    public let column: String?

    /// `file:line: warning: …`, safe to print to a terminal.
    public var description: String { tapeLocated(file, line, column, "warning: ", message) }
}

/// `file:line: TEXT`, or `file:line: in COLUMN: TEXT` in a comparison (after `lead`, so a
/// warning reads `warning: in COLUMN: …`), safe to print to a terminal.
func tapeLocated(_ file: String, _ line: Int, _ column: String?, _ lead: String = "", _ text: String)
    -> String
{
    let column = column.map { "in \($0): " } ?? ""
    return TerminalSafeText.sanitized("\(file):\(line): \(lead)\(column)\(text)")
}
