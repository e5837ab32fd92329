import SwitcherCore

/// What the live lab starts with, as values: the device and its release, the strategy and its
/// options, the model's readings, the app in front. `switcherlab`'s options give one, and so
/// does `scan --open` from the app's first finding; `configuration` is the lab's.
@dynamicMemberLookup
public struct LabSetup: Sendable {
    /// The device and its release, the model's readings and its measure, read and written as
    /// the setup's own (`setup.device`, `setup.assumptions`).
    public var world = WorldSettings()
    /// The strategy of every scene at start.
    public var strategy = "none"
    /// The strategy's options, as tapes' `Set` lines give them: host, trigger, fade,
    /// presentation, form.
    public var options: [LabSetting] = []
    /// Virtual seconds per real second.
    public var timeScale: Double = 1
    /// The app in front at start, by its name in the catalog; nil starts on the home screen.
    public var app: String? = "Medical ID"

    public init() {}

    public subscript<Value>(dynamicMember keyPath: WritableKeyPath<WorldSettings, Value>) -> Value {
        get { world[keyPath: keyPath] }
        set { world[keyPath: keyPath] = newValue }
    }

    /// Writes the device, its lifecycle and its release into `configuration`.
    public func applyDevice(to configuration: inout LabConfiguration) {
        configuration.world = configuration.world.onPlatform(of: world)
    }

    /// The lab's configuration.
    public var configuration: LabConfiguration {
        var configuration = LabConfiguration(app: app)
        configuration.world = world
        configuration.strategy = StrategyConfiguration(id: strategy)
        for setting in options { setting.apply(to: &configuration) }
        configuration.timeScale = timeScale
        return configuration
    }
}
