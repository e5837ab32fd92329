import Foundation

/// A method's body read into the IR's actions: the local reading of one method.
extension ObjectiveCFile {
    // MARK: Bodies

    func localReading(of index: Int) -> LocalReading { localReading(of: methods[index]) }

    func localReading(of method: TokenMethod) -> LocalReading {
        var walk = BodyWalker(body: method.open)
        var windows: [Int] = []  // indices in walk.reading.facts of windows this body makes
        var presentationStyle: String?
        let bodyTags = bodyTags(in: method)
        var at = method.open + 1
        func add(_ action: SourceAction, _ index: Int) { walk.add(action, line: stream[index].line) }
        func endStatement(at end: Int) {
            defer { walk.finish(at: end) }
            guard let words = walk.unmapped(to: end, in: stream), !isBookkeeping(words) else { return }
            walk.addUnread(to: end, in: stream, context: BodyContext(deferred: walk.current.deferred))
        }
        while at < method.close && at < stream.count {
            walk.leave(before: at)
            let token = stream[at]
            let text = token.text
            if token.endsStatement {
                endStatement(at: at)
                at += 1
                continue
            }
            let next = stream.text(at + 1)
            // `if (…) { … } else …`: each clause a branch of its own (`SourceFact.branches`).
            if text == "if", next == "(", let clauses = stream.ifClauses(at, in: path, braceless: true) {
                walk.branch(clauses)
            }
            switch text {
            case "dispatch_async", "dispatch_after", "dispatch_async_f":
                guard next == "(" else { break }
                let close = stream.close(at + 1)
                // The queue and the time are words at the call's own level; the block is read
                // as the body goes on (linear however deeply blocks nest).
                let arguments = stream.topLevel(at + 1).map { stream.text($0) }
                var deferral: Deferral = arguments.contains("dispatch_get_main_queue") ? .mainQueue : .task
                if text == "dispatch_after" {
                    let first = stream.firstArgument(at + 1)
                    deferral = .after(
                        seconds: delay(in: first.lowerBound, min(first.upperBound, first.lowerBound + 64)))
                }
                // A block keeps the clause it is written in, nothing else of its context.
                let outer = walk.current
                walk.open(
                    close,
                    BodyContext(
                        deferred: deferral, apiLevelGuard: outer.apiLevelGuard, branches: outer.branches))
                walk.statementRecognised = true
            case "addOperationWithBlock"
            where stream.text(at - 2) == "mainQueue" || stream.text(at - 3) == "mainQueue":
                if let open = stream.find("{", from: at, to: at + 4) {
                    walk.open(
                        stream.close(open), BodyContext(deferred: .mainQueue, branches: walk.current.branches)
                    )
                    walk.statementRecognised = true
                }
            case "animateWithDuration" where next == ":":
                let duration = stream.literal(at + 2)
                let limit = min(stream.count - 1, at + 80)
                if let keyword = stream.find("animations", from: at, to: limit),
                    let open = stream.find("{", from: keyword, to: keyword + 8)
                {
                    let outer = walk.current
                    walk.open(
                        stream.close(open),
                        BodyContext(
                            deferred: outer.deferred, animation: .some(duration), branches: outer.branches))
                }
                if let keyword = stream.find("completion", from: at, to: limit),
                    let open = stream.find("{", from: keyword, to: keyword + 12)
                {
                    let outer = walk.current
                    walk.open(
                        stream.close(open),
                        BodyContext(
                            deferred: outer.deferred ?? .after(seconds: duration), branches: outer.branches))
                }
                walk.statementRecognised = true
            case "performSelector" where next == ":" && stream.text(at + 2) == "@selector":
                let close = stream.close(at + 3)
                let selector = (at + 4..<min(close, at + 68)).map { stream.text($0) }.joined()
                if let method = bySelector[selector] {
                    var context = walk.current
                    if let keyword = stream.find("afterDelay", from: close, to: close + 12) {
                        context.deferred = context.deferred ?? .after(seconds: stream.literal(keyword + 2))
                    }
                    walk.reading.calls.append(
                        LocalCall(method: method, context: context, line: stream[at].line))
                    walk.statementRecognised = true
                }
            case "self"
            where stream.text(at - 1) == "[" && stream[min(at + 1, stream.count - 1)].kind == .identifier:
                let called = selector(at: at + 1)
                if let method = bySelector[called] {
                    walk.reading.calls.append(
                        LocalCall(method: method, context: walk.current, line: stream[at].line))
                    walk.statementRecognised = true
                } else if let call = externalCall(called, base: "self") {
                    // A method of the class another file declares (a Swift extension's `@objc` one).
                    walk.reading.external.append(
                        ExternalCall(line: stream[at].line, target: call, context: walk.current))
                    walk.statementRecognised = true
                }
            case "self"
            where stream.text(at - 1) == "[" && next == "."
                && stream[min(at + 3, stream.count - 1)].kind == .identifier:
                // `[self.editor save]`: a method of a property's class, followed like Swift's
                // `self.editor.save()`; said unrecognised only if its own name reads like privacy code.
                if let call = externalCall(selector(at: at + 3), base: "self." + stream.text(at + 2)) {
                    walk.reading.external.append(
                        ExternalCall(line: stream[at].line, target: call, context: walk.current))
                    walk.statementRecognised = true
                }
            case "postNotificationName" where next == ":":
                if let name = Notifications.member(stream.text(at + 2)) {
                    let target = CallTarget(member: name, base: "", mayBePrivacy: false)
                    walk.reading.external.append(
                        ExternalCall(line: stream[at].line, target: target, context: walk.current))
                }
            case "UIWindow" where stream.text(at - 1) == "[" && next == "alloc":
                windows.append(walk.reading.facts.count)
                add(.createsWindow(level: nil), at)
            case "windowLevel" where next == "=":
                let end = stream.find(";", from: at, to: min(stream.count - 1, at + 40)) ?? at + 2
                let level = stream.spelled(at + 2, end - 1)
                if let window = windows.last, case .createsWindow(nil) = walk.reading.facts[window].action {
                    walk.reading.facts[window].action = .createsWindow(level: level)
                    walk.statementRecognised = true
                }
            case "setWindowLevel" where next == ":":
                if let window = windows.last, case .createsWindow(nil) = walk.reading.facts[window].action {
                    let end = stream.find("]", from: at, to: min(stream.count - 1, at + 40)) ?? at + 2
                    walk.reading.facts[window].action = .createsWindow(level: stream.spelled(at + 2, end - 1))
                    walk.statementRecognised = true
                }
            case "makeKeyAndVisible":
                add(.setsWindowHidden(false, ownWindow: isOwnWindow(receiverName(before: at - 1))), at)
            case "hidden" where next == "=" && stream.text(at - 1) == ".", "setHidden" where next == ":":
                guard let value = stream.boolean(at + 2) else { break }
                let receiver = text == "hidden" ? receiverName(before: at - 1) : receiverName(before: at - 1)
                let chain = (max(walk.statementStart, at - 64)..<at).map { stream.text($0).lowercased() }
                if chain.contains(where: { $0.contains("window") }) {
                    add(.setsWindowHidden(value, ownWindow: isOwnWindow(receiver)), at)
                } else {
                    add(.redactsContent, at)
                }
            case "addSubview" where next == ":", "insertSubview" where next == ":":
                let end = stream.find("]", from: at, to: min(stream.count - 1, at + 40)) ?? at + 2
                if FollowedCalls.isLayoutPiece(
                    receiver: receiverName(before: at - 1) ?? "", added: stream.text(at + 2))
                {
                    walk.statementRecognised = true
                    break
                }
                add(.addsView(kind: viewKind(at + 2, end), tag: viewTag(at + 2, end, bodyTags: bodyTags)), at)
            case "removeFromSuperview":
                var tag: Int?
                if let tagged = (max(walk.statementStart, at - 64)..<at).last(where: {
                    stream.text($0) == "viewWithTag"
                }) {
                    tag = tagValue(tagged + 2)
                } else if let name = receiverName(before: at - 1) {
                    tag = bodyTags.byName[name] ?? tags[name]
                }
                add(.removesView(tag: tag), at)
            case "alpha" where next == "=" && stream.text(at - 1) == ".", "setAlpha" where next == ":":
                let animation = walk.current.animation
                add(
                    .setsAlpha(
                        value: stream.literal(at + 2), animated: animation != nil, duration: animation ?? nil),
                    at)
            case "removeAllAnimations", "removeAnimationForKey":
                add(.removesAnimations, at)
            case "ignoreSnapshotOnNextApplicationLaunch":
                add(.ignoresSnapshotOnNextLaunch, at)
            case "secureTextEntry" where next == "=", "setSecureTextEntry" where next == ":":
                if stream.boolean(at + 2) == true { add(.secureFieldLayer, at) }
            case "modalPresentationStyle" where next == "=", "setModalPresentationStyle" where next == ":":
                presentationStyle = Self.style(stream.text(at + 2))
                walk.statementRecognised = true
            case "presentViewController" where next == ":":
                let end = min(stream.count - 1, at + 60)
                let animated = stream.find("animated", from: at, to: end).flatMap { stream.boolean($0 + 2) }
                add(.presents(style: presentationStyle, animated: animated), at)
            case "dismissViewControllerAnimated" where next == ":":
                add(.dismisses(animated: stream.boolean(at + 2)), at)
            default:
                break
            }
            at += 1
        }
        if method.close < stream.count { endStatement(at: method.close) }
        return walk.reading
    }
}
