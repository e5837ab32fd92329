/// Bringing apps forward, interruptions, lock, iPad windows, typing and strategy choice.
extension World {
    // MARK: Launch and return

    /// Taps the app's icon: a cold launch, or a return to its most recent scene. From
    /// anywhere but the home screen the app in front goes home first.
    func launchNow(_ app: String) -> EventOutcome {
        if switcher != nil { closeSwitcher() }
        if screen == .app {
            if foreground.contains(where: { $0.app == app }) { return .ignored("\(app) is already in front") }
            leave(gap: timings.homeToBackground, to: .home) { _ = self.whenIdle(.launch(app)) }
            return .done
        }
        guard screen == .home else { return .ignored("icons are on the home screen") }
        let existing = recents.first { $0.app == app } ?? records.keys.filter { $0.app == app }.min()
        let target = existing ?? SceneID(app: app, index: 1)
        let group = records[target]?.splitPartner.map { [target, $0] } ?? [target]
        bringToFront(group, duration: timings.cardZoom)
        return .done
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
                if self.driver.pausesBeforeStopping && record.state == .background {
                    self.enterForeground(record)
                }
                self.becomeActive(record)
            }
        }
    }

    func makeRecord(_ id: SceneID) -> SceneRecord {
        let record = SceneRecord(id: id, strategy: appStrategies[id.app] ?? defaultStrategy)
        records[id] = record
        return record
    }

    /// What the zoom into a scene shows before the live UI: the stored snapshot; at a cold
    /// launch the launch screen instead when the app asked to ignore it.
    func zoomImage(_ record: SceneRecord, cold: Bool, size: Size) -> Canvas {
        if let snapshot = record.snapshot, !(cold && record.ignoreSnapshotAtLaunch) {
            // A card with no screenshot zooms from black, or from the window's background.
            if snapshot.image == nil, snapshot.windowBackground != nil { return snapshot.picture(size) }
            return snapshot.image ?? Canvas(width: size.width, height: size.height)
        }
        if !cold, let live = record.scene?.render(at: now) { return live }
        guard let asset = asset(record.id.app) else { return Canvas(width: size.width, height: size.height) }
        return MockAppViewController.launchScreen(for: asset, size: size)
    }

    /// The system ends a suspended app to free memory: no callback; its cards and snapshots
    /// stay, and the next launch is cold.
    func evictNow(_ app: String) -> EventOutcome {
        // Only a process whose every connected scene is suspended is ended.
        let scenes = records.values.filter { $0.id.app == app && $0.scene != nil }
        guard !scenes.isEmpty, scenes.allSatisfy({ $0.state == .suspended }) else {
            return .ignored("\(app) is not suspended")
        }
        let ignore = running[app]?.application.ignoresSnapshotOnNextLaunch ?? false
        for record in scenes {
            record.ignoreSnapshotAtLaunch = ignore
            record.scene = nil
            record.sceneDelegate = nil
            record.strategy = nil
            record.observers = []
            setState(record, .notRunning)
        }
        running[app] = nil
        logSystem("\(app) terminated by the system")
        return .done
    }

    // MARK: Sheets and interruptions

    /// Pulls down Control Center or Notification Center: willResignActive (iOS).
    func pullNow(_ which: Sheet) -> EventOutcome {
        guard sheet == nil else { return .ignored("\(sheet!.title) is already down") }
        guard screen != .switcher else { return .ignored("the switcher is open") }
        sheet = which
        startTransition(.sheetIn(which), duration: timings.sheetSlide)
        if device.interruptionsPauseApp {
            for record in foregroundRecords { resignActive(record, reason: .sheet) }
        }
        return .done
    }

    /// Dismisses what is up: the sheet (after its slide), the call banner (declined) or the
    /// Face ID prompt; a finished call returns to the app. didBecomeActive once nothing is left.
    func dismissNow() -> EventOutcome {
        if let sheet {
            startTransition(.sheetOut(sheet), duration: timings.sheetSlide)
            busy(for: timings.sheetSlide)
            clock.schedule(after: timings.sheetSlide, "sheet closed") { [weak self] in
                self?.sheet = nil
                self?.endInterruption(reason: .sheet)
            }
        } else if let interruption {
            self.interruption = nil
            endInterruption(reason: .interruption(interruption))
        } else if screen == .call {
            screen = .home
            if !lockedForeground.isEmpty { bringToFront(lockedForeground, duration: timings.cardZoom) }
            lockedForeground = []
        } else if screen == .app, let root = foregroundRecords.first?.scene?.mainWindow?.rootViewController,
            root.presentedViewController is UIAlertController
        {
            // The app's own alert: its OK button.
            root.dismiss(animated: true, byUser: true)
        } else {
            return .ignored("nothing to dismiss")
        }
        return .done
    }

    private func endInterruption(reason: ResignReason) {
        for record in foregroundRecords {
            record.resignReasons.remove(reason)
            if record.resignReasons.isEmpty && record.state == .inactive && screen == .app {
                becomeActive(record)
            }
        }
    }

    /// An incoming call banner or the Face ID (Touch ID) prompt: willResignActive; `dismiss`
    /// declines the call or authenticates, `answer` takes the call.
    func interrupt(_ kind: Interruption) -> EventOutcome {
        guard interruption == nil else { return .ignored("a call or a prompt is already up") }
        guard screen == .app || screen == .home else {
            return .ignored("nothing to interrupt on this screen")
        }
        if kind == .faceID && screen != .app {
            return .ignored("the \(device.biometric ?? .faceID) prompt comes from an app")
        }
        if kind == .systemAlert && screen != .app { return .ignored("a system alert comes over an app") }
        interruption = kind
        if device.interruptionsPauseApp {
            for record in foregroundRecords { resignActive(record, reason: .interruption(kind)) }
        }
        return .done
    }

    /// Answers the call full screen. iOS: the app, inactive since the banner, goes on to
    /// didEnterBackground. Android: the heads-up banner left the Activity running; the call's
    /// full-screen Activity now covers it, as when leaving: the thumbnail, onPause, then
    /// onStop after `androidPauseToStop` unless the call already ended.
    func answerCallNow() -> EventOutcome {
        guard interruption == .call else { return .ignored("no call to answer") }
        interruption = nil
        lockedForeground = foreground
        let covered = foregroundRecords
        foreground = []
        screen = .call
        guard driver.pausesBeforeStopping else {
            for record in covered { stop(record) }
            return .done
        }
        for record in covered { pause(record) }
        clock.schedule(after: timings.androidPauseToStop, "onStop") { [weak self] in
            guard let self else { return }
            for record in covered
            where self.records[record.id] === record && !self.foreground.contains(record.id) {
                self.stop(record)
            }
        }
        return .done
    }

    // MARK: Lock

    /// The side button: willResignActive, didEnterBackground after `lockToBackground`.
    func lockNow() -> EventOutcome {
        switch screen {
        case .app:
            lockedForeground = foreground
            leave(gap: timings.lockToBackground, to: .locked)
        case .home, .switcher:
            if switcher != nil { closeSwitcher() }
            lockedForeground = []
            screen = .locked
        case .locked: return .ignored("already locked")
        case .call: return .ignored("a call is on screen")
        }
        return .done
    }

    /// Unlocks: back to the app that was in front (the zoom shows its snapshot), or home.
    func unlockNow() -> EventOutcome {
        guard screen == .locked else { return .ignored("not locked") }
        screen = .home
        let back = lockedForeground.filter { records[$0] != nil }
        lockedForeground = []
        if !back.isEmpty { bringToFront(back, duration: timings.cardZoom) }
        return .done
    }
}
