import SwitcherCore

/// Paste-ready code for a strategy configuration, in the platform's own API (ARCHITECTURE §9):
/// what `switcherlab code` prints and the lab's `C` key shows. A strategy's code is written
/// once per language as the calls its callbacks make and the members they use
/// (`HostedCode`); the host's file around them (app delegate, scene delegate, a view
/// controller observing UIApplication's notifications) is written once per host, and the
/// trigger picks the callbacks. The printed Swift is typechecked by the tests.
public enum StrategyCode {
    /// The languages a strategy's code is printed in, the first the default; empty for `none`.
    public static func languages(of info: StrategyInfo) -> [CodeLanguage] {
        switch kind(of: info) {
        case .none: return []
        case .activity: return [.kotlin, .java]
        case .swiftUI: return [.swift]
        case .uiKit:
            guard case .uiKit(_, _, let csharp) = info.listing, csharp != nil else { return [.swift, .objc] }
            return [.swift, .objc, .csharp]
        }
    }

    /// The files of a configuration, the host's file first.
    public static func files(for request: CodeRequest) throws(CodeUnavailable) -> [CodeFile] {
        let context = try resolve(request)
        switch (context.info.listing, context.listing.language) {
        case (.none, _): return []
        case (.swiftUI(let files, _), _): return files(context.listing)
        case (.uiKit(let swift, _, _), .swift): return SwiftHost.files(context, swift(context.listing))
        case (.uiKit(_, _, let csharp?), .csharp): return CSharpHost.files(context, csharp(context.listing))
        case (.uiKit(_, let objc, _), _): return ObjCHost.files(context, objc(context.listing))
        case (.activity(let code), _): return [AndroidCode.file(context, code(context.listing))]
        }
    }

    /// The lines to add to the host's file: the callbacks and the members they use, without
    /// the file around them; a companion file is named, not printed.
    public static func snippet(for request: CodeRequest) throws(CodeUnavailable) -> String {
        let context = try resolve(request)
        switch (context.info.listing, context.listing.language) {
        case (.none, _): return ""
        case (.swiftUI(_, let snippet), _): return snippet(context.listing)
        case (.uiKit(let swift, _, _), .swift): return SwiftHost.snippet(context, swift(context.listing))
        case (.uiKit(_, _, let csharp?), .csharp): return CSharpHost.snippet(context, csharp(context.listing))
        case (.uiKit(_, let objc, _), _): return ObjCHost.snippet(context, objc(context.listing))
        case (.activity(let code), _): return AndroidCode.snippet(context, code(context.listing))
        }
    }

    /// The printed text: each file after the first set off by a blank line.
    public static func text(for request: CodeRequest, snippet: Bool = false) throws(CodeUnavailable) -> String
    {
        if snippet { return try self.snippet(for: request) }
        return try files(for: request).map(\.text).joined(separator: "\n")
    }

    /// Every configuration with code, from the catalog: each strategy in each host it can live
    /// in and each lifecycle that host runs in, with each trigger and presentation it offers,
    /// in each of its languages (the fade only changes a number: its default). Two requests
    /// that print the same files are listed once.
    public static func configurations(languages: Set<CodeLanguage> = Set(CodeLanguage.allCases))
        -> [CodeRequest]
    {
        var seen: Set<[CodeFile]> = []
        var out: [CodeRequest] = []
        for info in Strategies.all {
            let hosts: [StrategyHost?] = info.hosts.isEmpty ? [nil] : info.hosts
            let triggers: [StrategyTrigger?] =
                info.options.contains(.trigger) ? StrategyTrigger.allCases : [nil]
            let presentations =
                info.options.contains(.presentation) ? ModalPresentation.allCases : [.automatic]
            let forms = info.options.contains(.form) ? StrategyForm.allCases : [.article]
            for language in Self.languages(of: info) where languages.contains(language) {
                for host in hosts {
                    for lifecycle in LifecycleStyle.allCases where host?.runs(in: lifecycle) ?? true {
                        for trigger in triggers {
                            for (presentation, form) in presentations.flatMap({ p in forms.map { (p, $0) } })
                            {
                                let request = CodeRequest(
                                    strategy: info.id, host: host, lifecycle: lifecycle, trigger: trigger,
                                    presentation: presentation, form: form, language: language)
                                guard let files = try? files(for: request), seen.insert(files).inserted
                                else { continue }
                                out.append(request)
                            }
                        }
                    }
                }
            }
        }
        return out
    }

    // MARK: Resolving a request

    /// What a strategy's code is: none, an Android Activity's, SwiftUI's or UIKit's.
    enum Kind { case none, activity, swiftUI, uiKit }

    static func kind(of info: StrategyInfo) -> Kind {
        switch info.listing {
        case .none: .none
        case .activity: .activity
        case .swiftUI: .swiftUI
        case .uiKit: .uiKit
        }
    }

    /// A request checked against the catalog, every default filled in.
    static func resolve(_ request: CodeRequest) throws(CodeUnavailable) -> CodeContext {
        guard let info = Strategies.info(request.strategy) else {
            throw CodeUnavailable(
                "unknown strategy '\(request.strategy)' (expected \(Strategies.ids.joined(separator: ", ")))")
        }
        let kind = kind(of: info)
        let languages = languages(of: info)
        guard kind != .none else {
            throw CodeUnavailable(
                "none has no code: it is the baseline, an app without any privacy code")
        }
        let language = request.language ?? languages[0]
        guard languages.contains(language) else {
            throw CodeUnavailable(
                "\(info.id) has no \(language) code: its code is in "
                    + languages.map(\.rawValue).joined(separator: " and "))
        }
        if kind == .swiftUI && request.ios.major < 14 {
            throw CodeUnavailable(
                "\(info.id) is SwiftUI's App and scenePhase, which need iOS 14; for iOS \(request.ios.major)"
                    + " choose a UIKit strategy (see switcherlab recommend --ios \(request.ios.major))")
        }
        if kind == .activity {
            if let host = request.host {
                throw CodeUnavailable(
                    "\(info.id) is Android code, in the Activity: it has no host (\(host) is an iOS one)")
            }
            return CodeContext(
                info: info, host: nil, lifecycle: .scene, trigger: .active, request: request,
                language: language)
        }
        if let host = request.host, !info.hosts.isEmpty, !info.hosts.contains(host) {
            throw CodeUnavailable(
                "\(info.id)'s code cannot live in \(host): its hosts are "
                    + info.hosts.map(\.rawValue).joined(separator: ", "))
        }
        if let host = request.host, info.hosts.isEmpty {
            throw CodeUnavailable(
                "\(info.id) has no choice of host: its code runs at launch, in the delegate of the lifecycle"
                    + " (not \(host)); choose --lifecycle")
        }
        let host = request.host ?? info.defaultHost
        let lifecycle = request.lifecycle ?? host.map { $0.runs(in: .scene) ? .scene : .app } ?? .scene
        if let host, !host.runs(in: lifecycle) {
            throw CodeUnavailable("\(info.id) at \(host) in the \(lifecycle) lifecycle: " + neverRuns(host))
        }
        // C#'s code lives in a delegate: .NET's observers are another file's shape.
        if language == .csharp, let host, host != .appDelegate && host != .sceneDelegate {
            throw CodeUnavailable(
                "\(info.id)'s C# code lives in the app delegate or the scene delegate (not \(host));"
                    + " use --host app-delegate or scene-delegate")
        }
        let trigger =
            info.options.contains(.trigger)
            ? request.trigger ?? info.defaultTrigger ?? .active
            : info.defaultTrigger ?? fixedTrigger(of: info)
        return CodeContext(
            info: info, host: host ?? (lifecycle == .scene ? .sceneDelegate : .appDelegate),
            lifecycle: lifecycle,
            trigger: trigger, request: request, language: language)
    }

    /// Why code in `host` never runs in the other lifecycle (MODEL §21, §28).
    /// The moment a strategy without a choice of trigger puts its cover up, read from the
    /// callbacks it declares: willResignActive when it has one (the finished and completed
    /// overlays fade in there and only finish in the background), else didEnterBackground.
    static func fixedTrigger(of info: StrategyInfo) -> StrategyTrigger {
        if info.callbacks.contains(where: { $0.contains("WillResignActive") }) { return .active }
        return info.callbacks.contains { $0.contains("EnterBackground") } ? .background : .active
    }

    public static func neverRuns(_ host: StrategyHost) -> String {
        switch host {
        case .appDelegate:
            return "the app delegate's lifecycle methods are never called in an app with a scene manifest"
                + " (UIKit calls the scene delegate's instead); use --host scene-delegate or notifications,"
                + " or --lifecycle app"
        case .sceneDelegate:
            return "an app without a scene manifest has no scene delegate, so its methods are never called"
                + " (UIKit calls the app delegate's); use --host app-delegate or notifications, or"
                + " --lifecycle scene"
        case .swiftUIApp, .swiftUIScene:
            return "a SwiftUI app always has scenes, so its scenePhase code never runs in an app without"
                + " them; use --lifecycle scene"
        case .notifications: return "UIApplication posts its notifications in both lifecycles"
        }
    }

}

/// A request resolved: what the templates need.
struct CodeContext {
    let info: StrategyInfo
    /// Where the code lives; for code with no choice of host, the lifecycle's delegate.
    let host: StrategyHost?
    /// The configuration as the strategy's listing reads it (`ListingContext`): the options the
    /// strategy offers as requested, the others their defaults, and the citation.
    let listing: ListingContext

    init(
        info: StrategyInfo, host: StrategyHost?, lifecycle: LifecycleStyle, trigger: StrategyTrigger,
        request: CodeRequest, language: CodeLanguage
    ) {
        self.info = info
        self.host = host
        let options = ListingContext(
            host: host ?? .sceneDelegate, lifecycle: lifecycle, trigger: trigger,
            presentation: info.options.contains(.presentation) ? request.presentation : .automatic,
            form: info.options.contains(.form) ? request.form : .article,
            fade: info.options.contains(.fade) ? request.fade ?? info.defaultFade : info.defaultFade,
            language: language, ios: request.ios, citation: [])
        self.listing = options.citing(Self.citation(info, host, options))
    }

    /// The comment lines that head each file: the configuration and where the code comes from.
    private static func citation(_ info: StrategyInfo, _ host: StrategyHost?, _ listing: ListingContext)
        -> [String]
    {
        let kind = StrategyCode.kind(of: info)
        var options = [String]()
        if let host, !info.hosts.isEmpty { options.append("host \(host)") }
        if info.options.contains(.trigger) { options.append("trigger \(listing.trigger)") }
        if info.options.contains(.presentation) { options.append("presentation \(listing.presentation)") }
        if listing.form == .corrected { options.append("corrected form") }
        if info.options.contains(.fade) { options.append("fade \(listing.fadeLiteral) s") }
        if listing.ios != .current && kind != .activity {
            options.append("iOS \(listing.ios.major) and later")
        }
        // The host implies the lifecycle but for code with no choice of host.
        if kind == .uiKit && info.hosts.isEmpty { options.append("\(listing.lifecycle) lifecycle") }
        let heading =
            "SwitcherLab strategy \(info.id)"
            + (options.isEmpty ? "" : " (" + options.joined(separator: ", ") + ")")
        return [heading] + info.citation + launchWarning(info, listing)
    }

    /// On iOS 27 and later, code for an app without scenes: built with that SDK, the app does
    /// not launch (TN3187, MODEL §42), so the file says so and names the migration.
    private static func launchWarning(_ info: StrategyInfo, _ listing: ListingContext) -> [String] {
        let ios = listing.ios
        guard StrategyCode.kind(of: info) != .activity, listing.lifecycle == .app, ios.requiresScenes
        else { return [] }
        return [
            "\(ios): built with the \(ios) SDK, an app without the UIScene lifecycle does not launch",
            "(TN3187). Migrate to the scene life cycle: a UIApplicationSceneManifest and a scene",
            "delegate (switcherlab code \(info.id) --host scene-delegate).",
        ]
    }
}
