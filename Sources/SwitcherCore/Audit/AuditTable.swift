/// The audit as aligned text: one section per device and lifecycle, one line per strategy.
///
/// Card columns give the legible sensitive cells in the card the user sees after the event
/// (0 is safe). Interruption columns say whether the cover was up while Control Center,
/// Notification Center, a call banner or Face ID was (`cover`, or `-`). The last column is
/// the longest the cover stayed after the app became active again, over every event that
/// returns to the app, or `stuck`. `n/a`: the device has no such event.
public enum AuditTable {
    static let cardEvents: [(AuditEvent, String)] = [
        (.home, "home"), (.switcher, "switcher"), (.switcherSelectOther, "other"), (.appSwitch, "app-switch"),
        (.lock, "lock"), (.return, "return"),
    ]
    static let interruptionEvents: [(AuditEvent, String)] = [
        (.controlCenter, "CC"), (.notificationCenter, "NC"), (.call, "call"), (.faceID, "face-id"),
    ]

    public static func render(_ rows: [AuditRow]) -> String {
        var sections: [(key: String, rows: [AuditRow])] = []
        for row in rows {
            let key = "\(row.device) · \(row.lifecycle)"
            if let index = sections.firstIndex(where: { $0.key == key }) {
                sections[index].rows.append(row)
            } else {
                sections.append((key, [row]))
            }
        }
        return sections.map { renderSection(title: $0.key, rows: $0.rows) }.joined(separator: "\n")
    }

    private static func renderSection(title: String, rows: [AuditRow]) -> String {
        // One line per strategy and host, in the order they ran.
        let strategies = rows.map { StrategyKey($0) }.reduce(into: [StrategyKey]()) {
            if !$0.contains($1) { $0.append($1) }
        }
        let befores = Set(rows.map(\.sensitiveCellsBefore))
        let device = rows.first.flatMap { DeviceKind(rawValue: $0.device) }
        var heading = title
        if let device { heading += " (\(device.title))" }
        if befores.count == 1, let before = befores.first {
            heading += ": \(before) legible sensitive cells on screen before each event"
        }
        let showBefore = befores.count > 1
        let strategyWidth = max(8, strategies.map(\.strategy.count).max() ?? 0)
        let hostWidth = max(4, strategies.map(\.label.count).max() ?? 0)

        var header1 = "".padded(to: strategyWidth + 2 + hostWidth)
        var header2 = "strategy".padded(to: strategyWidth) + "  " + "host".padded(to: hostWidth)
        if showBefore {
            header1 += "  " + "".padded(to: 6)
            header2 += "  " + "before".leftPadded(to: 6)
        }
        let cardWidths = cardEvents.map { max($0.1.count, 4) }
        let cardGroup = cardWidths.reduce(0) { $0 + $1 + 2 }
        header1 += "  " + "legible sensitive cells in the card".padded(to: cardGroup - 2)
        for ((_, name), width) in zip(cardEvents, cardWidths) { header2 += "  " + name.leftPadded(to: width) }
        let interruptionWidths = interruptionEvents.map { max($0.1.count, 5) }
        let interruptionGroup = interruptionWidths.reduce(0) { $0 + $1 + 2 }
        header1 += "  " + "cover during".padded(to: interruptionGroup - 2)
        for ((_, name), width) in zip(interruptionEvents, interruptionWidths) {
            header2 += "  " + name.leftPadded(to: width)
        }
        header1 += "  " + "cover after"
        header2 += "  " + "return".leftPadded(to: 11)

        var lines = [heading, header1.trailingSpacesRemoved, header2]
        for key in strategies {
            let mine = rows.filter { StrategyKey($0) == key }
            func row(_ event: AuditEvent) -> AuditRow? { mine.first { $0.event == event.rawValue } }
            var line = key.strategy.padded(to: strategyWidth) + "  " + key.label.padded(to: hostWidth)
            if showBefore { line += "  " + String(mine.first?.sensitiveCellsBefore ?? 0).leftPadded(to: 6) }
            for ((event, _), width) in zip(cardEvents, cardWidths) {
                let text = row(event).map { $0.legibleSensitiveCells.map(String.init) ?? "-" } ?? "n/a"
                line += "  " + text.leftPadded(to: width)
            }
            for ((event, _), width) in zip(interruptionEvents, interruptionWidths) {
                let text =
                    row(event).map { $0.coverDuringInterruption.map { $0 ? "cover" : "-" } ?? "-" } ?? "n/a"
                line += "  " + text.leftPadded(to: width)
            }
            line += "  " + afterReturn(mine).leftPadded(to: 11)
            lines.append(line)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A strategy as the matrix ran it: its id, where its code lived, how it presented.
    private struct StrategyKey: Equatable {
        let strategy: String
        let host: String?
        let presentation: String?

        init(_ row: AuditRow) {
            strategy = row.strategy
            host = row.host
            presentation = row.presentation
        }

        /// The host column: `app-delegate`, `app-delegate, sheet`, `-`.
        var label: String {
            let presents = presentation.map { $0 == ModalPresentation.automatic.rawValue ? "sheet" : $0 }
            return [host ?? "-", presents].compactMap { $0 }.joined(separator: ", ")
        }
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
