import ArgumentParser
import Foundation
import SwitcherCore
import SwitcherRecording

/// `switcherlab timeline`: runs system events on the virtual clock and prints every callback,
/// notification, state change and snapshot with its timestamp, then the last snapshot.
struct Timeline: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run system events headless and print the lifecycle timeline.",
        discussion: """
            Events run in order on the virtual clock, with --gap of virtual time after each so
            that transitions settle (use sleep:DURATION for more or less):
              launch:APP  home  double-home  switcher  select:APP  kill:APP  app-switch:left|right
              pull:control-center|notification-center  dismiss  call  answer  face-id  lock
              unlock  new-window:APP  split:APP  evict:APP  type:TEXT  sleep:DURATION
            Durations as tapes write them: 500ms, 1.5s, 2s (at most an hour). Apps by name or
            id (medical-id).
            """)

    @Option(help: "Device: \(DeviceKind.allCases.map(\.rawValue).joined(separator: ", ")).")
    var device: String = DeviceKind.iphoneHome.rawValue

    @Option(help: "Lifecycle style: scene (iOS 13+) or app (before iOS 13).")
    var lifecycle: String = LifecycleStyle.scene.rawValue

    @Option(help: "Virtual time after each event.")
    var gap: String = "1s"

    @Option(help: "A directory of app assets (default: the shipped Assets).")
    var assets: String?

    @Argument(help: "The events (default: launch:medical-id home double-home).")
    var events: [String] = []

    func run() throws {
        guard let kind = DeviceKind(rawValue: device) else {
            throw usage(
                "unknown device '\(device)' (expected \(DeviceKind.allCases.map(\.rawValue).joined(separator: ", ")))"
            )
        }
        guard let style = LifecycleStyle(rawValue: lifecycle) else {
            throw usage("unknown lifecycle '\(lifecycle)' (expected scene, app)")
        }
        guard let gapInterval = Tape.duration(gap) else {
            throw usage("bad duration '\(gap)' for --gap (e.g. 500ms, 1.5s)")
        }
        let catalog = try loadCatalog(assets)
        let world = World(device: kind, lifecycle: style, catalog: catalog)
        let steps = events.isEmpty ? ["launch:medical-id", "home", "double-home"] : events
        for (i, step) in steps.enumerated() {
            try apply(step, index: i + 1, to: world, catalog: catalog)
            if !step.hasPrefix("sleep:") { world.clock.advance(by: gapInterval) }
        }
        print(
            "SwitcherLab timeline — \(kind.title), \(kind.isAndroid ? "Activity" : style.rawValue) lifecycle")
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
                "\nLast snapshot: \(scene) at \(last.time), \(image.legibleSensitiveCells) legible sensitive cells"
            )
            for line in image.lines { print("  |" + line + "|") }
        }
    }

    private func apply(_ step: String, index: Int, to world: World, catalog: AssetCatalog) throws {
        let parts = step.split(separator: ":", maxSplits: 1).map(String.init)
        let verb = parts[0]
        let argument = parts.count > 1 ? parts[1] : nil
        func app() throws -> String {
            guard let argument, let asset = catalog.app(named: argument) else {
                let known = catalog.apps.map(\.name).joined(separator: ", ")
                throw usage("event \(index) '\(step)': unknown app (expected one of \(known))")
            }
            return asset.name
        }
        func scene() throws -> SceneID {
            let name = try app()
            guard let id = world.recents.first(where: { $0.app == name }) else {
                throw usage("event \(index) '\(step)': \(name) has no card in the switcher")
            }
            return id
        }
        switch verb {
        case "launch": world.launch(try app())
        case "home": world.pressHome()
        case "double-home": world.doublePressHome()
        case "switcher": world.openSwitcher()
        case "select": world.selectCard(try scene())
        case "kill": world.killCard(try scene())
        case "app-switch":
            guard let direction = SwitchDirection(rawValue: (argument ?? "").capitalized) else {
                throw usage("event \(index) '\(step)': expected app-switch:left or app-switch:right")
            }
            world.appSwitch(direction)
        case "pull":
            switch argument {
            case "control-center": world.pull(.controlCenter)
            case "notification-center": world.pull(.notificationCenter)
            default:
                throw usage(
                    "event \(index) '\(step)': expected pull:control-center or pull:notification-center")
            }
        case "dismiss": world.dismiss()
        case "call": world.incomingCall()
        case "answer": world.answerCall()
        case "face-id": world.faceIDPrompt()
        case "lock": world.lock()
        case "unlock": world.unlock()
        case "new-window": world.openNewWindow(try app())
        case "split": world.split(with: try app())
        case "evict": world.evict(try app())
        case "type": world.type(argument ?? "")
        case "sleep":
            guard let argument, let interval = Tape.duration(argument) else {
                throw usage("event \(index) '\(step)': bad duration (e.g. sleep:500ms, sleep:1.5s)")
            }
            world.clock.advance(by: interval)
        default:
            throw usage("event \(index): unknown event '\(step)' (see switcherlab timeline --help)")
        }
    }
}

/// A usage or input error: one line on standard error, exit code 2.
func usage(_ message: String) -> ExitCode {
    FileHandle.standardError.write(Data("switcherlab: \(TerminalSafeText.sanitized(message))\n".utf8))
    return ExitCode(2)
}

/// The catalog from `--assets DIR` or the shipped `Assets/`; errors exit 2 with file:line.
func loadCatalog(_ directory: String?) throws -> AssetCatalog {
    guard
        let url = directory.map({ URL(fileURLWithPath: $0, isDirectory: true) })
            ?? AssetCatalog.locateDefault()
    else {
        throw usage("cannot find the Assets directory; pass --assets DIR or set SWITCHERLAB_ASSETS")
    }
    do {
        return try AssetCatalog.load(from: url)
    } catch {
        throw usage("\(error)")
    }
}
