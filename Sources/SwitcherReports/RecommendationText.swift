import SwitcherCore

extension Recommendation {
    /// The text `switcherlab recommend` prints, lines of at most `width` columns but for a
    /// table line with the longest ids: per platform the verdict, what leaks nowhere and the
    /// trade-off, the ranked table (the configurations that leak nowhere and each other
    /// strategy's best; `all`: every one), why the first ones rank there, then each strategy
    /// rejected, and the others that leak nowhere at a higher cost.
    public static func render(_ rankings: [Ranking], all: Bool = false, width: Int = 100) -> String {
        var out = ""
        if rankings.count > 1 {
            out +=
                wrap(
                    "Ranked per platform: each platform's strategies on its own devices ("
                        + rankings.map { "\($0.platform): \($0.deviceNames)" }.joined(separator: "; ") + ").",
                    width: width)
                + "\n\n"
        }
        out += rankings.map { render($0, all: all, width: width) }.joined(separator: "\n")
        // Field names come from the app's assets: each line made safe on its own.
        return out.split(separator: "\n", omittingEmptySubsequences: false)
            .map { TerminalSafeText.sanitized(String($0)) }.joined(separator: "\n")
    }

    private static func render(_ ranking: Ranking, all: Bool, width: Int) -> String {
        var out =
            "\(ranking.platform) · \(ranking.deviceNames) · \(ranking.context) · \(ranking.app)"
            + " · live card: \(ranking.policy)\n"
        out += wrap(ranking.verdict, width: width) + "\n\n"
        let free = ranking.leakFree
        let pairs = ranking.leakFreePairs
        if !free.isEmpty {
            let both = ranking.devices.count == 2 ? "both devices" : ranking.deviceNames
            // Android's strategies have no host.
            let one = pairs.count == 1
            let kind =
                free.contains { $0.host != nil }
                ? "strategy × host pair\(one ? "" : "s")" : one ? "strategy" : "strategies"
            out +=
                wrap(
                    "\(free.count) of \(ranking.entries.count) configurations leak nowhere on \(both):"
                        + " \(pairs.count) \(kind) (\(pairs.joined(separator: ", "))).",
                    width: width) + "\n"
        } else {
            out +=
                wrap("None of the \(ranking.entries.count) configurations leaks nowhere.", width: width)
                + "\n"
        }
        if let tradeOff = ranking.tradeOff { out += wrap("Trade-off: " + tradeOff, width: width) + "\n" }
        out += "\n" + table(ranking, all: all)
        let top = ranking.entries.prefix(3)
        if !top.isEmpty {
            out += "\nWhy the first \(top.count == 1 ? "one" : "\(top.count)"):\n"
            for entry in top {
                let rank = entry.tie ? "\(entry.rank)=" : "\(entry.rank)."
                let rule =
                    entry.decidedBy.map { " Before the next by rule \($0.rawValue): \($0.sentence)." } ?? ""
                out +=
                    wrap("\(rank) \(entry.label): \(entry.reason).\(rule)", width: width, indent: "  ") + "\n"
            }
        }
        let rejected = ranking.families.filter(\.rejected)
        if !rejected.isEmpty {
            out += "\nRejected, each strategy at its best:\n"
            for family in rejected {
                out += wrap("\(family.strategy): \(family.reason).", width: width, indent: "  ") + "\n"
            }
        }
        let others = ranking.families.filter { !$0.rejected && $0.best.rank > 1 }
        if !others.isEmpty {
            out += "\nAlso leak nowhere, at a cost:\n"
            for family in others {
                out += wrap("\(family.strategy): \(family.reason).", width: width, indent: "  ") + "\n"
            }
        }
        return out
    }

    /// The ranked table: rank, strategy, host, options, leaking runs, their cells, costs.
    private static func table(_ ranking: Ranking, all: Bool) -> String {
        let bests = Set(ranking.families.map(\.best.rank))
        let shown = ranking.entries.filter { all || $0.leaksNowhere || bests.contains($0.rank) }
        // `1=`: a rank shared by configurations that tie.
        let rankWidth = max(2, String(ranking.entries.count).count + (shown.contains(where: \.tie) ? 1 : 0))
        let strategyWidth = max(8, shown.map(\.strategy.count).max() ?? 0)
        let hostWidth = max(4, shown.map { ($0.host?.rawValue ?? "-").count }.max() ?? 0)
        /// `full,active,fixed`: the options, tight (`full` the full-screen presentation, `fixed` the
        /// corrected form), so that the table keeps to 100 columns.
        func options(_ entry: Entry) -> String {
            guard !entry.options.isEmpty else { return "-" }
            return entry.options.replacingOccurrences(of: ", ", with: ",")
                .replacingOccurrences(of: "full-screen", with: "full")
                .replacingOccurrences(of: "corrected", with: "fixed")
        }
        let optionsWidth = max(7, shown.map { options($0).count }.max() ?? 0)
        /// `0`, `4/569`, `0+?`.
        func leaks(_ entry: Entry) -> String {
            (entry.leaks.isEmpty ? "0" : "\(entry.leaks.count)/\(entry.leakedCells)")
                + (entry.unmeasured.isEmpty ? "" : "+?")
        }
        let leaksWidth = max(5, shown.map { leaks($0).count }.max() ?? 0)
        func line(_ cells: [String]) -> String {
            let row =
                cells[0].leftPadded(to: rankWidth) + "  " + cells[1].padded(to: strategyWidth) + "  "
                + cells[2].padded(to: hostWidth) + "  " + cells[3].padded(to: optionsWidth) + "  "
                + cells[4].leftPadded(to: leaksWidth) + "  " + cells[5]
            return String(row.reversed().drop { $0 == " " }.reversed())
        }
        var out = line(["#", "strategy", "host", "options", "leaks", "costs"]) + "\n"
        for entry in shown {
            out +=
                line([
                    String(entry.rank) + (entry.tie ? "=" : ""), entry.strategy, entry.host?.rawValue ?? "-",
                    options(entry),
                    leaks(entry),
                    entry.costs.short,
                ]) + "\n"
        }
        let hidden = ranking.entries.count - shown.count
        if hidden > 0 {
            out +=
                "(\(hidden) more configuration\(hidden == 1 ? "" : "s") that leak: --all lists every one)\n"
        }
        out +=
            "#: rank; 1= shared by configurations no rule tells apart (a tie), listed in the catalog's order.\n"
            + "options: full: full-screen; fixed: the corrected form of the article's code (--form corrected).\n"
            + "leaks: cards (device × event) showing legible sensitive cells / their sum; +?: a card not measured.\n"
            + "costs: fx N: side effects (run × effect); covers N interruptions; +S: cover stays S after return;\n"
            + "  stuck; blocks shots (FLAG_SECURE).\n"
        return out
    }

    /// `text` wrapped at `width` columns, each line after the first indented two more.
    static func wrap(_ text: String, width: Int, indent: String = "") -> String {
        var lines: [String] = []
        var line = indent
        let hanging = indent + "  "
        for word in text.split(separator: " ") {
            let fresh = line == indent || line == hanging
            if !fresh, line.count + 1 + word.count > width {
                lines.append(line)
                line = hanging
            }
            line += (line == indent || line == hanging ? "" : " ") + word
        }
        lines.append(line)
        return lines.joined(separator: "\n")
    }

    /// The rankings as `switcherlab recommend --json` prints them.
    public static func json(_ rankings: [Ranking]) -> OrderedJSON {
        .object([.init("rankings", .array(rankings.map(\.json)))])
    }
}

extension Recommendation.Ranking {
    /// `platform`, `devices`, `lifecycle`, `ios` or `androidAPI` (and `androidNavigation`, the
    /// modes ranked), `app`, `liveCard`, `verdict`,
    /// `recommendation` (the first, or null), `tie` (the labels of the configurations that
    /// share the first rank, when more than one does), `otherPolicy` (`liveCard`, `verdict`:
    /// the other policy's answer when it differs, else null), `leakFree`, `tradeOff`,
    /// `entries`, `families`.
    public var json: OrderedJSON {
        let release = platform.releaseKey
        // Android's navigation modes, beside its API level (only its rankings have them).
        let navigationJSON: [OrderedJSON.Member] =
            navigations.isEmpty
            ? [] : [.init("androidNavigation", .array(navigations.map { .string($0.rawValue) }))]
        return .object(
            [
                .init("platform", .string(platform.rawValue)),
                .init("devices", .array(devices.map { .string($0.rawValue) })),
                .init("lifecycle", .string(lifecycle)),
                .init(release, .int(self.release)),
            ] + navigationJSON + [
                .init("app", .string(app)),
                .init("liveCard", .string(policy.rawValue)),
                .init("verdict", .string(verdict)),
                .init("recommendation", winner?.json ?? .null),
                .init("tie", .array(winners.count > 1 ? winners.map { .string($0.label) } : [])),
                .init(
                    "otherPolicy",
                    otherVerdict.map {
                        .object([
                            .init("liveCard", .string(policy.other.rawValue)), .init("verdict", .string($0)),
                        ])
                    } ?? .null),
                .init(
                    "leakFree",
                    .object([
                        .init("configurations", .int(leakFree.count)),
                        .init("pairs", .array(leakFreePairs.map(OrderedJSON.string))),
                    ])),
                .init("tradeOff", OrderedJSON(tradeOff)),
                .init("entries", .array(entries.map(\.json))),
                .init(
                    "families",
                    .array(
                        families.map { family in
                            .object([
                                .init("strategy", .string(family.strategy)),
                                .init("rejected", .bool(family.rejected)),
                                .init("bestRank", .int(family.best.rank)),
                                .init("reason", .string(family.reason)),
                            ])
                        })),
            ])
    }
}

extension Recommendation.Entry {
    /// `rank`, `tie`, `decidedBy` (the number of the rule that ranks it before the next
    /// configuration that does not tie with it), `strategy`, `host`, `options`
    /// {`presentation`, `trigger`, and `form` for a strategy that has one}, `leaksNowhere`,
    /// `leaks` {`cards`, `cells`, `events`: one per leaking card}, `notMeasured`, `costs`,
    /// `reason`.
    public var json: OrderedJSON {
        let formMember: [OrderedJSON.Member] = form.map { [.init("form", .string($0.rawValue))] } ?? []
        let options: [OrderedJSON.Member] =
            [
                .init("presentation", OrderedJSON(presentation?.rawValue)),
                .init("trigger", OrderedJSON(trigger?.rawValue)),
            ] + formMember
        return .object([
            .init("rank", .int(rank)),
            .init("tie", .bool(tie)),
            .init("decidedBy", OrderedJSON(decidedBy?.rawValue)),
            .init("strategy", .string(strategy)),
            .init("host", OrderedJSON(host?.rawValue)),
            .init("options", .object(options)),
            .init("leaksNowhere", .bool(leaksNowhere)),
            .init(
                "leaks",
                .object([
                    .init("cards", .int(leaks.count)),
                    .init("cells", .int(leakedCells)),
                    .init(
                        "events",
                        .array(
                            leaks.map { row in
                                .object([
                                    .init("device", .string(row.device)),
                                    .init("event", .string(row.event)),
                                    .init("legibleSensitiveCells", OrderedJSON(row.legibleSensitiveCells)),
                                    .init(
                                        "fields",
                                        .array(
                                            FieldLeak.leakingFirst(row.fields ?? []).filter(\.leaks).map {
                                                OrderedJSON.string($0.sentence)
                                            })),
                                ])
                            })),
                ])),
            .init(
                "notMeasured",
                .array(
                    unmeasured.map { row in
                        .object([
                            .init("device", .string(row.device)), .init("event", .string(row.event)),
                            .init("reason", OrderedJSON(row.notMeasured)),
                        ])
                    })),
            .init(
                "costs",
                .object([
                    .init(
                        "coverDuringInterruption",
                        .array(costs.coveredInterruptions.map { .string($0.rawValue) })),
                    .init("coveredRuns", .int(costs.coveredRuns)),
                    .init("coverAfterReturnSeconds", .number(costs.coverAfterReturnSeconds)),
                    .init("stuck", .bool(costs.stuck)),
                    .init("blocksScreenshots", .bool(costs.blocksScreenshots)),
                ])),
            .init("reason", .string(reason)),
        ])
    }
}
