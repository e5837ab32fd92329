/// One of the audit's events: its id, the words reports use for it, and its recipe — the
/// steps that put a strategy through it, as data (`AuditRecipe`). The replay
/// (`Scenario.replay`) runs the steps; what an event is for the reports (a card counted, an
/// interruption, a return to the app) is read off them. Each is declared once, in the file of
/// the system event it sends (`Events/`), and claimed by that event's declaration
/// (`SystemEvent.Declaration.audit`); `allCases` gathers them from the declarations.
public struct AuditEvent: Hashable, Sendable, CaseIterable, CustomStringConvertible, RawRepresentable {
    /// The id: `app-switch`, as `--event`, tapes' comments and the JSON name it.
    public let rawValue: String
    /// The table's column: `other`, `CC`.
    public let column: String
    /// The event in the recommendation's words: `Control Center`, `calls`.
    public let words: String
    /// What the device must have for this event beyond what its system event needs (the
    /// stored snapshot at relaunch is iOS's).
    public let requirement: SystemEvent.Requirement?
    /// The steps.
    public let recipe: AuditRecipe
    /// Its place in the order reports list events in: `allCases` is sorted by it.
    let place: Int

    /// Every event the audit runs, in the order reports list them: those the system events'
    /// declarations name, by their `place`.
    public static let allCases: [AuditEvent] = SystemEvent.declarations.flatMap(\.audit).sorted {
        $0.place < $1.place
    }

    init(
        _ id: String, place: Int, column: String? = nil, words: String? = nil,
        requires requirement: SystemEvent.Requirement? = nil,
        _ steps: [AuditRecipe.Step]
    ) {
        rawValue = id
        self.place = place
        self.column = column ?? id
        self.words = words ?? id
        self.requirement = requirement
        recipe = AuditRecipe(steps: steps)
    }

    /// The event of that id, if the audit has one.
    public init?(rawValue: String) {
        guard let event = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
        self = event
    }

    public static func == (lhs: AuditEvent, rhs: AuditEvent) -> Bool { lhs.rawValue == rhs.rawValue }
    public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }

    public var description: String { rawValue }

    /// An interruption: sent, looked at while it is up, dismissed; then how long the cover stays.
    static func interruption(
        _ id: String, place: Int, column: String? = nil, words: String, _ name: SystemEvent.Name,
        _ target: AuditRecipe.Target = .none
    ) -> AuditEvent {
        AuditEvent(
            id, place: place, column: column, words: words,
            [.leave(name, target), .lookDuringInterruption, .send(.dismiss, .none), .measureReturn])
    }

    /// The system event it puts a strategy through: the one whose declaration lists it.
    public var event: SystemEvent.Name {
        SystemEvent.Name.allCases.first { $0.declaration.audit.contains(self) } ?? .home
    }

    /// Whether the device has the event, by the event's declaration: a fast app switch needs
    /// the gesture (not on a Home-button iPhone); Android has no Face ID prompt over an app.
    public func applies(to device: DeviceKind) -> Bool {
        device.profile.lifecycles.contains { applies(to: device, lifecycle: $0) }
    }

    /// Whether the device has the event in that lifecycle style: an iPad has several windows
    /// only with scenes.
    public func applies(to device: DeviceKind, lifecycle: LifecycleStyle) -> Bool {
        [event.declaration.requirement, requirement].allSatisfy {
            $0?.isMet(on: device, lifecycle: lifecycle) ?? true
        }
    }

    /// Only some devices or lifecycles have it at all (iOS, or an iPad's windows), so reports
    /// give it a column only where it ran.
    public var isSectional: Bool {
        [event.declaration.requirement, requirement].contains {
            switch $0 {
            case .iOS?, .iPadWindows?: return true
            default: return false
            }
        }
    }

    /// Something the system puts over the app for a moment, which a cover should not need to
    /// hide: the recipe looks at the app while it is up.
    public var isInterruption: Bool { recipe.steps.contains(.lookDuringInterruption) }

    /// The event ends with a switcher card (or the zoom from one) showing the app: the recipe
    /// counts one.
    public var involvesCard: Bool {
        recipe.steps.contains { if case .count = $0 { return true } else { return false } }
    }

    /// The event ends with the app in front again, so a cover must go.
    public var returnsToApp: Bool {
        recipe.steps.contains { $0 == .measureReturn || $0 == .count(.zoom) }
    }

    /// The audit's event for a system event that takes the app in front out of active, or nil
    /// when the audit has no such event: the first whose recipe leaves the app with it.
    public init?(leaving event: SystemEvent) {
        guard let found = Self.allCases.first(where: { $0.recipe.leaves(with: event) }) else { return nil }
        self = found
    }
}

/// How the audit puts a strategy through an event, step by step. Every run starts the same
/// way (the other app launched, then the audited app in front); the steps follow.
public struct AuditRecipe: Hashable, Sendable {
    public let steps: [Step]

    /// Whom an event sent by a step is about.
    public enum Target: Hashable, Sendable {
        /// The event takes no app.
        case none
        /// The audited app, or its counted window.
        case app
        /// The other app, or its window.
        case other
        /// A fixed argument (`Right`, `ControlCenter`).
        case argument(SystemEvent.Argument)
    }

    /// What a card step counts.
    public enum Card: Hashable, Sendable {
        /// The card once its snapshot has been taken since the event began.
        case snapshot
        /// The card as the switcher shows it once open: live (iOS), or the snapshot taken as
        /// it opens (Android).
        case switcherCard
        /// The zoom back into the app: the stored snapshot (blank when none), then how long
        /// the cover stays.
        case zoom
    }

    public enum Step: Hashable, Sendable {
        /// Sends a system event (`.switcher` is the device's own gesture).
        case send(SystemEvent.Name, Target)
        /// The event that takes the app out: sent like `send`, and the one a log's departure
        /// is read back as (`AuditEvent(leaving:)`).
        case leave(SystemEvent.Name, Target)
        /// Lets the system settle (`Scenario.settle`).
        case settle
        /// The event begins here: what the card showed before, the side effects counted, the
        /// snapshot awaited are from now.
        case begin
        /// Waits for the counted scene's snapshot; the run is not measured without it.
        case awaitSnapshot
        /// Waits until the app is suspended; the run is not measured otherwise.
        case awaitSuspended
        /// Waits for a second window of the app beside the first, both settled; it becomes the
        /// counted scene, and the event begins.
        case awaitSecondWindow
        /// Counts a card.
        case count(Card)
        /// Looks at the app while the interruption is up (`Scenario.interruptionLook` in):
        /// whether the cover is shown.
        case lookDuringInterruption
        /// How long the cover stays once the app is active again.
        case measureReturn
    }

    /// Whether `event`, sent for `app`, is what this recipe sets up first, before the app leaves
    /// (its alert, its sheet, its second window).
    func prepares(with event: SystemEvent, app: String) -> Bool {
        guard case .send(let name, .app)? = steps.first, name == event.name else { return false }
        return event.argument == .app(app)
    }

    /// The gestures that open the switcher, each sent as `.switcher` by a recipe.
    private static let switcherGestures: Set<SystemEvent.Name> = [.doubleHome, .swipeUpHold, .recents]

    /// Whether `event`, sent, is this recipe's departure.
    func leaves(with event: SystemEvent) -> Bool {
        steps.contains {
            guard case .leave(let name, let target) = $0 else { return false }
            let sent = Self.switcherGestures.contains(event.name) ? .switcher : event.name
            guard sent == name else { return false }
            // Which sheet is pulled down makes another event (Control Center, Notification
            // Center); which way the fast switch goes does not.
            if case .argument(let argument) = target, case .sheet = argument {
                return argument == event.argument
            }
            return true
        }
    }
}
