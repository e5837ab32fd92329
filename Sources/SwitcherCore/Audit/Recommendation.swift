/// The audit's verdict (`switcherlab recommend`): every strategy × host × option set run
/// through the audit on a set of devices, ranked by what leaks, then by what it costs, each
/// with a sentence saying why.
///
/// The ranking, entry by entry, by the rules of `Rule` in order: what leaks (under the
/// `LiveCardPolicy`), then what it costs. Configurations no rule separates tie: they share a
/// rank, the verdict names them all, and they are listed in the catalog's order (the article's
/// host first, the default trigger first), which decides nothing. Nothing depends on the order
/// the plan lists its strategies in.
public enum Recommendation {
    /// Ranks the plan's strategies on its devices, one ranking per platform (iOS first): each
    /// strategy × host × presentation × trigger it offers, in the plan's first lifecycle on
    /// iOS (the Activity's on Android), at the plan's first release and API level, under the
    /// live-card policy given; the other policy's verdict is kept when it differs. The order
    /// of the plan's strategies changes nothing.
    public static func run(
        _ plan: Audit.Plan, catalog: AssetCatalog, liveCard policy: LiveCardPolicy = .cover
    )
        throws(Audit.PlanError) -> [Ranking]
    {
        try run(plan, catalog: catalog, liveCard: policy, notes: true)
    }

    /// `run`, with the notes on other API levels and navigation modes when `notes` (the
    /// rankings those notes make are plain, or they would make notes on each other).
    private static func run(
        _ plan: Audit.Plan, catalog: AssetCatalog, liveCard policy: LiveCardPolicy, notes: Bool
    )
        throws(Audit.PlanError) -> [Ranking]
    {
        var rankings: [Ranking] = []
        let lifecycle = plan.lifecycles.first ?? .scene
        for platform in Platform.allCases {
            let devices = plan.devices.filter { $0.platform == platform }
            guard !devices.isEmpty else { continue }
            var base = plan
            base.devices = devices
            base.lifecycles = [lifecycle]
            base.versions = [plan.versions.first ?? .current]
            base.androidLevels = [plan.androidLevels.first ?? .current]
            base.androidNavs = plan.androidNavs.isEmpty ? [.current] : plan.androidNavs
            base.trigger = nil
            var groups: [Key: [AuditRow]] = [:]
            var keys: [Key] = []
            func add(_ rows: [AuditRow], trigger: StrategyTrigger?) {
                for row in rows {
                    let info = Strategies.info(row.strategy)
                    let chosen =
                        info?.options.contains(.trigger) == true ? trigger ?? info?.defaultTrigger : nil
                    let key = Key(
                        strategy: row.strategy, host: row.host.flatMap(StrategyHost.init(rawValue:)),
                        presentation: row.presentation.flatMap(ModalPresentation.init(rawValue:)),
                        trigger: chosen, form: row.form.flatMap(StrategyForm.init(rawValue:)))
                    if groups[key] == nil { keys.append(key) }
                    groups[key, default: []].append(row)
                }
            }
            add(try Audit.run(base, catalog: catalog), trigger: nil)
            for trigger in StrategyTrigger.allCases {
                var other = base
                other.trigger = trigger
                other.strategies = base.strategies.filter { id in
                    guard let info = Strategies.info(id) else { return false }
                    return info.options.contains(.trigger) && info.defaultTrigger != trigger
                        && devices.contains(where: info.applies(to:))
                }
                guard !other.strategies.isEmpty else { continue }
                add(try Audit.run(other, catalog: catalog), trigger: trigger)
            }
            // The lifecycle and release the ranking names: the platform's own.
            let recorded = platform.lifecycleDriver.recorded(
                base.settings(
                    devices[0], lifecycle, ios: base.versions[0], androidAPI: base.androidLevels[0],
                    androidNav: base.androidNavs[0]),
                naming: Audit.Naming())
            func ranked(_ policy: LiveCardPolicy) -> Ranking {
                var entries = keys.map { key in
                    var entry = Entry(
                        strategy: key.strategy, host: key.host, presentation: key.presentation,
                        trigger: key.trigger, form: key.form, rows: groups[key] ?? [],
                        order: catalogOrder(key),
                        policy: policy)
                    entry.idle = !runs(entry, lifecycle: lifecycle)
                    return entry
                }
                entries.sort { $0.precedes($1) }
                for index in entries.indices {
                    if index > 0, entries[index].decidingRule(against: entries[index - 1]) == nil {
                        entries[index].rank = entries[index - 1].rank
                        entries[index].tie = true
                        entries[index - 1].tie = true
                    } else {
                        entries[index].rank = index + 1
                    }
                    entries[index].reason = reason(entries[index], lifecycle: lifecycle, platform: platform)
                }
                for index in entries.indices {
                    let rank = entries[index].rank
                    if let next = entries[(index + 1)...].first(where: { $0.rank != rank }) {
                        entries[index].decidedBy = entries[index].decidingRule(against: next)
                    }
                }
                var families: [Family] = []
                for entry in entries where !families.contains(where: { $0.strategy == entry.strategy }) {
                    families.append(
                        Family(strategy: entry.strategy, best: entry, reason: familyReason(entry)))
                }
                return Ranking(
                    platform: platform, devices: devices, lifecycle: recorded.lifecycle,
                    release: recorded.iosVersion ?? recorded.androidAPILevel ?? 0,
                    app: plan.app, policy: policy, entries: entries, families: families,
                    tradeOff: policy == .cover
                        ? tradeOff(entries, lifecycle: lifecycle, platform: platform) : nil)
            }
            var ranking = ranked(policy)
            let other = ranked(policy.other)
            if other.answer != ranking.answer { ranking.otherVerdict = other.ownVerdict }
            // What the platform's verdict says beside its ranking: Android's navigation modes
            // and older API levels; iOS's launch at a release that needs scenes.
            try platform.lifecycleDriver.annotate(
                &ranking, plan: base, lifecycle: lifecycle, catalog: catalog, policy: policy, notes: notes)
            rankings.append(ranking)
        }
        return rankings
    }

    /// A configuration's place in the catalog (`switcherlab strategies`): the strategy, then
    /// its hosts as it lists them (the article's first), its presentations, the default trigger
    /// first. It lists tied configurations and decides nothing.
    private static func catalogOrder(_ key: Key) -> Int {
        let info = Strategies.info(key.strategy)
        let strategy = Strategies.ids.firstIndex(of: key.strategy) ?? Strategies.ids.count
        let host = key.host.flatMap { info?.hosts.firstIndex(of: $0) } ?? 0
        let presentation = key.presentation.flatMap { ModalPresentation.allCases.firstIndex(of: $0) } ?? 0
        let trigger =
            key.trigger.map {
                $0 == info?.defaultTrigger ? 0 : 1 + (StrategyTrigger.allCases.firstIndex(of: $0) ?? 0)
            }
            ?? 0
        let form = key.form.flatMap { StrategyForm.allCases.firstIndex(of: $0) } ?? 0
        return (((strategy * 10 + host) * 10 + presentation) * 10 + trigger) * 10 + form
    }

    private struct Key: Hashable {
        let strategy: String
        let host: StrategyHost?
        let presentation: ModalPresentation?
        let trigger: StrategyTrigger?
        let form: StrategyForm?
    }

    /// What the answer does below API 33, where `setRecentsScreenshotEnabled` does not exist
    /// (MODEL §49): ranked again at API 32, the same configuration's result there and that
    /// level's answer when it differs; when it is the same, that it holds there.
    static func olderAndroidNote(
        _ ranking: Ranking, plan: Audit.Plan, catalog: AssetCatalog, policy: LiveCardPolicy
    ) throws(Audit.PlanError) -> String? {
        guard let below = AndroidAPILevel(AndroidAPILevel.tiramisu.level - 1) else { return nil }
        var older = plan
        older.androidLevels = [below]
        guard let lower = try run(older, catalog: catalog, liveCard: policy, notes: false).first,
            let label = ranking.answer.first
        else { return nil }
        let mine = lower.entries.first { $0.label == label }
        guard lower.answer != ranking.answer else {
            return "Below API 33, where setRecentsScreenshotEnabled does not exist, the answer holds: at"
                + " \(below) \(label) \(mine?.reason ?? "ranks the same")."
        }
        return "Below API 33, where setRecentsScreenshotEnabled does not exist, the answer changes: at"
            + " \(below) \(label) \(mine?.reason ?? "ranks lower"). There: \(lower.ownVerdict)"
    }

    /// What the answer does in the navigation modes the plan left out (MODEL §58): ranked again
    /// in them, the same configuration's result there and their answer when it differs; nil
    /// when the plan ranks every mode or the answer is the same.
    static func navigationNote(
        _ ranking: Ranking, plan: Audit.Plan, catalog: AssetCatalog, policy: LiveCardPolicy
    ) throws(Audit.PlanError) -> String? {
        let others = AndroidNavigation.allCases.filter { !plan.androidNavs.contains($0) }
        guard !others.isEmpty else { return nil }
        var other = plan
        other.androidNavs = others
        guard let there = try run(other, catalog: catalog, liveCard: policy, notes: false).first,
            there.answer != ranking.answer, let label = ranking.answer.first
        else { return nil }
        let mine = there.entries.first { $0.label == label }
        let modes = Recommendation.list(others.map(\.description))
        let current = others.contains(.current) ? " (the default on current Android)" : ""
        return "On \(modes)\(current) the answer changes: there \(label) \(mine?.reason ?? "ranks lower")."
            + " There: \(there.ownVerdict)"
    }

    /// Whether the entry's code runs at all in the lifecycle.
    static func runs(_ entry: Entry, lifecycle: LifecycleStyle) -> Bool {
        // An Android strategy has no host: its code is the Activity's.
        entry.host?.runs(in: lifecycle) ?? true
    }
}
