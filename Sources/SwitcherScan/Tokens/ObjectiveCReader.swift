import Foundation

/// Reads Objective-C (`.m`) from tokens: the app and scene delegates' lifecycle methods, the
/// observers of the lifecycle notifications (a selector resolved to its method in the same
/// file, or a block), and in their bodies — and their helpers' — the actions of the IR.
public struct ObjectiveCReader: SourceReader {
    public init() {}

    public func read(_ file: ScannedFile) -> FileReading {
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

private struct ObjectiveCFile {
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

    init(stream: TokenStream, path: String) {
        self.stream = stream
        self.path = path
    }

    mutating func read() -> FileReading {
        findMethods()
        learnViews()
        bySelector = Dictionary(
            methods.indices.map { (methods[$0].name, $0) }, uniquingKeysWith: { a, _ in a })
        let readings = methods.indices.map { localReading(of: $0) }
        var facts: [SourceFact] = []
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
        return FileReading(
            facts: facts.sorted { ($0.location, $0.handler.callback) < ($1.location, $1.handler.callback) })
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

    // MARK: Observers

    /// `addObserver:… selector:@selector(x) name:N` and `addObserverForName:N … usingBlock:^{…}`.
    func observers(readings: [LocalReading]) -> [SourceFact] {
        var facts: [SourceFact] = []
        var blockReadings = readings
        for index in stream.tokens.indices
        where stream[index].text == "addObserver" || stream[index].text == "addObserverForName" {
            guard stream.text(index + 1) == ":" else { continue }
            let end = min(stream.count - 1, index + 200)
            var name: String?
            var selector: String?
            var block: Int?
            var at = index + 2
            while at <= end {
                let text = stream.text(at)
                if text == "]" || text == ";" { break }
                if ObjectiveCReader.notifications[text] != nil { name = text }
                if text == "@selector" && stream.text(at + 1) == "(" {
                    let close = stream.close(at + 1)
                    selector = (at + 2..<min(close, at + 66)).map { stream.text($0) }.joined()
                    at = close + 1
                    continue
                }
                if text == "^" {
                    var open = at + 1
                    if stream.text(open) == "(" { open = stream.close(open) + 1 }
                    if stream.text(open) == "{" { block = open }
                }
                if ["(", "[", "{"].contains(text) && stream[at].kind == .punctuation {
                    at = stream.close(at)
                }
                at += 1
            }
            guard let name, let (host, moment) = ObjectiveCReader.notifications[name] else { continue }
            let owner = enclosingMethod(index)?.owner ?? ""
            let location = SourceLocation(file: path, line: stream[index].line)
            let handler = Handler(
                host: host, moment: moment, callback: name, owner: owner, location: location)
            if let selector {
                if let method = bySelector[selector] {
                    facts += handlerFacts(
                        root: method, readings: readings, handler: handler, language: .objectiveC, file: path,
                        stream: stream)
                } else {
                    facts.append(
                        SourceFact(
                            location: location, language: .objectiveC, handler: terminalSafe(handler),
                            action: .unrecognised(
                                ScanText.snippet(
                                    "@selector(\(selector)) is not a method of this file", limit: 160)),
                            text: stream.line(location.line)))
                }
            } else if let block {
                // The block read as a method of its own, appended for this handler only.
                let method = TokenMethod(
                    owner: owner, name: name, line: stream[index].line, open: block,
                    close: stream.close(block))
                blockReadings.append(localReading(of: method))
                facts += handlerFacts(
                    root: blockReadings.count - 1, readings: blockReadings, handler: handler,
                    language: .objectiveC,
                    file: path, stream: stream)
            }
        }
        return facts
    }

    /// The method whose body holds `index`: methods are in file order and never overlap.
    func enclosingMethod(_ index: Int) -> TokenMethod? {
        var low = 0
        var high = methods.count
        while low < high {
            let middle = (low + high) / 2
            if methods[middle].open < index { low = middle + 1 } else { high = middle }
        }
        guard low > 0, methods[low - 1].close > index else { return nil }
        return methods[low - 1]
    }

    // MARK: Bodies

    func localReading(of index: Int) -> LocalReading { localReading(of: methods[index]) }

    func localReading(of method: TokenMethod) -> LocalReading {
        var reading = LocalReading()
        var contexts: [(end: Int, context: BodyContext)] = []
        var statementStart = method.open + 1
        var statementFacts = 0
        var statementRecognised = false
        var windows: [Int] = []  // indices in reading.facts of windows this body makes
        var presentationStyle: String?
        let bodyTags = bodyTags(in: method)
        var at = method.open + 1
        func current() -> BodyContext { contexts.last?.context ?? BodyContext() }
        func add(_ action: SourceAction, _ index: Int, _ context: BodyContext? = nil) {
            var fact = LocalFact(line: stream[index].line, action: action, context: context ?? current())
            if case .unrecognised = action { fact.skipAtLaunch = true }
            reading.facts.append(fact)
        }
        func endStatement(at end: Int) {
            defer {
                statementStart = end + 1
                statementFacts = reading.facts.count
                statementRecognised = false
            }
            guard
                let words = stream.unmappedStatement(
                    from: statementStart, to: end, gaveFacts: reading.facts.count != statementFacts,
                    recognised: statementRecognised)
            else { return }
            if isBookkeeping(words) { return }
            add(
                .unrecognised(ScanText.snippet(stream.spelled(statementStart, end - 1), limit: 100)),
                statementStart,
                BodyContext(deferred: current().deferred))
        }
        while at < method.close && at < stream.count {
            while let last = contexts.last, at > last.end { contexts.removeLast() }
            let token = stream[at]
            let text = token.text
            if token.kind == .punctuation && (text == ";" || text == "{" || text == "}") {
                endStatement(at: at)
                at += 1
                continue
            }
            let next = stream.text(at + 1)
            switch text {
            case "dispatch_async", "dispatch_after", "dispatch_async_f":
                guard next == "(" else { break }
                let close = stream.close(at + 1)
                // The queue and the time are words at the call's own level; the block is read
                // as the body goes on (linear however deeply blocks nest).
                let arguments = stream.topLevel(at + 1).map { stream.text($0) }
                var deferral: Deferral = arguments.contains("dispatch_get_main_queue") ? .mainQueue : .task
                if text == "dispatch_after" {
                    let first = stream.firstArgument(at + 1)
                    deferral = .after(
                        seconds: delay(in: first.lowerBound, min(first.upperBound, first.lowerBound + 64)))
                }
                contexts.append(
                    (close, BodyContext(deferred: deferral, apiLevelGuard: current().apiLevelGuard)))
                statementRecognised = true
            case "addOperationWithBlock"
            where stream.text(at - 2) == "mainQueue" || stream.text(at - 3) == "mainQueue":
                if let open = stream.find("{", from: at, to: at + 4) {
                    contexts.append((stream.close(open), BodyContext(deferred: .mainQueue)))
                    statementRecognised = true
                }
            case "animateWithDuration" where next == ":":
                let duration = stream.literal(at + 2)
                let limit = min(stream.count - 1, at + 80)
                if let keyword = stream.find("animations", from: at, to: limit),
                    let open = stream.find("{", from: keyword, to: keyword + 8)
                {
                    contexts.append(
                        (
                            stream.close(open),
                            BodyContext(deferred: current().deferred, animation: .some(duration))
                        ))
                }
                if let keyword = stream.find("completion", from: at, to: limit),
                    let open = stream.find("{", from: keyword, to: keyword + 12)
                {
                    contexts.append(
                        (
                            stream.close(open),
                            BodyContext(deferred: current().deferred ?? .after(seconds: duration))
                        ))
                    contexts.sort { $0.end > $1.end }
                }
                statementRecognised = true
            case "performSelector" where next == ":" && stream.text(at + 2) == "@selector":
                let close = stream.close(at + 3)
                let selector = (at + 4..<min(close, at + 68)).map { stream.text($0) }.joined()
                if let method = bySelector[selector] {
                    var context = current()
                    if let keyword = stream.find("afterDelay", from: close, to: close + 12) {
                        context.deferred = context.deferred ?? .after(seconds: stream.literal(keyword + 2))
                    }
                    reading.calls.append(LocalCall(method: method, context: context))
                    statementRecognised = true
                }
            case "self"
            where stream.text(at - 1) == "[" && stream[min(at + 1, stream.count - 1)].kind == .identifier:
                if let method = bySelector[selector(at: at + 1)] {
                    reading.calls.append(LocalCall(method: method, context: current()))
                    statementRecognised = true
                }
            case "UIWindow" where stream.text(at - 1) == "[" && next == "alloc":
                windows.append(reading.facts.count)
                add(.createsWindow(level: nil), at)
            case "windowLevel" where next == "=":
                let end = stream.find(";", from: at, to: min(stream.count - 1, at + 40)) ?? at + 2
                let level = stream.spelled(at + 2, end - 1)
                if let window = windows.last, case .createsWindow(nil) = reading.facts[window].action {
                    reading.facts[window].action = .createsWindow(level: level)
                    statementRecognised = true
                }
            case "setWindowLevel" where next == ":":
                if let window = windows.last, case .createsWindow(nil) = reading.facts[window].action {
                    let end = stream.find("]", from: at, to: min(stream.count - 1, at + 40)) ?? at + 2
                    reading.facts[window].action = .createsWindow(level: stream.spelled(at + 2, end - 1))
                    statementRecognised = true
                }
            case "makeKeyAndVisible":
                add(.setsWindowHidden(false, ownWindow: isOwnWindow(receiverName(before: at - 1))), at)
            case "hidden" where next == "=" && stream.text(at - 1) == ".", "setHidden" where next == ":":
                guard let value = stream.boolean(at + 2) else { break }
                let receiver = text == "hidden" ? receiverName(before: at - 1) : receiverName(before: at - 1)
                let chain = (max(statementStart, at - 64)..<at).map { stream.text($0).lowercased() }
                if chain.contains(where: { $0.contains("window") }) {
                    add(.setsWindowHidden(value, ownWindow: isOwnWindow(receiver)), at)
                } else {
                    add(.redactsContent, at)
                }
            case "addSubview" where next == ":", "insertSubview" where next == ":":
                let end = stream.find("]", from: at, to: min(stream.count - 1, at + 40)) ?? at + 2
                add(.addsView(kind: viewKind(at + 2, end), tag: viewTag(at + 2, end, bodyTags: bodyTags)), at)
            case "removeFromSuperview":
                var tag: Int?
                if let tagged = (max(statementStart, at - 64)..<at).last(where: {
                    stream.text($0) == "viewWithTag"
                }) {
                    tag = tagValue(tagged + 2)
                } else if let name = receiverName(before: at - 1) {
                    tag = bodyTags.byName[name] ?? tags[name]
                }
                add(.removesView(tag: tag), at)
            case "alpha" where next == "=" && stream.text(at - 1) == ".", "setAlpha" where next == ":":
                let animation = current().animation
                add(
                    .setsAlpha(
                        value: stream.literal(at + 2), animated: animation != nil, duration: animation ?? nil),
                    at)
            case "removeAllAnimations", "removeAnimationForKey":
                add(.removesAnimations, at)
            case "ignoreSnapshotOnNextApplicationLaunch":
                add(.ignoresSnapshotOnNextLaunch, at)
            case "secureTextEntry" where next == "=", "setSecureTextEntry" where next == ":":
                if stream.boolean(at + 2) == true { add(.secureFieldLayer, at) }
            case "modalPresentationStyle" where next == "=", "setModalPresentationStyle" where next == ":":
                presentationStyle = Self.style(stream.text(at + 2))
                statementRecognised = true
            case "presentViewController" where next == ":":
                let end = min(stream.count - 1, at + 60)
                let animated = stream.find("animated", from: at, to: end).flatMap { stream.boolean($0 + 2) }
                add(.presents(style: presentationStyle, animated: animated), at)
            case "dismissViewControllerAnimated" where next == ":":
                add(.dismisses(animated: stream.boolean(at + 2)), at)
            default:
                break
            }
            at += 1
        }
        if method.close < stream.count { endStatement(at: method.close) }
        return reading
    }

    func selector(at index: Int) -> String {
        guard stream.text(index + 1) == ":" else { return stream.text(index) }
        var name = ""
        var at = index
        let limit = min(stream.count - 1, index + 80)
        while at <= limit {
            let text = stream.text(at)
            if text == "]" || text == ";" { break }
            if stream[at].kind == .identifier && stream.text(at + 1) == ":"
                && (at == index || ![".", "->"].contains(stream.text(at - 1)))
            {
                name += text + ":"
                at += 2
                continue
            }
            if ["(", "[", "{"].contains(text) && stream[at].kind == .punctuation { at = stream.close(at) }
            at += 1
        }
        return name
    }

    func isOwnWindow(_ name: String?) -> Bool { name == "window" || name == "keyWindow" }

    func viewKind(_ from: Int, _ to: Int) -> CoverKind {
        for index in from..<max(from, to) where stream.text(index) == "alloc" {
            if let kind = Self.kind(ofClass: stream.text(index - 1)) { return kind }
        }
        guard to > from, let name = receiverName(before: to - 1) else { return .unknown }
        if let kind = viewKinds[name] { return kind }
        return name == "view" ? .view : .unknown
    }

    /// The tag of the view added: set on it in this body, else anywhere in the file, else the
    /// one tag this body sets on a view it names otherwise.
    func viewTag(_ from: Int, _ to: Int, bodyTags: (byName: [String: Int], any: Int?)) -> Int? {
        if to > from, let name = receiverName(before: to - 1) {
            if let tag = bodyTags.byName[name] ?? tags[name] { return tag }
        }
        return bodyTags.any
    }

    /// The tags a body sets, by the name of the view: read once per body.
    func bodyTags(in method: TokenMethod) -> (byName: [String: Int], any: Int?) {
        var byName: [String: Int] = [:]
        var any: Int?
        for index in method.open..<method.close
        where stream.text(index) == "tag" && stream.text(index + 1) == "=" {
            guard let value = tagValue(index + 2) else { continue }
            any = any ?? value
            if let name = receiverName(before: index - 1) { byName[name] = value }
        }
        return (byName, any)
    }

    /// A tag literal or a constant the file defines (`static const NSInteger kCoverTag = 1234;`).
    func tagValue(_ index: Int) -> Int? {
        wholeNumber(stream.literal(index)) ?? constants[stream.text(index)]
    }

    /// `dispatch_time(DISPATCH_TIME_NOW, (int64_t)(0.5 * NSEC_PER_SEC))` → 0.5.
    func delay(in from: Int, _ to: Int) -> Double? {
        for index in from..<max(from, to) {
            guard let value = stream[index].number else { continue }
            let unit = [stream.text(index + 2), stream.text(index - 2)]
            if unit.contains("NSEC_PER_SEC") { return value }
            if unit.contains("NSEC_PER_MSEC") { return value / 1000 }
        }
        return nil
    }

    static func style(_ name: String) -> String? {
        guard name.hasPrefix("UIModalPresentation") else { return nil }
        let rest = name.dropFirst("UIModalPresentation".count)
        return rest.prefix(1).lowercased() + rest.dropFirst()
    }

    /// A statement that sets a view up rather than doing anything to the snapshot.
    func isBookkeeping(_ words: [String]) -> Bool {
        if words.count >= 3, words[1] == "*" || words[2] == "=" && !words.contains("alloc") { return true }
        if words.count >= 4, words[1] == "*" { return true }
        if let equals = words.firstIndex(of: "=") {
            // A view made and kept for later: what it is shows where it is added.
            if words[equals...].contains("alloc") && !words.contains("UIWindow") { return true }
            let value = words[(equals + 1)...].first ?? ""
            if ["nil", "NULL", "Nil"].contains(value) { return true }
            let property = equals > 0 ? words[equals - 1] : ""
            if Self.setUp.contains(property) { return true }
        }
        return touches(words, Self.setUp)
    }

    static let setUp: Set<String> = [
        "frame", "bounds", "rootViewController", "backgroundColor", "image", "setImage", "autoresizingMask",
        "contentMode", "translatesAutoresizingMaskIntoConstraints", "setBackgroundColor", "setFrame",
        "drawViewHierarchyInRect", "UIGraphicsBeginImageContext", "UIGraphicsBeginImageContextWithOptions",
        "UIGraphicsEndImageContext", "UIGraphicsGetImageFromCurrentImageContext", "applyLightEffect",
        "addConstraints", "activateConstraints", "tag", "setTag", "layoutIfNeeded", "setNeedsLayout",
        "effect", "clipsToBounds",
    ]
}
