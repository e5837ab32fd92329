/// iPad windows, typed text, and the strategy chosen for each scene.
extension World {
    // MARK: iPad windows

    /// Opens another window (scene) of `app` full screen (iPad, `scene` lifecycle): the scenes
    /// in front go to the background as on any app switch.
    func openNewWindowNow(_ app: String) -> EventOutcome {
        guard screen == .app || screen == .home else {
            return .ignored("new windows open from an app or the home screen")
        }
        let id = nextSceneID(app)
        if screen == .app {
            leave(gap: timings.appSwitchToBackground, to: .app) {
                self.bringToFront([id], duration: self.timings.cardZoom)
            }
        } else {
            bringToFront([id], duration: timings.cardZoom)
        }
        return .done
    }

    /// Puts `app` beside the single scene in front (iPad split view): that scene stays active
    /// and narrows; `app`'s most recent background scene — or a new one — comes forward on the
    /// right.
    func splitNow(with app: String) -> EventOutcome {
        if screen == .app, foreground.count == 2 { return replaceRightPane(with: app) }
        guard screen == .app, foreground.count == 1, let left = foreground.first,
            let leftRecord = records[left]
        else { return .ignored("split view starts from one app in front") }
        let right =
            recents.first { $0.app == app && $0 != left && !(records[$0]?.state.isForeground ?? false) }
            ?? nextSceneID(app)
        if let old = leftRecord.splitPartner { records[old]?.splitPartner = nil }
        if let rightRecord = records[right], let old = rightRecord.splitPartner {
            records[old]?.splitPartner = nil
        }
        let rightRecord = records[right] ?? makeRecord(right)
        leftRecord.splitPartner = right
        rightRecord.splitPartner = left
        bringToFront([left, right], duration: timings.cardZoom)
        return .done
    }

    /// In split view, `app` dragged over the right pane: the scene there goes to the background
    /// (resigned now, backgrounded after the app-switch gap) while the left one stays active.
    private func replaceRightPane(with app: String) -> EventOutcome {
        guard let left = foreground.first, let old = foreground.last, let oldRecord = records[old] else {
            return .ignored("split view starts from one app in front")
        }
        let right =
            recents.first {
                $0.app == app && !foreground.contains($0) && !(records[$0]?.state.isForeground ?? false)
            }
            ?? nextSceneID(app)
        let rightRecord = records[right] ?? makeRecord(right)
        if let partner = rightRecord.splitPartner { records[partner]?.splitPartner = nil }
        oldRecord.splitPartner = nil
        records[left]?.splitPartner = right
        rightRecord.splitPartner = left
        pause(oldRecord)
        clock.schedule(after: timings.appSwitchToBackground, "enter background") { [weak self] in
            self?.stop(oldRecord)
        }
        bringToFront([left, right], duration: timings.cardZoom)
        return .done
    }

    private func nextSceneID(_ app: String) -> SceneID {
        let used = records.keys.filter { $0.app == app }.map(\.index)
        return SceneID(app: app, index: (used.max() ?? 0) + 1)
    }

    // MARK: Typing

    /// Types `text` into the app in front (a PIN pad), one key at a time.
    func typeNow(_ text: String) -> EventOutcome {
        guard screen == .app else { return .ignored("typing needs an app in front") }
        for ch in text {
            for record in foregroundRecords {
                record.scene?.focusedViewController?.insertText(String(ch))
            }
        }
        return .done
    }

    // MARK: In-app modals

    /// What the app's alert shows in its text field: a one-time code, sensitive (MODEL §57).
    public static let oneTimeCode = "481 516"

    /// The app in front puts up an alert from its root view controller, as apps do (a session
    /// about to expire), with a text field being edited: the one-time code sent to the user,
    /// sensitive, and the keyboard up (MODEL §57). While it is up, that controller cannot
    /// present anything else.
    func alertNow(_ app: String) -> EventOutcome {
        guard screen == .app, let record = foregroundRecords.first(where: { $0.id.app == app }),
            let root = record.scene?.mainWindow?.rootViewController
        else { return .ignored("\(app) is not in front") }
        guard root.presentedViewController == nil else {
            return .ignored("\(app) already presents something")
        }
        let alert = UIAlertController(
            title: app, message: "Session expires soon.", textField: World.oneTimeCode, sensitive: true)
        alert.isOwnedByApp = true
        root.present(alert, animated: true)
        return .done
    }

    /// The app in front presents a page sheet of its own from its root view controller: its
    /// record again, as a detail screen, its sensitive fields in it (MODEL §57). It sits in the
    /// window above the root view, as a presented controller does.
    func presentSheetNow(_ app: String) -> EventOutcome {
        guard screen == .app, let record = foregroundRecords.first(where: { $0.id.app == app }),
            let root = record.scene?.mainWindow?.rootViewController, let asset = asset(app)
        else { return .ignored("\(app) is not in front") }
        guard root.presentedViewController == nil else {
            return .ignored("\(app) already presents something")
        }
        let detail = MockAppViewController(asset: asset)
        detail.modalPresentationStyle = .pageSheet
        detail.isOwnedByApp = true
        root.present(detail, animated: true)
        return .done
    }

    /// Swipes down the page sheet on top in the scene in front; one that is modal in
    /// presentation (or a full-screen controller, or an alert) stays.
    func swipeDownNow() -> EventOutcome {
        guard screen == .app, let root = foregroundRecords.first?.scene?.mainWindow?.rootViewController,
            root.presentedViewController != nil
        else { return .ignored("no sheet to swipe down") }
        let top = root.topmostViewController
        guard top.isSheet else {
            return .ignored("the controller on top is not a sheet")
        }
        guard !top.isModalInPresentation else { return .ignored("the sheet is modal in presentation") }
        top.dismiss(animated: true, byUser: true)
        return .done
    }

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
