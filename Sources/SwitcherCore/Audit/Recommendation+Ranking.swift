/// What the verdict ranks: a configuration, a strategy at its best, a platform's ranking.
extension Recommendation {
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
        /// Its form (the article's code, or corrected), for a strategy that has a corrected one.
        public let form: StrategyForm?
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
            trigger: StrategyTrigger?, form: StrategyForm? = nil,
            rows: [AuditRow], order: Int, policy: LiveCardPolicy = .cover
        ) {
            self.form = form
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
            let corrected = form == .corrected ? "corrected" : nil
            return [presents, trigger?.rawValue, corrected].compactMap { $0 }.joined(separator: ", ")
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
        /// What the release says of the lifecycle before any ranking: on iOS 27 an app without
        /// the UIScene lifecycle built with its SDK does not launch (MODEL §42); nil otherwise.
        public internal(set) var launchNote: String?
        /// Android: what the answer does below API 33 and that level's answer, when the answer
        /// differs there (MODEL §49); nil otherwise.
        public internal(set) var olderLevelNote: String?
        /// Android: the navigation modes it ranked (MODEL §58); empty on iOS.
        public internal(set) var navigations: [AndroidNavigation] = []
        /// Android: what the answer does in the navigation modes not ranked and their answer,
        /// when it differs there; nil otherwise.
        public internal(set) var navigationNote: String?

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

        /// `iOS 26, scene lifecycle` / `Android API 36, gesture and button navigation, activity
        /// lifecycle`.
        public var context: String { platform.lifecycleDriver.context(of: self) }

        /// The verdict under the ranking's policy, then, when the other policy changes the
        /// answer, that answer.
        public var verdict: String {
            let note = launchNote.map { $0 + " Built with an earlier SDK: " } ?? ""
            let older = (navigationNote.map { " " + $0 } ?? "") + (olderLevelNote.map { " " + $0 } ?? "")
            guard let otherVerdict else { return note + ownVerdict + older }
            return note + ownVerdict + " With --live-card \(policy.other): " + otherVerdict + older
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
                        winner.form == .corrected ? "corrected form" : nil,
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
}
