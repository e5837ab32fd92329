import SwitcherCore
import SwitcherScan

extension ScanReading {
    /// What the scan covered, one line: `coverage: 40 files read (38 Swift, 2 Info.plist); not
    /// read: 12 Dart files (searched for the calls of privacy libraries: 12)`.
    public var coverage: String {
        var read: [SourceLanguage: Int] = [:]
        for app in apps { read.merge(app.filesRead, uniquingKeysWith: +) }
        let total = read.values.reduce(0, +)
        var line =
            "coverage: \(total) file\(total == 1 ? "" : "s") read"
            + (read.isEmpty
                ? ""
                : " ("
                    + read.sorted { ($0.value, $1.key.rawValue) > ($1.value, $0.key.rawValue) }
                    .map { "\($0.value) \($0.key)" }.joined(separator: ", ") + ")")
        if !unread.isEmpty {
            line += "; not read: " + SourceTree.describe(unread)
            line += searchedForCalls > 0 ? "; \(searchedForCalls) searched for privacy libraries' calls" : ""
        }
        return line
    }

    /// The coverage as JSON: files read by language, not read by language, searched for calls.
    public var coverageJSON: OrderedJSON {
        var read: [SourceLanguage: Int] = [:]
        for app in apps { read.merge(app.filesRead, uniquingKeysWith: +) }
        return .object([
            .init(
                "read",
                .object(
                    read.sorted { $0.key.rawValue < $1.key.rawValue }.map {
                        .init($0.key.rawValue, .int($0.value))
                    })),
            .init(
                "notRead", .object(unread.sorted { $0.key < $1.key }.map { .init($0.key, .int($0.value)) })),
            .init("searchedForCalls", .int(searchedForCalls)),
        ])
    }
}
