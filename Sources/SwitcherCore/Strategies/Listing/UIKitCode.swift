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
    /// The code in Swift.
    var swift: HostedCode { get }
    /// The code in Objective-C.
    var objc: HostedCode { get }
}

extension UIKitCode {
    /// The strategy's listing: each language's code written for the configuration.
    static var listing: StrategyListing { listing(writtenBy: Self.init(context:)) }

    /// The listing of a strategy whose code is this one written by `code` (a variant told
    /// apart by its id).
    static func listing(writtenBy code: @escaping @Sendable (ListingContext) -> Self) -> StrategyListing {
        .uiKit(swift: { code($0).swift }, objc: { code($0).objc })
    }

    /// The host's window (`ListingContext.window`).
    var window: String { context.window }
    /// The fade as the code writes it.
    var fade: String { context.fadeLiteral }
    var host: StrategyHost { context.host }
    /// The corrected form rather than the article's code.
    var corrected: Bool { context.form == .corrected }
}
