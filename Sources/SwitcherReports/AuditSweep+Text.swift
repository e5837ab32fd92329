import SwitcherCore

extension Audit.Sweep {
    /// The value as the chart and messages write it: `0.250s`, `1.50`.
    public func label(_ value: Double) -> String {
        isContrast
            ? Audit.Sweep.ratioLabel(value)
            : SweepChart.labeller(values.map(Interval.seconds))(.seconds(value))
    }

    public static func ratioLabel(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        return "\(hundredths / 100).\(String(hundredths % 100).leftPadded(to: 2, with: "0"))"
    }
}

extension Audit.SweptRow {
    /// The row's own keys in their order, then `"sweep": {"timing": NAME, "seconds": S}`
    /// (`{"legibleContrast": R}` for the contrast). Rows of an audit that sweeps nothing
    /// have no `sweep` key at all.
    public var json: OrderedJSON {
        let sweep =
            timing == Audit.Sweep.contrastName
            ? OrderedJSON.object([.init("legibleContrast", .number(value))])
            : OrderedJSON.object([.init("timing", .string(timing)), .init("seconds", .number(value))])
        guard case .object(let members) = row.json else { return row.json }
        return .object(members + [.init("sweep", sweep)])
    }
}
