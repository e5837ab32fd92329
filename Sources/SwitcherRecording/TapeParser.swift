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
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw TapeError(file: name, line: 0, message: "cannot read the tape")
        }
        guard data.count <= Self.maximumFileSize else {
            throw TapeError(file: name, line: 0, message: "larger than 1 MiB: not a tape")
        }
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

    private struct ParseState {
        var settings = TapeSettings()
        var steps: [TapeStep] = []
        /// The line of the first event: `Set` lines after it change the running lab.
        var firstEventLine: Int?
    }

    static let commands = [
        "Set", "Launch", "Press", "DoublePress", "SwipeUp", "AppSwitch", "Pull", "Dismiss", "Call", "Answer",
        "FaceID", "Lock", "Unlock", "Recents", "Select", "Kill", "NewWindow", "Split", "Evict", "Type", "Key",
        "Sleep", "Expect",
    ]

    private func command(_ tokens: [TapeToken], line: Int, state: inout ParseState) throws(LineProblem) {
        guard case .word(let name) = tokens[0] else {
            throw LineProblem("a line starts with a command, not \(tokens[0].written)")
        }
        let arguments = Array(tokens.dropFirst())
        if name == "Set" {
            return try set(arguments, line: line, state: &state)
        }
        let device = state.settings.device
        let action: TapeAction
        switch name {
        case "Launch": action = .launch(try app(arguments, usage: "Launch \"<app>\""))
        case "Press":
            try words(arguments, ["Home"], usage: "Press Home")
            action = .pressHome
        case "DoublePress":
            try words(arguments, ["Home"], usage: "DoublePress Home")
            guard device.hasHomeButton else {
                throw LineProblem(
                    "DoublePress Home needs a Home button (Set Device iphone-home); on \(device) use \(switcherCommand(device))"
                )
            }
            action = .doublePressHome
        case "SwipeUp":
            try words(arguments, ["Hold"], usage: "SwipeUp Hold")
            guard device == .iphone || device == .ipad else {
                throw LineProblem(
                    "SwipeUp Hold is the switcher gesture of iphone and ipad; on \(device) use \(switcherCommand(device))"
                )
            }
            action = .swipeUpHold
        case "Recents":
            try words(arguments, [], usage: "Recents")
            guard device.isAndroid else {
                throw LineProblem("Recents is Android's button; on \(device) use \(switcherCommand(device))")
            }
            action = .recents
        case "AppSwitch":
            let word = try oneWord(arguments, usage: "AppSwitch Left|Right")
            guard let direction = SwitchDirection(rawValue: word) else {
                throw LineProblem("unknown direction '\(word)' (expected Left or Right)")
            }
            guard device.hasFastAppSwitch else {
                throw LineProblem(
                    "AppSwitch needs the fast app-switch gesture (iphone, ipad, android), not \(device)")
            }
            action = .appSwitch(direction)
        case "Pull":
            let word = try oneWord(arguments, usage: "Pull ControlCenter|NotificationCenter")
            guard let sheet = Sheet(rawValue: word) else {
                throw LineProblem("unknown sheet '\(word)' (expected ControlCenter or NotificationCenter)")
            }
            action = .pull(sheet)
        case "Dismiss", "Call", "Answer", "Lock", "Unlock":
            try words(arguments, [], usage: name)
            switch name {
            case "Dismiss": action = .dismiss
            case "Call": action = .call
            case "Answer": action = .answer
            case "Lock": action = .lock
            default: action = .unlock
            }
        case "FaceID":
            try words(arguments, [], usage: name)
            guard !device.isAndroid else { throw LineProblem("FaceID is an iOS prompt, not on android") }
            action = .faceID
        case "Select": action = .select(try scene(arguments, usage: "Select \"<app>\""))
        case "Kill": action = .kill(try scene(arguments, usage: "Kill \"<app>\""))
        case "NewWindow", "Split":
            let target = try app(arguments, usage: "\(name) \"<app>\"")
            guard device.supportsMultipleScenes, state.settings.lifecycle == .scene else {
                throw LineProblem("\(name) needs iPad windows (Set Device ipad, Set Lifecycle scene)")
            }
            action = name == "Split" ? .split(target) : .newWindow(target)
        case "Evict": action = .evict(try app(arguments, usage: "Evict \"<app>\""))
        case "Type": action = .type(try typedText(arguments))
        case "Key": action = .key(try key(arguments))
        case "Sleep":
            let word = try oneWord(arguments, usage: "Sleep <duration>")
            action = .sleep(try duration(word))
        case "Expect": action = .expect(try expectation(arguments))
        default:
            if let match = Self.commands.first(where: { $0.lowercased() == name.lowercased() }) {
                throw LineProblem("unknown command '\(name)' (commands are case-sensitive: \(match))")
            }
            throw LineProblem(
                "unknown command '\(name)' (expected \(Self.commands.dropLast().joined(separator: ", ")) or Expect)"
            )
        }
        if state.firstEventLine == nil { state.firstEventLine = line }
        state.steps.append(TapeStep(line: line, action: action))
    }

    private func switcherCommand(_ device: DeviceKind) -> String {
        switch device {
        case .iphoneHome: return "DoublePress Home"
        case .iphone, .ipad: return "SwipeUp Hold"
        case .android: return "Recents"
        }
    }

    // MARK: Set

    static let settingNames = [
        "Device", "Lifecycle", "Strategy", "Trigger", "Fade", "Size", "TimeScale", "Timing", "Pin",
        "FrameRate",
        "Title",
    ]

    private func set(_ arguments: [TapeToken], line: Int, state: inout ParseState) throws(LineProblem) {
        guard case .word(let name)? = arguments.first else {
            throw LineProblem("Set needs a setting (\(Self.settingNames.joined(separator: ", ")))")
        }
        let values = Array(arguments.dropFirst())
        let running = state.firstEventLine
        func once(_ usage: String) throws(LineProblem) -> String {
            guard values.count == 1, case .word(let value) = values[0] else {
                throw LineProblem("expected \(usage)")
            }
            return value
        }
        func beforeEvents() throws(LineProblem) {
            if let running {
                throw LineProblem("Set \(name) must come before the first event (line \(running))")
            }
        }
        var settings = state.settings
        var change: TapeSetting?
        switch name {
        case "Device":
            let value = try once("Set Device iphone-home|iphone|ipad|android")
            guard let device = DeviceKind(rawValue: value) else {
                throw LineProblem(
                    "unknown device '\(value)' (expected \(DeviceKind.allCases.map(\.rawValue).joined(separator: ", ")))"
                )
            }
            try beforeEvents()
            settings.device = device
        case "Lifecycle":
            let value = try once("Set Lifecycle scene|app")
            guard let style = LifecycleStyle(rawValue: value) else {
                throw LineProblem("unknown lifecycle '\(value)' (expected scene or app)")
            }
            try beforeEvents()
            settings.lifecycle = style
        case "Strategy":
            let value = try once("Set Strategy <id>")
            guard strategyIDs.contains(value) else {
                throw LineProblem(
                    "unknown strategy '\(value)' (expected one of \(strategyIDs.joined(separator: ", ")))")
            }
            settings.strategy.id = value
            change = .strategy(value)
        case "Trigger":
            let value = try once("Set Trigger active|background")
            guard let trigger = StrategyTrigger(rawValue: value) else {
                throw LineProblem("unknown trigger '\(value)' (expected active or background)")
            }
            settings.strategy.trigger = trigger
            change = .trigger(trigger)
        case "Fade":
            let interval = try duration(try once("Set Fade <duration>"))
            guard interval <= .seconds(10) else { throw LineProblem("fade longer than 10s") }
            settings.strategy.fade = interval.seconds
            change = .fade(interval)
        case "Size":
            let value = try once("Set Size <cols>x<rows>, e.g. Set Size 120x40")
            guard let size = TapeValues.size(value) else {
                throw LineProblem("bad size '\(value)' (expected <cols>x<rows>, e.g. 120x40)")
            }
            guard (10...500).contains(size.width), (5...200).contains(size.height) else {
                throw LineProblem("size \(value) out of range (10 to 500 columns, 5 to 200 rows)")
            }
            try beforeEvents()
            settings.size = size
        case "TimeScale":
            let value = try once("Set TimeScale <x>, e.g. Set TimeScale 0.25")
            guard TapeValues.isDecimal(Substring(value)), let scale = Double(value),
                (0.01...100).contains(scale)
            else {
                throw LineProblem("bad time scale '\(value)' (expected a number from 0.01 to 100, e.g. 0.25)")
            }
            settings.timeScale = scale
            change = .timeScale(scale)
        case "Timing":
            let names = SystemTimings.parameters.map(\.name)
            guard values.count == 2, case .word(let parameter) = values[0], case .word(let value) = values[1]
            else {
                throw LineProblem(
                    "expected Set Timing <name> <duration>, e.g. Set Timing homeToBackground 600ms")
            }
            guard names.contains(parameter) else {
                throw LineProblem(
                    "unknown timing '\(parameter)' (expected one of \(names.joined(separator: ", ")))")
            }
            let interval = try duration(value)
            settings.timings[name: parameter] = interval
            change = .timing(name: parameter, interval)
        case "Pin":
            let value = try once("Set Pin <digits>, e.g. Set Pin 1234")
            guard (1...12).contains(value.count), value.allSatisfy({ $0.isASCII && $0.isNumber }) else {
                throw LineProblem("bad PIN '\(value)' (expected 1 to 12 digits)")
            }
            settings.strategy.pin = value
            change = .pin(value)
        case "FrameRate":
            let value = try once("Set FrameRate <fps>, e.g. Set FrameRate 30")
            guard value.count <= 3, let rate = Int(value), (1...60).contains(rate) else {
                throw LineProblem("bad frame rate '\(value)' (expected 1 to 60 frames per second)")
            }
            try beforeEvents()
            settings.frameRate = rate
        case "Title":
            guard values.count == 1, case .quoted(let title) = values[0] else {
                throw LineProblem("expected Set Title \"<title>\"")
            }
            try beforeEvents()
            settings.title = title
        default:
            throw LineProblem(
                "unknown setting '\(name)' (expected \(Self.settingNames.joined(separator: ", ")))")
        }
        if running == nil {
            state.settings = settings
        } else if let change {
            state.steps.append(TapeStep(line: line, action: .set(change)))
        }
    }

    // MARK: Arguments

    private func words(_ arguments: [TapeToken], _ expected: [String], usage: String) throws(LineProblem) {
        guard arguments.map({ $0.isQuoted ? "\u{0}" : $0.text }) == expected else {
            throw LineProblem("expected \(usage)")
        }
    }

    private func oneWord(_ arguments: [TapeToken], usage: String) throws(LineProblem) -> String {
        guard arguments.count == 1, case .word(let word) = arguments[0] else {
            throw LineProblem("expected \(usage)")
        }
        return word
    }

    private func duration(_ text: String) throws(LineProblem) -> Interval {
        guard let interval = TapeValues.duration(text) else {
            throw LineProblem("bad duration '\(text)' (expected e.g. 500ms, 1.5s or 2s, at most 3600s)")
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

    private func sceneReference(_ token: TapeToken) throws(LineProblem) -> SceneReference {
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

    // MARK: Expect

    private func expectation(_ arguments: [TapeToken]) throws(LineProblem) -> Expectation {
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
