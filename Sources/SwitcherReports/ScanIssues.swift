import Foundation
import SwitcherCore
import SwitcherScan

/// One thing a scan reports at a line of a file, as CI reads it: SARIF's result, Xcode's
/// diagnostic, GitHub's annotation, a baseline's entry. Every issue has a file and a line of
/// it (at least 1), and a fingerprint that does not depend on the line's number.
public struct ScanIssue: Hashable, Sendable {
    /// What an issue counts as for `--fail-on`.
    public enum Category: String, Hashable, Sendable {
        /// A card leaks: `snapshot-leak`, `no-snapshot-protection`.
        case leak
        /// Code the scan could not assess: `unrecognised-lifecycle-code`.
        case unknown
        /// A pitfall of code that was assessed.
        case pitfall
    }

    public var rule: String
    public var level: SARIF.Level
    public var category: Category
    public var message: String
    /// Relative to the scanned directory, `/`-separated, terminal-safe.
    public var file: String
    /// 1-based.
    public var line: Int
    /// 1-based, in UTF-16 code units: where the line's text begins.
    public var column: Int
    /// `hex:n`: a hash of the rule, the file and the line's trimmed text, and which of the
    /// issues with that hash this is (GitHub's `primaryLocationLineHash`). Moving the code
    /// leaves it as it is; changing the line or the file's name changes it.
    public var fingerprint: String
    /// The app whose report holds it.
    public var app: String
    /// A `switcherlab:ignore` comment that names its rule, on its line or the line above.
    public var suppression: Suppression?
    /// The evidence: the steps from the lifecycle handler to it, each with what it is.
    public var related: [(location: SourceLocation, message: String)] = []

    public static func == (a: ScanIssue, b: ScanIssue) -> Bool {
        a.rule == b.rule && a.fingerprint == b.fingerprint && a.file == b.file && a.line == b.line
            && a.message == b.message && a.suppression == b.suppression && a.app == b.app
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(rule)
        hasher.combine(fingerprint)
        hasher.combine(file)
        hasher.combine(line)
    }

    /// The baseline's key: rule and fingerprint, no line number.
    public var key: String { rule + " " + fingerprint }
}

/// `// switcherlab:ignore RULE reason`: an issue the app's authors have looked at.
public struct Suppression: Hashable, Sendable {
    /// The reason given; empty when none is (a warning).
    public var justification: String
    /// Where the comment is.
    public var location: SourceLocation
}

public enum ScanIssues {
    /// The comment's marker.
    public static let marker = "switcherlab:ignore"

    /// Every issue of `reports`, in the reports' order, located, fingerprinted and with their
    /// suppressions; `warnings` gets `file:line: warning: …` for each suppression comment that
    /// gives no reason or names no rule of the scan.
    public static func issues(
        _ reports: [AppReport], sources: SourceLines, warnings: inout [String]
    ) -> [ScanIssue] {
        var out: [ScanIssue] = []
        var seen: [String: Int] = [:]
        var cache: [String: [String]?] = [:]
        var warned: Set<SourceLocation> = []
        let known = Set(ScanSARIF.rules.map(\.id))
        func lines(_ file: String) -> [String]? {
            if let cached = cache[file] { return cached }
            let read = sources.lines(of: file)
            cache[file] = read
            return read
        }
        for report in reports {
            for result in ScanSARIF.results(report) {
                let line = max(result.line, 1)
                let text =
                    lines(result.file).flatMap { $0.indices.contains(line - 1) ? $0[line - 1] : nil } ?? ""
                let trimmed = text.trimmingCharacters(in: .whitespaces)
                let hash = Fingerprint.hex("\(result.ruleID)\n\(result.file)\n\(trimmed)")
                let occurrence = (seen[hash] ?? 0) + 1
                seen[hash] = occurrence
                var column = 1
                if let first = text.firstIndex(where: { $0 != " " && $0 != "\t" }) {
                    column = text[..<first].utf16.count + 1
                }
                var suppression: Suppression?
                if let fileLines = lines(result.file) {
                    for number in [line, line - 1] where fileLines.indices.contains(number - 1) {
                        guard let comment = SuppressionComment(parsing: fileLines[number - 1]) else {
                            continue
                        }
                        let location = SourceLocation(file: result.file, line: number)
                        if !warned.contains(location) {
                            warned.insert(location)
                            if comment.rules.isEmpty {
                                warnings.append("\(location): warning: \(marker) names no rule")
                            } else if comment.reason.isEmpty {
                                warnings.append(
                                    "\(location): warning: \(marker) \(comment.rules.joined(separator: ",")) gives no reason"
                                )
                            }
                            for rule in comment.rules where !known.contains(rule) {
                                warnings.append(
                                    "\(location): warning: \(marker) names '\(TerminalSafeText.sanitized(rule))', no rule of the scan"
                                )
                            }
                        }
                        if comment.rules.contains(result.ruleID) {
                            suppression = Suppression(justification: comment.reason, location: location)
                            break
                        }
                    }
                }
                out.append(
                    ScanIssue(
                        rule: result.ruleID, level: result.level, category: category(result.ruleID),
                        message: result.message, file: result.file, line: line, column: column,
                        fingerprint: "\(hash):\(occurrence)", app: report.app.name, suppression: suppression,
                        related: result.related.map {
                            (SourceLocation(file: $0.file, line: $0.line), $0.message)
                        }))
            }
        }
        return out
    }

    static func category(_ rule: String) -> ScanIssue.Category {
        switch rule {
        case "snapshot-leak", "no-snapshot-protection": return .leak
        case "unrecognised-lifecycle-code": return .unknown
        default: return .pitfall
        }
    }
}

/// A `switcherlab:ignore RULE[,RULE…] reason` comment, in a `//` or `/* … */` comment of
/// Swift, Objective-C, Kotlin or Java.
struct SuppressionComment: Equatable {
    var rules: [String]
    var reason: String

    init?(parsing line: String) {
        guard let range = line.range(of: ScanIssues.marker) else { return nil }
        // In a comment: `//`, `///`, `/*` or `/**` and nothing else before the marker.
        var before = line[..<range.lowerBound]
        while before.last == " " || before.last == "\t" { before.removeLast() }
        while before.last == "*" && before.dropLast().last == "*" { before.removeLast() }
        guard before.hasSuffix("//") || before.hasSuffix("/*") else { return nil }
        var rest = line[range.upperBound...]
        guard rest.isEmpty || rest.first == " " || rest.first == "\t" else { return nil }
        if let close = rest.range(of: "*/") { rest = rest[..<close.lowerBound] }
        let words = rest.split(maxSplits: 1, whereSeparator: { $0 == " " || $0 == "\t" })
        guard let first = words.first else {
            rules = []
            reason = ""
            return
        }
        rules = first.split(separator: ",").map(String.init)
        reason = TerminalSafeText.sanitized(
            words.count > 1 ? words[1].trimmingCharacters(in: .whitespaces) : "")
    }
}

/// A stable 64-bit FNV-1a hash, in hex: the same text hashes the same on every machine and
/// every run (Swift's `Hasher` is seeded per process).
enum Fingerprint {
    static func hex(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
