/// The world's settings (`WorldSettings`) as it reads them, and what it does when they change.
extension World {
    public var device: DeviceKind { settings.device }
    public var lifecycle: LifecycleStyle { settings.lifecycle }
    public var ios: IOSVersion { settings.ios }
    public var androidAPI: AndroidAPILevel { settings.androidAPI }
    public var androidNav: AndroidNavigation { settings.androidNav }
    public var timings: SystemTimings { settings.timings }
    public var legibility: Legibility { settings.legibility }
    public var assumptions: Set<ModelAssumption> {
        get { settings.assumptions }
        set { settings.assumptions = newValue }
    }
    public var reduceTransparency: Bool {
        get { settings.reduceTransparency }
        set { settings.reduceTransparency = newValue }
    }

    /// Takes the settings just set: every scene follows them (`applySettings(to:)`). The
    /// timings and the legibility are read where they are used.
    func settingsDidChange() {
        for record in records.values {
            if let scene = record.scene { applySettings(to: scene) }
        }
    }

    /// What a scene holds of the settings: the readings taken, the device's switches, the API
    /// level. A scene takes them as it connects, and again whenever they change.
    func applySettings(to scene: UIWindowScene) {
        scene.assumptions = settings.assumptions
        scene.reduceTransparency = settings.reduceTransparency
        scene.androidAPI = settings.androidAPI
    }
}
