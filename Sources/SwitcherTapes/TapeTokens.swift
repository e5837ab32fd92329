import SwitcherCore

/// One word of a tape line: bare, or a double-quoted string (which may hold spaces and `#`).
enum TapeToken: Hashable {
    case word(String)
    case quoted(String)

    var text: String {
        switch self {
        case .word(let text), .quoted(let text): return text
        }
    }

    var isQuoted: Bool {
        if case .quoted = self { return true }
        return false
    }

    /// As written, for messages.
    var written: String {
        switch self {
        case .word(let text): return text
        case .quoted(let text): return "\"\(text)\""
        }
    }
}

/// A problem found on one line; the parser adds the file and line.
struct LineProblem: Error {
    let message: String
    init(_ message: String) { self.message = message }
}

/// Splits tape lines into tokens: words separated by spaces or tabs, double-quoted strings,
/// and a `#` that starts a word begins a comment to the end of the line.
enum TapeTokenizer {
    static func tokens(_ line: String) throws(LineProblem) -> [TapeToken] {
        if let bad = line.unicodeScalars.first(where: { TerminalSafeText.isControl($0) && $0 != "\t" }) {
            throw LineProblem("control character \(TerminalSafeText.codePoints(Character(bad))) in the line")
        }
        var tokens: [TapeToken] = []
        var rest = Substring(line)
        while true {
            rest = rest.drop { $0 == " " || $0 == "\t" }
            guard let first = rest.first else { break }
            if first == "#" { break }
            if first == "\"" {
                let body = rest.dropFirst()
                guard let close = body.firstIndex(of: "\"") else {
                    throw LineProblem("missing closing quote after \(rest)")
                }
                tokens.append(.quoted(String(body[..<close])))
                rest = body[body.index(after: close)...]
                if let next = rest.first, next != " " && next != "\t" {
                    throw LineProblem("expected a space after the closing quote of \"\(body[..<close])\"")
                }
            } else {
                let end = rest.firstIndex { $0 == " " || $0 == "\t" } ?? rest.endIndex
                let word = rest[..<end]
                if word.contains("\"") {
                    throw LineProblem("stray quote in '\(word)' (quote whole names: \"Medical ID\")")
                }
                tokens.append(.word(String(word)))
                rest = rest[end...]
            }
        }
        return tokens
    }
}

/// The tape's value notations: durations, comparisons, sizes.
enum TapeValues {
    /// `500ms`, `1.5s`, `2s`: digits, an optional fraction, then `ms` or `s`; at most an hour
    /// (`Interval(written:)`).
    static func duration(_ text: String) -> Interval? { Interval(written: text) }

    /// Digits with at most one `.` between digits.
    static func isDecimal(_ text: Substring) -> Bool { Interval.isDecimal(text) }

    /// `0`, `>N`, `>=N`, `<N`, `<=N`.
    static func comparison(_ text: String) -> Comparison? {
        let operators: [(String, (Int) -> Comparison)] = [
            (">=", Comparison.greaterOrEqual), ("<=", Comparison.lessOrEqual), (">", Comparison.greater),
            ("<", Comparison.less), ("", Comparison.equal),
        ]
        for (prefix, make) in operators where text.hasPrefix(prefix) {
            let digits = text.dropFirst(prefix.count)
            guard !digits.isEmpty, digits.count <= 7, digits.allSatisfy({ $0.isASCII && $0.isNumber }),
                let value = Int(digits)
            else { return nil }
            return make(value)
        }
        return nil
    }

    /// `120x40`.
    static func size(_ text: String) -> Size? {
        let parts = text.split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2,
            parts.allSatisfy({ !$0.isEmpty && $0.count <= 4 && $0.allSatisfy { $0.isASCII && $0.isNumber } }),
            let width = Int(parts[0]), let height = Int(parts[1])
        else { return nil }
        return Size(width: width, height: height)
    }
}
