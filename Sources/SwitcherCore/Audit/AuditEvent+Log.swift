/// Reading the log back into the audit's events: what last happened to a scene, as the audit
/// would put a strategy through it.
extension World {
    /// The audit's event for what last took `scene` out of active, read from the log; nil when
    /// nothing has yet (or only what the audit has no event for).
    ///
    /// The cause of a departure is the system event announced last before the scene resigned
    /// active. The switcher opened from the app becomes `switcher-select-other` once the scene
    /// goes on to the background because of something else (another card, Home): its card is
    /// left behind. A scene that comes back from the background through its own card has been
    /// through `return`. Home while the app's own alert is up is `sensitive-modal`, while its own
    /// sheet is up `sensitive-sheet`: the event whose recipe sets up what is up, then leaves as
    /// the app did.
    public func lastAuditEvent(of scene: SceneID) -> AuditEvent? {
        var cause: SystemEvent?
        var causeAtResign: SystemEvent?
        var event: AuditEvent?
        // The audit event whose set-up is up (the app's own alert or sheet, put up and not yet
        // answered, swiped down nor dismissed by code; a second window).
        var prepared: AuditEvent?
        var isActive = false
        for entry in log.entries {
            if entry.scene == scene, case .sideEffect(.appModalDismissed, _) = entry.kind { prepared = nil }
            if case .system = entry.kind {
                guard let sent = entry.event else { continue }
                if let setUp = AuditEvent.allCases.first(where: {
                    $0.recipe.prepares(with: sent, app: scene.app)
                }) {
                    prepared = setUp
                }
                // With the app active, Dismiss answers its alert (else it ends an interruption),
                // and a swipe down takes its sheet away.
                if sent == .dismiss || sent == .swipeDown, isActive { prepared = nil }
                cause = sent
                // The switcher opened from the scene, then another card or Home: the card is left.
                if event == .switcher, sent == .home || Self.selects(sent, other: scene) {
                    event = .switcherSelectOther
                }
                continue
            }
            guard entry.scene == scene, case .stateChange(let from, let to) = entry.kind else { continue }
            isActive = to == .active
            if to == .notRunning { prepared = nil }
            switch (from, to) {
            case (.active, .inactive):
                if let cause, let leaving = AuditEvent(leaving: cause) {
                    event = prepared.flatMap { $0.recipe.leaves(with: cause) ? $0 : nil } ?? leaving
                    causeAtResign = cause
                }
            case (.inactive, .background):
                if event == .switcher, cause != causeAtResign { event = .switcherSelectOther }
            case (.background, .inactive), (.suspended, .inactive):
                if case .select(let reference)? = cause, reference.scene == scene { event = .return }
            default:
                break
            }
        }
        return event
    }

    /// Whether `event` taps the card of a scene other than `scene`.
    private static func selects(_ event: SystemEvent, other scene: SceneID) -> Bool {
        if case .select(let reference) = event { return reference.scene != scene }
        return false
    }
}
