/// What the system puts over the app and the user answers: the Face ID (Touch ID) prompt, a
/// system alert. The audit's two prompts.
extension SystemEvent.Name {
    public static let faceID = Self("faceID")
    public static let systemAlert = Self("systemAlert")
}

extension SystemEvent.Declaration {
    static let faceID = Self(
        .faceID, "FaceID", verb: "face-id", "Face ID", .none, requires: .biometric,
        audit: [.faceID], make: { $0 == .none ? .faceID : nil },
        perform: { world, _ in world.interrupt(.faceID) },
        announcement: { world, _ in world.device.biometric.map { "\($0) prompt" } })

    static let systemAlert = Self(
        .systemAlert, .systemAlert, "SystemAlert", verb: "system-alert", "system alert",
        requires: .iOS("is an iOS alert over the app (a permission request, a tel: confirmation)"),
        audit: [.systemAlert], perform: { $0.interrupt(.systemAlert) }, announcement: "system alert")
}

extension AuditEvent {
    /// A Face ID (Touch ID) prompt, then authenticated.
    public static let faceID = interruption("face-id", place: 90, words: "Face ID", .faceID)
    /// A system alert over the app (a permission request, the `tel:` confirmation), then
    /// answered (MODEL §54).
    public static let systemAlert = interruption(
        "system-alert", place: 100, column: "alert", words: "system alerts", .systemAlert)
}
