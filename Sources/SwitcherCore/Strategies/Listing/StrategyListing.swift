/// A strategy's code as `switcherlab code` prints it, declared beside its emulation in the
/// strategy's folder: the calls its callbacks make and the members they use, in the platform's
/// own names. SwitcherCode puts them in the host's file (app delegate, scene delegate, a view
/// controller observing notifications, an Activity), so hosts × triggers are written once, not
/// per strategy (ARCHITECTURE §9).
public enum StrategyListing: Sendable {
    /// No code: `none`, the baseline.
    case none
    /// UIKit code, in Swift and in Objective-C, and for some strategies in C# (.NET for iOS,
    /// Xamarin: UIKit through its bindings).
    case uiKit(
        swift: @Sendable (ListingContext) -> HostedCode, objc: @Sendable (ListingContext) -> HostedCode,
        csharp: (@Sendable (ListingContext) -> HostedCode)? = nil)
    /// SwiftUI code: whole files, and the lines to add (`--snippet`).
    case swiftUI(
        files: @Sendable (ListingContext) -> [CodeFile], snippet: @Sendable (ListingContext) -> String)
    /// An Android Activity's callbacks, in Kotlin or Java (`ListingContext.language`).
    case activity(@Sendable (ListingContext) -> ActivityCode)
}

/// The language a strategy's code is printed in.
public enum CodeLanguage: String, Hashable, Sendable, CaseIterable, RawValueDescribed {
    case swift, objc, kotlin, java
    /// C# of .NET for iOS (a MAUI or Xamarin app's iOS head): UIKit through its bindings.
    case csharp
}

/// One file of printed code: where it goes, and its text (headed by a comment naming it).
public struct CodeFile: Hashable, Sendable {
    public let name: String
    public let text: String

    public init(name: String, text: String) {
        self.name = name
        self.text = text
    }
}

/// A configuration resolved, as a strategy's listing reads it: where the code lives, its
/// options, the language and the deployment target.
public struct ListingContext: Sendable {
    /// Where the code lives; for code with no choice of host, the lifecycle's delegate.
    public let host: StrategyHost
    public let lifecycle: LifecycleStyle
    public let trigger: StrategyTrigger
    public let presentation: ModalPresentation
    /// The article's code, or its corrected form.
    public let form: StrategyForm
    public let fade: Double
    public let language: CodeLanguage
    /// The deployment target (`--ios`).
    public let ios: IOSVersion
    /// The comment lines that head each file: the configuration and where its code comes from.
    public let citation: [String]

    public init(
        host: StrategyHost, lifecycle: LifecycleStyle, trigger: StrategyTrigger,
        presentation: ModalPresentation, form: StrategyForm, fade: Double, language: CodeLanguage,
        ios: IOSVersion, citation: [String]
    ) {
        self.host = host
        self.lifecycle = lifecycle
        self.trigger = trigger
        self.presentation = presentation
        self.form = form
        self.fade = fade
        self.language = language
        self.ios = ios
        self.citation = citation
    }

    /// Whether the deployment target is iOS `major` or later.
    public func targets(_ major: Int) -> Bool { ios.major >= major }

    /// The fade as the code writes it.
    public var fadeLiteral: String { ListingText.literal(fade) }

    /// The host's window: the delegate's `window`, or the observing view controller's
    /// `view.window` (`self.window`, `self.view.window` in Objective-C).
    public var window: String {
        switch (language, host == .notifications) {
        case (.objc, true): "self.view.window"
        case (.objc, false): "self.window"
        case (.csharp, true): "View.Window"
        case (.csharp, false): "Window"
        case (_, true): "view.window"
        case (_, false): "window"
        }
    }

    /// Kotlin rather than Java, for an Activity's code.
    public var kotlin: Bool { language == .kotlin }

    /// What ends a statement of an Activity's code: nothing in Kotlin, `;` in Java.
    public var end: String { kotlin ? "" : ";" }

    /// The same configuration, its files headed by `citation`.
    public func citing(_ citation: [String]) -> ListingContext {
        ListingContext(
            host: host, lifecycle: lifecycle, trigger: trigger, presentation: presentation, form: form,
            fade: fade, language: language, ios: ios, citation: citation)
    }

    /// The comment heading a file: its name, then the citation.
    public func heading(_ name: String, comment: String = "//") -> String {
        ([name] + citation).map { "\(comment) \($0)" }.joined(separator: "\n")
    }
}

/// A UIKit strategy's code, apart from its host: the calls its callbacks make and the members
/// they use. The host's file puts each call in the callback the trigger names.
public struct HostedCode: Sendable {
    /// The call on the way out: willResignActive (`active`) or didEnterBackground (`background`).
    public var up: String?
    /// The call on the way back: didBecomeActive or willEnterForeground.
    public var down: String?
    /// The call in didEnterBackground whatever the trigger, after `up`: the snapshot is next.
    public var background: String?
    /// The call once the window is up: scene(_:willConnectTo:options:), or, before scenes, the
    /// app delegate's first applicationDidBecomeActive(_:).
    public var launch: String?
    /// Objective-C: the properties of the class extension.
    public var properties: [String]
    /// The members the calls use, each a declaration of one or more lines.
    public var members: [String]
    /// Declarations beside the class (an extension, a protocol).
    public var declarations: [String]
    public var imports: [String]
    /// Files the code needs besides its host's: a view controller it shows.
    public var files: [CodeFile]

    public init(
        up: String? = nil, down: String? = nil, background: String? = nil, launch: String? = nil,
        properties: [String] = [], members: [String] = [], declarations: [String] = [],
        imports: [String] = [], files: [CodeFile] = []
    ) {
        self.up = up
        self.down = down
        self.background = background
        self.launch = launch
        self.properties = properties
        self.members = members
        self.declarations = declarations
        self.imports = imports
        self.files = files
    }

    /// The callbacks that make a call, each with its calls, in the callbacks' order: the
    /// methods (or observers) a host's file implements.
    public func used(trigger: StrategyTrigger, host: StrategyHost) -> [(HostCallback, [String])] {
        HostCallback.allCases.compactMap { callback in
            let calls = self.calls(in: callback, trigger: trigger, host: host)
            return calls.isEmpty ? nil : (callback, calls)
        }
    }

    /// The calls `callback` makes, in order.
    public func calls(in callback: HostCallback, trigger: StrategyTrigger, host: StrategyHost) -> [String] {
        var out: [String] = []
        if callback == .didBecomeActive, host == .appDelegate, let launch { out.append(launch) }
        if callback == trigger.coverUp, let up { out.append(up) }
        if callback == trigger.coverDown, let down { out.append(down) }
        if callback == .didEnterBackground, let background { out.append(background) }
        return out
    }
}

/// An Android strategy's code: the Activity callbacks it overrides, its members and imports.
public struct ActivityCode: Sendable {
    /// One Activity callback: its name, and its body after the call to `super`.
    public struct Callback: Sendable {
        public let name: String
        public let body: String

        public init(name: String, body: String) {
            self.name = name
            self.body = body
        }
    }

    public let callbacks: [Callback]
    public let members: [String]
    public let imports: [String]

    public init(_ callbacks: [Callback], _ members: [String], _ imports: [String]) {
        self.callbacks = callbacks
        self.members = members
        self.imports = imports
    }
}

/// Lines of code put together.
public enum ListingText {
    /// `text`'s lines, each non-empty one indented by `spaces`.
    public static func indent(_ text: String, _ spaces: Int = 4) -> String {
        let pad = String(repeating: " ", count: spaces)
        return text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.isEmpty ? "" : pad + $0 }.joined(separator: "\n")
    }

    /// Blocks set apart by blank lines, empty ones left out.
    public static func blocks(_ blocks: [String]) -> String {
        blocks.filter { !$0.isEmpty }.joined(separator: "\n\n")
    }

    /// A Swift file: its heading, the import of `module`, then `body`.
    public static func swiftFile(
        _ name: String, _ context: ListingContext, importing module: String, _ body: String
    ) -> CodeFile {
        CodeFile(name: name, text: blocks([context.heading(name), "import \(module)", body]))
    }

    /// A view controller in Objective-C: its header and its implementation, each headed by
    /// its name and the citation.
    public static func objcPair(
        _ name: String, _ context: ListingContext, header: String, implementation: String
    ) -> [CodeFile] {
        [
            CodeFile(
                name: "\(name).h",
                text: blocks([context.heading("\(name).h"), "#import <UIKit/UIKit.h>", header]) + "\n"),
            CodeFile(
                name: "\(name).m",
                text: blocks([context.heading("\(name).m"), "#import \"\(name).h\"", implementation]) + "\n"),
        ]
    }

    /// `0.5`, `0.25`, `1.0`: a duration as the code writes it.
    public static func literal(_ seconds: Double) -> String {
        var text = String(seconds)
        if text.hasSuffix(".0") && text.count > 3 { text.removeLast(2) }
        return text
    }
}

/// The articles the strategies' code comes from, as the files' citations name them.
public enum Article {
    public static let a000 =
        "Geoff Hackworth, \"Hide Sensitive Information in the iOS App Switcher Snapshot Image\" (2020)"
    public static let a001 =
        "SAP Community, \"Making sensitive data disappear in the iOS/iPadOS App Switcher\""
    public static let a002 =
        "Apple, Technical Q&A QA1838, \"Preventing Sensitive Information From Appearing In The Task Switcher\""
    public static let a003 = "\"Sleeping Beauty – Making your iOS app sleeping beautifully\" (Xamarin)"
    public static let a004 = "\"How to control the Preview Screenshot in the iOS Multitasking Switcher\""
}
