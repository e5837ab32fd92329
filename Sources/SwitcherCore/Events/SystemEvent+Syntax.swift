/// The event language (ARCHITECTURE §5): what every kind of system event declares once, in
/// the file of its family — its tape spelling (`AppSwitch Left`), its timeline spelling
/// (`app-switch:left`), its words for the lab, its argument, which devices have it and which
/// audit events run it. The tape parser, the timeline reader, the audit, the help and the docs
/// read these declarations (the lab's keys, the argument's kind), and `tapeLine` and
/// `timelineWord` write an event back with them.
extension SystemEvent {
    /// A kind of event: `call`, `appSwitch`. Each is declared once, in the file of its family
    /// under `Events/` (its `Declaration`), and listed in `SystemEvent.declarations`.
    public struct Name: Hashable, Sendable, CaseIterable, CustomStringConvertible {
        /// The kind as the code names it: `appSwitch`.
        public let description: String

        init(_ description: String) { self.description = description }

        /// Every kind, in the order help lists them.
        public static let allCases: [Name] = SystemEvent.declarations.map(\.name)
    }

    /// What an event takes after its command or verb.
    public enum Parameter: Hashable, Sendable, CaseIterable {
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
    public enum Argument: Hashable, Sendable {
        case none
        case app(String)
        case scene(SceneReference)
        case direction(SwitchDirection)
        case sheet(Sheet)
        case text(String)
        case offset(Int)
        case strategy(String)
    }

    /// What a device needs for an event to exist on it; `SystemEvent.unavailability` names
    /// the first one missing.
    public enum Requirement: Hashable, Sendable {
        case homeButton
        /// The event is the device's own switcher gesture (swipe up and hold).
        case ownSwitcherGesture
        /// Android's Recents button.
        case recentsButton
        case fastAppSwitch
        case biometric
        /// An iOS device; the words say what the event is on iOS.
        case iOS(String)
        /// Several scenes per app, in the scene lifecycle.
        case iPadWindows

        func isMet(on device: DeviceKind, lifecycle: LifecycleStyle) -> Bool {
            switch self {
            case .homeButton: return device.hasHomeButton
            case .ownSwitcherGesture: return device.switcherEvent == .swipeUpHold
            case .recentsButton: return device.switcherEvent == .recents
            case .fastAppSwitch: return device.hasFastAppSwitch
            case .biometric: return device.biometric != nil
            case .iOS: return device.runsUIKit
            case .iPadWindows: return device.supportsMultipleScenes && lifecycle == .scene
            }
        }
    }

    /// One kind of event, declared once.
    public struct Declaration: Sendable {
        public let name: Name
        /// The tape command (`AppSwitch`), or nil when tapes spell it otherwise (`Set`).
        public let tapeCommand: String?
        /// A fixed word after the command: `Home` in `Press Home`.
        public let tapeKeyword: String?
        /// The timeline's verb (`app-switch`).
        public let timelineVerb: String
        /// The event in plain words, as the lab's messages name it.
        public let title: String
        public let parameter: Parameter
        /// What a device needs for it; nil: every device has it.
        public let requirement: Requirement?
        /// The audit's events that put a strategy through it.
        public let audit: [AuditEvent]
        /// The event of this kind with an argument of its parameter; nil for another argument.
        let make: @Sendable (Argument) -> SystemEvent?
        /// What the world does when the event's turn comes.
        let perform: @Sendable (World, SystemEvent) -> EventOutcome
        /// The system's line in the log when the event is sent, if it has one.
        let announcement: @Sendable (World, SystemEvent) -> String?
        /// The button or gesture the person makes, in words; nil for what the system or the app
        /// does.
        public let pressed: @Sendable (SystemEvent) -> String?

        /// The event's own words in a reader's language: `DoublePress Home`, `double-home`,
        /// `double-press Home`.
        public func spelled(in language: EventLanguage) -> String {
            switch language {
            case .tape:
                return [tapeCommand ?? "Set \(LabSetting.Name.strategy.rawValue)", tapeKeyword].compactMap {
                    $0
                }.joined(separator: " ")
            case .timeline: return timelineVerb
            case .plain: return title
            }
        }

        /// How the tape line is written: `AppSwitch Left|Right`.
        public var tapeUsage: String {
            ([spelled(in: .tape)] + [parameter.tapeUsage]).compactMap { $0 }.joined(separator: " ")
        }

        /// How the timeline word is written: `app-switch:left|right`.
        public var timelineUsage: String {
            parameter.timelineUsage.map { "\(timelineVerb):\($0)" } ?? timelineVerb
        }
    }

    /// The readers of the event language, each with its own spelling.
    public enum EventLanguage: Hashable, Sendable, CaseIterable {
        /// Tape lines: `DoublePress Home`, `Set Device iphone-home`.
        case tape
        /// The timeline's command line: `double-home`, `--device iphone-home`.
        case timeline
        /// The lab's message line: `double-press Home`, `iphone-home`.
        case plain
    }
}

extension SystemEvent {
    /// The declaration of the event a tape command names.
    public static func declaration(tapeCommand: String) -> Declaration? {
        declarations.first { $0.tapeCommand == tapeCommand }
    }

    /// The declaration of the event a timeline verb names.
    public static func declaration(timelineVerb: String) -> Declaration? {
        declarations.first { $0.timelineVerb == timelineVerb }
    }

    /// The event's kind.
    public var name: Name { parts.declaration.name }

    /// The event's argument, of its kind's `Parameter`.
    public var argument: Argument { parts.argument }

    /// The event's declaration, straight from its case (`parts`).
    public var declaration: Declaration { parts.declaration }

    /// The event of a kind with an argument of its parameter; nil for an argument of
    /// another kind.
    public init?(_ name: Name, _ argument: Argument) {
        guard let event = name.declaration.make(argument) else { return nil }
        self = event
    }

    /// Why `device` in `lifecycle` has no such event, or nil when it has.
    public func unavailability(on device: DeviceKind, lifecycle: LifecycleStyle) -> Unavailability? {
        guard let requirement = declaration.requirement, !requirement.isMet(on: device, lifecycle: lifecycle)
        else { return nil }
        return Unavailability(event: name, device: device, requirement: requirement)
    }

    /// The event as a tape line (a strategy change as the `Set` lines that make it), so that
    /// a sequence of events can be pasted into a tape. A strategy change for one scene has no
    /// tape spelling: it comes out as a comment.
    public var tapeLine: String {
        if case .setStrategy(let configuration, let scene) = self {
            if let scene {
                return "# strategy \(configuration.id) for \(SceneReference(scene)) (no tape spelling)"
            }
            return LabSetting.settings(of: configuration).map(\.setLine).joined(separator: "\n")
        }
        return ([declaration.spelled(in: .tape), argument.tapeSpelling]).compactMap { $0 }.joined(
            separator: " ")
    }

    /// The event as the timeline's command line takes it (`app-switch:left`).
    public var timelineWord: String {
        argument.timelineSpelling.map { "\(declaration.timelineVerb):\($0)" } ?? declaration.timelineVerb
    }
}

extension SystemEvent.Argument {
    /// As a tape writes it: names quoted, `Left`, `ControlCenter`, `+1`.
    public var tapeSpelling: String? {
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
    public var timelineSpelling: String? {
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

    /// Reads a value of this kind that is not a name (names are the catalog's to read): a
    /// direction, a sheet, an offset, text; nil when `text` is none. Tapes and the timeline
    /// differ in case (`Left`, `left`) and
    /// in the sheets' names.
    public func value(_ text: String, in language: SystemEvent.EventLanguage) -> SystemEvent.Argument? {
        switch self {
        case .none, .app, .scene, .strategy: return nil
        case .direction:
            return SwitchDirection(rawValue: language == .tape ? text : text.capitalized).map {
                .direction($0)
            }
        case .sheet:
            let sheet =
                language == .tape ? Sheet(rawValue: text) : Sheet.allCases.first { $0.timelineName == text }
            return sheet.map { .sheet($0) }
        case .text:
            guard !text.isEmpty, text.allSatisfy({ TerminalSafeText.isSingleColumn($0) }) else { return nil }
            return .text(text)
        case .offset:
            guard let offset = Int(text.hasPrefix("+") ? String(text.dropFirst()) : text), abs(offset) <= 99
            else { return nil }
            return .offset(offset)
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
        guard let declaration = Self.declaration(timelineVerb: verb) else {
            throw EventWordError("unknown event '\(word)' (see switcherlab timeline --help)")
        }
        func expected() -> EventWordError { EventWordError("expected \(declaration.timelineUsage)") }
        let argument: Argument
        switch declaration.parameter {
        case .none:
            guard text == nil else { throw EventWordError("\(verb) takes no argument") }
            argument = .none
        case .app, .scene:
            guard let text, let asset = catalog.app(named: text) else {
                let known = catalog.apps.map(\.name).joined(separator: ", ")
                throw EventWordError("unknown app (expected one of \(known))")
            }
            argument =
                declaration.parameter == .app ? .app(asset.name) : .scene(SceneReference(app: asset.name))
        case .strategy:
            guard let text, strategyIDs.contains(text) else {
                throw EventWordError(
                    "unknown strategy (expected one of \(strategyIDs.joined(separator: ", ")))")
            }
            argument = .strategy(text)
        case .direction, .sheet, .text, .offset:
            guard let text, let value = declaration.parameter.value(text, in: .timeline) else {
                throw expected()
            }
            argument = value
        }
        guard let event = SystemEvent(declaration.name, argument) else { throw expected() }
        self = event
    }
}

/// Why a timeline event word cannot be read.
public struct EventWordError: Error, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}
