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
        // Two edits of one line: the first wins (a line renamed once); the same insertion twice
        // is made once.
        guard
            !edits.contains(where: {
                $0.first == edit.first && $0.last == edit.last
                    && ($0.last >= $0.first || $0.lines == edit.lines)
            })
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

extension LineEdits {
    /// `lines` with these edits made.
    public func apply(to lines: [String]) -> [String] {
        var out: [String] = []
        var line = 1
        for edit in edits.sorted(by: { ($0.first, $0.last) < ($1.first, $1.last) }) {
            while line < edit.first && line <= lines.count {
                out.append(lines[line - 1])
                line += 1
            }
            out += edit.lines
            line = max(line, edit.last + 1)
        }
        while line <= lines.count {
            out.append(lines[line - 1])
            line += 1
        }
        return out
    }

    /// The edits that turn `old` into `new`: what lies outside their longest common
    /// subsequence of lines. Past `cells` comparisons the middle that differs is replaced whole.
    public static func between(_ old: [String], _ new: [String], cells: Int = 4_000_000) -> LineEdits {
        var prefix = 0
        while prefix < old.count && prefix < new.count && old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix && suffix < new.count - prefix
            && old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
        {
            suffix += 1
        }
        let a = Array(old[prefix..<(old.count - suffix)])
        let b = Array(new[prefix..<(new.count - suffix)])
        var edits = LineEdits()
        if a.isEmpty && b.isEmpty { return edits }
        guard a.count * b.count <= cells, !a.isEmpty, !b.isEmpty else {
            edits.edits.append(Edit(first: prefix + 1, last: prefix + a.count, lines: b))
            return edits
        }
        // lengths[i][j]: the common subsequence of a[i...] and b[j...].
        let width = b.count + 1
        var lengths = [Int32](repeating: 0, count: (a.count + 1) * width)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                lengths[i * width + j] =
                    a[i] == b[j]
                    ? lengths[(i + 1) * width + j + 1] + 1
                    : max(lengths[(i + 1) * width + j], lengths[i * width + j + 1])
            }
        }
        // Walk the table; a run of removed and added lines becomes one edit.
        var (i, j) = (0, 0)
        var pending: Edit?
        func flush() {
            if let edit = pending { edits.edits.append(edit) }
            pending = nil
        }
        while i < a.count || j < b.count {
            if i < a.count && j < b.count && a[i] == b[j] {
                flush()
                i += 1
                j += 1
            } else if j < b.count
                && (i == a.count || lengths[i * width + j + 1] >= lengths[(i + 1) * width + j])
            {
                if pending == nil { pending = Edit(first: prefix + i + 1, last: prefix + i, lines: []) }
                pending?.lines.append(b[j])
                j += 1
            } else {
                if pending == nil { pending = Edit(first: prefix + i + 1, last: prefix + i, lines: []) }
                pending?.last = prefix + i + 1
                i += 1
            }
        }
        flush()
        // An added block that could sit lower (its first line is the line after it) goes as low
        // as it can: after a method's closing brace, not before it.
        for index in edits.edits.indices where edits.edits[index].last == edits.edits[index].first - 1 {
            var edit = edits.edits[index]
            let limit = index + 1 < edits.edits.count ? edits.edits[index + 1].first : old.count + 1
            while edit.first < limit, let top = edit.lines.first, top == old[edit.first - 1] {
                edit.lines = Array(edit.lines.dropFirst()) + [top]
                edit.first += 1
                edit.last += 1
            }
            edits.edits[index] = edit
        }
        return edits
    }

    /// The unified diff that creates `path` with `lines`.
    public static func newFile(path: String, lines: [String]) -> String {
        "--- /dev/null\n+++ b/\(path)\n@@ -0,0 +1,\(lines.count) @@\n"
            + lines.map { "+" + $0 + "\n" }.joined()
    }
}
