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
}
