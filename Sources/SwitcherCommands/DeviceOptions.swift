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
        release:
            "iOS release: \(IOSVersion.range) (what .automatic presents; TN3187's warning for the app lifecycle)."
            + " (default: \(IOSVersion.current.major))")
    var ios: IOSVersion?

    @Option(
        apiLevel: "Android API level: \(AndroidAPILevel.range) (setRecentsScreenshotEnabled exists from 33)."
            + " (default: \(AndroidAPILevel.current.level))")
    var androidAPI: AndroidAPILevel?

    @Option(
        navigation: "Android navigation (on gesture navigation Recents opened from the app shows it live).")
    var androidNav = Defaulted(AndroidNavigation.current)

    /// The options given that are for one platform's devices.
    var used: [OptionUse?] {
        [
            OptionUse.iOS("--lifecycle").given(lifecycle.isGiven), OptionUse.iOS("--ios").given(ios != nil),
            OptionUse.android("--android-api").given(androidAPI != nil),
            OptionUse.android("--android-nav").given(androidNav.isGiven),
        ]
    }

    /// A lab's setup with the device, its lifecycle, its release, API level and navigation.
    func setup() -> LabSetup {
        var setup = LabSetup()
        setup.device = device
        setup.lifecycle = lifecycle.value
        setup.ios = ios ?? .current
        setup.androidAPI = androidAPI ?? .current
        setup.androidNav = androidNav.value
        return setup
    }
}
