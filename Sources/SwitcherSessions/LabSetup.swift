import SwitcherCore

/// What the live lab starts with, as values: the device and its release, the strategy and its
/// options, the model's readings, the app in front. `switcherlab`'s options give one, and so
/// does `scan --open` from the app's first finding; `configuration` is the lab's.
public struct LabSetup: Sendable {
    public var device: DeviceKind = .iphoneHome
    public var lifecycle: LifecycleStyle = .scene
    public var ios = IOSVersion.current
    public var androidAPI = AndroidAPILevel.current
    public var androidNav = AndroidNavigation.current
    /// The strategy of every scene at start.
    public var strategy = "none"
    /// The strategy's options, as tapes' `Set` lines give them: host, trigger, fade,
    /// presentation, form.
    public var options: [LabSetting] = []
    /// Virtual seconds per real second.
    public var timeScale: Double = 1
    public var assumptions: Set<ModelAssumption> = []
    public var legibility = Legibility.default
    public var reduceTransparency = false
    /// The app in front at start, by its name in the catalog; nil starts on the home screen.
    public var app: String? = "Medical ID"

    public init() {}

    /// Writes the device, its lifecycle and its release into `configuration`.
    public func applyDevice(to configuration: inout LabConfiguration) {
        configuration.device = device
        configuration.lifecycle = lifecycle
        configuration.ios = ios
        configuration.androidAPI = androidAPI
        configuration.androidNav = androidNav
    }

    /// The lab's configuration.
    public var configuration: LabConfiguration {
        var configuration = LabConfiguration()
        applyDevice(to: &configuration)
        configuration.strategy = StrategyConfiguration(id: strategy)
        for setting in options { setting.apply(to: &configuration) }
        configuration.timeScale = timeScale
        configuration.assumptions = assumptions
        configuration.legibility = legibility
        configuration.reduceTransparency = reduceTransparency
        configuration.app = app
        return configuration
    }
}
