import SwitcherCore

/// The audit as aligned text: one section per device and lifecycle, one line per strategy.
///
/// Card columns give the legible sensitive cells in the card the user sees after the event
/// (0 is safe). Interruption columns say whether the cover was up while Control Center,
/// Notification Center, a call banner or Face ID was (`cover`, or `-`). The last column is
/// the longest the cover stayed after the app became active again, over every event that
/// returns to the app, or `stuck`. In a section where a strategy blocks the user's own
/// screenshots and screen recordings (`FLAG_SECURE`), a column says which (`blocked`, or `-`).
/// `n/a`: the device has no such event, or the card was not measured (a line under the
/// section says why). For an app with named fields, a last column
/// names the fields legible in any card, the most legible first, each at its worst.
public enum AuditTable {
    /// The columns, in the audit's order: each event that counts a card, then each
    /// interruption, by its column name.
    static let cardEvents = AuditEvent.allCases.filter(\.involvesCard)
    static let interruptionEvents = AuditEvent.allCases.filter(\.isInterruption)

    /// `events`: the columns to show, the events the audit ran (every one by default).
    public static func render(_ rows: [AuditRow], events: [AuditEvent] = AuditEvent.allCases) -> String {
        var sections: [(key: String, rows: [AuditRow])] = []
        for row in rows {
            let key = "\(row.device) · \(row.lifecycle)"
            if let index = sections.firstIndex(where: { $0.key == key }) {
                sections[index].rows.append(row)
            } else {
                sections.append((key, [row]))
            }
        }
        return sections.map { renderSection(title: $0.key, rows: $0.rows, events: events) }.joined(
            separator: "\n")
    }

    private static func renderSection(title: String, rows: [AuditRow], events: [AuditEvent]) -> String {
        let ran = Set(rows.map(\.event))
        let cardEvents = cardEvents.filter {
            events.contains($0) && (!$0.isSectional || ran.contains($0.rawValue))
        }
        let interruptionEvents = interruptionEvents.filter {
            events.contains($0) && (!$0.isSectional || ran.contains($0.rawValue))
        }
        let showsReturn = events.contains(where: \.returnsToApp)
        // One line per strategy, host and presentation, in the order they ran.
        let strategies = rows.map { StrategyKey($0) }.reduce(into: [StrategyKey]()) {
            if !$0.contains($1) { $0.append($1) }
        }
        // Window-away counts the second window, narrower than the app alone on screen: its
        // number is given on its own.
        let befores = Set(
            rows.filter { $0.event != AuditEvent.windowAway.rawValue }.map(\.sensitiveCellsBefore))
        let windowBefores = Set(
            rows.filter { $0.event == AuditEvent.windowAway.rawValue }.map(\.sensitiveCellsBefore))
        let device = rows.first.flatMap { DeviceKind(rawValue: $0.device) }
        var heading = title
        if let device { heading += " (\(device.title))" }
        if befores.count == 1, let before = befores.first {
            heading += ": \(before) legible sensitive cells on screen before each event"
            if windowBefores.count == 1, let window = windowBefores.first, window != before {
                heading += " (window-away: \(window) in the window that goes)"
            }
        } else if befores.isEmpty, windowBefores.count == 1, let window = windowBefores.first {
            heading += ": \(window) legible sensitive cells in the window that goes, before it goes"
        }
        let showBefore = befores.count > 1
        let showsVersion = rows.contains { $0.ios != nil }
        let showsAPI = rows.contains { $0.androidAPI != nil }
        let showsNav = rows.contains { $0.androidNav != nil }
        let strategyWidth = max(8, strategies.map(\.strategy.count).max() ?? 0)
        let hostWidth = max(4, strategies.map(\.label.count).max() ?? 0)

        var header1 = "".padded(to: strategyWidth + 2 + hostWidth)
        var header2 = "strategy".padded(to: strategyWidth) + "  " + "host".padded(to: hostWidth)
        /// A column named on the second header line alone, `width` wide: right-aligned as its
        /// numbers are, or left-aligned as its words are.
        func addColumn(_ name: String, width: Int, alignedRight: Bool = true) {
            header1 += "  " + "".padded(to: width)
            header2 += "  " + (alignedRight ? name.leftPadded(to: width) : name.padded(to: width))
        }
        if showsVersion { addColumn("iOS", width: 3) }
        if showsAPI { addColumn("API", width: 3) }
        if showsNav { addColumn("nav", width: 7, alignedRight: false) }
        if showBefore { addColumn("before", width: 6) }
        let cardTitle = "legible sensitive cells in the card"
        let cardWidths = widened(cardEvents.map { max($0.column.count, 4) }, under: cardTitle)
        let cardGroup = cardWidths.reduce(0) { $0 + $1 + 2 }
        if !cardEvents.isEmpty { header1 += "  " + cardTitle.padded(to: cardGroup - 2) }
        for (event, width) in zip(cardEvents, cardWidths) {
            header2 += "  " + event.column.leftPadded(to: width)
        }
        let interruptionTitle = "cover during"
        let interruptionWidths = widened(
            interruptionEvents.map { max($0.column.count, 5) }, under: interruptionTitle)
        let interruptionGroup = interruptionWidths.reduce(0) { $0 + $1 + 2 }
        if !interruptionEvents.isEmpty {
            header1 += "  " + interruptionTitle.padded(to: interruptionGroup - 2)
        }
        for (event, width) in zip(interruptionEvents, interruptionWidths) {
            header2 += "  " + event.column.leftPadded(to: width)
        }
        if showsReturn {
            header1 += "  " + "cover after"
            header2 += "  " + "return".leftPadded(to: 11)
        }
        // A cost beside the leaks, shown where a strategy pays it.
        let showsScreenshots = rows.contains(where: \.blocksScreenshots)
        if showsScreenshots {
            header1 += "  " + "user's"
            header2 += "  " + "screenshots"
        }
        // What the code did to the app besides covering it, over the strategy's runs.
        let effectWidth = rows.map { sideEffectsCell($0.sideEffects ?? []).count }.max() ?? 0
        let showsEffects = rows.contains { !($0.sideEffects ?? []).isEmpty }
        if showsEffects {
            header1 += "  " + "side effects".padded(to: max(effectWidth, 12))
            header2 += "  " + String(repeating: " ", count: max(effectWidth, 12))
        }
        let showsFields = rows.contains { !($0.fields ?? []).isEmpty }
        if showsFields { header2 += "  " + "fields legible in a card" }

        var lines = [heading, header1.trailingSpacesRemoved, header2]
        for key in strategies {
            let mine = rows.filter { StrategyKey($0) == key }
            func row(_ event: AuditEvent) -> AuditRow? { mine.first { $0.event == event.rawValue } }
            var line = key.strategy.padded(to: strategyWidth) + "  " + key.label.padded(to: hostWidth)
            if showsVersion { line += "  " + (key.ios.map(String.init) ?? "-").leftPadded(to: 3) }
            if showsAPI { line += "  " + (key.androidAPI.map(String.init) ?? "-").leftPadded(to: 3) }
            if showsNav { line += "  " + (key.androidNav ?? "-").padded(to: 7) }
            if showBefore { line += "  " + String(mine.first?.sensitiveCellsBefore ?? 0).leftPadded(to: 6) }
            for (event, width) in zip(cardEvents, cardWidths) {
                let text =
                    row(event).map {
                        $0.isNotMeasured ? "n/a" : $0.legibleSensitiveCells.map(String.init) ?? "-"
                    }
                    ?? "n/a"
                line += "  " + text.leftPadded(to: width)
            }
            for (event, width) in zip(interruptionEvents, interruptionWidths) {
                let text =
                    row(event).map { $0.coverDuringInterruption.map { $0 ? "cover" : "-" } ?? "-" } ?? "n/a"
                line += "  " + text.leftPadded(to: width)
            }
            if showsReturn { line += "  " + afterReturn(mine).leftPadded(to: 11) }
            if showsScreenshots {
                line +=
                    "  " + (mine.contains(where: \.blocksScreenshots) ? "blocked" : "-").leftPadded(to: 11)
            }
            if showsEffects {
                let effects = SideEffect.allCases.filter { effect in
                    mine.contains { ($0.sideEffects ?? []).contains(effect) }
                }
                line += "  " + sideEffectsCell(effects).padded(to: max(effectWidth, 12))
            }
            if showsFields { line += "  " + fieldsLegible(mine) }
            lines.append(line.trailingSpacesRemoved)
        }
        lines += notMeasured(rows)
        lines += warnings(rows)
        return lines.joined(separator: "\n") + "\n"
    }

    /// `key,keyboard,modal,voiceover`: the side effects, short; `-` for none.
    static func sideEffectsCell(_ effects: [SideEffect]) -> String {
        guard !effects.isEmpty else { return "-" }
        return effects.map {
            switch $0 {
            case .keyWindowLost: return "key"
            case .keyboardDismissed: return "keyboard"
            case .appModalDismissed: return "modal"
            case .voiceOverFocus: return "voiceover"
            }
        }.joined(separator: ",")
    }

    /// A line per reason a card was not measured, naming the events it applies to:
    /// `n/a (not measured) for home, lock: no snapshot: …`.
    static func notMeasured(_ rows: [AuditRow]) -> [String] {
        var reasons: [(reason: String, events: [String])] = []
        for row in rows {
            guard let reason = row.notMeasured else { continue }
            if let index = reasons.firstIndex(where: { $0.reason == reason }) {
                if !reasons[index].events.contains(row.event) { reasons[index].events.append(row.event) }
            } else {
                reasons.append((reason, [row.event]))
            }
        }
        let columns = Dictionary(uniqueKeysWithValues: cardEvents.map { ($0.rawValue, $0.column) })
        return reasons.map {
            let events = $0.events.map { columns[$0] ?? $0 }.joined(separator: ", ")
            return TerminalSafeText.sanitized("n/a (not measured) for \(events): \($0.reason)")
        }
    }

    /// TN3187's warning under an `app` lifecycle section on a release that logs it (a row
    /// without a release ran on the current one): a warning, not a failure (MODEL §42).
    static func warnings(_ rows: [AuditRow]) -> [String] {
        let versions = rows.filter { row in
            row.lifecycle == LifecycleStyle.app.rawValue
                && DeviceKind(rawValue: row.device)?.runsUIKit == true
        }.map { $0.ios.flatMap(IOSVersion.init) ?? .current }
        return Set(versions).sorted().compactMap { $0.appLifecycleWarning.map { "warning: \($0)" } }
    }

    /// A strategy as the matrix ran it: its id, where its code lived, how it presented, and
    /// on which release when the audit names it.
    private struct StrategyKey: Equatable {
        let strategy: String
        let host: String?
        let presentation: String?
        let form: String?
        let ios: Int?
        let androidAPI: Int?
        let androidNav: String?

        /// The host column: `app-delegate`, `app-delegate, sheet`, `-`.
        let label: String

        init(_ row: AuditRow) {
            strategy = row.strategy
            host = row.host
            presentation = row.presentation
            form = row.form
            ios = row.ios
            androidAPI = row.androidAPI
            androidNav = row.androidNav
            let variant = row.variant
            label = variant == row.strategy ? "-" : String(variant.dropFirst(row.strategy.count + 2))
        }
    }

    /// Column widths with the first one widened so that a group's title fits above them (an
    /// audit narrowed to a few events).
    private static func widened(_ widths: [Int], under title: String) -> [Int] {
        let spanned = widths.reduce(0) { $0 + $1 + 2 } - 2
        guard !widths.isEmpty, title.count > spanned else { return widths }
        var widened = widths
        widened[0] += title.count - spanned
        return widened
    }

    /// The widest the fields column gets before it gives names only.
    static let fieldsWidth = 60

    /// The fields legible in any card of `rows`, each at its worst, leaking first:
    /// `2FA code 6 of 6 digits, recovery phrase 3 of 12 words`; names only (`+2` for more)
    /// when that is too wide; `-` when none is.
    static func fieldsLegible(_ rows: [AuditRow]) -> String {
        var worst: [FieldLeak] = []
        for leak in rows.flatMap({ $0.fields ?? [] }) where leak.leaks {
            if let index = worst.firstIndex(where: { $0.name == leak.name }) {
                if leak.legibleCells > worst[index].legibleCells { worst[index] = leak }
            } else {
                worst.append(leak)
            }
        }
        guard !worst.isEmpty else { return "-" }
        let ordered = FieldLeak.leakingFirst(worst)
        let full = ordered.map { "\($0.name) \($0.amount)" }.joined(separator: ", ")
        if full.count <= fieldsWidth { return TerminalSafeText.sanitized(full) }
        var names = ""
        for (index, leak) in ordered.enumerated() {
            let more = ordered.count - index - 1
            let next = names.isEmpty ? leak.name : names + ", " + leak.name
            if next.count + (more > 0 ? 4 : 0) > fieldsWidth {
                return TerminalSafeText.sanitized("\(names), +\(ordered.count - index)")
            }
            names = next
        }
        return TerminalSafeText.sanitized(names)
    }

    /// The longest stay over the events that return to the app, or `stuck`.
    private static func afterReturn(_ rows: [AuditRow]) -> String {
        if rows.contains(where: \.stuck) { return "stuck" }
        guard let longest = rows.compactMap(\.coverAfterReturnSeconds).max() else { return "-" }
        return Interval.seconds(longest).description
    }
}

extension String {
    fileprivate var trailingSpacesRemoved: String {
        String(self.reversed().drop { $0 == " " }.reversed())
    }
}
