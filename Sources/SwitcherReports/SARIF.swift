import Foundation
import SwitcherScan

/// SARIF 2.1.0 (OASIS), the format code-scanning services read: one run of one tool, its rules,
/// its results located at `file:line:column`. The JSON is deterministic — keys sorted, rules and
/// results in the order given — so the same scan writes the same bytes. The log carries what
/// GitHub's code scanning reads: each rule's help, precision and security severity, each
/// result's `partialFingerprints`, suppressions, and the run's `automationDetails`.
public enum SARIF {
    /// How serious a result is (SARIF's `level`).
    public enum Level: String, Sendable, Codable {
        case error, warning, note, none
    }

    /// A kind of finding.
    public struct Rule: Sendable {
        /// Stable, e.g. `snapshot-leak`.
        public var id: String
        public var shortDescription: String
        public var fullDescription: String
        public var helpURI: String
        public var level: Level
        /// The standards it checks: MASVS-PLATFORM-3 (the app does not expose sensitive data
        /// through the switcher's snapshot) and MASWE-0055 (sensitive data in the snapshot).
        public var tags: [String]
        /// What to do about it, as text and as Markdown (SARIF's `help`).
        public var helpText: String?
        public var helpMarkdown: String?
        /// `very-high`, `high`, `medium` or `low`: how often a result is right.
        public var precision: String?
        /// GitHub's `security-severity`, a number from 0.0 to 10.0 written as a string.
        public var securitySeverity: String?

        public init(
            id: String, shortDescription: String, fullDescription: String, helpURI: String, level: Level,
            tags: [String] = SARIF.standardTags, helpText: String? = nil, helpMarkdown: String? = nil,
            precision: String? = nil, securitySeverity: String? = nil
        ) {
            self.id = id
            self.shortDescription = shortDescription
            self.fullDescription = fullDescription
            self.helpURI = helpURI
            self.level = level
            self.tags = tags
            self.helpText = helpText
            self.helpMarkdown = helpMarkdown
            self.precision = precision
            self.securitySeverity = securitySeverity
        }
    }

    /// One finding of a rule at `file:line` (line 0: the whole file, no region).
    public struct Result: Sendable {
        public var ruleID: String
        public var level: Level
        public var message: String
        /// Relative to the run's `%SRCROOT%`, `/`-separated.
        public var file: String
        public var line: Int
        /// 1-based; nil: not given.
        public var column: Int?
        /// GitHub's `primaryLocationLineHash`; nil: none.
        public var fingerprint: String?
        /// An in-source suppression's justification (empty: none given); nil: not suppressed.
        public var suppression: String?
        /// The steps that lead to it (`relatedLocations`): file and line, each with a message.
        public var related: [(file: String, line: Int, message: String)] = []

        public init(
            ruleID: String, level: Level, message: String, file: String, line: Int, column: Int? = nil,
            fingerprint: String? = nil, suppression: String? = nil,
            related: [(file: String, line: Int, message: String)] = []
        ) {
            self.related = related
            self.ruleID = ruleID
            self.level = level
            self.message = message
            self.file = file
            self.line = line
            self.column = column
            self.fingerprint = fingerprint
            self.suppression = suppression
        }
    }

    /// The tool that wrote the log and the run's identity.
    public struct Run: Sendable {
        public var tool: String
        public var version: String?
        public var informationURI: String?
        /// The run's category for code scanning (`switcherlab/scan/`).
        public var automationID: String?
        /// The absolute `file:` URI of `%SRCROOT%`, ending in `/`; nil: not written.
        public var sourceRoot: String?

        public init(
            tool: String, version: String? = nil, informationURI: String? = nil, automationID: String? = nil,
            sourceRoot: String? = nil
        ) {
            self.tool = tool
            self.version = version
            self.informationURI = informationURI
            self.automationID = automationID
            self.sourceRoot = sourceRoot
        }
    }

    public static let standardTags = ["MASVS-PLATFORM-3", "MASWE-0055", "security"]
    public static let schemaURI = "https://json.schemastore.org/sarif-2.1.0.json"

    /// The log, as UTF-8 JSON ending in a newline. A result whose rule is not among `rules`
    /// is written without a `ruleIndex`.
    public static func log(
        tool: String, version: String? = nil, informationURI: String? = nil, rules: [Rule], results: [Result]
    ) -> String {
        log(Run(tool: tool, version: version, informationURI: informationURI), rules: rules, results: results)
    }

    /// The log of one run.
    public static func log(_ run: Run, rules: [Rule], results: [Result]) -> String {
        let index = Dictionary(
            rules.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        let driver = Driver(
            name: run.tool, version: run.version, semanticVersion: run.version,
            informationUri: run.informationURI,
            rules: rules.map { rule in
                RuleObject(
                    id: rule.id, name: ruleName(rule.id), shortDescription: Text(text: rule.shortDescription),
                    fullDescription: Text(text: rule.fullDescription), helpUri: rule.helpURI,
                    help: rule.helpText.map { Help(text: $0, markdown: rule.helpMarkdown) },
                    defaultConfiguration: Configuration(level: rule.level),
                    properties: RuleProperties(
                        tags: rule.tags, precision: rule.precision, securitySeverity: rule.securitySeverity))
            })
        let object = Log(
            schema: schemaURI, version: "2.1.0",
            runs: [
                RunObject(
                    tool: Tool(driver: driver),
                    automationDetails: run.automationID.map { AutomationDetails(id: $0) },
                    originalUriBaseIds: run.sourceRoot.map { ["%SRCROOT%": BaseURI(uri: $0)] },
                    results: results.map { result in
                        ResultObject(
                            ruleId: result.ruleID, ruleIndex: index[result.ruleID], level: result.level,
                            message: Text(text: result.message),
                            locations: [
                                Location(
                                    physicalLocation: PhysicalLocation(
                                        artifactLocation: ArtifactLocation(
                                            uri: uri(result.file), uriBaseId: "%SRCROOT%"),
                                        region: result.line > 0
                                            ? Region(startLine: result.line, startColumn: result.column) : nil
                                    ))
                            ],
                            relatedLocations: result.related.isEmpty
                                ? nil
                                : result.related.enumerated().map { index, step in
                                    RelatedLocation(
                                        id: index + 1,
                                        physicalLocation: PhysicalLocation(
                                            artifactLocation: ArtifactLocation(
                                                uri: uri(step.file), uriBaseId: "%SRCROOT%"),
                                            region: step.line > 0
                                                ? Region(startLine: step.line, startColumn: nil) : nil),
                                        message: Text(text: step.message))
                                },
                            partialFingerprints: result.fingerprint.map { ["primaryLocationLineHash": $0] },
                            suppressions: result.suppression.map {
                                [SuppressionObject(kind: "inSource", justification: $0.isEmpty ? nil : $0)]
                            })
                    },
                    columnKind: "utf16CodeUnits")
            ])
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        // Plain strings and integers: encoding never fails.
        guard let data = try? encoder.encode(object) else { return "{}\n" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// `snapshot-leak` → `SnapshotLeak`: the rule's name, as SARIF's examples spell names.
    static func ruleName(_ id: String) -> String {
        id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// A relative path as a URI reference: each segment percent-encoded.
    static func uri(_ path: String) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~!$&'()*+,;=:@")
        return path.split(separator: "/", omittingEmptySubsequences: false).map {
            String($0).addingPercentEncoding(withAllowedCharacters: allowed) ?? ""
        }.joined(separator: "/")
    }

    /// A directory's absolute path as a `file:` URI ending in `/`.
    public static func directoryURI(_ path: String) -> String {
        var uri = URL(fileURLWithPath: path, isDirectory: true).absoluteString
        if !uri.hasSuffix("/") { uri += "/" }
        return uri
    }

    // The log's shape; the names are SARIF's.

    private struct Log: Encodable {
        var schema: String
        var version: String
        var runs: [RunObject]
        enum CodingKeys: String, CodingKey {
            case schema = "$schema"
            case version, runs
        }
    }
    private struct RunObject: Encodable {
        var tool: Tool
        var automationDetails: AutomationDetails?
        var originalUriBaseIds: [String: BaseURI]?
        var results: [ResultObject]
        var columnKind: String
    }
    private struct AutomationDetails: Encodable { var id: String }
    private struct BaseURI: Encodable { var uri: String }
    private struct Tool: Encodable { var driver: Driver }
    private struct Driver: Encodable {
        var name: String
        var version: String?
        var semanticVersion: String?
        var informationUri: String?
        var rules: [RuleObject]
    }
    private struct Text: Encodable { var text: String }
    private struct Help: Encodable {
        var text: String
        var markdown: String?
    }
    private struct Configuration: Encodable { var level: Level }
    private struct RuleProperties: Encodable {
        var tags: [String]
        var precision: String?
        var securitySeverity: String?
        enum CodingKeys: String, CodingKey {
            case tags, precision
            case securitySeverity = "security-severity"
        }
    }
    private struct RuleObject: Encodable {
        var id: String
        var name: String
        var shortDescription: Text
        var fullDescription: Text
        var helpUri: String
        var help: Help?
        var defaultConfiguration: Configuration
        var properties: RuleProperties
    }
    private struct ResultObject: Encodable {
        var ruleId: String
        var ruleIndex: Int?
        var level: Level
        var message: Text
        var locations: [Location]
        var relatedLocations: [RelatedLocation]?
        var partialFingerprints: [String: String]?
        var suppressions: [SuppressionObject]?
    }
    private struct SuppressionObject: Encodable {
        var kind: String
        var justification: String?
    }
    private struct Location: Encodable { var physicalLocation: PhysicalLocation }
    private struct RelatedLocation: Encodable {
        var id: Int
        var physicalLocation: PhysicalLocation
        var message: Text
    }
    private struct PhysicalLocation: Encodable {
        var artifactLocation: ArtifactLocation
        var region: Region?
    }
    private struct ArtifactLocation: Encodable {
        var uri: String
        var uriBaseId: String
    }
    private struct Region: Encodable {
        var startLine: Int
        var startColumn: Int?
    }
}
