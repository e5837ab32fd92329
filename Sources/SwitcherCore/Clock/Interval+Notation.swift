/// Durations as people write them — in tapes, in timeline words and on the command line:
/// `500ms`, `1.5s`, `2s`. One grammar, so every place accepts and refuses the same text.
extension Interval {
    /// The longest duration the notation accepts (an hour): longer is surely a typo.
    public static let longestWritten = Interval.seconds(3600)

    /// Digits, an optional fraction, then `ms` or `s`; nil for anything else or beyond an hour.
    public init?(written text: String) {
        let number: Substring
        let scale: Double
        if text.hasSuffix("ms") {
            number = text.dropLast(2)
            scale = 0.001
        } else if text.hasSuffix("s") {
            number = text.dropLast()
            scale = 1
        } else {
            return nil
        }
        guard Interval.isDecimal(number), let value = Double(number) else { return nil }
        let interval = Interval.seconds(value * scale)
        guard interval <= .longestWritten else { return nil }
        self = interval
    }

    /// What is wrong with `text` as a duration, for a message: `bad duration '5' (a unit is
    /// needed: 5s or 5ms)`, or the spellings it takes. One rule everywhere: a unit is needed.
    public static func writtenProblem(_ text: String) -> String {
        if isDecimal(Substring(text)) {
            return "bad duration '\(text)' (a unit is needed: \(text)s or \(text)ms)"
        }
        return "bad duration '\(text)' (expected e.g. 500ms, 1.5s or 2s, at most 3600s)"
    }

    /// The interval in milliseconds, as `init(written:)` reads it back: `600ms`, `0.25ms`.
    public var written: String {
        let whole = microseconds / 1000
        let fraction = microseconds % 1000
        guard fraction != 0 else { return "\(whole)ms" }
        let digits = String(fraction + 1000).dropFirst().reversed().drop { $0 == "0" }.reversed()
        return "\(whole).\(String(digits))ms"
    }

    /// Digits with at most one `.` between digits, at most nine on either side.
    public static func isDecimal(_ text: Substring) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count <= 2 else { return false }
        return parts.allSatisfy {
            !$0.isEmpty && $0.count <= 9 && $0.allSatisfy { $0.isASCII && $0.isNumber }
        }
    }
}
