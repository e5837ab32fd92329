import SwitcherCore

/// `scan --fix` on Android: FLAG_SECURE added in onPause moved to the Activity's onCreate (or to
/// one added to an Activity that has none), and a clear on every return removed (MODEL §24, §25).
extension ScanFix {
    static func moveFlag(
        _ finding: ScanFinding, report: AppReport, sources: SourceLines, edits: inout [String: LineEdits],
        notes: inout [String]
    ) {
        let file = finding.location.file
        guard let lines = sources.lines(of: file), lines.indices.contains(finding.location.line - 1) else {
            return
        }
        let flag = lines[finding.location.line - 1]
        let handler = finding.facts.first { $0.location == finding.location }?.handler
        // A line that holds more than the flag's statement (`super.onPause(); addFlags(…)`, a
        // method on one line, a call over several lines) cannot move as a line.
        guard standsAlone(flag) else {
            notes.append(
                "\(finding.location): FLAG_SECURE is added in onPause on a line with other code: move it to onCreate"
                    + " by hand (MODEL §24)")
            return
        }
        // Under a switch of the class's own that the app turns on elsewhere: set where it is
        // turned on instead.
        if let handler, clearsOnReturnRemovable(in: file, lines: lines, report: report),
            let switched = flagWhereSwitched(
                flag: finding.location.line, handler: handler.location.line, in: lines, file: file)
        {
            var fileEdits = edits[file, default: LineEdits()]
            for edit in switched.edits { fileEdits.add(edit) }
            notes.append("\(finding.location): " + switched.note)
            removeClearsOnReturn(in: file, lines: lines, report: report, edits: &fileEdits, notes: &notes)
            edits[file] = fileEdits
            return
        }
        // Under a condition (`if (enabled)`), the move would change what the condition decides.
        if let handler, lines.indices.contains(handler.location.line - 1),
            depth(of: flag) > depth(of: lines[handler.location.line - 1]) + 4
        {
            notes.append(
                "\(finding.location): FLAG_SECURE is added in onPause under a condition: move it to onCreate by hand"
                    + " (MODEL §24)")
            return
        }
        // The handler's own class: an Activity's onCreate, after its super call; a plugin's
        // set-up (Cordova's initialize, Capacitor's load), at its top.
        let owner = handler.flatMap { classDeclaration(above: $0.location.line - 1, in: lines) }
        let inClass = owner.map { body(of: $0 + 1, in: lines) } ?? 1...max(1, lines.count)
        let setUp = ["void initialize(", "void pluginInitialize(", "void load(", "fun load("]
        let create =
            lines.indices.first(where: { inClass.contains($0 + 1) && lines[$0].contains("super.onCreate(") })
            ?? lines.indices.first(where: { index in
                handler?.plugin != nil && inClass.contains(index + 1)
                    && setUp.contains(where: lines[index].contains)
                    && lines[index].trimmingCharacters(in: .whitespaces).hasSuffix("{")
            })
        let activity =
            owner.map { isActivityDeclaration(lines[$0..<min(lines.count, $0 + 4)].joined()) } ?? false
        var fileEdits = edits[file, default: LineEdits()]
        let statement = flag.drop { $0 == " " || $0 == "\t" }
        if let create {
            let opening = lines[create].trimmingCharacters(in: .whitespaces).hasSuffix("{")
            let indent = indentation(of: lines[create]) + (opening ? "    " : "")
            fileEdits.add(.replace(finding.location.line, with: []))
            fileEdits.add(.insert(after: create + 1, [indent + statement]))
            notes.append(
                "\(finding.location): FLAG_SECURE added in onPause comes after the thumbnail (MODEL §24): moved to"
                    + " \(opening ? "the plugin's set-up" : "onCreate") (line \(create + 1))")
        } else if let handler, handler.plugin == nil, finding.screen == nil, activity,
            let added = addedOnCreate(statement, before: handler.location.line - 1, in: lines, file: file)
        {
            // An Activity with no onCreate of its own (a base class's): one is added before onPause.
            fileEdits.add(.replace(finding.location.line, with: []))
            for (after, text) in added { fileEdits.add(.insert(after: after, text)) }
            notes.append(
                "\(finding.location): FLAG_SECURE added in onPause comes after the thumbnail (MODEL §24): moved to"
                    + " an onCreate added to the class")
        } else {
            notes.append(
                owner.map { lines[$0..<min(lines.count, $0 + 4)].joined().contains("LifecycleObserver") }
                    ?? false
                    ? "\(finding.location): FLAG_SECURE is added in onPause of a lifecycle observer, no Activity:"
                        + " move it to the Activity's onCreate by hand (MODEL §24)"
                    : "\(finding.location): FLAG_SECURE is added in onPause; this file has no onCreate or plugin set-up"
                        + " to move it to"
            )
            return
        }
        removeClearsOnReturn(in: file, lines: lines, report: report, edits: &fileEdits, notes: &notes)
        edits[file] = fileEdits
    }

    /// The clears of FLAG_SECURE on every return in `file` (onResume, onStart).
    static func clearsOnReturn(in file: String, report: AppReport) -> [SourceFact] {
        report.app.facts.filter {
            $0.location.file == file && $0.action == .secureFlag(.clear)
                && ($0.handler.moment == .becomeActive || $0.handler.moment == .enterForeground)
        }
    }

    /// Whether every clear on return in `file` is a line of its callback's own that can go.
    static func clearsOnReturnRemovable(in file: String, lines: [String], report: AppReport) -> Bool {
        clearsOnReturn(in: file, report: report).allSatisfy {
            body(of: $0.handler.location.line, in: lines).contains($0.location.line)
                && lines.indices.contains($0.location.line - 1) && standsAlone(lines[$0.location.line - 1])
        }
    }

    /// A clear on every return undoes the flag (MODEL §25): removed.
    static func removeClearsOnReturn(
        in file: String, lines: [String], report: AppReport, edits fileEdits: inout LineEdits,
        notes: inout [String]
    ) {
        for fact in clearsOnReturn(in: file, report: report)
        where body(of: fact.handler.location.line, in: lines).contains(fact.location.line) {
            guard standsAlone(lines[fact.location.line - 1]) else {
                notes.append(
                    "\(fact.location): clearFlags(FLAG_SECURE) in \(fact.handler.callback): remove it by hand"
                )
                continue
            }
            fileEdits.add(.replace(fact.location.line, with: []))
            notes.append(
                "\(fact.location): clearFlags(FLAG_SECURE) in \(fact.handler.callback) removed (MODEL §25)")
        }
    }

    /// Whether `line` holds one statement of a call and nothing else: no brace, no second
    /// statement, no `super` call, its brackets closed.
    static func standsAlone(_ line: String) -> Bool {
        var trimmed = line.trimmingCharacters(in: .whitespaces)
        if trimmed.hasSuffix(";") { trimmed.removeLast() }
        return trimmed.hasSuffix(")") && !trimmed.contains(";") && !trimmed.contains("{")
            && !trimmed.contains("}")
            && !trimmed.contains("super.")
            && trimmed.filter({ $0 == "(" }).count == trimmed.filter({ $0 == ")" }).count
    }

    /// The index of the nearest class declaration at or above line `index` (0-based).
    static func classDeclaration(above index: Int, in lines: [String]) -> Int? {
        lines[...min(index, lines.count - 1)].lastIndex {
            $0.range(of: "^\\s*(?:[\\w@]+\\s+)*class\\s+\\w+", options: .regularExpression) != nil
        }
    }

    /// Whether a class declared so extends an Activity (`: AppCompatActivity()`, `extends
    /// Activity`), not a Fragment or a lifecycle observer.
    static func isActivityDeclaration(_ text: String) -> Bool {
        guard let name = text.range(of: "class\\s+\\w+\\s*(?:<[^>]*>)?\\s*", options: .regularExpression)
        else {
            return false
        }
        // Past a primary constructor's parameters (`(private val activity: Activity)`): the
        // supertypes.
        var rest = text[name.upperBound...]
        if rest.first == "(" {
            var depth = 0
            guard
                let close = rest.indices.first(where: {
                    if rest[$0] == "(" { depth += 1 }
                    if rest[$0] == ")" { depth -= 1 }
                    return depth == 0
                })
            else { return false }
            rest = rest[rest.index(after: close)...]
        }
        let supertypes = rest.prefix { $0 != "{" }
        return supertypes.range(of: "(?::|extends)\\s*[\\w.]*Activity\\b", options: .regularExpression) != nil
    }

    /// An Activity's onCreate that calls `super`'s and then `statement`, to go before the
    /// method declared on line `declaration` (0-based; its annotations and comment above it), and the
    /// import of `Bundle` where the file lacks it: insertions, by the line they go after. Nil
    /// outside Kotlin and Java.
    static func addedOnCreate(
        _ statement: Substring, before declaration: Int, in lines: [String], file: String
    ) -> [(Int, [String])]? {
        let kotlin = file.hasSuffix(".kt")
        guard kotlin || file.hasSuffix(".java"), lines.indices.contains(declaration) else { return nil }
        var top = declaration
        // Above the method's annotations, modifiers on lines of their own, and the comment that
        // heads it (a block comment from its opening line).
        let modifiers: Set = [
            "public", "protected", "private", "internal", "override", "open", "final", "suspend",
        ]
        while top > 0 {
            let above = lines[top - 1].trimmingCharacters(in: .whitespaces)
            if above.hasSuffix("*/"), let opening = lines[..<top].lastIndex(where: { $0.contains("/*") }) {
                top = opening
            } else if ["@", "//", "/*", "*"].contains(where: above.hasPrefix)
                || !above.isEmpty
                    && above.split(separator: " ").allSatisfy({ modifiers.contains(String($0)) })
            {
                top -= 1
            } else {
                break
            }
        }
        let indent = indentation(of: lines[declaration])
        let body = indent + "    "
        let method =
            kotlin
            ? [
                indent + "override fun onCreate(savedInstanceState: Bundle?) {",
                body + "super.onCreate(savedInstanceState)",
            ]
            : [
                indent + "@Override", indent + "protected void onCreate(Bundle savedInstanceState) {",
                body + "super.onCreate(savedInstanceState);",
            ]
        var added = [(top, method + [body + statement, indent + "}", ""])]
        let bundle = "import android.os.Bundle" + (kotlin ? "" : ";")
        if !lines.contains(where: { $0 == bundle || $0.hasPrefix("import android.os.*") }),
            let last = lines.lastIndex(where: { $0.hasPrefix("import ") })
                ?? lines.firstIndex(where: { $0.hasPrefix("package ") })
        {
            added.append((last + 1, [bundle]))
        }
        return added
    }
}
