import ArgumentParser
import SwitcherCore

/// What `scan` and `audit` print: `--format`, with `--json` and `--sarif` as its aliases.
enum ReportFormat: String, CaseIterable, ExpressibleByArgument {
    case text, json, sarif, xcode
    case githubActions = "github-actions"

    /// The format asked for by `--format` and the alias flags, or a usage error when they name
    /// two different ones.
    static func resolve(format: ReportFormat?, json: Bool, sarif: Bool = false) throws -> ReportFormat {
        var given: [(flag: String, format: ReportFormat)] = []
        if let format { given.append(("--format \(format.rawValue)", format)) }
        if json { given.append(("--json", .json)) }
        if sarif { given.append(("--sarif", .sarif)) }
        if let first = given.first, let other = given.first(where: { $0.format != first.format }) {
            throw usage("\(first.flag) and \(other.flag) are two formats of the same report: give one")
        }
        return given.first?.format ?? .text
    }

    /// The line format of a CI format.
    var lines: Diagnostic.Format? {
        switch self {
        case .xcode: return .xcode
        case .githubActions: return .githubActions
        case .text, .json, .sarif: return nil
        }
    }
}

/// What `audit --format` prints: the report's formats but SARIF, which locates results in
/// source files, which the audit has none of. `sarif` is read, for the audit to say so, but
/// `--help` does not list it.
struct AuditFormat: ExpressibleByArgument {
    let report: ReportFormat

    init?(argument: String) {
        guard let report = ReportFormat(argument: argument) else { return nil }
        self.report = report
    }

    static var allValueStrings: [String] {
        ReportFormat.allValueStrings.filter { $0 != ReportFormat.sarif.rawValue }
    }

    /// Refuses SARIF, saying where it is: `--format sarif is scan's: …`.
    func validate() throws {
        guard report == .sarif else { return }
        let known = Self.allValueStrings.joined(separator: ", ")
        throw usage(
            "--format sarif is scan's (the audit prints \(known)): SARIF locates results in source files,"
                + " which the audit has none of (scan --sarif has)")
    }
}
