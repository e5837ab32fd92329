import ArgumentParser
import Foundation
import SwitcherCore
import SwitcherReports

/// `switcherlab recommend`: the audit's verdict for a set of devices — every strategy × host ×
/// option set ranked by what it leaks, then by what it costs, each with a sentence saying why.
struct RecommendCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "recommend",
        abstract: "Say which strategy to ship for a set of devices, and why: leaks first, then costs.",
        discussion: """
            Runs the audit (switcherlab audit) on the devices given, for every strategy in each \
            host its code can live in, with each presentation and each trigger it offers, and \
            ranks the configurations: first by leaks on any event and device (runs whose card \
            shows legible sensitive cells, then how many cells), then by costs (side effects \
            on the app: its key window, keyboard, own alert or VoiceOver focus taken; runs \
            during which the cover hides the app under Control Center, Notification Center, a \
            call, Face ID or a system alert; a cover stuck, or left up, after the app is back; \
            blocking the user's own screenshots), each step a numbered rule (docs/RECOMMEND.md). \
            Configurations no rule tells apart tie: they share a rank (1=), the verdict names \
            them all, and the order --strategy lists strategies in changes nothing.

            --live-card says whether the card of a switcher opened over the app (live on iOS: \
            the app is only inactive) must be covered: cover (default) counts it as any card; \
            allow counts only the snapshots iOS keeps. The verdict names the policy and, when \
            the other policy changes the answer, gives that answer too.

            Prints the verdict (the configuration to ship, its host and what it costs, or that \
            none leaks nowhere), how many leak nowhere, the trade-off the data shows between \
            covering the app during interruptions and protecting the card when the switcher \
            opens over it, the ranked table (those that leak nowhere and each other strategy \
            at its best; --all: every one), then a sentence for the first three and for each \
            strategy rejected. A mix of iOS and Android devices is ranked per platform: the iOS \
            strategies on the iOS devices in --lifecycle, the Android ones on android in the \
            Activity's. --json prints the same as data: per platform, entries with strategy, \
            host, options, leaks, costs and reason.

            --ios 27 with --lifecycle app says first that such an app, built with the iOS 27 \
            SDK, does not launch (TN3187), and names the scene migration; before iOS 14 no \
            SwiftUI configuration is ranked. On Android, an answer that needs API 33 \
            (setRecentsScreenshotEnabled) is ranked again at API 32 and the verdict says what \
            it does there.
            """)

    @Flag(help: "Print the rankings as JSON instead of text.")
    var json = false

    @Flag(help: "List every configuration in the table, not only the best of each strategy.")
    var all = false

    @Option(
        help: ArgumentHelp(
            "The devices, comma-separated: \(DeviceKind.allCases.map(\.rawValue).joined(separator: ", "))"
                + " (default: all).",
            valueName: "devices"))
    var device: String?

    @Option(help: "The lifecycle style on iOS.")
    var lifecycle = Defaulted(LifecycleStyle.scene)

    @Option(release: "The iOS release, \(IOSVersion.range) (default \(IOSVersion.current.major)).")
    var ios: IOSVersion?

    @Option(
        apiLevel:
            "The Android API level, \(AndroidAPILevel.range) (default \(AndroidAPILevel.current.level)).")
    var androidAPI: AndroidAPILevel?

    @Option(
        navigations:
            "Android navigation ranked, \(AndroidNavigation.choices), or all (default all: an app does not"
            + " choose its user's navigation).")
    var androidNav: [AndroidNavigation]?

    @Option(
        help: ArgumentHelp(
            "Only these strategies, comma-separated (see switcherlab strategies).", valueName: "ids"))
    var strategy: StrategyChoiceList?

    @Option(
        name: .customLong("live-card"),
        help: ArgumentHelp(
            "Whether the card of a switcher opened over the app must be covered: cover (it counts as any card) or allow (only the snapshots iOS keeps count).",
            valueName: "policy"))
    var liveCard: Recommendation.LiveCardPolicy = .cover

    @OptionGroup var model: ModelOptions

    @OptionGroup var audited: AuditedApp

    /// The options for one platform's devices against `--device`.
    func validate() throws {
        let used: [OptionUse?] = [
            OptionUse.iOS("--lifecycle").given(lifecycle.isGiven), OptionUse.iOS("--ios").given(ios != nil),
            OptionUse.android("--android-api").given(androidAPI != nil),
            OptionUse.android("--android-nav").given(androidNav != nil),
        ]
        try OptionUse.check(used, outputs: [.text], devices: try devices())
        try strategy?.validate()
    }

    /// The devices `--device` names, nil when it is not given.
    func devices() throws -> [DeviceKind]? {
        try device.map { try Self.names($0, flag: "--device", known: DeviceKind.allCases) }
    }

    func run() throws {
        var plan = Audit.Plan()
        if let devices = try devices() { plan.devices = devices }
        if let strategy { plan.strategies = strategy.ids }
        plan.lifecycles = [lifecycle.value]
        if let ios { plan.versions = [ios] }
        if let androidAPI { plan.androidLevels = [androidAPI] }
        plan.androidNavs = androidNav ?? AndroidNavigation.allCases
        let policy = liveCard
        plan.app = audited.app
        try model.apply(to: &plan.settings)
        let catalog = try audited.catalog(for: plan.strategies)
        let rankings: [Recommendation.Ranking]
        do {
            // A platform none of whose strategies is given has nothing to rank.
            rankings = try Recommendation.run(plan, catalog: catalog, liveCard: policy).filter {
                !$0.entries.isEmpty
            }
        } catch {
            throw usage("\(error)")
        }
        guard !rankings.isEmpty else {
            let devices = plan.devices.map(\.rawValue).joined(separator: ", ")
            throw usage("nothing to rank: none of these strategies has code for \(devices)")
        }
        if json {
            print(Recommendation.json(rankings).rendered)
        } else {
            if let line = plan.modelLine { print(line + "\n") }
            print(Recommendation.render(rankings, all: all), terminator: "")
        }
    }

    /// `a,b` as cases of `T`: each known, none twice, at least one.
    static func names<T: RawRepresentable & CaseIterable>(_ text: String, flag: String, known: [T]) throws
        -> [T]
    where T.RawValue == String {
        let names = text.split(separator: ",", omittingEmptySubsequences: false).map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        let kind = flag.drop { $0 == "-" }
        let ids = known.map(\.rawValue)
        for (index, name) in names.enumerated() {
            guard ids.contains(name) else {
                throw usage("unknown \(kind) '\(name)' for \(flag) (expected \(ids.joined(separator: ", ")))")
            }
            if names[..<index].contains(name) { throw usage("\(flag): \(name) is listed twice") }
        }
        return names.compactMap(T.init(rawValue:))
    }
}
