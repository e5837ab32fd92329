import ArgumentParser
import SwitcherCore

/// What `scan` and `audit` print: `--format`, with `--json` and `--sarif` as its aliases.
enum ReportFormat: String, CaseIterable {
    case text, json, sarif, xcode
    case githubActions = "github-actions"

    /// The format asked for by `--format` and the alias flags, or a usage error when they name
    /// two different ones, or one the command does not print (`why` says what it prints instead).
    static func resolve(
        format: String?, json: Bool, sarif: Bool = false, allowed: [ReportFormat] = allCases,
        why: String = ""
    ) throws -> ReportFormat {
        var given: [(flag: String, format: ReportFormat)] = []
        if let format {
            guard let chosen = ReportFormat(rawValue: format), allowed.contains(chosen) else {
                let known = allowed.map(\.rawValue).joined(separator: ", ")
                let note = ReportFormat(rawValue: format) != nil && !why.isEmpty ? ": \(why)" : ""
                throw usage("unknown format '\(format)' for --format (expected \(known))\(note)")
            }
            given.append(("--format \(format)", chosen))
        }
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
