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
    /// nil, with a note, where a line-wise edit cannot put the code there safely: a body opened
    /// on the line of code before it, a closing brace sharing its line with code, an
    /// expression-bodied override to add to, a callback another part of a `partial` class
    /// declares (`partials`: the other files' lines), no window the code can reach, code the
    /// C# fix does not place (a launch call, declarations beside the class).
    static func insertCSharp(
        _ pieces: CodePieces, into lines: [String], classAt declaration: Int, path: String,
        partials: [[String]] = [], notes: inout [String]
    ) -> [String]? {
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
        func refuse(_ why: String) -> [String]? {
            notes.append("\(path):\(declaration + 1): \(why): add recommend's choice by hand")
            return nil
        }
        guard pieces.launch == nil, pieces.declarations.isEmpty else {
            return refuse("the configuration's C# has code for the scene's connection or beside the class")
        }
        guard
            (declaration..<min(lines.count, declaration + 6)).contains(where: {
                ScanFix.braces(in: lines[$0]).opens > 0
            }),
            let close = closingBrace(ofClassAt: declaration, in: lines)
        else { return refuse("the class's braces are not where a line can go") }
        let body = Array(lines[declaration..<close])
        let (_, memberIndent, unit) = indents(ofClassAt: declaration, closingAt: close, in: lines)
        var members = pieces.members
        // Forms' and MAUI's delegates declare `Window`; UIKit's binding has one only where the
        // class overrides it (its own getter throws), else the app keeps its window in a field.
        if !forwarding
            && !body.contains(where: {
                $0.range(of: "\\bUIWindow\\??\\s+Window\\s*\\{", options: .regularExpression) != nil
            })
        {
            guard
                let field = body.lazy.compactMap({ line -> String? in
                    // A member of the class, not a method's local.
                    guard ScanFix.indentation(of: line) == memberIndent,
                        let match = line.range(
                            of: "\\bUIWindow\\??\\s+\\w+\\s*[;=]", options: .regularExpression)
                    else { return nil }
                    return line[match].split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" })
                        .dropFirst().first.map(String.init)
                }).first
            else {
                return refuse(
                    "the class has no `Window` property nor a `UIWindow` field for the code to cover")
            }
            members = members.map {
                $0.replacingOccurrences(
                    of: "\\bWindow\\b", with: "this." + field, options: .regularExpression)
            }
        }
        var edits = LineEdits()
        var atEnd: [String] = []
        for method in pieces.methods {
            let spelled =
                "^\\s*(?:\\[[^\\]]*\\]\\s*)*(?:(?:public|protected|internal|private|override|sealed|new|async|virtual|unsafe)\\s+)*void\\s+\(method.name)\\s*\\("
            let declares = { (line: String) in line.range(of: spelled, options: .regularExpression) != nil }
            guard let start = (declaration + 1..<close).first(where: { declares(lines[$0]) }) else {
                if partials.contains(where: { $0.contains(where: declares) }) {
                    return refuse("another part of the partial class declares \(method.name)")
                }
                let text =
                    exported
                    ? export(
                        method, scene: pieces.host == .csharpClass(conformingTo: "UIWindowSceneDelegate"))
                    : added(method, forwarding: forwarding)
                atEnd += [""] + indented(reindent(text, unit), memberIndent)
                continue
            }
            let end = ScanFix.body(of: start + 1, in: lines).upperBound
            guard let open = (start..<end).first(where: { ScanFix.braces(in: lines[$0]).opens > 0 }),
                ScanFix.braces(in: lines[open]).closes == 0,
                !lines[start...open].contains(where: { ScanFix.code(of: $0).contains("=>") })
            else {
                return refuse(
                    "its \(method.name) has no body a line can go in (an expression body, a brace shared with code)"
                )
            }
            // After the framework's own call (`base.OnActivated (app);`), over as many lines as
            // its arguments run.
            var after = open
            var indent = memberIndent + unit
            if let baseCall = (open..<end).first(where: {
                lines[$0].range(of: "\\bbase\\.\(method.name)\\s*\\(", options: .regularExpression) != nil
            }) {
                var depth = 0
                var last = baseCall
                while last < end - 1 {
                    depth += ScanFix.brackets(in: lines[last])
                    if depth <= 0 { break }
                    last += 1
                }
                after = last
                indent = ScanFix.indentation(of: lines[baseCall])
            }
            edits.add(.insert(after: after + 1, method.calls.map { $0.isEmpty ? "" : indent + $0 }))
        }
        for member in members { atEnd += [""] + indented(reindent(member, unit), memberIndent) }
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

    /// The other files' lines that declare a part of the `partial` class declared on `line`.
    static func partialParts(of line: String, besides path: String, in files: [String: [String]])
        -> [[String]]
    {
        guard line.range(of: "\\bpartial\\b", options: .regularExpression) != nil,
            let name = line.range(of: "\\bclass\\s+\\w+", options: .regularExpression).map({
                String(line[$0].split(separator: " ").last ?? "")
            })
        else { return [] }
        return files.filter { other, lines in
            other != path && other.hasSuffix(".cs")
                && lines.contains {
                    $0.range(of: "\\bpartial\\s+class\\s+\(name)\\b", options: .regularExpression) != nil
                }
        }.map(\.value)
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

    /// What a project with no native folder of the app's platform is told: which command
    /// makes the folder, from the manifest it was read from (an Expo, Capacitor or Cordova
    /// project's package.json, a Flutter project's pubspec, a .NET project's .csproj).
    static func noNativeFolder(_ report: AppReport) -> String {
        let android = report.app.platform == .android
        let folder = android ? "android" : "ios"
        let names = report.app.libraries.map(\.declared.library.name)
        let marker = report.app.marker
        let make: String
        if marker.hasSuffix("pubspec.yaml") || marker.hasSuffix("pubspec.lock") {
            make = "make it (`flutter create --platforms=\(folder) .`)"
        } else if marker.hasSuffix(".csproj") {
            make =
                "its \(android ? "Android" : "iOS") head (`Platforms/\(android ? "Android" : "iOS")`) is not in the tree: add it"
        } else if names.contains(where: { $0.hasPrefix("cordova") }) {
            make = "make it (`cordova platform add \(folder)`, which makes `platforms/\(folder)`)"
        } else if names.contains(where: { $0.hasPrefix("@capacitor") || $0.contains("capacitor") }) {
            make = "make it (`npx cap add \(folder)`)"
        } else {
            make =
                "make it (`npx expo prebuild`; prebuild makes the folder anew each time it runs, so keep the"
                + " change in a config plugin or stop regenerating it)"
        }
        return
            "\(report.app.name): \(shortStanding(report)), and the project has no native \(folder) folder to add"
            + " recommend's choice to (the privacy library's own native code is not the app's to edit): \(make),"
            + " then run `switcherlab scan --fix` again (the text report prints the lines it would add)"
    }
}
