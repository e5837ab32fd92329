import Foundation

/// A method's body read into the IR's actions: the local reading of one method of C# for iOS.
extension CSharpIOSFile {
    /// What views names hold, from where they are made anywhere in the file
    /// (`_blurBackground = new UIVisualEffectView(effect)`, `var cover = new UIView(bounds) {…}`).
    mutating func learnViews() {
        let texts = Set(stream.tokens.map(\.text))
        let drawsHierarchy = !texts.isDisjoint(with: ["DrawViewHierarchy", "RenderInContext", "SnapshotView"])
        let blurs = texts.contains { $0.lowercased().contains("blur") }
        for index in stream.tokens.indices
        where stream.text(index + 1) == "=" && stream.text(index + 2) == "new" {
            guard stream[index].kind == .identifier,
                var kind = ObjectiveCFile.kind(ofClass: stream.text(index + 3))
            else { continue }
            if kind == .image && drawsHierarchy { kind = blurs ? .blur : .snapshotImage }
            viewKinds[stream.text(index)] = kind
        }
    }

    /// The kind of view the argument at `from..<to` is: one made in place, or a name's.
    func viewKind(_ from: Int, _ to: Int) -> CoverKind {
        for index in from..<max(from, to) {
            if stream.text(index) == "new", let kind = ObjectiveCFile.kind(ofClass: stream.text(index + 1)) {
                return kind
            }
            if let kind = viewKinds[stream.text(index)] { return kind }
        }
        return .unknown
    }

    /// The name a member access is on: `target` of `target.AddSubview`, `Window` of
    /// `this.Window.Hidden`; nil for none.
    func receiverName(before index: Int) -> String? {
        guard [".", "?."].contains(stream.text(index)) else { return nil }
        var at = index - 1
        if stream.text(at) == ")" || stream.text(at) == "!" { return nil }
        if stream[max(at, 0)].kind != .identifier { at -= 1 }
        return stream[max(at, 0)].kind == .identifier ? stream.text(at) : nil
    }

    static let setUp: Set<String> = [
        "Frame", "Bounds", "AutoresizingMask", "BackgroundColor", "Image", "ContentMode", "Tag", "Effect",
        "TranslatesAutoresizingMaskIntoConstraints", "UserInteractionEnabled", "LeftView", "LeftViewMode",
        "RootViewController", "Dispose",
    ]

    func localReading(of index: Int) -> LocalReading {
        let method = methods[index]
        let own = byName[methodClass[index]]
        var walk = BodyWalker(body: method.open)
        var windows: [Int] = []
        var presentationStyle: String?
        var at = method.open + 1
        func add(_ action: SourceAction, _ index: Int) { walk.add(action, line: stream[index].line) }
        func endStatement(at end: Int) {
            defer { walk.finish(at: end) }
            guard let words = walk.unmapped(to: end, in: stream), let first = words.first else { return }
            if touches(words, Self.setUp) || ["var", "using", "lock", "foreach", "const"].contains(first) {
                return
            }
            if let equals = words.firstIndex(of: "="),
                ["null", "false", "new"].contains(words[(equals + 1)...].first ?? "")
            {
                return
            }
            if words.count >= 3 && stream[walk.statementStart].kind == .identifier
                && stream[walk.statementStart + 1].kind == .identifier && words[2] == "="
            {
                return  // a declaration
            }
            walk.addUnread(to: end, in: stream)
        }
        while at < method.close && at < stream.count {
            if let end = observerBodies[at], at != method.open {
                at = end + 1
                continue
            }
            walk.leave(before: at)
            let token = stream[at]
            let text = token.text
            if token.endsStatement {
                endStatement(at: at)
                at += 1
                continue
            }
            let next = stream.text(at + 1)
            let receiver = receiverName(before: at - 1)
            switch text {
            case "if" where next == "(":
                if let clauses = stream.ifClauses(at, in: path, braceless: true) { walk.branch(clauses) }
            case "BeginInvokeOnMainThread" where next == "(" && stream.text(at - 2) != "MainThread":
                // NSObject's posts to the main queue; MAUI's `MainThread.BeginInvokeOnMainThread`
                // runs its action at once when called on the main thread, where the callbacks run.
                walk.push(stream.close(at + 1)) { $0.deferred = $0.deferred ?? .mainQueue }
            case "DispatchAsync" where next == "(":
                let main = (max(walk.statementStart, at - 8)..<at).contains { stream.text($0) == "MainQueue" }
                walk.push(stream.close(at + 1)) { $0.deferred = $0.deferred ?? (main ? .mainQueue : .task) }
            case "DispatchAfter" where next == "(":
                walk.push(stream.close(at + 1)) { $0.deferred = $0.deferred ?? .after(seconds: nil) }
            case "Run" where next == "(" && stream.text(at - 2) == "Task":
                walk.push(stream.close(at + 1)) { $0.deferred = $0.deferred ?? .task }
            case "Delay" where next == "(" && stream.text(at - 2) == "Task" && stream.text(at - 3) == "await":
                // `await Task.Delay(300)`: the rest of the method runs that much later.
                let seconds = stream.literal(at + 2).map { $0 / 1000 }
                walk.push(method.close) { $0.deferred = $0.deferred ?? .after(seconds: seconds) }
            case "Animate", "AnimateNotify", "AnimateAsync":
                guard next == "(" && stream.text(at - 2) == "UIView" else { break }
                // `UIView.Animate(0.3, () => { … }, () => { … })`: the animations, then the completion.
                let duration = stream.literal(at + 2)
                let lambdas = stream.lambdaEnds(at + 1)
                if let animations = lambdas.first {
                    walk.push(animations) { $0.animation = .some(duration) }
                }
                if lambdas.count > 1 {
                    walk.push(lambdas[1]) {
                        $0.deferred = $0.deferred ?? .after(seconds: duration)
                    }
                }
            case "AddSubview", "InsertSubview", "InsertSubviewAbove", "InsertSubviewBelow",
                "BringSubviewToFront":
                guard next == "(" else { break }
                let argument = stream.firstArgument(at + 1)
                if text == "BringSubviewToFront" {
                    walk.statementRecognised = true
                    break
                }
                if FollowedCalls.isLayoutPiece(
                    receiver: receiver ?? "", added: stream.text(argument.lowerBound))
                {
                    walk.statementRecognised = true
                    break
                }
                add(.addsView(kind: viewKind(argument.lowerBound, argument.upperBound), tag: nil), at)
            case "RemoveFromSuperview" where next == "(":
                var tag: Int?
                if let tagged = (max(walk.statementStart, at - 12)..<at).last(where: {
                    stream.text($0) == "ViewWithTag"
                }) {
                    tag = wholeNumber(stream.literal(tagged + 2))
                }
                add(.removesView(tag: tag), at)
            case "Alpha" where next == "=" && receiver != nil:
                let animation = walk.current.animation
                add(
                    .setsAlpha(
                        value: stream.literal(at + 2), animated: animation != nil, duration: animation ?? nil),
                    at)
            case "Hidden" where next == "=" && receiver != nil:
                guard let value = stream.boolean(at + 2) else { break }
                let chain = (max(walk.statementStart, at - 12)..<at).map { stream.text($0).lowercased() }
                if chain.contains(where: { $0.contains("window") }) {
                    add(.setsWindowHidden(value, ownWindow: Self.isOwnWindow(receiver)), at)
                } else if value {
                    add(.redactsContent, at)
                }
            case "MakeKeyAndVisible" where next == "(":
                add(.setsWindowHidden(false, ownWindow: Self.isOwnWindow(receiver)), at)
            case "UIWindow" where stream.text(at - 1) == "new":
                windows.append(walk.reading.facts.count)
                add(.createsWindow(level: nil), at)
            case "WindowLevel" where next == "=":
                let end = stream.find(";", from: at, to: min(stream.count - 1, at + 40)) ?? at + 2
                if let window = windows.last, case .createsWindow(nil) = walk.reading.facts[window].action {
                    let level =
                        stream.spelled(at + 2, end - 1).split(separator: ",").first.map(String.init) ?? ""
                    walk.reading.facts[window].action = .createsWindow(
                        level: level.trimmingCharacters(in: .whitespaces))
                    walk.statementRecognised = true
                }
            case "SecureTextEntry" where next == "=":
                if stream.boolean(at + 2) == true { add(.secureFieldLayer, at) }
            case "ModalPresentationStyle" where next == "=":
                let value = stream.text(at + 4)
                presentationStyle = value.isEmpty ? nil : value.prefix(1).lowercased() + value.dropFirst()
                walk.statementRecognised = true
            case "PresentViewController", "PresentModalViewController":
                guard next == "(" else { break }
                let arguments = stream.topLevel(at + 1).split { stream.text($0) == "," }
                let animated = arguments.count > 1 ? arguments[1].first.flatMap { stream.boolean($0) } : nil
                add(.presents(style: presentationStyle, animated: animated), at)
            case "DismissViewController", "DismissModalViewController":
                guard next == "(" else { break }
                add(.dismisses(animated: stream.boolean(at + 2)), at)
            case "IgnoreSnapshotOnNextApplicationLaunch" where next == "(":
                add(.ignoresSnapshotOnNextLaunch, at)
            case "RemoveAllAnimations" where next == "(":
                add(.removesAnimations, at)
            default:
                break
            }
            if token.kind == .identifier && next == "(" && stream.text(at - 1) != "new" {
                let base = receiver ?? ""
                let ownClass = methods[index].owner
                if base.isEmpty || base == "this" || base == ownClass, let other = own[text], other != index {
                    // A method of the same class, whatever its name: read as part of this one.
                    walk.reading.calls.append(
                        LocalCall(method: other, context: walk.current, line: stream[at].line))
                    walk.statementRecognised = true
                } else if let target = callTarget(at, base: base) {
                    add(.calls(target), at)
                }
            } else if token.kind == .identifier && stream.text(at - 1) != "." && stream.text(at - 1) != "?."
                && [",", ")"].contains(next) && ["(", ","].contains(stream.text(at - 1)),
                let other = own[text], other != index, !observers.contains(where: { $0.method == other })
            {
                // A method group passed on (`MainThread.BeginInvokeOnMainThread(Hide)`): run by
                // what it is passed to.
                walk.reading.calls.append(
                    LocalCall(method: other, context: walk.current, line: stream[at].line))
            }
            at += 1
        }
        if method.close < stream.count { endStatement(at: method.close) }
        return walk.reading
    }

    /// The app's own window: `Window`, `window`, `KeyWindow`.
    static func isOwnWindow(_ name: String?) -> Bool {
        ["Window", "window", "KeyWindow", "keyWindow"].contains(name ?? "")
    }

    /// A call the file does not hold that may be the app's (`Manager.HandleBlur(…)`,
    /// `coordinator.ShowCover()`): followed across its files (`FollowedCalls`). Not UIKit's,
    /// Foundation's or the language's own.
    func callTarget(_ at: Int, base: String) -> CallTarget? {
        let name = stream.text(at)
        guard name.first?.isUppercase == true, !Self.frameworkCalls.contains(name),
            !["if", "while", "foreach", "switch", "lock", "using", "nameof", "typeof", "catch"].contains(name)
        else { return nil }
        if Self.frameworkTypes.contains(base) || base.hasPrefix("UI") || base.hasPrefix("NS") { return nil }
        // The delegate's own `base.OnResignActivation(application)` is UIKit's (MAUI's).
        if base == "base",
            CSharpIOSReader.appDelegateMethods[name] != nil
                || CSharpIOSReader.sceneDelegateMethods[name] != nil
        {
            return nil
        }
        let named = base.isEmpty ? name : base + "." + name
        return CallTarget(
            member: name, base: base,
            mayBePrivacy: FollowedCalls.mayBePrivacy(named) || looksLikePrivacyCode(named))
    }

    static let frameworkTypes: Set<String> = [
        "MainThread", "Task", "Math", "String", "string", "Console", "Debug", "Trace", "Log", "Logger",
        "DispatchQueue", "CGRect", "CGSize", "CGPoint", "Convert", "Enum", "Array", "List", "Environment",
        "OperatingSystem", "DeviceInfo", "Preferences", "Application", "Platform", "Guid", "DateTime",
        "TimeSpan", "Interlocked",
    ]

    /// Calls the body reader reads itself, and the framework's.
    static let frameworkCalls: Set<String> = [
        "AddSubview", "InsertSubview", "InsertSubviewAbove", "InsertSubviewBelow", "BringSubviewToFront",
        "RemoveFromSuperview", "MakeKeyAndVisible", "PresentViewController", "PresentModalViewController",
        "DismissViewController", "DismissModalViewController", "IgnoreSnapshotOnNextApplicationLaunch",
        "RemoveAllAnimations", "BeginInvokeOnMainThread", "InvokeOnMainThread", "DispatchAsync",
        "DispatchAfter", "Animate", "AnimateNotify", "AnimateAsync", "Dispose", "ToString", "Equals",
        "GetType", "Invoke", "AddObserver", "RemoveObserver", "ViewWithTag", "FromStyle", "AddSublayer",
        "CheckSystemVersion", "Last", "First", "FirstOrDefault", "LastOrDefault", "Where", "Select", "Any",
        "Add", "Remove", "Contains", "HandleException", "WriteLine", "TraceError", "SetNeedsLayout",
        "LayoutIfNeeded", "SizeToFit",
    ]
}

extension TokenStream {
    /// The last token of each lambda among the arguments of the call whose `(` is at `open`
    /// (`() => { … }`, `() => cover.Alpha = 1`).
    func lambdaEnds(_ open: Int) -> [Int] {
        let top = topLevel(open)
        var ends: [Int] = []
        var arrow = false
        for (number, index) in top.enumerated() {
            if text(index) == "=>" { arrow = true }
            let argumentEnds = number + 1 == top.count || text(top[number + 1]) == ","
            if argumentEnds && arrow && text(index) != "," {
                ends.append(close(index))
                arrow = false
            }
        }
        return ends
    }
}
