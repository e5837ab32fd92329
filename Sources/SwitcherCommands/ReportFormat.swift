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
/// source files, which the audit has none of (`scan --sarif` has).
enum AuditFormat: String, CaseIterable, ExpressibleByArgument {
    case text, json, xcode
    case githubActions = "github-actions"

    var report: ReportFormat {
        switch self {
        case .text: return .text
        case .json: return .json
        case .xcode: return .xcode
        case .githubActions: return .githubActions
        }
    }
}
