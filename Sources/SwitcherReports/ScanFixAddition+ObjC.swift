import Foundation
import SwitcherCode
import SwitcherScan

/// Recommend's configuration added to an Objective-C delegate's `.m` file: the calls at the top
/// of the callbacks its `@implementation` already has, the callbacks it lacks and the members
/// before its `@end`, the properties in its class extension (one is added where the file has
/// none), the declarations before the `@implementation`, the imports after its own.
extension ScanFixAddition {
    /// The index of the line `@implementation Name` of the class that is the delegate named by
    /// `conformance` in `lines`: the file declares it so (`@interface Name : UIResponder
    /// <UIApplicationDelegate>`), or it implements one of the delegate's own methods (below);
    /// nil where no class of the file is.
    static func implementationLine(conforming conformance: String, in lines: [String]) -> Int? {
        // A delegate's own method: its selector starts with the sender's name and its first
        // parameter is the sender (`- (BOOL)application:(UIApplication *)application
        // didFinishLaunchingWithOptions:…`, `- (void)sceneDidBecomeActive:(UIScene *)scene`),
        // not any method that takes one (`- (void)startWithApplication:(UIApplication *)app`).
        let callback =
            conformance == "UIApplicationDelegate"
            ? "^\\s*-\\s*\\([^)]*\\)\\s*application\\w*:\\s*\\(\\s*UIApplication\\s*\\*\\s*\\)"
            : "^\\s*-\\s*\\([^)]*\\)\\s*(?:scene|windowScene)\\w*:\\s*\\(\\s*UI(?:Window)?Scene\\s*\\*\\s*\\)"
        for (index, line) in lines.enumerated() {
            guard let name = implementedClass(line) else { continue }
            let declared = lines.contains { line in
                line.range(
                    of: "^\\s*@interface\\s+\(name)\\s*:[^<]*<[^>]*\\b\(conformance)\\b",
                    options: .regularExpression) != nil
            }
            let end = implementationEnd(after: index, in: lines) ?? lines.count
            let implementsCallback = lines[index..<end].contains {
                $0.range(of: callback, options: .regularExpression) != nil
            }
            if declared || implementsCallback { return index }
        }
        return nil
    }

    /// The class named by `@implementation Name` on `line`; nil for a category's
    /// (`@implementation AppDelegate (Privacy)`), whose file cannot add properties to the
    /// class.
    static func implementedClass(_ line: String) -> String? {
        guard let range = line.range(of: "^\\s*@implementation\\s+\\w+", options: .regularExpression),
            !line[range.upperBound...].trimmingCharacters(in: .whitespaces).hasPrefix("(")
        else { return nil }
        return line[range].split(whereSeparator: \.isWhitespace).last.map(String.init)
    }

    /// The index of the `@end` closing the `@implementation` (or class extension) on line
    /// `index`: a line that is `@end`, a comment after it allowed (`@end // AppDelegate`).
    static func implementationEnd(after index: Int, in lines: [String]) -> Int? {
        (index + 1..<lines.count).first {
            let code = ScanFix.code(of: lines[$0]).components(separatedBy: "/*")[0]
            return code.trimmingCharacters(in: .whitespaces) == "@end"
        }
    }

    /// `lines` with `pieces` put into the `@implementation` on line `declaration` (0-based); nil
    /// where a method to merge into has its body on one line, or the implementation no `@end`.
    static func insertObjC(
        _ pieces: CodePieces, into lines: [String], implementationAt declaration: Int, notes: inout [String],
        path: String
    ) -> [String]? {
        guard let name = implementedClass(lines[declaration]),
            let end = implementationEnd(after: declaration, in: lines)
        else { return nil }
        var edits = LineEdits()
        var atEnd: [String] = []
        // A subclass of a framework's delegate (its own callbacks call `super`, as Flutter's and
        // React Native's templates do): a callback added calls the superclass's first where it
        // has one, which Flutter's forwards to its plugins.
        let callsSuper = lines[declaration..<end].contains {
            $0.range(of: "\\[\\s*super\\s+(?:application|scene)", options: .regularExpression) != nil
        }
        for method in pieces.methods {
            // `- (void)applicationWillResignActive:(UIApplication *)application {`
            let signature = "^\\s*-\\s*\\(\\s*void\\s*\\)\\s*\(method.name)\\s*:"
            guard
                let start = (declaration + 1..<end).first(where: {
                    lines[$0].range(of: signature, options: .regularExpression) != nil
                }),
                let open = (start..<end).first(where: { ScanFix.braces(in: lines[$0]).opens > 0 })
            else {
                atEnd += [""] + indented(callsSuper ? superFirst(method, of: name) : method.text, "")
                continue
            }
            guard ScanFix.braces(in: lines[open]).closes == 0 else { return nil }
            edits.add(
                .insert(
                    after: open + 1,
                    method.calls.map { $0.isEmpty ? "" : bodyIndent(after: open, in: lines) + $0 }))
        }
        if let launch = pieces.launch {
            if let start = (declaration + 1..<end).first(where: {
                lines[$0].contains("scene:")
                    && lines[$0..<min(end, $0 + 3)].contains { $0.contains("willConnectToSession:") }
            }), let open = (start..<end).first(where: { ScanFix.braces(in: lines[$0]).opens > 0 }) {
                let close = ScanFix.body(of: start + 1, in: lines).upperBound
                edits.add(.insert(after: close - 1, indented(launch, bodyIndent(after: open, in: lines))))
            } else {
                notes.append(
                    "\(path): no scene:willConnectToSession:options: add at its end by hand: \(launch)")
            }
        }
        for member in pieces.members { atEnd += [""] + indented(member, "") }
        // Set off by one blank line from the code above it and from `@end`.
        if lines[end - 1].allSatisfy(\.isWhitespace) { atEnd = Array(atEnd.dropFirst()) }
        if !atEnd.isEmpty { edits.add(.insert(after: end, atEnd + [""])) }
        // The properties in the class extension, the declarations before the implementation.
        var before: [String] = []
        let properties = pieces.properties.flatMap { indented($0, "") }
        if !properties.isEmpty {
            let extensionPattern = "^\\s*@interface\\s+\(name)\\s*\\(\\s*\\)"
            if let opening = lines.firstIndex(where: {
                $0.range(of: extensionPattern, options: .regularExpression) != nil
            }), let close = implementationEnd(after: opening, in: lines) {
                edits.add(.insert(after: close, properties))
            } else {
                before += ["@interface \(name) ()"] + properties + ["@end", ""]
            }
        }
        for declaration in pieces.declarations { before += indented(declaration, "") + [""] }
        if !before.isEmpty { edits.add(.insert(after: declaration, before)) }
        let missing = pieces.imports.filter { wanted in
            !lines.contains { $0.trimmingCharacters(in: .whitespaces) == wanted }
        }
        if !missing.isEmpty {
            let last = lastImport(in: lines) { $0.hasPrefix("#import ") || $0.hasPrefix("@import ") }
            edits.add(.insert(after: last.map { $0 + 1 } ?? 0, missing))
        }
        return edits.apply(to: lines)
    }

    /// `method` calling the superclass's implementation first, where the superclass has one:
    /// `if ([[AppDelegate superclass] instancesRespondToSelector:_cmd]) { [super …]; }` (a
    /// message to `super` that its class does not implement raises at run time).
    static func superFirst(_ method: CodePieces.Method, of name: String) -> String {
        var lines = method.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let first = lines.first, first.hasSuffix("{"),
            let parameter = first.range(of: "\\)\\s*(\\w+)\\s*\\{$", options: .regularExpression)
        else { return method.text }
        let argument = first[parameter].dropFirst().dropLast().trimmingCharacters(in: .whitespaces)
        lines.insert(
            contentsOf: [
                "    if ([[\(name) superclass] instancesRespondToSelector:_cmd]) {",
                "        [super \(method.name):\(argument)];",
                "    }",
            ], at: 1)
        return lines.joined(separator: "\n")
    }

    /// The indentation of the first statement of the method whose body opens on line `open`;
    /// four spaces where the body is empty.
    private static func bodyIndent(after open: Int, in lines: [String]) -> String {
        lines[(open + 1)...].first { !$0.allSatisfy(\.isWhitespace) && !$0.contains("}") }
            .map(ScanFix.indentation(of:)).flatMap { $0.isEmpty ? nil : $0 } ?? "    "
    }
}
