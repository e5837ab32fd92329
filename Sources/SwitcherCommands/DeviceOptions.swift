import ArgumentParser
import SwitcherCore

/// `--device`, `--lifecycle`, `--ios`, `--android-api` and `--android-nav`, as the interactive lab, the timeline
/// and compare take them.
struct DeviceOptions: ParsableArguments {
    @Option(help: "Device: \(DeviceKind.allCases.map(\.rawValue).joined(separator: ", ")).")
    var device: String = DeviceKind.iphoneHome.rawValue

    @Option(help: "Lifecycle style: scene (iOS 13+) or app (before iOS 13).")
    var lifecycle: String = LifecycleStyle.scene.rawValue

    @Option(
        help: ArgumentHelp(
            "iOS release: \(IOSVersion.range) (what .automatic presents; TN3187's warning for the app lifecycle).",
            valueName: "version"))
    var ios: String = String(IOSVersion.current.major)

    @Option(
        name: .customLong("android-api"),
        help: ArgumentHelp(
            "Android API level: \(AndroidAPILevel.range) (setRecentsScreenshotEnabled exists from 33).",
            valueName: "level"))
    var androidAPI: String = String(AndroidAPILevel.current.level)

    @Option(
        name: .customLong("android-nav"),
        help: ArgumentHelp(
            "Android navigation: \(AndroidNavigation.choices) (on gesture navigation Recents opened from the app shows it live).",
            valueName: "mode"))
    var androidNav: String = AndroidNavigation.current.rawValue

    /// The device and lifecycle named, or a usage error naming the flag.
    func resolved() throws -> (device: DeviceKind, lifecycle: LifecycleStyle) {
        (try choice(device, for: "--device"), try choice(lifecycle, for: "--lifecycle"))
    }

    /// The release named, or a usage error: `--ios: there is no iOS 9 …`.
    func version() throws -> IOSVersion {
        do {
            return try IOSVersion(parsing: ios)
        } catch {
            throw usage("--ios: \(error)")
        }
    }

    /// The API level named, or a usage error: `--android-api: Android API level 21 is outside …`.
    func apiLevel() throws -> AndroidAPILevel {
        do {
            return try AndroidAPILevel(parsing: androidAPI)
        } catch {
            throw usage("--android-api: \(error)")
        }
    }

    /// The navigation mode named, or a usage error: `--android-nav: bad Android navigation …`.
    func navigation() throws -> AndroidNavigation {
        do {
            return try AndroidNavigation(parsing: androidNav)
        } catch {
            throw usage("--android-nav: \(error)")
        }
    }
}

/// The case of `T` that `text` names, or a usage error: `unknown device 'x' for --device
/// (expected iphone-home, iphone, ipad, android)`.
func choice<T: RawRepresentable & CaseIterable>(_ text: String, for flag: String) throws -> T
where T.RawValue == String {
    guard let value = T(rawValue: text) else {
        let what = flag.drop { $0 == "-" }
        let known = T.allCases.map(\.rawValue).joined(separator: ", ")
        throw usage("unknown \(what) '\(text)' for \(flag) (expected \(known))")
    }
    return value
}
