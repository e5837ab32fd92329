import ArgumentParser
import Foundation
import SwitcherCore
import SwitcherRecording
import SwitcherSessions
import SwitcherTapes
import SwitcherUI

/// `switcherlab compare STRATEGIES EVENTS…`: the timeline's events run once per strategy, each
/// in a world of its own, and the frames side by side — a tape without the file.
struct CompareCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compare",
        abstract: "Run the same events under several strategies and show them side by side.",
        discussion: """
            STRATEGIES is 2 to \(CompareView.maximumColumns) strategy ids, comma-separated (switcherlab strategies lists them); id@host places one's code in a host (hide-window@scene-delegate), so one strategy can be compared in several. Each column is headed strategy@host: the host --host gives (--trigger, --fade and --presentation as the lab takes them), else the one its article put its code in, as in the lab and in tapes; in red, with the bottom row saying why ("never runs: no app-delegate calls with scenes"), when UIKit never calls that host in the lifecycle. The events are the timeline's words (switcherlab timeline --help), each followed by --gap of virtual time; switcher is each device's own switcher gesture. Prints the last frame as text (--at: the frame at that time), or writes the whole run to -o \(OutputFormat.files(for: .recording, saying: false)) (with --at, \(OutputFormat.files(for: .still, saying: false)) is the still of that time). --compare-devices runs the strategies on each device too.

            Example: switcherlab compare hide-window,color-overlay,image-overlay --device iphone --lifecycle app launch:bank home launch:medical-id app-switch:right switcher
            """)

    @Argument(help: ArgumentHelp("The strategies, comma-separated.", valueName: "strategies"))
    var strategies: String

    @Argument(help: "The events (the timeline's words).")
    var events: [String] = []

    @OptionGroup var platform: DeviceOptions

    @OptionGroup var options: StrategyOptions

    @Option(
        help: ArgumentHelp(
            "Also compare devices: each strategy on each (comma-separated).", valueName: "devices"))
    var compareDevices: String?

    @Option(help: "Virtual time after each event, as 500ms or 1.5s.")
    var gap: String = "1s"

    @Option(help: "The time of the frame to show, as 2.5s or 500ms (default: the end).")
    var at: String?

    @OptionGroup var color: ColorFlag

    @Option(
        name: [.short, .customLong("output")],
        help:
            "Write the run to \(OutputFormat.files(for: .recording, saying: false)) instead of printing a frame."
    )
    var output: String?

    @OptionGroup var svg: SVGFlags

    @OptionGroup var assets: AssetsOption

    /// The paths, and the options against what -o writes and the devices compared.
    func validate() throws {
        try OptionUse.file(output, "--output")
        if events.isEmpty { throw ValidationError("give the events to run, e.g. launch:bank home switcher") }
        let devices = try devices()
        let written = try written()
        try OptionUse.check(
            [color.used] + svg.used + platform.used + options.used,
            outputs: [written.map(OptionUse.Output.file) ?? .text], devices: [platform.device] + devices,
            svgHint: "-o FILE.svg")
    }

    /// What -o writes: a recording, or with --at a still, as the one table of formats says.
    func written() throws -> OutputFormat? {
        try output.map {
            try at == nil
                ? RecordingSupport.format(for: $0, command: "compare")
                : RecordingSupport.format(for: $0, use: .still, command: "compare --at")
        }
    }

    /// The devices `--compare-devices` names.
    func devices() throws -> [DeviceKind] {
        try compareDevices.map { try CompareOptions.devices($0) } ?? []
    }

    func run() throws {
        let setup = platform.setup()
        let (device, lifecycle) = (setup.device, setup.lifecycle)
        let devices = try devices()
        let written = try written()
        if let output, written == .png { try PNGSupport.requireTools("compare --at -o \(output)") }
        // One strategy is enough when devices are compared.
        let ids = try CompareOptions.strategies(strategies, flag: "compare", fewest: devices.isEmpty ? 2 : 1)
        guard let gapInterval = Tape.duration(gap) else {
            throw usage("\(Interval.writtenProblem(gap)) for --gap")
        }
        let instant = try at.map { try TapeSupport.instant($0, option: "--at") }
        let catalog = try assets.catalog()
        var settings = TapeSettings()
        setup.applyDevice(to: &settings.lab)
        settings.compare = ids.count > 1 ? ids : []
        let (first, firstHost) = CompareColumn.strategy(ids[0])
        settings.strategy.id = first
        // --host is for the strategies whose name gives none; each column's heading says it.
        let unpinned = ids.map(CompareColumn.strategy).filter { $0.host == nil }.map(\.id)
        try options.apply(to: &settings.lab, strategies: unpinned)
        if let firstHost { settings.strategy.host = StrategyHost(rawValue: firstHost) }
        settings.compareDevices = devices
        settings.title = "compare \(ids.joined(separator: ", "))"
        // Each word is a step of "line" n, so a problem names the word it came from.
        var steps: [TapeStep] = []
        for (index, word) in events.enumerated() {
            let line = index + 1
            do throws(EventWordError) {
                switch try EventWords.step(word, device: device, catalog: catalog) {
                case .sleep(let interval):
                    steps.append(TapeStep(line: line, action: .sleep(interval)))
                case .event(let event):
                    // Every device compared has the event, said in the words it was given in.
                    for each in [device] + devices {
                        guard let missing = event.unavailability(on: each, lifecycle: lifecycle) else {
                            continue
                        }
                        let on = devices.isEmpty ? "" : "on \(each): "
                        throw EventWordError(on + missing.message(in: .timeline))
                    }
                    steps.append(TapeStep(line: line, action: .event(event)))
                    steps.append(TapeStep(line: line, action: .sleep(gapInterval)))
                }
            } catch {
                throw usage("event \(line) '\(word)': \(error)")
            }
        }
        let tape = Tape(file: "compare", settings: settings, steps: steps)
        do {
            try tape.checkLimits()
        } catch {
            throw usage(error.message)
        }
        if let output, let written, instant == nil {
            return try record(tape, catalog: catalog, to: output, as: written)
        }
        let shown: Canvas
        do {
            let player = try tape.run(catalog: catalog)
            if let instant {
                guard let frame = try player.frame(at: instant, size: player.frameSize) else {
                    throw usage(
                        "--at \(instant) is after the end of the events (\(player.endTime ?? player.time))")
                }
                shown = frame
            } else {
                try player.runToEnd()
                shown = player.render(size: player.frameSize, images: nil)
            }
        } catch let error as TapeError {
            throw problem(error)
        }
        if let output, written == .png {
            try SVGSupport.write(try PNGSupport.draw(shown, options: VideoOptions(svg.options())), to: output)
            return
        } else if let output {
            try SVGSupport.write(
                SVGStill.markup(shown, options: svg.options(title: settings.title)), to: output)
            return
        }
        print(color.text(shown), terminator: "")
    }

    /// `event N 'word': message`, for a step's problem.
    private func problem(_ error: TapeError) -> ExitCode {
        let index = error.line - 1
        guard events.indices.contains(index) else { return usage(error.message) }
        return usage("event \(error.line) '\(events[index])': \(error.message)")
    }

    private func record(_ tape: Tape, catalog: AssetCatalog, to path: String, as written: OutputFormat) throws
    {
        let format = try RecordingSupport.recording(written, svg: svg.options())
        let summary = try RecordingSupport.record(
            tape, catalog: catalog, to: path, format: format, problem: problem)
        TapeSupport.printError(RecordingSupport.written(summary, to: path))
    }

}
