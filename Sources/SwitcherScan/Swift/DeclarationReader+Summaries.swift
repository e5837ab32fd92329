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
        guard let first = closure.statements.first?.item,
            let switchExpr = first.as(SwitchExprSyntax.self)
                ?? first.as(ExpressionStmtSyntax.self)?.expression.as(SwitchExprSyntax.self)
        else { return }
        for item in switchExpr.cases {
            guard let switchCase = item.as(SwitchCaseSyntax.self),
                let label = switchCase.label.as(SwitchCaseLabelSyntax.self)
            else { continue }
            for value in label.caseItems {
                summarize(
                    "$\(name)=\(value.pattern.trimmedDescription)", body: switchCase.statements, at: node,
                    deferred: deferred)
            }
        }
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
        var kept = bodyReader.facts.filter {
            if case .calls(let target) = $0.action { return target.mayBePrivacy }
            return true
        }
        if deferred {
            for index in kept.indices where kept[index].deferred == nil { kept[index].deferred = .mainQueue }
        }
        // A sink's case that does nothing here is kept, empty: the value it runs for is then not
        // taken for the whole sink.
        guard !kept.isEmpty || name.hasPrefix("$") else { return }
        reading.functions.append(
            FunctionSummary(
                owner: owner, name: name, location: handler.location, facts: Array(kept.prefix(50))))
    }
}
