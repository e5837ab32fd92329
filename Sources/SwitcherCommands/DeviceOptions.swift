import ArgumentParser
import SwitcherCore
import SwitcherSessions

/// `--device`, `--lifecycle`, `--ios`, `--android-api` and `--android-nav`, as the interactive lab, the timeline
/// and compare take them.
struct DeviceOptions: ParsableArguments {
    @Option(help: "The device.")
    var device: DeviceKind = .iphoneHome

    @Option(help: "Lifecycle style: scene (iOS 13+) or app (before iOS 13).")
    var lifecycle = Defaulted(LifecycleStyle.scene)

    @Option(
        help: ArgumentHelp(
            "iOS release: \(IOSVersion.range) (what .automatic presents; TN3187's warning for the app lifecycle).",
            valueName: "version"))
    var ios = Defaulted(String(IOSVersion.current.major))

    @Option(
        name: .customLong("android-api"),
        help: ArgumentHelp(
            "Android API level: \(AndroidAPILevel.range) (setRecentsScreenshotEnabled exists from 33).",
            valueName: "level"))
    var androidAPI = Defaulted(String(AndroidAPILevel.current.level))

    @Option(
        name: .customLong("android-nav"),
        help: ArgumentHelp(
            "Android navigation: \(AndroidNavigation.choices) (on gesture navigation Recents opened from the app shows it live).",
            valueName: "mode"))
    var androidNav = Defaulted(AndroidNavigation.current.rawValue)

    /// The options given that are for one platform's devices.
    var used: [OptionUse?] {
        [
            OptionUse.iOS("--lifecycle").given(lifecycle.isGiven), OptionUse.iOS("--ios").given(ios.isGiven),
            OptionUse.android("--android-api").given(androidAPI.isGiven),
            OptionUse.android("--android-nav").given(androidNav.isGiven),
        ]
    }

    /// A lab's setup with the device, its lifecycle and its release named; a usage error
    /// naming the option.
    func setup() throws -> LabSetup {
        var setup = LabSetup()
        setup.device = device
        setup.lifecycle = lifecycle.value
        setup.ios = try version()
        setup.androidAPI = try apiLevel()
        setup.androidNav = try navigation()
        return setup
    }

    /// The release named, or a usage error: `--ios: there is no iOS 9 …`.
    func version() throws -> IOSVersion {
        do {
            return try IOSVersion(parsing: ios.value)
        } catch {
            throw usage("--ios: \(error)")
        }
    }

    /// The API level named, or a usage error: `--android-api: Android API level 21 is outside …`.
    func apiLevel() throws -> AndroidAPILevel {
        do {
            return try AndroidAPILevel(parsing: androidAPI.value)
        } catch {
            throw usage("--android-api: \(error)")
        }
    }

    /// The navigation mode named, or a usage error: `--android-nav: bad Android navigation …`.
    func navigation() throws -> AndroidNavigation {
        do {
            return try AndroidNavigation(parsing: androidNav.value)
        } catch {
            throw usage("--android-nav: \(error)")
        }
    }
}
