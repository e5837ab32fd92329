/// A lifecycle callback as delivered. iOS names are shared by both lifecycle styles (the log
/// also records the delegate method); Android has its own.
public enum Callback: String, Hashable, Sendable, CaseIterable {
    case didFinishLaunching, willConnect, willEnterForeground, didBecomeActive
    case willResignActive, didEnterBackground, willTerminate, didDisconnect, didDiscardSceneSessions
    case onCreate, onStart, onRestart, onResume, onPause, onStop, onDestroy
}

/// One line of the timeline.
public struct LogEntry: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// A delegate callback, with the method that received it (`sceneWillResignActive(_:)`).
        case callback(Callback, method: String)
        /// An app-wide UIApplication notification.
        case notification(NotificationName)
        case stateChange(from: SceneState, to: SceneState)
        /// A snapshot taken; its legible sensitive cells. Nil legible: blank (FLAG_SECURE).
        case snapshot(legible: Int?)
        case snapshotDiscarded
        /// What the user or the system did: "Home pressed", "switcher opened".
        case system(String)
        /// A line UIKit wrote to the app's console (a warning).
        case console(String)
        /// An event the world did nothing with, and why (`EventOutcome.ignored`).
        case ignored(String)
        /// What a strategy's code did to the app besides covering it (MODEL §56).
        case sideEffect(SideEffect, String)
    }

    public let time: Instant
    public let kind: Kind
    /// The scene concerned; nil for system events and app-wide notifications.
    public let scene: SceneID?
    /// The app concerned, if any.
    public let app: String?
    /// For a system entry: the event it announces (the one sent, or the Home press resolved).
    public var event: SystemEvent? = nil

    /// The timeline's text for this entry.
    public var text: String {
        switch kind {
        case .callback(_, let method): return method
        case .notification(let name): return "UIApplication.\(name)"
        case .stateChange(let from, let to): return "\(from.rawValue) → \(to.rawValue)"
        case .snapshot(let legible):
            return legible.map { "snapshot (\($0) legible)" } ?? "no snapshot: a blank card"
        case .snapshotDiscarded: return "snapshot discarded"
        case .system(let what): return what
        case .console(let message): return "console: \(message)"
        case .sideEffect(let effect, let detail): return "side effect \(effect): \(detail)"
        case .ignored(let reason):
            // What was ignored, as the timeline writes it, then why.
            return "ignored: " + (event.map { "\($0.timelineWord): " } ?? "") + reason
        }
    }

    public var callback: Callback? {
        if case .callback(let callback, _) = kind { return callback }
        return nil
    }
}

/// Every callback, notification, state change, snapshot and system event, in order.
public struct EventLog: Sendable {
    public private(set) var entries: [LogEntry] = []

    public init() {}

    mutating func append(_ entry: LogEntry) { entries.append(entry) }

    /// An entry that belongs before those logged since `index` (what the user did, logged
    /// once it is known to have done something).
    mutating func insert(_ entry: LogEntry, at index: Int) { entries.insert(entry, at: index) }

    /// The callbacks delivered to an app's scenes, in order.
    public func callbacks(app: String, since index: Int = 0) -> [Callback] {
        entries[min(index, entries.count)...].compactMap { $0.app == app ? $0.callback : nil }
    }
}
