// What the token readers share: a method's body walked once with the context it runs in
// (deferred, animated, behind an API-level guard), its statements, and the calls to the
// file's other methods, so a handler's helpers are read as part of it.

/// A method found in a file: its owner, its name as the language spells it, its body.
struct TokenMethod {
    var owner: String
    /// `sceneWillResignActive:`, `onPause`.
    var name: String
    var line: Int
    /// The body's `{` and `}`.
    var open: Int
    var close: Int
    /// Parameter types as written, for the callbacks a parameter list tells apart.
    var parameters: String = ""
    /// The name's token.
    var declaration: Int = -1
    /// A Kotlin extension function's receiver type (`Window` of `fun Window.setSecureScreen`).
    var receiver: String?
}

/// `a = b`, `self->a = b`, `self.a = b`: an alias, no action of its own. `self.selected =
/// self.tableView.indexPathsForSelectedRows`: a value kept, unless what is set reads like
/// privacy code (`window.hidden = self.locked`).
func isAlias(_ words: [String], last: Token) -> Bool {
    guard let equals = words.firstIndex(of: "="), equals > 0, last.kind == .identifier,
        !["true", "false", "YES", "NO", "TRUE", "FALSE"].contains(last.text)
    else { return false }
    func chain(_ part: ArraySlice<String>) -> Bool {
        part.allSatisfy { $0 == "." || $0 == "->" || $0.first.map { $0.isLetter || $0 == "_" } == true }
    }
    guard chain(words[..<equals]), chain(words[(equals + 1)...]) else { return false }
    return equals == words.count - 2 || !looksLikePrivacyCode(words[equals - 1])
}

/// The context a token of a body is in.
struct BodyContext {
    var deferred: Deferral?
    var apiLevelGuard: Int?
    /// Inside an animation block, with its literal duration if any (`.some(nil)`: no literal).
    var animation: Double??
    /// The clauses of `if … else` that led here (`SourceFact.branches`).
    var branches: [SourceFact.Branch] = []
}

/// One action found in a method's own body.
struct LocalFact {
    var line: Int
    var action: SourceAction
    var context: BodyContext
    /// Left out of a launch handler's facts: unrecognised code (a launch handler sets the app
    /// up, which is no privacy code) and Android's `setContentView` (the content itself).
    var skipAtLaunch = false
}

/// A call from a method's body to another method of the file, on `line`: a step of the chain
/// of each fact the called method yields.
struct LocalCall {
    var method: Int
    var context: BodyContext
    var line: Int
}

/// A call from a method's body that the file does not hold (a method of a Swift extension, a
/// post of the app's own notification): followed across the app's files (`FollowedCalls`).
struct ExternalCall {
    var line: Int
    var target: CallTarget
    var context: BodyContext
}

/// What a method's own body says, before its callers are known.
struct LocalReading {
    var facts: [LocalFact] = []
    var calls: [LocalCall] = []
    var external: [ExternalCall] = []
}

/// The facts a handler yields: its body's and, depth-first, those of the helpers it calls in
/// the same file (each once per handler, at most `depth` calls deep), the outer call's
/// deferral and guard winning over none. Each method's own body is read once per file.
func handlerFacts(
    root: Int, readings: [LocalReading], handler: Handler, language: SourceLanguage, file: String,
    stream: TokenStream, depth: Int = 4
) -> [SourceFact] {
    var facts: [SourceFact] = []
    var visited: Set<Int> = [root]
    let handler = terminalSafe(handler)
    func visit(_ method: Int, outer: BodyContext, level: Int, via: [SourceLocation]) {
        for fact in readings[method].facts where !(fact.skipAtLaunch && handler.moment == .launch) {
            let context = merged(outer, fact.context)
            var found = SourceFact(
                location: SourceLocation(file: file, line: fact.line), language: language,
                handler: handler,
                action: fact.action, deferred: context.deferred,
                text: stream.line(fact.line).trimmingCharacters(in: .whitespaces),
                apiLevelGuard: context.apiLevelGuard)
            found.branches = context.branches
            found.via = via
            facts.append(found)
        }
        for call in readings[method].external where handler.moment != .launch {
            var found = SourceFact(
                location: SourceLocation(file: file, line: call.line), language: language,
                handler: handler, action: .calls(call.target),
                deferred: merged(outer, call.context).deferred,
                text: stream.line(call.line).trimmingCharacters(in: .whitespaces))
            found.via = via
            facts.append(found)
        }
        guard level < depth else { return }
        for call in readings[method].calls where !visited.contains(call.method) {
            visited.insert(call.method)
            visit(
                call.method, outer: merged(outer, call.context), level: level + 1,
                via: via + [SourceLocation(file: file, line: call.line)])
        }
    }
    visit(root, outer: BodyContext(), level: 0, via: [])
    return facts
}

/// The facts of a method its caller calls while the app is in front (a plugin's or helper's
/// on-demand method): what it sets up once and stays, and its calls that may lead to privacy
/// code, marked to keep only that of what they lead to (`CallTarget.onDemand`).
func onDemand(_ facts: [SourceFact]) -> [SourceFact] {
    facts.compactMap { fact in
        guard case .calls(var target) = fact.action, target.mayBePrivacy else {
            return fact.action.staysSetUp ? fact : nil
        }
        var call = fact
        target.onDemand = true
        call.action = .calls(target)
        return call
    }
}

/// What a function summary keeps of a method's facts: every action read, and the calls that
/// may lead to privacy code; not what was left unread.
func summarised(_ facts: [SourceFact]) -> [SourceFact] {
    facts.filter {
        switch $0.action {
        case .calls(let target): return target.mayBePrivacy
        case .unrecognised: return false
        default: return true
        }
    }
}

/// Each class's methods by name, the first of each; `classes` classes, `methodClass` each
/// method's.
func methodsByName(_ methods: [TokenMethod], classOf methodClass: [Int], classes: Int) -> [[String: Int]] {
    var byName = [[String: Int]](repeating: [:], count: classes)
    for (index, type) in methodClass.enumerated() where byName[type][methods[index].name] == nil {
        byName[type][methods[index].name] = index
    }
    return byName
}

/// The methods some method of the file calls.
func calledMethods(_ readings: [LocalReading]) -> Set<Int> {
    Set(readings.flatMap { $0.calls.map(\.method) })
}

private func merged(_ outer: BodyContext, _ inner: BodyContext) -> BodyContext {
    BodyContext(
        deferred: outer.deferred ?? inner.deferred,
        apiLevelGuard: [outer.apiLevelGuard, inner.apiLevelGuard].compactMap { $0 }.max(),
        animation: inner.animation ?? outer.animation, branches: outer.branches + inner.branches)
}

/// Words of a statement that looks like privacy code: one in a lifecycle handler that no
/// rule maps is reported as unrecognised.
func looksLikePrivacyCode(_ word: String) -> Bool {
    FollowedCalls.names(privacyCodeWords, in: word)
}

/// The words `looksLikePrivacyCode` looks for, whole (`audioPlayer` is no `layer`).
let privacyCodeWords: Set<String> = [
    "window", "view", "alpha", "snapshot", "blur", "layer", "hidden", "overlay", "cover", "privacy",
    "secure", "flag", "flags", "screenshot", "visibility", "present", "dialog", "views", "windows",
]

/// Statements that start with these are control flow or the superclass's call, never an
/// action of their own.
let controlWords: Set<String> = [
    "if", "else", "for", "while", "do", "switch", "return", "case", "default", "try", "catch", "finally",
    "super", "break", "continue", "when", "@try", "@catch", "@finally", "@synchronized", "@autoreleasepool",
    "throw", "assert", "Log", "NSLog", "print", "println",
]

extension TokenStream {
    /// The words of the statement `start..<end` when a reader may report it as unrecognised:
    /// it gave no fact and nothing recognised, is no header (`if (…) {`, `x?.let {`,
    /// `animations:^{`), no alias (`a = b`), starts with no control word, and names something
    /// privacy code touches. Nil otherwise.
    func unmappedStatement(from start: Int, to end: Int, gaveFacts: Bool, recognised: Bool) -> [String]? {
        guard !gaveFacts, !recognised, start < end, text(end) != "{" else { return nil }
        let words = (start..<end).map { text($0) }
        if isAlias(words, last: tokens[end - 1]) { return nil }
        guard let first = words.first, !controlWords.contains(first),
            (start..<end).contains(where: { tokens[$0].kind == .identifier && looksLikePrivacyCode(text($0)) }
            )
        else { return nil }
        // A listener set, a value read or kept: nothing drawn (checked last, on the few left).
        if FollowedCalls.drawsNothing(statement: spelled(start, end - 1)) { return nil }
        if drawsOffscreen(words) { return nil }
        return words
    }

    /// A statement that draws into an image, not on the screen: the window rendered into a
    /// graphics context (`[window.layer renderInContext:context.CGContext]`, the blurred
    /// snapshot's screenshot) or a Core Image filter's input set (`[filter setValue:@(radius)
    /// forKey:kCIInputRadiusKey]`).
    func drawsOffscreen(_ words: [String]) -> Bool {
        words.contains { ["renderInContext", "drawViewHierarchyInRect", "drawHierarchy"].contains($0) }
            || words.contains("forKey") && words.contains { $0.hasPrefix("kCIInput") }
    }

    /// The first index at or after `index` whose token is `text`, not past `limit`, stepping over
    /// bracketed groups; nil when none is.
    func find(_ text: String, from index: Int, to limit: Int) -> Int? {
        var at = index
        while at <= limit && at < count {
            if tokens[at].text == text { return at }
            if ["(", "[", "{"].contains(tokens[at].text) && tokens[at].kind == .punctuation {
                at = close(at)
            }
            at += 1
        }
        return nil
    }

    /// Tokens `from...to` as text, spaced where the source is likely spaced.
    func spelled(_ from: Int, _ to: Int) -> String {
        guard from <= to, from >= 0, to < count else { return "" }
        var text = ""
        for index in from...to {
            let token = tokens[index]
            if !text.isEmpty
                && (token.kind != .punctuation || ["+", "-", "*", "|", "&&", "||"].contains(token.text))
                && !(text.hasSuffix(".") || text.hasSuffix("("))
            {
                text += " "
            }
            if ["+", "-", "*", "|"].contains(token.text) {
                text += token.text + " "
            } else {
                text += token.text
            }
        }
        return text.replacingOccurrences(of: "  ", with: " ").trimmingCharacters(in: .whitespaces)
    }

    /// The clauses of the `if` at `at` that has an `else` (`SourceFact.branches`), each with the
    /// index of its last token; an `else if` chain is the second clause. Nil without an `else`.
    /// `braceless`: a clause may be one statement up to its `;` (C, Java, C#; not Kotlin, whose
    /// statements end at the line).
    func ifClauses(_ at: Int, in path: String, braceless: Bool) -> [(SourceFact.Branch, Int)]? {
        guard let then = clauseEnd(at, braceless: braceless), text(then + 1) == "else" else { return nil }
        let elseEnd: Int?
        switch text(then + 2) {
        case "{": elseEnd = close(then + 2)
        case "if": elseEnd = chainEnd(then + 2, braceless: braceless)
        default: elseEnd = braceless ? statementEnd(then + 2) : nil
        }
        guard let elseEnd, elseEnd > then else { return nil }
        let statement = SourceLocation(file: path, line: tokens[at].line)
        return [
            (SourceFact.Branch(statement: statement, column: at, clause: 0), then),
            (SourceFact.Branch(statement: statement, column: at, clause: 1), elseEnd),
        ]
    }

    /// The last token of the clause after `if (…)` at `at`: its block's `}`, or its one
    /// statement's end.
    private func clauseEnd(_ at: Int, braceless: Bool) -> Int? {
        guard text(at + 1) == "(" else { return nil }
        let open = close(at + 1) + 1
        if text(open) == "{" {
            let end = close(open)
            return end > open ? end : nil
        }
        guard braceless, open < count, !["else", ";"].contains(text(open)) else { return nil }
        return statementEnd(open)
    }

    /// The last token of the one statement that starts at `start` (C, Java, C#): a block's
    /// `}`; a nested `if`, `for` or `while`, with its own statement (an `if`'s `else` too);
    /// else the `;`, at most 400 tokens on.
    func statementEnd(_ start: Int, depth: Int = 0) -> Int {
        let limit = min(count - 1, start + 400)
        guard start < count, depth < 16 else { return limit }
        if text(start) == "{" { return close(start) }
        if ["if", "for", "while", "foreach"].contains(text(start)), text(start + 1) == "(" {
            let end = statementEnd(close(start + 1) + 1, depth: depth + 1)
            if text(start) == "if", text(end + 1) == "else" { return statementEnd(end + 2, depth: depth + 1) }
            return end
        }
        return find(";", from: start, to: limit) ?? limit
    }

    /// The last token of the `if … else if … else` chain at `at`.
    private func chainEnd(_ at: Int, braceless: Bool) -> Int? {
        var end = clauseEnd(at, braceless: braceless)
        while let last = end, text(last + 1) == "else" {
            if text(last + 2) == "{" { return close(last + 2) }
            guard text(last + 2) == "if" else { return braceless ? statementEnd(last + 2) : nil }
            end = clauseEnd(last + 2, braceless: braceless)
        }
        return end
    }

    /// A boolean literal at `index` (`YES`, `NO`, `true`, `false`), or nil.
    func boolean(_ index: Int) -> Bool? {
        switch text(index) {
        case "YES", "true", "TRUE": return true
        case "NO", "false", "FALSE": return false
        default: return nil
        }
    }

    /// A literal number at `index`, a leading minus sign read.
    func literal(_ index: Int) -> Double? {
        if text(index) == "-", index + 1 < count, let value = tokens[index + 1].number { return -value }
        return index < count && index >= 0 ? tokens[index].number : nil
    }
}

/// A literal as a whole number, nil when it is none or too large for a tag or API level: a
/// hostile `1e999` never traps.
func wholeNumber(_ value: Double?) -> Int? {
    guard let value, value.isFinite, abs(value) < 1e9 else { return nil }
    return Int(value)
}

/// Whether a statement calls or assigns one of `words` itself, not as a link of a longer
/// chain (`rootViewController = …` is set-up; `rootViewController.view.layer.opacity` is not).
func touches(_ statement: [String], _ words: Set<String>) -> Bool {
    statement.indices.contains { index in
        words.contains(statement[index])
            && (index + 1 == statement.count || ![".", "->", "?."].contains(statement[index + 1]))
    }
}

/// The handler with the names read from the file (a method's, a class's, a notification's)
/// made safe to print: identifiers may hold any byte above ASCII.
func terminalSafe(_ handler: Handler) -> Handler {
    var handler = handler
    handler.callback = ScanText.snippet(handler.callback, limit: 120)
    handler.owner = ScanText.snippet(handler.owner, limit: 120)
    return handler
}
