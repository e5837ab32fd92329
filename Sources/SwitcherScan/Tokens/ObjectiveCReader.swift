import Foundation

/// Reads Objective-C (`.m`) from tokens: the app and scene delegates' lifecycle methods, the
/// observers of the lifecycle notifications (a selector resolved to its method in the same
/// file, or a block), and in their bodies — and their helpers' — the actions of the IR.
public struct ObjectiveCReader: SourceReader {
    public init() {}

    public func read(_ file: ScannedFile) -> FileReading {
        if OtherApplePlatform.holds(file) { return FileReading() }
        let stream = TokenStream(file.text, dialect: .objectiveC)
        if let refusal = stream.refusal {
            return FileReading(problems: ["\(file.path): not read: \(refusal)"])
        }
        var reading = ObjectiveCFile(stream: stream, path: file.path)
        return reading.read()
    }

    /// The delegate methods by selector: their host and moment.
    static let delegateMethods: [String: (HandlerHost, LifecycleMoment)] = [
        "application:didFinishLaunchingWithOptions:": (.appDelegate, .launch),
        "applicationWillResignActive:": (.appDelegate, .resignActive),
        "applicationDidBecomeActive:": (.appDelegate, .becomeActive),
        "applicationDidEnterBackground:": (.appDelegate, .enterBackground),
        "applicationWillEnterForeground:": (.appDelegate, .enterForeground),
        "applicationWillTerminate:": (.appDelegate, .terminate),
        "scene:willConnectToSession:options:": (.sceneDelegate, .launch),
        "sceneWillResignActive:": (.sceneDelegate, .resignActive),
        "sceneDidBecomeActive:": (.sceneDelegate, .becomeActive),
        "sceneDidEnterBackground:": (.sceneDelegate, .enterBackground),
        "sceneWillEnterForeground:": (.sceneDelegate, .enterForeground),
        "sceneDidDisconnect:": (.sceneDelegate, .terminate),
    ]

    /// The lifecycle notifications by name.
    static let notifications: [String: (HandlerHost, LifecycleMoment)] = [
        "UIApplicationDidFinishLaunchingNotification": (.notificationObserver, .launch),
        "UIApplicationWillResignActiveNotification": (.notificationObserver, .resignActive),
        "UIApplicationDidBecomeActiveNotification": (.notificationObserver, .becomeActive),
        "UIApplicationDidEnterBackgroundNotification": (.notificationObserver, .enterBackground),
        "UIApplicationWillEnterForegroundNotification": (.notificationObserver, .enterForeground),
        "UIApplicationWillTerminateNotification": (.notificationObserver, .terminate),
        "UISceneWillConnectNotification": (.sceneNotificationObserver, .launch),
        "UISceneWillDeactivateNotification": (.sceneNotificationObserver, .resignActive),
        "UISceneDidActivateNotification": (.sceneNotificationObserver, .becomeActive),
        "UISceneDidEnterBackgroundNotification": (.sceneNotificationObserver, .enterBackground),
        "UISceneWillEnterForegroundNotification": (.sceneNotificationObserver, .enterForeground),
        "UISceneDidDisconnectNotification": (.sceneNotificationObserver, .terminate),
    ]
}

struct ObjectiveCFile {
    let stream: TokenStream
    let path: String
    var methods: [TokenMethod] = []
    /// The methods by selector, the first of each (built once: no scan per method).
    var bySelector: [String: Int] = [:]
    /// Variables and properties by name: the kind of view assigned to them anywhere in the file.
    var viewKinds: [String: CoverKind] = [:]
    var tags: [String: Int] = [:]
    /// Integer constants: `static const NSInteger kCoverTag = 1234;`, `enum { kCoverTag = 1234 }`.
    var constants: [String: Int] = [:]
    /// The file draws the window's contents into an image (`drawViewHierarchyInRect:`) and
    /// blurs it: an image view of it shows a blur, not the content.
    var drawsHierarchy = false
    var blurs = false
    /// The methods the app's script calls through React Native's bridge (`RCT_EXPORT_METHOD`).
    var scriptMethods: Set<Int> = []

    mutating func read() -> FileReading {
        findMethods()
        learnViews()
        bySelector = Dictionary(
            methods.indices.map { (methods[$0].name, $0) }, uniquingKeysWith: { a, _ in a })
        let readings = methods.indices.map { localReading(of: $0) }
        var facts: [SourceFact] = []
        for index in scriptMethods.sorted() {
            // Called from the script while the app is in front: what it sets up is in place
            // before any card, as at launch. Only the secure field trick is a cover set up so.
            let handler = Handler(
                host: .notificationObserver, moment: .launch, callback: "\(methods[index].name) (script)",
                owner: methods[index].owner, location: SourceLocation(file: path, line: methods[index].line),
                plugin: "React Native")
            facts += handlerFacts(
                root: index, readings: readings, handler: handler, language: .objectiveC, file: path,
                stream: stream
            ).filter { $0.action == .secureFieldLayer }
        }
        for (index, method) in methods.enumerated() {
            guard let (host, moment) = ObjectiveCReader.delegateMethods[method.name] else { continue }
            let handler = Handler(
                host: host, moment: moment, callback: method.name, owner: method.owner,
                location: SourceLocation(file: path, line: method.line))
            facts += handlerFacts(
                root: index, readings: readings, handler: handler, language: .objectiveC, file: path,
                stream: stream)
        }
        facts += observers(readings: readings)
        var reading = FileReading(
            facts: facts.sorted { ($0.location, $0.handler.callback) < ($1.location, $1.handler.callback) })
        reading.functions = summaries(readings: readings)
        return reading
    }

    // MARK: Structure

    /// The methods of each `@implementation`: `-`/`+`, a return type, the selector's keywords
    /// and parameters, a body.
    mutating func findMethods() {
        var owner = ""
        var index = 0
        let tokens = stream.tokens
        while index < tokens.count {
            let token = tokens[index]
            if token.text == "@implementation" {
                owner = stream.text(index + 1)
            } else if token.text == "@end" {
                owner = ""
            } else if !owner.isEmpty && (token.text == "-" || token.text == "+")
                && stream.text(index + 1) == "(",
                let method = method(at: index, owner: owner)
            {
                methods.append(method)
                index = method.close + 1
                continue
            } else if !owner.isEmpty, let method = scriptMethod(at: index, owner: owner) {
                scriptMethods.insert(methods.count)
                methods.append(method)
                index = method.close + 1
                continue
            } else if token.kind == .punctuation && token.text == "{" {
                index = stream.close(index)  // ivars, C functions, blocks at file scope
            }
            index += 1
        }
    }

    func method(at start: Int, owner: String) -> TokenMethod? {
        var at = stream.close(start + 1) + 1
        guard at < stream.count, stream[at].kind == .identifier else { return nil }
        var name = stream[at].text
        at += 1
        var limit = 64
        while at < stream.count && limit > 0 {
            limit -= 1
            let text = stream.text(at)
            if text == "{" {
                return TokenMethod(
                    owner: owner, name: name, line: stream[start].line, open: at, close: stream.close(at))
            }
            if text == ";" {
                at += 1  // `- (void)m;{` is allowed
                continue
            }
            if text == ":" {
                name += ":"
                at += 1
                if stream.text(at) == "(" { at = stream.close(at) + 1 }
                at += 1  // the parameter's name
                if stream.text(at + 1) == ":" && stream[min(at, stream.count - 1)].kind == .identifier {
                    name += stream.text(at)
                    at += 1
                }
                continue
            }
            if text == "," || text == "..." || text == "." {
                at += 1
                continue
            }
            return nil
        }
        return nil
    }

    /// One pass over the file: what each variable or property holds, its tag.
    mutating func learnViews() {
        var aliases: [(String, String)] = []
        let tokens = stream.tokens
        for index in tokens.indices {
            let text = tokens[index].text
            if text == "drawViewHierarchyInRect" || text == "renderInContext"
                || text == "snapshotViewAfterScreenUpdates"
            {
                drawsHierarchy = true
            }
            if text.lowercased().contains("blur") || text == "applyLightEffect" || text == "applyDarkEffect"
                || text == "applyExtraLightEffect"
            {
                blurs = true
            }
            guard tokens[index].kind == .identifier,
                stream.text(index + 1) == "=" || stream.text(index + 1) == "=="
            else {
                if text == "setTag", stream.text(index + 1) == ":", let value = stream.literal(index + 2),
                    let receiver = receiverName(before: index)
                {
                    tags[receiver] = wholeNumber(value)
                }
                continue
            }
            guard stream.text(index + 1) == "=" else { continue }
            let value = index + 2
            if let number = wholeNumber(stream.literal(value)),
                (max(0, index - 4)..<index).contains(where: {
                    ["const", "enum", "{", ","].contains(stream.text($0))
                })
            {
                constants[text] = number
            }
            if text == "tag", stream.text(index - 1) == "." || stream.text(index - 1) == "->",
                let number = stream.literal(value) ?? constants[stream.text(value)].map({ Double($0) }),
                let receiver = receiverName(before: index - 1)
            {
                tags[receiver] = wholeNumber(number)
            } else if stream.text(value) == "[", stream.text(value + 1) == "[",
                stream.text(value + 3) == "alloc",
                let kind = Self.kind(ofClass: stream.text(value + 2))
            {
                viewKinds[text] = kind
            } else if stream[min(value, stream.count - 1)].kind == .identifier, stream.text(value + 1) == ";"
            {
                aliases.append((text, stream.text(value)))
            } else if stream.text(value) == "self",
                stream.text(value + 1) == "->" || stream.text(value + 1) == ".",
                stream.text(value + 3) == ";"
            {
                aliases.append((text, stream.text(value + 2)))
            }
            if text == "image" || text == "setImage" {
                if let receiver = receiverName(before: index - 1), viewKinds[receiver] == nil {
                    viewKinds[receiver] = .image
                }
            }
        }
        for _ in 0..<3 {
            for (name, source) in aliases {
                if viewKinds[name] == nil, let kind = viewKinds[source] { viewKinds[name] = kind }
                if tags[name] == nil, let tag = tags[source] { tags[name] = tag }
            }
        }
        for (name, kind) in viewKinds where kind == .image && drawsHierarchy {
            viewKinds[name] = blurs ? .blur : .snapshotImage
        }
    }

    static func kind(ofClass name: String) -> CoverKind? {
        switch name {
        case "UIVisualEffectView": return .visualEffect
        case "UIImageView": return .image
        case "UIView": return .colour
        default: return name.hasSuffix("View") ? .unknown : nil
        }
    }

    /// The name a receiver ends with: `self.cover` and `self->cover` → `cover`.
    func receiverName(before index: Int) -> String? {
        let text = stream.text(index)
        if text == "." || text == "->" {
            let name = stream.text(index - 1)
            return name.isEmpty ? nil : name
        }
        return stream[max(index, 0)].kind == .identifier ? text : nil
    }
}
