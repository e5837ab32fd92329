/// The verdict's policy, its rules and the costs they weigh.
extension Recommendation {
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
                || DeviceKind(rawValue: row.device)?.switcherCardIsLive != true
        }
    }

    /// The ranking's rules, in the order they are applied: the first that tells two
    /// configurations apart decides; when none does, they tie.
    public enum Rule: Int, Hashable, Sendable, CaseIterable {
        case fewerLeakingCards = 1
        case fewerLeakedCells
        case fewerUnmeasuredCards
        case codeRuns
        case fewerSideEffects
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
            case .fewerSideEffects:
                return "fewer side effects on the app over its runs (device × event × effect: its key window,"
                    + " keyboard, own alert or sheet, or VoiceOver focus taken)"
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
            case .fewerSideEffects: return Double(a.costs.sideEffectCount - b.costs.sideEffectCount)
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
        /// The side effects seen on some run, in `SideEffect`'s order (MODEL §56).
        public let sideEffects: [SideEffect]
        /// For each of them, the runs it was seen on.
        public let sideEffectCounts: [Int]
        /// The runs (device × event) with at least one side effect.
        public let sideEffectRuns: Int
        /// The side effects over the runs, each effect on each run once: what rule 5 weighs.
        public var sideEffectCount: Int { sideEffectCounts.reduce(0, +) }

        init(_ rows: [AuditRow]) {
            let effects = rows.map { $0.sideEffects ?? [] }
            sideEffects = SideEffect.allCases.filter { effect in effects.contains { $0.contains(effect) } }
            sideEffectCounts = sideEffects.map { effect in effects.filter { $0.contains(effect) }.count }
            sideEffectRuns = effects.filter { !$0.isEmpty }.count
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
                && sideEffectRuns == 0
        }

        /// `covers the app during Control Center, calls and Face ID; stays 0.5 s after the app
        /// is back`, or `costs nothing the audit measures`.
        public var sentence: String {
            var parts: [String] = []
            if sideEffectRuns > 0 {
                let each = zip(sideEffects, sideEffectCounts).map { "\($0.phrase) (\($1))" }
                parts.append(
                    "side effects on \(sideEffectRuns) run\(sideEffectRuns == 1 ? "" : "s"): "
                        + Recommendation.list(each))
            }
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
        public var short: String {
            var parts: [String] = []
            if sideEffectRuns > 0 { parts.append("fx \(sideEffectCount)") }
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
}
