import SwitcherCore
import SwitcherUI

/// `Expect` lines.
extension TapeParser {
    /// `In <column>, <column> <subject> …`: the columns an `Expect` is checked in (names
    /// separated by commas, with or without spaces around them), and the rest of the line.
    func columnScope(_ tokens: ArraySlice<TapeToken>) throws(LineProblem) -> ([String], [TapeToken]) {
        let usage =
            "expected Expect In <strategy or device>[, …] <subject> …, e.g. Expect In color-overlay Snapshot \"Bank\" Legible >0"
        var list = ""
        var rest = tokens
        while case .word(let word)? = rest.first {
            rest = rest.dropFirst()
            list += word
            let nextStartsWithComma =
                if case .word(let next)? = rest.first { next.hasPrefix(",") } else { false }
            if !list.hasSuffix(",") && !nextStartsWithComma { break }
        }
        let names = list.split(separator: ",").map(String.init)
        if let subject = names.first(where: Self.expectSubjects.contains) {
            throw LineProblem("\(subject) is what Expect checks, not a column: \(usage)")
        }
        guard !names.isEmpty, !rest.isEmpty else { throw LineProblem(usage) }
        return (names, Array(rest))
    }

    static let expectSubjects = ["Snapshot", "Card", "Screen", "State", "Callbacks", "Cover"]

    /// How long a `Wait` waits when its line gives no `Timeout`.
    public static let defaultWaitTimeout = Interval.seconds(10)

    /// `Wait <subject> … [Timeout <duration>]`: an `Expect` subject, waited for. `Callbacks`
    /// is no state to wait for: it counts what came since the last check.
    func wait(_ arguments: [TapeToken]) throws(LineProblem) -> TapeAction {
        let usage =
            "expected Wait <subject> … [Timeout <duration>], e.g. Wait State \"Medical ID\" background Timeout 5s"
        var subject = arguments
        var timeout = Self.defaultWaitTimeout
        if subject.count >= 2, subject[subject.count - 2] == .word("Timeout") {
            guard case .word(let word) = subject[subject.count - 1] else { throw LineProblem(usage) }
            timeout = try duration(word)
            guard timeout > .zero else { throw LineProblem("a Wait's timeout must be longer than 0s") }
            subject.removeLast(2)
        }
        guard !subject.isEmpty else { throw LineProblem(usage) }
        if subject.first == .word("Callbacks") {
            throw LineProblem(
                "Wait cannot wait for Callbacks (they are counted, not a state): wait for a State, then Expect Callbacks"
            )
        }
        if subject.first == .word("In") {
            throw LineProblem("Wait In is not a command: a Wait waits in every column")
        }
        // `Wait Snapshot "<app>"`: the app's next snapshot, whatever it shows.
        if subject.count == 2, subject[0] == .word("Snapshot"), subject[1].isQuoted {
            return .wait(.snapshotTaken(try sceneReference(subject[1])), timeout: timeout)
        }
        do {
            return .wait(try expectation(subject), timeout: timeout)
        } catch {
            throw LineProblem(error.message.replacingOccurrences(of: "Expect", with: "Wait"))
        }
    }

    func expectation(_ arguments: [TapeToken]) throws(LineProblem) -> Expectation {
        guard case .word(let subject)? = arguments.first else {
            throw LineProblem("Expect needs a subject: Snapshot, Card, Screen, State, Callbacks or Cover")
        }
        let rest = Array(arguments.dropFirst())
        func legible(_ tokens: ArraySlice<TapeToken>, usage: String) throws(LineProblem) -> Comparison {
            guard tokens.count == 2, tokens.first == .word("Legible"), case .word(let text) = tokens.last!
            else {
                throw LineProblem("expected \(usage)")
            }
            guard let comparison = TapeValues.comparison(text) else {
                throw LineProblem(
                    "bad comparison '\(text)' (expected a count such as 0, or >N, >=N, <N, <=N without spaces)"
                )
            }
            return comparison
        }
        switch subject {
        case "Snapshot":
            let usage = "Expect Snapshot \"<app>\" Legible <cmp>|Blank|None"
            guard let first = rest.first else { throw LineProblem("expected \(usage)") }
            let reference = try sceneReference(first)
            if rest.count == 2, rest[1] == .word("Blank") { return .snapshotBlank(reference) }
            if rest.count == 2, rest[1] == .word("None") { return .snapshotNone(reference) }
            return .snapshotLegible(reference, try legible(rest.dropFirst(), usage: usage))
        case "Card":
            let usage = "Expect Card \"<app>\" Legible <cmp>"
            guard let first = rest.first else { throw LineProblem("expected \(usage)") }
            return .cardLegible(try sceneReference(first), try legible(rest.dropFirst(), usage: usage))
        case "Screen":
            return .screenLegible(try legible(rest[...], usage: "Expect Screen Legible <cmp>"))
        case "State":
            let names = SceneState.allCases.map(\.rawValue)
            guard rest.count == 2, case .word(let value) = rest[1] else {
                throw LineProblem("expected Expect State \"<app>\" <\(names.joined(separator: "|"))>")
            }
            let reference = try sceneReference(rest[0])
            guard let state = SceneState(rawValue: value) else {
                throw LineProblem("unknown state '\(value)' (expected \(names.joined(separator: ", ")))")
            }
            return .state(reference, state)
        case "Callbacks":
            guard let first = rest.first else {
                throw LineProblem("expected Expect Callbacks \"<app>\" <callback> <callback> …")
            }
            let reference = try sceneReference(first)
            var callbacks: [Callback] = []
            for token in rest.dropFirst() {
                guard case .word(let name) = token, let callback = Callback(rawValue: name) else {
                    throw LineProblem(
                        "unknown callback \(token.written) (expected \(Callback.allCases.map(\.rawValue).joined(separator: ", ")))"
                    )
                }
                callbacks.append(callback)
            }
            return .callbacks(reference, callbacks)
        case "Cover":
            let usage = "Expect Cover [\"<app>\"] Visible|Hidden"
            var reference: SceneReference?
            var words = rest
            if let first = words.first, first.isQuoted {
                reference = try sceneReference(first)
                words.removeFirst()
            }
            guard words.count == 1, case .word(let value) = words[0], value == "Visible" || value == "Hidden"
            else {
                throw LineProblem("expected \(usage)")
            }
            return .cover(reference, visible: value == "Visible")
        default:
            throw LineProblem(
                "unknown Expect subject '\(subject)' (expected Snapshot, Card, Screen, State, Callbacks or Cover)"
            )
        }
    }
}
