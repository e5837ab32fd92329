/// The fast app switch: a swipe along the bottom edge (four fingers on iPad, Recents twice on
/// Android).
extension SystemEvent.Name {
    public static let appSwitch = Self("appSwitch")
}

extension SystemEvent.Declaration {
    static let appSwitch = Self(
        .appSwitch, "AppSwitch", verb: "app-switch", "fast app switch", .direction,
        requires: .fastAppSwitch, audit: [.appSwitch], make: SystemEvent.appSwitch,
        perform: { $0.appSwitchNow($1) },
        announcement: { _, direction in "fast app switch \(direction.rawValue.lowercased())" },
        pressed: { "swipe \($0.rawValue.lowercased()) along the bottom edge" })
}

extension AuditEvent {
    /// The fast app switch (swipe along the bottom edge, four fingers on iPad, Recents twice).
    public static let appSwitch = AuditEvent(
        "app-switch", place: 40, [.leave(.appSwitch, .argument(.direction(.right))), .count(.snapshot)])
}
