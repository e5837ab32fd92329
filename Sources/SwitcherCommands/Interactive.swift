import ArgumentParser
import Foundation
import SwitcherCore
import SwitcherRecording
import SwitcherSessions
import SwitcherUI

/// `switcherlab` (the default command): the mock device in the terminal, live.
struct Interactive: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "interactive",
        abstract: "Open the mock device in the terminal (the default command).",
        discussion: """
            Press ? in the program for every key. h goes Home, Tab opens the switcher (on an iPhone with a Home button, so does h twice quickly), s and S choose the selected scene's privacy strategy, q quits.
            """)

    @OptionGroup var start: LabStartOptions

    @Option(help: "The app in front at start, by name or id; none starts on the home screen.")
    var app: String = "Medical ID"

    @Option(help: "Virtual seconds per real second, e.g. 0.25 for slow motion (0 < scale <= 16).")
    var timeScale: Double = 1

    @OptionGroup var assets: AssetsOption

    @Option(
        name: .customLong("record"),
        help: ArgumentHelp(
            "Record the session, as shown and in real time, to \(OutputFormat.files(for: .recording)).",
            valueName: OutputFormat.valueName(for: .recording)))
    var recording: String?

    @Option(help: "The asciicast version of a --record cast: 2, or 3 (with a marker at each snapshot).")
    var castVersion = Defaulted(Asciicast.Version.v2)

    @OptionGroup var svg: SVGFlags

    @Flag(help: "On exit, print frame counts and the frame rate while animating to standard error.")
    var stats = false

    func validate() throws {
        try OptionUse.file(recording, "--record")
        // The name is checked as `record -o` checks it, before anything is opened.
        let recorded = try recording.map { try RecordingSupport.format(for: $0, command: "--record") }
        try OptionUse.check(
            start.used + svg.used + [OptionUse.castVersion.given(castVersion.isGiven)],
            outputs: [recorded.map(OptionUse.Output.file) ?? .terminal], devices: [start.platform.device],
            svgHint: "--record FILE.svg")
        if let recorded, let recording {
            try RecordingSupport.requireTools(recorded, path: recording, command: "--record")
        }
    }

    func run() throws {
        let (setup, catalog) = try makeSetup()
        try LiveLab(
            configuration: setup.configuration, catalog: catalog, recording: recording, svg: svg.options(),
            castVersion: castVersion.value, stats: stats
        ).run()
    }

    /// The lab's setup and catalog the options give; a usage error naming the option.
    func makeSetup() throws -> (LabSetup, AssetCatalog) {
        var setup = start.platform.setup()
        guard timeScale > 0, timeScale <= 16 else {
            throw usage("--time-scale must be above 0 and at most 16, not \(timeScale)")
        }
        let catalog = try assets.catalog()
        setup.strategy = start.strategy.id
        _ = try start.options.checkedHost(for: [start.strategy.id])
        setup.options = try start.options.settings()
        setup.timeScale = timeScale
        (setup.assumptions, setup.legibility) = try start.model.resolved()
        setup.reduceTransparency = start.model.reduceTransparency
        if app.lowercased() == "none" {
            setup.app = nil
        } else if let asset = catalog.app(named: app) {
            setup.app = asset.name
        } else {
            let known = catalog.apps.map(\.name).joined(separator: ", ")
            throw usage("unknown app '\(app)' for --app (expected one of \(known), or none)")
        }
        return (setup, catalog)
    }
}
