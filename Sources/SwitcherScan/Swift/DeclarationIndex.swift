import SwiftSyntax

/// What a type is, by what it conforms to.
enum TypeRole: Hashable {
    case appDelegate, sceneDelegate, swiftUIApp, swiftUIView, other
    /// A Flutter plugin: the engine forwards UIApplicationDelegate calls to it in either
    /// lifecycle, from the application's notifications.
    case flutterPlugin
    /// A Capacitor plugin (`CAPPlugin`): the bridge calls its `load()` once, as the app's web
    /// view is set up at launch.
    case capacitorPlugin
}

/// The first pass: every type's role and every function by (type, base name), so that a
/// lifecycle method's call to a helper, and a `#selector`, can be followed.
final class DeclarationIndex: SyntaxVisitor {
    var roles: [String: TypeRole] = [:]
    var functions: [String: [String: FunctionDeclSyntax]] = [:]
    /// Stored properties by (type, name): their initialiser and type text, to classify the
    /// view an action adds.
    var properties: [String: [String: String]] = [:]
    /// Each type's initialisers' text, where a stored property is given its value
    /// (`self.cover = Self.makeCover()`).
    var initialisers: [String: [String]] = [:]
    /// Each type's and extension's conformances, and the protocols declared, for calls on
    /// protocol-typed values in any file.
    var conformances: [TypeConformance] = []
    private var owners: [String] = []

    /// The file being indexed, relative to the scanned directory.
    var file = ""

    private func conforms(
        _ name: String, _ clause: InheritanceClauseSyntax?, isProtocol: Bool = false, cases: [String] = []
    ) {
        let inherits = Self.inherited(clause)
        guard isProtocol || !inherits.isEmpty || !cases.isEmpty else { return }
        conformances.append(
            TypeConformance(type: name, inherits: inherits, isProtocol: isProtocol, file: file, cases: cases))
    }

    static func role(inherits names: [String], isMain: Bool) -> TypeRole? {
        if names.contains(where: {
            $0 == "UIWindowSceneDelegate" || $0 == "UISceneDelegate" || FrameworkDelegates.scene.contains($0)
        }) {
            return .sceneDelegate
        }
        if names.contains(where: { $0 == "UIApplicationDelegate" || FrameworkDelegates.app.contains($0) }) {
            return .appDelegate
        }
        if names.contains("FlutterPlugin") { return .flutterPlugin }
        if names.contains("CAPPlugin") { return .capacitorPlugin }
        if names.contains("App") && (isMain || names.count == 1) { return .swiftUIApp }
        if names.contains("View") || names.contains("ViewModifier") { return .swiftUIView }
        return nil
    }

    static func inherited(_ clause: InheritanceClauseSyntax?) -> [String] {
        clause?.inheritedTypes.map {
            $0.type.trimmedDescription.split(separator: ".").last.map(String.init) ?? ""
        }
            ?? []
    }

    private func enter(_ name: String, _ clause: InheritanceClauseSyntax?, attributes: AttributeListSyntax) {
        conforms(name, clause)
        let isMain = attributes.contains { $0.trimmedDescription == "@main" }
        if let role = Self.role(inherits: Self.inherited(clause), isMain: isMain) {
            roles[name] = role
        } else if roles[name] == nil {
            roles[name] = .other
        }
        owners.append(name)
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node.name.text, node.inheritanceClause, attributes: node.attributes)
        return .visitChildren
    }
    override func visitPost(_ node: ClassDeclSyntax) { owners.removeLast() }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node.name.text, node.inheritanceClause, attributes: node.attributes)
        return .visitChildren
    }
    override func visitPost(_ node: StructDeclSyntax) { owners.removeLast() }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = node.extendedType.trimmedDescription
        conforms(name, node.inheritanceClause)
        if let role = Self.role(inherits: Self.inherited(node.inheritanceClause), isMain: false) {
            roles[name] = role
        }
        owners.append(name)
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { owners.removeLast() }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        conforms(node.name.text, node.inheritanceClause, isProtocol: true)
        return .skipChildren
    }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        let cases = node.memberBlock.members.flatMap {
            $0.decl.as(EnumCaseDeclSyntax.self)?.elements.map(\.name.text) ?? []
        }
        conforms(node.name.text, node.inheritanceClause, cases: cases)
        return .visitChildren
    }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        conforms(node.name.text, node.inheritanceClause)
        return .visitChildren
    }

    /// The declared type of `base` when it is a stored property of `owner` (`state`,
    /// `self.state`).
    func receiverType(_ base: String, owner: String) -> String? {
        var name = Substring(base)
        if name.hasPrefix("self.") { name = name.dropFirst(5) }
        while name.hasSuffix("?") || name.hasSuffix("!") { name = name.dropLast() }
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
            let binding = properties[owner]?[String(name)]
        else { return nil }
        return Self.declaredType(binding)
    }

    /// Whether `base`, a property of `owner`, is declared with a protocol's type: written
    /// `any P`, or `P` a protocol of this file.
    func isProtocolTyped(_ base: String, owner: String) -> Bool {
        guard let type = receiverType(base, owner: owner) else { return false }
        if conformances.contains(where: { $0.isProtocol && $0.type == type }) { return true }
        var name = Substring(base)
        if name.hasPrefix("self.") { name = name.dropFirst(5) }
        while name.hasSuffix("?") || name.hasSuffix("!") { name = name.dropLast() }
        return properties[owner]?[String(name)]?.contains("any \(type)") == true
    }

    /// The type a stored property is declared with, when it is one named type
    /// (`var state: any SessionState = Unlocked()` → `SessionState`; `let policy: Policy?` →
    /// `Policy`); nil when it is not written or is not a single name.
    static func declaredType(_ binding: String) -> String? {
        guard let colon = binding.firstIndex(of: ":") else { return nil }
        var type = binding[binding.index(after: colon)...].prefix { $0 != "=" && $0 != "{" }
            .trimmingCharacters(in: .whitespaces)
        for wrapper in ["(", ")", "?", "!"] { type = type.replacingOccurrences(of: wrapper, with: "") }
        for keyword in ["any ", "some "] where type.hasPrefix(keyword) { type.removeFirst(keyword.count) }
        type = type.trimmingCharacters(in: .whitespaces)
        guard let first = type.first, first.isLetter || first == "_",
            type.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
        else { return nil }
        return type
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        functions[owners.last ?? "", default: [:]][node.name.text] = node
        return .skipChildren
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        if let owner = owners.last, let body = node.body {
            initialisers[owner, default: []].append(body.trimmedDescription)
        }
        return .skipChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let owner = owners.last else { return .skipChildren }
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
                continue
            }
            properties[owner, default: [:]][name] = binding.trimmedDescription
        }
        return .skipChildren
    }
}

/// The lifecycle methods of the delegates, by name.
enum LifecycleNames {
    static let appDelegate: [String: LifecycleMoment] = [
        "applicationWillResignActive": .resignActive, "applicationDidBecomeActive": .becomeActive,
        "applicationDidEnterBackground": .enterBackground, "applicationWillEnterForeground": .enterForeground,
        "applicationWillTerminate": .terminate,
    ]
    static let sceneDelegate: [String: LifecycleMoment] = [
        "sceneWillResignActive": .resignActive, "sceneDidBecomeActive": .becomeActive,
        "sceneDidEnterBackground": .enterBackground, "sceneWillEnterForeground": .enterForeground,
        "sceneDidDisconnect": .terminate,
    ]

    /// `UIApplication.willResignActiveNotification`, `.UIApplicationWillResignActive`,
    /// `UIScene.willDeactivateNotification`: the moment and whether it is the scene's.
    static func notification(_ text: String) -> (LifecycleMoment, scene: Bool)? {
        let name = text.split(separator: ".").last.map(String.init) ?? text
        switch name {
        case "willResignActiveNotification", "UIApplicationWillResignActive": return (.resignActive, false)
        case "didBecomeActiveNotification", "UIApplicationDidBecomeActive": return (.becomeActive, false)
        case "didEnterBackgroundNotification", "UIApplicationDidEnterBackground":
            return (.enterBackground, false)
        case "willEnterForegroundNotification", "UIApplicationWillEnterForeground":
            return (.enterForeground, false)
        case "willTerminateNotification": return (.terminate, false)
        case "willDeactivateNotification": return (.resignActive, true)
        case "didActivateNotification": return (.becomeActive, true)
        default:
            // UIScene's own, `UIScene.didEnterBackgroundNotification`.
            if text.contains("UIScene.didEnterBackground") { return (.enterBackground, true) }
            if text.contains("UIScene.willEnterForeground") { return (.enterForeground, true) }
            return nil
        }
    }
}
