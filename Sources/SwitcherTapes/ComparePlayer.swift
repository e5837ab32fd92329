import SwitcherCore
import SwitcherUI

/// One column of a comparison: the strategy and the device its world runs.
public struct CompareColumn: Hashable, Sendable {
    public let strategyID: String
    /// The host the column's name gives its strategy's code (`hide-window@scene-delegate`);
    /// nil: the tape's `Set Host`, else where the strategy's article put it.
    public let host: StrategyHost?
    public let device: DeviceKind
    /// The column's name, as `Expect In` and messages give it: the strategy as listed, the
    /// device, or both when both are compared. Drawn, the heading names the host the column's
    /// code lives in (`CompareView`).
    public let label: String
    /// Whether strategies, devices, or both are what the columns differ in.
    public let comparesStrategies: Bool
    public let comparesDevices: Bool

    /// Whether an `Expect In` list names this column: by its label, or by the strategy id or
    /// the device it differs from the others in.
    public func matches(any names: [String]) -> Bool {
        names.contains { name in
            name == label || (comparesStrategies && name == strategyID)
                || (comparesDevices && name == device.rawValue)
        }
    }

    /// `hide-window@scene-delegate` as the id and the host's name; the id alone without `@`.
    public static func strategy(_ name: String) -> (id: String, host: String?) {
        guard let at = name.firstIndex(of: "@") else { return (name, nil) }
        return (String(name[..<at]), String(name[name.index(after: at)...]))
    }

    /// The columns `settings` asks for: each compared strategy on each compared device, in
    /// the order given (strategies first); one axis alone when only one is compared.
    public static func columns(for settings: TapeSettings) -> [CompareColumn] {
        let strategies = settings.compare.isEmpty ? [settings.strategy.id] : settings.compare
        let devices = settings.compareDevices.isEmpty ? [settings.device] : settings.compareDevices
        let byStrategy = !settings.compare.isEmpty
        let byDevice = !settings.compareDevices.isEmpty
        return strategies.flatMap { name in
            let (id, host) = strategy(name)
            return devices.map { device in
                let label =
                    byStrategy && byDevice
                    ? "\(name) · \(device.rawValue)" : byDevice ? device.rawValue : name
                return CompareColumn(
                    strategyID: id, host: host.flatMap(StrategyHost.init(rawValue:)), device: device,
                    label: label,
                    comparesStrategies: byStrategy, comparesDevices: byDevice)
            }
        }
    }
}

/// A tape run once per column, each in a world of its own, drawn side by side
/// (`CompareView`). Every column takes the same steps at the same times; an `Expect` is
/// checked in every column (`Expect In` in those it names) and a result names its column.
public final class ComparePlayer: TapeRun {
    public let tape: Tape
    public let columns: [CompareColumn]
    public let players: [TapePlayer]
    /// The tape's longest caption, found once (`tape.captions` walks every step): it alone
    /// decides the caption rows, so a frame's layout does not grow with the tape.
    private let longestCaption: [String]

    /// Checks that the tape can run in every column, then makes one player per column.
    public init(tape: Tape, catalog: AssetCatalog) throws(TapeError) {
        let columns = CompareColumn.columns(for: tape.settings)
        try Self.check(tape, columns: columns)
        self.tape = tape
        self.columns = columns
        longestCaption = Lab.longest(tape.captions).map { [$0] } ?? []
        players = columns.map { column in
            var settings = tape.settings
            settings.device = column.device
            settings.strategy.id = column.strategyID
            if let host = column.host { settings.strategy.host = host }
            let columnTape = Tape(file: tape.file, settings: settings, steps: tape.steps)
            return TapePlayer(tape: columnTape, catalog: catalog, column: column)
        }
    }

    /// What a comparison does differently from the tape, to say before it runs: in a
    /// comparison of strategies, each `Set Strategy` after the first event is skipped, since
    /// each column keeps the strategy it compares.
    public static func notes(_ tape: Tape) -> [String] {
        guard !tape.settings.compare.isEmpty else { return [] }
        let pinned = tape.settings.compare.filter { CompareColumn.strategy($0).host != nil }
        return tape.steps.compactMap { step in
            guard case .set(let setting) = step.action else { return nil }
            if setting.name == .strategy {
                return
                    "\(tape.file):\(step.line): \(setting.setLine) skipped: each column keeps the strategy it compares"
            }
            if setting.name == .host, !pinned.isEmpty {
                return
                    "\(tape.file):\(step.line): \(setting.setLine) skipped in \(pinned.joined(separator: ", ")):"
                    + " each keeps the host it names"
            }
            return nil
        }
    }

    /// Checks, before anything runs, what a comparison of `tape` cannot run.
    public static func validate(_ tape: Tape) throws(TapeError) {
        try check(tape, columns: CompareColumn.columns(for: tape.settings))
    }

    /// What a comparison cannot run: more columns than fit, an event a column's device has
    /// not, an `Expect In` naming no column.
    static func check(_ tape: Tape, columns: [CompareColumn]) throws(TapeError) {
        let limit = CompareView.maximumColumns
        guard columns.count <= limit else {
            throw TapeError(
                file: tape.file, line: 0,
                message:
                    "\(columns.count) columns to compare, more than \(limit) (\(columns.map(\.label).joined(separator: ", ")))"
            )
        }
        let labels = columns.map(\.label).joined(separator: ", ")
        for step in tape.steps {
            func problem(_ message: String) -> TapeError {
                TapeError(file: tape.file, line: step.line, message: message)
            }
            switch step.action {
            case .event(let event):
                for column in columns {
                    let lifecycle = tape.settings.lifecycle
                    if let missing = event.unavailability(on: column.device, lifecycle: lifecycle) {
                        throw problem("in \(column.label): \(missing.message(in: .tape))")
                    }
                }
            case .expectIn(let names, _):
                for name in names where !columns.contains(where: { $0.matches(any: [name]) }) {
                    throw problem("Expect In \(name): no column is \(name) (the columns: \(labels))")
                }
            default: break
            }
        }
    }

    private var first: TapePlayer { players[0] }

    public var time: Instant { first.time }
    public var tapeTime: Instant { first.tapeTime }
    /// When every column has run its last step.
    public var endTime: Instant? {
        let ends = players.map(\.endTime)
        return ends.contains(nil) ? nil : ends.compactMap { $0 }.max()
    }
    public var currentLine: Int? { first.currentLine }
    public var secondsUntilNextStep: Double? { players.compactMap(\.secondsUntilNextStep).min() }
    public var labs: [Lab] { players.map(\.lab) }

    /// Line by line, and for each line column by column.
    public private(set) var results: [ExpectationResult] = []
    /// How many of each player's results `results` holds.
    private var gathered: [Int] = []

    /// Adds the results the players checked since the last call, in the tape's order: every
    /// column takes the same steps, so the new ones are for the same lines in each.
    private func gatherResults() {
        if gathered.isEmpty { gathered = Array(repeating: 0, count: players.count) }
        var fresh: [(line: Int, column: Int, result: ExpectationResult)] = []
        for (index, player) in players.enumerated() {
            for result in player.results[gathered[index]...] { fresh.append((result.line, index, result)) }
            gathered[index] = player.results.count
        }
        results += fresh.enumerated().sorted {
            ($0.element.line, $0.element.column, $0.offset) < ($1.element.line, $1.element.column, $1.offset)
        }.map(\.element.result)
    }

    public var frameSize: Size { view.recordingSize(base: tape.settings.size) }

    /// Every column's warnings, by line, then column.
    public var warnings: [TapeWarning] {
        players.flatMap(\.warnings).enumerated().sorted {
            ($0.element.line, $0.offset) < ($1.element.line, $1.offset)
        }
        .map(\.element)
    }

    public func advance(to target: Instant, stoppingAtEnd: Bool) throws(TapeError) {
        defer { gatherResults() }
        for (column, player) in zip(columns, players) {
            do {
                try player.advance(to: target, stoppingAtEnd: stoppingAtEnd)
            } catch {
                throw TapeError(
                    file: error.file, line: error.line, message: "in \(column.label): \(error.message)")
            }
        }
    }

    /// The columns side by side, with the caption and the clock under them.
    public var view: CompareView {
        // A column of a strategy is headed `strategy@host` as its world runs it now, in red
        // when UIKit never calls that host in the lifecycle; the bottom row says why.
        var idle: [(heading: String, warning: String)] = []
        var view = CompareView(
            columns: zip(columns, players).map { column, player in
                guard column.comparesStrategies else {
                    return CompareView.Column(label: column.label, lab: player.lab)
                }
                let world = player.lab.world
                let heading = Strategies.heading(of: world.defaultStrategy, on: world.device)
                let warning = Strategies.idleWarning(
                    of: world.defaultStrategy, on: world.device, lifecycle: world.lifecycle)
                if let warning, !idle.contains(where: { $0.heading == heading }) {
                    idle.append((heading, warning))
                }
                return CompareView.Column(
                    label: heading, detail: column.comparesDevices ? column.device.rawValue : nil,
                    idle: warning != nil, lab: player.lab)
            })
        // `never runs: no app-delegate calls with scenes (hide-window@app-delegate, …)`.
        var reasons: [String] = []
        for (_, warning) in idle where !reasons.contains(warning) { reasons.append(warning) }
        if !reasons.isEmpty {
            view.warning = reasons.map { warning in
                let headings = idle.filter { $0.warning == warning }.map(\.heading)
                return "\(warning) (\(headings.joined(separator: ", ")))"
            }.joined(separator: "; ")
        }
        view.keepsCaptionLine = !longestCaption.isEmpty
        view.captionsAhead = longestCaption
        view.caption = first.lab.caption
        view.status = "t \(first.lab.world.now)  ·  \(columns.count) worlds, the same events"
        return view
    }

    public func render(size: Size, images: ImageCache?) -> Canvas { view.render(size: size, images: images) }

    /// Every column holds at a cue; the comparison holds while any does.
    public var holdsAtCues: Bool {
        get { first.holdsAtCues }
        set { for player in players { player.holdsAtCues = newValue } }
    }
    public var heldCue: Int? { players.compactMap(\.heldCue).first }
    public func resume() { for player in players { player.resume() } }

    /// Every column's markers, each once: a caption or a cue comes in every column at once.
    public func takeMarkers() -> [TapeMarker] {
        var seen = Set<TapeMarker>()
        return players.flatMap { $0.takeMarkers() }.sorted { $0.time < $1.time }.filter {
            seen.insert($0).inserted
        }
    }
}
