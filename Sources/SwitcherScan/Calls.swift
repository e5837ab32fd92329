import SwitcherCore

/// A call a reader could not follow inside its own file: the method's name and what it is
/// called on, as written.
public struct CallTarget: Hashable, Sendable {
    /// The method's base name (`showPrivacyWindow`).
    public var member: String
    /// What it is called on (`PrivacyShield.shared`, `coordinator`, `self`); empty for a bare
    /// call.
    public var base: String
    /// The statement reads like privacy code (`FollowedCalls.mayBePrivacy`): when the call
    /// cannot be followed, it is reported as unrecognised rather than dropped.
    public var mayBePrivacy: Bool

    public init(member: String, base: String, mayBePrivacy: Bool) {
        self.member = member
        self.base = base
        self.mayBePrivacy = mayBePrivacy
    }
}

/// What one function does that bears on the snapshot, read as if it were a handler: for a
/// call to it from a handler in another file or type.
public struct FunctionSummary: Hashable, Sendable {
    /// The type (or extension) that declares it; empty at file scope.
    public var owner: String
    public var name: String
    public var location: SourceLocation
    /// Its facts, with the summary's own placeholder handler; its calls still to follow.
    public var facts: [SourceFact]

    public init(owner: String, name: String, location: SourceLocation, facts: [SourceFact]) {
        self.owner = owner
        self.name = name
        self.location = location
        self.facts = facts
    }
}

/// Follows the calls a handler makes into functions of other types and files, up to
/// `maximumDepth` calls deep: each call becomes what the called function does (its facts, run
/// at the handler's moment, with the chain of call sites), or, when it cannot be found or
/// could be several functions, `unrecognised` if it reads like privacy code.
public enum FollowedCalls {
    /// Calls followed from a handler, at most.
    public static let maximumDepth = 4
    /// Facts one handler's calls may bring in, at most: a bound on a call graph's fan-out.
    public static let maximumFacts = 400

    /// Words of a call's names that may lead to privacy code (`showPrivacyWindow`,
    /// `BlurOverlay.present`, `obscureContent`), matched as whole words of camel-case and
    /// snake-case names: `viewModel` and `audioPlayer` are not `view` and `layer`.
    static let words: Set<String> = [
        "window", "overlay", "cover", "privacy", "private", "blur", "blurred", "snapshot", "shield",
        "obscure",
        "obscured", "blank", "secure", "protect", "protection", "redact", "redacted", "mask", "passcode",
        "curtain", "splash", "hide", "resignactive", "enterbackground",
    ]

    /// Whether a call's names read like privacy code; `lock` counts beside an app, a screen, a
    /// window or a view (`showLockScreen`, `lockApp`), not alone (`writeLock`).
    public static func mayBePrivacy(_ text: String) -> Bool {
        let names = Self.words(in: text)
        if names.contains(where: words.contains) { return true }
        let lock = names.contains("lock") || names.contains("locked")
        return lock && names.contains { ["app", "screen", "window", "view", "vault", "cover"].contains($0) }
    }

    /// Whether `text` names one of `list` as a word of its identifiers, or as two words
    /// side by side (`resignactive` in `willResignActiveNotification`). `view` does not count
    /// in `viewModel`.
    public static func names(_ list: Set<String>, in text: String) -> Bool {
        let found = words(in: text)
        for (index, word) in found.enumerated() {
            let next = index + 1 < found.count ? found[index + 1] : ""
            if list.contains(word), !(word == "view" && next == "model") { return true }
            if !next.isEmpty, list.contains(word + next) { return true }
        }
        return false
    }

    /// The words of the identifiers in `text`, lowercased: `showLockScreen` → show, lock,
    /// screen; `UIApplication.willResignActiveNotification` → ui, application, will, resign,
    /// active, notification.
    static func words(in text: String) -> [String] {
        var out: [String] = []
        var word = ""
        var previous: Character = " "
        for character in text {
            let letter = character.isLetter || character.isNumber
            let boundary =
                !letter || (character.isUppercase && (previous.isLowercase || previous.isNumber))
            if boundary, !word.isEmpty {
                out.append(word.lowercased())
                word = ""
            }
            if letter { word.append(character) }
            previous = character
        }
        if !word.isEmpty { out.append(word.lowercased()) }
        return out
    }

    /// The app's facts with every call followed.
    public static func follow(_ facts: [SourceFact], functions: [FunctionSummary]) -> [SourceFact] {
        guard facts.contains(where: { if case .calls = $0.action { true } else { false } }) else {
            return facts
        }
        var byName: [String: [Int]] = [:]
        for (index, function) in functions.enumerated() { byName[function.name, default: []].append(index) }
        var followed: [SourceFact] = []
        var handlers: [Handler: [SourceFact]] = [:]
        var order: [Handler] = []
        for fact in facts {
            var brought: [SourceFact] = []
            if case .calls(let target) = fact.action {
                var budget = maximumFacts
                var visited: Set<Int> = []
                expand(
                    target, owner: fact.handler.owner, at: fact, depth: 1, functions: functions,
                    byName: byName,
                    visited: &visited, budget: &budget, into: &brought)
            } else {
                brought = [fact]
            }
            if handlers[fact.handler] == nil { order.append(fact.handler) }
            handlers[fact.handler, default: []] += brought
        }
        // As in a handler's own body: beside a recognised cover, an unrecognised line is the
        // cover's set-up, not privacy code of its own.
        for handler in order {
            let group = handlers[handler] ?? []
            let recognised = group.contains { if case .unrecognised = $0.action { false } else { true } }
            followed += group.filter { if case .unrecognised = $0.action { !recognised } else { true } }
        }
        return followed
    }

    private static func expand(
        _ target: CallTarget, owner: String, at call: SourceFact, depth: Int, functions: [FunctionSummary],
        byName: [String: [Int]], visited: inout Set<Int>, budget: inout Int, into out: inout [SourceFact]
    ) {
        var candidates = resolve(target, from: owner, functions: functions, byName: byName)
        // A notification the app posts runs every observer of it, in the poster's call.
        if Notifications.isPosted(target.member), !candidates.isEmpty, depth <= maximumDepth {
            for index in candidates where budget > 0 {
                var hop = call
                hop.via = call.via + [call.location]
                hop.location = functions[index].location
                let observed = CallTarget(member: target.member, base: "", mayBePrivacy: target.mayBePrivacy)
                expandOne(
                    index, observed, at: hop, depth: depth, functions: functions, byName: byName,
                    visited: &visited, budget: &budget, into: &out)
            }
            return
        }
        // A published value, or a case handed to a function, with no case of its own in the sink
        // or the function's `switch`: the whole sink or function.
        if candidates.isEmpty, let equals = target.member.firstIndex(of: "=") {
            var whole = target
            whole.member = String(target.member[..<equals])
            candidates = resolve(whole, from: owner, functions: functions, byName: byName)
        }
        guard candidates.count == 1, let index = candidates.first, depth <= maximumDepth else {
            // Only where a cover would go up: set-up at launch and the way back are no privacy
            // code of their own.
            if target.mayBePrivacy, ScanMapping.coverMoments.contains(call.handler.moment) {
                var fact = call
                let why =
                    candidates.count > 1
                    ? " (\(candidates.count) functions of that name)"
                    : depth > maximumDepth ? " (more than \(maximumDepth) calls deep)" : ""
                fact.action = .unrecognised(ScanText.snippet(call.text, limit: 80) + why)
                out.append(fact)
            }
            return
        }
        expandOne(
            index, target, at: call, depth: depth, functions: functions, byName: byName, visited: &visited,
            budget: &budget, into: &out)
    }

    /// The function `index` a call is to, its own calls followed, in the call's place.
    private static func expandOne(
        _ index: Int, _ target: CallTarget, at call: SourceFact, depth: Int, functions: [FunctionSummary],
        byName: [String: [Int]], visited: inout Set<Int>, budget: inout Int, into out: inout [SourceFact]
    ) {
        guard visited.insert(index).inserted else { return }
        // What the function does, its own calls followed: the covers it puts up are brought
        // in; the lines around them are their set-up. A function that puts up nothing the
        // scan recognises is one unrecognised step at the call, saying where it stopped.
        var inside: [SourceFact] = []
        for inner in functions[index].facts {
            guard budget > 0 else { break }
            var fact = inner
            fact.handler = call.handler
            fact.deferred = call.deferred ?? inner.deferred
            fact.via = call.via + [call.location] + inner.via
            if case .calls(let next) = inner.action {
                expand(
                    next, owner: functions[index].owner, at: fact, depth: depth + 1, functions: functions,
                    byName: byName, visited: &visited, budget: &budget, into: &inside)
            } else {
                budget -= 1
                inside.append(fact)
            }
        }
        let recognised = inside.filter { if case .unrecognised = $0.action { false } else { true } }
        if !recognised.isEmpty {
            out += recognised
        } else if let stop = inside.first {
            var fact = stop
            fact.location = call.location
            fact.text = call.text
            fact.via = call.via
            let target =
                "\(functions[index].owner.isEmpty ? "" : functions[index].owner + ".")\(target.member)"
            if case .unrecognised(let text) = stop.action {
                fact.action = .unrecognised("\(target) → \(stop.location): \(text)")
            }
            out.append(fact)
        }
    }

    /// The functions a call may be: those of its name, narrowed to the type it names
    /// (`PrivacyShield.shared.engage` → `PrivacyShield`; `privacyManager.show` →
    /// `PrivacyManager`) when that decides.
    static func resolve(
        _ target: CallTarget, from owner: String, functions: [FunctionSummary], byName: [String: [Int]]
    ) -> [Int] {
        let all = byName[target.member] ?? []
        if Notifications.isPosted(target.member) { return all }
        // A bare call (`hide()`, `self.hide()`) is to the caller's own type or a global function.
        if target.base.isEmpty || target.base == "self" {
            let own = all.filter { functions[$0].owner == owner }
            return own.isEmpty ? all.filter { functions[$0].owner.isEmpty } : own
        }
        guard all.count > 1 else { return all }
        let named = target.base.split(separator: ".").map { $0.lowercased() }
        let wanted = Set(named.filter { $0 != "shared" && $0 != "default" && $0 != "self" })
        let narrowed = all.filter { wanted.contains(functions[$0].owner.lowercased()) }
        if !narrowed.isEmpty { return narrowed }
        // Several declarations of one type (an extension in each file) are one function only
        // if they are the same; otherwise the call is ambiguous.
        let owners = Set(all.map { functions[$0].owner })
        return owners.count == 1 ? [all[0]] : all
    }
}
