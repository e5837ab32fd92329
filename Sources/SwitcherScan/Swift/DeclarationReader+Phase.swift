import SwiftSyntax

/// Where a SwiftUI view reads the scene phase: inside its `body`, the moment a comparison of the
/// phase names, the parameter that holds the new phase.
extension DeclarationReader {
    /// Whether a node is inside a `var body` or a view modifier's `func body(content:)`.
    static func inBody(_ node: some SyntaxProtocol) -> Bool {
        var parent = node.parent
        var steps = 0
        while let current = parent, steps < 200 {
            if let function = current.as(FunctionDeclSyntax.self) { return function.name.text == "body" }
            if let variable = current.as(VariableDeclSyntax.self) {
                return variable.bindings.contains { $0.pattern.trimmedDescription == "body" }
            }
            // Inside a closure handed to `onChange` the handler reader reads it.
            if current.is(ClosureExprSyntax.self),
                let call = current.parent?.as(FunctionCallExprSyntax.self)
                    ?? current.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
                ["onChange", "onReceive", "sink", "task"].contains(
                    where: call.calledExpression.trimmedDescription.hasSuffix)
            {
                return false
            }
            parent = current.parent
            steps += 1
        }
        return false
    }

    /// `scenePhase != .active` → leaving active; `== .inactive`, `== .background`.
    static func bodyPhaseMoment(_ condition: String) -> LifecycleMoment? {
        let compact = condition.replacingOccurrences(of: " ", with: "")
        guard compact.contains("scenePhase") else { return nil }
        if compact.contains("scenePhase!=.active") || compact.contains(".active!=scenePhase") {
            return .leaveActive
        }
        if compact.contains("scenePhase==.inactive") { return .resignActive }
        if compact.contains("scenePhase==.background") { return .enterBackground }
        return nil
    }

    /// The closure's last parameter: the new phase (`{ phase in }`, `{ _, newPhase in }`).
    static func phaseParameter(_ closure: ClosureExprSyntax) -> String {
        guard let signature = closure.signature?.parameterClause else { return "$0" }
        if let list = signature.as(ClosureShorthandParameterListSyntax.self), let last = list.last {
            return last.name.text
        }
        if let clause = signature.as(ClosureParameterClauseSyntax.self), let last = clause.parameters.last {
            return (last.secondName ?? last.firstName).text
        }
        return "$0"
    }
}
