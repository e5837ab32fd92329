import SwitcherCore

/// A scan as SARIF 2.1.0, for code-scanning services: a result at each finding's `file:line`
/// (or at the file the app was recognised by, for an app with no privacy code), every rule
/// tagged MASVS-PLATFORM-3 and MASWE-0055.
public enum ScanSARIF {
    static let masweURI = "https://mas.owasp.org/MASWE/MASVS-PLATFORM/MASWE-0055/"

    /// The rules a scan reports on, in this order in the log.
    public static let rules: [SARIF.Rule] =
        [
            SARIF.Rule(
                id: "snapshot-leak",
                shortDescription: "The app switcher's card shows sensitive content",
                fullDescription:
                    "The privacy code found here does not cover the app when the system takes its App Switcher or Recents snapshot, on some device and event the lab audits.",
                helpURI: masweURI, level: .error),
            SARIF.Rule(
                id: "no-snapshot-protection",
                shortDescription: "No privacy code: the app switcher's card shows the app",
                fullDescription:
                    "No code that covers or removes the app's content before the App Switcher or Recents snapshot was found in this app.",
                helpURI: masweURI, level: .error),
            SARIF.Rule(
                id: "unrecognised-lifecycle-code",
                shortDescription: "Lifecycle code the scan could not map",
                fullDescription:
                    "Code in a lifecycle handler changes views or windows in a way the scan does not map to a lab configuration; it is not audited.",
                helpURI: "https://mas.owasp.org/MASVS/controls/MASVS-PLATFORM-3/", level: .note),
        ]
        + Pitfall.allCases.map { pitfall in
            SARIF.Rule(
                id: pitfall.rawValue,
                shortDescription: "Pitfall: " + pitfall.rawValue.replacingOccurrences(of: "-", with: " "),
                fullDescription: capitalised(pitfall.sentence) + ".", helpURI: masweURI, level: .warning)
        }

    /// The log of `reports`.
    public static func log(_ reports: [AppReport]) -> String {
        SARIF.log(tool: "switcherlab", rules: rules, results: reports.flatMap(results))
    }

    /// One app's results: each recognised finding that leaks, each pitfall, each unrecognised
    /// handler; an app with nothing recognised that leaks, at the file it was found by.
    static func results(_ report: AppReport) -> [SARIF.Result] {
        var out: [SARIF.Result] = []
        // recommend's choice and its code, worked out once for every result that cites it.
        let fix = ScanOutput.fix(report).map { ". Fix: \($0.sentence) (`\($0.command)`)" } ?? ""
        for finding in report.findings {
            let file = finding.location.file
            let line = finding.location.line
            guard let configuration = finding.configuration else {
                out.append(
                    .init(
                        ruleID: "unrecognised-lifecycle-code", level: .note,
                        message: "Not mapped, in \(finding.callback): \(finding.unrecognised ?? "")",
                        file: file, line: line))
                continue
            }
            let label = ScanOutput.label(configuration)
            let leaks = leaks(of: finding, in: report)
            if !leaks.isEmpty {
                let message = "\(label) in \(finding.callback) leaks the card: " + leaks + fix
                out.append(
                    .init(ruleID: "snapshot-leak", level: .error, message: message, file: file, line: line))
            }
            for pitfall in finding.pitfalls {
                out.append(
                    .init(
                        ruleID: pitfall.rawValue, level: .warning,
                        message:
                            "\(label) in \(finding.callback): \(pitfall.sentence) (MODEL §\(pitfall.modelSection))",
                        file: file, line: line))
            }
        }
        if !report.findings.contains(where: \.isRecognised), report.leaksAnywhere {
            let message =
                "\(report.app.name): no privacy code found; the card shows the app: "
                + ScanOutput.runs(report.leaks) + fix
            out.append(
                .init(
                    ruleID: "no-snapshot-protection", level: .error, message: message,
                    file: report.app.marker,
                    line: 0))
        }
        return out
    }

    /// `home on iphone (118 cells), switcher on ipad (192 cells)`: where the configuration the
    /// finding was audited as leaks; empty when it leaks nowhere.
    static func leaks(of finding: ScanFinding, in report: AppReport) -> String {
        guard let audited = finding.audited else { return "" }
        let host = Strategies.host(of: audited)?.rawValue
        let rows = report.rows.filter {
            $0.strategy == audited.id && (host == nil || $0.host == host)
                && ($0.legibleSensitiveCells ?? 0) > 0
        }
        return ScanOutput.runs(rows)
    }

    static func capitalised(_ text: String) -> String { text.prefix(1).uppercased() + text.dropFirst() }
}
