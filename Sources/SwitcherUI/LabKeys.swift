import SwitcherCore

/// Keys to commands (DESIGN §7). Every key works on the world through its public events, as
/// a tape does; what a key means can depend on what is on screen (arrows move the switcher's
/// cards in the switcher, the home screen's icons at home, the scene selection elsewhere).
extension Lab {
    public func handle(_ key: Key) -> Bool {
        message = nil
        switch overlay {
        case .help:
            overlay = .none
            return true
        case .picker(let picker):
            handlePicker(key, picker)
            return true
        case .none:
            break
        }
        switch key {
        case .character("q"): return false
        case .character("?"): overlay = .help
        case .character("h"): home()
        case .tab: switcherKey()
        case .left: arrow(-1)
        case .right: arrow(+1)
        case .up: world.screen == .switcher ? killFocusedCard() : moveSelection(by: -1)
        case .down: if world.screen != .switcher { moveSelection(by: +1) }
        case .character("x"): killFocusedCard()
        case .enter: enter()
        case .escape: escape()
        case .character("c"): toggle(.controlCenter)
        case .character("n"): toggle(.notificationCenter)
        case .character("l"): world.screen == .locked ? world.unlock() : world.lock()
        case .character("i"): world.incomingCall()
        case .character("f"): world.interruption == .faceID ? world.dismiss() : world.faceIDPrompt()
        case .character("["): fastSwitch(.right)
        case .character("]"): fastSwitch(.left)
        case .character("w"): newWindow()
        case .character("v"): splitView()
        case .character("s"): nextStrategy()
        case .character("S"): overlay = .picker(StrategyPicker(index: currentStrategyIndex))
        case .character("t"): toggleTrigger()
        case .character("a"): nextFade()
        case .character("d"): nextDevice()
        case .character("L"): toggleLifecycle()
        case .character("-"): changeSpeed(by: -1)
        case .character("+"), .character("="): changeSpeed(by: +1)
        case .character(" "): isPaused.toggle()
        case .character("."): step()
        case .character("p"): page += 1
        case .character(let c) where c.isASCII && c.isNumber: digit(c)
        case .click(let point): click(point)
        default: break
        }
        return true
    }

    // MARK: Device

    private func home() {
        if world.screen == .locked { return world.unlock() }
        world.pressHome()
    }

    /// Tab: the switcher gesture; in the switcher, back to the app it was opened from.
    private func switcherKey() {
        if world.screen == .switcher { return escape() }
        world.openSwitcher()
    }

    private func arrow(_ direction: Int) {
        switch world.screen {
        case .switcher:
            // Older cards are to the left.
            world.moveSwitcherFocus(by: -direction)
        case .home:
            let count = world.catalog.apps.count
            guard count > 0 else { return }
            let current = screenView.homeSelection ?? (direction > 0 ? -1 : count)
            screenView.homeSelection = ((current + direction) % count + count) % count
        default:
            break
        }
    }

    private func enter() {
        if world.interruption == .call { return world.answerCall() }
        switch world.screen {
        case .switcher:
            if let scene = world.focusedCard?.first { world.selectCard(scene) }
        case .home:
            let index = screenView.homeSelection ?? 0
            if world.catalog.apps.indices.contains(index) { world.launch(world.catalog.apps[index].name) }
        case .locked:
            world.unlock()
        default:
            break
        }
    }

    private func escape() {
        if world.sheet != nil || world.interruption != nil || world.screen == .call { return world.dismiss() }
        if world.screen == .switcher, let state = world.switcher {
            if let first = state.openedFrom.first { world.selectCard(first) } else { world.closeSwitcher() }
        }
    }

    private func killFocusedCard() {
        guard world.screen == .switcher, let scene = world.focusedCard?.first else { return }
        world.killCard(scene)
    }

    private func toggle(_ sheet: Sheet) {
        if world.sheet == sheet { return world.dismiss() }
        if world.sheet != nil {
            message = "close the other sheet first (Esc)"
            return
        }
        world.pull(sheet)
    }

    private func fastSwitch(_ direction: SwitchDirection) {
        guard world.device.hasFastAppSwitch else {
            message = "\(world.device.title): no fast app switch (d changes device)"
            return
        }
        world.appSwitch(direction)
    }

    private func newWindow() {
        guard world.device.supportsMultipleScenes, world.lifecycle == .scene else {
            message = "new windows need the iPad and the scene lifecycle"
            return
        }
        guard let app = world.foreground.first?.app ?? selectedScene?.app else { return }
        world.openNewWindow(app)
    }

    private func splitView() {
        guard world.device.supportsMultipleScenes, world.lifecycle == .scene else {
            message = "split view needs the iPad and the scene lifecycle"
            return
        }
        guard world.screen == .app, let front = world.foreground.first else {
            message = "split view starts from an app in front"
            return
        }
        let other =
            world.recents.first { $0.app != front.app }?.app
            ?? world.catalog.apps.first { $0.name != front.app }?.name
        if let other { world.split(with: other) }
    }

    private func digit(_ c: Character) {
        switch world.screen {
        case .home:
            guard let n = c.wholeNumberValue, n >= 1, world.catalog.apps.indices.contains(n - 1) else {
                return
            }
            screenView.homeSelection = n - 1
            world.launch(world.catalog.apps[n - 1].name)
        case .app:
            world.type(String(c))
        default:
            break
        }
    }

    private func click(_ point: Point) {
        guard let target = hitRegions.last(where: { $0.0.contains(point) })?.1 else { return }
        switch target {
        case .scene(let scene): selectedScene = scene
        case .homeButton: home()
        case .screen(.icon(let app)): world.launch(app)
        case .screen(.card(let scene)): world.selectCard(scene)
        case .screen(.sheet), .screen(.declineCall), .screen(.faceID): world.dismiss()
        case .screen(.answerCall): world.answerCall()
        }
    }

    // MARK: Scenes and strategies

    private func moveSelection(by offset: Int) {
        let rows = SceneManagerPanel.rows(of: world)
        guard !rows.isEmpty else { return }
        let index = selectedScene.flatMap { rows.firstIndex(of: $0) } ?? 0
        selectedScene = rows[min(max(0, index + offset), rows.count - 1)]
    }

    private var selectedConfiguration: StrategyConfiguration {
        selectedScene.map { world.strategyConfiguration(of: $0) } ?? world.defaultStrategy
    }

    private var currentStrategyIndex: Int {
        Strategies.all.firstIndex { $0.id == selectedConfiguration.id } ?? 0
    }

    /// Applies a strategy choice to the selected scene, or to every scene.
    func apply(_ configuration: StrategyConfiguration, allScenes: Bool = false) {
        if allScenes || selectedScene == nil {
            world.setStrategyForAll(configuration)
            self.configuration.strategy = configuration
            message = "\(configuration.id) for every scene"
        } else if let scene = selectedScene {
            world.setStrategy(configuration, for: scene)
            message = "\(configuration.id) for \(scene)"
        }
    }

    private func nextStrategy() {
        let all = Strategies.all
        guard !all.isEmpty else { return }
        var configuration = selectedConfiguration
        configuration.id = all[(currentStrategyIndex + 1) % all.count].id
        configuration.trigger = nil
        apply(configuration)
    }

    private func toggleTrigger() {
        var configuration = selectedConfiguration
        guard let info = Strategies.info(configuration.id), info.options.contains("trigger") else {
            message = "\(configuration.id) has no choice of trigger"
            return
        }
        let current = configuration.trigger ?? info.defaultTrigger ?? .active
        configuration.trigger = current == .active ? .background : .active
        apply(configuration)
    }

    /// Fade lengths `a` steps through.
    static let fades: [Double] = [0.25, 0.5, 1, 2]

    private func nextFade() {
        var configuration = selectedConfiguration
        guard let info = Strategies.info(configuration.id), info.options.contains("fade") else {
            message = "\(configuration.id) does not fade"
            return
        }
        configuration.fade = Self.fades.first { $0 > configuration.fade + 1e-9 } ?? Self.fades[0]
        apply(configuration)
    }

    private func handlePicker(_ key: Key, _ current: StrategyPicker) {
        var picker = current
        switch key {
        case .escape:
            overlay = .none
            return
        case .enter:
            overlay = .none
            guard let info = picker.chosen else { return }
            var configuration = selectedConfiguration
            configuration.id = info.id
            configuration.trigger = nil
            apply(configuration, allScenes: picker.allScenes)
            return
        case .up: picker.index = max(0, picker.index - 1)
        case .down: picker.index = min(max(0, picker.matches.count - 1), picker.index + 1)
        case .tab: picker.allScenes.toggle()
        case .backspace:
            if !picker.filter.isEmpty { picker.filter.removeLast() }
            picker.index = 0
        case .character(let c) where !c.isWhitespace:
            picker.filter.append(c)
            picker.index = 0
        default: break
        }
        overlay = .picker(picker)
    }

    // MARK: Lab

    private func nextDevice() {
        let all = DeviceKind.allCases
        var next = configuration
        next.device = all[((all.firstIndex(of: world.device) ?? 0) + 1) % all.count]
        restart(next)
    }

    private func toggleLifecycle() {
        var next = configuration
        next.lifecycle = world.lifecycle == .scene ? .app : .scene
        if world.device.isAndroid {
            message = "Android has the Activity lifecycle only"
            return
        }
        restart(next)
    }

    /// A new world on another device or lifecycle, keeping the strategy and the speed.
    private func restart(_ next: LabConfiguration) {
        var next = next
        next.strategy = world.defaultStrategy
        next.timeScale = timeScale
        let paused = isPaused
        reset(next)
        isPaused = paused
        message = "\(world.device.title), \(world.lifecycle) lifecycle"
    }

    private func changeSpeed(by direction: Int) {
        let scales = Self.timeScales
        let index = scales.lastIndex { $0 <= timeScale + 1e-9 } ?? 0
        timeScale = scales[min(max(0, index + direction), scales.count - 1)]
    }

    /// One frame of virtual time; pauses first.
    private func step() {
        isPaused = true
        world.clock.advance(by: .frame)
    }
}
