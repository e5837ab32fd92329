import Foundation
import SwitcherCore
import SwitcherUI

/// Reads tapes: one command per line, `#` comments, names in double quotes. Every problem is
/// a `TapeError` naming the file, the line and what was expected there. Apps are checked
/// against the catalog, strategies against the strategy catalog, gestures against the device.
public struct TapeParser: Sendable {
    public let catalog: AssetCatalog
    /// The strategy ids `Set Strategy` accepts.
    public let strategyIDs: [String]

    /// Larger files are not tapes.
    public static let maximumFileSize = 1 << 20

    public init(catalog: AssetCatalog, strategyIDs: [String] = Strategies.ids) {
        self.catalog = catalog
        self.strategyIDs = strategyIDs
    }

    /// Reads and parses the tape at `url`; `file` names it in messages (default: the path).
    public func parse(contentsOf url: URL, file: String? = nil) throws(TapeError) -> Tape {
        let name = file ?? url.path
        var data: Data
        do {
            data = try SizeLimitedFile.read(url, limit: Self.maximumFileSize)
        } catch .tooLarge {
            throw TapeError(file: name, line: 0, message: "larger than 1 MiB: not a tape")
        } catch {
            throw TapeError(file: name, line: 0, message: "cannot read the tape")
        }
        // Editors on Windows start UTF-8 files with a byte order mark; it is not text.
        if data.starts(with: [0xEF, 0xBB, 0xBF]) { data.removeFirst(3) }
        var lines: [String] = []
        for (index, bytes) in data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            .enumerated()
        {
            guard let line = String(validating: bytes, as: UTF8.self) else {
                throw TapeError(file: name, line: index + 1, message: "not UTF-8 text")
            }
            lines.append(line)
        }
        return try parse(lines: lines, file: name)
    }

    /// Parses tape text; `file` names it in messages.
    public func parse(_ text: String, file: String) throws(TapeError) -> Tape {
        // Split on the byte: "\r\n" is one Character, which a Character split would miss.
        let lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        return try parse(lines: lines.map { String(decoding: $0, as: UTF8.self) }, file: file)
    }

    private func parse(lines: [String], file: String) throws(TapeError) -> Tape {
        var state = ParseState()
        for (index, raw) in lines.enumerated() {
            let line = raw.hasSuffix("\r") ? String(raw.dropLast()) : raw
            do {
                let tokens = try TapeTokenizer.tokens(line)
                guard !tokens.isEmpty else { continue }
                try command(tokens, line: index + 1, state: &state)
            } catch {
                throw TapeError(file: file, line: index + 1, message: error.message)
            }
        }
        return Tape(file: file, settings: state.settings, steps: state.steps)
    }

    struct ParseState {
        var settings = TapeSettings()
        var steps: [TapeStep] = []
        /// The line of the first event: `Set` lines after it change the running lab.
        var firstEventLine: Int?
    }

    /// Every command, in the order messages list them: `Set`, the events, `Key`, `Sleep`,
    /// `Wait`, `Pause`, `Caption`, `Expect`.
    static let commands =
        ["Set"] + SystemEvent.declarations.compactMap(\.tapeCommand) + [
            "Key", "Sleep", "Wait", "Pause", "Caption", "Expect",
        ]

    private func command(_ tokens: [TapeToken], line: Int, state: inout ParseState) throws(LineProblem) {
        guard case .word(let name) = tokens[0] else {
            throw LineProblem("a line starts with a command, not \(tokens[0].written)")
        }
        let arguments = Array(tokens.dropFirst())
        let action: TapeAction
        switch name {
        case "Set": return try set(arguments, line: line, state: &state)
        case "Key": action = .key(try key(arguments))
        case "Sleep":
            let word = try oneWord(arguments, usage: "Sleep <duration>")
            action = .sleep(try duration(word))
        case "Expect":
            if arguments.first == .word("In") {
                let (names, rest) = try columnScope(arguments.dropFirst())
                action = .expectIn(names, try expectation(rest))
            } else {
                action = .expect(try expectation(arguments))
            }
        case "Caption": action = .caption(try caption(arguments))
        case "Pause":
            guard arguments.isEmpty else { throw LineProblem("expected Pause alone on its line (a cue)") }
            action = .pause
        case "Wait": action = try wait(arguments)
        default:
            guard let declaration = SystemEvent.declaration(tapeCommand: name) else {
                if let match = Self.commands.first(where: { $0.lowercased() == name.lowercased() }) {
                    throw LineProblem("unknown command '\(name)' (commands are case-sensitive: \(match))")
                }
                throw LineProblem(
                    "unknown command '\(name)' (expected \(Self.commands.dropLast().joined(separator: ", ")) or Expect)"
                )
            }
            let event = try event(declaration, arguments)
            let settings = state.settings
            if let missing = event.unavailability(on: settings.device, lifecycle: settings.lifecycle) {
                throw LineProblem(missing.message(in: .tape))
            }
            action = .event(event)
        }
        // A caption or a cue is for the audience, not something the lab does: `Set` lines may
        // follow it.
        if action == .pause {
        } else if case .caption = action {
        } else if state.firstEventLine == nil {
            state.firstEventLine = line
        }
        state.steps.append(TapeStep(line: line, action: action))
    }

    /// The event a command line spells: its fixed word, then its argument.
    private func event(_ declaration: SystemEvent.Declaration, _ tokens: [TapeToken]) throws(LineProblem)
        -> SystemEvent
    {
        var arguments = tokens[...]
        let usage = declaration.tapeUsage
        if let keyword = declaration.tapeKeyword {
            guard let first = arguments.first, !first.isQuoted, first.text == keyword else {
                throw LineProblem("expected \(usage)")
            }
            arguments = arguments.dropFirst()
        }
        let parameter = declaration.parameter
        let argument: SystemEvent.Argument
        switch parameter {
        case .none:
            try words(Array(arguments), [], usage: usage)
            argument = .none
        case .app: argument = .app(try app(Array(arguments), usage: usage))
        case .scene: argument = .scene(try scene(Array(arguments), usage: usage))
        case .text: argument = .text(try typedText(Array(arguments)))
        case .strategy:
            let word = try oneWord(Array(arguments), usage: usage)
            guard strategyIDs.contains(word) else { throw LineProblem("unknown strategy '\(word)'") }
            argument = .strategy(word)
        case .direction, .sheet, .offset:
            let word = try oneWord(Array(arguments), usage: usage)
            guard let value = parameter.value(word, in: .tape) else {
                switch parameter {
                case .direction: throw LineProblem("unknown direction '\(word)' (expected Left or Right)")
                case .sheet:
                    throw LineProblem(
                        "unknown sheet '\(word)' (expected ControlCenter or NotificationCenter)")
                default: throw LineProblem("expected \(usage)")
                }
            }
            argument = value
        }
        guard let event = SystemEvent(declaration.name, argument) else {
            throw LineProblem("expected \(usage)")
        }
        return event
    }

    // MARK: Arguments

    func words(_ arguments: [TapeToken], _ expected: [String], usage: String) throws(LineProblem) {
        guard arguments.map({ $0.isQuoted ? "\u{0}" : $0.text }) == expected else {
            throw LineProblem("expected \(usage)")
        }
    }

    func oneWord(_ arguments: [TapeToken], usage: String) throws(LineProblem) -> String {
        guard arguments.count == 1, case .word(let word) = arguments[0] else {
            throw LineProblem("expected \(usage)")
        }
        return word
    }

    func duration(_ text: String) throws(LineProblem) -> Interval {
        guard let interval = TapeValues.duration(text) else {
            throw LineProblem(Interval.writtenProblem(text))
        }
        return interval
    }

    private var appList: String { catalog.apps.map { "\"\($0.name)\"" }.joined(separator: ", ") }

    /// A quoted app name; its catalog spelling.
    private func app(_ arguments: [TapeToken], usage: String) throws(LineProblem) -> String {
        let reference = try scene(arguments, usage: usage)
        guard reference.index == nil else {
            throw LineProblem("expected an app, not one of its windows: \(usage)")
        }
        return reference.app
    }

    /// A quoted app name, or `"<app> #N"` for its Nth window.
    private func scene(_ arguments: [TapeToken], usage: String) throws(LineProblem) -> SceneReference {
        guard arguments.count == 1 else { throw LineProblem("expected \(usage)") }
        return try sceneReference(arguments[0])
    }

    func sceneReference(_ token: TapeToken) throws(LineProblem) -> SceneReference {
        guard case .quoted(let name) = token else {
            throw LineProblem(
                "expected an app name in double quotes, not \(token.written) (e.g. \"Medical ID\")")
        }
        if let asset = catalog.app(named: name) { return SceneReference(app: asset.name) }
        if let hash = name.range(of: " #", options: .backwards) {
            let number = name[hash.upperBound...]
            if let asset = catalog.app(named: String(name[..<hash.lowerBound])), number.count <= 4,
                number.allSatisfy({ $0.isASCII && $0.isNumber }), let index = Int(number), index >= 1
            {
                return SceneReference(app: asset.name, index: index)
            }
        }
        throw LineProblem("unknown app \"\(name)\" (expected one of \(appList))")
    }

    private func typedText(_ arguments: [TapeToken]) throws(LineProblem) -> String {
        guard arguments.count == 1, !arguments[0].text.isEmpty else {
            throw LineProblem("expected Type <text>, e.g. Type 1234 (quote text with spaces)")
        }
        let text = arguments[0].text
        if let bad = text.first(where: { !TerminalSafeText.isSingleColumn($0) }) {
            throw LineProblem(
                "Type text holds \(TerminalSafeText.codePoints(bad)), not a printable character")
        }
        return text
    }

    /// The text of a caption: single-column characters, at most `Lab.maximumCaptionLength`
    /// of them (two lines under the device); empty clears the caption.
    private func caption(_ arguments: [TapeToken]) throws(LineProblem) -> String {
        guard arguments.count == 1, case .quoted(let text) = arguments[0] else {
            throw LineProblem("expected Caption \"<text>\" (Caption \"\" clears it)")
        }
        if let bad = text.first(where: { !TerminalSafeText.isSingleColumn($0) && $0 != " " }) {
            throw LineProblem(
                "Caption text holds \(TerminalSafeText.codePoints(bad)), not a character one column wide")
        }
        guard text.count <= Lab.maximumCaptionLength else {
            throw LineProblem(
                "a caption of \(text.count) characters (at most \(Lab.maximumCaptionLength): two lines)")
        }
        return text
    }

    private func key(_ arguments: [TapeToken]) throws(LineProblem) -> Key {
        guard arguments.count == 1 else {
            throw LineProblem("expected Key <key>, e.g. Key Tab, Key x, Key \"#\"")
        }
        guard let key = Key(name: arguments[0].text) else {
            throw LineProblem(
                "unknown key '\(arguments[0].text)' (expected a character, Space, Up, Down, Left, Right, Enter, Tab, BackTab, Escape, Backspace or F1 to F12)"
            )
        }
        return key
    }
}
