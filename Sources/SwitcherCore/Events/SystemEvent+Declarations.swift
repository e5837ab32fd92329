/// How a declaration is found and written. The declarations themselves are in the files of
/// their families (`Events/Home.swift`, `Events/Calls.swift`, …), each beside what the world
/// does with the event, its line in the log and the audit's recipes that send it; the list of
/// them, in the order help lists them, is `SystemEvent.declarations`.
extension SystemEvent.Name {
    /// This kind's declaration, found once: the hint line reads it every frame.
    public var declaration: SystemEvent.Declaration { Self.table[self]! }

    private static let table: [SystemEvent.Name: SystemEvent.Declaration] = Dictionary(
        uniqueKeysWithValues: SystemEvent.declarations.map { ($0.name, $0) })
}

extension SystemEvent.Declaration {
    /// A kind of event: its spellings and words, its argument, what a device needs
    /// for it and the audit's events that send it (the data); how its event is made from an
    /// argument, what the world does with it, the log's line and the gesture's words (the
    /// behaviour).
    init(
        _ name: SystemEvent.Name, _ tapeCommand: String?, _ tapeKeyword: String? = nil, verb: String,
        _ title: String, _ parameter: SystemEvent.Parameter = .none,
        requires requirement: SystemEvent.Requirement? = nil, audit: [AuditEvent] = [],
        make: @escaping @Sendable (SystemEvent.Argument) -> SystemEvent?,
        perform: @escaping @Sendable (World, SystemEvent) -> EventOutcome,
        announcement: @escaping @Sendable (World, SystemEvent) -> String? = { _, _ in nil },
        pressed: @escaping @Sendable (SystemEvent) -> String? = { _ in nil }
    ) {
        self.name = name
        self.tapeCommand = tapeCommand
        self.tapeKeyword = tapeKeyword
        self.timelineVerb = verb
        self.title = title
        self.parameter = parameter
        self.requirement = requirement
        self.audit = audit
        self.make = make
        self.perform = perform
        self.announcement = announcement
        self.pressed = pressed
    }

    /// A kind that takes no argument: `event` is its only event.
    init(
        _ event: SystemEvent, _ name: SystemEvent.Name, _ tapeCommand: String?, _ tapeKeyword: String? = nil,
        verb: String, _ title: String,
        requires requirement: SystemEvent.Requirement? = nil, audit: [AuditEvent] = [],
        perform: @escaping @Sendable (World) -> EventOutcome, announcement: String? = nil,
        pressed: String? = nil
    ) {
        self.init(
            name, tapeCommand, tapeKeyword, verb: verb, title, requires: requirement, audit: audit,
            make: { $0 == .none ? event : nil }, perform: { world, _ in perform(world) },
            announcement: { _, _ in announcement }, pressed: { _ in pressed })
    }
}

extension SystemEvent {
    /// The value an event of a kind carries (an app, a sheet, a direction) and how it is its
    /// `Argument`: what lets a declaration say what the world does with the value itself.
    struct Payload<Value>: Sendable {
        let parameter: Parameter
        let unwrap: @Sendable (Argument) -> Value?
    }
}

extension SystemEvent.Payload<String> {
    static let app = Self(parameter: .app) { if case .app(let app) = $0 { app } else { nil } }
    static let text = Self(parameter: .text) { if case .text(let text) = $0 { text } else { nil } }
}

extension SystemEvent.Payload<SceneReference> {
    static let scene = Self(parameter: .scene) { if case .scene(let scene) = $0 { scene } else { nil } }
}

extension SystemEvent.Payload<SwitchDirection> {
    static let direction = Self(parameter: .direction) {
        if case .direction(let direction) = $0 { direction } else { nil }
    }
}

extension SystemEvent.Payload<Sheet> {
    static let sheet = Self(parameter: .sheet) { if case .sheet(let sheet) = $0 { sheet } else { nil } }
}

extension SystemEvent.Payload<Int> {
    static let offset = Self(parameter: .offset) { if case .offset(let offset) = $0 { offset } else { nil } }
}

extension SystemEvent.Declaration {
    /// A kind that takes a value (`payload`): `make` is its event for the value, and the
    /// world, the log's line and the gesture's words are given the value.
    init<Value>(
        _ name: SystemEvent.Name, _ tapeCommand: String?, verb: String, _ title: String,
        _ payload: SystemEvent.Payload<Value>,
        requires requirement: SystemEvent.Requirement? = nil, audit: [AuditEvent] = [],
        make: @escaping @Sendable (Value) -> SystemEvent,
        perform: @escaping @Sendable (World, Value) -> EventOutcome,
        announcement: @escaping @Sendable (World, Value) -> String? = { _, _ in nil },
        pressed: @escaping @Sendable (Value) -> String? = { _ in nil }
    ) {
        let unwrap = payload.unwrap
        self.init(
            name, tapeCommand, verb: verb, title, payload.parameter, requires: requirement,
            audit: audit, make: { unwrap($0).map(make) },
            perform: { world, event in unwrap(event.argument).map { perform(world, $0) } ?? .done },
            announcement: { world, event in unwrap(event.argument).flatMap { announcement(world, $0) } },
            pressed: { event in unwrap(event.argument).flatMap(pressed) })
    }
}
