/// What the catalog says of one privacy strategy: enough for `switcherlab strategies`, the
/// strategy picker and the strategy panel.
public struct StrategyInfo: Hashable, Sendable {
    /// The id used on the command line, in tapes and in file names (`color-overlay`).
    public let id: String
    public let title: String
    /// The article it comes from, as `000`…`004` with the part (`004 method 2`), or `—`.
    public let source: String
    /// The delegate methods or notifications it implements, in the order they fire.
    public let callbacks: [String]
    /// The trigger it uses unless told otherwise; nil when it has no choice of trigger.
    public let defaultTrigger: StrategyTrigger?
    /// The options that apply to it: `trigger`, `fade`, `pin`.
    public let options: [String]
    /// One or two sentences: what it does and where it fails.
    public let summary: String

    public init(
        id: String, title: String, source: String, callbacks: [String], defaultTrigger: StrategyTrigger?,
        options: [String], summary: String
    ) {
        self.id = id
        self.title = title
        self.source = source
        self.callbacks = callbacks
        self.defaultTrigger = defaultTrigger
        self.options = options
        self.summary = summary
    }
}

/// Every privacy strategy the emulator knows, in the order the design lists them.
public enum Strategies {
    public static let all: [StrategyInfo] = [
        StrategyInfo(
            id: "none", title: "No protection", source: "—", callbacks: [], defaultTrigger: nil,
            options: [], summary: "Does nothing: the baseline, whose switcher card shows everything.")
    ]

    public static var ids: [String] { all.map(\.id) }

    public static func info(_ id: String) -> StrategyInfo? { all.first { $0.id == id } }

    /// Makes the strategy for one scene; nil for `none` or an unknown id. This is the
    /// `StrategyFactory` the world uses.
    public static func make(_ configuration: StrategyConfiguration) -> PrivacyStrategy? {
        switch configuration.id {
        default: return nil
        }
    }
}
