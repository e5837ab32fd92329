import SwitcherCore

/// The lab's one way in (ARCHITECTURE §1): every driver — the terminal, a tape, the timeline,
/// a test — sends messages here, and this file is the only one outside the core that changes
/// the world (its events, its clock, its timings). `FenceTests.onlyTheLabsUpdateDrivesTheWorld`
/// holds the rest of the program to that.
extension Lab {
    /// Takes one message and says what came of it.
    @discardableResult
    public func update(_ message: LabMessage) -> LabOutcome {
        switch message {
        case .key(let key):
            return press(key)
        case .resize(let size):
            self.size = LabLayout.bounded(size)
        case .elapsed(let realSeconds):
            guard !isPaused, realSeconds > 0 else { return .ignored("paused") }
            world.clock.advance(by: .seconds(realSeconds * timeScale))
        case .advance(let interval):
            world.clock.advance(by: isPaused ? .zero : interval)
        case .event(let event):
            return deliver(event)
        case .set(let setting):
            return set(setting)
        case .caption(let text):
            caption = text
        }
        return .done
    }

    /// A key, through the key map (ARCHITECTURE §6): what the world answered to the event it
    /// sent, if any; an ignored one is also the lab's message.
    private func press(_ key: Key) -> LabOutcome {
        message = nil
        guard let command = KeyMap.command(for: key, in: keyContext),
            !isComparisonColumn || Self.runsCompared(command)
        else { return .ignored("\(key.name) does nothing here") }
        keyOutcome = .done
        guard run(command, key: key) else { return .quit }
        return keyOutcome
    }

    /// Sends an event for a key; an ignored one says why in the message line.
    func send(_ event: SystemEvent) {
        keyOutcome = deliver(event)
        if let reason = keyOutcome.reason { message = reason }
    }

    /// Sends an event to the world. A strategy for every scene is the configuration's.
    private func deliver(_ event: SystemEvent) -> LabOutcome {
        let outcome = LabOutcome(world.send(event))
        if case .setStrategy(let strategy, nil) = event, outcome.reason == nil {
            configuration.strategy = strategy
        }
        return outcome
    }

    /// A setting, through the part of the configuration it changes: the strategy as a
    /// strategy change sent to the world (a fresh instance even for the same value), the
    /// timings and the model's settings in the world too (`World.settings`), the device or
    /// lifecycle as a new world.
    @discardableResult
    func set(_ setting: LabSetting) -> LabOutcome {
        var next = configuration
        setting.apply(to: &next)
        switch setting.name.part {
        case .strategy:
            return deliver(.setStrategy(next.strategy, scene: nil))
        case .timeScale:
            configuration.timeScale = next.timeScale
        case .timings, .model:
            configuration.world = next.world
            world.settings = next.world
        case .world:
            // A device without the lifecycle runs its own (`World.init`); asking for it is refused.
            if case .lifecycle(let lifecycle) = setting, !world.device.lifecycles.contains(lifecycle) {
                return .ignored("\(world.device.platform) has the \(world.lifecycleTitle) lifecycle only")
            }
            configuration.world = next.world
            restart()
        }
        return .done
    }

    /// A new world from the configuration (another device or lifecycle), so the strategy,
    /// the timings and the time scale set so far carry over.
    private func restart() {
        world = Self.makeWorld(configuration, catalog: catalog, makeStrategy: makeStrategy)
        resetView()
    }

    /// One frame of virtual time, paused or not (`.`).
    func stepOneFrame() { world.clock.advance(by: .frame) }

    static func makeWorld(
        _ configuration: LabConfiguration, catalog: AssetCatalog, makeStrategy: @escaping StrategyFactory
    ) -> World {
        let world = World(
            settings: configuration.world, catalog: catalog, defaultStrategy: configuration.strategy,
            makeStrategy: makeStrategy)
        if let app = configuration.app {
            world.send(.launch(app))
            world.clock.advance(by: world.timings.cardZoom)
        }
        return world
    }
}
