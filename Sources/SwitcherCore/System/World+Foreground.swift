/// Bringing apps forward, interruptions, lock, iPad windows, typing and strategy choice.
extension World {
    // MARK: Launch and return

    /// Taps the app's icon: a cold launch, or a return to its most recent scene. From
    /// anywhere but the home screen the app in front goes home first.
    public func launch(_ app: String) {
        guard asset(app) != nil else { return }
        logSystem("\(app) icon tapped")
        whenIdle { self.launchNow(app) }
    }

    private func launchNow(_ app: String) {
        if switcher != nil { closeSwitcher() }
        if screen == .app {
            if foreground.contains(where: { $0.app == app }) { return }
            leave(gap: timings.homeToBackground, to: .home) { self.whenIdle { self.launchNow(app) } }
            return
        }
        guard screen == .home else { return }
        let existing = recents.first { $0.app == app } ?? records.keys.filter { $0.app == app }.min()
        let target = existing ?? SceneID(app: app, index: 1)
        let group = records[target]?.splitPartner.map { [target, $0] } ?? [target]
        bringToFront(group, duration: timings.cardZoom)
    }

    /// Brings these scenes (one, or a split pair) to the front: a cold launch where the app is
    /// not running, willEnterForeground otherwise; the zoom shows the stored snapshot (or the
    /// launch image) for `duration`, then didBecomeActive.
    func bringToFront(_ group: [SceneID], duration: Interval) {
        let split = group.count > 1
        var images: [SceneID: Canvas] = [:]
        var arriving: [SceneRecord] = []
        for (i, id) in group.enumerated() {
            let record = records[id] ?? makeRecord(id)
            let size = sceneSize(split: split)
            let cold = record.scene == nil
            images[id] = zoomImage(record, cold: cold, size: size)
            if cold { connect(record, size: size) } else { record.scene?.size = size }
            record.leftInSplit = split && i == 0
            // Whatever made it inactive (leaving, a prompt the switcher cancelled) is over.
            record.resignReasons = []
            if record.state != .inactive && record.state != .active { enterForeground(record) }
            arriving.append(record)
        }
        foreground = group
        screen = .app
        recents.removeAll { group.contains($0) }
        recents.insert(contentsOf: group, at: 0)
        startTransition(.appOpen(group, image: images), duration: duration)
        busy(for: duration)
        clock.schedule(after: duration, "become active") { [weak self] in
            guard let self else { return }
            for record in arriving where record.resignReasons.isEmpty && self.foreground.contains(record.id) {
                if self.device.isAndroid && record.state == .background { self.enterForeground(record) }
                self.becomeActive(record)
            }
        }
    }

    func makeRecord(_ id: SceneID) -> SceneRecord {
        let record = SceneRecord(id: id, strategy: defaultStrategy)
        records[id] = record
        return record
    }

    /// What the zoom into a scene shows before the live UI: the stored snapshot; at a cold
    /// launch the launch screen instead when the app asked to ignore it.
    private func zoomImage(_ record: SceneRecord, cold: Bool, size: Size) -> Canvas {
        if let snapshot = record.snapshot, !(cold && record.ignoreSnapshotAtLaunch) {
            return snapshot.image ?? Canvas(width: size.width, height: size.height)
        }
        if !cold, let live = record.scene?.render(at: now) { return live }
        guard let asset = asset(record.id.app) else { return Canvas(width: size.width, height: size.height) }
        return MockAppViewController.launchScreen(for: asset, size: size)
    }

    /// The system ends a suspended app to free memory: no callback; its cards and snapshots
    /// stay, and the next launch is cold.
    public func evict(_ app: String) {
        whenIdle {
            // Only a process whose every connected scene is suspended is ended.
            let scenes = self.records.values.filter { $0.id.app == app && $0.scene != nil }
            guard !scenes.isEmpty, scenes.allSatisfy({ $0.state == .suspended }) else { return }
            let ignore = self.running[app]?.application.ignoresSnapshotOnNextLaunch ?? false
            for record in scenes {
                record.ignoreSnapshotAtLaunch = ignore
                record.scene = nil
                record.sceneDelegate = nil
                record.strategy = nil
                self.setState(record, .notRunning)
            }
            self.running[app] = nil
            self.logSystem("\(app) terminated by the system")
        }
    }

    // MARK: Sheets and interruptions

    /// Pulls down Control Center or Notification Center: willResignActive (iOS).
    public func pull(_ which: Sheet) {
        logSystem("\(which.rawValue) pulled down")
        whenIdle {
            guard self.sheet == nil, self.screen != .switcher else { return }
            self.sheet = which
            self.startTransition(.sheetIn(which), duration: self.timings.sheetSlide)
            if self.device.interruptionsPauseApp {
                for record in self.foregroundRecords { self.resignActive(record, reason: "sheet") }
            }
        }
    }

    /// Dismisses what is up: the sheet (after its slide), the call banner (declined) or the
    /// Face ID prompt; a finished call returns to the app. didBecomeActive once nothing is left.
    public func dismiss() {
        logSystem("dismiss")
        whenIdle { self.dismissNow() }
    }

    func dismissNow() {
        if let sheet {
            startTransition(.sheetOut(sheet), duration: timings.sheetSlide)
            busy(for: timings.sheetSlide)
            clock.schedule(after: timings.sheetSlide, "sheet closed") { [weak self] in
                self?.sheet = nil
                self?.endInterruption(reason: "sheet")
            }
        } else if let interruption {
            self.interruption = nil
            endInterruption(reason: interruption.rawValue)
        } else if screen == .call {
            screen = .home
            if !lockedForeground.isEmpty { bringToFront(lockedForeground, duration: timings.cardZoom) }
            lockedForeground = []
        }
    }

    private func endInterruption(reason: String) {
        for record in foregroundRecords {
            record.resignReasons.remove(reason)
            if record.resignReasons.isEmpty && record.state == .inactive && screen == .app {
                becomeActive(record)
            }
        }
    }

    /// An incoming call banner: willResignActive; `dismiss` declines it, `answerCall` takes it.
    public func incomingCall() {
        logSystem("incoming call")
        whenIdle { self.interrupt(.call) }
    }

    /// The Face ID (Touch ID) prompt: willResignActive; `dismiss` when authenticated.
    public func faceIDPrompt() {
        logSystem(device.hasFaceID ? "Face ID prompt" : "Touch ID prompt")
        whenIdle { self.interrupt(.faceID) }
    }

    private func interrupt(_ kind: Interruption) {
        guard interruption == nil, screen == .app || screen == .home else { return }
        if kind == .faceID && (device.isAndroid || screen != .app) { return }
        interruption = kind
        if device.interruptionsPauseApp {
            for record in foregroundRecords { resignActive(record, reason: kind.rawValue) }
        }
    }

    /// Answers the call full screen: the app goes on to didEnterBackground.
    public func answerCall() {
        logSystem("call answered")
        whenIdle {
            guard self.interruption == .call else { return }
            self.interruption = nil
            self.lockedForeground = self.foreground
            for record in self.foregroundRecords { self.stop(record) }
            self.foreground = []
            self.screen = .call
        }
    }

    // MARK: Lock

    /// The side button: willResignActive, didEnterBackground after `lockToBackground`.
    public func lock() {
        logSystem("lock")
        whenIdle {
            switch self.screen {
            case .app:
                self.lockedForeground = self.foreground
                self.leave(gap: self.timings.lockToBackground, to: .locked)
            case .home, .switcher:
                if self.switcher != nil { self.closeSwitcher() }
                self.lockedForeground = []
                self.screen = .locked
            case .locked, .call: break
            }
        }
    }

    /// Unlocks: back to the app that was in front (the zoom shows its snapshot), or home.
    public func unlock() {
        logSystem("unlock")
        whenIdle {
            guard self.screen == .locked else { return }
            self.screen = .home
            let back = self.lockedForeground.filter { self.records[$0] != nil }
            self.lockedForeground = []
            if !back.isEmpty { self.bringToFront(back, duration: self.timings.cardZoom) }
        }
    }
}
