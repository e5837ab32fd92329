/// The world's one input: `send`. An event the device has not is ignored with the reason,
/// which the log keeps (ARCHITECTURE §5: nothing silent); otherwise the system announces it in the log at once (the user did it now) and runs it now,
/// or — while a system transition is in flight — once that settles, in order, as iOS queues
/// touches during its animations.
extension World {
    @discardableResult
    public func send(_ event: SystemEvent) -> EventOutcome {
        noted(deliver(event), event)
    }

    /// Logs an ignored event's reason; passes the outcome on.
    private func noted(_ outcome: EventOutcome, _ event: SystemEvent) -> EventOutcome {
        if let reason = outcome.reason {
            log.append(LogEntry(time: now, kind: .ignored(reason), scene: nil, app: nil, event: event))
        }
        return outcome
    }

    private func deliver(_ event: SystemEvent) -> EventOutcome {
        if let missing = event.unavailability(on: device, lifecycle: lifecycle) {
            return .ignored(missing.message(in: .plain))
        }
        var event = event
        switch event {
        case .switcher: return deliver(SystemEvent.switcherGesture(on: device))
        case .home: return pressHome()
        case .doubleHome:
            pressHome()
            return pressHome()
        case .select(let reference), .kill(let reference):
            // A card named by its app is the app's most recent one, as it is now.
            guard let scene = reference.index == nil ? card(for: reference) : reference.scene else {
                return .ignored("\(reference) has no card in the switcher")
            }
            if case .select = event {
                event = .select(SceneReference(scene))
            } else {
                event = .kill(SceneReference(scene))
            }
        default:
            // An event about an app names one the catalog has.
            if case .app(let app) = event.argument, asset(app) == nil {
                return .ignored("unknown app \(SceneReference(app: app))")
            }
        }
        // What the user did is logged before what it causes, but not when it does nothing at
        // once: an ignored event gets its `ignored` line alone. (One queued behind a transition
        // is announced now, and may be ignored when its turn comes.)
        let mark = log.entries.count
        let outcome = event.isImmediate ? perform(event) : whenIdle(event)
        if outcome.reason == nil, let text = event.declaration.announcement(self, event) {
            log.insert(LogEntry(time: now, kind: .system(text), scene: nil, app: nil, event: event), at: mark)
        }
        return outcome
    }

    /// The scene whose switcher card a reference means: the given window, or the app's most
    /// recent one; nil when it has no card.
    public func card(for reference: SceneReference) -> SceneID? {
        reference.index == nil
            ? recents.first { $0.app == reference.app } : recents.first { $0 == reference.scene }
    }

    /// Runs an event whose turn has come: what its declaration says the world does.
    func perform(_ event: SystemEvent) -> EventOutcome { event.declaration.perform(self, event) }

    // MARK: Serialising system events

    /// Runs `event` now, or after the system transition in flight settles, in order.
    func whenIdle(_ event: SystemEvent) -> EventOutcome {
        if let busyUntil, busyUntil > now {
            queued.append(event)
            return .queued
        }
        busyUntil = nil
        return perform(event)
    }

    /// Marks the system busy until `interval` from now; queued events run then.
    func busy(for interval: Interval) {
        let until = now + interval
        if let busyUntil, busyUntil >= until { return }
        busyUntil = until
        clock.schedule(after: interval, "system settles") { [weak self] in self?.settle() }
    }

    private func settle() {
        guard let until = busyUntil, until <= now else { return }
        busyUntil = nil
        while busyUntil == nil, !queued.isEmpty {
            let event = queued.removeFirst()
            _ = noted(perform(event), event)
        }
    }
}
