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
    public private(set) var configuration: LabConfiguration
    public private(set) var world: World
    /// Virtual seconds per real second.
    public var timeScale: Double
    public var isPaused = false

    public init(_ configuration: LabConfiguration) {
        self.configuration = configuration
        self.timeScale = configuration.timeScale
        self.world = Lab.makeWorld(configuration)
    }

    /// Starts over with a new configuration (another device or lifecycle, a tape's `Set`).
    public func reset(_ configuration: LabConfiguration) {
        self.configuration = configuration
        timeScale = configuration.timeScale
        world = Lab.makeWorld(configuration)
    }

    private static func makeWorld(_ configuration: LabConfiguration) -> World {
        let world = World(
            device: configuration.device, lifecycle: configuration.lifecycle, catalog: configuration.catalog,
            timings: configuration.timings, defaultStrategy: configuration.strategy,
            makeStrategy: Strategies.make)
        if let app = configuration.app {
            world.launch(app)
            world.clock.advance(by: world.timings.cardZoom)
        }
        return world
    }

    // MARK: LiveSession

    public func render(size: Size) -> Canvas {
        var canvas = Canvas(width: size.width, height: size.height)
        var x = 2
        for scene in world.foreground {
            if let image = world.liveImage(of: scene) {
                canvas.draw(image, x: x, y: 1)
                x += image.width + 1
            }
        }
        return canvas
    }

    public func handle(_ key: Key) -> Bool {
        switch key {
        case .character("q"): return false
        case .character("h"): world.pressHome()
        default: break
        }
        return true
    }

    public func elapse(realSeconds: Double) {
        guard !isPaused, realSeconds > 0 else { return }
        world.clock.advance(by: .seconds(realSeconds * timeScale))
    }

    public var isAnimating: Bool { !isPaused && world.isAnimating }

    public var secondsUntilNextChange: Double? {
        guard !isPaused, let next = world.clock.nextDue, timeScale > 0 else { return nil }
        return max(0, (next - world.now).seconds / timeScale)
    }
}
