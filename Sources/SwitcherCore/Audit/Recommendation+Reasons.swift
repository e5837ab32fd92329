/// The verdict's sentences: why a configuration leaks, what it costs, the trade-off.
extension Recommendation {
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
            let events = list(unique(entry.unmeasured.map { "\($0.event) on \($0.place)" }))
            clauses.append("its card was not measured on \(events)")
        }
        var text = clauses.joined(separator: ", and ")
        let leaked = Set(entry.leaks.map(\.event))
        if !runs(entry, lifecycle: lifecycle), let host = entry.host {
            return "its code in \(hostName(host)) never runs in the \(lifecycle.rawValue) lifecycle, so it "
                + text
        }
        // Why, where the data shows it: each event's own reason, the worst first.
        var whys: [String] = []
        let home = leaked.contains(AuditEvent.home.rawValue)
        let modals: [(AuditEvent, String)] = [(.sensitiveModal, "alert"), (.sensitiveSheet, "sheet")]
        let own = Set([AuditEvent.windowAway.rawValue] + modals.map(\.0.rawValue))
        // Window-away and the app's own modals are iOS's: their leaks need no platform check.
        if !home, leaked.contains(AuditEvent.windowAway.rawValue) {
            let why =
                entry.host == .swiftUIApp
                ? "the App's scenePhase, an aggregate, stays active"
                : entry.host == .notifications
                    ? "UIKit posts none of its app-wide notifications"
                    : "its cover does not reach that window"
            whys.append("when one window goes to the background while another stays active, \(why)")
        }
        let up = modals.filter { leaked.contains($0.0.rawValue) }.map(\.1).joined(separator: " or ")
        if !home, !up.isEmpty {
            whys.append(
                "with the app's own \(up) up, its cover sits under the \(up) (presented above the root view)"
                    + " or cannot be presented over it")
        }
        let rest = leaked.subtracting(own)
        // The switcher's live card (iOS) shows the app as it is while only inactive.
        let liveCardLeaks = entry.leaks.contains {
            $0.event == AuditEvent.switcher.rawValue
                && DeviceKind(rawValue: $0.device)?.switcherCardIsLive == true
        }
        if liveCardLeaks, !home, entry.costs.coveredRuns == 0 {
            whys.append(
                "its cover waits for the background, and the switcher opens over the app while it is only inactive"
            )
        } else if Strategies.info(entry.strategy)?.options.contains(.fade) == true, !home, !rest.isEmpty {
            let events = AuditEvent.allCases.filter { rest.contains($0.rawValue) }.map(\.rawValue)
            whys.append("its fade is still under way when the snapshot on \(list(events)) is taken")
        }
        let switcherLeaks = entry.leaks.filter { $0.event == AuditEvent.switcher.rawValue }
        // Only Android's rows name a navigation mode.
        if !home, !switcherLeaks.isEmpty,
            switcherLeaks.allSatisfy({ $0.androidNavigation == AndroidNavigation.gesture.rawValue })
        {
            whys.append(
                "on gesture navigation Recents opened over the app shows its tile live, the app as it draws now,"
                    + " which no setting of the stored screenshot changes")
        }
        if !whys.isEmpty { text += ": " + whys.joined(separator: "; ") }
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
                devices[index].names.append(row.place)
            } else {
                devices.append((cells: cells, names: [row.place]))
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
    static func familyReason(_ best: Entry) -> String {
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
            runs(entry, lifecycle: lifecycle) && entry.strategy != NoProtection.info.id
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

    static func interruptionName(_ event: AuditEvent) -> String { event.words }

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

    /// `gesture navigation`, `gesture and button navigation`.
    static func navigationPhrase(_ modes: [AndroidNavigation]) -> String {
        modes.count == 1
            ? modes[0].description
            : list(modes.map { $0 == .buttons ? "button" : $0.rawValue }) + " navigation"
    }

    static func unique(_ items: [String]) -> [String] {
        items.reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
    }
}

extension Recommendation {
    /// The verdict on code the catalog does not know (`verify`): its rows as one entry, with
    /// the sentence `recommend` would give it — where it leaks, or what it costs.
    public static func entry(
        of rows: [AuditRow], strategy: String, host: StrategyHost?, lifecycle: LifecycleStyle,
        policy: LiveCardPolicy = .cover
    ) -> Entry {
        var entry = Entry(
            strategy: strategy, host: host, presentation: nil, trigger: nil, rows: rows, order: 0,
            policy: policy)
        entry.reason = reason(entry, lifecycle: lifecycle, platform: .iOS)
        return entry
    }
}
