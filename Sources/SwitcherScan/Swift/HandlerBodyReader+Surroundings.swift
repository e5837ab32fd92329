import Foundation
import SwiftSyntax

/// What the handler reader reads around a statement: the kind of a cover from its argument, a
/// presented controller's style, a window's level and tag in the function that makes it, and the
/// lifecycle moment a `scenePhase` test or a `switch` case names.
extension HandlerBodyReader {
    /// The kind of view `argument` is, from its own text, the property it names and the text
    /// of the function that adds it.
    func kind(of argument: String, _ context: Context) -> CoverKind {
        let name = argument.split(separator: ".").last.map(String.init) ?? argument
        let property = reader.index.properties[handler.owner]?[name] ?? ""
        let text = argument + "\n" + property + "\n" + context.scope
        if text.contains("UIVisualEffectView") { return .visualEffect }
        let renders = ["drawHierarchy", "ImageRenderer", "snapshotView", "render(in"].contains(
            where: text.contains)
        if renders { return text.lowercased().contains("blur") ? .blur : .snapshotImage }
        if text.contains("UIImageView") || text.contains("UIImage(named") { return .image }
        if argument.hasSuffix(".view") { return .view }
        if text.contains("UIView(") || text.contains("backgroundColor") { return .colour }
        return .unknown
    }

    /// Whether `flag` is a property of the handler's SwiftUI App or view that its `body`
    /// reads as a condition (`if flag`, `flag ?`, `.blur(radius: flag …)`).
    func isShownByBody(_ flag: String) -> Bool {
        let role = reader.index.roles[handler.owner]
        // A view's `var body`, or a view modifier's `func body(content:)`.
        guard role == .swiftUIApp || role == .swiftUIView,
            reader.index.properties[handler.owner]?[flag] != nil,
            let body = reader.index.properties[handler.owner]?["body"]
                ?? reader.index.functions[handler.owner]?["body"]?.trimmedDescription
        else { return false }
        return Self.reads(flag, in: body)
    }

    /// Whether the handler's SwiftUI `body` hides the content itself (`content.opacity(0)`,
    /// `.redacted(reason: .privacy)`, `.hidden()`) rather than drawing a cover over it: what a
    /// flag it reads (`isShownByBody`) does.
    var bodyHidesContent: Bool {
        let body =
            reader.index.properties[handler.owner]?["body"]
            ?? reader.index.functions[handler.owner]?["body"]?.trimmedDescription ?? ""
        let compact = body.replacingOccurrences(of: " ", with: "")
        return [".opacity(0)", ".redacted(reason:", ".hidden()"].contains(where: compact.contains)
    }

    func swiftUIKind(of flag: String) -> CoverKind {
        let typeText = reader.index.properties[handler.owner]?["body"] ?? ""
        if typeText.contains(".blur(") { return .blur }
        if typeText.contains("Image(") { return .image }
        return typeText.contains("Color") ? .colour : .view
    }

    func style(of presented: String, _ context: Context) -> String? {
        let name = presented.split(separator: ".").last.map(String.init) ?? presented
        var text = context.scope + "\n" + (reader.index.properties[handler.owner]?[name] ?? "")
        // A controller made by a function of the same type (`let cover = makeCover()`,
        // `self.cover = Self.makeCover()` in an initialiser): the style that function sets.
        let initialisers = reader.index.initialisers[handler.owner] ?? []
        for maker in Self.makers(of: name, in: [text] + initialisers) {
            if let body = reader.index.functions[handler.owner]?[maker]?.body {
                text += "\n" + body.trimmedDescription
            }
        }
        guard let range = text.range(of: "modalPresentationStyle = ") else { return nil }
        let value = text[range.upperBound...].prefix { $0.isLetter || $0 == "." }
        return String(value.drop { $0 == "." })
    }

    /// Whether `base` names a stored property of the handler's type that is not the window's
    /// root (`self.cover`, `cover?`): a controller the type keeps, the one it presented.
    func isStoredController(_ base: String) -> Bool {
        var name = Substring(base)
        if name.hasPrefix("self.") { name = name.dropFirst(5) }
        while name.hasSuffix("?") || name.hasSuffix("!") { name = name.dropLast() }
        guard !name.isEmpty, !name.lowercased().contains("root") else { return false }
        return reader.index.properties[handler.owner]?[String(name)] != nil
    }

    /// Whether `type` is declared, in this file, as a subclass of a view controller
    /// (`UIViewController`, `UITableViewController`, an app's `BaseViewController`).
    func isViewController(_ type: String) -> Bool {
        reader.index.conformances.contains {
            $0.type == type && !$0.isProtocol && $0.inherits.first?.hasSuffix("ViewController") == true
        }
    }

    func level(in scope: String) -> String? {
        guard let range = scope.range(of: "windowLevel = ") else { return nil }
        return String(scope[range.upperBound...].prefix { $0 != "\n" }).trimmingCharacters(in: .whitespaces)
    }

    func tag(in scope: String) -> Int? { Self.integer(after: "tag = ", in: scope) }

    /// The moment a comparison with the phase selects, and the other branch's.
    func phaseMoment(_ text: String) -> (then: LifecycleMoment, otherwise: LifecycleMoment?)? {
        guard let phase else { return nil }
        let compact = text.replacingOccurrences(of: " ", with: "")
        let names = [phase, "newPhase", "scenePhase", "phase", "newValue"]
        func compares(_ op: String, _ value: String) -> Bool {
            names.contains {
                compact.contains("\($0)\(op).\(value)") || compact.contains(".\(value)\(op)\($0)")
            }
        }
        if compares("!=", "active") { return (.leaveActive, .becomeActive) }
        if compares("==", "active") { return (.becomeActive, .leaveActive) }
        if compares("==", "inactive") { return (.resignActive, nil) }
        if compares("==", "background") { return (.enterBackground, nil) }
        return nil
    }

    func caseMoment(_ switchCase: SwitchCaseSyntax, _ moment: LifecycleMoment) -> LifecycleMoment {
        let label = switchCase.label.trimmedDescription
        let inactive = label.contains(".inactive")
        let background = label.contains(".background")
        if inactive && background { return .leaveActive }
        if inactive { return .resignActive }
        if background { return .enterBackground }
        if label.contains(".active") { return .becomeActive }
        return moment
    }
}
