/// Each event's declaration, written once: the tape command, the timeline verb, its words,
/// its keys, what a device must have for it, the audit events that run it.
extension SystemEvent.Name {
    /// This kind's declaration, made once: the hint line reads it every frame.
    public var declaration: SystemEvent.Declaration { Self.table[self]! }

    private static let table: [SystemEvent.Name: SystemEvent.Declaration] = Dictionary(
        uniqueKeysWithValues: allCases.map { ($0, $0.made) })

    /// The declaration as written.
    private var made: SystemEvent.Declaration {
        typealias D = SystemEvent.Declaration
        typealias K = SystemEvent.EventKey
        switch self {
        case .launch: return D(self, "Launch", verb: "launch", "launch", .app)
        case .home:
            return D(self, "Press", "Home", verb: "home", "Home", keys: [K("h")], audit: [.home, .return])
        case .doubleHome:
            return D(
                self, "DoublePress", "Home", verb: "double-home", "double-press Home", requires: .homeButton)
        case .swipeUpHold:
            return D(
                self, "SwipeUp", "Hold", verb: "swipe-up-hold", "swipe up and hold",
                requires: .ownSwitcherGesture)
        case .switcher:
            return D(
                self, "Open", "Switcher", verb: "switcher", "the switcher", keys: [K("Tab")],
                audit: [.switcher, .switcherSelectOther])
        case .appSwitch:
            return D(
                self, "AppSwitch", verb: "app-switch", "fast app switch", .direction,
                keys: [K("[", .direction(.right)), K("]", .direction(.left))], requires: .fastAppSwitch,
                audit: [.appSwitch])
        case .pull:
            return D(
                self, "Pull", verb: "pull", "pull down", .sheet,
                keys: [K("c", .sheet(.controlCenter)), K("n", .sheet(.notificationCenter))],
                audit: [.controlCenter, .notificationCenter])
        case .dismiss: return D(self, "Dismiss", verb: "dismiss", "dismiss")
        case .call: return D(self, "Call", verb: "call", "incoming call", keys: [K("i")], audit: [.call])
        case .answer: return D(self, "Answer", verb: "answer", "answer")
        case .faceID:
            return D(
                self, "FaceID", verb: "face-id", "Face ID", keys: [K("f")], requires: .biometric,
                audit: [.faceID])
        case .systemAlert:
            return D(
                self, "SystemAlert", verb: "system-alert", "system alert",
                requires: .iOS("is an iOS alert over the app (a permission request, a tel: confirmation)"),
                audit: [.systemAlert])
        case .lock: return D(self, "Lock", verb: "lock", "lock", keys: [K("l")], audit: [.lock])
        case .unlock: return D(self, "Unlock", verb: "unlock", "unlock")
        case .recents: return D(self, "Recents", verb: "recents", "Recents", requires: .recentsButton)
        case .closeSwitcher: return D(self, "CloseSwitcher", verb: "close-switcher", "close the switcher")
        case .focusCard:
            return D(
                self, "FocusCard", verb: "focus-card", "move the focus", .offset,
                keys: [K("Left", .offset(+1)), K("Right", .offset(-1))])
        case .select: return D(self, "Select", verb: "select", "open a card", .scene)
        case .kill:
            return D(self, "Kill", verb: "kill", "kill a card", .scene, keys: [K("Up", nil), K("x", nil)])
        case .newWindow:
            return D(
                self, "NewWindow", verb: "new-window", "new window", .app, keys: [K("w", nil)],
                requires: .iPadWindows)
        case .split:
            return D(
                self, "Split", verb: "split", "split view", .app, keys: [K("v", nil)], requires: .iPadWindows,
                audit: [.windowAway])
        case .evict: return D(self, "Evict", verb: "evict", "evict", .app, audit: [.relaunch])
        case .type: return D(self, "Type", verb: "type", "type", .text, keys: (0...9).map { K("\($0)", nil) })
        case .alert:
            return D(
                self, "Alert", verb: "alert", "app alert", .app, keys: [K("!", nil)],
                requires: .iOS("puts up an iOS UIAlertController"), audit: [.sensitiveModal])
        case .present:
            return D(
                self, "Present", verb: "present", "app sheet", .app, keys: [K("m", nil)],
                requires: .iOS("presents an iOS page sheet"), audit: [.sensitiveSheet])
        case .swipeDown:
            return D(
                self, "SwipeDown", verb: "swipe-down", "swipe down", keys: [K("j")],
                requires: .iOS("dismisses an iOS sheet"))
        case .strategy: return D(self, nil, verb: "strategy", "strategy", .strategy)
        }
    }
}

extension SystemEvent.Declaration {
    init(
        _ name: SystemEvent.Name, _ tapeCommand: String?, _ tapeKeyword: String? = nil, verb: String,
        _ title: String, _ parameter: SystemEvent.Parameter = .none, keys: [SystemEvent.EventKey] = [],
        requires requirement: SystemEvent.Requirement? = nil, audit: [AuditEvent] = []
    ) {
        self.name = name
        self.tapeCommand = tapeCommand
        self.tapeKeyword = tapeKeyword
        self.timelineVerb = verb
        self.title = title
        self.parameter = parameter
        self.keys = keys
        self.requirement = requirement
        self.audit = audit
    }
}
