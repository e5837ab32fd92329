import ArgumentParser
import Foundation
import SwitcherCore

/// `switcherlab strategies`: the privacy strategies the lab knows, where each comes from, the
/// callbacks it uses and its options.
struct StrategiesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "strategies",
        abstract: "List the privacy strategies: id, source article, callbacks, default trigger, options.")

    @Flag(help: "Print a JSON array instead of a table.")
    var json = false

    func run() throws {
        if json {
            print(OrderedJSON.array(Strategies.all.map(\.json)).rendered)
            return
        }
        let idWidth = Strategies.all.map(\.id.count).max() ?? 0
        let sourceWidth = Strategies.all.map(\.source.count).max() ?? 0
        print(
            "id".padded(idWidth) + "  " + "source".padded(sourceWidth) + "  " + "trigger".padded(10)
                + "  " + "options".padded(12) + "  title")
        for info in Strategies.all {
            let devices =
                info.devices == StrategyInfo.iOSDevices || info.devices == DeviceKind.allCases
                ? "" : " (\(info.devices.map(\.rawValue).joined(separator: ", ")) only)"
            print(
                info.id.padded(idWidth) + "  " + info.source.padded(sourceWidth) + "  "
                    + (info.defaultTrigger?.rawValue ?? "-").padded(10) + "  "
                    + (info.options.isEmpty ? "-" : info.options.joined(separator: ",")).padded(12) + "  "
                    + info.title + devices)
            if !info.callbacks.isEmpty {
                print("".padded(idWidth) + "  callbacks: " + info.callbacks.joined(separator: ", "))
            }
        }
    }
}
