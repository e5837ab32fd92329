import SwitcherCore

/// A world ready for a test, described in one value: the device, its lifecycle, the strategy
/// every scene runs, the timings, the apps, and which app is in front — built with the apps
/// launched in order and past their launch, the last one active in front.
///
///     let world = TestWorld(device: .iphone, strategy: StrategyConfiguration(id: "hide-window"),
///                           inFront: ["Notes", "Secret"]).build()
@dynamicMemberLookup
public struct TestWorld {
    /// The world's settings: its device, lifecycle, releases, timings, ….
    public var settings: WorldSettings
    /// Every scene's strategy; nil: none.
    public var strategy: StrategyConfiguration?
    /// Makes the strategies; nil: the catalog's (`Strategies.make`) when `strategy` is given.
    public var makeStrategy: StrategyFactory?
    public var catalog: AssetCatalog
    /// Launched from the home screen in this order; the last is in front. None: the home screen.
    public var apps: [String]
    /// Virtual seconds each launch is given to settle: past the launch animation.
    public var settle: Double

    public init(
        device: DeviceKind = .iphoneHome, lifecycle: LifecycleStyle = .scene,
        strategy: StrategyConfiguration? = nil, makeStrategy: StrategyFactory? = nil,
        timings: SystemTimings = .defaults, catalog: AssetCatalog = TestApps.catalog,
        inFront apps: [String] = [],
        settle: Double = 1
    ) {
        self.settings = WorldSettings(device: device, lifecycle: lifecycle, timings: timings)
        self.strategy = strategy
        self.makeStrategy = makeStrategy
        self.catalog = catalog
        self.apps = apps
        self.settle = settle
    }

    public func build() -> World {
        let world = World(
            settings: settings, catalog: catalog, defaultStrategy: strategy ?? StrategyConfiguration(),
            makeStrategy: makeStrategy ?? (strategy == nil ? { _ in nil } : Strategies.make))
        for app in apps { world.launched(app, settle: settle) }
        return world
    }
}

extension TestWorld {
    /// A world setting read and written as the test world's own (`test.androidNav = .buttons`).
    public subscript<Value>(dynamicMember keyPath: WritableKeyPath<WorldSettings, Value>) -> Value {
        get { settings[keyPath: keyPath] }
        set { settings[keyPath: keyPath] = newValue }
    }
}

extension World {
    /// The test apps on `device` in `lifecycle`, on the home screen, no strategy.
    public static func test(_ device: DeviceKind = .iphoneHome, _ lifecycle: LifecycleStyle = .scene) -> World
    {
        TestWorld(device: device, lifecycle: lifecycle).build()
    }

    /// Advances the virtual clock by `seconds`.
    public func advance(_ seconds: Double) { clock.advance(by: .seconds(seconds)) }

    /// Launches `app` and gives it `settle` seconds to become active.
    @discardableResult
    public func launched(_ app: String, settle: Double = 1) -> World {
        send(.launch(app))
        advance(settle)
        return self
    }
}
