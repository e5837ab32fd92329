import SwiftSyntax

/// What the file's functions and sinks do, read for the calls that reach them from other
/// types and files (`FollowedCalls`).
extension DeclarationReader {
    /// What a function that is no handler does, for calls to it from other types and files:
    /// its facts and the calls it makes that may lead to privacy code.
    /// `$appPhase.sink { … }`, `manager.$state.receive(on: …).sink { … }`: the published
    /// property's name.
    static func publishedName(_ text: String) -> String? {
        guard let dollar = text.firstIndex(of: "$") else { return nil }
        let name = text[text.index(after: dollar)...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        return name.isEmpty || name.first?.isNumber == true ? nil : String(name)
    }

    /// A published property's `sink`, for a handler that sets the property: the whole
    /// closure as `$name`, and, when its body switches over the value, each case as
    /// `$name=.case` (an assignment `name = .case` runs that case). Delivered on the main
    /// queue (`receive(on:)`), its work comes a run-loop turn later.
    func summarizeSink(
        _ name: String, closure: ClosureExprSyntax, deferred: Bool, at node: some SyntaxProtocol
    ) {
        summarize("$" + name, body: closure.statements, at: node, deferred: deferred)
        guard let first = closure.statements.first?.item,
            let switchExpr = first.as(SwitchExprSyntax.self)
                ?? first.as(ExpressionStmtSyntax.self)?.expression.as(SwitchExprSyntax.self)
        else { return }
        for item in switchExpr.cases {
            guard let switchCase = item.as(SwitchCaseSyntax.self),
                let label = switchCase.label.as(SwitchCaseLabelSyntax.self)
            else { continue }
            for value in label.caseItems {
                summarize(
                    "$\(name)=\(value.pattern.trimmedDescription)", body: switchCase.statements, at: node,
                    deferred: deferred)
            }
        }
    }

    /// Stems whose presence in a function's text is needed for its summary to hold anything a
    /// handler's call could bring in: a cheap test on the file's bytes that keeps the walk of a
    /// 20,000-file app to the few functions that may matter.
    static let stems: [[UInt8]] = [
        "window", "overlay", "cover", "privacy", "private", "blur", "snapshot", "shield", "obscure", "secure",
        "protect", "redact", "passcode", "curtain", "splash", "sink", "ishidden", "present", "visualeffect",
    ].map { Array($0.utf8) }

    /// For each byte, the stems it starts (lower case): most bytes start none.
    static let stemsByFirstByte: [[Int]] = {
        var table = Array(repeating: [Int](), count: 256)
        for (index, stem) in stems.enumerated() { table[Int(stem[0])].append(index) }
        return table
    }()

    /// Whether the function `name` with `body` may lead to privacy code: its name reads so, or
    /// its text holds one of `stems` (case folded).
    func mayLeadToPrivacyCode(_ name: String, _ body: CodeBlockSyntax) -> Bool {
        if FollowedCalls.mayBePrivacy(name) { return true }
        let start = body.position.utf8Offset
        // The parser's offsets are in the text as read (invalid UTF-8 replaced): the file's own
        // bytes when nothing was replaced.
        let bytes = file.text.utf8.count == file.bytes.count ? file.bytes : textBytes
        let end = min(body.endPosition.utf8Offset, bytes.count)
        guard start < end else { return false }
        let table = Self.stemsByFirstByte
        let stems = Self.stems
        return bytes.withUnsafeBufferPointer { buffer in
            let text = UnsafeBufferPointer(rebasing: buffer[start..<end])
            var index = 0
            while index < text.count {
                let candidates = table[Int(text[index] | 0x20)]  // ASCII lower case
                if candidates.isEmpty {
                    index += 1
                    continue
                }
                for candidate in candidates where index + stems[candidate].count <= text.count {
                    let stem = stems[candidate]
                    var matches = true
                    for offset in 1..<stem.count where text[index + offset] | 0x20 != stem[offset] {
                        matches = false
                        break
                    }
                    if matches { return true }
                }
                index += 1
            }
            return false
        }
    }

    func summarize(
        _ name: String, body: some SyntaxProtocol, at node: some SyntaxProtocol, deferred: Bool = false
    ) {
        guard summaryBudget > 0 else { return }
        let handler = Handler(
            host: .notificationObserver, moment: .resignActive, callback: name, owner: owner,
            location: location(node))
        let saved = budget
        budget = summaryBudget
        let bodyReader = HandlerBodyReader(reader: self, handler: handler, phase: nil, summary: true)
        bodyReader.read(Syntax(body))
        summaryBudget = budget
        budget = saved
        var kept = bodyReader.facts.filter {
            if case .calls(let target) = $0.action { return target.mayBePrivacy }
            return true
        }
        if deferred {
            for index in kept.indices where kept[index].deferred == nil { kept[index].deferred = .mainQueue }
        }
        // A sink's case that does nothing here is kept, empty: the value it runs for is then not
        // taken for the whole sink.
        guard !kept.isEmpty || name.hasPrefix("$") else { return }
        reading.functions.append(
            FunctionSummary(
                owner: owner, name: name, location: handler.location, facts: Array(kept.prefix(50))))
    }
}
