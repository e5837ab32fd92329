import ArgumentParser
import SwitcherCode
import SwitcherCore
import SwitcherRecording

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
extension AndroidNavigation: ExpressibleByArgument {}
extension Asciicast.Version: ExpressibleByArgument {}

// The releases and API levels are read by the core's own readers, whose refusal says why
// (`there is no iOS 20: after iOS 18 came iOS 26 (expected 13 to 18, 26 or 27)`): the parser
// refuses the value with it, naming the option (exit 2).
extension IOSVersion {
    /// `--ios` with one release: `17`.
    static let one: @Sendable (String) throws -> IOSVersion = { try IOSVersion(parsing: $0) }
    /// `--ios` with several: `17,18` or `all`.
    static let several: @Sendable (String) throws -> [IOSVersion] = { try IOSVersion.list(parsing: $0) }
}

extension AndroidAPILevel {
    /// `--android-api` with one level: `33`.
    static let one: @Sendable (String) throws -> AndroidAPILevel = { try AndroidAPILevel(parsing: $0) }
    /// `--android-api` with several: `32,33` or `all`.
    static let several: @Sendable (String) throws -> [AndroidAPILevel] = {
        try AndroidAPILevel.list(parsing: $0)
    }
}

extension AndroidNavigation {
    /// `--android-nav` with several modes: `gesture,buttons` or `all`.
    static let several: @Sendable (String) throws -> [AndroidNavigation] = {
        try AndroidNavigation.list(parsing: $0)
    }
}

// `--ios`, `--android-api` and `--android-nav` as each command declares them: the name, the
// value's name in `--help` and the reader are the same everywhere; only the help differs.
extension Option where Value == IOSVersion? {
    /// `--ios` with one release.
    init(release help: String) {
        self.init(help: ArgumentHelp(help, valueName: "version"), transform: IOSVersion.one)
    }
}

extension Option where Value == [IOSVersion]? {
    /// `--ios` with several releases.
    init(releases help: String) {
        self.init(help: ArgumentHelp(help, valueName: "version"), transform: IOSVersion.several)
    }
}

extension Option where Value == AndroidAPILevel? {
    /// `--android-api` with one level.
    init(apiLevel help: String) {
        self.init(
            name: .customLong("android-api"), help: ArgumentHelp(help, valueName: "level"),
            transform: AndroidAPILevel.one)
    }
}

extension Option where Value == [AndroidAPILevel]? {
    /// `--android-api` with several levels.
    init(apiLevels help: String) {
        self.init(
            name: .customLong("android-api"), help: ArgumentHelp(help, valueName: "level"),
            transform: AndroidAPILevel.several)
    }
}

extension Option where Value == Defaulted<AndroidNavigation> {
    /// `--android-nav` with one mode.
    init(wrappedValue: Value, navigation help: String) {
        self.init(
            wrappedValue: wrappedValue, name: .customLong("android-nav"),
            help: ArgumentHelp(help, valueName: "mode"))
    }
}

extension Option where Value == [AndroidNavigation]? {
    /// `--android-nav` with several modes.
    init(navigations help: String) {
        self.init(
            name: .customLong("android-nav"), help: ArgumentHelp(help, valueName: "mode"),
            transform: AndroidNavigation.several)
    }
}

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

/// A format `render --frames` writes, by the one table of formats: `text`, `svg`, `png`.
struct FramesFormat: ExpressibleByArgument {
    let format: OutputFormat

    static let text = FramesFormat(format: .text)

    private init(format: OutputFormat) { self.format = format }

    init?(argument: String) {
        guard let format = OutputFormat.formats(for: .frames).first(where: { $0.name == argument }) else {
            return nil
        }
        self.format = format
    }

    var defaultValueDescription: String { format.name }
    static var allValueStrings: [String] { OutputFormat.formats(for: .frames).map(\.name) }
}
