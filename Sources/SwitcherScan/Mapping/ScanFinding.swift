import SwitcherCore

/// One pattern found in an app's source, as a lab configuration.
public struct ScanFinding: Hashable, Sendable {
    /// Where the pattern's cover goes up (or what could not be read is).
    public var location: SourceLocation
    public var language: SourceLanguage
    /// The configuration the code amounts to; nil for code no rule maps.
    public var configuration: StrategyConfiguration?
    /// Where the code lives.
    public var host: HandlerHost
    /// The callback that runs it, as the source spells it.
    public var callback: String
    /// Whether the platform ever runs that host in the app's lifecycle.
    public var runs: Bool
    public var pitfalls: [Pitfall]
    /// What the audit runs for it: the configuration, or `none` when its cover never reaches
    /// the snapshot (deferred past it).
    public var audited: StrategyConfiguration?
    /// For unrecognised code: what it is, terminal-safe.
    public var unrecognised: String?
    /// The facts it was made from, in source order.
    public var facts: [SourceFact]
    /// What else the report says of it: a privacy library's version, its known bugs, a call
    /// the scan found missing. Terminal-safe.
    public var notes: [String] = []
    /// Reached through some, not all, of a protocol's implementations (`SourceFact.undecided`):
    /// audited as `none`, and the runs it would decide are not assessed.
    public var undecided: String?
    /// The view controller whose own view the cover is added to (`SourceFact.screen`): it
    /// covers that screen only, so where the app has a cover of its own for every screen, that
    /// one decides the app's cards (`ScanReport`).
    public var screen: String?

    public var isRecognised: Bool { configuration != nil }

    /// The evidence, from the lifecycle to the statement: the handler, each call that led
    /// elsewhere, then the finding's own line (`AppDelegate.swift:72 → Cover.swift:63`).
    public var chain: [SourceLocation] {
        guard
            let first = facts.first(where: { $0.location == location && $0.handler.callback == callback })
                ?? facts.first(where: { $0.location == location }) ?? facts.first
        else { return [location] }
        var steps = [first.handler.location] + first.via + [location]
        var seen: Set<SourceLocation> = []
        steps = steps.filter { seen.insert($0).inserted }
        return steps
    }
}
