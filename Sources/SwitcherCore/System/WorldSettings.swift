/// Everything about a world that is a setting: the device and what it runs, the model's
/// timings, readings and measure, the device's own switches. Not the strategy, the time scale
/// or the app in front, which are the lab's (`LabConfiguration`). A world holds one
/// (`World.settings`), the lab's configuration one (`LabConfiguration.world`), the audit's plan
/// one for every run (`Audit.Plan.settings`). A new setting is a field here; the world reads it
/// where it is used, and gives it to its scenes in `World.applySettings(to:)` if they hold it.
public struct WorldSettings: Hashable, Sendable {
    /// The device, the lifecycle, the iOS release and the Android API level and navigation: a
    /// world's for life (`LabSetting.Part.world`); another is a new world.
    public var device: DeviceKind
    public var lifecycle: LifecycleStyle
    /// The iOS release its apps run on (MODEL §41); Android ignores it.
    public var ios: IOSVersion
    /// The Android API level its Activities run on (MODEL §48); iOS ignores it.
    public var androidAPI: AndroidAPILevel
    /// How its Android user navigates (MODEL §58); iOS ignores it.
    public var androidNav: AndroidNavigation
    public var timings: SystemTimings
    /// Reported readings of the platform taken instead of the documented ones; every scene
    /// follows.
    public var assumptions: Set<ModelAssumption>
    /// When a sensitive glyph counts as legible: every count the world gives uses it.
    public var legibility: Legibility
    /// The device's Reduce Transparency setting (a model switch, MODEL §46): blur materials
    /// drawn opaque; every scene follows.
    public var reduceTransparency: Bool

    public init(
        device: DeviceKind = .iphoneHome, lifecycle: LifecycleStyle = .scene, ios: IOSVersion = .current,
        androidAPI: AndroidAPILevel = .current, androidNav: AndroidNavigation = .current,
        timings: SystemTimings = .defaults, assumptions: Set<ModelAssumption> = [],
        legibility: Legibility = .default, reduceTransparency: Bool = false
    ) {
        self.device = device
        self.lifecycle = lifecycle
        self.ios = ios
        self.androidAPI = androidAPI
        self.androidNav = androidNav
        self.timings = timings
        self.assumptions = assumptions
        self.legibility = legibility
        self.reduceTransparency = reduceTransparency
    }

    /// These settings on the platform of `other` (its device, lifecycle, iOS release and
    /// Android API level and navigation): what a running world on that platform takes of them.
    public func onPlatform(of other: WorldSettings) -> WorldSettings {
        var settings = self
        settings.device = other.device
        settings.lifecycle = other.lifecycle
        settings.ios = other.ios
        settings.androidAPI = other.androidAPI
        settings.androidNav = other.androidNav
        return settings
    }

    /// The lifecycle a world on the device runs: the one asked for, or the device's own when
    /// it has not that one (several windows need scenes; Android has activities, kept on the
    /// scene path).
    var supportedLifecycle: LifecycleStyle {
        device.lifecycles.contains(lifecycle) ? lifecycle : device.lifecycles[0]
    }
}
