/// Control Center and Notification Center pulled down over the app, and the dismissal of
/// whatever the system put up. The audit's two sheets.
extension SystemEvent.Name {
    public static let pull = Self("pull")
    public static let dismiss = Self("dismiss")
}

extension SystemEvent.Declaration {
    static let pull = Self(
        .pull, "Pull", verb: "pull", "pull down", .sheet,
        audit: [.controlCenter, .notificationCenter], make: SystemEvent.pull, perform: { $0.pullNow($1) },
        announcement: { _, sheet in "\(sheet.title) pulled down" }, pressed: { "pull down \($0.title)" })

    static let dismiss = Self(
        .dismiss, .dismiss, "Dismiss", verb: "dismiss", "dismiss", perform: { $0.dismissNow() },
        announcement: "dismiss", pressed: "dismiss")
}

extension AuditEvent {
    public static let controlCenter = interruption(
        "control-center", place: 60, column: "CC", words: "Control Center", .pull,
        .argument(.sheet(.controlCenter)))
    public static let notificationCenter = interruption(
        "notification-center", place: 70, column: "NC", words: "Notification Center", .pull,
        .argument(.sheet(.notificationCenter)))
}
