import ArgumentParser
import SwitcherCode
import SwitcherCore

// The core's choices, read by the parser: `--help` lists the allowed values, and a value that
// is none of them is refused naming the option and the values (exit 2).
extension DeviceKind: ExpressibleByArgument {}
extension LifecycleStyle: ExpressibleByArgument {}
extension StrategyHost: ExpressibleByArgument {}
extension StrategyTrigger: ExpressibleByArgument {}
extension ModalPresentation: ExpressibleByArgument {}
extension StrategyForm: ExpressibleByArgument {}
extension CodeLanguage: ExpressibleByArgument {}
extension AuditEvent: ExpressibleByArgument {}
extension ModelAssumption: ExpressibleByArgument {}
extension Recommendation.LiveCardPolicy: ExpressibleByArgument {}

/// Devices given as one comma-separated value: `iphone,ipad`.
struct DeviceList: ExpressibleByArgument {
    let devices: [DeviceKind]

    init?(argument: String) {
        var devices: [DeviceKind] = []
        for name in argument.split(separator: ",", omittingEmptySubsequences: false) {
            guard let device = DeviceKind(rawValue: String(name)) else { return nil }
            devices.append(device)
        }
        self.devices = devices
    }

    static var allValueStrings: [String] { DeviceKind.allValueStrings }
}
