/// The one home of what a lab runs: the command line's flags, a tape's `Set` lines, and the
/// keys that change them later all write here (through `Lab.update`), each setting where its
/// declaration says (`LabSetting.apply(to:)`). A device or lifecycle change builds the new
/// world from it, so what was set survives.
@dynamicMemberLookup
public struct LabConfiguration: Hashable, Sendable {
    /// The settings of the world the lab runs (`WorldSettings`).
    public var world = WorldSettings()
    /// The strategy of every scene not given one of its own.
    public var strategy = StrategyConfiguration()
    /// Virtual seconds per real second (0.25 is slow motion).
    public var timeScale: Double = 1
    /// The app in front at start, and after a device change; nil starts on the home screen.
    public var app: String? = "Medical ID"

    public init(app: String? = "Medical ID") { self.app = app }

    /// A world setting read and written as the configuration's own (`configuration.device`,
    /// `configuration.timings`), as the command lines and tapes name them.
    public subscript<Value>(dynamicMember keyPath: WritableKeyPath<WorldSettings, Value>) -> Value {
        get { world[keyPath: keyPath] }
        set { world[keyPath: keyPath] = newValue }
    }
}
