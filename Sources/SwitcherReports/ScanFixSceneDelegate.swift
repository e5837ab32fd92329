import Foundation
import SwitcherCode
import SwitcherCore
import SwitcherScan

/// A SwiftUI `App` given a scene delegate of its own (`scan --fix`). SwiftUI makes its scenes'
/// delegate itself and calls a class of the app's only where a scene configuration names it
/// (MODEL §67): the fix names it from an app delegate the `App` adapts
/// (`@UIApplicationDelegateAdaptor`), whose `application(_:configurationForConnecting:options:)`
/// sets `delegateClass`. An unnamed scene delegate of the app's is named; where there is none,
/// recommend's scene-delegate configuration goes into a new `SceneDelegate.swift` beside the
/// `App`, which reads its window from its scene (SwiftUI made it).
enum ScanFixSceneDelegate {
    static let host = CodePieces.Host.swiftClass(conformingTo: "UIWindowSceneDelegate")

    /// The scene delegate class of the app's that no configuration names, if a finding is in one.
    static func unnamed(_ report: AppReport) -> String? {
        report.findings.first { $0.pitfalls.contains(.sceneDelegateUnnamed) }?.facts.first?.handler.owner
    }

    /// Names `className` as the scene delegate SwiftUI makes, in the adapted app delegate (a
    /// new `AppDelegate.swift` and the adaptor's line in the `App` where there is none). The
    /// paths changed or made; nil, with a note, where it cannot.
    static func name(
        _ className: String, report: AppReport, sources: SourceLines, texts: inout [String: [String]],
        notes: inout [String]
    ) -> Set<String>? {
        guard let app = appDeclaration(report.app) else { return nil }
        let known = texts
        let lines = { (path: String) in known[path] ?? sources.lines(of: path) ?? [] }
        let paths = swiftPaths(report, sources: sources, texts: texts)
        let method = configurationMethod(className)
        // The app's own configuration method, wherever it is declared, is the app's to change.
        if let path = paths.first(where: { lines($0).contains { $0.contains("configurationForConnecting") } })
        {
            notes.append(
                "\(path): the app returns its own scene configuration: set its delegateClass ="
                    + " \(className).self by hand (MODEL §67)")
            return nil
        }
        if let adaptor = report.app.delegateAdaptor {
            for path in paths {
                let current = lines(path)
                guard let declaration = current.firstIndex(where: { declares(adaptor, $0) }) else { continue }
                guard let close = ScanFixAddition.closingBrace(ofClassAt: declaration, in: current) else {
                    notes.append(
                        "\(path):\(declaration + 1): the class's braces are not where the fix can add code line by"
                            + " line: set delegateClass = \(className).self by hand (MODEL §67)")
                    return nil
                }
                var edited = current
                let indent = ScanFix.indentation(of: current[declaration]) + "    "
                edited.insert(contentsOf: [""] + ScanFixAddition.indented(method, indent), at: close - 1)
                texts[path] = edited
                notes.append(
                    "\(path):\(declaration + 1): \(className) named as the delegate of the scenes SwiftUI makes"
                        + " (MODEL §67)")
                return [path]
            }
            notes.append(
                "\(report.app.name): the class \(adaptor) the App adapts is not found: name \(className) by hand"
            )
            return nil
        }
        // No app delegate yet: one, and the adaptor's line at the top of the App.
        let directory = app.path.split(separator: "/").dropLast().joined(separator: "/")
        let made = (directory.isEmpty ? "" : directory + "/") + "AppDelegate.swift"
        let current = lines(app.path)
        guard sources.lines(of: made) == nil, texts[made] == nil,
            !paths.contains(where: { lines($0).contains { declares("AppDelegate", $0) } }),
            let opening = (app.line..<min(current.count, app.line + 6)).first(where: {
                ScanFix.braces(in: current[$0]).opens > 0
            }),
            current[opening].trimmingCharacters(in: .whitespaces).hasSuffix("{")
        else {
            notes.append(
                "\(app.path):\(app.line + 1): \(report.app.name) has no app delegate the fix can add: adapt one whose"
                    + " configurationForConnecting sets delegateClass = \(className).self by hand (MODEL §67)"
            )
            return nil
        }
        let indent = ScanFix.indentation(of: current[app.line]) + "    "
        var edited = current
        edited.insert(
            indent + "@UIApplicationDelegateAdaptor(AppDelegate.self) private var appDelegate",
            at: opening + 1)
        texts[app.path] = edited
        texts[made] =
            [
                "import UIKit",
                "",
                "/// Names \(className) as the delegate of the scenes SwiftUI makes: SwiftUI calls a scene",
                "/// delegate of the app's only where a scene configuration names it.",
                "class AppDelegate: NSObject, UIApplicationDelegate {",
            ] + ScanFixAddition.indented(method, "    ") + ["}", ""]
        notes.append(
            "\(app.path):\(app.line + 1): \(report.app.name) adapts a new AppDelegate, which names \(className) as the"
                + " delegate of the scenes SwiftUI makes (MODEL §67)")
        return [app.path, made]
    }

    /// Recommend's first scene-delegate configuration in a new `SceneDelegate.swift` beside
    /// the `App`, named; nil where there is already such a file or class, or it cannot be named.
    static func add(
        _ report: AppReport, ranking: Recommendation.Ranking, sources: SourceLines,
        texts: inout [String: [String]],
        notes: inout [String]
    ) -> Set<String>? {
        guard let app = appDeclaration(report.app) else { return nil }
        let directory = app.path.split(separator: "/").dropLast().joined(separator: "/")
        let made = (directory.isEmpty ? "" : directory + "/") + "SceneDelegate.swift"
        let paths = swiftPaths(report, sources: sources, texts: texts)
        guard sources.lines(of: made) == nil, texts[made] == nil,
            !paths.contains(where: {
                (texts[$0] ?? sources.lines(of: $0) ?? []).contains { declares("SceneDelegate", $0) }
            })
        else { return nil }
        for entry in ranking.winners + ranking.leakFree {
            let request = ScanOutput.request(entry, lifecycle: report.app.lifecycle, language: nil)
            // Code run at connection would find no window: SwiftUI makes it later.
            guard let pieces = try? StrategyCode.pieces(for: request), pieces.host == host,
                pieces.launch == nil
            else { continue }
            let before = texts
            guard
                let edited = ScanFixAddition.insert(
                    pieces, into: skeleton, classAt: 4, notes: &notes, path: made)
            else { return nil }
            texts[made] = edited
            let companions = ScanFixAddition.companions(
                pieces, beside: made, sources: sources, texts: &texts, notes: &notes)
            guard
                let named = name(
                    "SceneDelegate", report: report, sources: sources, texts: &texts, notes: &notes)
            else {
                texts = before
                return nil
            }
            notes.append(
                "\(made): \(report.app.name) \(ScanFixAddition.standing(report)): added recommend's choice in a scene delegate"
                    + " of its own, switcherlab code \(request.description)")
            return named.union(companions).union([made])
        }
        return nil
    }

    /// A new `SceneDelegate.swift`'s lines, before recommend's code goes in: the class, its
    /// scene kept at connection, its window read from the scene.
    static let skeleton = [
        "import UIKit",
        "",
        "/// The delegate of each scene SwiftUI makes (AppDelegate names it): its cover goes up before",
        "/// the App Switcher's snapshot.",
        "class SceneDelegate: UIResponder, UIWindowSceneDelegate {",
        "    private weak var windowScene: UIWindowScene?",
        "",
        "    /// The scene's window: SwiftUI made it.",
        "    var window: UIWindow? {",
        "        get { windowScene?.windows.first { $0.isKeyWindow } ?? windowScene?.windows.first }",
        "        set {}",
        "    }",
        "",
        "    func scene(",
        "        _ scene: UIScene, willConnectTo session: UISceneSession,",
        "        options connectionOptions: UIScene.ConnectionOptions",
        "    ) {",
        "        windowScene = scene as? UIWindowScene",
        "    }",
        "}",
        "",
    ]

    /// The app's Swift files, its tests' left out.
    static func swiftPaths(_ report: AppReport, sources: SourceLines, texts: [String: [String]]) -> [String] {
        let root = report.app.root == "." ? "" : report.app.root + "/"
        return Set(sources.paths).union(texts.keys).filter {
            $0.hasPrefix(root) && $0.hasSuffix(".swift") && !ScanFixAddition.isTest($0)
        }.sorted()
    }

    /// The App's file and the line (0-based) that declares it.
    static func appDeclaration(_ app: AppReading) -> (path: String, line: Int)? {
        app.appFacts.lazy.compactMap { fact in
            if case .swiftUIApp = fact.kind, fact.location.line > 0 {
                (fact.location.file, fact.location.line - 1)
            } else {
                nil
            }
        }.first
    }

    /// The name of the class `line` declares.
    static func className(declaredOn line: String) -> String? {
        guard let range = line.range(of: "class\\s+\\w+", options: .regularExpression) else { return nil }
        return line[range].split(whereSeparator: \.isWhitespace).last.map(String.init)
    }

    /// Whether `line` declares the class `name`.
    static func declares(_ name: String, _ line: String) -> Bool {
        ScanFixAddition.declaresClass(line)
            && line.range(of: "class\\s+\(name)\\b", options: .regularExpression) != nil
    }

    static func configurationMethod(_ className: String) -> String {
        """
        func application(
            _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
            options: UIScene.ConnectionOptions
        ) -> UISceneConfiguration {
            // Other roles (CarPlay, an external display) keep Info.plist's configuration.
            guard connectingSceneSession.role == .windowApplication else {
                return connectingSceneSession.configuration
            }
            let configuration = UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
            configuration.delegateClass = \(className).self
            return configuration
        }
        """
    }
}
