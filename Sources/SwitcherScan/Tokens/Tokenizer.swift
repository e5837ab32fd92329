// A tokenizer for the C family (Objective-C, Kotlin, Java, Gradle): enough of each to find
// classes, methods, calls and their arguments, never a parser. It reads any bytes: an
// unterminated string or comment ends at the end of the line or file, every step consumes
// at least one byte, and nesting (Kotlin's comments and string templates) is bounded.

/// One token of source.
public struct Token: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// A name or keyword; Objective-C's `@implementation`, an annotation's `@Override`.
        case identifier
        case number
        /// A string literal, quotes and all (`"a"`, `@"a"`, `"""a"""`).
        case string
        case character
        /// One or two characters: `{`, `->`, `>=`, `?.`.
        case punctuation
    }

    public var kind: Kind
    public var text: String
    /// 1-based.
    public var line: Int

    /// `;`, `{` or `}`: where a token reader ends the statement under way.
    public var endsStatement: Bool { kind == .punctuation && (text == ";" || text == "{" || text == "}") }

    /// The literal's value (`0.3`, `1234`, `300L`, `0.5f`), or nil.
    public var number: Double? {
        guard kind == .number else { return nil }
        var digits = text.replacingOccurrences(of: "_", with: "")
        if digits.hasPrefix("0x") || digits.hasPrefix("0X") {
            return UInt64(String(digits.dropFirst(2).filter(\.isHexDigit)), radix: 16).map { Double($0) }
        }
        while let last = digits.last, "fFdDlLuU".contains(last) { digits.removeLast() }
        return Double(digits)
    }

    /// A string literal's contents without its quotes (escapes as written).
    public var stringContents: String? {
        guard kind == .string else { return nil }
        var body = Substring(text)
        if body.hasPrefix("@") { body = body.dropFirst() }
        let quotes = body.hasPrefix("\"\"\"") ? 3 : 1
        body = body.dropFirst(quotes)
        if body.hasSuffix(String(repeating: "\"", count: quotes)) { body = body.dropLast(quotes) }
        return String(body)
    }
}

/// A file's tokens, each opening bracket's partner, and its lines for snippets.
public struct TokenStream: Sendable {
    public let tokens: [Token]
    /// For each `(`, `[`, `{`: the index of the bracket that closes it, or the last index
    /// when none does; -1 for every other token.
    public let partner: [Int]
    /// The deepest nesting of brackets in the file.
    public let depth: Int
    private let lines: [Substring]

    public init(_ text: String, dialect: Dialect) {
        var lexer = Lexer(bytes: Array(text.utf8), dialect: dialect)
        tokens = lexer.run()
        (partner, depth) = Self.pair(tokens)
        lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    }

    private init(tokens: [Token], partner: [Int], depth: Int, lines: [Substring]) {
        self.tokens = tokens
        self.partner = partner
        self.depth = depth
        self.lines = lines
    }

    /// The same stream with the names `rename` gives in place of some (C#'s `SetFlags` read as
    /// Java's `setFlags`): brackets, lines and positions unchanged.
    func renamed(_ rename: (Int) -> String?) -> TokenStream {
        var renamed = tokens
        for index in tokens.indices where tokens[index].kind == .identifier {
            if let name = rename(index) { renamed[index].text = name }
        }
        return TokenStream(tokens: renamed, partner: partner, depth: depth, lines: lines)
    }

    /// The brackets a token reader follows open at once: past this a file is not read
    /// (`not read: too deeply nested`), so that the work per token stays bounded.
    public static let maximumDepth = 256

    /// The reason a file's tokens are not read, or nil.
    public var refusal: String? { depth > Self.maximumDepth ? "too deeply nested" : nil }

    /// The tokens directly inside the bracket at `open` (not inside brackets nested in it), at
    /// most `limit` of them: linear in the bracket's own tokens however deeply its arguments
    /// nest (`dispatch_async(q, ^{ dispatch_async(q, ^{ … }) })`).
    public func topLevel(_ open: Int, limit: Int = 256) -> [Int] {
        let close = close(open)
        var out: [Int] = []
        var at = open + 1
        while at < close && out.count < limit {
            out.append(at)
            if tokens[at].kind == .punctuation, ["(", "[", "{"].contains(tokens[at].text) {
                at = max(self.close(at), at) + 1
            } else {
                at += 1
            }
        }
        return out
    }

    /// The first argument of the call whose `(` is at `open`: up to the first comma at its
    /// own level, as a range of token indices.
    public func firstArgument(_ open: Int) -> Range<Int> {
        let top = topLevel(open)
        let end = top.first { tokens[$0].text == "," } ?? close(open)
        return (open + 1)..<max(open + 1, end)
    }

    public var count: Int { tokens.count }
    public subscript(index: Int) -> Token { tokens[index] }

    /// The token's text, or "" past either end.
    public func text(_ index: Int) -> String {
        index >= 0 && index < tokens.count ? tokens[index].text : ""
    }

    /// The source line, untrimmed, at most `SourceFact.maximumText` characters; "" out of
    /// range. A fact quotes its line: a line of a megabyte quoted by each of its thousands of
    /// facts would copy it as many times.
    public func line(_ number: Int) -> String {
        number >= 1 && number <= lines.count ? String(lines[number - 1].prefix(SourceFact.maximumText)) : ""
    }

    /// The closing partner of the bracket at `index`, or `index` itself when it opens nothing.
    public func close(_ index: Int) -> Int {
        index >= 0 && index < partner.count && partner[index] >= 0 ? partner[index] : index
    }

    private static func pair(_ tokens: [Token]) -> ([Int], Int) {
        var partner = [Int](repeating: -1, count: tokens.count)
        var open: [(index: Int, closer: String)] = []
        var depth = 0
        for (index, token) in tokens.enumerated() where token.kind == .punctuation {
            switch token.text {
            case "(", "[", "{":
                open.append((index, token.text == "(" ? ")" : token.text == "[" ? "]" : "}"))
                depth = max(depth, open.count)
            case ")", "]", "}":
                // A closer that matches an opener a few levels up closes those between it; one
                // that matches none nearby is stray and ignored. Bounded: linear in all.
                guard let depth = open.suffix(8).lastIndex(where: { $0.closer == token.text }) else {
                    continue
                }
                while open.count > depth {
                    partner[open.removeLast().index] = index
                }
            default: continue
            }
        }
        for unclosed in open { partner[unclosed.index] = max(tokens.count - 1, unclosed.index) }
        return (partner, depth)
    }
}

private struct Lexer {
    let bytes: [UInt8]
    let dialect: Dialect
    var at = 0
    var line = 1
    var tokens: [Token] = []

    init(bytes: [UInt8], dialect: Dialect) {
        self.bytes = bytes
        self.dialect = dialect
    }

    static let twoCharacter: Set<String> = [
        "->", ">=", "<=", "==", "!=", "?.", "::", "&&", "||", "+=", "-=", "?:", "!!", "=>",
    ]

    func peek(_ offset: Int = 0) -> UInt8 { at + offset < bytes.count ? bytes[at + offset] : 0 }

    static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F || byte == 0x24
            || byte >= 0x80
    }

    static func isIdentifierByte(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || (byte >= 0x30 && byte <= 0x39)
    }

    static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    mutating func advance() {
        if bytes[at] == 0x0A { line += 1 }
        at += 1
    }

    mutating func emit(_ kind: Token.Kind, from start: Int, line startLine: Int) {
        tokens.append(
            Token(kind: kind, text: String(decoding: bytes[start..<at], as: UTF8.self), line: startLine))
    }

    mutating func run() -> [Token] {
        while at < bytes.count {
            let byte = bytes[at]
            let start = at
            let startLine = line
            if byte <= 0x20 || byte == 0x7F {
                advance()
            } else if byte == 0x2F && peek(1) == 0x2F {  // line comment
                while at < bytes.count && bytes[at] != 0x0A { at += 1 }
            } else if byte == 0x2F && peek(1) == 0x2A {  // block comment
                skipBlockComment()
            } else if byte == 0x23 && dialect.objectiveC && atLineStart(start) {  // directive
                skipDirective()
            } else if dialect.verbatimStrings, let quote = verbatimQuote() {  // C#'s @"…"
                at = quote + 1
                while at < bytes.count {
                    if bytes[at] == 0x22 {
                        if peek(1) == 0x22 {
                            at += 2
                            continue
                        }
                        at += 1
                        break
                    }
                    advance()
                }
                emit(.string, from: start, line: startLine)
            } else if byte == 0x40 && dialect.objectiveC && peek(1) == 0x22 {  // @"…"
                at += 1
                skipString(depth: 0)
                emit(.string, from: start, line: startLine)
            } else if byte == 0x22 {
                skipString(depth: 0)
                emit(.string, from: start, line: startLine)
            } else if byte == 0x27 && dialect.singleQuotedStrings {
                at += 1
                while at < bytes.count && bytes[at] != 0x0A && bytes[at] != 0x27 {
                    at += bytes[at] == 0x5C ? 2 : 1
                }
                if at < bytes.count && bytes[at] == 0x27 { at += 1 }
                at = min(at, bytes.count)
                emit(.character, from: start, line: startLine)
            } else if byte == 0x27 {
                skipCharacter()
                emit(.character, from: start, line: startLine)
            } else if Self.isDigit(byte) || (byte == 0x2E && Self.isDigit(peek(1))) {
                skipNumber()
                emit(.number, from: start, line: startLine)
            } else if Self.isIdentifierStart(byte) || (byte == 0x40 && Self.isIdentifierStart(peek(1))) {
                at += 1
                while at < bytes.count && Self.isIdentifierByte(bytes[at]) { at += 1 }
                emit(.identifier, from: start, line: startLine)
            } else {
                let pair = at + 1 < bytes.count ? String(decoding: bytes[at...at + 1], as: UTF8.self) : ""
                at += Self.twoCharacter.contains(pair) ? 2 : 1
                emit(.punctuation, from: start, line: startLine)
            }
        }
        return tokens
    }

    /// The opening quote of a verbatim string starting here (`@"`, `$@"`, `@$"`), or nil.
    func verbatimQuote() -> Int? {
        switch (peek(), peek(1), peek(2)) {
        case (0x40, 0x22, _): return at + 1
        case (0x24, 0x40, 0x22), (0x40, 0x24, 0x22): return at + 2
        default: return nil
        }
    }

    func atLineStart(_ index: Int) -> Bool {
        var back = index - 1
        while back >= 0 && (bytes[back] == 0x20 || bytes[back] == 0x09) { back -= 1 }
        return back < 0 || bytes[back] == 0x0A
    }

    mutating func skipBlockComment() {
        at += 2
        var depth = 1
        while at < bytes.count && depth > 0 {
            if bytes[at] == 0x2A && peek(1) == 0x2F {
                depth -= 1
                at += 2
            } else if dialect.nestedComments && bytes[at] == 0x2F && peek(1) == 0x2A && depth < 64 {
                depth += 1
                at += 2
            } else {
                advance()
            }
        }
    }

    /// To the end of the line, and of the next while a line ends in `\`.
    mutating func skipDirective() {
        while at < bytes.count && bytes[at] != 0x0A {
            if bytes[at] == 0x5C && peek(1) == 0x0A { advance() }
            if bytes[at] == 0x2F && peek(1) == 0x2A {
                skipBlockComment()
                continue
            }
            advance()
        }
    }

    /// From the opening quote past the closing one. A one-line string ends at the line's
    /// end when unterminated; a `"""` string, at the file's.
    mutating func skipString(depth: Int) {
        let triple = dialect.tripleQuotedStrings && peek(1) == 0x22 && peek(2) == 0x22
        at += triple ? 3 : 1
        while at < bytes.count {
            let byte = bytes[at]
            if triple {
                if byte == 0x22 && peek(1) == 0x22 && peek(2) == 0x22 {
                    at += 3
                    while at < bytes.count && bytes[at] == 0x22 { at += 1 }  // `""""` ends later
                    return
                }
            } else {
                if byte == 0x0A { return }
                if byte == 0x22 {
                    at += 1
                    return
                }
                if byte == 0x5C {
                    at += 1
                    if at < bytes.count && bytes[at] != 0x0A { at += 1 }
                    continue
                }
            }
            if dialect.templates && byte == 0x24 && peek(1) == 0x7B {
                at += 2
                skipTemplate(depth: depth + 1)
                continue
            }
            advance()
        }
    }

    /// A `${…}` template's expression, with the strings inside it, to its closing brace.
    mutating func skipTemplate(depth: Int) {
        var braces = 1
        while at < bytes.count {
            let byte = bytes[at]
            if byte == 0x22 && depth < 16 {
                skipString(depth: depth)
                continue
            }
            if byte == 0x7B { braces += 1 }
            if byte == 0x7D {
                braces -= 1
                if braces == 0 {
                    at += 1
                    return
                }
            }
            if byte == 0x0A && braces == 1 && depth >= 16 { return }
            advance()
        }
    }

    mutating func skipCharacter() {
        at += 1
        var length = 0
        while at < bytes.count && bytes[at] != 0x0A && length < 16 {
            if bytes[at] == 0x5C {
                at += 1
                length += 1
                if at < bytes.count && bytes[at] != 0x0A { at += 1 }
                continue
            }
            if bytes[at] == 0x27 {
                at += 1
                return
            }
            at += 1
            length += 1
        }
    }

    mutating func skipNumber() {
        while at < bytes.count {
            let byte = bytes[at]
            if Self.isIdentifierByte(byte) && byte < 0x80 || byte == 0x2E && Self.isDigit(peek(1)) {
                let exponent = (byte == 0x65 || byte == 0x45) && (peek(1) == 0x2B || peek(1) == 0x2D)
                at += exponent ? 2 : 1
            } else {
                return
            }
        }
    }
}
