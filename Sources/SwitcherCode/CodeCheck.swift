import SwitcherCore

/// What the audit says of the configuration `switcherlab code` prints: whether it leaks on the
/// devices its platform has, and, when it does, a configuration that does not.
public struct CodeCheck: Sendable {
    /// The printed configuration, as `recommend` ranks it among its strategy's.
    public let entry: Recommendation.Entry
    /// The ranking it was checked in: its devices and context name where.
    public let ranking: Recommendation.Ranking
    /// When `entry` leaks: the best configuration of the same strategy that leaks nowhere,
    /// else the best of any strategy; nil when nothing leaks nowhere, or `entry` does not leak.
    public let alternative: Recommendation.Entry?

    /// Audits `request`'s configuration on every device of its platform, in its lifecycle, at
    /// `version`; nil when the request prints no code (its error is `code`'s to give).
    public static func run(
        _ request: CodeRequest, catalog: AssetCatalog, version: IOSVersion = .current
    ) -> CodeCheck? {
        guard let info = Strategies.info(request.strategy),
            let context = try? StrategyCode.resolve(request)
        else { return nil }
        var plan = Audit.Plan()
        guard let platform = DeviceKind.allCases.first(where: info.applies(to:))?.platform else { return nil }
        plan.devices = platform.devices
        plan.lifecycles = [context.listing.lifecycle]
        plan.versions = [version]
        plan.fade = context.listing.fade
        func ranking(of strategies: [String]) -> Recommendation.Ranking? {
            var plan = plan
            plan.strategies = strategies
            return (try? Recommendation.run(plan, catalog: catalog))?.first { $0.platform == platform }
        }
        guard let own = ranking(of: [info.id]) else { return nil }
        let host = info.hosts.isEmpty ? nil : context.host
        let trigger = info.options.contains(.trigger) ? context.listing.trigger : nil
        let presentation = info.options.contains(.presentation) ? context.listing.presentation : nil
        guard
            let entry = own.entries.first(where: {
                $0.host == host && $0.trigger == trigger
                    && ($0.presentation ?? .automatic) == (presentation ?? .automatic)
                    && ($0.form ?? .article) == context.listing.form
            })
        else { return nil }
        guard !entry.leaksNowhere else { return CodeCheck(entry: entry, ranking: own, alternative: nil) }
        let alternative =
            own.winner
            ?? ranking(
                of: Strategies.ids.filter { Strategies.info($0)?.applies(to: plan.devices[0]) == true })?
            .winner
        return CodeCheck(entry: entry, ranking: own, alternative: alternative)
    }

    /// The `switcherlab code` arguments that print `entry` in the checked lifecycle.
    public static func arguments(of entry: Recommendation.Entry, in ranking: Recommendation.Ranking)
        -> [String]
    {
        var request = CodeRequest(
            strategy: entry.strategy, host: entry.host, trigger: entry.trigger,
            presentation: entry.presentation ?? .automatic, form: entry.form ?? .article)
        if Strategies.info(entry.strategy)?.hosts.isEmpty == true { request.host = nil }
        // Android's is the Activity's, no lifecycle style of its own.
        if let lifecycle = LifecycleStyle(rawValue: ranking.lifecycle) { request.lifecycle = lifecycle }
        return ["switcherlab", "code"] + request.arguments
    }

    /// What `code` says on standard error: nothing when the configuration leaks nowhere; else
    /// where it leaks and what to print instead.
    public var warning: [String] {
        guard !entry.leaksNowhere else { return [] }
        var lines = [
            "warning: the audit finds that this configuration leaks (\(ranking.deviceNames); \(ranking.context)):"
                + " it \(entry.reason)."
        ]
        if let alternative {
            lines.append(
                "  leaks nowhere: \(Self.arguments(of: alternative, in: ranking).joined(separator: " "))"
                    + " (\(alternative.costs.sentence)); see switcherlab recommend")
        } else {
            lines.append("  no configuration leaks nowhere there; see switcherlab recommend")
        }
        return lines
    }
}
