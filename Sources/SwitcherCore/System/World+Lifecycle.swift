/// The lifecycle primitives: each moves one scene along the state machine of MODEL §39 and
/// delivers exactly the callbacks that move fires, to the receivers the lifecycle style and
/// device dictate, the strategy right after the app's own code.
extension World {
    /// The lifecycle of the device's apps: UIKit's or the Activity's.
    var driver: any LifecycleDriver { device.platform.lifecycleDriver }

    // MARK: Delivery

    /// Calls the app's delegate method then the strategy's, and logs the callback. A lifecycle
    /// method of one `host` reaches the strategy only if its code lives there: UIKit never
    /// calls the app delegate's lifecycle methods in an app with scenes, and there is no scene
    /// delegate without them (set-up callbacks, `host` nil, reach every strategy).
    func deliver(
        _ callback: Callback, _ record: SceneRecord, method: String, host: StrategyHost? = nil,
        _ call: (AnyObject) -> Void
    ) {
        logEntry(.callback(callback, method: method), record.id)
        if let receiver = receiver(for: record) { call(receiver) }
        guard let strategy = record.strategy else { return }
        if let host, let home = Strategies.host(of: record.strategyConfiguration), !home.hears(host) {
            return
        }
        call(strategy)
    }

    /// An Android Activity callback.
    func deliverActivity(
        _ callback: Callback, _ record: SceneRecord, _ scene: UIWindowScene,
        _ call: (ActivityDelegate, UIWindowScene) -> Void
    ) {
        deliver(callback, record, method: "\(callback.rawValue)(_:)") {
            if let delegate = $0 as? ActivityDelegate { call(delegate, scene) }
        }
    }

    /// An app-level callback (launch, termination, discarded sessions): the app delegate in
    /// either lifecycle, then the strategy.
    func deliverToApp(
        _ callback: Callback, _ record: SceneRecord, method: String,
        _ call: (UIApplicationDelegate, UIApplication) -> Void
    ) {
        guard let app = running[record.id.app] else { return }
        logEntry(.callback(callback, method: method), record.id)
        call(app.delegate, app.application)
        if let strategy = record.strategy { call(strategy, app.application) }
    }

    /// application(_:didDiscardSceneSessions:) for `sessions` (scene lifecycle only), one log
    /// line per session, one call with them all.
    func discard(_ sessions: [SceneID], _ record: SceneRecord) {
        guard let app = running[record.id.app], !sessions.isEmpty else { return }
        for session in sessions {
            logEntry(
                .callback(.didDiscardSceneSessions, method: "application(_:didDiscardSceneSessions:)"),
                session)
        }
        app.delegate.application(app.application, didDiscardSceneSessions: Set(sessions))
        record.strategy?.application(app.application, didDiscardSceneSessions: Set(sessions))
    }

    private func receiver(for record: SceneRecord) -> AnyObject? {
        lifecycle == .app ? running[record.id.app]?.delegate : record.sceneDelegate
    }

    /// Posts an app-wide notification, logged once for the app.
    func post(_ name: NotificationName, app: String) {
        guard let application = running[app]?.application else { return }
        logEntry(.notification(name), nil, app: app)
        application.notificationCenter.post(name)
    }

    func otherScenes(of record: SceneRecord) -> [SceneRecord] {
        records.values.filter { $0.id.app == record.id.app && $0.id != record.id && $0.scene != nil }
    }

    // MARK: Launch

    /// Starts the app's process if needed and connects the scene: didFinishLaunching (once
    /// per process), then willConnectTo / onCreate. Leaves the scene not yet in front.
    func connect(_ record: SceneRecord, size: Size) {
        let name = record.id.app
        guard let asset = asset(name) else { return }
        if running[name] == nil {
            let application = UIApplication(name: name, ios: ios)
            // The lab's apps are made today: a launch storyboard, no launch image file; their
            // asset catalog has the picture a privacy cover names (MODEL §63).
            application.bundleImages[ImageOverlay.correctedImageName] = catalog.splash
            application.console = { [weak self] message, scene in
                self?.logEntry(.console(TerminalSafeText.sanitized(message)), scene, app: name)
            }
            application.sideEffect = { [weak self] effect, detail, scene in
                self?.logEntry(.sideEffect(effect, TerminalSafeText.sanitized(detail)), scene, app: name)
            }
            let delegate = MockAppDelegate(asset: asset)
            application.delegate = delegate
            let app = RunningApp(application: application, delegate: delegate)
            running[name] = app
            driver.launch(record, app, in: self)
        }
        guard let app = running[name] else { return }
        let scene = UIWindowScene(session: record.id, application: app.application, size: size, clock: clock)
        applySettings(to: scene)
        let sceneDelegate = MockSceneDelegate(asset: asset)
        record.scene = scene
        record.sceneDelegate = sceneDelegate
        if record.strategy == nil { record.strategy = makeStrategy(record.strategyConfiguration) }
        app.application.connectedScenes.append(scene)
        driver.connect(record, scene, sceneDelegate, app, in: self)
        observeNotifications(record)
    }

    /// A strategy whose code lives in notification observers registers them now, as the
    /// scene's view controller would when its view loads.
    func observeNotifications(_ record: SceneRecord) {
        driver.observeNotifications(record, in: self)
    }

    // MARK: Transitions

    /// not running / background / suspended → inactive.
    func enterForeground(_ record: SceneRecord) {
        if let token = record.suspension { clock.cancel(token) }
        record.suspension = nil
        let launching = record.state == .notRunning
        let wasBackground = record.state == .background || record.state == .suspended
        let appWasInFront = otherScenes(of: record).contains { $0.state.isForeground }
        setState(record, .inactive)
        guard let scene = record.scene else { return }
        driver.enterForeground(
            record, scene,
            ForegroundMove(launching: launching, wasBackground: wasBackground, appWasInFront: appWasInFront),
            in: self)
    }

    /// inactive → active.
    func becomeActive(_ record: SceneRecord) {
        guard record.state == .inactive, let scene = record.scene else { return }
        record.resignReasons = []
        let appWasActive = otherScenes(of: record).contains { $0.state == .active }
        setState(record, .active)
        driver.becomeActive(record, scene, appWasActive: appWasActive, in: self)
    }

    /// active → inactive. `reason` names why. A scene already inactive (a prompt is up, or it
    /// is still zooming in) only counts the reason: UIKit resigns only an active scene, so a
    /// Face ID prompt then Home is one willResignActive, then didEnterBackground.
    func resignActive(_ record: SceneRecord, reason: ResignReason) {
        guard record.state.isForeground, let scene = record.scene else { return }
        record.resignReasons.insert(reason)
        guard record.state == .active else { return }
        setState(record, .inactive)
        driver.resignActive(record, scene, in: self)
    }

    /// inactive → background, then the snapshot one frame after the callback returns (iOS),
    /// then suspension after the background running time.
    func enterBackground(_ record: SceneRecord) {
        guard record.state == .inactive, let scene = record.scene else { return }
        record.resignReasons = []
        setState(record, .background)
        driver.enterBackground(record, scene, in: self)
        let id = record.id
        record.suspension = clock.schedule(after: timings.backgroundToSuspended, "suspend \(id)") {
            [weak self] in
            guard let self, let record = self.records[id], record.state == .background else { return }
            record.suspension = nil
            self.setState(record, .suspended)
        }
    }

    /// The system takes the scene's snapshot: its composited screen as presented now.
    /// Android captures before onPause; `FLAG_SECURE` leaves the card blank, and an Activity
    /// that disabled its Recents screenshot gets a plain card of its window's background.
    /// `secure`: whether `FLAG_SECURE` was on when Android decided on the thumbnail; nil: now.
    func captureSnapshot(_ record: SceneRecord, secure: Bool? = nil) {
        guard let scene = record.scene else { return }
        // The secure text field layer trick blanks iOS captures on the releases it works on.
        let hostedInSecureField = scene.windows.contains {
            !$0.isHidden && $0.isHostedInSecureTextField && ios.secureTextFieldHidesCaptures
        }
        let secure = (secure ?? scene.isSecureForThumbnail) || hostedInSecureField
        // Reported: the system removes running animations on backgrounding (MODEL §16).
        if driver.removesAnimationsOnBackground(assumptions) {
            for window in scene.windows { window.removeAnimationsInTree() }
        }
        let withheld = driver.withholdsScreenshot(of: scene)
        let snapshot = Snapshot(
            image: secure || withheld ? nil : scene.render(at: now), time: now,
            strategy: record.strategyConfiguration,
            windowBackground: withheld && !secure ? asset(record.id.app)?.background : nil)
        record.snapshot = snapshot
        latestSnapshot = (record.id, snapshot)
        logEntry(.snapshot(legible: snapshot.image?.legibleSensitiveCells(legibility)), record.id)
    }

    /// Ends a scene closed in the switcher; its session and snapshot are discarded. A process
    /// still running in the background hears of it: with scenes sceneDidDisconnect(_:) then
    /// application(_:didDiscardSceneSessions:), and after those, for its last scene,
    /// applicationWillTerminate(_:); before iOS 13 only applicationWillTerminate(_:); on Android
    /// onDestroy. A suspended or ended process hears nothing: with scenes, UIKit reports the
    /// discarded session at its next launch.
    func terminate(_ record: SceneRecord) {
        if let token = record.suspension { clock.cancel(token) }
        let name = record.id.app
        let others = otherScenes(of: record)
        let last = others.isEmpty
        // Still running: in the background, or inactive behind the switcher (MODEL §44).
        let runsInBackground = record.state == .background || record.state == .inactive
        let scenes = driver.discardsSessions(in: lifecycle)
        if let scene = record.scene, let application = running[name]?.application {
            // The scene is disconnected and its session discarded in a process that runs on: in
            // the background, or with other windows (assumed even when all are suspended: UIKit
            // must tear the scene down in the process that keeps them). A suspended last scene:
            // the process just ends.
            if scenes && (!last || runsInBackground) {
                deliver(.didDisconnect, record, method: "sceneDidDisconnect(_:)") {
                    ($0 as? UISceneDelegate)?.sceneDidDisconnect(scene)
                }
                discard([record.id], record)
            } else if scenes {
                sessionsDiscardedWhileNotRunning[name, default: []].append(record.id)
            }
            driver.terminate(record, scene, last: last, runsInBackground: runsInBackground, in: self)
            application.connectedScenes.removeAll { $0 === scene }
        } else if scenes {
            // The system had already ended the process.
            sessionsDiscardedWhileNotRunning[name, default: []].append(record.id)
        }
        setState(record, .notRunning)
        if record.snapshot != nil { logEntry(.snapshotDiscarded, record.id) }
        records[record.id] = nil
        if latestSnapshot?.scene == record.id {
            latestSnapshot = records.values.compactMap { other in other.snapshot.map { (other.id, $0) } }
                .max { $0.1.time != $1.1.time ? $0.1.time < $1.1.time : $0.0.description < $1.0.description }
        }
        recents.removeAll { $0 == record.id }
        if let partner = record.splitPartner { records[partner]?.splitPartner = nil }
        if last { running[name] = nil }
    }
}
