import SwitcherCore

/// A configuration's code taken apart for a file that already exists (`scan --fix`): the
/// methods the host implements, each with the calls to put at the top of one the file already
/// has, the members they use, the imports, the declarations after the class (before the
/// `@implementation` in Objective-C, whose properties go in the class extension), the
/// companion files. Swift, Objective-C or C# in an app or scene delegate, and an Android
/// Activity's, in Kotlin or Java; nil for the code of other hosts (observers in a view
/// controller, SwiftUI), which is added by hand.
public struct CodePieces: Sendable {
    /// The file's class the pieces go in.
    public enum Host: Sendable, Equatable {
        /// A Swift class conforming to this protocol: `UIWindowSceneDelegate`,
        /// `UIApplicationDelegate`.
        case swiftClass(conformingTo: String)
        /// An Objective-C class conforming to this protocol, in its `@implementation`.
        case objcClass(conformingTo: String)
        /// A C# class deriving from the .NET binding of this protocol's model class (or from a
        /// framework's class that does: Xamarin.Forms', MAUI's).
        case csharpClass(conformingTo: String)
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
    /// Whole import lines (`import UIKit`, `#import <CoreImage/CoreImage.h>`).
    public let imports: [String]
    /// Objective-C: the properties of the class extension.
    public let properties: [String]
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
        case (.uiKit(let swift, let objc, let csharp), let language):
            let host = context.host ?? .sceneDelegate
            guard host == .appDelegate || host == .sceneDelegate else { return nil }
            let isObjC = language == .objc
            let code =
                switch language {
                case .objc: objc(context.listing)
                case .csharp: csharp.map { $0(context.listing) } ?? swift(context.listing)
                default: swift(context.listing)
                }
            let sender = DelegateSender(host)
            let methods = code.used(trigger: context.listing.trigger, host: host).map { callback, calls in
                let text: String =
                    switch language {
                    case .objc: ObjCHost.delegateMethod(sender, callback, calls)
                    case .csharp: CSharpHost.delegateMethod(host, callback, calls)
                    default: SwiftHost.delegateMethod(sender, callback, calls)
                    }
                return CodePieces.Method(
                    name: language == .csharp
                        ? CSharpHost.methodName(host, callback) : sender.name + callback.capitalized,
                    text: text,
                    calls: (isObjC ? calls.map(ObjCHost.message) : calls).flatMap {
                        $0.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                    })
            }
            let conformance = host == .appDelegate ? "UIApplicationDelegate" : "UIWindowSceneDelegate"
            let launch = host == .sceneDelegate ? code.launch : nil
            let pieceHost: CodePieces.Host =
                switch language {
                case .objc: .objcClass(conformingTo: conformance)
                case .csharp: .csharpClass(conformingTo: conformance)
                default: .swiftClass(conformingTo: conformance)
                }
            let imports: [String] =
                switch language {
                case .objc: code.imports.map { "#import \($0)" }
                case .csharp: CSharpHost.usings(code).map { "using \($0);" }
                default: (["UIKit"] + code.imports).map { "import \($0)" }
                }
            return CodePieces(
                host: pieceHost, imports: imports,
                properties: isObjC ? code.properties : [], methods: methods,
                members: code.members, declarations: code.declarations,
                launch: isObjC ? launch.map(ObjCHost.message) : launch, files: code.files)
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
                imports: activity.imports.map { "import \($0)\(kotlin ? "" : ";")" }, properties: [],
                methods: methods,
                members: activity.members, declarations: [], launch: nil, files: [])
        default:
            return nil
        }
    }
}
