/// Edits of a file's lines, and the unified diff (`diff -u`, what `git apply` and `patch -p1`
/// read) that makes them.
public struct LineEdits: Sendable {
    /// One edit of the original file: its lines `first...last` (1-based; `last == first - 1`
    /// for an insertion before `first`) replaced by `lines`.
    public struct Edit: Sendable {
        public var first: Int
        public var last: Int
        public var lines: [String]

        /// Replaces line `line` (empty `lines`: deletes it).
        public static func replace(_ line: Int, with lines: [String]) -> Edit {
            Edit(first: line, last: line, lines: lines)
        }

        /// Inserts `lines` after line `line` (0: at the top).
        public static func insert(after line: Int, _ lines: [String]) -> Edit {
            Edit(first: line + 1, last: line, lines: lines)
        }
    }

    public var edits: [Edit] = []

    public init() {}

    public mutating func add(_ edit: Edit) {
        // Two edits of one line: the first wins (a line renamed once).
        guard
            !edits.contains(where: { $0.first == edit.first && $0.last == edit.last && $0.last >= $0.first })
        else { return }
        edits.append(edit)
    }

    /// The unified diff of `path` (its original `lines`) with these edits, three lines of
    /// context; empty when there is none.
    public func diff(path: String, lines original: [String], context: Int = 3) -> String {
        let edits = edits.sorted { ($0.first, $0.last) < ($1.first, $1.last) }
        guard !edits.isEmpty else { return "" }
        // Edits whose contexts touch make one hunk.
        var groups: [[Edit]] = []
        for edit in edits {
            if let last = groups.last?.last, edit.first - max(last.last, last.first - 1) <= 2 * context + 1 {
                groups[groups.count - 1].append(edit)
            } else {
                groups.append([edit])
            }
        }
        var out = "--- a/\(path)\n+++ b/\(path)\n"
        var shift = 0
        for group in groups {
            let start = max(1, group[0].first - context)
            let end = min(original.count, max(group.last!.last, group.last!.first - 1) + context)
            var body: [String] = []
            var line = start
            var newCount = 0
            for edit in group {
                while line < edit.first {
                    body.append(" " + original[line - 1])
                    line += 1
                    newCount += 1
                }
                while line <= edit.last {
                    body.append("-" + original[line - 1])
                    line += 1
                }
                for added in edit.lines { body.append("+" + added) }
                newCount += edit.lines.count
            }
            while line <= end {
                body.append(" " + original[line - 1])
                line += 1
                newCount += 1
            }
            let oldCount = end - start + 1
            out +=
                "@@ -\(start),\(oldCount) +\(start + shift),\(newCount) @@\n" + body.joined(separator: "\n")
                + "\n"
            shift += newCount - oldCount
        }
        return out
    }
}
