/// What the device shows under any sheet or banner.
public enum Screen: String, Hashable, Sendable {
    case home, app, switcher, locked
    /// A full-screen call that was answered.
    case call
}

/// A sheet pulled down over everything.
public enum Sheet: String, Hashable, Sendable, CaseIterable {
    case controlCenter = "ControlCenter"
    case notificationCenter = "NotificationCenter"

    public var title: String {
        switch self {
        case .controlCenter: return "Control Center"
        case .notificationCenter: return "Notification Center"
        }
    }
}

/// A system prompt or banner over the app.
public enum Interruption: String, Hashable, Sendable {
    case call, faceID, systemAlert
}

/// Why a scene in front is inactive: the user leaving it, or each sheet or prompt over it.
enum ResignReason: Hashable, Sendable {
    case leave, sheet
    case interruption(Interruption)
}

/// A system animation in flight, for the front end to draw; the core's timing does not
/// depend on it.
public struct Transition: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// The app shrinks away to the home screen (or the lock screen).
        case appClose([SceneID])
        /// Zoom into these scenes, showing `image` (their stored snapshot or launch image)
        /// until the live UI takes over at the end.
        case appOpen([SceneID], image: [SceneID: Canvas])
        case switcherOpen, switcherClose
        case sheetIn(Sheet), sheetOut(Sheet)
    }
    public let kind: Kind
    public let animation: Animation
    /// What the screen showed before the instant it began: a zoom into an app starts from its
    /// card when it comes from the switcher.
    public let origin: Screen
    /// Set on both halves of a fast app switch (the close, then the open), which are one
    /// gesture on screen.
    public internal(set) var fastSwitch: FastSwitch?

    /// A fast app switch seen whole: the app in front slides off one side while the next slides
    /// in from the other, with no home screen between them.
    public struct FastSwitch: Hashable, Sendable {
        public let from: [SceneID]
        public let to: [SceneID]
        public let direction: SwitchDirection
        /// What `to` shows until its live UI takes over: the zoom image (its stored snapshot
        /// or launch screen).
        public internal(set) var image: [SceneID: Canvas]
        /// From willResignActive of `from` to the end of the zoom into `to`.
        public internal(set) var animation: Animation

        /// The same switch once the zoom into `to` has begun: its image and end are the open's.
        func continued(by open: Transition) -> FastSwitch {
            var next = self
            if case .appOpen(_, let image) = open.kind { next.image = image }
            next.animation.duration = open.animation.end - animation.start
            return next
        }
    }
}

/// A snapshot the system took of a scene.
public struct Snapshot: Hashable, Sendable {
    /// Nil when nothing could be captured (`FLAG_SECURE`) or the Activity asked for none
    /// (`setRecentsScreenshotEnabled(false)`): the card is blank.
    public let image: Canvas?
    public let time: Instant
    /// The scene's strategy when it was taken: a later choice does not change what the card
    /// shows, but it is no longer that choice's result.
    public var strategy: StrategyConfiguration? = nil
    /// With no image because the Activity disabled its Recents screenshot: the colour of its
    /// window's background, which Recents shows instead (MODEL §49). Nil otherwise.
    public var windowBackground: RGB? = nil

    /// Why it has no image, for the panels: nil when it has one.
    public var blankReason: String? {
        guard image == nil else { return nil }
        return windowBackground == nil ? "FLAG_SECURE" : "recents screenshot disabled"
    }

    /// What a card or a zoom shows for it, `size` cells: the image, else a plain card — the
    /// window's background, or dark grey where nothing could be captured.
    public func picture(_ size: Size) -> Canvas {
        image
            ?? Canvas(
                width: size.width, height: size.height,
                filling: Cell(background: windowBackground ?? .darkGray))
    }
    public func legibleSensitiveCells(_ legibility: Legibility) -> Int {
        image?.legibleSensitiveCells(legibility) ?? 0
    }
}

/// The persistent side of a scene: its session, state, snapshot and strategy, which outlive
/// the process that draws it.
final class SceneRecord {
    let id: SceneID
    var state: SceneState = .notRunning
    var scene: UIWindowScene?
    var sceneDelegate: MockSceneDelegate?
    var snapshot: Snapshot?
    var strategyConfiguration: StrategyConfiguration
    var strategy: PrivacyStrategy?
    /// The strategy's notification observers (its `notifications` host), to remove with it.
    var observers: [Int] = []
    var suspension: VirtualClock.Token?
    /// The scene it shared the screen with in split view, so they return as one card.
    var splitPartner: SceneID?
    var leftInSplit = false
    /// Kept from a process the system ended: whether the app asked to ignore its snapshot.
    var ignoreSnapshotAtLaunch = false
    /// Why the foreground scene is inactive: each system prompt or sheet, and leaving.
    var resignReasons: Set<ResignReason> = []

    init(id: SceneID, strategy: StrategyConfiguration) {
        self.id = id
        self.strategyConfiguration = strategy
    }
}

/// A running process.
final class RunningApp {
    let application: UIApplication
    let delegate: MockAppDelegate
    init(application: UIApplication, delegate: MockAppDelegate) {
        self.application = application
        self.delegate = delegate
    }
}

/// The emulated device: its apps, their scenes and lifecycle, the system UI around them, and
/// the virtual clock everything runs on. System events come in through `send`; callbacks,
/// snapshots and state changes go out to the apps and into the `log`.
public final class World {
    /// Everything about the world that is a setting (`WorldSettings`), changed here alone:
    /// the world takes a change at once (`settingsDidChange`). Its device, lifecycle, iOS
    /// release and Android API level and navigation are its own for life: a value given for
    /// them is not taken (another is a new world, as the lab makes one).
    public var settings: WorldSettings {
        didSet {
            settings = settings.onPlatform(of: oldValue)
            settingsDidChange()
        }
    }
    public let clock = VirtualClock()

    // Work still scheduled holds what it acts on (views, scenes), which hold the clock: a
    // world that goes drops it, or that work would outlive it.
    deinit { clock.cancelAll() }
    public let catalog: AssetCatalog
    public internal(set) var log = EventLog()
    /// Makes strategy instances; nil means every strategy is `none`.
    public var makeStrategy: StrategyFactory
    /// The strategy new scenes get.
    public var defaultStrategy: StrategyConfiguration

    public internal(set) var screen: Screen = .home {
        didSet {
            if screenChange?.time != now { screenChange = (now, oldValue) }
        }
    }
    /// The scenes on screen, left to right (two in split view).
    public internal(set) var foreground: [SceneID] = [] {
        didSet {
            if foreground != oldValue, let first = foreground.first { front = (first, front.changes + 1) }
        }
    }
    /// The first scene in front, last time other scenes came in front, and how many times they
    /// have: the front end's scene selection follows it.
    public private(set) var front: (scene: SceneID?, changes: Int) = (nil, 0)
    /// When the screen last changed, and what it showed before that instant.
    private var screenChange: (time: Instant, before: Screen)?
    public internal(set) var sheet: Sheet?
    public internal(set) var interruption: Interruption?
    public internal(set) var transition: Transition?
    public internal(set) var switcher: SwitcherState?
    /// Scenes by recency, most recent first: the order of the switcher's cards.
    public internal(set) var recents: [SceneID] = []
    /// The most recent snapshot the system still holds, of any scene. When a card is killed
    /// its snapshot is discarded: this falls back to the newest one left, or nil.
    public internal(set) var latestSnapshot: (scene: SceneID, snapshot: Snapshot)?
    /// Where the lock screen returns to.
    var lockedForeground: [SceneID] = []
    var records: [SceneID: SceneRecord] = [:]
    var running: [String: RunningApp] = [:]
    /// Scene sessions closed in the switcher while their app ran no code (suspended or not
    /// running), by app: UIKit reports them at the app's next launch.
    var sessionsDiscardedWhileNotRunning: [String: [SceneID]] = [:]
    /// The strategy chosen last for each app's scenes: it belongs to the app, so a scene
    /// created after its card was killed (a relaunch, a new window) gets it back.
    var appStrategies: [String: StrategyConfiguration] = [:]

    var pendingHomePress: VirtualClock.Token?
    var busyUntil: Instant?
    var queued: [SystemEvent] = []

    public init(
        settings: WorldSettings = WorldSettings(), catalog: AssetCatalog,
        defaultStrategy: StrategyConfiguration = StrategyConfiguration(),
        makeStrategy: @escaping StrategyFactory = { _ in nil }
    ) {
        var settings = settings
        settings.lifecycle = settings.supportedLifecycle
        self.settings = settings
        self.catalog = catalog
        self.defaultStrategy = defaultStrategy
        self.makeStrategy = makeStrategy
    }

    // MARK: Queries

    public var now: Instant { clock.now }

    /// TN3187's warning when the apps run without scenes on a release that logs it (MODEL §42).
    public var lifecycleWarning: String? {
        driver.runsWithoutScenes(lifecycle) ? ios.appLifecycleWarning : nil
    }

    /// The release the apps run on: `iOS 26`, `API 35`.
    public var releaseTitle: String { driver.releaseTitle(of: settings) }

    /// The release in full: `iOS 26.0`, `API 35, gesture`.
    public var releaseDetail: String { driver.releaseDetail(of: settings) }

    /// The lab's `L`: the other lifecycle style, or on Android the other navigation mode.
    public var otherLifecycleSetting: LabSetting { driver.otherLifecycleSetting(of: settings) }

    /// The lab's `o`: the next release, iOS's or Android's API level.
    public var nextReleaseSetting: LabSetting { driver.nextReleaseSetting(of: settings) }

    /// `lifecycleWarning` in a line the lab's message rows hold whole.
    public var lifecycleNotice: String? {
        driver.runsWithoutScenes(lifecycle) ? ios.appLifecycleNotice : nil
    }

    /// Every scene session the system knows, in a stable order.
    public var sceneIDs: [SceneID] { records.keys.sorted() }

    public func state(of scene: SceneID) -> SceneState { records[scene]?.state ?? .notRunning }

    /// The app-wide state, over every scene of the app: active if any is, else inactive if any
    /// is in front, and so on (in the `app` lifecycle, its one scene's state).
    public func state(ofApp name: String) -> SceneState {
        let states = records.values.filter { $0.id.app == name }.map(\.state)
        for state in [SceneState.active, .inactive, .background, .suspended] where states.contains(state) {
            return state
        }
        return .notRunning
    }

    public func snapshot(of scene: SceneID) -> Snapshot? { records[scene]?.snapshot }

    /// The connected scene object, while the app runs.
    public func windowScene(_ scene: SceneID) -> UIWindowScene? { records[scene]?.scene }

    public func application(named name: String) -> UIApplication? { running[name]?.application }

    /// How the user opens the switcher on this device: on Android, as its navigation does.
    public var switcherGesture: String {
        driver.switcherGesture(on: device, androidNav)
    }

    /// What a scene shows live at the current instant.
    public func liveImage(of scene: SceneID) -> Canvas? { records[scene]?.scene?.render(at: now) }

    /// What a scene's switcher card shows now: live while the scene is in front behind the
    /// switcher (iOS; Android's Recents opened from the app on gesture navigation, blank there
    /// while `FLAG_SECURE` withholds it), else its snapshot — blank for `FLAG_SECURE` — or,
    /// with none, its launch screen.
    public func cardImage(of scene: SceneID) -> Canvas {
        let size = records[scene]?.scene?.size ?? sceneSize(split: false)
        guard let record = records[scene] else { return Canvas(width: size.width, height: size.height) }
        if isCardLive(scene), let live = record.scene?.render(at: now) {
            return isLiveTileWithheld(scene) ? Snapshot(image: nil, time: now).picture(size) : live
        }
        if let snapshot = record.snapshot { return snapshot.picture(size) }
        guard let asset = asset(scene.app) else { return Canvas(width: size.width, height: size.height) }
        return MockAppViewController.launchScreen(for: asset, size: size)
    }

    /// Whether the card of `scene` shows its live screen now, not a snapshot: an iOS scene in
    /// front, behind the switcher (MODEL §14), or an Activity Recents was opened over on
    /// gesture navigation, until it leaves Recents (MODEL §58).
    public func isCardLive(_ scene: SceneID) -> Bool {
        guard let record = records[scene], record.state.isForeground, record.scene != nil else {
            return false
        }
        return driver.showsLiveCard(openedOver: switcher?.openedFrom.contains(scene) == true, androidNav)
    }

    /// Whether the live Recents tile of `scene` is blank: its window has `FLAG_SECURE`, which
    /// keeps it off Overview (MODEL §25) — unless `--assume secure-live-tile-shown` (MODEL §58).
    func isLiveTileWithheld(_ scene: SceneID) -> Bool {
        guard driver.blanksSecureLiveCard(assumptions) else { return false }
        return records[scene]?.scene?.isSecureForThumbnail ?? false
    }

    /// Whether the card of `scene` shows blank now: its snapshot could not be taken
    /// (`FLAG_SECURE`), or, live, `FLAG_SECURE` withholds its tile.
    public func isCardBlank(_ scene: SceneID) -> Bool {
        guard let record = records[scene] else { return false }
        if isCardLive(scene) { return isLiveTileWithheld(scene) }
        return record.snapshot.map { $0.image == nil } ?? false
    }

    public func strategyConfiguration(of scene: SceneID) -> StrategyConfiguration {
        records[scene]?.strategyConfiguration ?? appStrategies[scene.app] ?? defaultStrategy
    }

    /// True while a system transition or any view animates.
    public var isAnimating: Bool {
        if let transition, !transition.animation.isFinished(at: now) { return true }
        return records.values.contains { $0.scene?.isAnimating(at: now) ?? false }
    }

    /// The scene size for a scene on screen: full, or half in split view.
    func sceneSize(split: Bool) -> Size {
        let full = device.screenSize
        return split ? Size(width: (full.width - 1) / 2, height: full.height) : full
    }

    func asset(_ app: String) -> AppAsset? { catalog.app(named: app) }

    // MARK: Logging

    func logSystem(_ text: String, event: SystemEvent? = nil) {
        log.append(LogEntry(time: now, kind: .system(text), scene: nil, app: nil, event: event))
    }

    func logEntry(_ kind: LogEntry.Kind, _ scene: SceneID?, app: String? = nil) {
        log.append(LogEntry(time: now, kind: kind, scene: scene, app: app ?? scene?.app))
    }

    func setState(_ record: SceneRecord, _ state: SceneState) {
        guard record.state != state else { return }
        logEntry(.stateChange(from: record.state, to: state), record.id)
        record.state = state
        if let scene = record.scene { scene.activationState = state }
    }

    /// Starts a system animation for the front end.
    func startTransition(_ kind: Transition.Kind, duration: Interval) {
        let origin = screenChange.map { $0.time == now ? $0.before : screen } ?? screen
        transition = Transition(
            kind: kind, animation: Animation(from: 0, to: 1, start: now, duration: duration), origin: origin)
    }
}
