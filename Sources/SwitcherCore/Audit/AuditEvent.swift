/// The system events the audit puts each strategy through by their ids.
public enum AuditEvent: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// Home: the card is the snapshot taken after didEnterBackground.
    case home
    /// The switcher opened from the app: the card as shown once the switcher is open (live on
    /// iOS); then the same card is tapped.
    case switcher
    /// The switcher opened from the app, then another app's card: the card left behind.
    case switcherSelectOther = "switcher-select-other"
    /// The fast app switch (swipe along the bottom edge, four fingers on iPad, Recents twice).
    case appSwitch = "app-switch"
    /// The side button; then unlock, back to the app.
    case lock
    case controlCenter = "control-center"
    case notificationCenter = "notification-center"
    /// An incoming call banner, declined.
    case call
    /// A Face ID (Touch ID) prompt, then authenticated.
    case faceID = "face-id"
    /// Home, then back through the card: the zoom shows the snapshot, then the cover must go.
    case `return`

    public var description: String { rawValue }

    /// The system event it puts a strategy through: the one whose declaration lists it.
    public var event: SystemEvent.Name {
        SystemEvent.Name.allCases.first { $0.declaration.audit.contains(self) } ?? .home
    }

    /// Whether the device has the event, by the event's declaration: a fast app switch needs
    /// the gesture (not on a Home-button iPhone); Android has no Face ID prompt over an app.
    public func applies(to device: DeviceKind) -> Bool {
        let requirement = event.declaration.requirement
        return device.profile.lifecycles.contains { requirement?.isMet(on: device, lifecycle: $0) ?? true }
    }

    /// Something the system puts over the app for a moment, which a cover should not need to hide.
    public var isInterruption: Bool {
        switch self {
        case .controlCenter, .notificationCenter, .call, .faceID: return true
        default: return false
        }
    }

    /// The event ends with a switcher card (or the zoom from one) showing the app.
    public var involvesCard: Bool {
        switch self {
        case .home, .switcher, .switcherSelectOther, .appSwitch, .lock, .return: return true
        default: return false
        }
    }

    /// The event ends with the app in front again, so a cover must go.
    public var returnsToApp: Bool {
        switch self {
        case .switcher, .lock, .controlCenter, .notificationCenter, .call, .faceID, .return: return true
        default: return false
        }
    }
}
