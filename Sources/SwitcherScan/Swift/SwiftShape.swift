/// A look at a Swift file's bytes before the parser reads it: how deeply its brackets and its
/// `#if` blocks nest. swift-syntax's parser looks ahead on each nested bracket to decide what
/// it opens (a type, an attribute's argument, a collection), so its time grows exponentially
/// with the nesting: 26 `[` take seconds, a few more take days. Real code nests a few levels
/// of these; a file past the limit is not handed to the parser at all.
///
/// The look skips comments and the text of string literals, but not their interpolations
/// (`"\(…)"`), which the parser reads as code; an unclosed string or comment ends the look
/// where the parser's view would too. Closing brackets that close nothing are ignored.
struct SwiftShape {
    /// The deepest nesting of `(`, `[` and `<` (after a name, as a generic argument list
    /// opens) met, counted together.
    var brackets = 0
    /// The deepest nesting of `{`.
    var braces = 0
    /// The deepest nesting of `#if` blocks.
    var conditionals = 0

    init(_ bytes: [UInt8]) {
        var scanner = Scanner(bytes: bytes)
        scanner.run()
        brackets = scanner.maxBrackets
        braces = scanner.maxBraces
        conditionals = scanner.maxConditionals
    }

    private struct Scanner {
        let bytes: [UInt8]
        var at = 0
        /// Open brackets, innermost last: `(`, `[`, `<`, `{`, and `"` for an interpolation's
        /// string (its `(` is the entry just below it).
        var open: [UInt8] = []
        var brackets = 0
        var braces = 0
        var maxBrackets = 0
        var maxBraces = 0
        var conditionals = 0
        var maxConditionals = 0

        init(bytes: [UInt8]) { self.bytes = bytes }

        func byte(_ index: Int) -> UInt8 { index < bytes.count ? bytes[index] : 0 }

        static func isNameByte(_ byte: UInt8) -> Bool {
            (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
                || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
                || byte >= 0x80
        }

        mutating func push(_ opener: UInt8) {
            open.append(opener)
            if opener == UInt8(ascii: "{") {
                braces += 1
                maxBraces = max(maxBraces, braces)
            } else {
                brackets += 1
                maxBrackets = max(maxBrackets, brackets)
            }
        }

        /// Closes the innermost `opener` within a few levels, closing those above it (an
        /// unclosed `<` is a comparison, not a generic list).
        mutating func pop(_ opener: UInt8) {
            guard let index = open.suffix(8).lastIndex(of: opener) else { return }
            while open.count > index { removeLast() }
        }

        mutating func removeLast() {
            let removed = open.removeLast()
            if removed == UInt8(ascii: "{") {
                braces -= 1
            } else if removed == UInt8(ascii: "\"") {
                if !strings.isEmpty { strings.removeLast() }
            } else {
                brackets -= 1
            }
        }

        /// `a<b` was a comparison: a `<` still open where a generic list cannot go on.
        mutating func dropComparisons() {
            while open.last == UInt8(ascii: "<") { removeLast() }
        }

        /// Generic clauses met in a row so far (`<a><b>`).
        var clauses = 0
        /// The last byte that was not a blank.
        var lastSignificant: UInt8 = 0

        mutating func run() {
            var lineStart = true
            while at < bytes.count {
                let current = bytes[at]
                defer {
                    if current != UInt8(ascii: " ") && current != UInt8(ascii: "\t")
                        && current != UInt8(ascii: "\n")
                        && current != UInt8(ascii: "\r")
                    {
                        lastSignificant = current
                    }
                }
                switch current {
                case UInt8(ascii: "\n"):
                    lineStart = true
                    at += 1
                    continue
                case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                    at += 1
                    continue
                case UInt8(ascii: "/") where byte(at + 1) == UInt8(ascii: "/"):
                    while at < bytes.count && bytes[at] != UInt8(ascii: "\n") { at += 1 }
                    continue
                case UInt8(ascii: "/") where byte(at + 1) == UInt8(ascii: "*"):
                    skipBlockComment()
                    continue
                case UInt8(ascii: "#") where lineStart:
                    directive()
                case UInt8(ascii: "#"), UInt8(ascii: "\""):
                    if !string() { at += 1 }
                case UInt8(ascii: "{"):
                    dropComparisons()
                    push(current)
                    at += 1
                case UInt8(ascii: ";"), UInt8(ascii: "="), UInt8(ascii: "&"), UInt8(ascii: "|"):
                    dropComparisons()
                    at += 1
                case UInt8(ascii: "("), UInt8(ascii: "["):
                    push(current)
                    at += 1
                case UInt8(ascii: "<") where at > 0 && Self.isNameByte(bytes[at - 1]):
                    clauses = 0
                    push(current)
                    at += 1
                case UInt8(ascii: "<") where lastSignificant == UInt8(ascii: ">"):
                    // `W<a><a><a>…`: generic clauses in a row, which the parser's recovery
                    // reads in time quadratic in their number (found by fuzzing); counted
                    // as nesting.
                    clauses += 1
                    maxBrackets = max(maxBrackets, brackets + clauses)
                    at += 1
                case UInt8(ascii: ")"):
                    if open.last == UInt8(ascii: "\"") {
                        // The end of an interpolation: back into its string.
                        open.removeLast()
                        open.removeLast()
                        brackets -= 1
                        at += 1
                        resumeString()
                    } else {
                        pop(UInt8(ascii: "("))
                        at += 1
                    }
                case UInt8(ascii: "]"):
                    pop(UInt8(ascii: "["))
                    at += 1
                case UInt8(ascii: "}"):
                    dropComparisons()
                    pop(UInt8(ascii: "{"))
                    at += 1
                case UInt8(ascii: ">"):
                    if open.last == UInt8(ascii: "<") { pop(UInt8(ascii: "<")) }
                    at += 1
                default:
                    at += 1
                }
                lineStart = false
            }
        }

        mutating func skipBlockComment() {
            var depth = 0
            while at < bytes.count {
                if bytes[at] == UInt8(ascii: "/") && byte(at + 1) == UInt8(ascii: "*") {
                    depth += 1
                    at += 2
                } else if bytes[at] == UInt8(ascii: "*") && byte(at + 1) == UInt8(ascii: "/") {
                    depth -= 1
                    at += 2
                    if depth == 0 { return }
                } else {
                    at += 1
                }
            }
        }

        /// `#if` opens a block, `#endif` closes one; other directives are words.
        mutating func directive() {
            var end = at + 1
            while end < bytes.count && Self.isNameByte(bytes[end]) { end += 1 }
            let word = bytes[(at + 1)..<end]
            if word.elementsEqual("if".utf8) {
                conditionals += 1
                maxConditionals = max(maxConditionals, conditionals)
            } else if word.elementsEqual("endif".utf8) {
                conditionals = max(conditionals - 1, 0)
            }
            at = end
        }

        /// The string literal at `at` (`"…"`, `"""…"""`, `#"…"#`): its text skipped up to its
        /// end or to an interpolation, whose `(` is pushed above a string marker. False when
        /// no string starts here (a `#` of something else).
        mutating func string() -> Bool {
            var hashes = 0
            var start = at
            while byte(start) == UInt8(ascii: "#") {
                hashes += 1
                start += 1
            }
            guard byte(start) == UInt8(ascii: "\"") else { return false }
            let multiline = byte(start + 1) == UInt8(ascii: "\"") && byte(start + 2) == UInt8(ascii: "\"")
            at = start + (multiline ? 3 : 1)
            strings.append((hashes, multiline))
            resumeString()
            return true
        }

        /// The strings whose interpolations are open, innermost last.
        var strings: [(hashes: Int, multiline: Bool)] = []

        /// Skips string text from `at` to the string's end, or into an interpolation.
        mutating func resumeString() {
            guard let (hashes, multiline) = strings.last else { return }
            while at < bytes.count {
                let current = bytes[at]
                if current == UInt8(ascii: "\\") {
                    var index = at + 1
                    var count = 0
                    while count < hashes && byte(index) == UInt8(ascii: "#") {
                        count += 1
                        index += 1
                    }
                    if count == hashes && byte(index) == UInt8(ascii: "(") {
                        at = index + 1
                        open.append(UInt8(ascii: "("))
                        brackets += 1
                        maxBrackets = max(maxBrackets, brackets)
                        open.append(UInt8(ascii: "\""))
                        return
                    }
                    at = count == hashes ? index + 1 : at + 1
                    continue
                }
                if current == UInt8(ascii: "\n") && !multiline {
                    strings.removeLast()
                    return
                }
                if current == UInt8(ascii: "\"") {
                    let quotes = multiline ? 3 : 1
                    var index = at
                    var matched = true
                    for _ in 0..<quotes {
                        if byte(index) != UInt8(ascii: "\"") { matched = false }
                        index += 1
                    }
                    var count = 0
                    while matched && count < hashes && byte(index) == UInt8(ascii: "#") {
                        count += 1
                        index += 1
                    }
                    if matched && count == hashes {
                        at = index
                        strings.removeLast()
                        return
                    }
                }
                at += 1
            }
            strings.removeLast()
        }
    }
}
