import SwitcherCore

/// A sweep as text: the legible sensitive cells in the card against the timing's value, one
/// series per strategy (and device, lifecycle, event where they vary).
///
/// With several series, a table first gives each one a line of block glyphs, a glyph per
/// value (`·` is 0: nothing legible; `█` is everything). Then each series whose count changes
/// over the sweep (or the only one) gets a bar per value, 40 cells for every sensitive cell on
/// screen before the event, the timing's default marked. Series that differ only in the
/// lifecycle style and give the same counts are shown once.
public enum SweepChart {
    /// The bar of a count equal to the sensitive cells on screen before the event.
    static let barWidth = 40
    static let levels: [Character] = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]
    static let eighths: [String] = ["", "▏", "▎", "▍", "▌", "▋", "▊", "▉"]

    /// One line of the chart: a strategy on a device through an event, in one or more
    /// lifecycle styles that gave the same counts, a count per value of the sweep.
    struct Series {
        var device: String
        var strategy: String
        var event: String
        var lifecycles: [String]
        /// nil: not measured.
        var counts: [Int?]

        var lifecycleLabel: String { lifecycles.joined(separator: ", ") }
        var varies: Bool { Set(counts).count > 1 }
    }

    /// `model`: the parameter's value everywhere else (its default), marked on the bars.
    public static func render(_ rows: [Audit.SweptRow], sweep: Audit.Sweep, model: Double) -> String {
        let (series, withoutCard) = Self.series(rows, values: sweep.values)
        let scale = max(1, rows.map(\.row.sensitiveCellsBefore).max() ?? 1)
        var lines = heading(sweep, model: model)

        // What every series shares goes in the heading; what varies gets a column.
        let devices = distinct(series.map(\.device))
        let strategies = distinct(series.map(\.strategy))
        let events = distinct(series.map(\.event))
        let lifecycles = distinct(series.map(\.lifecycleLabel))
        var shared: [String] = []
        if devices.count == 1, let device = devices.first {
            shared.append(DeviceKind(rawValue: device).map { "\(device) (\($0.title))" } ?? device)
        }
        if strategies.count == 1, let strategy = strategies.first { shared.append(strategy) }
        if events.count == 1, let event = events.first { shared.append(event) }
        if lifecycles.count == 1, let first = series.first {
            shared.append(
                first.lifecycles.count == 1
                    ? "\(first.lifecycleLabel) lifecycle"
                    : "\(first.lifecycles.joined(separator: " and ")) lifecycles alike")
        }
        if !shared.isEmpty { lines.append(shared.joined(separator: " · ")) }
        let befores = Set(rows.map(\.row.sensitiveCellsBefore))
        lines.append(
            "legible sensitive cells in the card, of "
                + (befores.count == 1 ? "\(scale) on screen" : "those on screen") + " before the event")

        var columns = ["strategy"]
        if devices.count > 1 { columns.append("device") }
        if lifecycles.count > 1 { columns.append("lifecycle") }
        if events.count > 1 { columns.append("event") }
        func label(_ line: Series) -> [String] {
            columns.map {
                switch $0 {
                case "strategy": return line.strategy
                case "device": return line.device
                case "lifecycle": return line.lifecycleLabel
                default: return line.event
                }
            }
        }

        if series.count > 1 {
            lines.append("")
            lines += overview(
                series, columns: columns, labels: series.map(label), sweep: sweep, scale: scale)
        }
        for line in series where line.varies || series.count == 1 {
            lines.append("")
            if series.count > 1 { lines.append(label(line).joined(separator: " · ")) }
            lines += bars(line, sweep: sweep, model: model, scale: scale)
        }
        if series.isEmpty {
            lines.append("")
            lines.append("Nothing to plot.")
        }
        let reasons = AuditTable.notMeasured(rows.map(\.row))
        if !reasons.isEmpty {
            lines.append("")
            lines += reasons
        }
        if !withoutCard.isEmpty {
            lines.append("")
            let events = withoutCard.joined(separator: ", ")
            lines.append("No card to count after \(events): see --json for the cover measures.")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `Sweep of lockToBackground (lock: …)`, then
    /// `0.000s to 0.600s by 0.050s: 13 values (default 0.300s)`.
    static func heading(_ sweep: Audit.Sweep, model: Double) -> [String] {
        let help =
            sweep.isContrast
            ? " (the contrast ratio at which a sensitive glyph counts as legible)"
            : SystemTimings.parameters.first { $0.name == sweep.timing }.map { " (\($0.help))" } ?? ""
        let values = sweep.values
        let label = sweep.label
        var range = ""
        if let first = values.first, let last = values.last {
            let step = label((values.count > 1 ? values[1] : first) - first)
            range =
                values.count > 1
                ? "\(label(first)) to \(label(last)) by \(step): \(values.count) values"
                : "\(label(first)) only"
        }
        let standard = sweep.isContrast ? Audit.Sweep.ratioLabel(model) : Interval.seconds(model).description
        return ["Sweep of \(sweep.timing)\(help)", "\(range) (default \(standard))"]
    }

    /// The series in the rows' order, series that differ only in lifecycle and not in their
    /// counts merged; and the events that have no card to count.
    static func series(_ rows: [Audit.SweptRow], values: [Double]) -> (
        series: [Series], withoutCard: [String]
    ) {
        var counts: [[String]: [Int?]] = [:]
        var keys: [[String]] = []
        var withoutCard: [String] = []
        for swept in rows {
            let row = swept.row
            let legible = row.legibleSensitiveCells
            if legible == nil && !row.isNotMeasured {
                if !withoutCard.contains(row.event) { withoutCard.append(row.event) }
                continue
            }
            guard let index = values.firstIndex(of: swept.value) else { continue }
            let key = [row.device, row.lifecycle, row.variant, row.event]
            if counts[key] == nil {
                counts[key] = Array(repeating: 0, count: values.count)
                keys.append(key)
            }
            counts[key]?[index] = legible
        }
        var merged: [Series] = []
        for key in keys {
            let series = Series(
                device: key[0], strategy: key[2], event: key[3], lifecycles: [key[1]],
                counts: counts[key] ?? [])
            if let same = merged.firstIndex(where: {
                $0.device == series.device && $0.strategy == series.strategy && $0.event == series.event
                    && $0.counts == series.counts
            }) {
                merged[same].lifecycles.append(key[1])
            } else {
                merged.append(series)
            }
        }
        // Device, strategy, event, as the audit's rows come; a split lifecycle after its first.
        let order = { (values: [String]) in Dictionary(zip(values, values.indices)) { first, _ in first } }
        let deviceOrder = order(keys.map { $0[0] })
        let strategyOrder = order(keys.map { $0[2] })
        let eventOrder = order(AuditEvent.allCases.map(\.rawValue))
        let position = { (s: Series) in
            [deviceOrder[s.device] ?? 0, strategyOrder[s.strategy] ?? 0, eventOrder[s.event] ?? 0]
        }
        let sorted = merged.enumerated().sorted {
            let (a, b) = (position($0.element), position($1.element))
            return a == b ? $0.offset < $1.offset : a.lexicographicallyPrecedes(b)
        }
        return (sorted.map(\.element), withoutCard)
    }

    /// A line per series: its label, a glyph per value, and where it starts and ends.
    static func overview(
        _ series: [Series], columns: [String], labels: [[String]], sweep: Audit.Sweep, scale: Int
    )
        -> [String]
    {
        let widths = columns.indices.map { column in
            max(columns[column].count, labels.map { $0[column].count }.max() ?? 0)
        }
        let values = sweep.values
        let label = sweep.label
        var span = values.first.map(label) ?? ""
        if let first = values.first, let last = values.last, values.count > 1 {
            span = "\(label(first)) → \(label(last))"
        }
        let sparkWidth = max(span.count, values.count)
        var lines = [(zip(columns, widths).map { $0.padded(to: $1) } + [span]).joined(separator: "  ")]
        for (line, parts) in zip(series, labels) {
            let spark = String(line.counts.map { glyph($0, scale: scale) })
            let text = { (count: Int??) in count.map { $0.map(String.init) ?? "n/a" } ?? "0" }
            let first = text(line.counts.first)
            let last = text(line.counts.last)
            let summary = line.varies ? "\(first) to \(last)" : "\(first) throughout"
            lines.append(
                (zip(parts, widths).map { $0.padded(to: $1) } + [spark.padded(to: sparkWidth), summary])
                    .joined(separator: "  "))
        }
        return lines
    }

    /// A row per value: the value, the count and its bar; the default marked.
    static func bars(_ series: Series, sweep: Audit.Sweep, model: Double, scale: Int) -> [String] {
        let label = sweep.label
        let valueWidth = max(sweep.timing.count, sweep.values.map { label($0).count }.max() ?? 0)
        var lines = [sweep.timing.padded(to: valueWidth) + "  legible"]
        for (value, count) in zip(sweep.values, series.counts) {
            var line =
                label(value).leftPadded(to: valueWidth) + "  "
                + (count.map(String.init) ?? "n/a").leftPadded(to: 7)
            line += "  " + (count.map { bar($0, scale: scale) } ?? "")
            if value == model { line = line.padded(to: valueWidth + 11 + barWidth) + "  ◂ default" }
            lines.append(String(line.reversed().drop { $0 == " " }.reversed()))
        }
        return lines
    }

    /// `barWidth` cells for `scale`, in eighths of a cell; any count above 0 shows.
    static func bar(_ count: Int, scale: Int) -> String {
        guard count > 0 else { return "" }
        let fraction = min(Double(count) / Double(scale), 1)
        let eighthsWide = max(1, Int((fraction * Double(barWidth * 8)).rounded()))
        return String(repeating: "█", count: eighthsWide / 8) + eighths[eighthsWide % 8]
    }

    /// `·` for 0, else one of eight heights, the lowest for any count above 0; `?` for a
    /// count not measured.
    static func glyph(_ count: Int?, scale: Int) -> Character {
        guard let count else { return "?" }
        guard count > 0 else { return "·" }
        let level = Int((min(Double(count) / Double(scale), 1) * 8).rounded(.up))
        return levels[min(max(level, 1), 8) - 1]
    }

    /// How the sweep's values are written: in milliseconds as the timeline writes them
    /// (`0.050s`), or with as many more digits as tell them apart (`0.0005s`, `0.000125s`), so
    /// that a step below a millisecond never gives two rows the same label.
    static func labeller(_ values: [Interval]) -> (Interval) -> String {
        var digits = 3
        var unit: Int64 = 1000
        while digits < 6, values.contains(where: { $0.microseconds % unit != 0 }) {
            digits += 1
            unit /= 10
        }
        guard digits > 3 else { return \.description }
        return { value in
            let sign = value.microseconds < 0 ? "-" : ""
            let units = abs(value.microseconds) / unit
            let scale = Int64(pow10(digits))
            return "\(sign)\(units / scale).\(String(units % scale).leftPadded(to: digits, with: "0"))s"
        }
    }

    private static func pow10(_ n: Int) -> Int { (0..<n).reduce(1) { result, _ in result * 10 } }

    private static func distinct(_ values: [String]) -> [String] {
        values.reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
    }
}
