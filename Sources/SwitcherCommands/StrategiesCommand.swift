import ArgumentParser
import Foundation
import SwitcherCore
import SwitcherReports

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
            "id".padded(to: idWidth) + "  " + "source".padded(to: sourceWidth) + "  "
                + "trigger".padded(to: 10)
                + "  " + "options".padded(to: 12) + "  title")
        for info in Strategies.all {
            let devices =
                info.devices == StrategyInfo.iOSDevices || info.devices == DeviceKind.allCases
                ? "" : " (\(info.devices.map(\.rawValue).joined(separator: ", ")) only)"
            print(
                info.id.padded(to: idWidth) + "  " + info.source.padded(to: sourceWidth) + "  "
                    + (info.defaultTrigger?.rawValue ?? "-").padded(to: 10) + "  "
                    + (info.options.isEmpty ? "-" : info.options.map(\.rawValue).joined(separator: ","))
                    .padded(to: 12) + "  "
                    + info.title + devices)
            if !info.hosts.isEmpty {
                print(
                    "".padded(to: idWidth) + "  hosts: "
                        + info.hosts.map { $0 == info.defaultHost ? "\($0) (the article's)" : $0.rawValue }
                        .joined(separator: ", "))
            }
            if !info.callbacks.isEmpty {
                print("".padded(to: idWidth) + "  callbacks: " + info.callbacks.joined(separator: ", "))
            }
        }
    }
}
