import SwitcherCore

/// The interactive session: one world on its virtual clock, plus what the person looking at
/// it has chosen (time scale, pause, the selected scene, open panels). Every driver changes it
/// through `update(_:)` (LabUpdate.swift); `render(size:images:)` draws it and changes
/// nothing. It knows nothing of curses.
public final class Lab: LiveSession {
    /// The one home of the device, lifecycle, strategy, timings and time scale.
    public internal(set) var configuration: LabConfiguration
    public let catalog: AssetCatalog
    public internal(set) var world: World
    /// Virtual seconds per real second.
    public var timeScale: Double { configuration.timeScale }
    public internal(set) var isPaused = false
    let makeStrategy: StrategyFactory
    /// A column of a comparison: only the keys that act on what a column draws run
    /// (`runsCompared`).
    public var isComparisonColumn = false

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
    /// none. Untrusted text: kept to single-column characters, at most `maximumCaptionLength`,
    /// wrapped at words on up to two lines and elided with `…` where they are shorter.
    public internal(set) var caption: String? {
        get { shownCaption }
        set { shownCaption = newValue.flatMap(Self.safeCaption) }
    }
    private var shownCaption: String?
    /// Keeps a line for captions even while none is shown, so the layout stays put when one
    /// comes (set for a tape that has captions).
    public var keepsCaptionLine = false
    /// The captions still to come (a tape's): the lab keeps as many lines as the longest of
    /// them needs, so the layout stays put when it comes.
    public var captionsAhead: [String] = [] {
        didSet {
            captionsAhead = captionsAhead.compactMap(Self.safeCaption)
            longestCaptionAhead = Self.longest(captionsAhead)
        }
    }
    /// The longest of `captionsAhead`, found once: the lines a caption needs grow with its
    /// length, so it alone decides the lines kept, and a frame's layout costs the same
    /// however many captions the tape has.
    private(set) var longestCaptionAhead: String?

    /// The longest of `texts` in characters (the first of those as long), nil for none.
    public static func longest(_ texts: [String]) -> String? {
        var best: (text: String, count: Int)?
        for text in texts {
            let count = text.count
            if best == nil || count > best!.count { best = (text, count) }
        }
        return best?.text
    }
    /// Whether the key-hint row is drawn; without it, its row goes to the picture.
    public var showsHints = true
    /// The presenter layout (`z`): no panels, the device centred with the last snapshot
    /// beside it and the caption under them, for a projector.
    public var isPresenting = false

    /// The longest caption, in characters: two lines of a subtitle. The tape parser refuses
    /// longer ones.
    public static let maximumCaptionLength = 160

    static func safeCaption(_ text: String) -> String? {
        let safe = TerminalSafeText.sanitized(text)
        let line = String(safe.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
        guard !line.isEmpty else { return nil }
        return line.count > maximumCaptionLength ? String(line.prefix(maximumCaptionLength - 1)) + "…" : line
    }
    enum Overlay: Equatable {
        case none, help
        case picker(StrategyPicker)
        case inspect(InspectOverlay)
        case gallery(Gallery)
        case code(CodeOverlay)
    }

    var screenView = ScreenViewState()
    /// What the world answered to the last event the key being handled sent.
    var keyOutcome = LabOutcome.done
    /// The frame's size, as the last `.resize` gave it: clicks land on its layout.
    public internal(set) var size = Size(width: 0, height: 0)

    /// A lab on `catalog`'s apps whose scenes get their strategies from `makeStrategy` (tests
    /// plug their own in).
    public init(
        _ configuration: LabConfiguration, catalog: AssetCatalog,
        makeStrategy: @escaping StrategyFactory = Strategies.make
    ) {
        self.configuration = configuration
        self.catalog = catalog
        self.makeStrategy = makeStrategy
        self.world = Lab.makeWorld(configuration, catalog: catalog, makeStrategy: makeStrategy)
        resetView()
        // The app lifecycle chosen at start on a release that warns (MODEL §42).
        message = world.lifecycleNotice
    }

    func resetView() {
        screenView = ScreenViewState()
        selectedScene = world.foreground.first ?? SceneManagerPanel.rows(of: world).first
        overlay = .none
    }

    // MARK: LiveSession

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
