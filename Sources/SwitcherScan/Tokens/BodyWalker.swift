/// What a token reader keeps while it walks one method's body: what it has read, the contexts
/// open (deferred, animated, guarded, a clause of an `if`), innermost last, and the statement
/// under way.
struct BodyWalker {
    var reading = LocalReading()
    var contexts: [(end: Int, context: BodyContext)] = []
    /// Where the statement under way starts, the facts read before it, and whether a rule read
    /// part of it.
    var statementStart: Int
    var statementFacts = 0
    var statementRecognised = false

    /// For the body whose `{` is at `open`.
    init(body open: Int) { statementStart = open + 1 }

    var current: BodyContext { contexts.last?.context ?? BodyContext() }

    /// Leaves the contexts that end before `at`.
    mutating func leave(before at: Int) {
        while let last = contexts.last, at > last.end { contexts.removeLast() }
    }

    /// Opens `context` up to `end`, inside those that end later.
    mutating func open(_ end: Int, _ context: BodyContext) {
        contexts.insert((end, context), at: contexts.firstIndex { $0.end < end } ?? contexts.count)
    }

    /// Opens the current context, changed, up to `end`: the statement is read.
    mutating func push(_ end: Int, _ change: (inout BodyContext) -> Void) {
        var context = current
        change(&context)
        open(end, context)
        statementRecognised = true
    }

    /// Each clause of an `if … else` a context of its own (`SourceFact.branches`); `guarded`,
    /// the API level the condition requires, holds in the first.
    mutating func branch(_ clauses: [(SourceFact.Branch, Int)], guarded: Int? = nil) {
        let outer = current
        for (number, (clause, end)) in clauses.enumerated() {
            var inner = outer
            inner.branches.append(clause)
            if number == 0, let guarded { inner.apiLevelGuard = max(inner.apiLevelGuard ?? 0, guarded) }
            open(end, inner)
        }
    }

    /// An action at `line`, in the current context unless given one; code left unread is left
    /// out at launch (`LocalFact.skipAtLaunch`) unless said otherwise.
    mutating func add(
        _ action: SourceAction, line: Int, context: BodyContext? = nil, skipAtLaunch: Bool? = nil
    ) {
        var fact = LocalFact(line: line, action: action, context: context ?? current)
        if case .unrecognised = action { fact.skipAtLaunch = true }
        if let skipAtLaunch { fact.skipAtLaunch = skipAtLaunch }
        reading.facts.append(fact)
    }

    /// The words of the statement that ends at `end` when it may be privacy code no rule read
    /// (`TokenStream.unmappedStatement`), for the reader to judge before `finish`.
    func unmapped(to end: Int, in stream: TokenStream) -> [String]? {
        stream.unmappedStatement(
            from: statementStart, to: end, gaveFacts: reading.facts.count != statementFacts,
            recognised: statementRecognised)
    }

    /// The statement unread, said so at its start: `unrecognised`, its words.
    mutating func addUnread(to end: Int, in stream: TokenStream, context: BodyContext? = nil) {
        add(
            .unrecognised(ScanText.snippet(stream.spelled(statementStart, end - 1), limit: 100)),
            line: stream[statementStart].line, context: context)
    }

    /// Ends the statement at `end`; the next starts at `next` (after `end` unless given).
    mutating func finish(at end: Int, next: Int? = nil) {
        statementStart = next ?? end + 1
        statementFacts = reading.facts.count
        statementRecognised = false
    }
}
