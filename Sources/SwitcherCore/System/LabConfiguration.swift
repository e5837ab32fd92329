/// The one home of what a lab runs: the command line's flags, a tape's `Set` lines, and the
/// keys that change them later all write here (through `Lab.update`), each setting where its
/// declaration says (`LabSetting.apply(to:)`). A device or lifecycle change builds the new
/// world from it, so what was set survives.
public struct LabConfiguration: Hashable, Sendable {
    public var device: DeviceKind = .iphoneHome
    public var lifecycle: LifecycleStyle = .scene
    /// The iOS release the world runs (ignored on Android).
    public var ios: IOSVersion = .current
    /// The Android API level the world runs (ignored on iOS).
    public var androidAPI: AndroidAPILevel = .current
    /// How the Android user navigates (ignored on iOS).
    public var androidNav: AndroidNavigation = .current
    /// The strategy of every scene not given one of its own.
    public var strategy = StrategyConfiguration()
    /// Virtual seconds per real second (0.25 is slow motion).
    public var timeScale: Double = 1
    public var timings: SystemTimings = .defaults
    /// Reported readings of the platform taken instead of the documented ones.
    public var assumptions: Set<ModelAssumption> = []
    /// The device's Reduce Transparency setting: blur materials drawn opaque.
    public var reduceTransparency = false
    /// When a sensitive glyph counts as legible.
    public var legibility: Legibility = .default
    /// The app in front at start, and after a device change; nil starts on the home screen.
    public var app: String? = "Medical ID"

    public init(app: String? = "Medical ID") { self.app = app }
}
