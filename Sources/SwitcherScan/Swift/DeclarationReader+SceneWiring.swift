import SwiftSyntax

/// How a SwiftUI `App` is given a scene delegate of the app's own: SwiftUI makes its scenes'
/// delegate itself, and calls a class of the app's only where a scene configuration names it
/// (MODEL §67).
extension DeclarationReader {
    /// `@UIApplicationDelegateAdaptor(AppDelegate.self) var appDelegate` or
    /// `@UIApplicationDelegateAdaptor private var appDelegate: AppDelegate`: the class's name.
    static func delegateAdaptor(_ node: VariableDeclSyntax) -> String? {
        for element in node.attributes {
            guard let attribute = element.as(AttributeSyntax.self),
                attribute.attributeName.trimmedDescription.hasSuffix("UIApplicationDelegateAdaptor")
            else { continue }
            if case .argumentList(let arguments)? = attribute.arguments, let first = arguments.first,
                let named = typeName(ofMetatype: first.expression)
            {
                return named
            }
            let annotated = node.bindings.first?.typeAnnotation?.type.trimmedDescription
            return annotated.flatMap { $0.split(separator: ".").last.map(String.init) }
        }
        return nil
    }

    /// `….delegateClass = SceneDelegate.self`: the class's name.
    static func namedDelegateClass(_ node: SequenceExprSyntax) -> String? {
        let elements = Array(node.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
            let left = elements[0].as(MemberAccessExprSyntax.self),
            left.declName.baseName.text == "delegateClass"
        else { return nil }
        return typeName(ofMetatype: elements[2])
    }

    /// `X.self` (or `Module.X.self`) → `X`.
    private static func typeName(ofMetatype expression: ExprSyntax) -> String? {
        guard let access = expression.as(MemberAccessExprSyntax.self),
            access.declName.baseName.text == "self",
            let base = access.base
        else { return nil }
        return base.trimmedDescription.split(separator: ".").last.map(String.init)
    }
}
