/// An app launched from its icon, and ended by the system while suspended. The audit's cold
/// relaunch.
extension SystemEvent.Name {
    public static let launch = Self("launch")
    public static let evict = Self("evict")
}

extension SystemEvent.Declaration {
    static let launch = Self(
        .launch, "Launch", verb: "launch", "launch", .app, make: SystemEvent.launch,
        perform: { $0.launchNow($1) }, announcement: { _, app in "\(app) icon tapped" },
        pressed: { "tap \($0)" })

    static let evict = Self(
        .evict, "Evict", verb: "evict", "evict", .app, audit: [.relaunch], make: SystemEvent.evict,
        perform: { $0.evictNow($1) })
}

extension AuditEvent {
    /// Home, then the system ends the suspended app; its icon launches it again, cold: the
    /// launch zooms from the snapshot iOS stored as it left (MODEL §55). What Android shows at
    /// a cold start after the system ended the app is not modelled.
    public static let relaunch = AuditEvent(
        "relaunch", place: 120, requires: .iOS("keeps the snapshot it shows at a cold launch"),
        [
            .leave(.home, .none), .awaitSnapshot, .awaitSuspended, .send(.evict, .app), .send(.launch, .app),
            .count(.zoom),
        ])
}
