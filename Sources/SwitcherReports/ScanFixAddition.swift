import Foundation
import SwitcherCode
import SwitcherCore
import SwitcherScan

/// Recommend's configuration added to an app's own files (`scan --fix`, where mending its
/// own code is not enough): into the scene or app delegate it has, or its Activity, each
/// method merged into the one the class already has (the calls at its top; after `super` in
/// an Activity), the members, imports and declarations beside its own, companion files next
/// to it. Where the app has no such class, or the configuration's code lives elsewhere (a
/// view controller's observers, SwiftUI), it says so and adds nothing.
enum ScanFixAddition {
    /// The extensions of the files a host class can be declared in.
    static let hostExtensions = [".swift", ".m", ".mm", ".kt", ".java", ".cs"]

    /// Adds `report`'s recommended code to `texts` (the files as changed so far, by path);
    /// the paths it changed or made, empty when it added nothing.
    static func add(
        _ report: AppReport, ranking: Recommendation.Ranking?, sources: SourceLines,
        texts: inout [String: [String]],
        notes: inout [String]
    ) -> Set<String> {
        guard let ranking else { return [] }
        // A SwiftUI App's scene delegate that SwiftUI never makes: named, and nothing more.
        if report.app.swiftUIApp != nil, let unnamed = ScanFixSceneDelegate.unnamed(report) {
            return ScanFixSceneDelegate.name(
                unnamed, report: report, sources: sources, texts: &texts, notes: &notes)
                ?? []
        }
        let root = report.app.root == "." ? "" : report.app.root + "/"
        // Each file that could declare a host, read once.
        var current: [String: [String]] = [:]
        for path in Set(sources.paths).union(texts.keys)
        where path.hasPrefix(root) && !isTest(path) && hostExtensions.contains(where: { path.hasSuffix($0) })
        {
            current[path] = texts[path] ?? sources.lines(of: path) ?? []
        }
        // A file a line-wise diff cannot change is never a host; why is said if none is found.
        var unchangeable: [String] = []
        var paths: [String] = []
        for (path, lines) in current.sorted(by: { $0.key < $1.key }) {
            if let reason = ScanFixPlan.unchangeable(lines) {
                unchangeable.append("\(path): \(reason): not changed")
            } else {
                paths.append(path)
            }
        }
        let lines = { (path: String) in current[path] ?? [] }
        let findings = Set(report.findings.map(\.location.file))
        for entry in ranking.winners + ranking.leakFree {
            let request = ScanOutput.request(entry, lifecycle: report.app.lifecycle, language: nil)
            guard let first = try? StrategyCode.pieces(for: request) else { continue }
            // The host's file: for an Activity, the language follows the file found.
            // A delegate's, in the language of the class found.
            let kinds: [CodePieces.Host] =
                switch first.host {
                case .activity: [.activity(kotlin: true), .activity(kotlin: false)]
                case .swiftClass(let conformance), .objcClass(let conformance), .csharpClass(let conformance):
                    [
                        .swiftClass(conformingTo: conformance), .objcClass(conformingTo: conformance),
                        .csharpClass(conformingTo: conformance),
                    ]
                }
            let candidates = paths.sorted { findings.contains($0) && !findings.contains($1) }
            for path in candidates {
                for kind in kinds {
                    guard let declaration = classLine(kind, in: lines(path), path: path) else { continue }
                    var language: CodeLanguage? = nil
                    if case .activity(let kotlin) = kind { language = kotlin ? .kotlin : .java }
                    if case .objcClass = kind { language = .objc }
                    if case .csharpClass = kind { language = .csharp }
                    let chosen = ScanOutput.request(
                        entry, lifecycle: report.app.lifecycle, language: language)
                    guard let pieces = try? StrategyCode.pieces(for: chosen), pieces.host == kind else {
                        continue
                    }
                    let inserted =
                        switch kind {
                        case .objcClass:
                            insertObjC(
                                pieces, into: lines(path), implementationAt: declaration, notes: &notes,
                                path: path)
                        case .csharpClass:
                            insertCSharp(
                                pieces, into: lines(path), classAt: declaration, path: path,
                                partials: partialParts(
                                    of: lines(path)[declaration], besides: path, in: current),
                                notes: &notes)
                        default:
                            insert(pieces, into: lines(path), classAt: declaration, notes: &notes, path: path)
                        }
                    guard let edited = inserted else {
                        // The C# fix says itself why.
                        if case .csharpClass = kind { return [] }
                        notes.append(
                            "\(path):\(declaration + 1): the class's braces are not where the fix can add code line by"
                                + " line: add recommend's choice by hand, switcherlab code \(chosen.description)"
                        )
                        return []
                    }
                    texts[path] = edited
                    var changed: Set = companions(
                        pieces, beside: path, sources: sources, texts: &texts, notes: &notes
                    )
                    .union([path])
                    // A SwiftUI App's scene delegate that no configuration names yet (MODEL §67).
                    if kind == ScanFixSceneDelegate.host, report.app.swiftUIApp != nil,
                        let name = ScanFixSceneDelegate.className(declaredOn: lines(path)[declaration]),
                        !report.app.sceneDelegateRuns(name)
                    {
                        changed.formUnion(
                            ScanFixSceneDelegate.name(
                                name, report: report, sources: sources, texts: &texts, notes: &notes) ?? [])
                    }
                    notes.append(
                        "\(path):\(declaration + 1): \(report.app.name) \(standing(report)): added"
                            + " recommend's choice, switcherlab code \(chosen.description)")
                    return changed
                }
            }
        }
        notes += unchangeable.prefix(5)
        if report.app.swiftUIApp != nil {
            if let made = ScanFixSceneDelegate.add(
                report, ranking: ranking, sources: sources, texts: &texts, notes: &notes)
            {
                return made
            }
            notes.append(
                "\(report.app.name): \(shortStanding(report)): a SwiftUI App has no scene delegate or observer class, which every"
                    + " configuration that leaks nowhere here needs (a cover in its views is drawn under its own sheets"
                    + " and modals, MODEL §57): add one by hand (the text report prints its lines)")
            return []
        }
        if report.app.isFromManifest {
            notes.append(noNativeFolder(report))
            return []
        }
        notes.append(
            "\(report.app.name): \(shortStanding(report)), and the fix found no class of the app to add recommend's choice to (a"
                + " Swift, Objective-C or C# scene or app delegate class, a Kotlin or Java Activity; not an extension,"
                + " nor SwiftUI, nor a C# Activity): add it by hand (the text report prints its lines)")
        return []
    }

    /// Why recommend's choice is added: the app still leaks, or some of its cards are not
    /// assessed (code the scan cannot follow runs before them, and the app's own covers leave
    /// them legible): a cover that leaks nowhere covers them whatever that code does.
    static func standing(_ report: AppReport) -> String {
        report.leaksAnywhere
            ? "still leaks with its own code"
            : "has cards not assessed with its own code (code the scan could not follow runs before them, and its"
                + " own covers leave them legible; recommend's choice covers them whatever that code does)"
    }

    /// The same, in two words, for a note that says what is missing.
    static func shortStanding(_ report: AppReport) -> String {
        report.leaksAnywhere ? "still leaks" : "cards not assessed"
    }

    /// `method` as an override of the framework delegate's own, which it calls first:
    /// `override func applicationWillResignActive(_ application: UIApplication) {` and
    /// `super.applicationWillResignActive(application)`, `public` in a public class (Expo's
    /// template); nil for a method of another shape.
    static func overriding(_ method: CodePieces.Method, access: String) -> String? {
        var lines = method.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let index = lines.firstIndex(where: { $0.hasPrefix("func ") }),
            let parameter = lines[index].range(of: "\\(_ \\w+:", options: .regularExpression),
            let brace = lines[index...].firstIndex(where: { $0.hasSuffix("{") })
        else { return nil }
        let argument = lines[index][parameter].dropFirst(3).dropLast()
        lines[index] = access + "override " + lines[index]
        lines.insert("    super.\(method.name)(\(argument))", at: brace + 1)
        return lines.joined(separator: "\n")
    }

    /// The configuration's companion files, made beside `path` where no such file exists; the
    /// paths made.
    static func companions(
        _ pieces: CodePieces, beside path: String, sources: SourceLines, texts: inout [String: [String]],
        notes: inout [String]
    ) -> Set<String> {
        var made: Set<String> = []
        let directory = path.split(separator: "/").dropLast().joined(separator: "/")
        for file in pieces.files {
            let new = directory.isEmpty ? file.name : directory + "/" + file.name
            guard sources.lines(of: new) == nil, texts[new] == nil else {
                notes.append("\(new): already exists: add \(file.name) by hand")
                continue
            }
            texts[new] = file.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            made.insert(new)
        }
        return made
    }

    /// A test target's file: never a host the fix adds to.
    static func isTest(_ path: String) -> Bool {
        path.split(separator: "/").dropLast().contains { part in
            part.hasSuffix("Tests") || part == "test" || part == "androidTest"
        }
    }

    /// The index of the line that declares the host's class in `lines`.
    static func classLine(_ host: CodePieces.Host, in lines: [String], path: String) -> Int? {
        switch host {
        case .swiftClass(let conformance):
            guard path.hasSuffix(".swift") else { return nil }
            // The protocol, or a framework's delegate class that forwards every callback.
            let bases = FrameworkDelegates.subclassed(for: conformance).intersection(
                FrameworkDelegates.forwarding
            )
            .union([conformance])
            for (index, line) in lines.enumerated() where declaresClass(line) {
                if names(bases, in: heading(at: index, in: lines)) { return index }
            }
            return nil
        case .objcClass(let conformance):
            guard path.hasSuffix(".m") || path.hasSuffix(".mm") else { return nil }
            return implementationLine(conforming: conformance, in: lines)
        case .csharpClass(let conformance):
            guard path.hasSuffix(".cs") else { return nil }
            return csharpClassLine(conforming: conformance, in: lines)
        case .activity(let kotlin):
            guard path.hasSuffix(kotlin ? ".kt" : ".java") else { return nil }
            let pattern =
                kotlin
                ? "^\\s*(?:(?:open|abstract|internal|public|private)\\s+)*class\\s+\\w+[^{]*:\\s*[\\w.]*Activity\\s*\\("
                : "^\\s*(?:(?:public|final|abstract)\\s+)*class\\s+\\w+\\s+extends\\s+[\\w.]*Activity\\b"
            return lines.firstIndex { $0.range(of: pattern, options: .regularExpression) != nil }
        }
    }

    /// The class heading that starts on line `index`: its lines up to and with the one that
    /// opens its body (conformances may run over a few lines), joined.
    static func heading(at index: Int, in lines: [String]) -> String {
        let upToBrace = lines[index..<min(lines.count, index + 6)]
        return (upToBrace.prefix { !$0.contains("{") } + upToBrace.drop { !$0.contains("{") }.prefix(1))
            .joined(separator: " ")
    }

    /// The 1-based line of the closing brace of the class declared on line `declaration`
    /// (0-based); nil where that brace shares its line with code.
    static func closingBrace(ofClassAt declaration: Int, in lines: [String]) -> Int? {
        let close = ScanFix.body(of: declaration + 1, in: lines).upperBound
        guard close <= lines.count, lines[close - 1].trimmingCharacters(in: .whitespaces) == "}" else {
            return nil
        }
        return close
    }

    /// Whether `heading` names one of `names` as a whole word.
    static func names(_ names: Set<String>, in heading: String) -> Bool {
        names.contains { heading.range(of: "\\b\($0)\\b", options: .regularExpression) != nil }
    }

    static func declaresClass(_ line: String) -> Bool {
        line.range(
            of:
                "^\\s*(?:@\\w+\\s+)*(?:(?:public|internal|open|final|private|fileprivate)\\s+)*class\\s+(?!(?:func|var|let|subscript)\\b)\\w+",
            options: .regularExpression) != nil
    }

    /// `text`'s lines, each non-empty one after `indent`.
    static func indented(_ text: String, _ indent: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : indent + $0 }
    }

    /// `lines` with `pieces` put into the class declared on line `declaration` (0-based); nil
    /// where the class's braces are not where a line-wise edit can put code safely: no body
    /// opened before the next declaration, a closing brace sharing its line with code, a method
    /// to merge into whose body is written on one line.
    static func insert(
        _ pieces: CodePieces, into lines: [String], classAt declaration: Int, notes: inout [String],
        path: String
    ) -> [String]? {
        // A subclass of a framework's delegate that implements every callback (Flutter's, Expo's)
        // overrides them, and calls the framework's first: its plugins are told as before.
        let heading = heading(at: declaration, in: lines)
        let swift: Bool = if case .swiftClass = pieces.host { true } else { false }
        let overriding = swift && names(FrameworkDelegates.forwarding, in: heading)
        // A public or open class's overrides are as accessible as it is.
        let access =
            heading.range(of: "\\b(public|open)\\b[^{]*\\bclass\\b", options: .regularExpression) != nil
            ? "public " : ""
        guard
            let opening = (declaration..<min(lines.count, declaration + 6)).first(where: {
                ScanFix.braces(in: lines[$0]).opens > 0
            }),
            !lines[(declaration + 1)..<(opening + 1)].contains(where: { $0.contains("class ") })
        else { return nil }
        guard let close = closingBrace(ofClassAt: declaration, in: lines) else { return nil }
        let (classIndent, memberIndent, unit) = indents(ofClassAt: declaration, closingAt: close, in: lines)
        var edits = LineEdits()
        var atEnd: [String] = []
        let kotlin = pieces.host == .activity(kotlin: true)
        for method in pieces.methods {
            let spelled =
                pieces.host == .activity(kotlin: false)
                ? "void \(method.name)(" : (kotlin ? "fun " : "func ") + "\(method.name)("
            // Swift's callback takes its argument unlabelled: `applicationWillResignActive(application:)`
            // is another selector, which UIKit never calls.
            guard
                let start = (declaration + 1..<close).first(where: {
                    guard let range = lines[$0].range(of: spelled) else { return false }
                    let after = lines[$0][range.upperBound...].trimmingCharacters(in: .whitespaces)
                    return !swift || after.isEmpty || after.hasPrefix("_")
                }),
                let open = (start..<close).first(where: { ScanFix.braces(in: lines[$0]).opens > 0 })
            else {
                guard overriding else {
                    atEnd += [""] + indented(method.text, memberIndent)
                    continue
                }
                guard let text = Self.overriding(method, access: access) else { return nil }
                atEnd += [""] + indented(text, memberIndent)
                continue
            }
            guard ScanFix.braces(in: lines[open]).closes == 0 else { return nil }
            let end = ScanFix.body(of: start + 1, in: lines).upperBound
            let superCall = (open..<end).first { lines[$0].contains("super.\(method.name)(") }
            let after = superCall ?? open
            let indent = superCall.map { ScanFix.indentation(of: lines[$0]) } ?? memberIndent + unit
            edits.add(.insert(after: after + 1, method.calls.map { $0.isEmpty ? "" : indent + $0 }))
        }
        if let launch = pieces.launch {
            if let start = (declaration + 1..<close).first(where: {
                lines[$0].contains("func scene(")
                    && lines[$0..<min(close, $0 + 4)].contains { $0.contains("willConnectTo") }
            }) {
                let end = ScanFix.body(of: start + 1, in: lines).upperBound
                edits.add(.insert(after: end - 1, indented(launch, memberIndent + unit)))
            } else {
                notes.append("\(path): no scene(_:willConnectTo:options:): add at its end by hand: \(launch)")
            }
        }
        for member in pieces.members { atEnd += [""] + indented(member, memberIndent) }
        if !atEnd.isEmpty { edits.add(.insert(after: close - 1, atEnd)) }
        if !pieces.declarations.isEmpty {
            edits.add(.insert(after: close, pieces.declarations.flatMap { [""] + indented($0, classIndent) }))
        }
        // An Activity's onCreate added whole takes a `Bundle`.
        let bundle =
            !swift && atEnd.contains(where: { $0.contains("Bundle") })
            ? ["import android.os.Bundle" + (kotlin ? "" : ";")] : []
        let missing = (pieces.imports + bundle).filter { wanted in
            !lines.contains {
                let line = $0.trimmingCharacters(in: .whitespaces)
                return line == wanted
                    || line.hasPrefix("import android.os.*") && wanted.contains("android.os.")
            }
        }
        if !missing.isEmpty {
            let last = lastImport(in: lines) { $0.hasPrefix("import ") }
            let package = lines.firstIndex { $0.hasPrefix("package ") }
            edits.add(.insert(after: (last ?? package).map { $0 + 1 } ?? 0, missing))
        }
        return edits.apply(to: lines)
    }

    /// The indentation of the class declared on line `declaration` (0-based) and of its
    /// members (its first line inside that is not a lone `{`), and the file's unit of
    /// indentation between them (a tab where it indents with tabs).
    static func indents(ofClassAt declaration: Int, closingAt close: Int, in lines: [String])
        -> (class: String, member: String, unit: String)
    {
        let classIndent = ScanFix.indentation(of: lines[declaration])
        let memberIndent =
            lines[(declaration + 1)..<max(declaration + 1, close - 1)].first {
                !$0.allSatisfy(\.isWhitespace) && $0.trimmingCharacters(in: .whitespaces) != "{"
            }
            .map(ScanFix.indentation(of:)) ?? classIndent + "    "
        let unit =
            memberIndent.count > classIndent.count
            ? String(memberIndent.dropFirst(classIndent.count)) : "    "
        return (classIndent, memberIndent, unit)
    }

    /// The index of the file's last import line outside an `#if` (one inside is built only
    /// with its condition).
    static func lastImport(in lines: [String], where isImport: (String) -> Bool) -> Int? {
        var depth = 0
        var last: Int?
        for (index, line) in lines.enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("#if") { depth += 1 }
            if trimmed.hasPrefix("#endif") { depth -= 1 }
            if depth == 0 && isImport(line) { last = index }
        }
        return last
    }
}
