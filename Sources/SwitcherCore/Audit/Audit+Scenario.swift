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
    /// Which release settings the row names in a column.
    var naming = Audit.Naming()
    /// Makes the strategy: the catalog's, or code from outside it (`Audit.CustomStrategy`).
    var makeStrategy: StrategyFactory = Strategies.make

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
        let ios = settings.ios
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
        /// The event the step sends, about the app, its counted window or the other app.
        func sent(_ name: SystemEvent.Name, _ target: AuditRecipe.Target) -> SystemEvent? {
            let argument: SystemEvent.Argument
            switch (target, name.declaration.parameter) {
            case (.argument(let fixed), _): argument = fixed
            case (.none, _): argument = .none
            case (.app, .scene): argument = .scene(SceneReference(scene))
            case (.other, .scene): argument = .scene(SceneReference(otherScene))
            case (.app, _): argument = .app(app)
            case (.other, _): argument = .app(other)
            }
            return SystemEvent(name, argument)
        }
        /// Runs one step; false when the run cannot go on (what is missing is said).
        func perform(_ step: AuditRecipe.Step) -> Bool {
            switch step {
            case .send(let name, let target), .leave(let name, let target):
                guard let event = sent(name, target) else {
                    notMeasured = "the audit cannot send \(name.declaration.title) to \(target)"
                    return false
                }
                world.send(event)
            case .settle:
                world.clock.advance(by: Scenario.settle)
            case .begin:
                start = world.now
                logStart = world.log.entries.count
            case .awaitSnapshot:
                guard wait(world, until: snapshotTaken) else {
                    countSnapshot(ready: false)
                    return false
                }
            case .awaitSuspended:
                guard wait(world, until: { world.state(of: scene) == .suspended }) else {
                    notMeasured =
                        "\(app) was not suspended within \(Scenario.patience), so the system did not end it"
                    return false
                }
            case .awaitSecondWindow:
                let first = scene
                var second: SceneID?
                let split = wait(world) {
                    second = world.foreground.first { $0.app == app && $0 != first }
                    return second.map { isSettledInFront(world, $0) && isSettledInFront(world, first) }
                        ?? false
                }
                guard split, let second else {
                    notMeasured =
                        "\(app) did not open a second window beside the first within \(Scenario.patience)"
                    return false
                }
                scene = second
                before = world.legibleLiveCells(of: scene)
                start = world.now
                logStart = world.log.entries.count
            case .count(.snapshot):
                countSnapshot(ready: wait(world, until: snapshotTaken))
            case .count(.switcherCard):
                // The card is live behind an iOS switcher; Android's is the thumbnail taken as it opens.
                let ready = wait(world, least: settings.timings.switcherAnimation) {
                    world.isCardLive(scene) || snapshotTaken()
                }
                countSnapshot(ready: ready)
            case .count(.zoom):
                countZoom()
            case .lookDuringInterruption:
                world.clock.advance(by: Scenario.interruptionLook)
                coverDuring = world.isCoverShown(on: scene)
                picture = world.liveImage(of: scene)
            case .measureReturn:
                afterReturn = world.measureCoverAfterReturn(of: scene)
            }
            return true
        }
        if !otherLaunched || !appLaunched {
            let late = otherLaunched ? app : other
            notMeasured = "\(late) was not in front within \(Scenario.patience) of its launch"
        } else {
            for step in event.recipe.steps {
                guard perform(step) else { break }
            }
        }
        let sideEffects = world.log.entries[logStart...].compactMap { entry -> SideEffect? in
            guard entry.app == app, case .sideEffect(let effect, _) = entry.kind else { return nil }
            return effect
        }
        let info = Strategies.info(strategy.id)
        let recorded = device.platform.lifecycleDriver.recorded(settings, naming: naming)
        let row = AuditRow(
            strategy: strategy.id, host: strategy.host?.rawValue,
            presentation: info?.options.contains(.presentation) == true
                ? strategy.presentation.rawValue : nil,
            form: info?.options.contains(.form) == true ? strategy.form.rawValue : nil,
            trigger: info?.options.contains(.trigger) == true
                ? (strategy.trigger ?? info?.defaultTrigger)?.rawValue : nil,
            fade: info?.options.contains(.fade) == true ? strategy.fade : nil,
            device: device.rawValue, lifecycle: recorded.lifecycle, iosVersion: recorded.iosVersion,
            androidAPILevel: recorded.androidAPILevel, androidNavigation: recorded.androidNavigation,
            ios: recorded.names.version ? recorded.iosVersion : nil,
            androidAPI: recorded.names.androidAPI ? recorded.androidAPILevel : nil,
            androidNav: recorded.names.androidNav ? recorded.androidNavigation : nil,
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
