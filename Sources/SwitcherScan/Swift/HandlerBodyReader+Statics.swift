import Foundation
import SwiftSyntax

/// What the handler reader decides from a statement's text alone: what a call is to, how work
/// is deferred, whether a name is read, a literal after a marker, whose window a base names.
extension HandlerBodyReader {
    /// What a call is to, when it may be a function of the app's own: not an initialiser
    /// (`UIView(…)`), not a method of a framework type (`UIColor.white.withAlphaComponent`),
    /// not `super`'s.
    /// `window.layer`, `mainWindow.layer`, `self.window!.layer`: a window's own layer.
    static func isWindowLayer(_ text: String) -> Bool {
        guard text.hasSuffix(".layer") else { return false }
        let owner = text.dropLast(".layer".count).split(separator: ".").last ?? ""
        return owner.lowercased().filter { $0.isLetter }.hasSuffix("window")
    }

    /// A string literal that hides what a label showed: empty, or masking characters only
    /// (`""`, `"••••••"`, `"****"`). A placeholder of another kind (`"--:--"` while a player
    /// loads) is the label's own content.
    static func isMask(_ literal: String) -> Bool {
        guard literal.count >= 2, literal.hasPrefix("\""), literal.hasSuffix("\"") else { return false }
        return literal.dropFirst().dropLast().allSatisfy { "•●∙·◦*xX ".contains($0) }
    }

    /// `PrivacyScreen(plugin: self)`: a call to the initialiser of a type of the app's own,
    /// which the scan names by its type (`DeclarationReader` summarises `init` so). The
    /// frameworks' types are not followed.
    static func madeObject(callee: String, base: String) -> CallTarget? {
        guard base.isEmpty, callee.first?.isUppercase == true, callee.count > 2,
            callee.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
            !["UI", "NS", "CA", "CG", "CI", "WK"].contains(where: { callee.hasPrefix($0) })
        else { return nil }
        var target = CallTarget(member: callee, base: "", mayBePrivacy: FollowedCalls.mayBePrivacy(callee))
        target.constructs = true
        return target
    }

    static func callTarget(callee: String, member: String, base: String) -> CallTarget? {
        guard let first = callee.first, !member.isEmpty, member.first?.isLowercase == true else { return nil }
        if first.isUppercase, !callee.contains(".") { return nil }
        let frameworks = [
            "UI", "NS", "CA", "CG", "CI", "Dispatch", "super", "print", "debugPrint", "os_log", "Log.",
            "log.",
            "logger.", "Logger.", "DDLog",
        ]
        if frameworks.contains(where: { base.hasPrefix($0) || callee.hasPrefix($0) }) { return nil }
        return CallTarget(
            member: member, base: base, mayBePrivacy: FollowedCalls.mayBePrivacy(callee))
    }

    /// What a call is to: a post (`posted`), or a function of the app's own (`callTarget`); a
    /// case handed to it (`handle(.background)`) as `handle=.background`, the case of its
    /// `switch` that runs.
    static func target(
        callee: String, member: String, base: String, arguments: LabeledExprListSyntax
    ) -> CallTarget? {
        if let posted = posted(member, arguments) { return posted }
        guard var target = callTarget(callee: callee, member: member, base: base) else { return nil }
        if let value = arguments.first?.expression.as(MemberAccessExprSyntax.self), value.base == nil {
            target.member += "=" + value.trimmedDescription
        }
        return target
    }

    /// `NotificationCenter.default.post(name: .appWillLock, object: nil)`: a call to the
    /// observers of the app's own notification (`Notifications`).
    static func posted(_ member: String, _ arguments: LabeledExprListSyntax) -> CallTarget? {
        guard member == "post", let name = arguments.first(where: { $0.label?.text == "name" }),
            let key = Notifications.member(name.expression.trimmedDescription)
        else { return nil }
        return CallTarget(member: key, base: "", mayBePrivacy: false)
    }

    static func deferral(callee: String, member: String, call: FunctionCallExprSyntax) -> Deferral? {
        if callee.hasPrefix("DispatchQueue") || callee.hasPrefix("dispatch") {
            if member == "asyncAfter" {
                let deadline = call.arguments.first?.expression.trimmedDescription ?? ""
                let seconds = deadline.split(separator: "+").last.flatMap {
                    Double($0.trimmingCharacters(in: .whitespaces))
                }
                return .after(seconds: seconds)
            }
            if member == "async" { return .mainQueue }
        }
        if callee == "Task" || callee == "Task.detached" { return .task }
        if member == "perform", call.arguments.contains(where: { $0.label?.text == "afterDelay" }) {
            return .after(seconds: nil)
        }
        return nil
    }

    /// Whether `text` reads `name` as a word (not as part of a longer name).
    static func reads(_ name: String, in text: String) -> Bool {
        var rest = text[...]
        while let range = rest.range(of: name) {
            let before = range.lowerBound > text.startIndex ? text[text.index(before: range.lowerBound)] : " "
            let after = range.upperBound < text.endIndex ? text[range.upperBound] : " "
            let word = { (c: Character) in c.isLetter || c.isNumber || c == "_" }
            if !word(before), !word(after) { return true }
            rest = text[range.upperBound...]
        }
        return false
    }

    static func integer(after marker: String, in text: String) -> Int? {
        guard let range = text.range(of: marker) else { return nil }
        return Int(text[range.upperBound...].prefix { $0.isNumber })
    }

    static func isOwnWindow(_ base: String) -> Bool {
        let trimmed = base.replacingOccurrences(of: "?", with: "").replacingOccurrences(of: "!", with: "")
        return trimmed == "window" || trimmed == "self.window" || trimmed.contains("keyWindow")
            || trimmed.contains("windows.first") || trimmed.hasSuffix("view.window")
    }

    /// The functions of the same type that make `name`'s value: `name = f(…)`,
    /// `let name = Self.f(…)`, `self.name = Type.f(…)`, in any of `texts`.
    static func makers(of name: String, in texts: [String]) -> [String] {
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return [] }
        let pattern =
            #"\b"# + name + #"\s*(?::[^=\n]*)?=\s*(?:[A-Za-z_][A-Za-z0-9_]*\.)?([a-z_][A-Za-z0-9_]*)\("#
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return [] }
        return texts.flatMap { text in
            expression.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
                Range($0.range(at: 1), in: text).map { String(text[$0]) }
            }
        }
    }

    /// Whether a function walks the window's chain of presented controllers to its top
    /// (`while let next = top.presentedViewController { top = next }`): what it presents goes
    /// over the app's own alert or sheet (MODEL §60).
    static func walksPresentedChain(_ scope: String) -> Bool {
        scope.split(separator: "\n").contains {
            $0.contains("while ") && $0.contains(".presentedViewController")
        }
    }
}
