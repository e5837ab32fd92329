import Foundation

/// A method's body read into the IR's actions: the local reading of one method.
extension AndroidFile {
    // MARK: Bodies

    /// What a call at `at` (a name before `(`) is to, when it may be the app's own method: not
    /// a constructor, a keyword or one of the calls read above, not the framework's.
    func callTarget(_ at: Int) -> CallTarget? {
        let token = stream[at]
        guard token.kind == .identifier,
            stream.text(at + 1) == "(" || stream.text(at + 1) == "{" || isPassedReference(at),
            token.text.first?.isLowercase == true || language == .cSharpAndroid,
            !AndroidFile.notMethods.contains(token.text),
            !Self.handledCalls.contains(token.text), stream.text(at - 1) != "fun",
            stream.text(at - 1) != "new"
        else { return nil }
        let receiver = [".", "?.", "::"].contains(stream.text(at - 1)) ? stream.text(at - 2) : ""
        if ["Log", "Timber", "logger", "System"].contains(receiver) { return nil }
        // The callback's own `super.onPause()` is the platform's; another of the base class's
        // methods (`super.setSecuredActivity(true)`) may be the app's (`FollowedCalls.resolve`).
        if receiver == "super",
            AndroidReader.activityCallbacks[token.text] != nil
                || AndroidReader.pluginCallbacks[token.text] != nil
        {
            return nil
        }
        // A constant's method (`FLAG_SECURE.inv()`) is Kotlin's.
        if !receiver.isEmpty, receiver.allSatisfy({ $0.isUppercase || $0 == "_" || $0.isNumber }) {
            return nil
        }
        let named = receiver + "." + token.text
        // An Intent's (`PendingIntent.getActivity`, `addPendingIntentMutabilityFlag`), no window's.
        let intent = named.contains("Intent")
        return CallTarget(
            member: token.text, base: receiver,
            mayBePrivacy: !intent && (FollowedCalls.mayBePrivacy(named) || looksLikePrivacyCode(named)))
    }

    /// A callable reference passed as an argument, `at` its name:
    /// `.onEach(activity.window::setSecureScreen)`, `observe(this, ::render)` (Java's
    /// `this::lock` too). What it is passed to runs it: read as a call of the function it names.
    /// Not one handed to a listener (`setOnClickListener(::lock)`, `onClick = ::lock`,
    /// `registerCallback(…)`), which runs it when the user acts, not now.
    func isPassedReference(_ at: Int) -> Bool {
        guard stream.text(at - 1) == "::", stream[at].kind == .identifier, stream.text(at) != "class",
            [")", ","].contains(stream.text(at + 1))
        else { return false }
        // Back over the receiver (`activity.window`) to what comes before the reference.
        var start = at - 2
        while start >= 0 && (stream[start].kind == .identifier || [".", "?."].contains(stream.text(start))) {
            start -= 1
        }
        guard ["(", ",", "="].contains(stream.text(start)) else { return false }
        if stream.text(start) == "=" { return !Self.namesListener(stream.text(start - 1), parameter: true) }
        // The call whose arguments hold it: back to its unmatched `(`.
        var depth = 0
        var open = start
        while open >= 0 {
            let text = stream.text(open)
            if text == ")" { depth += 1 }
            if text == "(" {
                if depth == 0 { break }
                depth -= 1
            }
            open -= 1
        }
        return open < 1 || !Self.namesListener(stream.text(open - 1), parameter: false)
    }

    /// A function or parameter that takes a listener or callback to run later
    /// (`setOnClickListener`, `addOnBackPressedCallback`, `doOnLayout`, `registerCallback`; a
    /// parameter `onClick`, where a flow's `onEach` runs what it is given).
    static func namesListener(_ name: String, parameter: Bool) -> Bool {
        let onUpper = name.count > 2 && name.hasPrefix("on") && name.dropFirst(2).first?.isUppercase == true
        return parameter && onUpper || name.hasSuffix("Listener") || name.hasSuffix("Callback")
            || ["setOn", "addOn", "doOn", "register", "subscribe"].contains(where: name.hasPrefix)
    }

    /// A reference passed as an argument to the caller's own method (`::render`, `this::render`).
    func isOwnReference(_ at: Int) -> Bool {
        isPassedReference(at) && (stream.text(at - 2) == "this" || stream[max(at - 2, 0)].kind != .identifier)
    }

    /// `windowInsetsController.hide(WindowInsetsCompat.Type.systemBars())`,
    /// `insetsController?.show(…)`, `controller.hide(statusBars())`, `at` its `hide` or `show`:
    /// the system bars shown or hidden (immersive mode), which changes no content. Set-up: no
    /// cover, and no privacy code of its own.
    func togglesSystemBars(_ at: Int) -> Bool {
        guard ["hide", "show"].contains(stream.text(at)), stream.text(at + 1) == "(" else { return false }
        let receiver = [".", "?."].contains(stream.text(at - 1)) ? stream.text(at - 2) : ""
        if receiver.lowercased().hasSuffix("insetscontroller") { return true }
        let bars: Set<String> = ["systemBars", "statusBars", "navigationBars"]
        return (at + 2..<max(at + 2, stream.close(at + 1))).contains { bars.contains(stream.text($0)) }
    }

    /// Calls the body reader reads itself, and calls that are Kotlin's or Java's own.
    static let handledCalls: Set<String> = [
        "addFlags", "setFlags", "clearFlags", "setRecentsScreenshotEnabled", "addContentView", "addView",
        "setContentView", "show", "removeView", "removeViewAt", "dismiss", "alpha", "setAlpha",
        "setVisibility",
        "post", "postDelayed", "runOnUiThread", "launch", "async", "let", "also", "apply", "run", "with",
        "equals", "toString", "getString", "findViewById", "listOf", "mapOf", "setOf", "println", "require",
        "check", "lazy", "repeat", "synchronized", "invoke", "get", "set", "forEach", "map", "filter", "inv",
        "or", "and", "xor", "log", "d", "e", "i", "w", "v", "getInsetsController", "systemBars",
        "statusBars", "navigationBars",
    ]

    func localReading(of index: Int) -> LocalReading {
        let method = methods[index]
        var byName = methodsByName[methodClass[index]]
        // A callback object's calls of the class it is made in (`showOverlay(act)`).
        if let outer = classes[methodClass[index]].enclosing {
            byName.merge(methodsByName[outer]) { own, _ in own }
        }
        var walk = BodyWalker(body: method.open)
        var at = method.open + 1
        func add(_ action: SourceAction, _ index: Int, skipAtLaunch: Bool = false) {
            walk.add(action, line: stream[index].line, skipAtLaunch: skipAtLaunch)
        }
        func endStatement(at end: Int, next: Int? = nil) {
            defer { walk.finish(at: end, next: next) }
            guard let words = walk.unmapped(to: end, in: stream), let first = words.first else { return }
            if touches(words, Self.setUp) || ["val", "var", "final"].contains(first) { return }
            // An Intent's flags (`intent.addFlags(FLAG_ACTIVITY_SINGLE_TOP)`), no window's.
            if words.contains(where: { $0.hasSuffix("Intent") || $0 == "intent" || $0 == "ActivityFlags" }) {
                return
            }
            if words.count >= 3 && stream[walk.statementStart].kind == .identifier
                && stream[walk.statementStart + 1].kind == .identifier
                && words[2] == "="
            {
                return  // a Java declaration
            }
            if let equals = words.firstIndex(of: "="),
                ["null", "false"].contains(words[(equals + 1)...].first ?? "")
            {
                return
            }
            walk.addUnread(to: end, in: stream)
        }
        while at < method.close && at < stream.count {
            // A callback object made here is read as its own class's methods.
            if let end = objectBodies[at] {
                at = end + 1
                continue
            }
            walk.leave(before: at)
            let token = stream[at]
            let text = token.text
            if token.endsStatement
                || language == .kotlin && at > walk.statementStart && stream[at].line != stream[at - 1].line
                    && !Self.continues(stream.text(at - 1), stream.text(at))
            {
                if token.endsStatement {
                    endStatement(at: at)
                    at += 1
                    continue
                }
                endStatement(at: at, next: at)  // a Kotlin line break: this token starts the next
            }
            let next = stream.text(at + 1)
            switch text {
            case "if" where next == "(":
                let close = stream.close(at + 1)
                let guarded = apiLevel(at + 2, min(close, at + 66))
                if let clauses = stream.ifClauses(at, in: path, braceless: language != .kotlin) {
                    // `if … else`: each clause a branch of its own; an API-level guard holds in the
                    // first.
                    walk.branch(clauses, guarded: guarded.flatMap { $0.below ? nil : $0.0 })
                    break
                }
                guard let (level, below) = guarded else { break }
                if below {
                    // `if (SDK_INT < 33) return`: the rest of the body runs at 33 and later.
                    // The rest of the block it is in: the clause or block innermost, else the body.
                    if stream.text(close + 1) == "return" || stream.text(close + 2) == "return" {
                        walk.push(walk.contexts.last?.end ?? method.close) {
                            $0.apiLevelGuard = max($0.apiLevelGuard ?? 0, level)
                        }
                    }
                } else if stream.text(close + 1) == "{" {
                    walk.push(stream.close(close + 1)) {
                        $0.apiLevelGuard = max($0.apiLevelGuard ?? 0, level)
                    }
                } else {
                    var end = close + 1
                    if language != .kotlin {
                        // One statement: to its `;`, or a block's or nested `if`'s end.
                        end = min(stream.statementEnd(close + 1), method.close)
                    } else {
                        // To the line's end.
                        while end < method.close && stream.text(end) != ";"
                            && stream[end].line == stream[close].line
                        {
                            end = max(end + 1, stream.close(end) + 1)
                        }
                    }
                    walk.push(end) { $0.apiLevelGuard = max($0.apiLevelGuard ?? 0, level) }
                }
            case "runOnUiThread" where stream.text(at - 2) != "UiThreadUtil":
                // Activity.runOnUiThread runs its action at once on the UI thread, where the
                // callbacks run; from a background block it keeps that block's deferral. React
                // Native's UiThreadUtil.runOnUiThread always posts.
                break
            case "post", "postDelayed", "runOnUiThread", "executeOnMainThread", "launch", "async",
                "postOnAnimation":
                guard next == "(" || next == "{", stream.text(at - 1) != "fun" else { break }
                var end = stream.close(at + 1)
                if next == "(" && stream.text(end + 1) == "{" { end = stream.close(end + 1) }
                var deferral: Deferral = ["launch", "async"].contains(text) ? .task : .post
                if text == "postDelayed" {
                    let arguments = stream.topLevel(at + 1).filter { stream[$0].kind == .number }
                    deferral = .after(seconds: arguments.last.flatMap { stream[$0].number }.map { $0 / 1000 })
                }
                walk.push(end) { $0.deferred = $0.deferred ?? deferral }
            case "addFlags", "setFlags", "clearFlags":
                guard next == "(" else { break }
                let arguments = stream.topLevel(at + 1).map { stream.text($0) }
                guard arguments.contains("FLAG_SECURE") else { break }
                var call: SecureFlagCall = text == "addFlags" ? .add : text == "clearFlags" ? .clear : .set
                if text == "setFlags", let comma = arguments.firstIndex(of: ","),
                    !arguments[..<comma].contains("FLAG_SECURE")
                {
                    call = .clear
                }
                add(.secureFlag(call), at)
            case "FLAG_SECURE":
                // The flag set by hand on the window's attributes (`flags = flags or FLAG_SECURE`,
                // `flags |= FLAG_SECURE`; `and FLAG_SECURE.inv()` clears it); a test of it is none.
                let statement = (max(walk.statementStart, at - 64)..<at).map { stream.text($0) }
                let calls: Set<String> = ["addFlags", "setFlags", "clearFlags"]
                guard !statement.contains(where: calls.contains), statement.first != "if",
                    !statement.contains("==") && !statement.contains("!="),
                    statement.contains("flags") || statement.contains("attributes")
                else { break }
                let clears = ["inv", "~", "and", "&", "&="].contains {
                    statement.contains($0) || stream.text(at + 2) == $0
                }
                add(.secureFlag(clears ? .clear : .add), at)
            case "setRecentsScreenshotEnabled":
                // `setRecentsScreenshotEnabled(!isPinSetup)`: disabled where the condition holds,
                // as a call inside `if (isPinSetup)` is; a plain variable is left unread.
                guard next == "(",
                    let value = stream.text(at + 2) == "!" ? false : stream.boolean(at + 2)
                else { break }
                add(.recentsScreenshotEnabled(value), at)
            case "addContentView", "addView", "setContentView":
                guard next == "(" else { break }
                var kind = CoverKind.unknown
                for index in stream.topLevel(at + 1, limit: 64) {
                    if let known = viewKinds[stream.text(index)] ?? Self.kind(ofClass: stream.text(index)) {
                        kind = known
                        break
                    }
                }
                if text == "setContentView" && kind == .unknown { kind = .view }
                add(.addsView(kind: kind, tag: nil), at, skipAtLaunch: text == "setContentView")
            case "show" where next == "(" && stream.text(at + 2) == ")":
                let receiver = stream.text(at - 2)
                let statement = (max(walk.statementStart, at - 64)..<at).map { stream.text($0) }
                if dialogs.contains(receiver)
                    || statement.contains(where: { $0.hasSuffix("Dialog") || $0 == "Builder" })
                {
                    add(.addsView(kind: .view, tag: nil), at)
                }
            case "removeView", "removeViewAt":
                if next == "(" { add(.removesView(tag: nil), at) }
            case "dismiss" where next == "(":
                // A dialog the file declares, or one named so (`alertDialog`, `pinDialog`).
                let receiver = stream.text(at - 2)
                if dialogs.contains(receiver) || receiver.lowercased().hasSuffix("dialog") {
                    add(.removesView(tag: nil), at)
                }
            case "alpha", "setAlpha":
                let chained =
                    stream.text(at - 2) == ")"
                    && (max(walk.statementStart, at - 64)..<at).contains { stream.text($0) == "animate" }
                if text == "alpha" && next == "=" && stream.text(at - 1) == "." {
                    add(.setsAlpha(value: stream.literal(at + 2), animated: false, duration: nil), at)
                } else if next == "(" {
                    var duration: Double?
                    if chained,
                        let setDuration = stream.find(
                            "setDuration", from: at, to: min(stream.count - 1, at + 30))
                    {
                        duration = stream.literal(setDuration + 2).map { $0 / 1000 }
                    }
                    add(.setsAlpha(value: stream.literal(at + 2), animated: chained, duration: duration), at)
                }
            case "visibility" where next == "=", "setVisibility" where next == "(":
                // A content view hidden; one shown is left to the statement's check.
                let value = stream.text(at + 2) == "View" ? stream.text(at + 4) : stream.text(at + 2)
                if value == "INVISIBLE" || value == "GONE" { add(.redactsContent, at) }
            default:
                break
            }
            // A call of a method of the same class (`secure(true)`, `this.addFlags()`), whatever
            // its name: read as part of this one.
            if token.kind == .identifier
                && (next == "(" && (stream.text(at - 1) != "." || stream.text(at - 2) == "this")
                    || isOwnReference(at)),
                let other = byName[text], other != index
            {
                walk.reading.calls.append(
                    LocalCall(method: other, context: walk.current, line: stream[at].line))
                walk.statementRecognised = true
            } else if togglesSystemBars(at) {
                walk.statementRecognised = true
            } else if let target = callTarget(at) {
                // Any other call of the app's own: followed across its files (`FollowedCalls`).
                add(.calls(target), at)
            }
            at += 1
        }
        if method.close < stream.count { endStatement(at: method.close) }
        return walk.reading
    }
}
