/// `scan --fix`'s mend of a cover a background callback hands on to the main queue: the
/// snapshot is taken once the callback returns, and the hop puts the cover up a run-loop turn
/// later (MODEL §52). The hop's wrapper goes and its body runs in the method itself, one level
/// less indented. A hop from willResignActive is in time (MODEL §52) and is left as it is.
extension ScanFix {
    /// The openers of a hop to the main queue the mend takes away, as written alone on a line:
    /// Swift's and Objective-C's.
    static let hopOpeners = ["DispatchQueue.main.async {", "dispatch_async(dispatch_get_main_queue(), ^{"]
    /// The line that closes each, alone.
    static let hopClosers = ["}", "});"]

    /// Takes away the main-queue hop around `up` (the cover's statement), when it is written as
    /// the mend can state line by line: the hop a statement of a method itself (not of another
    /// block, which may run on another queue or be an observer's closure), the opener alone on
    /// its line with no capture list, the closer alone on its own, a body whose lines all sit
    /// one level in, no `return` in it unless the hop ends the method. The lines it replaced
    /// (1-based); nil, with a sentence in `notes`, where it changed nothing.
    static func runAtOnce(
        _ up: SourceFact, sources: SourceLines, edits: inout [String: LineEdits], notes: inout [String]
    ) -> ClosedRange<Int>? {
        let file = up.location.file
        guard let lines = sources.lines(of: file), lines.indices.contains(up.location.line - 1) else {
            return nil
        }
        let hop = enclosingHop(of: up.location.line - 1, in: lines)
        let leftToAPerson =
            "\(file):\((hop ?? up.location.line - 1) + 1): the cover is put up a run-loop turn after the"
            + " background callback returns, after the snapshot (MODEL §52), and the hop is not written as the"
            + " fix can take it away line by line: put the cover up in the callback itself by hand"
        guard let opener = hop,
            let kind = hopOpeners.firstIndex(of: lines[opener].trimmingCharacters(in: .whitespaces))
        else {
            notes.append(leftToAPerson)
            return nil
        }
        let closer = body(of: opener + 1, in: lines).upperBound - 1
        let follows = lines[min(lines.count, closer + 1)...].first { !$0.allSatisfy(\.isWhitespace) }
        let endsMethod = follows?.trimmingCharacters(in: .whitespaces) == "}"
        // The body: one level in from the opener, whatever mix of tabs and spaces.
        let inner = closer > opener + 1 ? lines[(opener + 1)..<closer].map { $0 } : []
        let outer = indentation(of: lines[opener])
        let indent = inner.first { !$0.allSatisfy(\.isWhitespace) }.map(indentation(of:))
        let touched = (edits[file]?.edits ?? []).contains {
            $0.first <= closer + 1 && max($0.last, $0.first - 1) >= opener + 1
        }
        guard closer < lines.count, lines[closer].trimmingCharacters(in: .whitespaces) == hopClosers[kind],
            let indent, indent.hasPrefix(outer), indent.count > outer.count,
            inner.allSatisfy({ $0.allSatisfy(\.isWhitespace) || $0.hasPrefix(indent) }),
            // A `return` in the block ends only the block; in the method it would skip what follows.
            endsMethod || !inner.contains(where: { $0.contains("return") }),
            !touched
        else {
            notes.append(leftToAPerson)
            return nil
        }
        // One edit from the opener to the closer, so the diff shows the block as a whole.
        let body = inner.map { $0.allSatisfy(\.isWhitespace) ? $0 : outer + $0.dropFirst(indent.count) }
        edits[file, default: LineEdits()].add(
            LineEdits.Edit(first: opener + 1, last: closer + 1, lines: body))
        notes.append(
            "\(file):\(opener + 1): the cover was put up a run-loop turn after the background callback returns,"
                + " after the snapshot (MODEL §52): it now goes up in the method itself")
        return (opener + 1)...(closer + 1)
    }

    /// The line (0-based) of the main-queue hop that encloses line `index` and is itself a
    /// statement of the method declared above it; nil where the nearest enclosing block is no
    /// hop, or the hop sits in another block.
    static func enclosingHop(of index: Int, in lines: [String]) -> Int? {
        var depth = 0
        var hop: Int? = nil
        for line in stride(from: index - 1, through: max(0, index - 60), by: -1) {
            let text = lines[line]
            let (opens, closes) = braces(in: text)
            depth += closes - opens
            guard depth < 0 else { continue }
            // A block that encloses the cover: the hop, then the method that holds it.
            let declaresMethod =
                text.trimmingCharacters(in: .whitespaces).hasPrefix("- (") || text.contains("func ")
            if let hop { return declaresMethod ? hop : nil }
            guard text.contains("DispatchQueue.main.async") || text.contains("dispatch_async(") else {
                return nil
            }
            hop = line
            depth = 0
        }
        return nil
    }
}
