/// A UIKit strategy's code (a `<Name>+Code.swift`), written for one configuration: the calls
/// and members in Swift and in Objective-C, and the citation that heads its files. What every
/// such listing reads from the configuration is read here once: the host's window, the fade
/// as the code writes it, the form.
protocol UIKitCode: Sendable {
    /// The comment lines that head each file: where the code comes from.
    static var citation: [String] { get }
    /// The configuration the code is written for.
    var context: ListingContext { get }
    init(context: ListingContext)
    /// The methods the host's callbacks call, named once for both languages.
    var calls: HostCalls { get }
    /// The code in Swift.
    var swift: HostedCode { get }
    /// The code in Objective-C.
    var objc: HostedCode { get }
    /// The code in C# (.NET for iOS), for the strategies written in it (`hasCSharp`).
    var csharp: HostedCode { get }
    /// Whether the strategy's code is written in C# too.
    static var hasCSharp: Bool { get }
}

extension UIKitCode {
    /// The strategy's listing: each language's code written for the configuration.
    static var listing: StrategyListing { listing(writtenBy: Self.init(context:)) }

    /// The listing of the code that `code` writes for a configuration.
    static func listing(writtenBy code: @escaping @Sendable (ListingContext) -> Self) -> StrategyListing {
        let csharp: (@Sendable (ListingContext) -> HostedCode)? =
            hasCSharp ? { @Sendable context in code(context).hosted(.csharp) } : nil
        return .uiKit(
            swift: { code($0).hosted(.swift) }, objc: { code($0).hosted(.objc) }, csharp: csharp)
    }

    static var hasCSharp: Bool { false }
    var csharp: HostedCode { HostedCode() }

    /// The code in Swift, Objective-C or C#, its calls named as the language spells them.
    func hosted(_ language: CodeLanguage) -> HostedCode {
        switch language {
        case .objc: calls.made(by: objc, language: .objc)
        case .csharp: calls.made(by: csharp, language: .csharp)
        default: calls.made(by: swift, language: .swift)
        }
    }

    /// The host's window (`ListingContext.window`).
    var window: String { context.window }
    /// The fade as the code writes it.
    var fade: String { context.fadeLiteral }
    var host: StrategyHost { context.host }
    /// The corrected form rather than the article's code.
    var corrected: Bool { context.form == .corrected }
}

/// A UIKit strategy's code that is other strategies' code too, told apart by their id
/// (`modal-cover`'s for `modal-cover-animated`, `color-overlay`'s for the fixes of article
/// 004's comments).
protocol SharedUIKitCode: UIKitCode {
    /// The strategy whose own code it is.
    static var ownID: StrategyID { get }
    init(context: ListingContext, id: StrategyID)
}

extension SharedUIKitCode {
    /// The strategy's own code.
    init(context: ListingContext) { self.init(context: context, id: Self.ownID) }

    /// The listing of strategy `id`: this code, written for it.
    static func listing(for id: StrategyID) -> StrategyListing {
        listing(writtenBy: { Self(context: $0, id: id) })
    }
}

/// An Android strategy's code (a `<Name>+Code.swift`): the Activity callbacks it overrides for a
/// configuration, in Kotlin or Java, and the citation that heads its file.
protocol ActivityListing: Sendable {
    /// The comment lines that head the file: where the code comes from.
    static var citation: [String] { get }
    static func code(_ context: ListingContext) -> ActivityCode
}

extension ActivityListing {
    /// The strategy's listing: its Activity's code written for the configuration.
    static var listing: StrategyListing { .activity { code($0) } }
}

/// The methods a UIKit strategy's host calls (`HostedCode`'s `up`, `down`, `background` and
/// `launch`), each named once for every language: `name()` in Swift, `name` in Objective-C (a
/// message the host sends to `self`), `Name();` in C#.
struct HostCalls: Sendable {
    var up: String? = nil
    var down: String? = nil
    var background: String? = nil
    var launch: String? = nil

    /// `code` with these calls, spelled in `language`.
    func made(by code: HostedCode, language: CodeLanguage) -> HostedCode {
        let spelled = { (name: String?) in
            name.map { name in
                switch language {
                case .objc: name
                case .csharp: name.prefix(1).uppercased() + name.dropFirst() + "();"
                default: "\(name)()"
                }
            }
        }
        var code = code
        code.up = spelled(up)
        code.down = spelled(down)
        code.background = spelled(background)
        code.launch = spelled(launch)
        return code
    }
}
