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
        case .launch(let app), .newWindow(let app), .split(let app), .alert(let app), .present(let app):
            guard asset(app) != nil else { return .ignored("unknown app \(SceneReference(app: app))") }
        default:
            break
        }
        // What the user did is logged before what it causes, but not when it does nothing at
        // once: an ignored event gets its `ignored` line alone. (One queued behind a transition
        // is announced now, and may be ignored when its turn comes.)
        let mark = log.entries.count
        let outcome = event.isImmediate ? perform(event) : whenIdle(event)
        if outcome.reason == nil, let text = announcement(of: event) {
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

    /// Runs an event whose turn has come.
    func perform(_ event: SystemEvent) -> EventOutcome {
        switch event {
        case .home: return singleHomePress()
        case .doubleHome: return doubleHomePress()
        case .swipeUpHold, .recents, .switcher: return openSwitcherNow()
        case .closeSwitcher: return closeSwitcher()
        case .focusCard(let offset): return moveSwitcherFocus(by: offset)
        case .select(let reference): return selectCardNow(reference.scene)
        case .kill(let reference): return killCardNow(reference.scene)
        case .appSwitch(let direction): return appSwitchNow(direction)
        case .launch(let app): return launchNow(app)
        case .evict(let app): return evictNow(app)
        case .pull(let sheet): return pullNow(sheet)
        case .dismiss: return dismissNow()
        case .call: return interrupt(.call)
        case .answer: return answerCallNow()
        case .faceID: return interrupt(.faceID)
        case .systemAlert: return interrupt(.systemAlert)
        case .lock: return lockNow()
        case .unlock: return unlockNow()
        case .newWindow(let app): return openNewWindowNow(app)
        case .split(let app): return splitNow(with: app)
        case .type(let text): return typeNow(text)
        case .alert(let app): return alertNow(app)
        case .present(let app): return presentSheetNow(app)
        case .swipeDown: return swipeDownNow()
        case .setStrategy(let configuration, let scene):
            if let scene {
                setStrategy(configuration, for: scene)
            } else {
                setStrategyForAll(configuration)
            }
            return .done
        }
    }

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

extension World {
    /// The system's line in the log when an event is sent, if it has one.
    fileprivate func announcement(of event: SystemEvent) -> String? {
        switch event {
        case .swipeUpHold: return "switcher gesture"
        case .recents: return "Recents"
        case .select(let reference): return "card \(reference.scene) tapped"
        case .kill(let reference): return "card \(reference.scene) swiped away"
        case .launch(let app): return "\(app) icon tapped"
        case .pull(let sheet): return "\(sheet.title) pulled down"
        case .dismiss: return "dismiss"
        case .call: return "incoming call"
        case .answer: return "call answered"
        case .faceID: return device.biometric.map { "\($0) prompt" }
        case .systemAlert: return "system alert"
        case .lock: return "lock"
        case .unlock: return "unlock"
        case .appSwitch(let direction): return "fast app switch \(direction.rawValue.lowercased())"
        case .newWindow(let app): return "new \(app) window"
        case .split(let app): return "split view with \(app)"
        case .alert(let app): return "\(app) shows an alert"
        case .present(let app): return "\(app) presents a sheet"
        case .swipeDown: return "sheet swiped down"
        case .home, .doubleHome, .switcher, .closeSwitcher, .focusCard, .evict, .type, .setStrategy:
            return nil
        }
    }
}
