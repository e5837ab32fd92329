import SwitcherCore

/// A frame compared with the rows of text it should show, in the style of ratatui's
/// `assert_buffer`: nil when they match; else the message prints the expected frame and the
/// one got, whole and numbered, the differing rows marked `>`, then each differing row with
/// the column it starts to differ at (`FrameDifference`). Trailing blanks of a row do not
/// count, as in golden files.
///
/// Tests cannot import Testing from here (ARCHITECTURE §3), so a test target wraps it:
///
///     func expectFrame(_ frame: Canvas, _ rows: [String], sourceLocation: SourceLocation = #_sourceLocation) {
///         if let mismatch = FrameMismatch(frame, rows) { Issue.record("\(mismatch)", sourceLocation: sourceLocation) }
///     }
public struct FrameMismatch: CustomStringConvertible {
    public let expected: [String]
    public let got: [String]
    public let difference: FrameDifference

    /// The numbers of the rows that differ, counted from 1.
    public var rows: [Int] { difference.rows.map(\.number) }

    /// `frame` against `expected`; nil when it shows them.
    public init?(_ frame: Canvas, _ expected: [String]) {
        self.init(got: frame.lines, expected: expected)
    }

    /// Rows against rows; nil when they are the same but for trailing blanks.
    public init?(got: [String], expected: [String]) {
        let expected = expected.map(Self.trimmed)
        let got = got.map(Self.trimmed)
        guard
            let difference = FrameDifference(
                expected: expected.joined(separator: "\n"), got: got.joined(separator: "\n"))
        else { return nil }
        self.expected = expected
        self.got = got
        self.difference = difference
    }

    /// nil when `frame` shows `expected`, else the message: for `#expect(… == nil)` or
    /// `Issue.record`.
    public static func message(_ frame: Canvas, _ expected: [String]) -> String? {
        FrameMismatch(frame, expected)?.description
    }

    public var description: String {
        let differing = Set(rows)
        let width = String(max(expected.count, got.count)).count
        func block(_ title: String, _ rows: [String]) -> [String] {
            ["\(title) (\(rows.count) rows):"]
                + rows.enumerated().map { index, row in
                    let number = String(index + 1)
                    let mark = differing.contains(index + 1) ? ">" : " "
                    return "\(mark) \(String(repeating: " ", count: width - number.count))\(number) │\(row)│"
                }
        }
        let numbers = rows.prefix(difference.shownRows).map(String.init).joined(separator: ", ")
        let heading =
            rows.isEmpty
            ? "the frame differs from the expected rows"
            : "the frame differs from the expected rows in row\(rows.count == 1 ? "" : "s") \(numbers)"
                + (rows.count > difference.shownRows ? " …" : "")
        return ([heading] + block("expected", expected) + block("got", got) + [difference.description])
            .joined(separator: "\n")
    }

    private static func trimmed(_ row: String) -> String {
        String(row.reversed().drop { $0 == " " }.reversed())
    }
}
