import Foundation
import SwitcherCore
import SwitcherRecording
import SwitcherReports
import SwitcherScan

/// `--write-baseline FILE` and `--baseline FILE`: the findings a project has accepted, so that
/// CI reports only new ones. A finding is keyed by its rule and its fingerprint (the rule, the
/// file and the line's text), never its line number: code that moves stays accepted.
///
///     {"baseline": 1, "tool": "switcherlab", "version": "0.9.0",
///      "findings": [{"rule": "snapshot-leak", "fingerprint": "…:1", "file": "…", "message": "…"}]}
struct ScanBaseline: Equatable {
    /// The format's version, the `baseline` key.
    static let formatVersion = 1
    /// A baseline is a list of keys; anything larger than this is not one.
    static let maximumBytes = 32 * 1024 * 1024

    var keys: Set<String>

    /// Reads the baseline at `path`: a usage error (exit 2, `PATH: message`) when it is not one.
    static func read(_ path: String) throws -> ScanBaseline {
        let data: Data
        do {
            data = try SizeLimitedFile.read(URL(fileURLWithPath: path), limit: maximumBytes)
        } catch {
            throw usage(
                "\(path): "
                    + (error == .tooLarge ? "larger than 32 MB: not a baseline" : "cannot read the baseline"))
        }
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw usage("\(path): not a baseline (expected a JSON object written by --write-baseline)")
        }
        guard let version = object["baseline"] as? Int else {
            throw usage("\(path): not a baseline (no \"baseline\" key; write one with --write-baseline)")
        }
        guard version == formatVersion else {
            throw usage("\(path): baseline format \(version), this switcherlab reads \(formatVersion)")
        }
        guard let findings = object["findings"] as? [[String: Any]] else {
            throw usage("\(path): not a baseline (\"findings\" is not a list of objects)")
        }
        var keys: Set<String> = []
        for (index, finding) in findings.enumerated() {
            guard let rule = finding["rule"] as? String, let fingerprint = finding["fingerprint"] as? String
            else {
                throw usage("\(path): finding \(index + 1) has no \"rule\" and \"fingerprint\"")
            }
            keys.insert(rule + " " + fingerprint)
        }
        return ScanBaseline(keys: keys)
    }

    /// The baseline of `issues`, as JSON.
    static func text(_ issues: [ScanIssue]) -> String {
        let findings = issues.map { issue in
            OrderedJSON.object([
                .init("rule", .string(issue.rule)), .init("fingerprint", .string(issue.fingerprint)),
                .init("file", .string(issue.file)), .init("message", .string(issue.message)),
            ])
        }
        return OrderedJSON.object([
            .init("baseline", .int(formatVersion)), .init("tool", .string("switcherlab")),
            .init("version", .string(SwitcherLabVersion.current)), .init("findings", .array(findings)),
        ]).rendered + "\n"
    }

    /// Writes the baseline of `issues` to `path`, whole or not at all.
    static func write(_ issues: [ScanIssue], to path: String) throws {
        do {
            try AtomicFile.write(text(issues), to: URL(fileURLWithPath: path))
        } catch {
            throw usage("--write-baseline: \(error)")
        }
    }

    func contains(_ issue: ScanIssue) -> Bool { keys.contains(issue.key) }
}
