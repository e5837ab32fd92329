/// What the file's methods do, for calls from other files: a Swift handler's call to an
/// Objective-C singleton (`WindowManager.shared().isBlocking = true` runs `setIsBlocking:`), and
/// an observer of the app's own notification.
extension ObjectiveCFile {
    /// The name Swift calls a selector by: its first keyword, less a `With…` Swift leaves out
    /// (`showWithAnimated:` → `show`); nil for none.
    static func swiftName(_ selector: String) -> String? {
        var name = String(selector.prefix { $0 != ":" })
        guard let first = name.first, first.isLetter || first == "_" else { return nil }
        if selector.contains(":"), let with = name.range(of: "With"), with.lowerBound != name.startIndex,
            name[with.upperBound...].first?.isUppercase == true
        {
            name = String(name[..<with.lowerBound])
        }
        return name
    }

    /// The selectors whose statements the body reader reads itself (a view added, a window shown,
    /// a controller presented): never a call to follow.
    static let actions: Set<String> = [
        "addSubview", "insertSubview", "removeFromSuperview", "makeKeyAndVisible", "setHidden", "setAlpha",
        "presentViewController", "dismissViewControllerAnimated", "setWindowLevel", "setSecureTextEntry",
        "setModalPresentationStyle", "setTag", "removeAllAnimations", "removeAnimationForKey",
        "ignoreSnapshotOnNextApplicationLaunch", "performSelector",
    ]

    /// A message `selector` to `base` that the file does not hold, as a call to follow across
    /// the app's files; nil for one of `actions` or no name.
    func externalCall(_ selector: String, base: String) -> CallTarget? {
        guard let name = Self.swiftName(selector),
            !Self.actions.contains(String(selector.prefix { $0 != ":" }))
        else { return nil }
        let privacy = FollowedCalls.mayBePrivacy(selector) || looksLikePrivacyCode(selector)
        let keyword = String(selector.prefix { $0 != ":" })
        return CallTarget(
            member: name, base: base, mayBePrivacy: privacy, selectorName: keyword == name ? nil : keyword)
    }

    /// The property a setter sets, as a `$name` a Swift assignment calls: `setIsBlocking:` →
    /// `$isBlocking`.
    static func setterProperty(_ selector: String) -> String? {
        guard selector.hasPrefix("set"), selector.hasSuffix(":"), selector.filter({ $0 == ":" }).count == 1
        else { return nil }
        let property = selector.dropFirst(3).dropLast()
        guard let first = property.first, first.isUppercase else { return nil }
        return "$" + first.lowercased() + property.dropFirst()
    }

    /// The methods that reach a recognised action within the calls a handler follows (found
    /// in linear time, `depth` rounds over the calls), each summarised once with its helpers;
    /// and the observers of the app's own notifications.
    func summaries(readings: [LocalReading], depth: Int = 4) -> [FunctionSummary] {
        func recognised(_ fact: LocalFact) -> Bool {
            if case .unrecognised = fact.action { return false }
            return true
        }
        var reaches = readings.map {
            $0.facts.contains(where: recognised)
                || $0.external.contains { $0.target.mayBePrivacy || Notifications.isPosted($0.target.member) }
        }
        for _ in 0..<depth {
            for index in readings.indices where !reaches[index] {
                reaches[index] = readings[index].calls.contains { reaches[$0.method] }
            }
        }
        var out: [FunctionSummary] = []
        func add(_ name: String, root: Int, readings: [LocalReading], owner: String, line: Int) {
            let location = SourceLocation(file: path, line: line)
            let handler = Handler(
                host: .notificationObserver, moment: .resignActive, callback: name, owner: owner,
                location: location)
            let facts = handlerFacts(
                root: root, readings: readings, handler: handler, language: .objectiveC, file: path,
                stream: stream
            ).filter {
                switch $0.action {
                case .unrecognised: return false
                case .calls(let target): return target.mayBePrivacy || Notifications.isPosted(target.member)
                default: return true
                }
            }
            guard !facts.isEmpty else { return }
            out.append(
                FunctionSummary(
                    owner: ScanText.snippet(owner, limit: 120), name: ScanText.snippet(name, limit: 120),
                    location: location, facts: Array(facts.prefix(50))))
        }
        for (index, method) in methods.enumerated()
        where reaches[index] && ObjectiveCReader.delegateMethods[method.name] == nil {
            if let name = Self.swiftName(method.name) {
                add(name, root: index, readings: readings, owner: method.owner, line: method.line)
            }
            if let property = Self.setterProperty(method.name) {
                add(property, root: index, readings: readings, owner: method.owner, line: method.line)
            }
        }
        for observer in appObservers() {
            if let method = bySelector[observer.selector], reaches[method] {
                add(
                    observer.name, root: method, readings: readings, owner: methods[method].owner,
                    line: observer.line)
            }
        }
        return out
    }

    /// `addObserver:self selector:@selector(x) name:AppDidLock object:nil` for a notification
    /// that is no lifecycle one: its member (`Notifications`) and the selector.
    func appObservers() -> [(name: String, selector: String, line: Int)] {
        var out: [(name: String, selector: String, line: Int)] = []
        for index in stream.tokens.indices where stream[index].text == "addObserver" {
            guard stream.text(index + 1) == ":" else { continue }
            let (_, name, selector, _) = registration(at: index)
            if let selector, let name, ObjectiveCReader.notifications[name] == nil,
                let member = Notifications.member(name)
            {
                out.append((member, selector, stream[index].line))
            }
        }
        return out
    }
}
