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
    /// Whether the card of a switcher opened over the app must be covered (`--live-card`).
    /// On iOS that card is the live app, only inactive (MODEL §14); the snapshot the system
    /// keeps is taken only when the app goes to the background.
    public enum LiveCardPolicy: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
        /// The live card counts as any card: legible sensitive cells in it are a leak.
        case cover
        /// The live card may show the app: only the cards the system keeps count.
        case allow

        public var description: String { rawValue }

        /// The other policy.
        public var other: LiveCardPolicy { self == .cover ? .allow : .cover }

        /// Whether the row's card counts as a leak under the policy: every card but, under
        /// `allow`, the live card of the switcher opened over an iOS app.
        public func counts(_ row: AuditRow) -> Bool {
            self == .cover || row.event != AuditEvent.switcher.rawValue
                || DeviceKind(rawValue: row.device)?.platform != .iOS
        }
    }

    /// The ranking's rules, in the order they are applied: the first that tells two
    /// configurations apart decides; when none does, they tie.
    public enum Rule: Int, Hashable, Sendable, CaseIterable {
        case fewerLeakingCards = 1
        case fewerLeakedCells
        case fewerUnmeasuredCards
        case codeRuns
        case fewerCoveredInterruptions
        case neverStuck
        case coverGoesSooner
        case screenshotsAllowed

        /// What the rule prefers, as RECOMMEND.md states it.
        public var sentence: String {
            switch self {
            case .fewerLeakingCards: return "fewer cards (device × event) with legible sensitive cells"
            case .fewerLeakedCells: return "fewer legible cells over those cards"
            case .fewerUnmeasuredCards: return "fewer cards not measured"
            case .codeRuns: return "code that runs in the lifecycle"
            case .fewerCoveredInterruptions:
                return "fewer interruptions (device × event) with the app hidden under its cover"
            case .neverStuck: return "a cover never stuck after the app is back"
            case .coverGoesSooner: return "a cover that goes sooner after the app is back"
            case .screenshotsAllowed: return "the user's own screenshots left working"
            }
        }

        /// Negative when `a` is preferred, positive when `b` is, 0 when the rule cannot tell.
        func compare(_ a: Entry, _ b: Entry) -> Double {
            switch self {
            case .fewerLeakingCards: return Double(a.leaks.count - b.leaks.count)
            case .fewerLeakedCells: return Double(a.leakedCells - b.leakedCells)
            case .fewerUnmeasuredCards: return Double(a.unmeasured.count - b.unmeasured.count)
            case .codeRuns: return Double((a.idle ? 1 : 0) - (b.idle ? 1 : 0))
            case .fewerCoveredInterruptions: return Double(a.costs.coveredRuns - b.costs.coveredRuns)
            case .neverStuck: return Double((a.costs.stuck ? 1 : 0) - (b.costs.stuck ? 1 : 0))
            case .coverGoesSooner: return a.costs.coverAfterReturnSeconds - b.costs.coverAfterReturnSeconds
            case .screenshotsAllowed:
                return Double((a.costs.blocksScreenshots ? 1 : 0) - (b.costs.blocksScreenshots ? 1 : 0))
            }
        }
    }

    /// What one configuration costs when it protects, over the devices ranked together.
    public struct Costs: Hashable, Sendable {
        /// The interruptions during which the cover hid the app on some device, in audit order.
        public let coveredInterruptions: [AuditEvent]
        /// The runs (device × interruption) during which it did.
        public let coveredRuns: Int
        /// The longest the cover stayed after the app was active again.
        public let coverAfterReturnSeconds: Double
        /// The cover was still up 5 s after the app came back on some run.
        public let stuck: Bool
        public let blocksScreenshots: Bool

        init(_ rows: [AuditRow]) {
            let covered = rows.filter { $0.coverDuringInterruption == true }
            coveredInterruptions = AuditEvent.allCases.filter { event in
                covered.contains { $0.event == event.rawValue }
            }
            coveredRuns = covered.count
            coverAfterReturnSeconds = rows.compactMap(\.coverAfterReturnSeconds).max() ?? 0
            stuck = rows.contains(where: \.stuck)
            blocksScreenshots = rows.contains(where: \.blocksScreenshots)
        }

        /// Whether it costs nothing the audit measures.
        public var isFree: Bool {
            coveredRuns == 0 && coverAfterReturnSeconds == 0 && !stuck && !blocksScreenshots
        }

        /// `covers the app during Control Center, calls and Face ID; stays 0.5 s after the app
        /// is back`, or `costs nothing the audit measures`.
        public var sentence: String {
            var parts: [String] = []
            if !coveredInterruptions.isEmpty {
                parts.append(
                    "covers the app during "
                        + Recommendation.list(coveredInterruptions.map(Recommendation.interruptionName)))
            }
            if stuck {
                parts.append("its cover stays up after the app is back (stuck 5 s later)")
            } else if coverAfterReturnSeconds > 0 {
                parts.append(
                    "its cover stays \(Recommendation.seconds(coverAfterReturnSeconds)) after the app is back"
                )
            }
            if blocksScreenshots {
                parts.append("it blocks the user's own screenshots and screen recordings")
            }
            return parts.isEmpty ? "costs nothing the audit measures" : parts.joined(separator: "; ")
        }

        /// The table's cell: `covers 4, +0.50s`, `stuck`, `blocks shots`, `-`.
        var short: String {
            var parts: [String] = []
            if !coveredInterruptions.isEmpty { parts.append("covers \(coveredInterruptions.count)") }
            if stuck {
                parts.append("stuck")
            } else if coverAfterReturnSeconds > 0 {
                parts.append(
                    "+" + Recommendation.seconds(coverAfterReturnSeconds).filter { $0 != " " })
            }
            if blocksScreenshots { parts.append("blocks shots") }
            return parts.isEmpty ? "-" : parts.joined(separator: ", ")
        }
    }

    /// One configuration: a strategy in a host with its options, its audit rows on every
    /// device ranked together, its rank and why.
    public struct Entry: Hashable, Sendable {
        public let strategy: String
        /// Where its code lives; nil for a strategy with no host (Android's, `none`).
        public let host: StrategyHost?
        /// Its presentation, for a strategy that presents a controller.
        public let presentation: ModalPresentation?
        /// Its trigger, for a strategy that offers a choice of one.
        public let trigger: StrategyTrigger?
        public let rows: [AuditRow]
        /// The runs whose card shows legible sensitive cells.
        public let leaks: [AuditRow]
        /// The runs whose card was not measured.
        public let unmeasured: [AuditRow]
        public let leakedCells: Int
        public let costs: Costs
        /// 1 for the first; configurations that tie share a rank.
        public internal(set) var rank = 0
        /// It shares its rank with another configuration: no rule tells them apart.
        public internal(set) var tie = false
        /// The rule that ranks it before the next configuration that does not tie with it;
        /// nil for the last.
        public internal(set) var decidedBy: Rule?
        /// One sentence: where and how much it leaks, or what it costs.
        public internal(set) var reason = ""
        /// Its place in the catalog, which lists tied configurations and decides nothing.
        let order: Int
        /// Its code never runs in the lifecycle (its host is the other lifecycle's): among
        /// equal leaks, ranked after code that runs.
        var idle = false

        init(
            strategy: String, host: StrategyHost?, presentation: ModalPresentation?,
            trigger: StrategyTrigger?,
            rows: [AuditRow], order: Int, policy: LiveCardPolicy = .cover
        ) {
            self.strategy = strategy
            self.host = host
            self.presentation = presentation
            self.trigger = trigger
            self.rows = rows
            self.order = order
            leaks = rows.filter { ($0.legibleSensitiveCells ?? 0) > 0 && policy.counts($0) }
            unmeasured = rows.filter(\.isNotMeasured)
            leakedCells = leaks.reduce(0) { $0 + ($1.legibleSensitiveCells ?? 0) }
            costs = Costs(rows)
        }

        /// No card it left legible, every card measured.
        public var leaksNowhere: Bool { leaks.isEmpty && unmeasured.isEmpty }

        /// `sheet, background`: its options, as the audit table names a presentation.
        public var options: String {
            let presents = presentation.map { $0 == .automatic ? "sheet" : $0.rawValue }
            return [presents, trigger?.rawValue].compactMap { $0 }.joined(separator: ", ")
        }

        /// `hide-window @scene-delegate, active`.
        public var label: String {
            let place = [host?.rawValue, options.isEmpty ? nil : options].compactMap { $0 }
                .joined(separator: ", ")
            return place.isEmpty ? strategy : "\(strategy) @\(place)"
        }

        /// The first rule that tells `self` and `other` apart; nil when they tie.
        public func decidingRule(against other: Entry) -> Rule? {
            Rule.allCases.first { $0.compare(self, other) != 0 }
        }

        /// Whether `self` ranks before `other`: by the first rule that tells them apart; when
        /// they tie, by the catalog's order, which only lists them.
        func precedes(_ other: Entry) -> Bool {
            if let rule = decidingRule(against: other) { return rule.compare(self, other) < 0 }
            return order < other.order
        }
    }

    /// A strategy, at its best configuration.
    public struct Family: Hashable, Sendable {
        public let strategy: String
        public let best: Entry
        /// Even at its best it leaks (or leaves a card unmeasured).
        public var rejected: Bool { !best.leaksNowhere }
        public let reason: String
    }

    /// The ranking of the configurations of one platform's strategies on its devices.
    public struct Ranking: Sendable {
        public let platform: Platform
        public let devices: [DeviceKind]
        /// `scene` or `app` on iOS, `activity` on Android.
        public let lifecycle: String
        /// The iOS release or the Android API level it ran on.
        public let release: Int
        public let app: String
        /// What it asks of the card of a switcher opened over the app.
        public let policy: LiveCardPolicy
        /// Every configuration, best first; tied ones share a rank, in the catalog's order.
        public let entries: [Entry]
        /// Every strategy, by its best configuration's rank.
        public let families: [Family]
        /// What the data says about protecting the card without covering the app during
        /// interruptions; nil when no configuration leaves the app uncovered, or when the live
        /// card is allowed (it is what that trade-off is about).
        public let tradeOff: String?
        /// The other policy's verdict, when its answer differs; nil when it is the same.
        public internal(set) var otherVerdict: String?

        /// The first entry, when it leaks nowhere.
        public var winner: Entry? { entries.first.flatMap { $0.leaksNowhere ? $0 : nil } }

        /// The configurations that share the first rank and leak nowhere: the answer, or a tie.
        public var winners: [Entry] { winner == nil ? [] : entries.filter { $0.rank == 1 } }

        /// The entries that leak nowhere.
        public var leakFree: [Entry] { entries.filter(\.leaksNowhere) }

        /// The strategy × host pairs of `leakFree`, in rank order, each once.
        public var leakFreePairs: [String] {
            var pairs: [String] = []
            for entry in leakFree {
                let pair = entry.host.map { "\(entry.strategy) @\($0.rawValue)" } ?? entry.strategy
                if !pairs.contains(pair) { pairs.append(pair) }
            }
            return pairs
        }

        /// `iphone and ipad`.
        public var deviceNames: String { Recommendation.list(devices.map(\.rawValue)) }

        /// `iOS 26, scene lifecycle` / `Android API 36, activity lifecycle`.
        public var context: String {
            platform == .iOS
                ? "iOS \(release), \(lifecycle) lifecycle" : "Android API \(release), activity lifecycle"
        }

        /// The verdict under the ranking's policy, then, when the other policy changes the
        /// answer, that answer.
        public var verdict: String {
            guard let otherVerdict else { return ownVerdict }
            return ownVerdict + " With --live-card \(policy.other): " + otherVerdict
        }

        /// What it answers: the labels of the winners, or of the least bad.
        var answer: [String] { winners.isEmpty ? entries.prefix(1).map(\.label) : winners.map(\.label) }

        /// The configuration to ship and its cost, the configurations that tie for it, or that
        /// none protects; then the rule that puts the answer before the next configuration.
        var ownVerdict: String {
            let scope = "on \(deviceNames) (\(context); live card: \(policy))"
            guard let winner else {
                let best = entries.first.map { " The least bad: \($0.label), which \($0.reason)." } ?? ""
                return "No configuration leaks nowhere \(scope).\(best)"
            }
            let tied = winners
            var text: String
            if tied.count > 1 {
                // Labels hold commas (`hide-window @scene-delegate, active`): more than two are
                // separated by semicolons.
                let labels = tied.map(\.label)
                let same =
                    "leak nowhere \(scope) and cost the same: \(winner.costs.sentence)."
                    + " No rule of the ranking tells them apart; they are listed in the catalog's order,"
                    + " which decides nothing."
                text =
                    tied.count == 2
                    ? "\(Recommendation.list(labels)) tie: both \(same)"
                    : "\(tied.count) configurations tie: " + labels.dropLast().joined(separator: "; ")
                        + " and "
                        + (labels.last ?? "") + ". All \(tied.count) \(same)"
            } else {
                // `(scene-delegate, full-screen, trigger active)`: the host and options as ids.
                let ids =
                    [
                        winner.host?.rawValue, winner.presentation?.rawValue,
                        winner.trigger.map { "trigger \($0)" },
                    ]
                    .compactMap { $0 }
                let named = ids.isEmpty ? "" : " (\(ids.joined(separator: ", ")))"
                let place = winner.host.map { " in \(Recommendation.hostName($0))" } ?? ""
                text =
                    "Ship \(winner.strategy)\(place)\(named): it leaks nowhere \(scope); \(winner.costs.sentence)."
            }
            if let rule = tied.last?.decidedBy, let next = entries.first(where: { $0.rank > 1 }) {
                text +=
                    " Rule \(rule.rawValue) puts \(tied.count > 1 ? "them" : "it") before \(next.label):"
                    + " \(rule.sentence)."
            }
            return text
        }
    }

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
                        trigger: chosen)
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
            func ranked(_ policy: LiveCardPolicy) -> Ranking {
                var entries = keys.map { key in
                    var entry = Entry(
                        strategy: key.strategy, host: key.host, presentation: key.presentation,
                        trigger: key.trigger, rows: groups[key] ?? [], order: catalogOrder(key),
                        policy: policy)
                    entry.idle = !runs(entry, lifecycle: lifecycle, platform: platform)
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
                    platform: platform, devices: devices,
                    lifecycle: platform == .iOS ? lifecycle.rawValue : "activity",
                    release: platform == .iOS ? base.versions[0].major : base.androidLevels[0].level,
                    app: plan.app, policy: policy, entries: entries, families: families,
                    tradeOff: policy == .cover
                        ? tradeOff(entries, lifecycle: lifecycle, platform: platform) : nil)
            }
            var ranking = ranked(policy)
            let other = ranked(policy.other)
            if other.answer != ranking.answer { ranking.otherVerdict = other.ownVerdict }
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
        return ((strategy * 10 + host) * 10 + presentation) * 10 + trigger
    }

    private struct Key: Hashable {
        let strategy: String
        let host: StrategyHost?
        let presentation: ModalPresentation?
        let trigger: StrategyTrigger?
    }

    /// Whether the entry's code runs at all in the lifecycle.
    static func runs(_ entry: Entry, lifecycle: LifecycleStyle, platform: Platform) -> Bool {
        platform != .iOS || (entry.host?.runs(in: lifecycle) ?? true)
    }

    /// The entry's sentence: what it costs when it leaks nowhere; else the events and counts
    /// that rule it out, the worst first, with the fields read there, and the reason when the
    /// data shows it (its host never runs, the switcher opens before its cover, a fade).
    static func reason(_ entry: Entry, lifecycle: LifecycleStyle, platform: Platform) -> String {
        if entry.leaksNowhere {
            let devices = list(unique(entry.rows.map(\.device)))
            return "leaks nowhere on \(devices); \(entry.costs.sentence)"
        }
        var clauses: [String] = []
        if !entry.leaks.isEmpty { clauses.append(leakClause(entry)) }
        if !entry.unmeasured.isEmpty {
            let events = list(unique(entry.unmeasured.map { "\($0.event) on \($0.device)" }))
            clauses.append("its card was not measured on \(events)")
        }
        var text = clauses.joined(separator: ", and ")
        let leaked = Set(entry.leaks.map(\.event))
        if !runs(entry, lifecycle: lifecycle, platform: platform), let host = entry.host {
            return "its code in \(hostName(host)) never runs in the \(lifecycle.rawValue) lifecycle, so it "
                + text
        }
        if platform == .iOS, leaked == [AuditEvent.windowAway.rawValue] {
            let why =
                entry.host == .swiftUIApp
                ? "the App's scenePhase, an aggregate, stays active"
                : entry.host == .notifications
                    ? "UIKit posts none of its app-wide notifications"
                    : "its cover does not reach that window"
            text += ": when one window goes to the background while another stays active, \(why)"
        } else if platform == .iOS, leaked.contains(AuditEvent.switcher.rawValue),
            !leaked.contains(AuditEvent.home.rawValue), entry.costs.coveredRuns == 0
        {
            text +=
                ": its cover waits for the background, and the switcher opens over the app while it is"
                + " only inactive"
        } else if Strategies.info(entry.strategy)?.options.contains(.fade) == true,
            !leaked.contains(AuditEvent.home.rawValue)
        {
            let events = AuditEvent.allCases.filter { leaked.contains($0.rawValue) }.map(\.rawValue)
            text += ": its fade is still under way when the snapshot on \(list(events)) is taken"
        }
        return text
    }

    /// `leaks in 4 of 12 cards, most on app-switch: 180 cells on ipad (name: 4 of 4 words; …),
    /// 118 on iphone; also on lock`.
    private static func leakClause(_ entry: Entry) -> String {
        // Per event, its leaking cards, the most cells first.
        var events: [(event: String, cells: Int, rows: [AuditRow])] = []
        for row in entry.leaks {
            let cells = row.legibleSensitiveCells ?? 0
            if let index = events.firstIndex(where: { $0.event == row.event }) {
                events[index].rows.append(row)
                events[index].cells = max(events[index].cells, cells)
            } else {
                events.append((event: row.event, cells: cells, rows: [row]))
            }
        }
        let eventOrder = AuditEvent.allCases.map(\.rawValue)
        events.sort {
            $0.cells != $1.cells
                ? $0.cells > $1.cells
                : (eventOrder.firstIndex(of: $0.event) ?? 0) < (eventOrder.firstIndex(of: $1.event) ?? 0)
        }
        guard let worst = events.first else { return "leaks nowhere" }
        // The worst event by device, the most first; the fields read on the worst card.
        var devices: [(cells: Int, names: [String])] = []
        for row in worst.rows.sorted(by: { ($0.legibleSensitiveCells ?? 0) > ($1.legibleSensitiveCells ?? 0) }
        ) {
            let cells = row.legibleSensitiveCells ?? 0
            if let index = devices.firstIndex(where: { $0.cells == cells }) {
                devices[index].names.append(row.device)
            } else {
                devices.append((cells: cells, names: [row.device]))
            }
        }
        var parts: [String] = []
        for (index, group) in devices.enumerated() {
            var part = "\(group.cells)\(index == 0 ? " cells" : "") on \(list(group.names))"
            let worstRow = worst.rows.first { $0.legibleSensitiveCells == worst.cells }
            if index == 0, let fields = worstRow?.fields {
                let leaking = FieldLeak.leakingFirst(fields).filter(\.leaks)
                if !leaking.isEmpty {
                    let more = leaking.count > 2 ? "; +\(leaking.count - 2) more" : ""
                    part += " (" + leaking.prefix(2).map(\.sentence).joined(separator: "; ") + more + ")"
                }
            }
            parts.append(part)
        }
        let cards = entry.rows.filter { AuditEvent(rawValue: $0.event)?.involvesCard == true }.count
        var text =
            "leaks in \(entry.leaks.count) of \(cards) cards, most on \(worst.event): "
            + parts.joined(separator: ", ")
        let others = events.dropFirst().map(\.event)
        if !others.isEmpty { text += "; also on \(list(others))" }
        return text
    }

    /// A strategy's sentence by its best configuration.
    private static func familyReason(_ best: Entry) -> String {
        let place =
            best.label == best.strategy
            ? "" : "at best " + String(best.label.dropFirst(best.strategy.count + 1))
        if best.leaksNowhere {
            return "leaks nowhere\(place.isEmpty ? "" : " " + place), ranked \(best.rank) by its costs: "
                + best.costs.sentence
        }
        return place.isEmpty ? best.reason : "\(place): \(best.reason)"
    }

    /// What the data says about the configurations whose code runs but does not cover the
    /// app during any interruption: whether they leak when the switcher opens over the app.
    static func tradeOff(_ entries: [Entry], lifecycle: LifecycleStyle, platform: Platform) -> String? {
        let uncovered = entries.filter { entry in
            runs(entry, lifecycle: lifecycle, platform: platform) && entry.strategy != NoProtection.info.id
                && entry.rows.contains { $0.coverDuringInterruption != nil } && entry.costs.coveredRuns == 0
        }
        guard !uncovered.isEmpty else { return nil }
        let switcher = AuditEvent.switcher.rawValue
        let leaking = uncovered.filter { $0.leaks.contains { $0.event == switcher } }
        let most = leaking.flatMap(\.leaks).filter { $0.event == switcher }.compactMap(
            \.legibleSensitiveCells
        ).max()
        var text: String
        if leaking.count == uncovered.count {
            text =
                "Every one of the \(uncovered.count) configurations whose code runs but leaves the app"
                + " uncovered during interruptions leaks when the switcher opens over the app"
                + (most.map { " (up to \($0) cells)" } ?? "") + "."
        } else {
            let safe = uncovered.filter { !leaking.contains($0) }.map(\.label)
            text =
                "\(leaking.count) of the \(uncovered.count) configurations whose code runs but leaves the app"
                + " uncovered during interruptions leak when the switcher opens over the app; these do not: "
                + list(Array(safe.prefix(4))) + (safe.count > 4 ? " and \(safe.count - 4) more" : "") + "."
        }
        let free = entries.filter(\.leaksNowhere)
        if !free.isEmpty, free.allSatisfy({ $0.costs.coveredRuns > 0 }) {
            text += " Every configuration that leaks nowhere covers the app during interruptions."
        }
        return text
    }

    static func interruptionName(_ event: AuditEvent) -> String {
        switch event {
        case .controlCenter: return "Control Center"
        case .notificationCenter: return "Notification Center"
        case .call: return "calls"
        case .faceID: return "Face ID"
        case .systemAlert: return "system alerts"
        default: return event.rawValue
        }
    }

    /// Where code in `host` lives, in words.
    static func hostName(_ host: StrategyHost) -> String {
        switch host {
        case .appDelegate: return "the app delegate"
        case .sceneDelegate: return "the scene delegate"
        case .notifications: return "UIApplication notification observers"
        case .swiftUIApp: return "the SwiftUI App's scenePhase"
        case .swiftUIScene: return "a SwiftUI view's scenePhase"
        }
    }

    /// `0.5 s`, `0.25 s`.
    static func seconds(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        var fraction = String(hundredths % 100).leftPadded(to: 2, with: "0")
        if fraction.hasSuffix("0") { fraction.removeLast() }
        return "\(hundredths / 100).\(fraction) s"
    }

    /// `a`, `a and b`, `a, b and c`.
    public static func list(_ items: [String]) -> String {
        guard items.count > 1, let last = items.last else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " and " + last
    }

    private static func unique(_ items: [String]) -> [String] {
        items.reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
    }
}
