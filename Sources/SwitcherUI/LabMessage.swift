import SwitcherCore

/// Everything that can happen to a lab, from any driver: the live terminal, a tape, the
/// timeline, a test. `Lab.update(_:)` takes them one at a time (ARCHITECTURE §1).
public enum LabMessage: Hashable, Sendable {
    /// A key press, or a click (`Key.click`), as the key map reads it.
    case key(Key)
    /// The frame is now this size: clicks and gallery rows are resolved on its layout.
    case resize(Size)
    /// Real seconds passed (the live loop): the world moves by them times the time scale,
    /// unless paused.
    case elapsed(realSeconds: Double)
    /// Virtual time passed (a tape, the timeline); while paused only what is due now runs.
    case advance(Interval)
    /// A system event, sent to the world as it is.
    case event(SystemEvent)
    /// A change to the configuration of the running lab (declared in `LabSetting`).
    case set(LabSetting)
    /// A subtitle under the device until the next; empty clears it.
    case caption(String)
}

/// What a message did: the world's answer to an event, or the lab's own.
public enum LabOutcome: Hashable, Sendable {
    /// It ran now.
    case done
    /// It waits in the world's queue (`EventOutcome.queued`).
    case queued
    /// It did nothing, and why.
    case ignored(String)
    /// The key asks to quit.
    case quit

    init(_ outcome: EventOutcome) {
        switch outcome {
        case .done: self = .done
        case .queued: self = .queued
        case .ignored(let reason): self = .ignored(reason)
        }
    }

    public var reason: String? {
        if case .ignored(let reason) = self { return reason }
        return nil
    }
}
