import Foundation
import SwitcherCode
import SwitcherScan

/// Recommend's configuration added to a C# delegate of a .NET for iOS app (a MAUI or Xamarin
/// app's iOS head): the calls at the top of the overrides its class already has (after its
/// `base` call), the overrides it lacks and the members before the class's closing brace, in
/// the file's own indentation, and the `using` lines after its own.
extension ScanFixAddition {
    /// The classes of Xamarin.Forms and MAUI whose callbacks do the framework's work (Forms'
    /// `OnResignActivation` sends the app to sleep, its `OnActivated` resumes it): an override
    /// added to a subclass calls them first. UIKit's binding classes are not among them: their
    /// model methods throw when called (`You_Should_Not_Call_base_In_This_Method`, dotnet/macios
    /// issue 10134).
    static let csharpForwarding: Set<String> = [
        "FormsApplicationDelegate", "MauiUIApplicationDelegate", "MauiUISceneDelegate",
    ]

    /// The index of the line declaring the C# class that derives from the delegate named by
    /// `conformance` (its binding, or Xamarin.Forms' or MAUI's class); nil where no class of
    /// the file does.
    static func csharpClassLine(conforming conformance: String, in lines: [String]) -> Int? {
        let bases =
            conformance == "UIApplicationDelegate"
            ? CSharpIOSReader.appDelegates : CSharpIOSReader.sceneDelegates
        let declaration =
            "^\\s*(?:\\[[^\\]]*\\]\\s*)*(?:(?:public|internal|sealed|partial|abstract)\\s+)*class\\s+\\w+"
        for (index, line) in lines.enumerated()
        where line.range(of: declaration, options: .regularExpression) != nil {
            let heading = heading(at: index, in: lines)
            guard let colon = heading.firstIndex(of: ":") else { continue }
            if names(bases, in: String(heading[colon...])) { return index }
        }
        return nil
    }

    /// `lines` with `pieces` put into the C# class declared on line `declaration` (0-based);
    /// nil where its braces are not where a line-wise edit can put code (a body opened on the
    /// line of code before it, a closing brace sharing its line with code).
    static func insertCSharp(
        _ pieces: CodePieces, into lines: [String], classAt declaration: Int, path: String
    )
        -> [String]?
    {
        let heading = heading(at: declaration, in: lines)
        let forwarding = names(csharpForwarding, in: heading)
        // A class that adopts the protocol's interface only (`UIResponder, IUIApplicationDelegate`)
        // has no method to override: each is exported under its selector.
        let exported =
            names(["IUIApplicationDelegate", "IUIWindowSceneDelegate"], in: heading)
            && !names(
                CSharpIOSReader.appDelegates.union(CSharpIOSReader.sceneDelegates).subtracting([
                    "IUIApplicationDelegate", "IUIWindowSceneDelegate",
                ]), in: heading)
        guard
            (declaration..<min(lines.count, declaration + 6)).contains(where: {
                ScanFix.braces(in: lines[$0]).opens > 0
            }),
            let close = closingBrace(ofClassAt: declaration, in: lines)
        else { return nil }
        let (_, memberIndent, unit) = indents(ofClassAt: declaration, closingAt: close, in: lines)
        var edits = LineEdits()
        var atEnd: [String] = []
        for method in pieces.methods {
            let spelled =
                "^\\s*(?:(?:public|protected|internal|override|async|virtual)\\s+)*void\\s+\(method.name)\\s*\\("
            guard
                let start = (declaration + 1..<close).first(where: {
                    lines[$0].range(of: spelled, options: .regularExpression) != nil
                })
            else {
                let text =
                    exported
                    ? export(
                        method, scene: pieces.host == .csharpClass(conformingTo: "UIWindowSceneDelegate"))
                    : added(method, forwarding: forwarding)
                atEnd += [""] + indented(reindent(text, unit), memberIndent)
                continue
            }
            let end = ScanFix.body(of: start + 1, in: lines).upperBound
            // An expression-bodied override (`=> Log();`) has no body to add a line to.
            guard let open = (start..<end).first(where: { ScanFix.braces(in: lines[$0]).opens > 0 }),
                ScanFix.braces(in: lines[open]).closes == 0,
                !lines[start...open].contains(where: { ScanFix.code(of: $0).contains("=>") })
            else { return nil }
            let baseCall = (open..<end).first { lines[$0].contains("base.\(method.name)(") }
            let after = baseCall ?? open
            let indent = baseCall.map { ScanFix.indentation(of: lines[$0]) } ?? memberIndent + unit
            edits.add(.insert(after: after + 1, method.calls.map { $0.isEmpty ? "" : indent + $0 }))
        }
        for member in pieces.members { atEnd += [""] + indented(reindent(member, unit), memberIndent) }
        if !atEnd.isEmpty { edits.add(.insert(after: close - 1, atEnd)) }
        let using = "^\\s*using\\s+(?:static\\s+)?[\\w.]+\\s*;\\s*$"
        let have = Set(
            lines.map {
                $0.replacingOccurrences(of: "\u{FEFF}", with: "").trimmingCharacters(in: .whitespaces)
            })
        let missing = pieces.imports.filter { !have.contains($0) }
        if !missing.isEmpty {
            let last = lastImport(in: lines) {
                $0.replacingOccurrences(of: "\u{FEFF}", with: "").range(
                    of: using, options: .regularExpression)
                    != nil
            }
            edits.add(.insert(after: last.map { $0 + 1 } ?? 0, missing))
        }
        return edits.apply(to: lines)
    }

    /// An override the class lacks: `method` as printed, calling the framework's first in a
    /// subclass of Xamarin.Forms' or MAUI's delegate.
    private static func added(_ method: CodePieces.Method, forwarding: Bool) -> String {
        guard forwarding else { return method.text }
        var lines = method.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let first = lines.first,
            let parameter = first.range(of: "\\w+\\)$", options: .regularExpression),
            let brace = lines.firstIndex(of: "{")
        else { return method.text }
        lines.insert("    base.\(method.name)(\(first[parameter].dropLast()));", at: brace + 1)
        return lines.joined(separator: "\n")
    }

    /// An override the class lacks, for a class that adopts the protocol's interface only:
    /// exported under the callback's selector (`[Export("applicationWillResignActive:")]`),
    /// not an override.
    private static func export(_ method: CodePieces.Method, scene: Bool) -> String {
        let application = [
            "OnResignActivation": "WillResignActive", "OnActivated": "DidBecomeActive",
        ]
        let selector =
            (scene ? "scene" : "application")
            + (scene ? method.name : application[method.name] ?? method.name)
        return "[Export(\"\(selector):\")]\n"
            + method.text.replacingOccurrences(of: "public override void ", with: "public void ")
    }

    /// `text` with each leading run of four spaces made `unit` (a tab, in a file indented with
    /// tabs).
    private static func reindent(_ text: String, _ unit: String) -> String {
        guard unit != "    " else { return text }
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            var rest = Substring(line)
            var indent = ""
            while rest.hasPrefix("    ") {
                indent += unit
                rest = rest.dropFirst(4)
            }
            return indent + rest
        }.joined(separator: "\n")
    }
}
