/// The rows in which two plain-text frames differ, each with its number and both versions
/// one above the other, so a failed frame comparison reads without opening any file.
///
///     row 3, from column 8:
///       expected │ Scenes  Bank  │
///       got      │ Scenes  Notes │
///                          ^
public struct FrameDifference: CustomStringConvertible {
    public struct Row: Equatable, Sendable {
        /// Counted from 1, as an editor shows it.
        public let number: Int
        /// Nil where the frame has no such row.
        public let expected: String?
        public let got: String?
        /// Counted from 1: the first character that differs.
        public let column: Int

        public init(number: Int, expected: String?, got: String?, column: Int) {
            self.number = number
            self.expected = expected
            self.got = got
            self.column = column
        }
    }

    public let rows: [Row]
    public let expectedRowCount: Int
    public let gotRowCount: Int
    /// How many differing rows `description` shows before it only counts the rest.
    public var shownRows = 12

    /// Nil when the frames are the same text. A final newline is not a row.
    public init?(expected: String, got: String) {
        guard expected != got else { return nil }
        let expectedRows = Self.rows(expected)
        let gotRows = Self.rows(got)
        var rows: [Row] = []
        for index in 0..<max(expectedRows.count, gotRows.count) {
            let old = index < expectedRows.count ? expectedRows[index] : nil
            let new = index < gotRows.count ? gotRows[index] : nil
            guard old != new else { continue }
            let common = zip(old ?? [], new ?? []).prefix { $0 == $1 }.count
            rows.append(
                Row(
                    number: index + 1, expected: old.map { String($0) }, got: new.map { String($0) },
                    column: common + 1))
        }
        self.rows = rows
        expectedRowCount = expectedRows.count
        gotRowCount = gotRows.count
    }

    public var description: String {
        var lines: [String] = []
        let plural = rows.count == 1 ? "row differs" : "rows differ"
        var heading = "\(rows.count) \(plural)"
        if expectedRowCount != gotRowCount {
            heading += " (expected \(expectedRowCount) rows, got \(gotRowCount))"
        }
        if rows.isEmpty { heading = "the frames differ only in their final newline" }
        lines.append(heading)
        for row in rows.prefix(shownRows) {
            lines.append("row \(row.number), from column \(row.column):")
            lines.append("  expected " + Self.framed(row.expected))
            lines.append("  got      " + Self.framed(row.got))
            lines.append(String(repeating: " ", count: 11 + row.column) + "^")
        }
        if rows.count > shownRows { lines.append("… and \(rows.count - shownRows) more") }
        return lines.joined(separator: "\n")
    }

    /// A row between bars, so trailing spaces show; a missing row says so.
    private static func framed(_ row: String?) -> String {
        row.map { "│\($0)│" } ?? "(no row)"
    }

    private static func rows(_ text: String) -> [[Character]] {
        var rows = text.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0) }
        if text.hasSuffix("\n") { rows.removeLast() }
        return rows
    }
}
