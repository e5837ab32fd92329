/// One run: a fresh world with the other app launched, then the audited app in front, then
/// the event.
struct Scenario {
    /// The world every run starts: its device, lifecycle, releases, timings, readings and
    /// measure.
    let settings: WorldSettings
    let strategy: StrategyConfiguration
    let catalog: AssetCatalog
    let app: String
    let other: String
    /// Whether the row names the release.
    var namesVersion = false
    /// Whether the row names the API level.
    var namesAndroidAPI = false
    /// Makes the strategy: the catalog's, or code from outside it (`Audit.CustomStrategy`).
    var makeStrategy: StrategyFactory = Strategies.make
    /// Whether the row names the navigation mode.
    var namesAndroidNav = false

    /// Long enough for any system transition to settle at the model's timings.
    static let settle = Interval.seconds(2)
    /// How long after it begins an interruption is looked at: it is fully up by then.
    static let interruptionLook = Interval.milliseconds(500)
    /// How much longer than `settle` a step may take (a timing set long): a tape's limit of
    /// virtual time. A card whose snapshot has not come by then is not measured.
    static let patience = Interval.longestWritten

    func run(_ event: AuditEvent) -> AuditRow { replay(event).row }

    /// Advances `least`, then on from one scheduled step to the next until `ready` holds:
    /// false when it does not within `patience` more, or nothing is left to happen.
    private func wait(_ world: World, least: Interval = Scenario.settle, until ready: () -> Bool) -> Bool {
        let deadline = world.now + least + Scenario.patience
        world.clock.advance(by: least)
        while !ready() {
            guard let due = world.clock.nextDue, due <= deadline else { return false }
            world.clock.advance(to: due)
        }
        return true
    }

    /// Whether `scene` is in front and active with no system transition in flight.
    private func isSettledInFront(_ world: World, _ scene: SceneID?) -> Bool {
        guard let scene, world.state(of: scene) == .active else { return false }
        if let busy = world.busyUntil, busy > world.now { return false }
        return world.transition.map { $0.animation.isFinished(at: world.now) } ?? true
    }

    /// Why a card whose snapshot was not taken since `start` is not measured.
    private func missingSnapshot(_ world: World, _ scene: SceneID) -> String {
        if world.state(of: scene) == .suspended {
            return
                "no snapshot: the app was suspended (backgroundToSuspended) before it was taken (snapshotDelay)"
        }
        return "no snapshot within \(Scenario.patience) of the event"
    }

    /// Runs the event; the picture is taken where the number is counted.
    func replay(_ event: AuditEvent) -> AuditReplay {
        let world = World(
            settings: settings, catalog: catalog, defaultStrategy: strategy, makeStrategy: makeStrategy)
        let (device, legibility) = (settings.device, settings.legibility)
        let (ios, androidAPI, androidNav) = (settings.ios, settings.androidAPI, settings.androidNav)
        world.send(.launch(other))
        let otherLaunched = wait(world) { isSettledInFront(world, world.recents.first { $0.app == other }) }
        world.send(.launch(app))
        let appLaunched = wait(world) { isSettledInFront(world, world.recents.first { $0.app == app }) }
        // The scene whose card is counted: the app's window (for window-away, its second one).
        var scene = world.recents.first { $0.app == app } ?? SceneID(app: app, index: 1)
        let otherScene = world.recents.first { $0.app == other } ?? SceneID(app: other, index: 1)
        var before = world.legibleLiveCells(of: scene)
        var start = world.now
        /// The snapshot the card shows was taken since the event began.
        func snapshotTaken() -> Bool { (world.snapshot(of: scene)?.time).map { $0 >= start } ?? false }

        var card: Int?
        var coverDuring: Bool?
        var afterReturn: CoverAfterReturn?
        var fields: [FieldLeak]?
        let asset = catalog.app(named: app)
        var notMeasured: String?
        var picture: Canvas?
        var isBlank = false
        /// The card the user sees for the scene now, counted.
        func countCard() {
            let image = world.cardImage(of: scene)
            picture = image
            isBlank = world.isCardBlank(scene)
            card = image.legibleSensitiveCells(legibility)
            fields = asset?.fieldLeaks(in: image, legibility) ?? []
        }
        /// Counts the zoom into the app (the stored snapshot, blank when none could be taken),
        /// or the card when no zoom is in flight; then how long the cover stays.
        func countZoom() {
            if let zoom = zoomImage(world, scene) {
                picture = zoom
                isBlank = world.snapshot(of: scene).map { $0.image == nil } ?? false
                card = zoom.legibleSensitiveCells(legibility)
                fields = asset?.fieldLeaks(in: zoom, legibility) ?? []
            } else {
                countCard()
            }
            afterReturn = world.measureCoverAfterReturn(of: scene)
        }
        /// Counts the card once its snapshot has been taken, or says why it was not.
        func countSnapshot(ready: Bool) {
            if ready {
                countCard()
            } else {
                notMeasured = missingSnapshot(world, scene)
                picture = world.cardImage(of: scene)
            }
        }
        // The side effects counted: those of the event, not of the launches before it.
        var logStart = world.log.entries.count
        switch event {
        case _ where !otherLaunched || !appLaunched:
            let late = otherLaunched ? app : other
            notMeasured = "\(late) was not in front within \(Scenario.patience) of its launch"
        case .home:
            world.send(.home)
            countSnapshot(ready: wait(world, until: snapshotTaken))
        case .switcher:
            world.send(SystemEvent.switcherGesture(on: device))
            // The card is live behind an iOS switcher; Android's is the thumbnail taken as it opens.
            let ready = wait(world, least: settings.timings.switcherAnimation) {
                world.isCardLive(scene) || snapshotTaken()
            }
            countSnapshot(ready: ready)
            world.send(.select(SceneReference(scene)))
            afterReturn = world.measureCoverAfterReturn(of: scene)
        case .switcherSelectOther:
            world.send(SystemEvent.switcherGesture(on: device))
            world.clock.advance(by: Scenario.settle)
            world.send(.select(SceneReference(otherScene)))
            countSnapshot(ready: wait(world, until: snapshotTaken))
        case .appSwitch:
            world.send(.appSwitch(.right))
            countSnapshot(ready: wait(world, until: snapshotTaken))
        case .lock:
            world.send(.lock)
            countSnapshot(ready: wait(world, until: snapshotTaken))
            world.send(.unlock)
            afterReturn = world.measureCoverAfterReturn(of: scene)
        case .controlCenter, .notificationCenter, .call, .faceID, .systemAlert:
            switch event {
            case .controlCenter: world.send(.pull(.controlCenter))
            case .notificationCenter: world.send(.pull(.notificationCenter))
            case .call: world.send(.call)
            case .systemAlert: world.send(.systemAlert)
            default: world.send(.faceID)
            }
            world.clock.advance(by: Scenario.interruptionLook)
            coverDuring = world.isCoverShown(on: scene)
            picture = world.liveImage(of: scene)
            world.send(.dismiss)
            afterReturn = world.measureCoverAfterReturn(of: scene)
        case .windowAway:
            // A second window of the app beside the first (split view), then the other app
            // dragged over it: that window goes to the background while the first stays active.
            world.send(.split(app))
            let first = scene
            var second: SceneID?
            let split = wait(world) {
                second = world.foreground.first { $0.app == app && $0 != first }
                return second.map { isSettledInFront(world, $0) && isSettledInFront(world, first) } ?? false
            }
            guard split, let second else {
                notMeasured =
                    "\(app) did not open a second window beside the first within \(Scenario.patience)"
                break
            }
            scene = second
            before = world.legibleLiveCells(of: scene)
            start = world.now
            logStart = world.log.entries.count
            world.send(.split(other))
            countSnapshot(ready: wait(world, until: snapshotTaken))
        case .sensitiveModal:
            // The app's own alert up (a one-time code, the keyboard up), then Home.
            world.send(.alert(app))
            world.clock.advance(by: Scenario.settle)
            start = world.now
            world.send(.home)
            countSnapshot(ready: wait(world, until: snapshotTaken))
        case .relaunch:
            world.send(.home)
            // The system ends the app once it is suspended; its icon launches it again, cold,
            // and the launch zooms from the snapshot stored as it left.
            guard wait(world, until: snapshotTaken) else {
                countSnapshot(ready: false)
                break
            }
            guard wait(world, until: { world.state(of: scene) == .suspended }) else {
                notMeasured =
                    "\(app) was not suspended within \(Scenario.patience), so the system did not end it"
                break
            }
            world.send(.evict(app))
            world.send(.launch(app))
            countZoom()
        case .return:
            world.send(.home)
            // The zoom back shows the snapshot taken as the app left.
            guard wait(world, until: snapshotTaken) else {
                countSnapshot(ready: false)
                break
            }
            world.send(SystemEvent.switcherGesture(on: device))
            world.clock.advance(by: Scenario.settle)
            world.send(.select(SceneReference(scene)))
            countZoom()
        }
        let sideEffects = world.log.entries[logStart...].compactMap { entry -> SideEffect? in
            guard entry.app == app, case .sideEffect(let effect, _) = entry.kind else { return nil }
            return effect
        }
        let info = Strategies.info(strategy.id)
        let row = AuditRow(
            strategy: strategy.id, host: strategy.host?.rawValue,
            presentation: info?.options.contains(.presentation) == true
                ? strategy.presentation.rawValue : nil,
            form: info?.options.contains(.form) == true ? strategy.form.rawValue : nil,
            trigger: info?.options.contains(.trigger) == true
                ? (strategy.trigger ?? info?.defaultTrigger)?.rawValue : nil,
            fade: info?.options.contains(.fade) == true ? strategy.fade : nil,
            device: device.rawValue,
            // Android's is the Activity's lifecycle, whatever the world runs it on.
            lifecycle: device.platform == .android ? "activity" : world.lifecycle.rawValue,
            iosVersion: device.platform == .iOS ? ios.major : nil,
            androidAPILevel: device.platform == .android ? androidAPI.level : nil,
            androidNavigation: device.platform == .android ? androidNav.rawValue : nil,
            ios: namesVersion ? ios.major : nil, androidAPI: namesAndroidAPI ? androidAPI.level : nil,
            androidNav: namesAndroidNav ? androidNav.rawValue : nil,
            event: event.rawValue, legibleSensitiveCells: card, sensitiveCellsBefore: before,
            coverDuringInterruption: coverDuring, coverAfterReturnSeconds: afterReturn?.seconds,
            stuck: afterReturn?.isStuck ?? false, notMeasured: notMeasured, fields: fields,
            blankCard: card == nil ? nil : isBlank,
            blocksScreenshots: info?.blocksScreenshots(on: ios) ?? false,
            sideEffects: SideEffect.allCases.filter(sideEffects.contains))
        let size = device.screenSize
        return AuditReplay(
            row: row, picture: picture ?? Canvas(width: size.width, height: size.height), isBlank: isBlank)
    }

    /// What the zoom into the scene shows now, if a zoom is in flight.
    private func zoomImage(_ world: World, _ scene: SceneID) -> Canvas? {
        guard case .appOpen(_, let images)? = world.transition?.kind else { return nil }
        return images[scene]
    }
}
