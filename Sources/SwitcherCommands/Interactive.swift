import ArgumentParser
import Foundation
import SwitcherCore
import SwitcherRecording
import SwitcherUI

/// `switcherlab` (the default command): the mock device in the terminal, live.
struct Interactive: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "interactive",
        abstract: "Open the mock device in the terminal (the default command).",
        discussion: """
            Press ? in the program for every key. h goes Home, Tab opens the switcher (on an iPhone with a Home button, so does h twice quickly), s and S choose the selected scene's privacy strategy, q quits.
            """)

    @OptionGroup var platform: DeviceOptions

    @OptionGroup var model: ModelOptions

    @Option(help: "The privacy strategy of every scene at start (see switcherlab strategies).")
    var strategy: String = "none"

    @OptionGroup var options: StrategyOptions

    @Option(help: "The app in front at start, by name or id; none starts on the home screen.")
    var app: String = "Medical ID"

    @Option(help: "Virtual seconds per real second, e.g. 0.25 for slow motion (0 < scale <= 16).")
    var timeScale: Double = 1

    @Option(help: "A directory of app assets (default: the shipped Assets).")
    var assets: String?

    @Option(
        name: .customLong("record"),
        help: ArgumentHelp(
            "Record the session, as shown and in real time, to \(OutputFormat.files(for: .recording)).",
            valueName: OutputFormat.valueName(for: .recording)))
    var recording: String?

    @Option(help: "The asciicast version of a --record cast: 2, or 3 (with a marker at each snapshot).")
    var castVersion = Defaulted(2)

    @OptionGroup var svg: SVGFlags

    @Flag(help: "On exit, print frame counts and the frame rate while animating to standard error.")
    var stats = false

    func validate() throws {
        try OptionUse.file(recording, "--record")
        try OptionUse.directory(assets, "--assets")
        // The name is checked as `record -o` checks it, before anything is opened.
        let recorded = try recording.map { try Record.format(for: $0, command: "--record") }
        try OptionUse.check(
            platform.used + options.used + svg.used + [OptionUse.castVersion.given(castVersion.isGiven)],
            outputs: [recorded.map(OptionUse.Output.file) ?? .terminal], devices: [platform.device],
            svgHint: "--record FILE.svg")
        _ = try Record.castVersion(castVersion.value)
        if let recorded, let recording {
            try Record.requireTools(recorded, path: recording, command: "--record")
        }
    }

    func run() throws {
        let (configuration, catalog) = try makeConfiguration()
        let lab = Lab(configuration, catalog: catalog)
        // Said before the terminal starts (it stays above the lab's screen) and under the device.
        let notes = [
            AssetNotes.splash(catalog, strategies: [strategy]),
            configuration.app.flatMap { catalog.app(named: $0) }.flatMap(AssetNotes.noSensitiveCells),
        ].compactMap { $0 }
        AssetNotes.print(notes)
        if let note = notes.last { _ = lab.update(.caption(note)) }
        let timed = TimedSession(lab)
        let session: LiveSession = stats ? timed : lab
        // The output is opened (a file under a temporary name) before the terminal starts, so
        // a bad path fails at once; a file appears under its name only once the session has
        // ended. `-` is refused: standard output is the terminal the lab draws on. A FIFO is
        // waited for until a reader comes (q or Ctrl-C cancels); a device or disk that takes
        // nothing is refused. Until the terminal is up, and after, a signal is noted, so that
        // the recording is dropped (before) or kept (after) and the status says which signal.
        let recorder: LiveRecorder?
        if recording != nil {
            HeadlessSignals.watch()
        }
        defer { HeadlessSignals.unwatch() }
        let stopping = { HeadlessSignals.pending != nil }
        do {
            recorder = try recording.map { path throws(AtomicOutputError) in
                guard path != "-" else {
                    throw AtomicOutputError("standard output is the terminal the lab draws on")
                }
                let waiting = ReaderWait(path: path)
                defer { waiting.end() }
                return try LiveRecorder(
                    to: URL(fileURLWithPath: path), title: "switcherlab", svg: svg.options(),
                    castVersion: Asciicast.Version(rawValue: castVersion.value) ?? .v2
                ) { url throws(AtomicOutputError) in
                    try OutputTarget.openChecked(url, stopping: stopping) { waiting.pause() }
                }
            }
        } catch {
            if let stop = HeadlessSignals.exitCode { throw stop }
            if error.isCancelled {
                FileHandle.standardError.write(
                    Data("switcherlab: \(TerminalSafeText.sanitized(error.description))\n".utf8))
                return
            }
            throw usage("cannot record to '\(recording ?? "")': \(error)")
        }
        if let stop = HeadlessSignals.exitCode {
            recorder?.discard()
            throw stop
        }
        let started = ContinuousClock.now
        let ending: LiveExit
        do {
            ending = try LiveTerminal.run(
                session, sinks: recorder.map { [SnapshotMarks(lab, recorder: $0)] } ?? [])
        } catch {
            recorder?.discard()
            throw error
        }
        // Kept however the session ended (q, Ctrl-C, SIGTERM): it is what the person saw.
        if let recorder {
            do {
                try recorder.finish()
            } catch {
                throw usage("the recording was not written: \(error)")
            }
            let notice = "switcherlab: recorded \(recorder.frames) frames to \(recorder.destination.path)"
            FileHandle.standardError.write(Data((TerminalSafeText.sanitized(notice) + "\n").utf8))
        }
        if let stop = HeadlessSignals.exitCode { throw stop }
        if stats {
            let seconds = Double((ContinuousClock.now - started).components.seconds)
            let s = timed
            let rate = s.animatingSeconds > 0 ? Double(s.animatingFrames) / s.animatingSeconds : 0
            FileHandle.standardError.write(
                Data(
                    ("switcherlab: \(s.frames) frames in about \(Int(seconds)) s; while animating "
                        + "\(s.animatingFrames) frames in \(String(format: "%.2f", s.animatingSeconds)) s = "
                        + "\(String(format: "%.1f", rate)) frames/s; median composition "
                        + "\(String(format: "%.3f", timed.medianMilliseconds)) ms\n").utf8))
        }
        if ending != .quit { throw ExitCode(ending.exitStatus) }
    }

    func makeConfiguration() throws -> (LabConfiguration, AssetCatalog) {
        let (kind, style) = platform.resolved()
        let ios = try platform.version()
        let api = try platform.apiLevel()
        let nav = try platform.navigation()
        guard Strategies.info(strategy) != nil else {
            throw usage(
                "unknown strategy '\(strategy)' for --strategy (expected \(Strategies.ids.joined(separator: ", ")))"
            )
        }
        guard timeScale > 0, timeScale <= 16 else {
            throw usage("--time-scale must be above 0 and at most 16, not \(timeScale)")
        }
        let catalog = try loadCatalog(assets)
        var configuration = LabConfiguration()
        configuration.device = kind
        configuration.lifecycle = style
        configuration.ios = ios
        configuration.androidAPI = api
        configuration.androidNav = nav
        configuration.strategy = StrategyConfiguration(id: strategy)
        try options.apply(to: &configuration, strategies: [strategy])
        configuration.timeScale = timeScale
        try model.apply(to: &configuration)
        if app.lowercased() == "none" {
            configuration.app = nil
        } else if let asset = catalog.app(named: app) {
            configuration.app = asset.name
        } else {
            let known = catalog.apps.map(\.name).joined(separator: ", ")
            throw usage("unknown app '\(app)' for --app (expected one of \(known), or none)")
        }
        return (configuration, catalog)
    }
}

/// The lab's recorder, with a marker at each snapshot the world took since the frame before
/// (an asciicast v3 writes them; every other format ignores them).
final class SnapshotMarks: FrameSink {
    let lab: Lab
    let recorder: LiveRecorder
    /// How much of which world's log has been read: a device change starts a new one.
    private var read: (world: ObjectIdentifier, count: Int)?

    init(_ lab: Lab, recorder: LiveRecorder) {
        self.lab = lab
        self.recorder = recorder
    }

    func show(_ update: FrameUpdate) {
        let world = lab.world
        let entries = world.log.entries
        let start = read?.world == ObjectIdentifier(world) ? min(read?.count ?? 0, entries.count) : 0
        read = (ObjectIdentifier(world), entries.count)
        for entry in entries[start...] {
            if case .snapshot = entry.kind, let scene = entry.scene {
                recorder.mark("snapshot of \(scene)", at: update.time)
            }
        }
        recorder.show(update)
    }

    func end(at time: Instant) { recorder.end(at: time) }
}
