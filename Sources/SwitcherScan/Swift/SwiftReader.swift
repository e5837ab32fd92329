import SwiftParser
import SwiftSyntax

/// Reads Swift through swift-syntax: the app and scene delegates and their lifecycle methods,
/// observers of the lifecycle notifications (selector and block forms, Combine and SwiftUI's
/// `onReceive`), SwiftUI `App`s and views reading `scenePhase`, and inside each handler the
/// actions that bear on the snapshot (`HandlerBodyReader`). Per file: an extension in
/// another file of a delegate declared here is read only if it names the protocol itself.
public struct SwiftReader: SourceReader {
    /// The bounds of reading one file: a file past one is not read, and the report says so.
    /// They count work, not time, so a scan says the same on every machine and every run.
    public struct Limits: Sendable {
        /// `(`, `[` and generic `<` open at once (`SwiftShape`): past this the parser's
        /// lookahead takes exponential time.
        public var brackets = 16
        /// `{` open at once.
        public var braces = 128
        /// `#if` blocks open at once.
        public var conditionals = 64
        /// The parser's own nesting limit (`Parser.parse(source:maximumNestingLevel:)`), which
        /// the reading thread's stack (`SwiftReader.stackSize`) is sized for.
        public var parserNesting = 128
        /// The syntax tree's depth: a chain of 25,000 `?.a` or 50,000 `!` is no deeper in
        /// brackets, but each link is a node below the last, and the readers walk the tree.
        public var treeDepth = 1_500
        /// The syntax tree's nodes.
        public var nodes = 3_000_000
        /// Steps of the handler walk, over all the handlers of a file.
        public var handlerSteps = 2_000_000

        public init() {}
    }

    /// The stack of a thread that reads Swift: the parser recurses once per nesting level
    /// (several kilobytes a level in a debug build) and the readers once per tree level.
    public static let stackSize = 256 * 1024 * 1024

    public var limits: Limits

    public init(limits: Limits = Limits()) { self.limits = limits }

    /// Why a file is not read, or nil when it is within every bound. The reason follows
    /// `not read:` in the report.
    public enum Refusal: String, Sendable {
        case tooDeeplyNested = "too deeply nested"
        case tooLarge = "too large to read in time"
    }

    public func read(_ file: ScannedFile) -> FileReading {
        if OtherApplePlatform.holds(file) { return FileReading() }
        let limits = limits
        return BigStack.run { Self.read(file, limits: limits) }
    }

    static func read(_ file: ScannedFile, limits: Limits) -> FileReading {
        let shape = SwiftShape(file.bytes)
        if shape.brackets > limits.brackets || shape.braces > limits.braces
            || shape.conditionals > limits.conditionals
        {
            return Self.refused(file, .tooDeeplyNested)
        }
        // The text as the readers see it (invalid UTF-8 replaced), copied into the parser's arena.
        let tree = Array(file.text.utf8).withUnsafeBufferPointer {
            Parser.parse(source: $0, maximumNestingLevel: limits.parserNesting)
        }
        if let refusal = Self.measure(Syntax(tree), limits: limits) { return Self.refused(file, refusal) }
        let converter = SourceLocationConverter(fileName: file.path, tree: tree)
        let index = DeclarationIndex(viewMode: .sourceAccurate)
        index.file = file.path
        index.walk(tree)
        let reader = DeclarationReader(file: file, converter: converter, index: index)
        reader.budget = limits.handlerSteps
        reader.walk(tree)
        if reader.budget < 0 { return Self.refused(file, .tooLarge) }
        reader.reading.conformances = index.conformances
        return reader.reading
    }

    static func refused(_ file: ScannedFile, _ refusal: Refusal) -> FileReading {
        FileReading(problems: ["\(file.path): not read: \(refusal.rawValue)"])
    }

    /// The tree's depth and size against the limits, walked without recursion (a tree too
    /// deep for the stack is what this finds).
    static func measure(_ root: Syntax, limits: Limits) -> Refusal? {
        var stack: [(node: Syntax, depth: Int)] = [(root, 1)]
        var nodes = 0
        while let (node, depth) = stack.popLast() {
            nodes += 1
            if depth > limits.treeDepth { return .tooDeeplyNested }
            if nodes > limits.nodes { return .tooLarge }
            for child in node.children(viewMode: .sourceAccurate) { stack.append((child, depth + 1)) }
        }
        return nil
    }
}

/// The second pass: finds the handlers and reads their bodies.
final class DeclarationReader: SyntaxVisitor {
    let file: ScannedFile
    let converter: SourceLocationConverter
    let index: DeclarationIndex
    var reading = FileReading()
    private var owners: [String] = []
    /// Steps the handler walks may still take; below zero, the file is too large to read.
    var budget = Int.max
    /// Steps the summaries of the file's functions may take: past them, the rest of the
    /// file's functions are not summarised (a call to one is then not followed).
    var summaryBudget = 500_000
    /// Each type's properties declared with a protocol's type, found once per type.
    var protocolTyped: [String: [String]] = [:]
    /// The parameters of the function being summarised: a call that hands one on first
    /// carries the case the function was called with.
    var summaryParameters: Set<String> = []
    /// The first parameter's type of the function being summarised.
    var summaryParameterType: String?
    /// The text as the parser read it (invalid UTF-8 replaced), for tests on byte ranges.
    private(set) lazy var textBytes: [UInt8] = Array(file.text.utf8)
    /// The file's lines, split once: a fact's line is read back from it.
    private(set) lazy var lines: [Substring] = file.text.split(
        separator: "\n", omittingEmptySubsequences: false)

    init(file: ScannedFile, converter: SourceLocationConverter, index: DeclarationIndex) {
        self.file = file
        self.converter = converter
        self.index = index
        super.init(viewMode: .sourceAccurate)
    }

    func location(_ node: some SyntaxProtocol) -> SourceLocation {
        file.location(line: node.startLocation(converter: converter, afterLeadingTrivia: true).line)
    }

    var owner: String { owners.last ?? "" }

    private func enter(_ name: String, node: some SyntaxProtocol) {
        owners.append(name)
        switch index.roles[name] {
        case .appDelegate?: appFact(.appDelegate(name), at: node)
        case .sceneDelegate?: appFact(.sceneDelegate(name), at: node)
        case .swiftUIApp?: appFact(.swiftUIApp(name), at: node)
        default: break
        }
    }

    func appFact(_ kind: AppFactKind, at node: some SyntaxProtocol) {
        guard !reading.appFacts.contains(where: { $0.kind == kind }) else { return }
        reading.appFacts.append(AppFact(location: location(node), language: .swift, kind: kind))
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node.name.text, node: node.name)
        return .visitChildren
    }
    override func visitPost(_ node: ClassDeclSyntax) { owners.removeLast() }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node.name.text, node: node.name)
        return .visitChildren
    }
    override func visitPost(_ node: StructDeclSyntax) { owners.removeLast() }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node.extendedType.trimmedDescription, node: node.extendedType)
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { owners.removeLast() }

    /// A delegate's lifecycle method.
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = node.name.text
        let labels = node.signature.parameterClause.parameters.map { $0.firstName.text }
        var found: (HandlerHost, LifecycleMoment)?
        // `applicationWillResignActive(application:)` is another selector
        // (`applicationWillResignActiveWithApplication:`): UIKit never calls it.
        let callable = labels.first == "_"
        switch callable ? index.roles[owner] : nil {
        case .appDelegate?:
            if let moment = LifecycleNames.appDelegate[name] {
                found = (.appDelegate, moment)
            } else if name == "application", labels.contains("didFinishLaunchingWithOptions") {
                found = (.appDelegate, .launch)
            }
        case .flutterPlugin?:
            if let moment = LifecycleNames.appDelegate[name] { found = (.notificationObserver, moment) }
        case nil where index.roles[owner] == .capacitorPlugin && name == "load" && labels.isEmpty:
            found = (.notificationObserver, .launch)
        case .sceneDelegate?:
            if let moment = LifecycleNames.sceneDelegate[name] {
                found = (.sceneDelegate, moment)
            } else if name == "scene", labels.contains("willConnectTo") {
                found = (.sceneDelegate, .launch)
            }
        default: break
        }
        if let (host, moment) = found, let body = node.body {
            let spelled = name + "(" + labels.map { "\($0):" }.joined() + ")"
            let handler = Handler(
                host: host, moment: moment, callback: spelled, owner: owner, location: location(node.name),
                plugin: index.roles[owner] == .flutterPlugin
                    ? "Flutter" : index.roles[owner] == .capacitorPlugin ? "Capacitor" : nil)
            readBody(body, handler: handler)
        } else if let body = node.body {
            if mayLeadToPrivacyCode(name, body) || callsProtocolTypedProperty(body) {
                summaryParameters = Set(
                    node.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text })
                summaryParameterType = node.signature.parameterClause.parameters.first.flatMap {
                    DeclarationIndex.declaredType(": " + $0.type.trimmedDescription)
                }
                defer {
                    summaryParameters = []
                    summaryParameterType = nil
                }
                summarize(name, body: body, at: node.name)
                summarizeCases(
                    name, parameters: node.signature.parameterClause.parameters, body: body, at: node.name)
            }
        }
        // Observers registered in any function (viewDidLoad, init, the launch method).
        return .visitChildren
    }

    /// An initialiser, summarised under its type's name: `PrivacyScreen(…)` runs it
    /// (`HandlerBodyReader.madeObject`).
    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        if let body = node.body, !owner.isEmpty, mayLeadToPrivacyCode(owner, body) {
            summarize(owner, body: body, at: node.initKeyword)
        }
        return .visitChildren
    }

    override func visit(_ node: AccessorDeclSyntax) -> SyntaxVisitorContinueKind {
        summarizeObservedProperty(node)
        return .visitChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        summarizePlainProperty(node)
        if let adaptor = Self.delegateAdaptor(node) { appFact(.delegateAdaptor(adaptor), at: node) }
        return .visitChildren
    }

    /// `configuration.delegateClass = SceneDelegate.self`.
    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        if let named = Self.namedDelegateClass(node) { appFact(.sceneDelegateNamed(named), at: node) }
        return .visitChildren
    }

    /// `addObserver(…, selector:, name:)`, `addObserver(forName:…) { }`, `publisher(for:)`
    /// with `sink` or `onReceive`, and SwiftUI's `onChange(of: scenePhase)`.
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        // The callee's last name, not its text: a chain's text holds every call before it, and
        // describing it at each call is quadratic in the chain.
        let callee = node.calledExpression.lastToken(viewMode: .sourceAccurate)?.text ?? ""
        guard ["addObserver", "onReceive", "sink", "onChange"].contains(where: callee.hasSuffix) else {
            return .visitChildren
        }
        let labels = node.arguments.map { $0.label?.text ?? "" }
        if callee.hasSuffix("addObserver"),
            let nameArgument = node.arguments.first(where: {
                $0.label?.text == "name" || $0.label?.text == "forName"
            }),
            let (moment, isScene) = LifecycleNames.notification(nameArgument.expression.trimmedDescription)
        {
            let host: HandlerHost = isScene ? .sceneNotificationObserver : .notificationObserver
            let spelled = nameArgument.expression.trimmedDescription
            let handler = Handler(
                host: host, moment: moment, callback: spelled, owner: owner, location: location(node))
            if labels.contains("selector"),
                let selector = node.arguments.first(where: { $0.label?.text == "selector" })?.expression
                    .as(MacroExpansionExprSyntax.self)?.arguments.first?.expression
            {
                let target = selector.trimmedDescription.split(separator: ".").last.map(String.init) ?? ""
                let base = String(target.prefix { $0 != "(" })
                if let function = index.functions[owner]?[base], let body = function.body {
                    readBody(body, handler: handler)
                } else {
                    unrecognised("selector \(base) not found in \(owner)", at: node, handler: handler)
                }
            } else if let closure = node.trailingClosure
                ?? node.arguments.last?.expression.as(ClosureExprSyntax.self)
            {
                readBody(closure.statements, handler: handler)
            }
            return .visitChildren
        }
        if callee.hasSuffix("addObserver"), summarizeObserver(node) { return .visitChildren }
        // `.onReceive(NotificationCenter.default.publisher(for: …)) { _ in … }` and
        // `publisher(for: …).sink { _ in … }`.
        if callee.hasSuffix("onReceive") || callee.hasSuffix("sink"),
            let closure = node.trailingClosure ?? node.arguments.last?.expression.as(ClosureExprSyntax.self)
        {
            // The publisher `onReceive` is given, or the one `sink` is called on: the last in a
            // chain of modifiers (`.onReceive(a) { … }.onReceive(b) { … }`), not the first.
            let text =
                callee.hasSuffix("onReceive")
                ? node.arguments.trimmedDescription : node.calledExpression.trimmedDescription
            if let range = text.range(of: "publisher(for:", options: .backwards) {
                let after = text[range.upperBound...].drop { $0 == " " }
                let name = String(after.prefix { $0 != ")" && $0 != "," })
                if let (moment, isScene) = LifecycleNames.notification(name) {
                    let handler = Handler(
                        host: isScene ? .sceneNotificationObserver : .notificationObserver, moment: moment,
                        callback: name, owner: owner, location: location(node))
                    readBody(closure.statements, handler: handler)
                } else if let key = Notifications.member(name) {
                    summarize(key, body: closure.statements, at: node)
                }
            } else if callee.hasSuffix("sink"), let published = Self.publishedName(text) {
                summarizeSink(published, closure: closure, deferred: text.contains("receive(on:"), at: node)
            }
            return .visitChildren
        }
        if callee.hasSuffix("onChange"), let of = node.arguments.first(where: { $0.label?.text == "of" }),
            of.expression.trimmedDescription.lowercased().contains("scenephase"),
            let closure = node.trailingClosure ?? node.arguments.last?.expression.as(ClosureExprSyntax.self)
        {
            let host: HandlerHost = index.roles[owner] == .swiftUIApp ? .swiftUIApp : .swiftUIView
            let handler = Handler(
                host: host, moment: .leaveActive,
                callback: "onChange(of: \(of.expression.trimmedDescription))",
                owner: owner, location: location(node.calledExpression))
            readBody(closure.statements, handler: handler, phase: Self.phaseParameter(closure))
        }
        return .visitChildren
    }

    /// A view's `body` that shows a cover by the phase itself, no `onChange`: `if scenePhase
    /// != .active { Cover() }` in a `ZStack`, an `overlay` or a `background`.
    override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
        let role = index.roles[owner]
        guard role == .swiftUIView || role == .swiftUIApp, Self.inBody(node),
            let moment = Self.bodyPhaseMoment(node.conditions.trimmedDescription)
        else { return .visitChildren }
        let handler = Handler(
            host: role == .swiftUIApp ? .swiftUIApp : .swiftUIView, moment: moment,
            callback: "body: if \(ScanText.snippet(node.conditions.trimmedDescription, limit: 60))",
            owner: owner,
            location: location(node))
        reading.facts.append(
            SourceFact(
                location: location(node), language: .swift, handler: handler,
                action: .addsView(kind: .view, tag: nil), text: node.conditions.trimmedDescription))
        return .visitChildren
    }

    func readBody(_ body: some SyntaxProtocol, handler: Handler, phase: String? = nil) {
        let bodyReader = HandlerBodyReader(reader: self, handler: handler, phase: phase)
        bodyReader.read(Syntax(body))
        // A statement is unrecognised only in a handler where nothing was recognised: beside a
        // recognised cover, the lines that build it are its set-up, not privacy code of their own.
        let recognised = bodyReader.facts.contains {
            if case .unrecognised = $0.action { return false }
            return true
        }
        reading.facts += bodyReader.facts.filter {
            if case .unrecognised = $0.action { return !recognised }
            return true
        }
    }

    func unrecognised(_ text: String, at node: some SyntaxProtocol, handler: Handler) {
        reading.facts.append(
            SourceFact(
                location: location(node), language: .swift, handler: handler, action: .unrecognised(text),
                text: node.trimmedDescription))
    }
}
