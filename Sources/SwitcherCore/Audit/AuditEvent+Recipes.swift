/// The audit's events, each written once as its recipe, in the order reports list them.
extension AuditEvent {
    public static let allCases: [AuditEvent] = [
        .home, .switcher, .switcherSelectOther, .appSwitch, .lock, .controlCenter, .notificationCenter, .call,
        .faceID, .systemAlert, .return, .relaunch, .windowAway, .sensitiveModal, .sensitiveSheet,
    ]

    /// Home: the card is the snapshot taken after didEnterBackground.
    public static let home = AuditEvent("home", [.leave(.home, .none), .count(.snapshot)])

    /// The switcher opened from the app: the card as shown once the switcher is open (live on
    /// iOS); then the same card is tapped.
    public static let switcher = AuditEvent(
        "switcher", [.leave(.switcher, .none), .count(.switcherCard), .send(.select, .app), .measureReturn])

    /// The switcher opened from the app, then another app's card: the card left behind.
    public static let switcherSelectOther = AuditEvent(
        "switcher-select-other", column: "other",
        [.leave(.switcher, .none), .settle, .send(.select, .other), .count(.snapshot)])

    /// The fast app switch (swipe along the bottom edge, four fingers on iPad, Recents twice).
    public static let appSwitch = AuditEvent(
        "app-switch", [.leave(.appSwitch, .argument(.direction(.right))), .count(.snapshot)])

    /// The side button; then unlock, back to the app.
    public static let lock = AuditEvent(
        "lock", [.leave(.lock, .none), .count(.snapshot), .send(.unlock, .none), .measureReturn])

    public static let controlCenter = interruption(
        "control-center", column: "CC", words: "Control Center", .pull, .argument(.sheet(.controlCenter)))
    public static let notificationCenter = interruption(
        "notification-center", column: "NC", words: "Notification Center", .pull,
        .argument(.sheet(.notificationCenter)))
    /// An incoming call banner, declined.
    public static let call = interruption("call", words: "calls", .call)
    /// A Face ID (Touch ID) prompt, then authenticated.
    public static let faceID = interruption("face-id", words: "Face ID", .faceID)
    /// A system alert over the app (a permission request, the `tel:` confirmation), then
    /// answered (MODEL §54).
    public static let systemAlert = interruption(
        "system-alert", column: "alert", words: "system alerts", .systemAlert)

    /// Home, then back through the card: the zoom shows the snapshot, then the cover must go.
    public static let `return` = AuditEvent(
        "return",
        [
            .leave(.home, .none), .awaitSnapshot, .send(.switcher, .none), .settle, .send(.select, .app),
            .count(.zoom),
        ])

    /// Home, then the system ends the suspended app; its icon launches it again, cold: the
    /// launch zooms from the snapshot iOS stored as it left (MODEL §55). What Android shows at
    /// a cold start after the system ended the app is not modelled.
    public static let relaunch = AuditEvent(
        "relaunch", requires: .iOS("keeps the snapshot it shows at a cold launch"),
        [
            .leave(.home, .none), .awaitSnapshot, .awaitSuspended, .send(.evict, .app), .send(.launch, .app),
            .count(.zoom),
        ])

    /// iPad, scene lifecycle: one window of the app goes to the background while another
    /// window of the same app stays active (split view, a second window): a second window of
    /// the app beside the first, then the other app dragged over it. The card is the snapshot
    /// of the window that went; UIKit's app-wide notifications and the App's aggregate
    /// scenePhase do not change (MODEL §53).
    public static let windowAway = AuditEvent(
        "window-away",
        [.send(.split, .app), .awaitSecondWindow, .leave(.split, .other), .count(.snapshot)])

    /// The app leaves with its own alert up, a one-time code in its text field and the keyboard
    /// up (the presented controller in its transition view, above the root view): then Home.
    /// The card is that snapshot (MODEL §57).
    public static let sensitiveModal = AuditEvent(
        "sensitive-modal", column: "modal",
        [.send(.alert, .app), .settle, .begin, .leave(.home, .none), .count(.snapshot)])

    /// The app leaves with a page sheet of its own up, its record in it (a presented controller,
    /// above the root view): then Home. The card is that snapshot (MODEL §57).
    public static let sensitiveSheet = AuditEvent(
        "sensitive-sheet", column: "sheet",
        [.send(.present, .app), .settle, .begin, .leave(.home, .none), .count(.snapshot)])

    /// An interruption: sent, looked at while it is up, dismissed; then how long the cover stays.
    private static func interruption(
        _ id: String, column: String? = nil, words: String, _ name: SystemEvent.Name,
        _ target: AuditRecipe.Target = .none
    ) -> AuditEvent {
        AuditEvent(
            id, column: column, words: words,
            [.leave(name, target), .lookDuringInterruption, .send(.dismiss, .none), .measureReturn])
    }
}
