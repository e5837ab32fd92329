/// What the app in front shows of its own: text typed into it, its alert, its page sheet, and
/// the swipe that dismisses the sheet. The audit's app modals (MODEL §57).
extension SystemEvent.Name {
    public static let type = Self("type")
    public static let alert = Self("alert")
    public static let present = Self("present")
    public static let swipeDown = Self("swipeDown")
}

extension SystemEvent.Declaration {
    static let type = Self(
        .type, "Type", verb: "type", "type", .text, make: SystemEvent.type,
        perform: { $0.typeNow($1) }, pressed: { $0 })

    static let alert = Self(
        .alert, "Alert", verb: "alert", "app alert", .app,
        requires: .iOS("puts up an iOS UIAlertController"), audit: [.sensitiveModal], make: SystemEvent.alert,
        perform: { $0.alertNow($1) }, announcement: { _, app in "\(app) shows an alert" })

    static let present = Self(
        .present, "Present", verb: "present", "app sheet", .app,
        requires: .iOS("presents an iOS page sheet"), audit: [.sensitiveSheet], make: SystemEvent.present,
        perform: { $0.presentSheetNow($1) }, announcement: { _, app in "\(app) presents a sheet" })

    static let swipeDown = Self(
        .swipeDown, .swipeDown, "SwipeDown", verb: "swipe-down", "swipe down",
        requires: .iOS("dismisses an iOS sheet"), perform: { $0.swipeDownNow() },
        announcement: "sheet swiped down",
        pressed: "swipe down")
}

/// What the world does with them: the app in front receives the text, shows its alert or its
/// sheet, or lets the sheet be swiped away.
extension World {
    // MARK: Typing

    /// Types `text` into the app in front (a PIN pad), one key at a time.
    func typeNow(_ text: String) -> EventOutcome {
        guard screen == .app else { return .ignored("typing needs an app in front") }
        for ch in text {
            for record in foregroundRecords {
                record.scene?.focusedViewController?.insertText(String(ch))
            }
        }
        return .done
    }

    // MARK: In-app modals

    /// What the app's alert shows in its text field: a one-time code, sensitive (MODEL §57).
    public static let oneTimeCode = "481 516"

    /// The app in front puts up an alert from its root view controller, as apps do (a session
    /// about to expire), with a text field being edited: the one-time code sent to the user,
    /// sensitive, and the keyboard up (MODEL §57). While it is up, that controller cannot
    /// present anything else.
    func alertNow(_ app: String) -> EventOutcome {
        guard screen == .app, let record = foregroundRecords.first(where: { $0.id.app == app }),
            let root = record.scene?.mainWindow?.rootViewController
        else { return .ignored("\(app) is not in front") }
        guard root.presentedViewController == nil else {
            return .ignored("\(app) already presents something")
        }
        let alert = UIAlertController(
            title: app, message: "Session expires soon.", textField: World.oneTimeCode, sensitive: true)
        alert.isOwnedByApp = true
        root.present(alert, animated: true)
        return .done
    }

    /// The app in front presents a page sheet of its own from its root view controller: its
    /// record again, as a detail screen, its sensitive fields in it (MODEL §57). It sits in the
    /// window above the root view, as a presented controller does.
    func presentSheetNow(_ app: String) -> EventOutcome {
        guard screen == .app, let record = foregroundRecords.first(where: { $0.id.app == app }),
            let root = record.scene?.mainWindow?.rootViewController, let asset = asset(app)
        else { return .ignored("\(app) is not in front") }
        guard root.presentedViewController == nil else {
            return .ignored("\(app) already presents something")
        }
        let detail = MockAppViewController(asset: asset)
        detail.modalPresentationStyle = .pageSheet
        detail.isOwnedByApp = true
        root.present(detail, animated: true)
        return .done
    }

    /// Swipes down the page sheet on top in the scene in front; one that is modal in
    /// presentation (or a full-screen controller, or an alert) stays.
    func swipeDownNow() -> EventOutcome {
        guard screen == .app, let root = foregroundRecords.first?.scene?.mainWindow?.rootViewController,
            root.presentedViewController != nil
        else { return .ignored("no sheet to swipe down") }
        let top = root.topmostViewController
        guard top.isSheet else {
            return .ignored("the controller on top is not a sheet")
        }
        guard !top.isModalInPresentation else { return .ignored("the sheet is modal in presentation") }
        top.dismiss(animated: true, byUser: true)
        return .done
    }
}

extension AuditEvent {
    /// The app leaves with its own alert up, a one-time code in its text field and the keyboard
    /// up (the presented controller in its transition view, above the root view): then Home.
    /// The card is that snapshot (MODEL §57).
    public static let sensitiveModal = AuditEvent(
        "sensitive-modal", place: 140, column: "modal",
        [.send(.alert, .app), .settle, .begin, .leave(.home, .none), .count(.snapshot)])

    /// The app leaves with a page sheet of its own up, its record in it (a presented controller,
    /// above the root view): then Home. The card is that snapshot (MODEL §57).
    public static let sensitiveSheet = AuditEvent(
        "sensitive-sheet", place: 150, column: "sheet",
        [.send(.present, .app), .settle, .begin, .leave(.home, .none), .count(.snapshot)])
}
