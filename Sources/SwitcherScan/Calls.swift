import SwitcherCore

/// Follows the calls a handler makes into functions of other types and files, up to
/// `maximumDepth` calls deep: each call becomes what the called function does (its facts, run
/// at the handler's moment, with the chain of call sites), or, when it cannot be found or
/// could be several functions, `unrecognised` if it reads like privacy code.
public enum FollowedCalls {
    /// Calls followed from a handler, at most.
    public static let maximumDepth = 4
    /// Facts one handler's calls may bring in, at most: a bound on a call graph's fan-out.
    public static let maximumFacts = 400
    /// Conforming types whose implementations a call on a protocol-typed value is followed
    /// into, at most: past it, the call is not followed.
    public static let maximumImplementations = 8

    /// The maps a scan builds once: functions by name, and each protocol's conforming types.
    struct Index {
        var functions: [FunctionSummary]
        var byName: [String: [Int]] = [:]
        /// Protocol → the types that declare conformance to it (directly, or through a
        /// protocol that refines it), sorted.
        var conformers: [String: [String]] = [:]
        /// The directories of app extensions (an Info.plist with `NSExtension`): their code runs
        /// in the extension's process, never from the app's.
        var extensions: [String] = []
        /// Where each type declares its conformances (`Type` → files).
        var declared: [String: Set<String>] = [:]
        /// Each enum's cases (`AppEvent` → `didEnterBackground`, …).
        var cases: [String: Set<String>] = [:]
        /// The lifecycle callbacks read as handlers, by their base name (`onPause`,
        /// `applicationWillResignActive`), each with the types that hold one.
        var handlers: [String: Set<String>] = [:]

        /// Whether a call is another object's lifecycle callback (`webView.onPause()`,
        /// `legacyAppDelegate.applicationWillResignActive(application)`): its name is a callback
        /// the app's handlers have, and no function of the name it could be is other than such a
        /// handler. What it does is read where it is a handler of its own, or is the framework's
        /// (a web view's, a map's), never the caller's cover.
        func isForwardedCallback(_ target: CallTarget, candidates: [Int]) -> Bool {
            guard !target.base.isEmpty, target.base != "self", target.base != "super",
                let owners = handlers[target.member.split(separator: "=").first.map(String.init) ?? ""]
            else { return false }
            // A receiver named like privacy code (`PrivacyShield.shared`) whose callback the scan
            // cannot read may be privacy code: not dropped.
            if candidates.isEmpty { return !FollowedCalls.mayBePrivacy(target.base) }
            return candidates.allSatisfy { owners.contains(functions[$0].owner) }
        }

        init(functions: [FunctionSummary], conformances: [TypeConformance], extensions: [String] = []) {
            self.functions = functions
            self.extensions = extensions.filter { !$0.isEmpty }.map { $0 + "/" }
            for (index, function) in functions.enumerated() {
                byName[function.name, default: []].append(index)
            }
            for conformance in conformances where !conformance.cases.isEmpty {
                cases[conformance.type, default: []].formUnion(conformance.cases)
            }
            let protocols = Set(conformances.filter(\.isProtocol).map(\.type))
            guard !protocols.isEmpty else { return }
            for conformance in conformances where !conformance.isProtocol {
                declared[conformance.type, default: []].insert(conformance.file)
            }
            var direct: [String: Set<String>] = [:]
            var refines: [String: Set<String>] = [:]
            for conformance in conformances {
                for name in conformance.inherits where protocols.contains(name) {
                    if conformance.isProtocol {
                        refines[name, default: []].insert(conformance.type)
                    } else {
                        direct[name, default: []].insert(conformance.type)
                    }
                }
            }
            for name in protocols {
                var types = direct[name] ?? []
                var pending = Array(refines[name] ?? [])
                var seen: Set<String> = [name]
                while let refined = pending.popLast(), seen.insert(refined).inserted {
                    types.formUnion(direct[refined] ?? [])
                    pending += refines[refined] ?? []
                }
                if !types.isEmpty { conformers[name] = types.sorted() }
            }
        }
    }

    /// The app's facts with every call followed.
    public static func follow(
        _ facts: [SourceFact], functions: [FunctionSummary], conformances: [TypeConformance] = []
    ) -> [SourceFact] {
        guard facts.contains(where: { if case .calls = $0.action { true } else { false } }) else {
            return facts
        }
        return follow(facts, index: Index(functions: functions, conformances: conformances))
    }

    /// The same, with the maps built once for every app of a scan.
    static func follow(_ facts: [SourceFact], index: Index) -> [SourceFact] {
        guard facts.contains(where: { if case .calls = $0.action { true } else { false } }) else {
            return facts
        }
        var index = index
        for fact in facts {
            let name = String(fact.handler.callback.prefix { $0 != "(" && $0 != ":" })
            index.handlers[name, default: []].insert(fact.handler.owner)
        }
        var followed: [SourceFact] = []
        var handlers: [Handler: [SourceFact]] = [:]
        var order: [Handler] = []
        for fact in facts {
            var brought: [SourceFact] = []
            if case .calls(let target) = fact.action {
                var budget = maximumFacts
                var visited: Set<Int> = []
                expand(
                    target, owner: fact.handler.owner, at: fact, depth: 1, index: index, visited: &visited,
                    budget: &budget, into: &brought)
                if target.onDemand { brought = brought.filter(\.action.staysSetUp) }
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
        _ target: CallTarget, owner: String, at call: SourceFact, depth: Int, index: Index,
        visited: inout Set<Int>, budget: inout Int, into out: inout [SourceFact]
    ) {
        let functions = index.functions
        // An object made in a helper: its initialiser is read only when a launch callback
        // reached the helper.
        if target.constructs, call.handler.moment != .launch { return }
        // A call on a protocol-typed value: every conforming type's implementation.
        if let type = target.receiverType, let types = index.conformers[type], depth <= maximumDepth,
            types.count <= maximumImplementations,
            dispatch(
                target, to: types, of: type, at: call, depth: depth, index: index, visited: &visited,
                budget: &budget, into: &out)
        {
            return
        }
        var candidates = resolve(target, from: owner, functions: functions, byName: index.byName)
        // A plain property's set is that type's only on a value named for it (`themeWindow` of
        // `ThemeWindow`) or on the type's own `self`: `playerLayer.player` is a framework's.
        candidates = candidates.filter {
            !functions[$0].plainProperty || target.base.isEmpty || target.base == "self"
                || target.base.split(separator: ".").last.map { $0.lowercased() }
                    == functions[$0].owner.lowercased()
        }
        // A Flutter plugin's registration, at launch or on the way back, hands it to the engine
        // and draws nothing: the plugin's own callbacks are read as the plugin's.
        if !ScanMapping.coverMoments.contains(call.handler.moment), registersPlugin(target, text: call.text) {
            return
        }
        // A notification the app posts runs every observer of it, in the poster's call.
        if Notifications.isPosted(target.member), !candidates.isEmpty, depth <= maximumDepth {
            for candidate in candidates where budget > 0 {
                var hop = call
                hop.via = call.via + [call.location]
                hop.location = functions[candidate].location
                let observed = CallTarget(member: target.member, base: "", mayBePrivacy: target.mayBePrivacy)
                expandOne(
                    candidate, observed, at: hop, depth: depth, index: index, visited: &visited,
                    budget: &budget, into: &out)
            }
            return
        }
        // A published value, or a case handed to a function, with no case of its own in the sink
        // or the function's `switch`: the whole sink or function.
        if candidates.isEmpty, let equals = target.member.firstIndex(of: "=") {
            var whole = target
            whole.member = String(target.member[..<equals])
            candidates = resolve(whole, from: owner, functions: functions, byName: index.byName)
        }
        candidates = index.overloads(candidates, passing: target.member)
        if candidates.count != 1, index.isForwardedCallback(target, candidates: candidates) { return }
        guard candidates.count == 1, let only = candidates.first, depth <= maximumDepth else {
            // Only where a cover would go up: set-up at launch and the way back are no privacy
            // code of their own.
            if target.mayBePrivacy, ScanMapping.coverMoments.contains(call.handler.moment),
                !candidates.isEmpty || !drawsNothing(member: target.member, base: target.base)
            {
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
            only, target, at: call, depth: depth, index: index, visited: &visited, budget: &budget, into: &out
        )
    }

    /// A call on a value of protocol `type`: each conforming type's implementation (its own,
    /// else the protocol extension's), followed as a call is. Implementations that agree are
    /// each brought in; when some put up a cover and others do not, the covers are brought in
    /// `undecided`, naming both sides: which one runs is the value's, which is not read. False,
    /// with nothing brought in, when no implementation was summarised: the call is then
    /// followed (or not) as any call is.
    private static func dispatch(
        _ target: CallTarget, to types: [String], of type: String, at call: SourceFact, depth: Int,
        index: Index, visited: inout Set<Int>, budget: inout Int, into out: inout [SourceFact]
    ) -> Bool {
        let functions = index.functions
        // An implementation in an app extension's code runs only in the extension.
        let home = index.extensions.first { call.location.file.hasPrefix($0) }
        func runsHere(_ file: String) -> Bool {
            index.extensions.allSatisfy { !file.hasPrefix($0) || $0 == home }
        }
        func implementation(_ member: String, of owner: String) -> Int? {
            let own = { (name: String) in
                index.overloads(
                    (index.byName[name] ?? []).filter {
                        functions[$0].owner == owner && runsHere(functions[$0].location.file)
                    }, passing: target.member
                ).first
            }
            if let found = own(member) { return found }
            // A case with no summary of its own: the whole function.
            guard let equals = member.firstIndex(of: "=") else { return nil }
            return own(String(member[..<equals]))
        }
        // A type whose conformance is declared only in an app extension's code is no value here.
        let types = types.filter { (index.declared[$0] ?? []).contains(where: runsHere) }
        let found = types.map {
            implementation(target.member, of: $0) ?? implementation(target.member, of: type)
        }
        guard found.contains(where: { $0 != nil }) else { return false }
        var covering: [String] = []
        var bare: [String] = []
        var brought: [SourceFact] = []
        var stops: [SourceFact] = []
        var reached = visited
        for (conforming, function) in zip(types, found) where budget > 0 {
            guard let function else {
                // No summary: nothing in it leads to privacy code.
                bare.append(conforming)
                continue
            }
            // Each implementation from the same start: two may share a helper.
            var seen = visited
            var inside: [SourceFact] = []
            expandOne(
                function, target, at: call, depth: depth, index: index, visited: &seen, budget: &budget,
                into: &inside)
            reached.formUnion(seen)
            let recognised = inside.filter { if case .unrecognised = $0.action { false } else { true } }
            if recognised.isEmpty {
                bare.append(conforming)
                stops += inside
            } else {
                covering.append(conforming)
                brought += recognised
            }
        }
        visited = reached
        guard !covering.isEmpty else {
            out += stops
            return true
        }
        if !bare.isEmpty {
            let member =
                target.member.split(separator: "=", maxSplits: 1).first.map(String.init) ?? target.member
            let note =
                "only if \(target.base.filter { $0 != "?" && $0 != "!" }) is \(covering.joined(separator: " or ")): of \(type)'s implementations of"
                + " \(member), \(bare.joined(separator: ", ")) put up no cover"
            for position in brought.indices where brought[position].undecided == nil {
                brought[position].undecided = note
            }
        }
        out += brought
        return true
    }

    /// The function `function` a call is to, its own calls followed, in the call's place.
    private static func expandOne(
        _ function: Int, _ target: CallTarget, at call: SourceFact, depth: Int, index: Index,
        visited: inout Set<Int>, budget: inout Int, into out: inout [SourceFact]
    ) {
        let functions = index.functions
        guard visited.insert(function).inserted else { return }
        // What the function does, its own calls followed: the covers it puts up are brought
        // in; the lines around them are their set-up. A function that puts up nothing the
        // scan recognises is one unrecognised step at the call, saying where it stopped.
        var inside: [SourceFact] = []
        for inner in functions[function].facts {
            guard budget > 0 else { break }
            var fact = inner
            fact.handler = call.handler
            fact.deferred = call.deferred ?? inner.deferred
            fact.via = call.via + [call.location] + inner.via
            fact.branches = call.branches + inner.branches
            if case .calls(var next) = inner.action {
                if next.forwardsCase, !next.member.contains("="),
                    let equals = target.member.firstIndex(of: "=")
                {
                    next.member += target.member[equals...]
                }
                expand(
                    next, owner: functions[function].owner, at: fact, depth: depth + 1, index: index,
                    visited: &visited, budget: &budget, into: &inside)
            } else {
                // Unrecognised code reached at launch or on the way back is no privacy code left
                // unread, as in a handler's own body: no cover goes up there.
                if case .unrecognised = inner.action, !ScanMapping.coverMoments.contains(call.handler.moment)
                {
                    continue
                }
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
                "\(functions[function].owner.isEmpty ? "" : functions[function].owner + ".")\(target.member)"
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
        let all = target.selectorName.flatMap { byName[$0] } ?? byName[target.member] ?? []
        if Notifications.isPosted(target.member) { return all }
        // `PrivacyScreen(…)`: that type's initialiser, summarised under its name.
        if target.base.isEmpty, target.member.first?.isUppercase == true {
            return all.filter { functions[$0].owner == target.member }
        }
        // A bare call (`hide()`, `self.hide()`) is to the caller's own type or a global function.
        if target.base.isEmpty || target.base == "self" {
            let own = all.filter { functions[$0].owner == owner }
            return own.isEmpty ? all.filter { functions[$0].owner.isEmpty } : own
        }
        // `super.setSecured(true)`: a base class's, one of another type than the caller's.
        if target.base == "super" { return all.filter { functions[$0].owner != owner } }
        guard all.count > 1 else { return all }
        let named = target.base.split(separator: ".").map { $0.lowercased() }
        let wanted = Set(named.filter { $0 != "shared" && $0 != "default" && $0 != "self" })
        let narrowed = all.filter { functions[$0].isOf(wanted) }
        if !narrowed.isEmpty { return narrowed }
        // Several declarations of one type (an extension in each file) are one function only
        // if they are the same; otherwise the call is ambiguous.
        let owners = Set(all.map { functions[$0].owner })
        return owners.count == 1 ? [all[0]] : all
    }
}

extension FollowedCalls.Index {
    /// Overloads of one name told apart by the case the call passes (`handle(.didEnterBackground)`
    /// with `handle(_ event: AppEvent)` and `handle(_ action: AppAction)`): those whose first
    /// parameter's type is an enum of the app's with that case. Unchanged when none or all fit.
    func overloads(_ candidates: [Int], passing member: String) -> [Int] {
        guard candidates.count > 1, let equals = member.firstIndex(of: "=") else { return candidates }
        let value = member[member.index(after: equals)...]
        guard value.first == "." else { return candidates }
        let name = String(value.dropFirst().prefix { $0.isLetter || $0.isNumber || $0 == "_" })
        let fitting = candidates.filter {
            functions[$0].parameterType.flatMap { cases[$0] }?.contains(name) == true
        }
        return fitting.isEmpty ? candidates : fitting
    }
}
