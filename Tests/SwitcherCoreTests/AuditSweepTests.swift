import Foundation
import SwitcherTestSupport
import Testing

@testable import SwitcherCore
@testable import SwitcherReports

/// The audit against one timing: the notation of `--timing` and `--sweep`, the sweep's rows,
/// their JSON and the chart.
@Suite struct AuditSweepTests {
    static let ms = Interval.milliseconds
    /// Milliseconds as a sweep's values are written: seconds.
    static func s(_ milliseconds: Int) -> Double { Interval.milliseconds(milliseconds).seconds }

    // MARK: Notation

    @Test func durationsAreWrittenAsTapesWriteThem() {
        #expect(Interval(written: "500ms") == .milliseconds(500))
        #expect(Interval(written: "1.5s") == .milliseconds(1500))
        #expect(Interval(written: "0ms") == .zero)
        #expect(Interval(written: "3600s") == .seconds(3600))
        for bad in ["", "500", "ms", "1.5.0s", "-1s", "1e3ms", "3601s", ".5s", "2min", " 1s"] {
            #expect(Interval(written: bad) == nil, "\(bad)")
        }
    }

    @Test func aSweepTakesEveryStepFromItsStartUpToItsEnd() throws {
        let lock = try Audit.Sweep(parsing: "lockToBackground=0ms..600ms:50ms")
        #expect(lock.timing == "lockToBackground")
        #expect(lock.values.count == 13)
        #expect(lock.values.first == 0 && lock.values.last == Self.s(600))
        #expect(lock.values[6] == Self.s(300))

        let seconds = try Audit.Sweep(parsing: "snapshotDelay=0.5s..1.5s:0.25s")
        #expect(seconds.values == [500, 750, 1000, 1250, 1500].map(Self.s))
        // An end the steps do not reach exactly: the last value is the one before it.
        let short = try Audit.Sweep(parsing: "homeToBackground=0ms..700ms:300ms")
        #expect(short.values == [0, 300, 600].map(Self.s))
        #expect(try Audit.Sweep(parsing: "cardZoom=1s..1s:1s").values == [Self.s(1000)])
        #expect(
            try Audit.Sweep(parsing: "sheetSlide=0ms..199ms:1ms").values.count == Audit.Sweep.maximumValues)
    }

    static let badSweeps: [(text: String, message: String)] = [
        ("lockToBackground", "bad --sweep 'lockToBackground' (expected NAME=FROM..TO:STEP"),
        ("lockToBackground=0ms..600ms", "bad --sweep 'lockToBackground=0ms..600ms'"),
        ("lockToBackground=0ms:50ms..600ms", "bad --sweep"),
        ("lockToBackground=0ms-600ms:50ms", "bad --sweep"),
        ("lock=0ms..600ms:50ms", "unknown timing 'lock' for --sweep (expected one of homeToBackground, "),
        ("=0ms..600ms:50ms", "unknown timing '' for --sweep"),
        ("lockToBackground=0..600ms:50ms", "bad duration '0' in --sweep lockToBackground"),
        ("lockToBackground=0ms..600ms:50", "bad duration '50' in --sweep lockToBackground"),
        ("lockToBackground=0ms..2h:50ms", "bad duration '2h'"),
        ("lockToBackground=0ms..600ms:0ms", "the step of --sweep lockToBackground must be more than 0s"),
        ("lockToBackground=600ms..0ms:50ms", "--sweep lockToBackground goes from 0.600s down to 0.000s"),
        ("sheetSlide=0ms..200ms:1ms", "gives 201 values (at most 200; take a larger step)"),
    ]

    @Test(arguments: badSweeps.indices)
    func aBadSweepSaysWhatIsWrong(_ index: Int) {
        let (text, message) = Self.badSweeps[index]
        #expect {
            try Audit.Sweep(parsing: text)
        } throws: { error in
            let description = (error as? Audit.PlanError)?.description ?? ""
            return description.hasPrefix(message) || description.contains(message)
        }
    }

    @Test func anUnknownTimingNamesEveryValidOne() throws {
        let error = #expect(throws: Audit.PlanError.self) { try Audit.timingSetting(parsing: "gap=1s") }
        for parameter in SystemTimings.parameters {
            #expect(error?.description.contains(parameter.name) == true, "\(parameter.name)")
        }
    }

    @Test func aTimingSettingIsANameAndADuration() throws {
        let setting = try Audit.timingSetting(parsing: "lockToBackground=500ms")
        #expect(setting.name == "lockToBackground" && setting.value == Self.ms(500))
        #expect(try Audit.timingSetting(parsing: "backgroundToSuspended=1.5s").value == Self.ms(1500))
        for (text, message) in [
            ("lockToBackground", "bad --timing 'lockToBackground' (expected NAME=DURATION"),
            ("lockToBackground=", "bad duration '' in --timing lockToBackground"),
            ("lockToBackground=fast", "bad duration 'fast' in --timing lockToBackground"),
            ("LockToBackground=1s", "unknown timing 'LockToBackground' for --timing"),
        ] {
            let error = #expect(throws: Audit.PlanError.self) { try Audit.timingSetting(parsing: text) }
            #expect(error?.description.hasPrefix(message) == true, "\(text): \(error?.description ?? "")")
        }
    }

    // MARK: Runs

    static func lockPlan(_ strategy: String) -> Audit.Plan {
        var plan = Audit.Plan()
        plan.devices = [.iphone]
        plan.lifecycles = [.scene]
        plan.hosts = [.sceneDelegate]
        plan.strategies = [strategy]
        plan.events = [.lock]
        return plan
    }

    static let lockSweep: Audit.Sweep = {
        do {
            return try Audit.Sweep(parsing: "lockToBackground=0ms..600ms:50ms")
        } catch {
            fatalError("\(error)")
        }
    }()

    @Test func theLockGapLeaksLessAsItPassesTheFade() throws {
        let swept = try Audit.run(
            Self.lockPlan("color-overlay"), sweeping: Self.lockSweep, catalog: ShippedAssets.catalog)
        #expect(swept.map(\.value) == Self.lockSweep.values)
        #expect(swept.allSatisfy { $0.timing == "lockToBackground" && $0.row.event == "lock" })
        let counts = swept.map { $0.row.legibleSensitiveCells ?? -1 }
        // No gap: the fade has not begun, everything is legible.
        #expect(counts.first == swept.first?.row.sensitiveCellsBefore)
        // The longer the gap, the further the 0.5 s fade, the less is legible...
        #expect(zip(counts, counts.dropFirst()).allSatisfy { $0 >= $1 })
        for (value, count) in zip(Self.lockSweep.values, counts) {
            // Late: half way through the fade nearly everything is still legible...
            if value <= Self.s(250) { #expect(count * 100 >= 118 * 85, "\(value)") }
            if value <= Self.s(300) { #expect(count > 0, "\(value)") }
            // ...and nothing once the gap is as long as the fade.
            if value >= Self.s(500) { #expect(count == 0, "\(value)") }
        }
        // At the model's own gap the sweep agrees with the plain audit.
        let plain = try Audit.run(Self.lockPlan("color-overlay"), catalog: ShippedAssets.catalog)
        #expect(
            swept.first { $0.value == SystemTimings.defaults.lockToBackground.seconds }?.row == plain.first)
    }

    @Test func theFixFromTheCommentsHoldsAtEveryGap() throws {
        let swept = try Audit.run(
            Self.lockPlan("overlay-completed-on-background"), sweeping: Self.lockSweep,
            catalog: ShippedAssets.catalog)
        #expect(swept.count == Self.lockSweep.values.count)
        #expect(swept.allSatisfy { $0.row.legibleSensitiveCells == 0 })
    }

    /// The comment's reading, assumed: the fix as written covers at every gap again.
    @Test func theReportedReadingMakesTheCommentsFixHold() throws {
        var plan = Self.lockPlan("overlay-finished-on-background")
        plan.settings.assumptions = [.setCompletesAnimation]
        let swept = try Audit.run(plan, sweeping: Self.lockSweep, catalog: ShippedAssets.catalog)
        #expect(swept.allSatisfy { $0.row.legibleSensitiveCells == 0 })
        let documented = try Audit.run(
            Self.lockPlan("overlay-finished-on-background"), sweeping: Self.lockSweep,
            catalog: ShippedAssets.catalog)
        #expect(documented.contains { ($0.row.legibleSensitiveCells ?? 0) > 0 })
    }

    /// The threshold swept: the higher the contrast asked for, the fewer glyphs count; at 1
    /// every sensitive glyph does.
    @Test func theContrastThresholdSweepsLikeATiming() throws {
        let sweep = try Audit.Sweep(parsing: "legibleContrast=1..3:0.5")
        #expect(sweep.isContrast && sweep.values == [1, 1.5, 2, 2.5, 3])
        #expect(sweep.label(1.5) == "1.50")
        var plan = Self.lockPlan("color-overlay")
        plan.events = [.lock, .appSwitch]
        let swept = try Audit.run(plan, sweeping: sweep, catalog: ShippedAssets.catalog)
        for event in ["lock", "app-switch"] {
            let counts = swept.filter { $0.row.event == event }.map { $0.row.legibleSensitiveCells ?? -1 }
            #expect(counts.count == 5)
            #expect(counts.first == 118)
            #expect(zip(counts, counts.dropFirst()).allSatisfy { $0 >= $1 }, "\(event): \(counts)")
        }
        let json = OrderedJSON.array(swept.prefix(1).map(\.json)).rendered
        #expect(json.contains("\"legibleContrast\": 1"))
        for bad in [
            "legibleContrast=0.5..2:0.5", "legibleContrast=1..2:0", "legibleContrast=2..1:0.5",
            "legibleContrast=1..x:1",
        ] {
            #expect(throws: Audit.PlanError.self, "\(bad)") { try Audit.Sweep(parsing: bad) }
        }
    }

    @Test func theOtherTimingsAreThePlans() throws {
        // A fast switch made slow: the sweep of the lock gap leaves it as the plan set it.
        var plan = Self.lockPlan("color-overlay")
        plan.events = [.appSwitch]
        plan.settings.timings.appSwitchToBackground = Self.ms(600)
        let swept = try Audit.run(plan, sweeping: Self.lockSweep, catalog: ShippedAssets.catalog)
        #expect(swept.allSatisfy { $0.row.legibleSensitiveCells == 0 })
    }

    // MARK: JSON

    @Test func sweptRowsCarryTheTimingAfterTheRowsOwnKeys() throws {
        let sweep = try Audit.Sweep(parsing: "lockToBackground=250ms..300ms:50ms")
        let swept = try Audit.run(
            Self.lockPlan("color-overlay"), sweeping: sweep, catalog: ShippedAssets.catalog)
        let text = OrderedJSON.array(swept.map(\.json)).rendered
        let objects = try #require(
            try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
        #expect(objects.count == 2)
        for (object, row) in zip(objects, swept) {
            let sweepObject = try #require(object["sweep"] as? [String: Any])
            #expect(sweepObject["timing"] as? String == "lockToBackground")
            #expect(sweepObject["seconds"] as? Double == row.value)
            #expect(Set(sweepObject.keys) == ["timing", "seconds"])
            #expect(object["legibleSensitiveCells"] as? Int == row.row.legibleSensitiveCells)
        }
        #expect(text.contains("\"seconds\": 0.25") && text.contains("\"seconds\": 0.3"))
        // The row's keys first, as a plain audit writes them, then the sweep.
        let first = text.components(separatedBy: "\"sweep\"")[0]
        let keys = [
            "strategy", "device", "lifecycle", "event", "legibleSensitiveCells", "sensitiveCellsBefore",
            "coverDuringInterruption", "coverAfterReturnSeconds", "stuck",
        ]
        let positions = keys.map { first.range(of: "\"\($0)\"")?.lowerBound }
        #expect(positions.allSatisfy { $0 != nil })
        #expect(positions.compactMap { $0 } == positions.compactMap { $0 }.sorted())
        // A plain audit's rows have no sweep key.
        #expect(!OrderedJSON.array(swept.map(\.row.json)).rendered.contains("sweep"))
    }

    @Test func anArrayWrittenElementByElementIsTheArrayRenderedWhole() throws {
        let sweep = try Audit.Sweep(parsing: "lockToBackground=250ms..300ms:50ms")
        let swept = try Audit.run(
            Self.lockPlan("color-overlay"), sweeping: sweep, catalog: ShippedAssets.catalog)
        let nested = OrderedJSON.object([
            .init("a", .array([.int(1), .object([.init("b", .string("x\ny"))])]))
        ])
        for elements in [[], [OrderedJSON.int(1)], swept.map(\.json), [nested, .array([]), .null]] {
            var text = ""
            var writer = OrderedJSON.ArrayWriter { text += $0 }
            for element in elements { writer.append(element) }
            writer.finish()
            #expect(text == OrderedJSON.array(elements).rendered)
        }
    }

    // MARK: Chart

    static func row(_ strategy: String, _ lifecycle: String, _ event: AuditEvent = .lock, legible: Int?)
        -> AuditRow
    {
        AuditRow(
            strategy: strategy, host: nil, presentation: nil, device: "iphone", lifecycle: lifecycle,
            event: event.rawValue,
            legibleSensitiveCells: legible, sensitiveCellsBefore: 118, coverDuringInterruption: nil,
            coverAfterReturnSeconds: 0, stuck: false)
    }

    /// A step below a millisecond is written with the digits that tell its values apart:
    /// no two rows with the same label.
    @Test func labelsShowThePrecisionOfTheirStep() throws {
        var plan = Audit.Plan()
        plan.devices = [.iphone]
        plan.strategies = ["none"]
        plan.lifecycles = [.scene]
        plan.events = [.lock]
        let sweep = try Audit.Sweep(parsing: "lockToBackground=300ms..301ms:0.25ms")
        let rows = try Audit.run(plan, sweeping: sweep, catalog: ShippedAssets.catalog)
        let chart = SweepChart.render(rows, sweep: sweep, model: 0.3)
        #expect(chart.contains("0.30000s to 0.30100s by 0.00025s: 5 values"), "\(chart)")
        // The rows of the bars: the value, then the count.
        let labels = chart.split(separator: "\n").filter { !$0.contains(" to ") }
            .compactMap { $0.split(separator: " ").first }.filter { $0.hasPrefix("0.30") }
        #expect(labels == ["0.30000s", "0.30025s", "0.30050s", "0.30075s", "0.30100s"])
        let micro = SweepChart.labeller([.zero, Interval(microseconds: 1)])
        #expect(micro(Interval(microseconds: 1_000_001)) == "1.000001s")
        // Whole milliseconds as ever.
        #expect(SweepChart.labeller([.milliseconds(50)])(.milliseconds(50)) == "0.050s")
    }

    @Test func theChartHasABarPerValueAndMarksTheDefault() throws {
        let swept = try Audit.run(
            Self.lockPlan("color-overlay"), sweeping: Self.lockSweep, catalog: ShippedAssets.catalog)
        let chart = SweepChart.render(swept, sweep: Self.lockSweep, model: Self.s(300))
        let lines = chart.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[0] == "Sweep of lockToBackground (lock: willResignActive to didEnterBackground)")
        #expect(lines[1] == "0.000s to 0.600s by 0.050s: 13 values (default 0.300s)")
        #expect(
            lines[2]
                == "iphone (iPhone with Face ID) · color-overlay @scene-delegate · lock · scene lifecycle")
        #expect(lines[3] == "legible sensitive cells in the card, of 118 on screen before the event")
        // One series: no overview, straight to the bars.
        let header = try #require(lines.firstIndex(of: "lockToBackground  legible"))
        let bars = Array(lines[(header + 1)...].prefix { !$0.isEmpty })
        #expect(bars.count == 13)
        for (line, row) in zip(bars, swept) {
            let count = row.row.legibleSensitiveCells ?? -1
            #expect(
                line.hasPrefix(
                    Interval.seconds(row.value).description.leftPadded(to: 16) + "  "
                        + String(count).leftPadded(to: 7)))
            // 40 cells for all 118: the bar's eighths of a cell follow the count.
            let eighths = line.reduce(0) { total, ch in
                total
                    + (ch == "█"
                        ? 8 : (["▏", "▎", "▍", "▌", "▋", "▊", "▉"].firstIndex(of: ch).map { $0 + 1 } ?? 0))
            }
            #expect(abs(Double(eighths) - Double(count) / 118 * 320) <= 1, "\(line)")
            #expect((count == 0) == (eighths == 0))
            #expect(line.hasSuffix("◂ default") == (row.value == Self.s(300)), "\(line)")
            #expect(line == String(line.reversed().drop { $0 == " " }.reversed()), "no trailing spaces")
        }
        #expect(bars[0].hasSuffix(String(repeating: "█", count: 40)))
        #expect(bars.last == "          0.600s        0")
    }

    @Test func seriesAliveInBothLifecyclesAreShownOnceAndVaryingOnesInDetail() throws {
        let sweep = try Audit.Sweep(parsing: "lockToBackground=0ms..300ms:100ms")
        var swept: [Audit.SweptRow] = []
        let counts: [(String, [Int])] = [
            ("none", [118, 118, 118, 118]), ("color-overlay", [118, 59, 1, 0]),
        ]
        for lifecycle in ["scene", "app"] {
            for (strategy, values) in counts {
                for (value, count) in zip(sweep.values, values) {
                    swept.append(
                        .init(
                            timing: sweep.timing, value: value,
                            row: Self.row(strategy, lifecycle, legible: count)))
                }
                for value in sweep.values {
                    swept.append(
                        .init(
                            timing: sweep.timing, value: value,
                            row: Self.row(strategy, lifecycle, .call, legible: nil)))
                }
            }
        }
        let chart = SweepChart.render(swept, sweep: sweep, model: Self.s(300))
        let expected = """
            Sweep of lockToBackground (lock: willResignActive to didEnterBackground)
            0.000s to 0.300s by 0.100s: 4 values (default 0.300s)
            iphone (iPhone with Face ID) · lock · scene and app lifecycles alike
            legible sensitive cells in the card, of 118 on screen before the event

            strategy       0.000s → 0.300s
            none           ████             118 throughout
            color-overlay  █▄▁·             118 to 0

            color-overlay
            lockToBackground  legible
                      0.000s      118  ████████████████████████████████████████
                      0.100s       59  ████████████████████
                      0.200s        1  ▍
                      0.300s        0                                            ◂ default

            No card to count after call: see --json for the cover measures.

            """
        #expect(chart == expected)
    }

    @Test func lifecyclesThatDisagreeGetAColumn() throws {
        let sweep = try Audit.Sweep(parsing: "lockToBackground=0ms..100ms:100ms")
        let swept = [
            Audit.SweptRow(timing: sweep.timing, value: 0, row: Self.row("none", "scene", legible: 118)),
            Audit.SweptRow(
                timing: sweep.timing, value: Self.s(100), row: Self.row("none", "scene", legible: 118)),
            Audit.SweptRow(timing: sweep.timing, value: 0, row: Self.row("none", "app", legible: 118)),
            Audit.SweptRow(
                timing: sweep.timing, value: Self.s(100), row: Self.row("none", "app", legible: 0)),
        ]
        let lines = SweepChart.render(swept, sweep: sweep, model: Self.s(300)).split(separator: "\n").map(
            String.init)
        #expect(lines.contains("strategy  lifecycle  0.000s → 0.100s"))
        #expect(lines.contains("none      scene      ██               118 throughout"))
        #expect(lines.contains("none      app        █·               118 to 0"))
        #expect(lines.contains("none · app"))
        #expect(!lines.contains("none · scene"), "a series that does not change gets no bars")
    }

    // MARK: The table, narrowed

    @Test func aTableOfFewerEventsHasOnlyTheirColumns() throws {
        var plan = Self.lockPlan("color-overlay")
        plan.events = [.lock, .call]
        let rows = try Audit.run(plan, catalog: ShippedAssets.catalog)
        let lines = AuditTable.render(rows, events: plan.events).split(separator: "\n").map(String.init)
        #expect(lines.count == 4)
        #expect(
            lines[1].hasPrefix(
                "                               legible sensitive cells in the card  cover during  cover after"
            ))
        #expect(lines[2].hasSuffix("lock          call       return  fields legible in a card"))
        #expect(!lines.joined().contains("n/a") && !lines.joined().contains("home"))
        #expect(lines[3].hasPrefix("color-overlay"))
        // Without a card event or one that comes back, those groups go too.
        let home = try Audit.run(
            {
                var p = plan; p.events = [.home]; return p
            }(), catalog: ShippedAssets.catalog)
        let homeLines = AuditTable.render(home, events: [.home]).split(separator: "\n").map(String.init)
        #expect(!homeLines.joined().contains("cover"))
        // Every event by default: the table as it always was.
        #expect(AuditTable.render(rows) == AuditTable.render(rows, events: AuditEvent.allCases))
    }
}
