/// The audit against one timing of the model: the same (possibly narrowed) matrix run once per
/// value, to see where a leak starts — the 0.5 s fades caught part way by a short gap.
extension Audit {
    /// `--sweep NAME=FROM..TO:STEP`: a `SystemTimings` parameter, or the legibility's
    /// contrast ratio (`legibleContrast`), and the values it takes, FROM, FROM + STEP, … up to TO.
    public struct Sweep: Hashable, Sendable {
        /// The parameter's name: one of `SystemTimings.parameters`, or `legibleContrast`.
        public let timing: String
        /// The values in the parameter's unit: seconds for a timing, a ratio for the contrast.
        public let values: [Double]

        /// The name that sweeps the contrast ratio at which a glyph counts as legible.
        public static let contrastName = "legibleContrast"
        /// Each value runs the whole plan again: more than this is surely a typo in the step.
        public static let maximumValues = 200

        /// Whether it sweeps the legibility's contrast rather than a timing.
        public var isContrast: Bool { timing == Sweep.contrastName }

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
            values = (0..<count).map {
                Interval(microseconds: from.microseconds + $0 * step.microseconds).seconds
            }
        }

        /// The contrast ratio from `from` to `to` by `step`, in hundredths.
        public init(contrastFrom from: Double, to: Double, step: Double) throws(PlanError) {
            let name = Sweep.contrastName
            let range = Legibility.contrastRange
            let hundredths = { (value: Double) in Int((value * 100).rounded()) }
            guard range.contains(from), range.contains(to) else {
                throw PlanError(
                    description: "--sweep \(name) goes outside 1 to 21, the contrast ratios there are")
            }
            guard hundredths(step) > 0 else {
                throw PlanError(description: "the step of --sweep \(name) must be at least 0.01")
            }
            guard from <= to else {
                throw PlanError(
                    description:
                        "--sweep \(name) goes from \(from) down to \(to) (expected FROM no more than TO)")
            }
            let count = (hundredths(to) - hundredths(from)) / hundredths(step) + 1
            guard count <= Sweep.maximumValues else {
                throw PlanError(
                    description:
                        "--sweep \(name) from \(from) to \(to) by \(step) gives \(count) values"
                        + " (at most \(Sweep.maximumValues); take a larger step)")
            }
            timing = name
            values = (0..<count).map { Double(hundredths(from) + $0 * hundredths(step)) / 100 }
        }

        /// Reads `NAME=FROM..TO:STEP`, durations as tapes write them: `lockToBackground=0ms..600ms:50ms`,
        /// ratios as numbers: `legibleContrast=1..3:0.25`.
        public init(parsing text: String) throws(PlanError) {
            let form = "expected NAME=FROM..TO:STEP, e.g. lockToBackground=0ms..600ms:50ms"
            guard let equals = text.firstIndex(of: "=") else {
                throw PlanError(description: "bad --sweep '\(text)' (\(form))")
            }
            let name = String(text[..<equals])
            if name != Sweep.contrastName { try Audit.checkTimingName(name, in: "--sweep") }
            let range = text[text.index(after: equals)...]
            guard let dots = range.range(of: ".."), let colon = range.lastIndex(of: ":"),
                dots.upperBound <= colon
            else {
                throw PlanError(description: "bad --sweep '\(text)' (\(form))")
            }
            let parts = [
                String(range[..<dots.lowerBound]), String(range[dots.upperBound..<colon]),
                String(range[range.index(after: colon)...]),
            ]
            if name == Sweep.contrastName {
                var ratios: [Double] = []
                for part in parts {
                    guard Interval.isDecimal(Substring(part)), let ratio = Double(part) else {
                        throw PlanError(
                            description:
                                "bad ratio '\(part)' in --sweep \(name) (expected a number, e.g. 1.5)")
                    }
                    ratios.append(ratio)
                }
                try self.init(contrastFrom: ratios[0], to: ratios[1], step: ratios[2])
                return
            }
            let from = try Audit.duration(parts[0], in: "--sweep \(name)")
            let to = try Audit.duration(parts[1], in: "--sweep \(name)")
            let step = try Audit.duration(parts[2], in: "--sweep \(name)")
            try self.init(timing: name, from: from, to: to, step: step)
        }

        /// The plan with the parameter at `value`.
        func applied(_ value: Double, to plan: Plan) -> Plan {
            var valued = plan
            if isContrast {
                valued.settings.legibility.minimumContrast = value
            } else {
                valued.settings.timings[name: timing] = .seconds(value)
            }
            return valued
        }

        /// The parameter's value in `plan`.
        public func value(in plan: Plan) -> Double {
            isContrast
                ? plan.settings.legibility.minimumContrast
                : (plan.settings.timings[name: timing] ?? .zero).seconds
        }
    }

    /// One run of a sweep: the value the parameter had, and the row the run gave.
    public struct SweptRow: Hashable, Sendable {
        public let timing: String
        public let value: Double
        public let row: AuditRow
    }

    /// Runs `plan` once per value of the sweep, its other settings as the plan has them: rows
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
            body(
                try run(sweep.applied(value, to: plan), catalog: catalog).map {
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
            let names = flag == "--sweep" ? names + [Sweep.contrastName] : names
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
