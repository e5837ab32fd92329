/// The audit's verdict (`switcherlab recommend`): every strategy × host × option set run
/// through the audit on a set of devices, ranked by what leaks, then by what it costs, each
/// with a sentence saying why.
///
/// The ranking, entry by entry: fewer runs (device × event) whose card leaks, then fewer
/// legible cells over them, then fewer cards not measured; then the costs: fewer
/// interruptions (device × event) during which the cover hides the app, never stuck after
/// the app is back, a shorter cover after return, not blocking the user's screenshots; ties
/// keep the catalog's order (the article's host first, the default trigger first).
public enum Recommendation {
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
        /// 1 for the first.
        public internal(set) var rank = 0
        /// One sentence: where and how much it leaks, or what it costs.
        public internal(set) var reason = ""
        /// Its place in the catalog, for ties.
        let order: Int
        /// Its code never runs in the lifecycle (its host is the other lifecycle's): among
        /// equal leaks, ranked after code that runs.
        var idle = false

        init(
            strategy: String, host: StrategyHost?, presentation: ModalPresentation?,
            trigger: StrategyTrigger?,
            rows: [AuditRow], order: Int
        ) {
            self.strategy = strategy
            self.host = host
            self.presentation = presentation
            self.trigger = trigger
            self.rows = rows
            self.order = order
            leaks = rows.filter { ($0.legibleSensitiveCells ?? 0) > 0 }
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

        /// Whether `self` ranks before `other`.
        func precedes(_ other: Entry) -> Bool {
            let a = (
                leaks.count, leakedCells, unmeasured.count, idle ? 1 : 0, costs.coveredRuns,
                costs.stuck ? 1 : 0
            )
            let b = (
                other.leaks.count, other.leakedCells, other.unmeasured.count, other.idle ? 1 : 0,
                other.costs.coveredRuns, other.costs.stuck ? 1 : 0
            )
            if a != b { return a < b }
            if costs.coverAfterReturnSeconds != other.costs.coverAfterReturnSeconds {
                return costs.coverAfterReturnSeconds < other.costs.coverAfterReturnSeconds
            }
            if costs.blocksScreenshots != other.costs.blocksScreenshots { return !costs.blocksScreenshots }
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
        /// Every configuration, best first.
        public let entries: [Entry]
        /// Every strategy, by its best configuration's rank.
        public let families: [Family]
        /// What the data says about protecting the card without covering the app during
        /// interruptions; nil when no configuration leaves the app uncovered.
        public let tradeOff: String?

        /// The first entry, when it leaks nowhere.
        public var winner: Entry? { entries.first.flatMap { $0.leaksNowhere ? $0 : nil } }

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

        /// One or two sentences: the configuration to ship and its cost, or that none protects.
        public var verdict: String {
            guard let winner else {
                let best = entries.first.map { " The least bad: \($0.label), which \($0.reason)." } ?? ""
                return "No configuration leaks nowhere on \(deviceNames) (\(context)).\(best)"
            }
            // `(scene-delegate, full-screen, trigger active)`: the host and options as ids.
            let ids =
                [
                    winner.host?.rawValue, winner.presentation?.rawValue,
                    winner.trigger.map { "trigger \($0)" },
                ]
                .compactMap { $0 }
            let named = ids.isEmpty ? "" : " (\(ids.joined(separator: ", ")))"
            let place = winner.host.map { " in \(Recommendation.hostName($0))" } ?? ""
            return "Ship \(winner.strategy)\(place)\(named): it leaks nowhere on \(deviceNames)"
                + " (\(context)); \(winner.costs.sentence)."
        }
    }

    /// Ranks the plan's strategies on its devices, one ranking per platform (iOS first): each
    /// strategy × host × presentation × trigger it offers, in the plan's first lifecycle on
    /// iOS (the Activity's on Android), at the plan's first release and API level.
    public static func run(_ plan: Audit.Plan, catalog: AssetCatalog) throws(Audit.PlanError) -> [Ranking] {
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
            let defaults = keys
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
            // The catalog's order: each trigger variant right after its default.
            func order(_ key: Key) -> Int {
                if let index = defaults.firstIndex(of: key) { return index * 2 }
                let sibling = defaults.firstIndex {
                    $0.strategy == key.strategy && $0.host == key.host && $0.presentation == key.presentation
                }
                return (sibling ?? defaults.count) * 2 + 1
            }
            var entries = keys.map { key in
                var entry = Entry(
                    strategy: key.strategy, host: key.host, presentation: key.presentation,
                    trigger: key.trigger,
                    rows: groups[key] ?? [], order: order(key))
                entry.idle = !runs(entry, lifecycle: lifecycle, platform: platform)
                return entry
            }
            entries.sort { $0.precedes($1) }
            let lifecycleName = platform == .iOS ? lifecycle.rawValue : "activity"
            for index in entries.indices {
                entries[index].rank = index + 1
                entries[index].reason = reason(entries[index], lifecycle: lifecycle, platform: platform)
            }
            var families: [Family] = []
            for entry in entries where !families.contains(where: { $0.strategy == entry.strategy }) {
                families.append(Family(strategy: entry.strategy, best: entry, reason: familyReason(entry)))
            }
            rankings.append(
                Ranking(
                    platform: platform, devices: devices, lifecycle: lifecycleName,
                    release: platform == .iOS ? base.versions[0].major : base.androidLevels[0].level,
                    app: plan.app, entries: entries, families: families,
                    tradeOff: tradeOff(entries, lifecycle: lifecycle, platform: platform)))
        }
        return rankings
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
        if platform == .iOS, leaked.contains(AuditEvent.switcher.rawValue),
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
