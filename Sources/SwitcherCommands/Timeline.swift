import ArgumentParser
import Foundation
import SwitcherCore
import SwitcherSessions
import SwitcherTapes
import SwitcherUI

/// `switcherlab timeline`: runs system events on the virtual clock and prints every callback,
/// notification, state change and snapshot with its timestamp, then the last snapshot.
struct Timeline: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run system events headless and print the lifecycle timeline.",
        discussion: """
            Events run in order on the virtual clock, with --gap of virtual time after each so that transitions settle (use sleep:DURATION for more or less):
            \(eventList)
            switcher is the device's own switcher gesture. Durations as tapes write them: 500ms, 1.5s, 2s (at most an hour). Apps by name or id (medical-id). An event the device has not (double-home without a Home button, new-window off the iPad) is an error; one the world ignores as it runs (kill with the switcher closed) is an "ignored:" line.
            """)

    /// The events, as `--help` lists them, wrapped to the help's width.
    static var eventList: String {
        let words = SystemEvent.declarations.map(\.timelineUsage) + ["sleep:DURATION"]
        var lines: [String] = []
        var line = ""
        for word in words {
            if !line.isEmpty && line.count + 2 + word.count > 76 {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "  " : "  ") + word
        }
        lines.append(line)
        return lines.joined(separator: "\n")
    }

    @OptionGroup var start: LabStartOptions

    @Option(help: "Virtual time after each event, as 500ms or 1.5s.")
    var gap: String = "1s"

    @OptionGroup var assets: AssetsOption

    @Argument(help: "The events (default: launch:medical-id home double-home).")
    var events: [String] = []

    func validate() throws {
        try OptionUse.check(start.used, outputs: [.text], devices: [start.platform.device])
    }

    func run() throws {
        let setup = start.platform.setup()
        let (kind, style) = (setup.device, setup.lifecycle)
        guard let gapInterval = Tape.duration(gap) else {
            throw usage("\(Interval.writtenProblem(gap)) for --gap")
        }
        let catalog = try assets.catalog()
        let words = events.isEmpty ? ["launch:medical-id", "home", "double-home"] : events
        // Every word is read, and checked against the device, before anything runs.
        var steps: [EventWords.Step] = []
        for (i, word) in words.enumerated() {
            do throws(EventWordError) {
                let step = try EventWords.step(word, device: kind, catalog: catalog)
                if case .event(let event) = step,
                    let missing = event.unavailability(on: kind, lifecycle: style)
                {
                    throw EventWordError(missing.message(in: .timeline))
                }
                steps.append(step)
            } catch {
                throw usage("event \(i + 1) '\(word)': \(error)")
            }
        }
        var configuration = LabConfiguration(app: nil)
        setup.applyDevice(to: &configuration)
        configuration.strategy.id = start.strategy.id
        // The options hold for --strategy and for every strategy:ID word.
        let named = steps.compactMap { step -> String? in
            guard case .event(.setStrategy(let chosen, _)) = step else { return nil }
            return chosen.id
        }
        try start.options.apply(to: &configuration, strategies: [start.strategy.id] + named)
        try start.model.apply(to: &configuration.world)
        // The strategies the run uses, with where their code lives: the one at start, then
        // each strategy:ID word's.
        var used: [(configuration: StrategyConfiguration, event: Int?)] = [(configuration.strategy, nil)]
        for (i, step) in steps.enumerated() {
            guard case .event(.setStrategy(let chosen, let scene)) = step else { continue }
            var optioned = configuration.strategy
            optioned.id = chosen.id
            steps[i] = .event(.setStrategy(optioned, scene: scene))
            used.append((optioned, i + 1))
        }
        let lab = Lab(configuration, catalog: catalog)
        for (i, step) in steps.enumerated() {
            switch step {
            case .sleep(let interval):
                lab.update(.advance(interval))
            case .event(let event):
                if let reference = event.card, lab.world.card(for: reference) == nil {
                    throw usage("event \(i + 1) '\(words[i])': \(reference.app) has no card in the switcher")
                }
                lab.update(.event(event))
                lab.update(.advance(gapInterval))
            }
        }
        let world = lab.world
        print(
            "SwitcherLab timeline — \(kind.title), \(kind.profile.lifecycleTitle(style)) lifecycle, "
                + world.releaseDetail)
        if let warning = world.lifecycleWarning { print("warning: \(warning)") }
        print(Self.strategyLines(used, device: kind, lifecycle: style).joined(separator: "\n"))
        for entry in world.log.entries {
            let who = entry.scene?.description ?? entry.app ?? "system"
            print(
                "\(entry.time.description.leftPadded(to: 9))  \(TerminalSafeText.sanitized(who).padded(to:18))  \(entry.text)"
            )
        }
        if let last = world.log.entries.last(where: { if case .snapshot = $0.kind { true } else { false } }),
            let scene = last.scene, let image = world.snapshot(of: scene)?.image
        {
            print(
                "\nLast snapshot: \(scene) at \(last.time), \(image.legibleSensitiveCells(world.legibility)) legible sensitive cells"
            )
            for line in image.lines { print("  |" + line + "|") }
        }
    }

    /// `strategy: color-overlay@app-delegate` (then `, from event 3: …` for each strategy:ID
    /// word), and a warning for each whose code UIKit never calls in `lifecycle`.
    static func strategyLines(
        _ used: [(configuration: StrategyConfiguration, event: Int?)], device: DeviceKind,
        lifecycle: LifecycleStyle
    ) -> [String] {
        let names = used.map { configuration, event in
            let heading = Strategies.heading(of: configuration, on: device)
            return event.map { "from event \($0): \(heading)" } ?? heading
        }
        var lines = ["strategy: " + names.joined(separator: ", ")]
        var warned: Set<String> = []
        for (configuration, _) in used {
            let heading = Strategies.heading(of: configuration, on: device)
            guard let idle = Strategies.idleWarning(of: configuration, on: device, lifecycle: lifecycle),
                warned.insert(heading).inserted
            else { continue }
            lines.append("warning: \(heading) \(idle)")
        }
        return lines
    }
}

/// A usage or input error: one line on standard error, exit code 2.
func usage(_ message: String) -> ExitCode {
    // Line by line: a message of several lines (verify's compiler errors) keeps its breaks.
    let lines = message.split(separator: "\n", omittingEmptySubsequences: false).map {
        TerminalSafeText.sanitized(String($0))
    }
    FileHandle.standardError.write(Data("switcherlab: \(lines.joined(separator: "\n"))\n".utf8))
    return ExitCode(2)
}

/// The catalog from `--assets DIR`, else `$SWITCHERLAB_ASSETS`, else the one built into the
/// program; a directory without splash art takes the built-in one. Errors exit 2 with file:line.
func loadCatalog(_ directory: String?) throws -> AssetCatalog {
    if let directory {
        // What `--assets` names is checked here, so the message names it.
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) else {
            throw usage("--assets \(directory): no such directory")
        }
        guard isDirectory.boolValue else {
            throw usage("--assets \(directory) is a file, not a directory of assets (apps/, splash.art)")
        }
    }
    guard
        let url = directory.map({ URL(fileURLWithPath: $0, isDirectory: true) })
            ?? AssetCatalog.locateDefault()
    else { return .builtIn }
    do {
        return try AssetCatalog.load(from: url, fallbackSplash: AssetCatalog.builtIn.splash)
    } catch {
        throw usage("\(error)")
    }
}
