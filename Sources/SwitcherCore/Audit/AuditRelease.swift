/// One release a run is on: the iOS release, the Android API level and navigation mode, of
/// which a device's platform varies its own (`LifecycleDriver.releases(of:)`).
struct AuditRelease: Hashable, Sendable {
    var ios: IOSVersion
    var androidAPI: AndroidAPILevel
    var androidNav: AndroidNavigation

    /// What a row records of a run's release and lifecycle: the platform's own, nil for the
    /// other's.
    struct Recorded {
        var lifecycle: String
        var iosVersion: Int? = nil
        var androidAPILevel: Int? = nil
        var androidNavigation: String? = nil
        /// Which of them the row names in a column.
        var names: Audit.Naming
    }
}

extension Audit {
    /// Which release settings the rows name in a column: those the plan varies (`--ios 17,18`),
    /// of the device's own platform.
    struct Naming: Hashable, Sendable {
        var version = false
        var androidAPI = false
        var androidNav = false
    }
}
