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
    /// A system alert over the app (a permission request, the `tel:` confirmation), then
    /// answered (MODEL §54).
    case systemAlert = "system-alert"
    /// Home, then back through the card: the zoom shows the snapshot, then the cover must go.
    case `return`
    /// Home, then the system ends the suspended app; its icon launches it again, cold: the
    /// launch shows the snapshot iOS stored (MODEL §55).
    case relaunch
    /// iPad, scene lifecycle: one window of the app goes to the background while another
    /// window of the same app stays active (split view, a second window). The card is the
    /// snapshot of the window that went; UIKit's app-wide notifications and the App's
    /// aggregate scenePhase do not change (MODEL §53).
    case windowAway = "window-away"
    /// The app leaves with its own alert up, a one-time code in its text field and the keyboard
    /// up (the presented controller in its transition view, above the root view): then Home.
    /// The card is that snapshot (MODEL §57).
    case sensitiveModal = "sensitive-modal"

    public var description: String { rawValue }

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
        // What Android shows at a cold start after the system ended the app is not modelled.
        if self == .relaunch && device.platform != .iOS { return false }
        return event.declaration.requirement?.isMet(on: device, lifecycle: lifecycle) ?? true
    }

    /// Something the system puts over the app for a moment, which a cover should not need to hide.
    public var isInterruption: Bool {
        switch self {
        case .controlCenter, .notificationCenter, .call, .faceID, .systemAlert: return true
        default: return false
        }
    }

    /// The event ends with a switcher card (or the zoom from one) showing the app.
    public var involvesCard: Bool {
        switch self {
        case .home, .switcher, .switcherSelectOther, .appSwitch, .lock, .return, .relaunch, .windowAway,
            .sensitiveModal:
            return true
        default: return false
        }
    }

    /// The event ends with the app in front again, so a cover must go.
    public var returnsToApp: Bool {
        switch self {
        case .switcher, .lock, .controlCenter, .notificationCenter, .call, .faceID, .systemAlert, .return,
            .relaunch:
            return true
        default: return false
        }
    }
}
