/// The switcher as the user sees it: cards in recency order (split pairs share a card).
public struct SwitcherState: Hashable, Sendable {
    public internal(set) var cards: [[SceneID]]
    /// The card in the middle of the carousel.
    public internal(set) var focus: Int
    /// The scenes that were in front when it opened: their cards are live.
    public internal(set) var openedFrom: [SceneID]
    /// Each change of `focus` since the switcher opened (at focus 0), oldest first, so the
    /// front end can scroll the carousel from the moment it happened.
    public internal(set) var focusChanges: [FocusChange] = []
    /// The card swiped away last, as it was just before, so the front end can show it fly off.
    public internal(set) var killed: KilledCard?

    public struct FocusChange: Hashable, Sendable {
        public let time: Instant
        public let focus: Int
    }

    public struct KilledCard: Hashable, Sendable {
        public let time: Instant
        /// Where the card was in `cards`, and each of its scenes' card image then.
        public let index: Int
        public let images: [Canvas]
    }

    mutating func setFocus(_ focus: Int, at time: Instant) {
        guard focus != self.focus else { return }
        self.focus = focus
        focusChanges.append(FocusChange(time: time, focus: focus))
    }
}

/// A fast app-switch gesture's direction.
public enum SwitchDirection: String, Hashable, Sendable, CaseIterable {
    /// Swipe right along the bottom edge: the previous app.
    case right = "Right"
    /// Swipe left: the least recent app (wrapping round).
    case left = "Left"
}

/// System events: what the user does to the device. Each fires exactly the callbacks of
/// MODEL §39, at the times of `SystemTimings`. An event that arrives while a system transition
/// is in flight waits for it to settle, as iOS queues touches during its animations.
extension World {
    var foregroundRecords: [SceneRecord] { foreground.compactMap { records[$0] } }

    // MARK: Home

    /// One press of Home (on devices without the button: the swipe up that goes home). With a
    /// Home button the system waits `doublePressWindow` to be sure no second press follows.
    @discardableResult
    func pressHome() -> EventOutcome {
        switch device.home {
        case .button: break
        case .navigationBar:
            logSystem("Home button", event: .home)
            return whenIdle(.home)
        case .swipe:
            logSystem("swipe up to go Home", event: .home)
            return whenIdle(.home)
        }
        if let pending = pendingHomePress {
            clock.cancel(pending)
            pendingHomePress = nil
            logSystem("Home double-pressed", event: .doubleHome)
            return whenIdle(.doubleHome)
        }
        pendingHomePress = clock.schedule(after: timings.doublePressWindow, "single Home press") {
            [weak self] in
            guard let self else { return }
            self.pendingHomePress = nil
            self.logSystem("Home pressed", event: .home)
            _ = self.whenIdle(.home)
        }
        return .queued
    }

    func singleHomePress() -> EventOutcome {
        if sheet != nil { return dismissNow() }
        switch screen {
        case .app: leave(gap: timings.homeToBackground, to: .home)
        case .switcher: return closeSwitcher()
        case .home: return .ignored("already on the home screen")
        case .locked: return .ignored("the device is locked")
        case .call: return .ignored("a call is on screen")
        }
        return .done
    }

    func doubleHomePress() -> EventOutcome {
        switch screen {
        case .switcher:
            if let first = switcher?.openedFrom.first { return selectCardNow(first) }
            return closeSwitcher()
        default: return openSwitcherNow()
        }
    }

    /// Leaves the app(s) in front: willResignActive now, didEnterBackground after `gap`, then
    /// the snapshot; `then` runs when they are in the background.
    func leave(gap: Interval, to destination: Screen, then: (() -> Void)? = nil) {
        let leaving = foregroundRecords
        for record in leaving { pause(record) }
        startTransition(.appClose(foreground), duration: gap)
        screen = destination
        foreground = []
        sheet = nil
        interruption = nil
        clock.schedule(after: gap, "enter background") { [weak self] in
            guard let self else { return }
            for record in leaving { self.stop(record) }
            then?()
        }
        // After the background step, so that an event queued meanwhile finds the apps gone and
        // what comes next (the fast app switch's zoom) begun, not a screen with no app.
        busy(for: gap)
    }

    /// The first half of leaving: willResignActive; on Android the thumbnail, then onPause —
    /// or, with `pause-drawn-in-thumbnail`, onPause's views drawn in it, the flags as before.
    func pause(_ record: SceneRecord) {
        guard driver.thumbnailBeforePause && record.state == .active else {
            resignActive(record, reason: .leave)
            return
        }
        if assumptions.contains(.pauseDrawnInThumbnail), let scene = record.scene {
            let secure = scene.isSecureForThumbnail
            resignActive(record, reason: .leave)
            captureSnapshot(record, secure: secure)
        } else {
            captureSnapshot(record)
            resignActive(record, reason: .leave)
        }
    }

    /// The second half: didEnterBackground (snapshot after), or onStop.
    func stop(_ record: SceneRecord) {
        guard record.state == .inactive else { return }
        enterBackground(record)
    }

    // MARK: Switcher

    /// Opens the switcher: double-press Home, swipe up and hold, or Recents.
    func openSwitcherNow() -> EventOutcome {
        guard screen == .app || screen == .home else {
            return .ignored("the switcher opens from an app or the home screen")
        }
        let from = foreground
        for record in foregroundRecords { pause(record) }
        // With the Recents button the Activity stops behind Recents; on gesture navigation its
        // live tile keeps it visible, paused, until the user leaves Recents (MODEL §58).
        if driver.stopsBehindSwitcher(androidNav) {
            let paused = foregroundRecords
            clock.schedule(after: timings.androidPauseToStop, "onStop") { [weak self] in
                for record in paused where record.state == .inactive && self?.switcher != nil {
                    self?.stop(record)
                }
            }
        }
        sheet = nil
        interruption = nil
        switcher = SwitcherState(cards: cardGroups(), focus: 0, openedFrom: from)
        screen = .switcher
        startTransition(.switcherOpen, duration: timings.switcherAnimation)
        return .done
    }

    /// Cards in recency order, split partners together.
    func cardGroups() -> [[SceneID]] {
        var seen: Set<SceneID> = []
        var groups: [[SceneID]] = []
        for id in recents where !seen.contains(id) {
            var group = [id]
            if let partner = records[id]?.splitPartner, records[partner] != nil { group.append(partner) }
            group.sort { foregroundOrder($0) < foregroundOrder($1) }
            seen.formUnion(group)
            groups.append(group)
        }
        return groups
    }

    private func foregroundOrder(_ id: SceneID) -> Int { records[id]?.leftInSplit == true ? 0 : 1 }

    /// Moves the carousel's focus by `offset` cards.
    func moveSwitcherFocus(by offset: Int) -> EventOutcome {
        guard var state = switcher, !state.cards.isEmpty else { return .ignored("the switcher is not open") }
        state.setFocus(min(max(0, state.focus + offset), state.cards.count - 1), at: now)
        switcher = state
        return .done
    }

    /// The focused card's scenes.
    public var focusedCard: [SceneID]? {
        guard let state = switcher, state.cards.indices.contains(state.focus) else { return nil }
        return state.cards[state.focus]
    }

    /// Taps the card of `scene`: back to the same app (didBecomeActive only), or another
    /// (the one left enters the background; the chosen one comes forward).
    func selectCardNow(_ scene: SceneID) -> EventOutcome {
        guard let state = switcher else { return .ignored("the switcher is not open") }
        guard let group = state.cards.first(where: { $0.contains(scene) }) else {
            return .ignored("\(SceneReference(scene)) has no card in the switcher")
        }
        switcher = nil
        if group == state.openedFrom {
            bringToFront(group, duration: timings.switcherAnimation)
        } else {
            for id in state.openedFrom { if let record = records[id] { stop(record) } }
            bringToFront(group, duration: timings.cardZoom)
        }
        return .done
    }

    /// Closes the switcher to the home screen: the apps left enter the background.
    @discardableResult
    func closeSwitcher() -> EventOutcome {
        guard let state = switcher else { return .ignored("the switcher is not open") }
        switcher = nil
        for id in state.openedFrom { if let record = records[id] { stop(record) } }
        screen = .home
        startTransition(.switcherClose, duration: timings.switcherAnimation)
        return .done
    }

    /// Swipes a card up: its scene is closed, and the app ended with its last card (see
    /// `terminate`: callbacks only if it still ran in the background); its snapshot is discarded.
    func killCardNow(_ scene: SceneID) -> EventOutcome {
        guard var state = switcher else { return .ignored("the switcher is not open") }
        guard let index = state.cards.firstIndex(where: { $0.contains(scene) }) else {
            return .ignored("\(SceneReference(scene)) has no card in the switcher")
        }
        let group = state.cards[index]
        state.killed = SwitcherState.KilledCard(
            time: now, index: index, images: group.map { cardImage(of: $0) })
        for id in group {
            guard let record = records[id] else { continue }
            // A scene only inactive behind the switcher is disconnected with no
            // didEnterBackground first (reported, MODEL §44); elsewhere it goes through it.
            let disconnectsInactive = driver.discardsSessions(in: lifecycle)
            if record.state == .inactive && !disconnectsInactive { enterBackground(record) }
            terminate(record)
        }
        state.openedFrom.removeAll { group.contains($0) }
        state.cards = cardGroups()
        state.setFocus(min(state.focus, max(0, state.cards.count - 1)), at: now)
        switcher = state
        if state.cards.isEmpty { closeSwitcher() }
        return .done
    }

    // MARK: Fast app switch

    /// Swipe along the bottom edge (four fingers on iPad, Recents twice on Android): the app in
    /// front goes to the background after the short `appSwitchToBackground` gap and the next
    /// app comes forward.
    func appSwitchNow(_ direction: SwitchDirection) -> EventOutcome {
        guard screen == .app, sheet == nil else { return .ignored("the fast app switch starts from an app") }
        let groups = cardGroups()
        guard groups.count > 1 else { return .ignored("no other app to switch to") }
        let target = direction == .right ? groups[1] : groups[groups.count - 1]
        let slide = Transition.FastSwitch(
            from: foreground, to: target, direction: direction, image: zoomImages(of: target),
            animation: Animation(
                from: 0, to: 1, start: now, duration: timings.appSwitchToBackground + timings.cardZoom))
        leave(gap: timings.appSwitchToBackground, to: .app) {
            self.bringToFront(target, duration: self.timings.cardZoom)
            if let open = self.transition { self.transition?.fastSwitch = slide.continued(by: open) }
        }
        transition?.fastSwitch = slide
        return .done
    }

    /// What the zoom into `group` will show, worked out as `bringToFront` does, for the front
    /// end to slide in before the zoom begins.
    private func zoomImages(of group: [SceneID]) -> [SceneID: Canvas] {
        var images: [SceneID: Canvas] = [:]
        for id in group {
            guard let record = records[id] else { continue }
            images[id] = zoomImage(record, cold: record.scene == nil, size: sceneSize(split: group.count > 1))
        }
        return images
    }
}
