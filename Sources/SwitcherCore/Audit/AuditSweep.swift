/// The audit against one timing of the model: the same (possibly narrowed) matrix run once per
/// value, to see where a leak starts — the 0.5 s fades caught part way by a short gap.
extension Audit {
    /// `--sweep NAME=FROM..TO:STEP`: a `SystemTimings` parameter and the values it takes,
    /// FROM, FROM + STEP, … up to TO.
    public struct Sweep: Hashable, Sendable {
        /// The parameter's name, one of `SystemTimings.parameters`.
        public let timing: String
        public let values: [Interval]

        /// Each value runs the whole plan again: more than this is surely a typo in the step.
        public static let maximumValues = 200

        public init(timing: String, from: Interval, to: Interval, step: Interval) throws(PlanError) {
            try Audit.checkTimingName(timing, in: "--sweep")
            guard step > .zero else {
                throw PlanError(description: "the step of --sweep \(timing) must be more than 0s")
            }
            guard from <= to else {
                throw PlanError(
                    description:
                        "--sweep \(timing) goes from \(from) down to \(to) (expected FROM no more than TO)")
            }
            let count = (to.microseconds - from.microseconds) / step.microseconds + 1
            guard count <= Int64(Sweep.maximumValues) else {
                throw PlanError(
                    description:
                        "--sweep \(timing) from \(from) to \(to) by \(step) gives \(count) values"
                        + " (at most \(Sweep.maximumValues); take a larger step)")
            }
            self.timing = timing
            values = (0..<count).map { Interval(microseconds: from.microseconds + $0 * step.microseconds) }
        }

        /// Reads `NAME=FROM..TO:STEP`, durations as tapes write them: `lockToBackground=0ms..600ms:50ms`.
        public init(parsing text: String) throws(PlanError) {
            let form = "expected NAME=FROM..TO:STEP, e.g. lockToBackground=0ms..600ms:50ms"
            guard let equals = text.firstIndex(of: "=") else {
                throw PlanError(description: "bad --sweep '\(text)' (\(form))")
            }
            let name = String(text[..<equals])
            try Audit.checkTimingName(name, in: "--sweep")
            let range = text[text.index(after: equals)...]
            guard let dots = range.range(of: ".."), let colon = range.lastIndex(of: ":"),
                dots.upperBound <= colon
            else {
                throw PlanError(description: "bad --sweep '\(text)' (\(form))")
            }
            let from = try Audit.duration(String(range[..<dots.lowerBound]), in: "--sweep \(name)")
            let to = try Audit.duration(String(range[dots.upperBound..<colon]), in: "--sweep \(name)")
            let step = try Audit.duration(String(range[range.index(after: colon)...]), in: "--sweep \(name)")
            try self.init(timing: name, from: from, to: to, step: step)
        }
    }

    /// One run of a sweep: the value the timing had, and the row the run gave.
    public struct SweptRow: Hashable, Sendable {
        public let timing: String
        public let value: Interval
        public let row: AuditRow

        public init(timing: String, value: Interval, row: AuditRow) {
            self.timing = timing
            self.value = value
            self.row = row
        }

        /// The row's own keys in their order, then `"sweep": {"timing": NAME, "seconds": S}`.
        /// Rows of an audit that sweeps nothing have no `sweep` key at all.
        public var json: OrderedJSON {
            let sweep = OrderedJSON.object([
                .init("timing", .string(timing)), .init("seconds", .number(value.seconds)),
            ])
            guard case .object(let members) = row.json else { return row.json }
            return .object(members + [.init("sweep", sweep)])
        }
    }

    /// Runs `plan` once per value of the sweep, its other timings as the plan has them: rows
    /// ordered by value, then as `run` orders them.
    public static func run(_ plan: Plan, sweeping sweep: Sweep, catalog: AssetCatalog) throws(PlanError)
        -> [SweptRow]
    {
        var swept: [SweptRow] = []
        try run(plan, sweeping: sweep, catalog: catalog) { swept += $0 }
        return swept
    }

    /// The same, each value's rows handed to `body` as soon as they are measured, so that a
    /// long sweep can be written out without being held whole.
    public static func run(
        _ plan: Plan, sweeping sweep: Sweep, catalog: AssetCatalog, each body: ([SweptRow]) -> Void
    ) throws(PlanError) {
        for value in sweep.values {
            var valued = plan
            valued.timings[name: sweep.timing] = value
            body(
                try run(valued, catalog: catalog).map {
                    SweptRow(timing: sweep.timing, value: value, row: $0)
                })
        }
    }

    /// Reads `--timing NAME=DURATION`: `lockToBackground=500ms`.
    public static func timingSetting(parsing text: String) throws(PlanError) -> (
        name: String, value: Interval
    ) {
        guard let equals = text.firstIndex(of: "=") else {
            throw PlanError(
                description: "bad --timing '\(text)' (expected NAME=DURATION, e.g. lockToBackground=500ms)")
        }
        let name = String(text[..<equals])
        try checkTimingName(name, in: "--timing")
        return (name, try duration(String(text[text.index(after: equals)...]), in: "--timing \(name)"))
    }

    private static func checkTimingName(_ name: String, in flag: String) throws(PlanError) {
        let names = SystemTimings.parameters.map(\.name)
        guard names.contains(name) else {
            throw PlanError(
                description:
                    "unknown timing '\(name)' for \(flag) (expected one of \(names.joined(separator: ", ")))")
        }
    }

    private static func duration(_ text: String, in context: String) throws(PlanError) -> Interval {
        guard let interval = Interval(written: text) else {
            throw PlanError(
                description:
                    "bad duration '\(text)' in \(context) (expected e.g. 500ms, 1.5s or 2s, at most 3600s)")
        }
        return interval
    }
}
