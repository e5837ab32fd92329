import ArgumentParser
import Foundation
import SwitcherCore

/// `switcherlab audit`: every strategy × event × device (× lifecycle style on iOS) on the
/// virtual clock, as an aligned table or as JSON.
struct AuditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "audit",
        abstract: "Run every strategy through every system event and measure what the switcher card leaks.",
        discussion: """
            Each run starts a fresh world: another app, then the audited app (Medical ID) in \
            front, then one event: \(AuditEvent.allCases.map(\.rawValue).joined(separator: ", ")). \
            Measured: legible sensitive cells in the card the user sees, the cover during an \
            interruption, how long the cover stays after the app is active again (stuck: still \
            up 5 s later). Strategies run only on the devices they have code for; app-switch \
            only where the device has the gesture, face-id only on iOS. Each iOS strategy runs             once per host its code can live in (app-delegate, scene-delegate, notifications):             UIKit never calls the app delegate's lifecycle methods in an app with scenes, nor a             scene delegate without them, so code in the wrong host protects nothing.
            """)

    @Flag(help: "Print a JSON array of rows instead of the table.")
    var json = false

    @Option(help: "Only this device: \(DeviceKind.allCases.map(\.rawValue).joined(separator: ", ")).")
    var device: String?

    @Option(help: "Only this strategy (see switcherlab strategies).")
    var strategy: String?

    @Option(help: "Only this host of the strategies' code: app-delegate, scene-delegate, notifications.")
    var host: String?

    @Option(help: "Only this presentation of the modal strategies: automatic or full-screen.")
    var presentation: String?

    @Option(help: "Only this lifecycle style on iOS: scene or app.")
    var lifecycle: String?

    @Option(help: "The app whose card is audited.")
    var app: String = "Medical ID"

    @Option(help: "A directory of app assets (default: the shipped Assets).")
    var assets: String?

    func run() throws {
        var plan = Audit.Plan()
        if let device { plan.devices = [try choice(device, for: "--device")] }
        if let strategy {
            guard Strategies.info(strategy) != nil else {
                let known = Strategies.ids.joined(separator: ", ")
                throw usage("unknown strategy '\(strategy)' (expected one of \(known))")
            }
            plan.strategies = [strategy]
        }
        if let lifecycle { plan.lifecycles = [try choice(lifecycle, for: "--lifecycle")] }
        if let host { plan.hosts = [try choice(host, for: "--host")] }
        if let presentation { plan.presentations = [try choice(presentation, for: "--presentation")] }
        plan.app = app
        let catalog = try loadCatalog(assets)
        let rows: [AuditRow]
        do {
            rows = try Audit.run(plan, catalog: catalog)
        } catch {
            throw usage(error.description)
        }
        if json {
            print(OrderedJSON.array(rows.map(\.json)).rendered)
        } else if rows.isEmpty {
            let runsOn = strategy.flatMap(Strategies.info).map {
                $0.devices.map(\.rawValue).joined(separator: ", ")
            }
            print(
                "Nothing to audit: \(strategy ?? "the strategy") has no code for \(device ?? "these devices")"
                    + (runsOn.map { " (it runs on \($0))" } ?? "") + ".")
        } else {
            // Only ids and numbers: no untrusted text reaches the terminal.
            print(AuditTable.render(rows), terminator: "")
        }
    }
}
