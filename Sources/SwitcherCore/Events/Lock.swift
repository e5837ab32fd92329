/// The side button, and unlocking. The audit's lock.
extension SystemEvent.Name {
    public static let lock = Self("lock")
    public static let unlock = Self("unlock")
}

extension SystemEvent.Declaration {
    static let lock = Self(
        .lock, .lock, "Lock", verb: "lock", "lock", audit: [.lock], perform: { $0.lockNow() },
        announcement: "lock", pressed: "side button")

    static let unlock = Self(
        .unlock, .unlock, "Unlock", verb: "unlock", "unlock", perform: { $0.unlockNow() },
        announcement: "unlock", pressed: "unlock")
}

extension AuditEvent {
    /// The side button; then unlock, back to the app.
    public static let lock = AuditEvent(
        "lock", place: 50, [.leave(.lock, .none), .count(.snapshot), .send(.unlock, .none), .measureReturn])
}
