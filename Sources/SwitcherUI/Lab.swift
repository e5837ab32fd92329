import SwitcherCore

/// How a lab session starts: the command line's flags, or a tape's `Set` lines.
public struct LabConfiguration: Sendable {
    public var device: DeviceKind = .iphoneHome
    public var lifecycle: LifecycleStyle = .scene
    /// The strategy every scene starts with.
    public var strategy = StrategyConfiguration()
    /// The app in front at start; nil starts on the home screen.
    public var app: String? = "Medical ID"
    /// Virtual seconds per real second (0.25 is slow motion).
    public var timeScale: Double = 1
    public var timings: SystemTimings = .defaults
    public var catalog: AssetCatalog

    public init(catalog: AssetCatalog) { self.catalog = catalog }
}

/// The interactive session: one world on its virtual clock, plus what the person looking at
/// it has chosen (time scale, pause, the selected scene, open panels). It composes frames
/// for any terminal size and maps keys to commands; it knows nothing of curses.
public final class Lab: LiveSession {
    public internal(set) var configuration: LabConfiguration
    public private(set) var world: World
    /// Virtual seconds per real second.
    public var timeScale: Double
    public var isPaused = false
    let makeStrategy: StrategyFactory

    /// The scene manager's selected row: what `s`, `S`, `t` and `a` change. It follows the
    /// app in front whenever other scenes come in front.
    public internal(set) var selectedScene: SceneID? {
        get { world.front.changes == selection.frontChanges ? selection.scene : world.front.scene }
        set { selection = (newValue, world.front.changes) }
    }
    /// The row chosen last, and how many times other scenes had come in front then.
    private var selection: (scene: SceneID?, frontChanges: Int) = (nil, 0)
    /// The page of the panel column in a small terminal (`p`).
    public internal(set) var page = 0
    /// What is open over the lab: nothing, the help, the strategy picker or the inspector.
    var overlay: Overlay = .none
    public var isHelpShown: Bool { overlay == .help }
    public var isPickerShown: Bool { if case .picker = overlay { true } else { false } }
    public var isGalleryShown: Bool { if case .gallery = overlay { true } else { false } }
    /// A line of feedback for the last key (why nothing happened, what changed).
    public internal(set) var message: String?
    /// A subtitle under the device (a tape's `Caption`) until the next one; nil or empty:
    /// none. Untrusted text: kept to one line of single-column characters, at most
    /// `maximumCaptionLength`, and elided with `…` where the line is shorter.
    public var caption: String? {
        get { shownCaption }
        set { shownCaption = newValue.flatMap(Self.safeCaption) }
    }
    private var shownCaption: String?
    /// Keeps a line for captions even while none is shown, so the layout stays put when one
    /// comes (set for a tape that has captions).
    public var keepsCaptionLine = false
    /// The presenter layout (`z`): no panels, the device centred with the last snapshot
    /// beside it and the caption under them, for a projector.
    public var isPresenting = false

    public static let maximumCaptionLength = 160

    static func safeCaption(_ text: String) -> String? {
        let safe = TerminalSafeText.sanitized(text)
        let line = String(safe.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
        guard !line.isEmpty else { return nil }
        return line.count > maximumCaptionLength ? String(line.prefix(maximumCaptionLength - 1)) + "…" : line
    }
    /// Frames composed, and how many of them while something animated over how much real
    /// time: the live frame rate.
    public internal(set) var statistics = Statistics()

    public struct Statistics: Sendable {
        public var frames = 0
        public var animatingFrames = 0
        public var animatingSeconds = 0.0
    }

    enum Overlay: Equatable {
        case none, help
        case picker(StrategyPicker)
        case inspect(InspectOverlay)
        case gallery(Gallery)
    }

    var screenView = ScreenViewState()
    /// The size of the frame drawn last: clicks land on its layout.
    var lastSize = Size(width: 0, height: 0)
    /// Scaled cards and snapshots, the frosted wallpaper: kept while they stay on screen.
    let imageCache = ImageCache()

    public convenience init(_ configuration: LabConfiguration) {
        self.init(configuration, makeStrategy: Strategies.make)
    }

    /// A lab whose scenes get their strategies from `makeStrategy` (tests plug their own in).
    public init(_ configuration: LabConfiguration, makeStrategy: @escaping StrategyFactory) {
        self.configuration = configuration
        self.timeScale = configuration.timeScale
        self.makeStrategy = makeStrategy
        self.world = Lab.makeWorld(configuration, makeStrategy: makeStrategy)
        resetView()
    }

    /// Starts over with a new configuration (another device or lifecycle, a tape's `Set`).
    public func reset(_ configuration: LabConfiguration) {
        self.configuration = configuration
        timeScale = configuration.timeScale
        // The old world's pending work would keep it alive.
        world.clock.cancelAll()
        world = Lab.makeWorld(configuration, makeStrategy: makeStrategy)
        resetView()
    }

    private func resetView() {
        screenView = ScreenViewState()
        selectedScene = world.foreground.first ?? SceneManagerPanel.rows(of: world).first
        overlay = .none
    }

    private static func makeWorld(_ configuration: LabConfiguration, makeStrategy: @escaping StrategyFactory)
        -> World
    {
        let world = World(
            device: configuration.device, lifecycle: configuration.lifecycle, catalog: configuration.catalog,
            timings: configuration.timings, defaultStrategy: configuration.strategy,
            makeStrategy: makeStrategy)
        if let app = configuration.app {
            world.send(.launch(app))
            world.clock.advance(by: world.timings.cardZoom)
        }
        return world
    }

    // MARK: LiveSession

    public func elapse(realSeconds: Double) {
        guard !isPaused, realSeconds > 0 else { return }
        if isAnimating { statistics.animatingSeconds += realSeconds }
        world.clock.advance(by: .seconds(realSeconds * timeScale))
    }

    /// True while the world or the lab's own animations (carousel scroll, a card swiped
    /// away) move on screen.
    public var isAnimating: Bool {
        guard !isPaused else { return false }
        if world.isAnimating { return true }
        guard let state = world.switcher else { return false }
        if let scroll = SwitcherCarousel.scroll(state), !scroll.isFinished(at: world.now) { return true }
        let carousel = SwitcherCarousel(world: world, size: world.device.screenSize)
        return carousel.killedCard(state, transition: world.transition) != nil
    }

    public var secondsUntilNextChange: Double? {
        guard !isPaused, let next = world.clock.nextDue, timeScale > 0 else { return nil }
        return max(0, (next - world.now).seconds / timeScale)
    }

    /// The status shows the virtual time: a few frames a second keep it moving while the
    /// clock runs and nothing animates; paused, it stands still and so does the loop.
    public var secondsBetweenClockTicks: Double? { isPaused ? nil : Self.clockTick }
    static let clockTick = 0.25

    /// Time scales `-` and `+` step through.
    public static let timeScales: [Double] = [0.05, 0.1, 0.25, 0.5, 1, 2]
}

/// What a click can land on.
enum ClickTarget: Hashable {
    case screen(ScreenTarget)
    case scene(SceneID)
    case homeButton
}
