import SwitcherCore

/// Keys to commands (ARCHITECTURE §6), through the one `KeyMap`. Device commands become
/// `SystemEvent`s sent to the world, as a tape's lines do; when the world ignores one, its
/// reason is the lab's message.
extension Lab {
    /// What keys mean now: the overlay, or the device's screen.
    var keyContext: KeyContext {
        switch overlay {
        case .help: return .help
        case .picker: return .picker
        case .inspect: return .inspect
        case .gallery: return .gallery
        case .code: return .code
        case .none: return KeyContext(world.screen)
        }
    }

    /// Runs a command; false when it asks to quit.
    func run(_ command: LabCommand, key: Key) -> Bool {
        switch command {
        case .event(let name, let argument): if let event = keyed(name, argument, key: key) { send(event) }
        case .quit: return false
        case .showHelp: overlay = .help
        case .closeHelp: overlay = .none
        case .inspect: inspect()
        case .closeInspect: overlay = .none
        case .showCode: overlay = .code(CodeOverlay(selectedConfiguration, lifecycle: world.lifecycle))
        case .closeCode: overlay = .none
        case .scrollCode(let lines):
            if case .code(let code) = overlay { overlay = .code(code.scrolled(by: lines, in: size)) }
        case .scrollCodePage(let pages):
            if case .code(let code) = overlay {
                overlay = .code(code.scrolled(by: pages * CodeOverlay.page(in: size), in: size))
            }
        case .back: back()
        case .enter: enter()
        case .click: if case .click(let point) = key { click(point) }
        case .moveIcon(let direction): moveIcon(direction)
        case .launchIcon: if case .character(let c) = key { launchIcon(c) }
        case .selectScene(let offset): moveSelection(by: offset)
        case .nextStrategy: nextStrategy()
        case .strategyPicker: overlay = .picker(StrategyPicker(index: currentStrategyIndex))
        case .toggleTrigger: toggleTrigger()
        case .nextHost: nextHost()
        case .nextPresentation: nextPresentation()
        case .nextFade: nextFade()
        case .nextDevice: nextDevice()
        case .toggleLifecycle: toggleLifecycle()
        case .nextIOS: nextIOS()
        case .speed(let direction): changeSpeed(by: direction)
        case .togglePause: isPaused.toggle()
        case .step: step()
        case .nextPage: page += 1
        case .togglePresenter: isPresenting.toggle()
        case .pickerCancel, .pickerApply, .pickerMove, .pickerScope, .pickerErase, .pickerFilter:
            if case .picker(let picker) = overlay { runPicker(command, key: key, picker) }
        case .gallery: openGallery()
        case .galleryMove, .galleryRow, .galleryAdopt, .galleryClose:
            if case .gallery(let gallery) = overlay { runGallery(command, gallery) }
        }
        return true
    }

    // MARK: Device

    private func moveIcon(_ direction: Int) {
        let count = world.catalog.apps.count
        guard count > 0 else { return }
        let current = screenView.homeSelection ?? 0
        screenView.homeSelection = ((current + direction) % count + count) % count
    }

    private func launchIcon(_ c: Character) {
        guard let n = c.wholeNumberValue, n >= 1, world.catalog.apps.indices.contains(n - 1) else { return }
        screenView.homeSelection = n - 1
        send(.launch(world.catalog.apps[n - 1].name))
    }

    private func enter() {
        if world.interruption == .call { return send(.answer) }
        switch world.screen {
        case .switcher:
            if let scene = world.focusedCard?.first { send(.select(SceneReference(scene))) }
        case .home:
            let index = screenView.homeSelection ?? 0
            if world.catalog.apps.indices.contains(index) { send(.launch(world.catalog.apps[index].name)) }
        case .locked:
            send(.unlock)
        default:
            break
        }
    }

    /// Esc (and Tab in the switcher): dismiss what is up, or leave the switcher for the app
    /// it was opened from (the home screen when there was none).
    private func back() {
        if world.sheet != nil || world.interruption != nil || world.screen == .call { return send(.dismiss) }
        if world.screen == .switcher, let state = world.switcher {
            send(state.openedFrom.first.map { .select(SceneReference($0)) } ?? .closeSwitcher)
        }
    }

    /// Opens the inspector on the focused card in the switcher, elsewhere on the scene of
    /// the latest snapshot.
    private func inspect() {
        let scene = world.screen == .switcher ? world.focusedCard?.first : world.latestSnapshot?.scene
        guard let scene else {
            message = "nothing to inspect yet: the system takes a snapshot when an app enters the background"
            return
        }
        overlay = .inspect(InspectOverlay(scene: scene))
    }

    /// The event a key sends: the argument its binding leaves open (nil) comes from the
    /// screen — the focused card, the digit typed, the app in front for an event about an app —
    /// and a second press of a toggle (a sheet, the lock, the prompt) undoes the first.
    private func keyed(_ name: SystemEvent.Name, _ argument: SystemEvent.Argument?, key: Key) -> SystemEvent?
    {
        switch name {
        case .home where world.screen == .locked, .lock where world.screen == .locked: return .unlock
        case .faceID where world.interruption == .faceID: return .dismiss
        case .pull where world.sheet != nil && argument == world.sheet.map { .sheet($0) }: return .dismiss
        case .switcher: return SystemEvent.switcherGesture(on: world.device)
        case .kill:
            guard world.screen == .switcher, let scene = world.focusedCard?.first else { return nil }
            return .kill(SceneReference(scene))
        case .newWindow: return (world.foreground.first?.app ?? selectedScene?.app).map { .newWindow($0) }
        case .split:
            let front = world.foreground.first?.app ?? ""
            let other =
                world.recents.first { $0.app != front }?.app
                ?? world.catalog.apps.first { $0.name != front }?.name
            return other.map { .split($0) }
        case .type: if case .character(let c) = key { return .type(String(c)) } else { return nil }
        default: break
        }
        // An event about an app, by default about the app in front (its alert, its sheet).
        if argument == nil, name.declaration.parameter == .app {
            return world.foreground.first.flatMap { SystemEvent(name, .app($0.app)) }
        }
        return argument.flatMap { SystemEvent(name, $0) }
    }

    private func click(_ point: Point) {
        guard let target = hitRegions(size: size).last(where: { $0.0.contains(point) })?.1 else { return }
        switch target {
        case .scene(let scene): selectedScene = scene
        case .homeButton:
            // As the Home key: unlocks on the lock screen.
            if let event = keyed(.home, SystemEvent.Argument.none, key: .click(point)) { send(event) }
        case .screen(.icon(let app)): send(.launch(app))
        case .screen(.card(let scene)): send(.select(SceneReference(scene)))
        case .screen(.sheet), .screen(.declineCall), .screen(.faceID), .screen(.systemAlert): send(.dismiss)
        case .screen(.answerCall): send(.answer)
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
            send(.setStrategy(configuration, scene: nil))
            message = "\(configuration.id) for every scene"
        } else if let scene = selectedScene {
            send(.setStrategy(configuration, scene: scene))
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
        guard let info = Strategies.info(configuration.id), info.options.contains(.trigger) else {
            message = "\(configuration.id) has no choice of trigger"
            return
        }
        let current = configuration.trigger ?? info.defaultTrigger ?? .active
        configuration.trigger = current == .active ? .background : .active
        apply(configuration)
    }

    /// The next place the selected scene's strategy code can live in.
    private func nextHost() {
        var configuration = selectedConfiguration
        guard let info = Strategies.info(configuration.id), let current = Strategies.host(of: configuration)
        else {
            message = "\(configuration.id) has no iOS code to move"
            return
        }
        let hosts = info.hosts
        configuration.host = hosts[((hosts.firstIndex(of: current) ?? 0) + 1) % hosts.count]
        apply(configuration)
        if let idle = Strategies.idleWarning(of: configuration, on: world.device, lifecycle: world.lifecycle)
        {
            message = "\(Strategies.heading(of: configuration, on: world.device)) \(idle)"
        }
    }

    /// Automatic (a sheet) or full screen, for the strategies that present a controller.
    private func nextPresentation() {
        var configuration = selectedConfiguration
        guard let info = Strategies.info(configuration.id), info.options.contains(.presentation) else {
            message = "\(configuration.id) presents nothing"
            return
        }
        configuration.presentation = configuration.presentation == .automatic ? .fullScreen : .automatic
        apply(configuration)
    }

    /// Fade lengths `a` steps through.
    static let fades: [Double] = [0.25, 0.5, 1, 2]

    private func nextFade() {
        var configuration = selectedConfiguration
        guard let info = Strategies.info(configuration.id), info.options.contains(.fade) else {
            message = "\(configuration.id) does not fade"
            return
        }
        configuration.fade = Self.fades.first { $0 > configuration.fade + 1e-9 } ?? Self.fades[0]
        apply(configuration)
    }

    private func runPicker(_ command: LabCommand, key: Key, _ current: StrategyPicker) {
        var picker = current
        switch command {
        case .pickerCancel:
            overlay = .none
            return
        case .pickerApply:
            overlay = .none
            guard let info = picker.chosen else { return }
            var configuration = selectedConfiguration
            configuration.id = info.id
            configuration.trigger = nil
            apply(configuration, allScenes: picker.allScenes)
            return
        case .pickerMove(let offset):
            picker.index = min(max(0, picker.matches.count - 1), max(0, picker.index + offset))
        case .pickerScope: picker.allScenes.toggle()
        case .pickerErase:
            if !picker.filter.isEmpty { picker.filter.removeLast() }
            picker.index = 0
        case .pickerFilter:
            if case .character(let c) = key { picker.filter.append(c) }
            picker.index = 0
        default: break
        }
        overlay = .picker(picker)
    }

    // MARK: Gallery

    /// Opens the gallery on the selected scene: its last event under every strategy.
    private func openGallery() {
        guard let scene = selectedScene ?? SceneManagerPanel.rows(of: world).first else { return }
        do {
            overlay = .gallery(try Gallery(world: world, scene: scene))
        } catch {
            message = "no gallery: \(error)"
        }
    }

    private func runGallery(_ command: LabCommand, _ current: Gallery) {
        var gallery = current
        switch command {
        case .galleryMove(let offset): gallery.move(by: offset)
        case .galleryRow(let offset):
            gallery.moveRow(by: offset, columns: gallery.layout(for: size).columns)
        case .galleryAdopt:
            overlay = .none
            if let entry = gallery.selected {
                selectedScene = gallery.scene
                apply(entry.configuration)
            }
            return
        case .galleryClose:
            overlay = .none
            return
        default: break
        }
        overlay = .gallery(gallery)
    }

    // MARK: Lab

    private func nextDevice() {
        let all = DeviceKind.allCases
        set(.device(all[((all.firstIndex(of: world.device) ?? 0) + 1) % all.count]))
        message = "\(world.device.title), \(world.lifecycleTitle) lifecycle"
    }

    /// The other lifecycle style; on Android, whose Activity has one, the other navigation
    /// (MODEL §58).
    private func toggleLifecycle() {
        let setting = world.otherLifecycleSetting
        let reason = set(setting).reason
        if case .androidNav = setting {
            message =
                "Android, \(world.androidNav): "
                + (world.androidNav.recentsTileIsLive
                    ? "Recents opened from the app shows it live" : "Recents shows the thumbnail")
            return
        }
        message =
            reason ?? world.lifecycleNotice ?? "\(world.device.title), \(world.lifecycleTitle) lifecycle"
    }

    /// The next release the lab knows, after 27 back to 13 (MODEL §41); on Android the next
    /// API level, after 36 back to 29 (MODEL §48).
    private func nextIOS() {
        let setting = world.nextReleaseSetting
        set(setting)
        if case .androidAPI = setting {
            message =
                "Android \(world.androidAPI): setRecentsScreenshotEnabled "
                + (world.androidAPI.hasRecentsScreenshotSetting ? "exists" : "does not exist (from API 33)")
            return
        }
        let automatic = world.ios.automaticPresentation == .formSheet ? "a form sheet" : "a page sheet"
        message = world.lifecycleNotice ?? "\(world.ios): .automatic presents \(automatic)"
    }

    private func changeSpeed(by direction: Int) {
        let scales = Self.timeScales
        let index = scales.lastIndex { $0 <= timeScale + 1e-9 } ?? 0
        set(.timeScale(scales[min(max(0, index + direction), scales.count - 1)]))
    }

    /// One frame of virtual time; pauses first.
    private func step() {
        isPaused = true
        stepOneFrame()
    }
}
