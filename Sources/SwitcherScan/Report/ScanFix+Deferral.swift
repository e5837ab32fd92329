/// `scan --fix`'s mend of a cover handed on to the main queue: the snapshot is taken once the
/// handler returns, and the hop puts the cover up a run-loop turn later (MODEL §52). The hop's
/// wrapper goes and its body runs in the handler itself, one level less indented.
extension ScanFix {
    /// The openers of a hop to the main queue the mend takes away, as written alone on a line:
    /// Swift's and Objective-C's.
    static let hopOpeners = ["DispatchQueue.main.async {", "dispatch_async(dispatch_get_main_queue(), ^{"]
    /// The line that closes each, alone.
    static let hopClosers = ["}", "});"]

    /// Takes away the main-queue hop around `up` (the cover's statement), when it is written as
    /// the mend can state line by line: the opener alone on its line, no capture list, the
    /// closer alone on its own, a body whose lines all sit one level in. False, with a sentence
    /// in `notes`, where it is not.
    static func runAtOnce(
        _ up: SourceFact, sources: SourceLines, edits: inout [String: LineEdits], notes: inout [String]
    ) -> Bool {
        let file = up.location.file
        guard let lines = sources.lines(of: file), lines.indices.contains(up.location.line - 1),
            let opener = enclosingHop(of: up.location.line - 1, in: lines)
        else { return false }
        let leftToAPerson =
            "\(file):\(opener + 1): the cover is put up a run-loop turn after the handler returns, after the"
            + " snapshot (MODEL §52), and the hop is not written as the fix can take it away line by line:"
            + " put the cover up in the handler itself by hand"
        let trimmed = lines[opener].trimmingCharacters(in: .whitespaces)
        guard let kind = hopOpeners.firstIndex(of: trimmed) else {
            notes.append(leftToAPerson)
            return false
        }
        let closer = body(of: opener + 1, in: lines).upperBound - 1
        guard closer > opener + 1, closer < lines.count,
            lines[closer].trimmingCharacters(in: .whitespaces) == hopClosers[kind]
        else {
            notes.append(leftToAPerson)
            return false
        }
        // A `return` in the block ends only the block; in the handler it would skip what follows.
        let follows = lines[(closer + 1)...].first { !$0.allSatisfy(\.isWhitespace) }
        if lines[(opener + 1)..<closer].contains(where: { $0.contains("return") }),
            follows?.trimmingCharacters(in: .whitespaces) != "}"
        {
            notes.append(leftToAPerson)
            return false
        }
        // One level: the first line of the body's depth beyond the opener's.
        let inner = (opener + 1..<closer).map { lines[$0] }
        guard let first = inner.first(where: { !$0.allSatisfy(\.isWhitespace) }) else { return false }
        let indent = String(first.prefix { $0 == " " || $0 == "\t" })
        let outer = String(lines[opener].prefix { $0 == " " || $0 == "\t" })
        guard indent.hasPrefix(outer), indent.count > outer.count,
            inner.allSatisfy({ $0.allSatisfy(\.isWhitespace) || $0.hasPrefix(indent) })
        else {
            notes.append(leftToAPerson)
            return false
        }
        let level = indent.count - outer.count
        // One edit from the opener to the closer, so the diff shows the block as a whole.
        let body = inner.map { $0.allSatisfy(\.isWhitespace) ? $0 : String($0.dropFirst(level)) }
        edits[file, default: LineEdits()].add(
            LineEdits.Edit(first: opener + 1, last: closer + 1, lines: body))
        notes.append(
            "\(file):\(opener + 1): the cover was put up a run-loop turn after the handler returns, after the"
                + " snapshot (MODEL §52): it now goes up in the handler itself")
        return true
    }

    /// The line (0-based) of the block that most closely encloses line `index` and hands work
    /// to the main queue, searched up to the method's declaration; nil where there is none.
    static func enclosingHop(of index: Int, in lines: [String]) -> Int? {
        var depth = 0
        for line in stride(from: index - 1, through: max(0, index - 60), by: -1) {
            let text = lines[line]
            let (opens, closes) = braces(in: text)
            depth += closes - opens
            if depth < 0 {
                // A block that encloses the cover: a hop, or something else to look past.
                if text.contains("DispatchQueue.main.async") || text.contains("dispatch_async(") {
                    return line
                }
                depth = 0
            }
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("- (") || text.contains("func ") { return nil }
        }
        return nil
    }
}
