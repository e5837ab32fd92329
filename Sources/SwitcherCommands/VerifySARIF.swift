import Foundation
import SwitcherCore
import SwitcherReports
import SwitcherScan

/// `verify --sarif`: the audit of the developer's own code as SARIF 2.1.0, each result at the
/// declaration of the delegate, controller or view that ran.
enum VerifySARIF {
    static let docs = "\(ScanSARIF.informationURI)/blob/main/docs/VERIFY.md"

    static let rules = [
        SARIF.Rule(
            id: "snapshot-leak", shortDescription: "The switcher's card shows the app's sensitive content",
            fullDescription:
                "Run in the lab's world, the code leaves sensitive text legible in the card the App Switcher"
                + " shows for this event.",
            helpURI: docs, level: .error, precision: "high", securitySeverity: "6.5"),
        SARIF.Rule(
            id: "not-measured", shortDescription: "A card the audit could not measure",
            fullDescription:
                "The snapshot the card would show was never taken in time, so whether it leaks is not known.",
            helpURI: docs, level: .warning, precision: "medium"),
        SARIF.Rule(
            id: "side-effect", shortDescription: "The privacy code changes the app besides covering it",
            fullDescription:
                "The code takes key status, dismisses the keyboard or the app's own alert, or moves VoiceOver's focus.",
            helpURI: docs, level: .warning, precision: "high"),
    ]

    /// The log: one result per leaking event, per event not measured and per side effect.
    static func log(_ rows: [AuditRow], entry: Recommendation.Entry, file: String, line: Int) -> String {
        var results: [SARIF.Result] = []
        for event in AuditEvent.allCases.map(\.rawValue) {
            let leaking = entry.leaks.filter { $0.event == event }
            if !leaking.isEmpty {
                let cards = leaking.map { "\($0.legibleSensitiveCells ?? 0) on \($0.device)" }
                results.append(
                    SARIF.Result(
                        ruleID: "snapshot-leak", level: .error,
                        message:
                            "\(event): legible sensitive cells in the card: \(cards.joined(separator: ", ")).",
                        file: file, line: line))
            }
            let unmeasured = entry.unmeasured.filter { $0.event == event }
            if let first = unmeasured.first {
                results.append(
                    SARIF.Result(
                        ruleID: "not-measured", level: .warning,
                        message: "\(event) on \(unmeasured.map(\.device).joined(separator: ", ")): "
                            + (first.notMeasured ?? "not measured") + ".",
                        file: file, line: line))
            }
        }
        for (effect, runs) in zip(entry.costs.sideEffects, entry.costs.sideEffectCounts) {
            results.append(
                SARIF.Result(
                    ruleID: "side-effect", level: .warning, message: "\(effect.rawValue) on \(runs) runs.",
                    file: file, line: line))
        }
        return SARIF.log(
            SARIF.Run(
                tool: "switcherlab", version: SwitcherLabVersion.current,
                informationURI: ScanSARIF.informationURI,
                automationID: "switcherlab/verify/"),
            rules: rules, results: results)
    }

    /// Where `name` is declared in `files`: the file as given and the line; the first file's
    /// first line when none declares it.
    static func location(of name: String?, in files: [URL]) -> (file: String, line: Int) {
        guard let name, let pattern = try? Regex("\\b(class|struct)\\s+\(name)\\b") else {
            return (files.first?.relativePath ?? "", 1)
        }
        for file in files {
            guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            if let index = lines.firstIndex(where: { $0.contains(pattern) }) {
                return (file.relativePath, index + 1)
            }
        }
        return (files.first?.relativePath ?? "", 1)
    }
}
