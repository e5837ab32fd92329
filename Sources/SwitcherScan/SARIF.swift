import Foundation

/// SARIF 2.1.0 (OASIS), the format code-scanning services read: one run of one tool, its rules,
/// its results located at `file:line`. The JSON is deterministic — keys sorted, rules and
/// results in the order given — so the same scan writes the same bytes.
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

        public init(
            id: String, shortDescription: String, fullDescription: String, helpURI: String, level: Level,
            tags: [String] = SARIF.standardTags
        ) {
            self.id = id
            self.shortDescription = shortDescription
            self.fullDescription = fullDescription
            self.helpURI = helpURI
            self.level = level
            self.tags = tags
        }
    }

    /// One finding of a rule at `file:line` (line 0: the whole file).
    public struct Result: Sendable {
        public var ruleID: String
        public var level: Level
        public var message: String
        /// Relative to the scanned directory, `/`-separated.
        public var file: String
        public var line: Int

        public init(ruleID: String, level: Level, message: String, file: String, line: Int) {
            self.ruleID = ruleID
            self.level = level
            self.message = message
            self.file = file
            self.line = line
        }
    }

    public static let standardTags = ["MASVS-PLATFORM-3", "MASWE-0055", "security"]
    public static let schemaURI = "https://json.schemastore.org/sarif-2.1.0.json"

    /// The log, as UTF-8 JSON ending in a newline. A result whose rule is not among `rules`
    /// is written without a `ruleIndex`.
    public static func log(
        tool: String, version: String? = nil, informationURI: String? = nil, rules: [Rule], results: [Result]
    ) -> String {
        let index = Dictionary(
            rules.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        let log = Log(
            schema: schemaURI, version: "2.1.0",
            runs: [
                Run(
                    tool: Tool(
                        driver: Driver(
                            name: tool, version: version, informationUri: informationURI,
                            rules: rules.map {
                                RuleObject(
                                    id: $0.id, shortDescription: Text(text: $0.shortDescription),
                                    fullDescription: Text(text: $0.fullDescription), helpUri: $0.helpURI,
                                    defaultConfiguration: Configuration(level: $0.level),
                                    properties: Properties(tags: $0.tags))
                            })),
                    results: results.map {
                        ResultObject(
                            ruleId: $0.ruleID, ruleIndex: index[$0.ruleID], level: $0.level,
                            message: Text(text: $0.message),
                            locations: [
                                Location(
                                    physicalLocation: PhysicalLocation(
                                        artifactLocation: ArtifactLocation(
                                            uri: uri($0.file), uriBaseId: "%SRCROOT%"),
                                        region: $0.line > 0 ? Region(startLine: $0.line) : nil))
                            ])
                    },
                    columnKind: "utf16CodeUnits")
            ])
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(log) else { return "{}\n" }  // plain strings and integers: never
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// A relative path as a URI reference: each segment percent-encoded.
    static func uri(_ path: String) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~!$&'()*+,;=:@")
        return path.split(separator: "/", omittingEmptySubsequences: false).map {
            String($0).addingPercentEncoding(withAllowedCharacters: allowed) ?? ""
        }.joined(separator: "/")
    }

    // The log's shape; the names are SARIF's.

    private struct Log: Encodable {
        var schema: String
        var version: String
        var runs: [Run]
        enum CodingKeys: String, CodingKey {
            case schema = "$schema"
            case version, runs
        }
    }
    private struct Run: Encodable {
        var tool: Tool
        var results: [ResultObject]
        var columnKind: String
    }
    private struct Tool: Encodable { var driver: Driver }
    private struct Driver: Encodable {
        var name: String
        var version: String?
        var informationUri: String?
        var rules: [RuleObject]
    }
    private struct Text: Encodable { var text: String }
    private struct Configuration: Encodable { var level: Level }
    private struct Properties: Encodable { var tags: [String] }
    private struct RuleObject: Encodable {
        var id: String
        var shortDescription: Text
        var fullDescription: Text
        var helpUri: String
        var defaultConfiguration: Configuration
        var properties: Properties
    }
    private struct ResultObject: Encodable {
        var ruleId: String
        var ruleIndex: Int?
        var level: Level
        var message: Text
        var locations: [Location]
    }
    private struct Location: Encodable { var physicalLocation: PhysicalLocation }
    private struct PhysicalLocation: Encodable {
        var artifactLocation: ArtifactLocation
        var region: Region?
    }
    private struct ArtifactLocation: Encodable {
        var uri: String
        var uriBaseId: String
    }
    private struct Region: Encodable { var startLine: Int }
}
