/// iPad windows, typed text, and the strategy chosen for each scene.
extension World {
    // MARK: iPad windows

    /// Opens another window (scene) of `app` full screen (iPad, `scene` lifecycle): the scenes
    /// in front go to the background as on any app switch.
    public func openNewWindow(_ app: String) {
        guard device.supportsMultipleScenes, lifecycle == .scene, asset(app) != nil else { return }
        logSystem("new \(app) window")
        whenIdle {
            guard self.screen == .app || self.screen == .home else { return }
            let id = self.nextSceneID(app)
            if self.screen == .app {
                self.leave(gap: self.timings.appSwitchToBackground, to: .app) {
                    self.bringToFront([id], duration: self.timings.cardZoom)
                }
            } else {
                self.bringToFront([id], duration: self.timings.cardZoom)
            }
        }
    }

    /// Puts `app` beside the single scene in front (iPad split view): that scene stays active
    /// and narrows; `app`'s most recent background scene — or a new one — comes forward on the
    /// right.
    public func split(with app: String) {
        guard device.supportsMultipleScenes, lifecycle == .scene, asset(app) != nil else { return }
        logSystem("split view with \(app)")
        whenIdle {
            guard self.screen == .app, self.foreground.count == 1, let left = self.foreground.first,
                let leftRecord = self.records[left]
            else { return }
            let right =
                self.recents.first {
                    $0.app == app && $0 != left && !(self.records[$0]?.state.isForeground ?? false)
                }
                ?? self.nextSceneID(app)
            if let old = leftRecord.splitPartner { self.records[old]?.splitPartner = nil }
            if let rightRecord = self.records[right], let old = rightRecord.splitPartner {
                self.records[old]?.splitPartner = nil
            }
            let rightRecord = self.records[right] ?? self.makeRecord(right)
            leftRecord.splitPartner = right
            rightRecord.splitPartner = left
            self.bringToFront([left, right], duration: self.timings.cardZoom)
        }
    }

    private func nextSceneID(_ app: String) -> SceneID {
        let used = records.keys.filter { $0.app == app }.map(\.index)
        return SceneID(app: app, index: (used.max() ?? 0) + 1)
    }

    // MARK: Typing

    /// Types `text` into the app in front (a PIN pad), one key at a time.
    public func type(_ text: String) {
        whenIdle {
            guard self.screen == .app else { return }
            for ch in text {
                for record in self.foregroundRecords {
                    record.scene?.focusedViewController?.insertText(String(ch))
                }
            }
        }
    }

    // MARK: Strategies

    /// Chooses the strategy of one scene; a running scene gets a fresh instance now, which
    /// replaces the old one's cover and launch-time set-up with its own.
    public func setStrategy(_ configuration: StrategyConfiguration, for scene: SceneID) {
        let record = records[scene] ?? makeRecord(scene)
        record.strategyConfiguration = configuration
        if let windowScene = record.scene {
            record.strategy?.uninstall(from: windowScene)
            record.strategy = makeStrategy(configuration)
            record.strategy?.install(in: windowScene)
        }
    }

    /// Chooses the strategy of every scene, and of scenes yet to come.
    public func setStrategyForAll(_ configuration: StrategyConfiguration) {
        defaultStrategy = configuration
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
