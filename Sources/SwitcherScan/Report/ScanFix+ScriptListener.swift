import Foundation

/// `scan --fix` on a React Native module whose lifecycle observers are registered in
/// `startObserving`, which React Native runs only once the app's script listens to the
/// module's events (MODEL §59): the registrations move to an `init` added to the module, so
/// they are made when React Native makes it; `stopObserving`, which removed every observer,
/// then removes only the events' own.
extension ScanFix {
    /// One statement of a method's body: its lines (0-based, the comment lines just above it
    /// included) and its text joined.
    struct Statement {
        var lines: ClosedRange<Int>
        var text: String
    }

    static let objCMethod = "^\\s*-\\s*\\(\\s*void\\s*\\)\\s*"

    static func registerAtInit(
        _ up: SourceFact, sources: SourceLines, edits: inout [String: LineEdits], notes: inout [String]
    ) {
        let file = up.handler.location.file
        let registration = up.handler.location.line - 1
        guard up.language == .objectiveC, let lines = sources.lines(of: file),
            lines.indices.contains(registration),
            let start = (0...registration).reversed().first(where: {
                lines[$0].range(of: objCMethod + "startObserving\\b", options: .regularExpression) != nil
            })
        else { return }
        let byHand =
            "\(file):\(start + 1): the lifecycle observers are registered in startObserving, which React Native"
            + " runs only once the app's script listens to the module's events (MODEL §59)"
        // The module's own @implementation: another module in the file is none of this.
        let first = (0..<start).reversed().first { lines[$0].hasPrefix("@implementation") } ?? 0
        let last = (start..<lines.count).first { lines[$0].hasPrefix("@end") } ?? lines.count
        let module = first..<last
        // An init of the module's own (`- (nonnull instancetype)init`, `- (Shield *)init`):
        // where in it the registrations go is left to a person.
        if module.contains(where: {
            lines[$0].range(of: "^\\s*-\\s*\\([^)]*\\)\\s*init\\b", options: .regularExpression) != nil
        }) {
            notes.append(byHand + ": move them to the module's init by hand")
            return
        }
        let body = ScanFix.body(of: start + 1, in: lines)
        let inside = (start + 1)..<(body.upperBound - 1)
        let stop = module.first {
            lines[$0].range(of: objCMethod + "stopObserving\\b", options: .regularExpression) != nil
        }
        let decline =
            byHand
            + ": its code is not written as the fix can move it line by line; move them to an init by hand"
        guard braces(in: lines[start]).opens == 1, braces(in: lines[start]).closes == 0,
            // A preprocessor block would be split between the two methods.
            !inside.contains(where: { lines[$0].trimmingCharacters(in: .whitespaces).hasPrefix("#") }),
            let statements = statements(in: inside, of: lines),
            // stopObserving with its body on its declaration's line.
            stop.map({ braces(in: lines[$0]).opens == 1 && braces(in: lines[$0]).closes == 0 }) ?? true
        else {
            notes.append(decline)
            return
        }
        let lifecycle = Set(ObjectiveCReader.notifications.keys)
        // The notification a registration names (`name:X`, `addObserverForName:X`): a constant,
        // or a string.
        let notificationName = "(?:name|ForName):\\s*(@\"[^\"]*\"|\\w+)"
        func named(_ text: String) -> [String] {
            captures(notificationName, in: text).filter { lifecycle.contains($0) }
        }
        let moved = statements.filter { $0.text.contains("addObserver") && !named($0.text).isEmpty }
        guard !moved.isEmpty else { return }
        var staying = statements.filter { statement in !moved.contains { $0.lines == statement.lines } }
        // Left to a person: a registration that also names another notification (a statement
        // that is more than one), a removal in startObserving that would take the moved
        // observers away again, a block-based observer left there (removed by its token, not
        // by name).
        guard
            !moved.contains(where: {
                captures(notificationName, in: $0.text).count != named($0.text).count
            }),
            !staying.contains(where: {
                $0.text.contains("removeObserver") || $0.text.contains("addObserverForName")
            })
        else {
            notes.append(decline)
            return
        }
        // The locals the moved registrations use (`[center addObserver:…]`, `object:app`):
        // declared again in init, and kept here only while a statement left uses them.
        func declared(_ statement: Statement) -> String? {
            capture(
                "^\\s*(?:const\\s+)?[A-Za-z_]\\w*(?:\\s*<[^>]*>)?[\\s*]+(\\w+)\\s*=[^=]", in: statement.text)
        }
        func uses(_ statement: Statement, _ name: String) -> Bool {
            statement.text.range(of: "\\b\(name)\\b", options: .regularExpression) != nil
        }
        let declarations = staying.filter { statement in
            declared(statement).map { name in moved.contains { uses($0, name) } } ?? false
        }
        staying.removeAll { statement in declarations.contains { $0.lines == statement.lines } }
        let unused = declarations.filter { declaration in
            !staying.contains { uses($0, declared(declaration) ?? "") }
        }
        let method = indentation(of: lines[start])
        let unit = String(indentation(of: lines[moved[0].lines.lowerBound]).dropFirst(method.count))
        guard !unit.isEmpty else {
            notes.append(decline)
            return
        }
        let initBody = (declarations + moved).sorted { $0.lines.lowerBound < $1.lines.lowerBound }
            .flatMap { lines[$0.lines] }
            .map { $0.isEmpty ? "" : unit + $0 }
        // React Native sets up a module that overrides init on the main queue, and asks it to
        // say so (`requiresMainQueueSetup`).
        let mainQueue =
            module.contains { lines[$0].contains("requiresMainQueueSetup") }
            ? []
            : [method + "+ (BOOL)requiresMainQueueSetup {", method + unit + "return YES;", method + "}", ""]
        var fileEdits = edits[file, default: LineEdits()]
        fileEdits.add(
            .insert(
                after: start,
                [method + "- (instancetype)init {", method + unit + "if ((self = [super init])) {"] + initBody
                    + [method + unit + "}", method + unit + "return self;", method + "}", ""] + mainQueue))
        for statement in moved + unused {
            for line in statement.lines { fileEdits.add(.replace(line + 1, with: [])) }
        }
        // stopObserving's `removeObserver:self` would take the lifecycle observers away too.
        let left = staying.flatMap { captures("name:\\s*(@\"[^\"]*\"|\\w+)", in: $0.text) }
        var stopNote = ""
        if let stop {
            for index in ScanFix.body(of: stop + 1, in: lines).dropFirst().map({ $0 - 1 })
            where lines[index].range(of: "removeObserver:\\s*self\\s*\\]", options: .regularExpression) != nil
            {
                let indent = indentation(of: lines[index])
                fileEdits.add(
                    .replace(
                        index + 1,
                        with: left.map {
                            indent
                                + "[[NSNotificationCenter defaultCenter] removeObserver:self name:\($0) object:nil];"
                        }))
                stopNote =
                    "; \(file):\(index + 1): stopObserving removed every observer of the module, the cover's with them: "
                    + (left.isEmpty
                        ? "that line goes"
                        : "it now removes only the events' (\(left.joined(separator: ", ")))")
            }
        }
        edits[file] = fileEdits
        let names = moved.flatMap { named($0.text) }
        notes.append(
            byHand.replacingOccurrences(
                of: "the lifecycle observers", with: "the observers of " + names.joined(separator: ", "))
                + ": moved to an init added to the module, so they are registered when React Native makes it"
                + stopNote)
    }

    /// The statements of `range`'s lines, each from its first line (or the `//` comments just
    /// above it) to the line that ends it with brackets balanced; nil when one does not end.
    static func statements(in range: Range<Int>, of lines: [String]) -> [Statement]? {
        var statements: [Statement] = []
        var first: Int?
        var comment: Int?
        var depth = 0
        var text = ""
        for index in range {
            // A statement ends with its code: a `// comment` after the `;` is no part of it.
            let trimmed = code(of: lines[index]).trimmingCharacters(in: .whitespaces)
            if first == nil {
                if lines[index].trimmingCharacters(in: .whitespaces).hasPrefix("//") {
                    comment = comment ?? index
                    continue
                }
                if trimmed.isEmpty {
                    comment = nil
                    continue
                }
                first = index
            }
            text += " " + trimmed
            let (opens, closes) = braces(in: lines[index])
            depth += opens - closes + brackets(in: lines[index])
            if depth <= 0, trimmed.hasSuffix(";") || trimmed.hasSuffix("}"), let start = first {
                statements.append(Statement(lines: (comment ?? start)...index, text: text))
                (first, comment, depth, text) = (nil, nil, 0, "")
            }
        }
        return first == nil ? statements : nil
    }

    /// A line up to its `//` comment, outside string literals.
    public static func code(of line: String) -> String { String(read(line).code) }

    /// The `[` and `(` a line opens less those it closes, outside its string literals.
    public static func brackets(in line: String) -> Int { read(line).brackets }
}
