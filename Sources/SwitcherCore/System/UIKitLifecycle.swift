/// UIKit's lifecycle: the app delegate before iOS 13 (or without scenes), the scene delegate
/// with them; `UIApplication`'s app-wide notifications, posted as the app's aggregate state
/// moves; the snapshot one frame after didEnterBackground.
struct UIKitLifecycle: LifecycleDriver {
    func launch(_ record: SceneRecord, _ app: RunningApp, in world: World) {
        record.strategy = world.makeStrategy(record.strategyConfiguration)
        // UIKit's log line for an app without scenes (MODEL §42).
        if world.lifecycle == .app, let log = world.ios.appLifecycleLog { app.application.console?(log, nil) }
        let method = "application(_:didFinishLaunchingWithOptions:)"
        world.deliverToApp(.didFinishLaunching, record, method: method) {
            _ = $0.application($1, didFinishLaunchingWithOptions: nil)
        }
        // Sessions closed while the app ran no code: "If your app isn't running, UIKit
        // calls this method the next time your app launches" (UIApplicationDelegate,
        // application(_:didDiscardSceneSessions:)); Xcode's template says shortly after
        // didFinishLaunching.
        if let sessions = world.sessionsDiscardedWhileNotRunning.removeValue(forKey: record.id.app) {
            world.discard(sessions, record)
        }
    }

    func connect(
        _ record: SceneRecord, _ scene: UIWindowScene, _ delegate: MockSceneDelegate, _ app: RunningApp,
        in world: World
    ) {
        if world.lifecycle == .scene {
            scene.delegate = delegate
            _ = delegate.makeWindow(in: scene)
            world.deliver(.willConnect, record, method: "scene(_:willConnectTo:options:)") {
                ($0 as? UISceneDelegate)?.scene(scene, willConnectTo: record.id)
            }
        } else {
            // Before iOS 13 the app delegate owns the window; it was made at launch.
            app.delegate.window = delegate.makeWindow(in: scene)
        }
        record.strategy?.didConnect(scene)
    }

    func observeNotifications(_ record: SceneRecord, in world: World) {
        guard let scene = record.scene, let strategy = record.strategy,
            let host = Strategies.host(of: record.strategyConfiguration), host.observesApplication,
            host.runs(in: world.lifecycle)
        else { return }
        record.observers = strategy.observeNotifications(of: scene.application, for: scene)
    }

    func enterForeground(
        _ record: SceneRecord, _ scene: UIWindowScene, _ move: ForegroundMove, in world: World
    ) {
        // Before iOS 13 a launch goes from not running straight to inactive: UIKit calls
        // applicationWillEnterForeground(_:) "as part of the transition from the background to
        // the active state" (UIApplicationDelegate docs), not at launch, and posts nothing.
        if world.lifecycle == .app && move.launching { return }
        // With scenes a launch does enter the foreground: sceneWillEnterForeground(_:) comes
        // "both for newly created and connected scenes" and for scenes back from the background
        // (UISceneDelegate docs); UIApplication.willEnterForegroundNotification follows the
        // app's state across its scenes, posted "when that aggregate state moves from background
        // to foreground" (UIApplication docs): so at launch too, once, for the first scene.
        deliver(.willEnterForeground, record, scene, in: world)
        if !move.appWasInFront {
            world.post(UIApplication.willEnterForegroundNotification, app: record.id.app)
        }
    }

    func becomeActive(_ record: SceneRecord, _ scene: UIWindowScene, appWasActive: Bool, in world: World) {
        deliver(.didBecomeActive, record, scene, in: world)
        if !appWasActive { world.post(UIApplication.didBecomeActiveNotification, app: record.id.app) }
    }

    func resignActive(_ record: SceneRecord, _ scene: UIWindowScene, in world: World) {
        deliver(.willResignActive, record, scene, in: world)
        // App-wide: only once no scene of the app is still active.
        if !world.otherScenes(of: record).contains(where: { $0.state == .active }) {
            world.post(UIApplication.willResignActiveNotification, app: record.id.app)
        }
    }

    func enterBackground(_ record: SceneRecord, _ scene: UIWindowScene, in world: World) {
        deliver(.didEnterBackground, record, scene, in: world)
        if !world.otherScenes(of: record).contains(where: { $0.state.isForeground }) {
            world.post(UIApplication.didEnterBackgroundNotification, app: record.id.app)
        }
        let id = record.id
        world.clock.schedule(after: world.timings.snapshotDelay, "snapshot \(id)") { [weak world] in
            guard let world, let record = world.records[id], record.state == .background else { return }
            world.captureSnapshot(record)
        }
    }

    func terminate(
        _ record: SceneRecord, _ scene: UIWindowScene, last: Bool, runsInBackground: Bool, in world: World
    ) {
        guard last && runsInBackground else { return }
        world.deliverToApp(.willTerminate, record, method: "applicationWillTerminate(_:)") {
            $0.applicationWillTerminate($1)
        }
    }

    func discardsSessions(in lifecycle: LifecycleStyle) -> Bool { lifecycle == .scene }

    func withholdsScreenshot(of scene: UIWindowScene) -> Bool { false }

    func removesAnimationsOnBackground(_ assumptions: Set<ModelAssumption>) -> Bool {
        assumptions.contains(.backgroundRemovesAnimations)
    }

    var thumbnailBeforePause: Bool { false }

    var pausesBeforeStopping: Bool { false }

    func stopsBehindSwitcher(_ navigation: AndroidNavigation) -> Bool { false }

    func showsLiveCard(openedOver: Bool, _ navigation: AndroidNavigation) -> Bool { true }

    func blanksSecureLiveCard(_ assumptions: Set<ModelAssumption>) -> Bool { false }

    func switcherGesture(on device: DeviceKind, _ navigation: AndroidNavigation) -> String {
        device.switcherGesture
    }

    func runsWithoutScenes(_ lifecycle: LifecycleStyle) -> Bool { lifecycle == .app }

    func releaseTitle(of settings: WorldSettings) -> String { "iOS \(settings.ios.major)" }

    func releaseDetail(of settings: WorldSettings) -> String { "\(settings.ios)" }

    func annotate(
        _ ranking: inout Recommendation.Ranking, plan: Audit.Plan, lifecycle: LifecycleStyle,
        catalog: AssetCatalog, policy: Recommendation.LiveCardPolicy, notes: Bool
    ) throws(Audit.PlanError) {
        guard lifecycle == .app, let release = plan.versions.first, release.requiresScenes else { return }
        ranking.launchNote =
            "\(release), app lifecycle: built with the \(release) SDK, an app without the UIScene"
            + " lifecycle does not launch (TN3187), whatever strategy it ships. \(IOSVersion.sceneMigration)"
    }

    func context(of ranking: Recommendation.Ranking) -> String {
        "iOS \(ranking.release), \(ranking.lifecycle) lifecycle"
    }

    func otherLifecycleSetting(of settings: WorldSettings) -> LabSetting {
        .lifecycle(settings.lifecycle == .scene ? .app : .scene)
    }

    func nextReleaseSetting(of settings: WorldSettings) -> LabSetting {
        .ios(IOSVersion.after(settings.ios))
    }

    func releases(of plan: Audit.Plan) -> [AuditRelease] {
        plan.versions.map { AuditRelease(ios: $0, androidAPI: .current, androidNav: .current) }
    }

    func recorded(_ settings: WorldSettings, naming plan: Audit.Naming) -> AuditRelease.Recorded {
        AuditRelease.Recorded(
            lifecycle: settings.lifecycle.rawValue, iosVersion: settings.ios.major,
            names: Audit.Naming(version: plan.version))
    }

    /// A callback to the app delegate without scenes, to the scene delegate with them.
    private func deliver(
        _ callback: HostCallback, _ record: SceneRecord, _ scene: UIWindowScene, in world: World
    ) {
        if world.lifecycle == .app {
            world.deliver(callback.callback, record, method: callback.appDelegateMethod, host: .appDelegate) {
                if let delegate = $0 as? UIApplicationDelegate { callback.call(delegate, scene.application) }
            }
        } else {
            world.deliver(
                callback.callback, record, method: callback.sceneDelegateMethod, host: .sceneDelegate
            ) {
                if let delegate = $0 as? UISceneDelegate { callback.call(delegate, scene) }
            }
        }
    }
}
