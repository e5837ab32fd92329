import SwitcherCore

/// A configuration's code taken apart for a file that already exists (`scan --fix`): the
/// methods the host implements, each with the calls to put at the top of one the file already
/// has, the members they use, the imports, the declarations after the class, the companion
/// files. Swift in an app or scene delegate, and an Android Activity's, in Kotlin or Java;
/// nil for the code of other hosts (observers in a view controller, SwiftUI, Objective-C),
/// which is added by hand.
public struct CodePieces: Sendable {
    /// The file's class the pieces go in.
    public enum Host: Sendable, Equatable {
        /// A Swift class conforming to this protocol: `UIWindowSceneDelegate`,
        /// `UIApplicationDelegate`.
        case swiftClass(conformingTo: String)
        /// An Android Activity.
        case activity(kotlin: Bool)
    }

    /// A method of the host: its name as declared (`sceneWillResignActive`, `onCreate`), the
    /// whole method, and the calls it makes (after `super`'s in an Activity).
    public struct Method: Sendable, Equatable {
        public let name: String
        public let text: String
        public let calls: [String]
    }

    public let host: Host
    /// Whole import lines.
    public let imports: [String]
    public let methods: [Method]
    public let members: [String]
    public let declarations: [String]
    /// The calls at the end of `scene(_:willConnectTo:options:)`, once the window is up.
    public let launch: String?
    public let files: [CodeFile]
}

extension StrategyCode {
    /// The pieces of `request`'s code; nil for code that is not a delegate's or an Activity's.
    public static func pieces(for request: CodeRequest) throws(CodeUnavailable) -> CodePieces? {
        let context = try resolve(request)
        switch (context.info.listing, context.listing.language) {
        case (.uiKit(let swift, _), .swift):
            let host = context.host ?? .sceneDelegate
            guard host == .appDelegate || host == .sceneDelegate else { return nil }
            let code = swift(context.listing)
            let methods = code.used(trigger: context.listing.trigger, host: host).map { callback, calls in
                CodePieces.Method(
                    name: DelegateSender(host).name + callback.capitalized,
                    text: SwiftHost.delegateMethod(DelegateSender(host), callback, calls),
                    calls: calls.flatMap {
                        $0.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                    })
            }
            return CodePieces(
                host: .swiftClass(
                    conformingTo: host == .appDelegate ? "UIApplicationDelegate" : "UIWindowSceneDelegate"),
                imports: (["UIKit"] + code.imports).map { "import \($0)" }, methods: methods,
                members: code.members, declarations: code.declarations,
                launch: host == .sceneDelegate ? code.launch : nil, files: code.files)
        case (.activity(let code), _):
            let kotlin = context.listing.language == .kotlin
            let activity = code(context.listing)
            let methods = activity.callbacks.map { callback in
                CodePieces.Method(
                    name: callback.name, text: AndroidCode.method(callback, kotlin: kotlin),
                    calls: callback.body.split(separator: "\n", omittingEmptySubsequences: false).map(
                        String.init))
            }
            return CodePieces(
                host: .activity(kotlin: kotlin),
                imports: activity.imports.map { "import \($0)\(kotlin ? "" : ";")" }, methods: methods,
                members: activity.members, declarations: [], launch: nil, files: [])
        default:
            return nil
        }
    }
}
