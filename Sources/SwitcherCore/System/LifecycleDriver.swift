/// Who hears a scene's lifecycle, and what the system does around it: UIKit (the app or scene
/// delegate, `UIApplication`'s notifications, the snapshot after didEnterBackground) or an
/// Android Activity (onCreate … onDestroy, the thumbnail taken before onPause). The world
/// chooses one from its device (`Platform.lifecycleDriver`, in the device description) and each transition calls it: the
/// transitions move the state machine, the driver delivers what that move fires.
protocol LifecycleDriver {
    /// A new process, before its first scene connects.
    func launch(_ record: SceneRecord, _ app: RunningApp, in world: World)
    /// The scene connects: its delegate, its window, its first callback.
    func connect(
        _ record: SceneRecord, _ scene: UIWindowScene, _ delegate: MockSceneDelegate, _ app: RunningApp,
        in world: World)
    /// A strategy whose code lives in notification observers registers them.
    func observeNotifications(_ record: SceneRecord, in world: World)
    /// Not running, background or suspended → inactive.
    func enterForeground(
        _ record: SceneRecord, _ scene: UIWindowScene, _ move: ForegroundMove, in world: World)
    /// Inactive → active; `appWasActive`: another scene of the app already was.
    func becomeActive(_ record: SceneRecord, _ scene: UIWindowScene, appWasActive: Bool, in world: World)
    /// Active → inactive.
    func resignActive(_ record: SceneRecord, _ scene: UIWindowScene, in world: World)
    /// Inactive → background.
    func enterBackground(_ record: SceneRecord, _ scene: UIWindowScene, in world: World)
    /// The scene is closed in the switcher while its process `runsInBackground`; `last`: the
    /// app has no other scene.
    func terminate(
        _ record: SceneRecord, _ scene: UIWindowScene, last: Bool, runsInBackground: Bool, in world: World)
    /// Whether a closed scene's session is discarded and reported (iOS's scene lifecycle).
    func discardsSessions(in lifecycle: LifecycleStyle) -> Bool
    /// Whether the snapshot withholds the app's pixels for a scene that asked for none
    /// (Android's `setRecentsScreenshotEnabled(false)`).
    func withholdsScreenshot(of scene: UIWindowScene) -> Bool
    /// Whether the system removes running animations when the app is backgrounded, as it is
    /// reported to do on iOS (MODEL §16), under `assumptions`.
    func removesAnimationsOnBackground(_ assumptions: Set<ModelAssumption>) -> Bool
    /// Whether leaving takes the thumbnail before the first callback (Android, before
    /// onPause), rather than after the last (iOS, after didEnterBackground).
    var thumbnailBeforePause: Bool { get }
    /// Whether leaving is a pause, then a stop a moment later (`androidPauseToStop`), and a
    /// stopped app is started again as it arrives; else the app stops at once.
    var pausesBeforeStopping: Bool { get }
    /// Whether the app stops behind the switcher, with `navigation`.
    func stopsBehindSwitcher(_ navigation: AndroidNavigation) -> Bool
    /// Whether a card in the foreground shows the app live; `openedOver`: the switcher was
    /// opened over it.
    func showsLiveCard(openedOver: Bool, _ navigation: AndroidNavigation) -> Bool
    /// Whether a live card of a secure window is blank, under `assumptions`.
    func blanksSecureLiveCard(_ assumptions: Set<ModelAssumption>) -> Bool
    /// How the user opens the switcher on `device`.
    func switcherGesture(on device: DeviceKind, _ navigation: AndroidNavigation) -> String
    /// Whether the apps run without scenes on a platform that has them (TN3187's warning).
    func runsWithoutScenes(_ lifecycle: LifecycleStyle) -> Bool
    /// The release the apps run on, short (`iOS 26`, `API 35`): the lab draws it every frame.
    func releaseTitle(of settings: WorldSettings) -> String
    /// The release in full (`iOS 26.0`, `API 35, gesture`).
    func releaseDetail(of settings: WorldSettings) -> String
    /// The releases the audit runs a device on, of those the plan asks: each iOS release, or
    /// each Android API level with each navigation mode; the other platform's at its default.
    func releases(of plan: Audit.Plan) -> [AuditRelease]
    /// What the platform's verdict says beside its ranking (`notes`: the rankings those notes
    /// make are plain).
    func annotate(
        _ ranking: inout Recommendation.Ranking, plan: Audit.Plan, lifecycle: LifecycleStyle,
        catalog: AssetCatalog, policy: Recommendation.LiveCardPolicy, notes: Bool
    ) throws(Audit.PlanError)
    /// The ranking's release and lifecycle in words: `iOS 26, scene lifecycle`.
    func context(of ranking: Recommendation.Ranking) -> String
    /// The lab's `L`: the other lifecycle style (iOS), or the other navigation mode (Android,
    /// whose Activity has one lifecycle).
    func otherLifecycleSetting(of settings: WorldSettings) -> LabSetting
    /// The lab's `o`: the next release the lab knows (the iOS release, or the API level),
    /// after the last back to the first.
    func nextReleaseSetting(of settings: WorldSettings) -> LabSetting
    /// What a row records of the release and lifecycle a run had, and which of them it names
    /// in a column (as the plan asks).
    func recorded(_ settings: WorldSettings, naming plan: Audit.Naming) -> AuditRelease.Recorded
}

/// How a scene comes to the foreground.
struct ForegroundMove {
    /// From not running: a launch.
    let launching: Bool
    /// From the background or suspended.
    let wasBackground: Bool
    /// Another scene of the app was already in the foreground.
    let appWasInFront: Bool
}

/// An Android Activity: onCreate, onStart/onRestart, onResume, onPause, onStop, onDestroy.
/// The thumbnail is the system's to take (before onPause); nothing is posted app-wide.
struct ActivityLifecycle: LifecycleDriver {
    func launch(_ record: SceneRecord, _ app: RunningApp, in world: World) {}

    func connect(
        _ record: SceneRecord, _ scene: UIWindowScene, _ delegate: MockSceneDelegate, _ app: RunningApp,
        in world: World
    ) {
        scene.activityDelegate = delegate
        _ = delegate.makeWindow(in: scene)
        world.deliverActivity(.onCreate, record, scene) { $0.onCreate($1) }
    }

    func observeNotifications(_ record: SceneRecord, in world: World) {}

    func enterForeground(
        _ record: SceneRecord, _ scene: UIWindowScene, _ move: ForegroundMove, in world: World
    ) {
        if move.wasBackground { world.deliverActivity(.onRestart, record, scene) { $0.onRestart($1) } }
        world.deliverActivity(.onStart, record, scene) { $0.onStart($1) }
    }

    func becomeActive(_ record: SceneRecord, _ scene: UIWindowScene, appWasActive: Bool, in world: World) {
        world.deliverActivity(.onResume, record, scene) { $0.onResume($1) }
    }

    func resignActive(_ record: SceneRecord, _ scene: UIWindowScene, in world: World) {
        world.deliverActivity(.onPause, record, scene) { $0.onPause($1) }
    }

    func enterBackground(_ record: SceneRecord, _ scene: UIWindowScene, in world: World) {
        world.deliverActivity(.onStop, record, scene) { $0.onStop($1) }
    }

    func terminate(
        _ record: SceneRecord, _ scene: UIWindowScene, last: Bool, runsInBackground: Bool, in world: World
    ) {
        if runsInBackground { world.deliverActivity(.onDestroy, record, scene) { $0.onDestroy($1) } }
    }

    func discardsSessions(in lifecycle: LifecycleStyle) -> Bool { false }

    func withholdsScreenshot(of scene: UIWindowScene) -> Bool { !scene.isRecentsScreenshotEnabled }

    func removesAnimationsOnBackground(_ assumptions: Set<ModelAssumption>) -> Bool { false }

    var thumbnailBeforePause: Bool { true }

    var pausesBeforeStopping: Bool { true }

    func stopsBehindSwitcher(_ navigation: AndroidNavigation) -> Bool { !navigation.recentsTileIsLive }

    func showsLiveCard(openedOver: Bool, _ navigation: AndroidNavigation) -> Bool {
        navigation.recentsTileIsLive && openedOver
    }

    func blanksSecureLiveCard(_ assumptions: Set<ModelAssumption>) -> Bool {
        !assumptions.contains(.secureLiveTileShown)
    }

    func switcherGesture(on device: DeviceKind, _ navigation: AndroidNavigation) -> String {
        navigation.recentsGesture
    }

    func runsWithoutScenes(_ lifecycle: LifecycleStyle) -> Bool { false }

    func releaseTitle(of settings: WorldSettings) -> String { "\(settings.androidAPI)" }

    func releaseDetail(of settings: WorldSettings) -> String {
        "\(settings.androidAPI), \(settings.androidNav)"
    }

    func annotate(
        _ ranking: inout Recommendation.Ranking, plan: Audit.Plan, lifecycle: LifecycleStyle,
        catalog: AssetCatalog, policy: Recommendation.LiveCardPolicy, notes: Bool
    ) throws(Audit.PlanError) {
        ranking.navigations = plan.androidNavs
        guard notes else { return }
        if let level = plan.androidLevels.first, level.hasRecentsScreenshotSetting {
            ranking.olderLevelNote = try Recommendation.olderAndroidNote(
                ranking, plan: plan, catalog: catalog, policy: policy)
        }
        ranking.navigationNote = try Recommendation.navigationNote(
            ranking, plan: plan, catalog: catalog, policy: policy)
    }

    func context(of ranking: Recommendation.Ranking) -> String {
        let navigations = ranking.navigations
        let modes = navigations.isEmpty ? "" : Recommendation.navigationPhrase(navigations) + ", "
        return "Android API \(ranking.release), \(modes)activity lifecycle"
    }

    func otherLifecycleSetting(of settings: WorldSettings) -> LabSetting {
        .androidNav(settings.androidNav == .gesture ? .buttons : .gesture)
    }

    func nextReleaseSetting(of settings: WorldSettings) -> LabSetting {
        .androidAPI(AndroidAPILevel.after(settings.androidAPI))
    }

    func releases(of plan: Audit.Plan) -> [AuditRelease] {
        plan.androidLevels.flatMap { api in
            plan.androidNavs.map { AuditRelease(ios: .current, androidAPI: api, androidNav: $0) }
        }
    }

    func recorded(_ settings: WorldSettings, naming plan: Audit.Naming) -> AuditRelease.Recorded {
        // The Activity's lifecycle, whatever the world runs it on.
        AuditRelease.Recorded(
            lifecycle: "activity", androidAPILevel: settings.androidAPI.level,
            androidNavigation: settings.androidNav.rawValue,
            names: Audit.Naming(androidAPI: plan.androidAPI, androidNav: plan.androidNav))
    }
}
