import SwitcherCode
import SwitcherCore
import SwitcherScan

extension ScanOutput {
    /// The words before a fix's lines: where `scan --fix` puts them, or, for a C# app whose
    /// code is printed in the platform's own language (no C# form of the configuration), that
    /// its bindings spell the same calls and `--fix` adds none.
    static func linesHeading(_ report: AppReport, command: String) -> String {
        guard isCSharp(report), !command.contains("--language csharp") else {
            let which =
                command.contains("--language csharp")
                ? ", in C#: the first configuration that leaks nowhere with C# code" : ""
            return "  the lines to add\(which) (\(command) prints the whole files; `switcherlab scan --fix`"
                + " adds them to the app's own files, into the methods they have):\n\n"
        }
        // A .NET app: its bindings spell the same calls in C#'s way.
        let native = report.app.platform.nativeLanguages
        return "  the lines to add, in \(native.primary == .swift ? "Swift" : "Kotlin"): the app is C#,"
            + " whose bindings make the same calls in C#'s spelling (`AddSubview`, `OnResignActivation`,"
            + " `Window.AddFlags(WindowManagerFlags.Secure)`); this configuration has no C# code, so"
            + " `switcherlab scan --fix` adds none (\(command) prints the whole files):\n\n"
    }

    /// Whether the app is read mostly from C# (a MAUI or Xamarin head).
    static func isCSharp(_ report: AppReport) -> Bool {
        let files = report.app.filesRead
        let native = report.app.platform.nativeLanguages
        return files[.cSharpIOS, default: 0] + files[.cSharpAndroid, default: 0]
            > files[native.primary, default: 0] + files[native.older, default: 0]
    }

    /// The language code is printed in for source written in `language`; nil for one no code
    /// is printed in.
    static func codeLanguage(_ language: SourceLanguage) -> CodeLanguage? {
        switch language {
        case .swift: return .swift
        case .objectiveC: return .objc
        case .kotlin: return .kotlin
        case .java: return .java
        case .plist, .pbxproj, .xcodegen, .androidManifest, .gradle, .dependency, .cSharpIOS, .cSharpAndroid:
            return nil
        }
    }

    /// `recommend`'s choice, the command that prints its code and the lines to add (its
    /// `--snippet`), in the app's own language: Objective-C for an app read mostly from `.m`
    /// files, Java for an Android app read mostly from `.java` files, C# for an iOS head read
    /// mostly from `.cs` files.
    public static func fix(_ report: AppReport) -> (sentence: String, command: String, code: String?)? {
        guard let ranking = report.recommendation, let winner = ranking.winner ?? ranking.entries.first else {
            return nil
        }
        let files = report.app.filesRead
        let native = report.app.platform.nativeLanguages
        var language: CodeLanguage? = nil
        if files[native.older, default: 0] > files[native.primary, default: 0] {
            language = codeLanguage(native.older)
        }
        // An iOS head in C#: its code in C#, that of the first configuration that leaks nowhere
        // with C# code, as `scan --fix` adds it.
        if isCSharp(report), native.primary == .swift {
            if let chosen = (ranking.winners + ranking.leakFree).first(where: { entry in
                Strategies.info(entry.strategy).map { StrategyCode.languages(of: $0).contains(.csharp) }
                    ?? false
            }) {
                return fix(ranking, chosen, lifecycle: report.app.lifecycle, language: .csharp)
            }
        }
        // A winner without code in the app's language (SwiftUI code for an Objective-C app)
        // is printed in its first language.
        if let chosen = language, let info = Strategies.info(winner.strategy),
            !StrategyCode.languages(of: info).contains(chosen)
        {
            language = nil
        }
        return fix(ranking, winner, lifecycle: report.app.lifecycle, language: language)
    }

    static func fix(
        _ ranking: Recommendation.Ranking, _ winner: Recommendation.Entry, lifecycle: LifecycleStyle?,
        language: CodeLanguage?
    ) -> (sentence: String, command: String, code: String?) {
        let request = request(winner, lifecycle: lifecycle, language: language)
        let code = try? StrategyCode.snippet(for: request)
        return (ranking.verdict, "switcherlab code " + request.description, code)
    }

    /// The code request of a ranked configuration, for an app in `lifecycle`.
    static func request(_ entry: Recommendation.Entry, lifecycle: LifecycleStyle?, language: CodeLanguage?)
        -> CodeRequest
    {
        CodeRequest(
            strategy: entry.strategy, host: entry.host, lifecycle: entry.host == nil ? nil : lifecycle,
            trigger: entry.trigger, presentation: entry.presentation ?? .automatic, language: language)
    }
}
