import ArgumentParser
import Foundation
import SwitcherCode
import SwitcherCore

/// `switcherlab code ID`: the strategy's code for one configuration, paste-ready, in the
/// platform's own API (ARCHITECTURE §9).
struct CodeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "code",
        abstract: "Print a strategy's code for one configuration: complete files to paste into the app.",
        discussion: """
            Prints the files the strategy's code goes in, each headed by a comment naming the file \
            and citing where the code comes from: the host's file (AppDelegate.swift, \
            SceneDelegate.swift, or ViewController.swift for the notification observers), with the \
            callbacks the trigger names and the members they use, then any view controller it \
            shows. UIKit strategies print Swift or Objective-C, the SwiftUI one SwiftUI, the \
            Android ones Kotlin or Java (MainActivity). --snippet prints only the lines to add. \
            A host that never runs in the lifecycle is refused, with the reason. The Swift of \
            every configuration is typechecked (docs/CODE.md).
            """)

    @Argument(help: "The strategy's id (see switcherlab strategies).")
    var id: String?

    @Option(help: "Where the code lives (default: its article's).")
    var host: StrategyHost?

    @Option(help: "The lifecycle style: scene or app (default: the one its host runs in; scene if both).")
    var lifecycle: LifecycleStyle?

    @Option(help: "active or background, for the strategies with a choice (default: the strategy's).")
    var trigger: StrategyTrigger?

    @Option(help: "automatic or full-screen, for the strategies that present a view controller.")
    var presentation: ModalPresentation?

    @Option(
        help:
            "article (the article's code as written, the default) or corrected (its production defects mended), for the strategies that have a corrected form."
    )
    var form: StrategyForm?

    @Option(
        help: ArgumentHelp(
            "How long the strategies that fade take, 0 to 10s, as 300ms or 0.3s (default: the strategy's own, 500ms; visual-effect-blur 300ms).",
            valueName: "duration"))
    var fade: String?

    @Option(help: "The code's language (default: Swift on iOS, Kotlin on Android).")
    var language: CodeLanguage?

    @Flag(help: "Print only the lines to add: the callbacks and the members they use.")
    var snippet = false

    @Option(
        release:
            "The app's deployment target, iOS \(IOSVersion.range) (default \(IOSVersion.current.major)): the"
            + " code uses nothing newer, and nothing deprecated there.")
    var ios: IOSVersion?

    @Flag(help: .hidden)
    var listConfigurations = false

    @Option(help: .hidden)
    var outputDir: String?

    func run() throws {
        if listConfigurations || outputDir != nil {
            try writeConfigurations()
            return
        }
        guard let id else {
            throw usage("code: give a strategy id (expected \(Strategies.ids.joined(separator: ", ")))")
        }
        let request = try self.request(id)
        do {
            print(try StrategyCode.text(for: request, snippet: snippet), terminator: "")
        } catch {
            throw usage("code \(id): \(error.reason)")
        }
        // What the audit says of it, on standard error, so that the code can be piped as is.
        if let check = CodeCheck.run(request, catalog: try loadCatalog(nil), version: request.ios) {
            for line in check.warning {
                FileHandle.standardError.write(
                    Data("switcherlab: \(TerminalSafeText.sanitized(line))\n".utf8))
            }
        }
    }

    private func request(_ id: String) throws -> CodeRequest {
        guard let info = Strategies.info(id) else {
            throw usage("unknown strategy '\(id)' (expected \(Strategies.ids.joined(separator: ", ")))")
        }
        var request = CodeRequest(strategy: id)
        if let ios {
            guard info.applies(to: .iphone) || info.applies(to: .ipad) || info.applies(to: .iphoneHome) else {
                throw usage("--ios: \(id) is Android code (its level is --android-api in the audit)")
            }
            request.ios = ios
        }
        if let host { request.host = host }
        if let lifecycle { request.lifecycle = lifecycle }
        if let language { request.language = language }
        if let trigger {
            guard info.options.contains(.trigger) else {
                throw usage("--trigger: \(id) has no choice of trigger")
            }
            request.trigger = trigger
        }
        if let presentation {
            guard info.options.contains(.presentation) else {
                throw usage("--presentation: \(id) presents no view controller")
            }
            request.presentation = presentation
        }
        if let form {
            guard info.options.contains(.form) else {
                throw usage("--form: \(id) has no corrected form (its code is the article's as written)")
            }
            request.form = form
        }
        if let fade {
            guard info.options.contains(.fade) else { throw usage("--fade: \(id) does not fade") }
            // Read as the lab, the timeline, compare and tapes read it: `300ms`, `0.3s`.
            var configuration = LabConfiguration()
            try StrategyOptions.fade(fade).apply(to: &configuration)
            request.fade = configuration.strategy.fade
        }
        return request
    }

    /// The hidden options for the typecheck script: every configuration's arguments, one a
    /// line (`--list-configurations`), or its files written into a folder of their own under
    /// `--output-dir`, named by its number. `--language` keeps one language.
    private func writeConfigurations() throws {
        let languages: Set<CodeLanguage> = language.map { [$0] } ?? Set(CodeLanguage.allCases)
        let version = ios ?? .current
        // Android code has no iOS target; SwiftUI none before iOS 14.
        let configurations = StrategyCode.configurations(languages: languages).compactMap { request in
            var request = request
            request.ios = version
            return (try? StrategyCode.files(for: request)) == nil && ios != nil ? nil : request
        }
        guard let outputDir else {
            for request in configurations { print(request.arguments.joined(separator: " ")) }
            return
        }
        let root = URL(fileURLWithPath: outputDir, isDirectory: true)
        for (index, request) in configurations.enumerated() {
            let folder = root.appendingPathComponent(String(format: "%03d", index + 1), isDirectory: true)
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                try Data((request.arguments.joined(separator: " ") + "\n").utf8)
                    .write(to: folder.appendingPathComponent("arguments"))
                for file in try StrategyCode.files(for: request) {
                    try Data(file.text.utf8).write(
                        to: folder.appendingPathComponent(file.name), options: .atomic)
                }
            } catch let error as CodeUnavailable {
                throw usage("code \(request): \(error.reason)")
            } catch {
                throw usage("--output-dir: cannot write \(folder.path): \(error.localizedDescription)")
            }
        }
        print("\(configurations.count) configurations in \(outputDir)")
    }
}
