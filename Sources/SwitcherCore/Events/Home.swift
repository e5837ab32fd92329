/// Home: one press (or the swipe up that goes home), and two quick presses, the switcher of a
/// Home button. The audit's Home and its return through the card.
extension SystemEvent.Name {
    public static let home = Self("home")
    public static let doubleHome = Self("doubleHome")
}

extension SystemEvent.Declaration {
    static let home = Self(
        .home, .home, "Press", "Home", verb: "home", "Home", audit: [.home, .return],
        perform: { $0.singleHomePress() }, pressed: "Home")

    static let doubleHome = Self(
        .doubleHome, .doubleHome, "DoublePress", "Home", verb: "double-home", "double-press Home",
        requires: .homeButton, perform: { $0.doubleHomePress() }, pressed: "double-press Home")
}

extension AuditEvent {
    /// Home: the card is the snapshot taken after didEnterBackground.
    public static let home = AuditEvent("home", place: 10, [.leave(.home, .none), .count(.snapshot)])

    /// Home, then back through the card: the zoom shows the snapshot, then the cover must go.
    public static let `return` = AuditEvent(
        "return", place: 110,
        [
            .leave(.home, .none), .awaitSnapshot, .send(.switcher, .none), .settle, .send(.select, .app),
            .count(.zoom),
        ])
}
