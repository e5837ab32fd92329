import SwiftSyntax

/// What the file's functions and sinks do, read for the calls that reach them from other
/// types and files (`FollowedCalls`).
extension DeclarationReader {
    /// What a function that is no handler does, for calls to it from other types and files:
    /// its facts and the calls it makes that may lead to privacy code.
    /// `$appPhase.sink { … }`, `manager.$state.receive(on: …).sink { … }`: the published
    /// property's name.
    static func publishedName(_ text: String) -> String? {
        guard let dollar = text.firstIndex(of: "$") else { return nil }
        let name = text[text.index(after: dollar)...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        return name.isEmpty || name.first?.isNumber == true ? nil : String(name)
    }

    /// A published property's `sink`, for a handler that sets the property: the whole
    /// closure as `$name`, and, when its body switches over the value, each case as
    /// `$name=.case` (an assignment `name = .case` runs that case). Delivered on the main
    /// queue (`receive(on:)`), its work comes a run-loop turn later.
    func summarizeSink(
        _ name: String, closure: ClosureExprSyntax, deferred: Bool, at node: some SyntaxProtocol
    ) {
        summarize("$" + name, body: closure.statements, at: node, deferred: deferred)
        guard let switchExpr = Self.leadingSwitch(closure.statements) else { return }
        summarizeCases("$" + name, of: switchExpr, at: node, deferred: deferred)
    }

    /// The `switch` a body starts with, if it does.
    static func leadingSwitch(_ statements: CodeBlockItemListSyntax) -> SwitchExprSyntax? {
        guard let first = statements.first?.item else { return nil }
        return first.as(SwitchExprSyntax.self)
            ?? first.as(ExpressionStmtSyntax.self)?.expression.as(SwitchExprSyntax.self)
    }

    /// Each case of `switchExpr` as `name=.case`: a call or an assignment with that case runs it.
    func summarizeCases(
        _ name: String, of switchExpr: SwitchExprSyntax, at node: some SyntaxProtocol, deferred: Bool = false
    ) {
        for item in switchExpr.cases {
            guard let switchCase = item.as(SwitchCaseSyntax.self),
                let label = switchCase.label.as(SwitchCaseLabelSyntax.self)
            else { continue }
            for value in label.caseItems {
                summarize(
                    "\(name)=\(value.pattern.trimmedDescription)", body: switchCase.statements, at: node,
                    deferred: deferred)
            }
        }
    }

    /// A function that dispatches on one of its parameters (`func handle(_ event: AppEvent) {
    /// switch event { case .didEnterBackground: … } }`): each case as `handle=.didEnterBackground`,
    /// for a call with that case (`machine.handle(.didEnterBackground)`).
    func summarizeCases(
        _ name: String, parameters: FunctionParameterListSyntax, body: CodeBlockSyntax,
        at node: some SyntaxProtocol
    ) {
        guard let switchExpr = Self.leadingSwitch(body.statements) else { return }
        let subject = switchExpr.subject.trimmedDescription
        guard parameters.contains(where: { ($0.secondName ?? $0.firstName).text == subject }) else { return }
        summarizeCases(name, of: switchExpr, at: node)
    }

    /// Stems whose presence in a function's text is needed for its summary to hold anything a
    /// handler's call could bring in: a cheap test on the file's bytes that keeps the walk of a
    /// 20,000-file app to the few functions that may matter.
    static let stems: [[UInt8]] = [
        "window", "overlay", "cover", "privacy", "private", "blur", "snapshot", "shield", "obscure", "secure",
        "protect", "redact", "passcode", "curtain", "splash", "sink", "ishidden", "present", "visualeffect",
    ].map { Array($0.utf8) }

    /// For each byte, the stems it starts (lower case): most bytes start none.
    static let stemsByFirstByte: [[Int]] = {
        var table = Array(repeating: [Int](), count: 256)
        for (index, stem) in stems.enumerated() { table[Int(stem[0])].append(index) }
        return table
    }()

    /// Whether the function `name` with `body` may lead to privacy code: its name reads so, or
    /// its text holds one of `stems` (case folded).
    func mayLeadToPrivacyCode(_ name: String, _ body: CodeBlockSyntax) -> Bool {
        if FollowedCalls.mayBePrivacy(name) { return true }
        let start = body.position.utf8Offset
        // The parser's offsets are in the text as read (invalid UTF-8 replaced): the file's own
        // bytes when nothing was replaced.
        let bytes = file.text.utf8.count == file.bytes.count ? file.bytes : textBytes
        let end = min(body.endPosition.utf8Offset, bytes.count)
        guard start < end else { return false }
        let table = Self.stemsByFirstByte
        let stems = Self.stems
        return bytes.withUnsafeBufferPointer { buffer in
            let text = UnsafeBufferPointer(rebasing: buffer[start..<end])
            var index = 0
            while index < text.count {
                let candidates = table[Int(text[index] | 0x20)]  // ASCII lower case
                if candidates.isEmpty {
                    index += 1
                    continue
                }
                for candidate in candidates where index + stems[candidate].count <= text.count {
                    let stem = stems[candidate]
                    var matches = true
                    for offset in 1..<stem.count where text[index + offset] | 0x20 != stem[offset] {
                        matches = false
                        break
                    }
                    if matches { return true }
                }
                index += 1
            }
            return false
        }
    }

    /// Whether `body` calls a method of one of its type's protocol-typed properties
    /// (`currentState.apply(event: event)`): the call runs an implementation that may lead to
    /// privacy code, so the function is summarised whatever its words.
    func callsProtocolTypedProperty(_ body: CodeBlockSyntax) -> Bool {
        let names: [String]
        if let known = protocolTyped[owner] {
            names = known
        } else {
            names = (index.properties[owner] ?? [:]).keys.filter { index.isProtocolTyped($0, owner: owner) }
                .sorted()
            protocolTyped[owner] = names
        }
        guard !names.isEmpty else { return false }
        let text = body.trimmedDescription
        return names.contains { text.contains($0 + ".") }
    }

    func summarize(
        _ name: String, body: some SyntaxProtocol, at node: some SyntaxProtocol, deferred: Bool = false
    ) {
        guard summaryBudget > 0 else { return }
        let handler = Handler(
            host: .notificationObserver, moment: .resignActive, callback: name, owner: owner,
            location: location(node))
        let saved = budget
        budget = summaryBudget
        let bodyReader = HandlerBodyReader(reader: self, handler: handler, phase: nil, summary: true)
        bodyReader.read(Syntax(body))
        summaryBudget = budget
        budget = saved
        // A call is kept when it reads like privacy code, or is a post or a property's set,
        // which lead somewhere only if an observer, a sink or a `didSet` of that name does.
        var kept: [SourceFact] = bodyReader.facts.compactMap { fact in
            guard case .calls(var target) = fact.action else { return fact }
            if target.mayBePrivacy || Notifications.isPosted(target.member) || target.member.hasPrefix("$") {
                return fact
            }
            // A call on a protocol-typed value leads wherever its implementations do; when none
            // can be read, it is where the scan stopped, not a call that does nothing.
            guard target.receiverType != nil, index.isProtocolTyped(target.base, owner: owner) else {
                return nil
            }
            target.mayBePrivacy = true
            var kept = fact
            kept.action = .calls(target)
            return kept
        }
        if deferred {
            for index in kept.indices where kept[index].deferred == nil { kept[index].deferred = .mainQueue }
        }
        // A sink's case that does nothing here is kept, empty: the value it runs for is then not
        // taken for the whole sink.
        guard !kept.isEmpty || name.hasPrefix("$") || name.contains("=") else { return }
        var summary = FunctionSummary(
            owner: owner, name: name, location: handler.location, facts: Array(kept.prefix(50)))
        summary.parameterType = summaryParameterType
        reading.functions.append(summary)
    }
}

extension DeclarationReader {
    /// An observer of the app's own notification (`addObserver(self, selector: #selector(x),
    /// name: .appWillResign, object: nil)`, or `addObserver(forName:object:queue:)` and a
    /// block): the selector's method or the block, summarised for the posts of that name.
    func summarizeObserver(_ node: FunctionCallExprSyntax) -> Bool {
        guard
            let name = node.arguments.first(where: { $0.label?.text == "name" || $0.label?.text == "forName" }
            ),
            let key = Notifications.member(name.expression.trimmedDescription)
        else { return false }
        if let selector = node.arguments.first(where: { $0.label?.text == "selector" })?.expression
            .as(MacroExpansionExprSyntax.self)?.arguments.first?.expression
        {
            let target = selector.trimmedDescription.split(separator: ".").last.map(String.init) ?? ""
            let base = String(target.prefix { $0 != "(" })
            if let body = index.functions[owner]?[base]?.body { summarize(key, body: body, at: node) }
        } else if let closure = node.trailingClosure
            ?? node.arguments.last?.expression.as(ClosureExprSyntax.self)
        {
            summarize(key, body: closure.statements, at: node)
        }
        return true
    }

    /// A type's plain stored `var` (`var inForeground = false`): no observer, no wrapper, no
    /// attribute (`@Published`, `@objc dynamic`), not computed. Setting it runs no code and
    /// draws nothing (MODEL §66): summarised as `$name` with nothing in it, so that a handler's
    /// `window.inForeground = true` leads nowhere rather than to code the scan could not read.
    func summarizePlainProperty(_ node: VariableDeclSyntax) {
        guard !owner.isEmpty, node.bindingSpecifier.text == "var", node.attributes.isEmpty,
            node.modifiers.allSatisfy({ $0.name.text != "dynamic" && $0.name.text != "lazy" }),
            node.parent?.is(MemberBlockItemSyntax.self) == true
        else { return }
        for binding in node.bindings where binding.accessorBlock == nil {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
                continue
            }
            var summary = FunctionSummary(
                owner: owner, name: "$" + name, location: location(binding), facts: [])
            summary.plainProperty = true
            reading.functions.append(summary)
        }
    }

    /// A property's `didSet` (or `willSet`): it runs on every set, as a published property's
    /// sink does; summarised as `$name` for the handlers that set it.
    func summarizeObservedProperty(_ node: AccessorDeclSyntax) {
        let kind = node.accessorSpecifier.text
        guard kind == "didSet" || kind == "willSet", let body = node.body,
            let binding = node.parent?.parent?.parent?.as(PatternBindingSyntax.self),
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        else { return }
        summarize("$" + name, body: body.statements, at: node)
    }
}
