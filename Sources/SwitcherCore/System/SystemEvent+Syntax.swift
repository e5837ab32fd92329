/// How each system event is written: once for tapes (`AppSwitch Left`), once for the
/// timeline (`app-switch:left`). Both parsers read this table, and `tapeLine` and
/// `timelineWord` write an event back, so a new event is spelled in this one place.
extension SystemEvent {
    /// What an event takes after its command or verb.
    public enum Parameter: Sendable {
        case none
        /// An app: `"Medical ID"` in tapes, `medical-id` or `Medical ID` in the timeline.
        case app
        /// An app or one of its windows: `"Medical ID #2"`.
        case scene
        /// `Left` or `Right` (timeline: `left`, `right`).
        case direction
        /// `ControlCenter` or `NotificationCenter` (timeline: `control-center`, …).
        case sheet
        /// Text typed into the app.
        case text
        /// A whole number of cards, with a sign.
        case offset
        /// A strategy id.
        case strategy
    }

    /// A parsed argument, of the kind the event's `Parameter` says.
    public enum Argument: Sendable {
        case none
        case app(String)
        case scene(SceneReference)
        case direction(SwitchDirection)
        case sheet(Sheet)
        case text(String)
        case offset(Int)
        case strategy(String)
    }

    /// One event's spelling.
    public struct Syntax: Sendable {
        /// The tape command (`AppSwitch`), or nil when tapes spell it otherwise (`Set`).
        public let tapeCommand: String?
        /// A fixed word after the command: `Home` in `Press Home`.
        public let tapeKeyword: String?
        /// The timeline's verb (`app-switch`).
        public let timelineVerb: String
        public let parameter: Parameter
        /// The event for an argument of the right kind.
        public let make: @Sendable (Argument) -> SystemEvent?

        /// How the tape line is written: `AppSwitch Left|Right`.
        public var tapeUsage: String {
            ([tapeCommand ?? "Set Strategy", tapeKeyword] + [parameter.tapeUsage]).compactMap { $0 }.joined(
                separator: " ")
        }

        /// How the timeline word is written: `app-switch:left|right`.
        public var timelineUsage: String {
            parameter.timelineUsage.map { "\(timelineVerb):\($0)" } ?? timelineVerb
        }
    }

    /// Every event's spelling, in the order help lists them.
    public static let syntax: [Syntax] = [
        Syntax("Launch", verb: "launch", .app) { if case .app(let app) = $0 { .launch(app) } else { nil } },
        Syntax("Press", "Home", verb: "home") { _ in .home },
        Syntax("DoublePress", "Home", verb: "double-home") { _ in .doubleHome },
        Syntax("SwipeUp", "Hold", verb: "swipe-up-hold") { _ in .swipeUpHold },
        Syntax("Open", "Switcher", verb: "switcher") { _ in .switcher },
        Syntax("AppSwitch", verb: "app-switch", .direction) {
            if case .direction(let direction) = $0 { .appSwitch(direction) } else { nil }
        },
        Syntax("Pull", verb: "pull", .sheet) { if case .sheet(let sheet) = $0 { .pull(sheet) } else { nil } },
        Syntax("Dismiss", verb: "dismiss") { _ in .dismiss },
        Syntax("Call", verb: "call") { _ in .call },
        Syntax("Answer", verb: "answer") { _ in .answer },
        Syntax("FaceID", verb: "face-id") { _ in .faceID },
        Syntax("Lock", verb: "lock") { _ in .lock },
        Syntax("Unlock", verb: "unlock") { _ in .unlock },
        Syntax("Recents", verb: "recents") { _ in .recents },
        Syntax("CloseSwitcher", verb: "close-switcher") { _ in .closeSwitcher },
        Syntax("FocusCard", verb: "focus-card", .offset) {
            if case .offset(let offset) = $0 { .focusCard(offset) } else { nil }
        },
        Syntax("Select", verb: "select", .scene) {
            if case .scene(let scene) = $0 { .select(scene) } else { nil }
        },
        Syntax("Kill", verb: "kill", .scene) { if case .scene(let scene) = $0 { .kill(scene) } else { nil } },
        Syntax("NewWindow", verb: "new-window", .app) {
            if case .app(let app) = $0 { .newWindow(app) } else { nil }
        },
        Syntax("Split", verb: "split", .app) { if case .app(let app) = $0 { .split(app) } else { nil } },
        Syntax("Evict", verb: "evict", .app) { if case .app(let app) = $0 { .evict(app) } else { nil } },
        Syntax("Type", verb: "type", .text) { if case .text(let text) = $0 { .type(text) } else { nil } },
        Syntax("Alert", verb: "alert", .app) { if case .app(let app) = $0 { .alert(app) } else { nil } },
        Syntax("SwipeDown", verb: "swipe-down") { _ in .swipeDown },
        Syntax(nil, verb: "strategy", .strategy) {
            if case .strategy(let id) = $0 {
                .setStrategy(StrategyConfiguration(id: id), scene: nil)
            } else {
                nil
            }
        },
    ]

    /// The spelling of the event a tape command names.
    public static func syntax(tapeCommand: String) -> Syntax? {
        syntax.first { $0.tapeCommand == tapeCommand }
    }

    /// The spelling of the event a timeline verb names.
    public static func syntax(timelineVerb: String) -> Syntax? {
        syntax.first { $0.timelineVerb == timelineVerb }
    }

    /// The event's verb and argument, by which `tapeLine` and `timelineWord` spell it.
    private var spelling: (verb: String, argument: Argument) {
        switch self {
        case .launch(let app): return ("launch", .app(app))
        case .home: return ("home", .none)
        case .doubleHome: return ("double-home", .none)
        case .swipeUpHold: return ("swipe-up-hold", .none)
        case .recents: return ("recents", .none)
        case .switcher: return ("switcher", .none)
        case .closeSwitcher: return ("close-switcher", .none)
        case .focusCard(let offset): return ("focus-card", .offset(offset))
        case .select(let scene): return ("select", .scene(scene))
        case .kill(let scene): return ("kill", .scene(scene))
        case .appSwitch(let direction): return ("app-switch", .direction(direction))
        case .pull(let sheet): return ("pull", .sheet(sheet))
        case .dismiss: return ("dismiss", .none)
        case .call: return ("call", .none)
        case .answer: return ("answer", .none)
        case .faceID: return ("face-id", .none)
        case .lock: return ("lock", .none)
        case .unlock: return ("unlock", .none)
        case .newWindow(let app): return ("new-window", .app(app))
        case .split(let app): return ("split", .app(app))
        case .evict(let app): return ("evict", .app(app))
        case .type(let text): return ("type", .text(text))
        case .alert(let app): return ("alert", .app(app))
        case .swipeDown: return ("swipe-down", .none)
        case .setStrategy(let configuration, _): return ("strategy", .strategy(configuration.id))
        }
    }

    /// The event as a tape line (a strategy change as the `Set` lines that make it), so that
    /// a sequence of events can be pasted into a tape. A strategy change for one scene has no
    /// tape spelling: it comes out as a comment.
    public var tapeLine: String {
        if case .setStrategy(let configuration, let scene) = self {
            if let scene {
                return "# strategy \(configuration.id) for \(SceneReference(scene)) (no tape spelling)"
            }
            var lines = ["Set Strategy \(configuration.id)"]
            if let trigger = configuration.trigger { lines.append("Set Trigger \(trigger)") }
            if let host = configuration.host { lines.append("Set Host \(host)") }
            if configuration.presentation != .automatic {
                lines.append("Set Presentation \(configuration.presentation)")
            }
            if configuration.fade != StrategyConfiguration().fade {
                lines.append("Set Fade \(Int((configuration.fade * 1000).rounded()))ms")
            }
            if configuration.pin != StrategyConfiguration().pin {
                lines.append("Set Pin \(configuration.pin)")
            }
            return lines.joined(separator: "\n")
        }
        let (verb, argument) = spelling
        let syntax = Self.syntax(timelineVerb: verb)
        return ([syntax?.tapeCommand, syntax?.tapeKeyword, argument.tapeSpelling]).compactMap { $0 }.joined(
            separator: " ")
    }

    /// The event as the timeline's command line takes it (`app-switch:left`).
    public var timelineWord: String {
        let (verb, argument) = spelling
        return argument.timelineSpelling.map { "\(verb):\($0)" } ?? verb
    }
}

extension SystemEvent.Argument {
    /// As a tape writes it: names quoted, `Left`, `ControlCenter`, `+1`.
    var tapeSpelling: String? {
        switch self {
        case .none: return nil
        case .app(let app): return SceneReference(app: app).description
        case .scene(let scene): return scene.description
        case .direction(let direction): return direction.rawValue
        case .sheet(let sheet): return sheet.rawValue
        case .text(let text): return "\"\(TerminalSafeText.sanitized(text))\""
        case .offset(let offset): return (offset >= 0 ? "+" : "") + String(offset)
        case .strategy(let id): return id
        }
    }

    /// As the timeline writes it: `left`, `control-center`, the app's name.
    var timelineSpelling: String? {
        switch self {
        case .none: return nil
        case .app(let app): return app
        case .scene(let scene): return scene.app
        case .direction(let direction): return direction.rawValue.lowercased()
        case .sheet(let sheet): return sheet.timelineName
        case .text(let text), .strategy(let text): return text
        case .offset(let offset): return (offset >= 0 ? "+" : "") + String(offset)
        }
    }
}

extension SystemEvent.Syntax {
    init(
        _ tapeCommand: String?, _ tapeKeyword: String? = nil, verb: String,
        _ parameter: SystemEvent.Parameter = .none,
        make: @escaping @Sendable (SystemEvent.Argument) -> SystemEvent?
    ) {
        self.tapeCommand = tapeCommand
        self.tapeKeyword = tapeKeyword
        self.timelineVerb = verb
        self.parameter = parameter
        self.make = make
    }
}

extension SystemEvent.Parameter {
    /// The argument as a tape writes it, for messages; nil when there is none.
    public var tapeUsage: String? {
        switch self {
        case .none: return nil
        case .app: return "\"<app>\""
        case .scene: return "\"<app>\""
        case .direction: return SwitchDirection.allCases.map(\.rawValue).sorted().joined(separator: "|")
        case .sheet: return Sheet.allCases.map(\.rawValue).joined(separator: "|")
        case .text: return "<text>"
        case .offset: return "<cards, e.g. +1 or -1>"
        case .strategy: return "<strategy>"
        }
    }

    /// The argument as the timeline writes it, for help; nil when there is none.
    public var timelineUsage: String? {
        switch self {
        case .none: return nil
        case .app, .scene: return "APP"
        case .direction:
            return SwitchDirection.allCases.map { $0.rawValue.lowercased() }.sorted().joined(separator: "|")
        case .sheet: return Sheet.allCases.map(\.timelineName).joined(separator: "|")
        case .text: return "TEXT"
        case .offset: return "N"
        case .strategy: return "ID"
        }
    }
}

extension Sheet {
    /// The timeline's spelling: `control-center`, `notification-center`.
    public var timelineName: String {
        switch self {
        case .controlCenter: return "control-center"
        case .notificationCenter: return "notification-center"
        }
    }
}

extension SystemEvent {
    /// Reads a timeline event word (`launch:medical-id`, `app-switch:left`, `home`); apps by
    /// name or id. `switcher` is the device's own switcher gesture. Throws a message naming
    /// what is wrong.
    public init(
        timelineWord word: String, device: DeviceKind, catalog: AssetCatalog, strategyIDs: [String]
    ) throws(EventWordError) {
        let parts = word.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).map(
            String.init)
        let verb = parts[0]
        let text = parts.count > 1 ? parts[1] : nil
        guard let syntax = Self.syntax(timelineVerb: verb) else {
            throw EventWordError("unknown event '\(word)' (see switcherlab timeline --help)")
        }
        func expected() -> EventWordError { EventWordError("expected \(syntax.timelineUsage)") }
        let argument: Argument
        switch syntax.parameter {
        case .none:
            guard text == nil else { throw EventWordError("\(verb) takes no argument") }
            argument = .none
        case .app, .scene:
            guard let text, let asset = catalog.app(named: text) else {
                let known = catalog.apps.map(\.name).joined(separator: ", ")
                throw EventWordError("unknown app (expected one of \(known))")
            }
            argument = syntax.parameter == .app ? .app(asset.name) : .scene(SceneReference(app: asset.name))
        case .direction:
            guard let text, let direction = SwitchDirection(rawValue: text.capitalized) else {
                throw expected()
            }
            argument = .direction(direction)
        case .sheet:
            guard let sheet = Sheet.allCases.first(where: { $0.timelineName == text }) else {
                throw expected()
            }
            argument = .sheet(sheet)
        case .text:
            guard let text, !text.isEmpty, text.allSatisfy({ TerminalSafeText.isSingleColumn($0) }) else {
                throw expected()
            }
            argument = .text(text)
        case .offset:
            guard let text, let offset = Int(text.hasPrefix("+") ? String(text.dropFirst()) : text),
                abs(offset) <= 99
            else { throw expected() }
            argument = .offset(offset)
        case .strategy:
            guard let text, strategyIDs.contains(text) else {
                throw EventWordError(
                    "unknown strategy (expected one of \(strategyIDs.joined(separator: ", ")))")
            }
            argument = .strategy(text)
        }
        guard let event = syntax.make(argument) else { throw expected() }
        self = event
    }
}

/// Why a timeline event word cannot be read.
public struct EventWordError: Error, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}
