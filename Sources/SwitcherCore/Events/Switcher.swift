/// The switcher: the gestures that open it, moving among its cards, opening and killing one,
/// closing it. The audit's switcher events.
extension SystemEvent.Name {
    public static let swipeUpHold = Self("swipeUpHold")
    public static let recents = Self("recents")
    public static let switcher = Self("switcher")
    public static let closeSwitcher = Self("closeSwitcher")
    public static let focusCard = Self("focusCard")
    public static let select = Self("select")
    public static let kill = Self("kill")
}

extension SystemEvent.Declaration {
    static let swipeUpHold = Self(
        .swipeUpHold, .swipeUpHold, "SwipeUp", "Hold", verb: "swipe-up-hold", "swipe up and hold",
        requires: .ownSwitcherGesture, perform: { $0.openSwitcherNow() }, announcement: "switcher gesture",
        pressed: "swipe up and hold")

    static let recents = Self(
        .recents, .recents, "Recents", verb: "recents", "Recents", requires: .recentsButton,
        perform: { $0.openSwitcherNow() }, announcement: "Recents", pressed: "Recents")

    static let switcher = Self(
        .switcher, .switcher, "Open", "Switcher", verb: "switcher", "the switcher",
        audit: [.switcher, .switcherSelectOther], perform: { $0.openSwitcherNow() },
        pressed: "open the switcher")

    static let closeSwitcher = Self(
        .closeSwitcher, .closeSwitcher, "CloseSwitcher", verb: "close-switcher", "close the switcher",
        perform: { $0.closeSwitcher() }, pressed: "close the switcher")

    static let focusCard = Self(
        .focusCard, "FocusCard", verb: "focus-card", "move the focus", .offset,
        make: SystemEvent.focusCard,
        perform: { $0.moveSwitcherFocus(by: $1) },
        pressed: { $0 > 0 ? "swipe to an older card" : "swipe to a newer card" })

    static let select = Self(
        .select, "Select", verb: "select", "open a card", .scene, make: SystemEvent.select,
        perform: { $0.selectCardNow($1.scene) }, announcement: { _, card in "card \(card.scene) tapped" },
        pressed: { "tap \($0.app)'s card" })

    static let kill = Self(
        .kill, "Kill", verb: "kill", "kill a card", .scene,
        make: SystemEvent.kill, perform: { $0.killCardNow($1.scene) },
        announcement: { _, card in "card \(card.scene) swiped away" },
        pressed: { "swipe \($0.app)'s card away" })
}

extension AuditEvent {
    /// The switcher opened from the app: the card as shown once the switcher is open (live on
    /// iOS); then the same card is tapped.
    public static let switcher = AuditEvent(
        "switcher", place: 20,
        [.leave(.switcher, .none), .count(.switcherCard), .send(.select, .app), .measureReturn])

    /// The switcher opened from the app, then another app's card: the card left behind.
    public static let switcherSelectOther = AuditEvent(
        "switcher-select-other", place: 30, column: "other",
        [.leave(.switcher, .none), .settle, .send(.select, .other), .count(.snapshot)])
}
