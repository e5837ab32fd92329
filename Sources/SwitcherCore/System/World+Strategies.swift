/// The strategy chosen for each scene, and what it shows.
extension World {
    // MARK: Strategies

    /// Chooses the strategy of one scene; a running scene gets a fresh instance now, which
    /// replaces the old one's cover and launch-time set-up with its own.
    func setStrategy(_ configuration: StrategyConfiguration, for scene: SceneID) {
        appStrategies[scene.app] = configuration
        let record = records[scene] ?? makeRecord(scene)
        record.strategyConfiguration = configuration
        if let windowScene = record.scene {
            record.strategy?.uninstall(from: windowScene)
            for token in record.observers { windowScene.application.notificationCenter.removeObserver(token) }
            record.observers = []
            record.strategy = makeStrategy(configuration)
            record.strategy?.install(in: windowScene)
            observeNotifications(record)
        }
    }

    /// Chooses the strategy of every scene, and of scenes yet to come.
    func setStrategyForAll(_ configuration: StrategyConfiguration) {
        defaultStrategy = configuration
        appStrategies = [:]
        for id in records.keys { setStrategy(configuration, for: id) }
    }

    /// The strategy instance serving a scene, if any.
    public func strategy(of scene: SceneID) -> PrivacyStrategy? { records[scene]?.strategy }

    /// Whether the scene's strategy shows its cover now.
    public func isCoverShown(on scene: SceneID) -> Bool {
        guard let record = records[scene], let window = record.scene, let strategy = record.strategy else {
            return false
        }
        return strategy.isCoverShown(in: window, at: now)
    }
}
