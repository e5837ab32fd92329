import SwitcherCore

/// Composing a frame: the device and its screen, the status, the panels, the key hints and
/// any overlay, for a terminal of any size. Drawing reads the lab and changes nothing in it.
extension Lab {
    /// The frame for `size`. `images` keeps scaled cards and snapshots from frame to frame;
    /// its owner (the presenter) starts each frame, and the frame is the same without it.
    public func render(size: Size, images: ImageCache?) -> Canvas {
        let size = LabLayout.bounded(size)
        guard let layout = layout(for: size) else { return tooSmall(size) }
        var canvas = Canvas(width: size.width, height: size.height, filling: Theme.cell)

        layout.frame.draw(on: &canvas, at: layout.deviceOrigin)
        let screen = DeviceScreen(world: world, view: screenView, cache: images).compose()
        canvas.draw(screen.canvas, x: layout.screen.origin.x, y: layout.screen.origin.y)

        if layout.mode == .presenter {
            drawPresenter(on: &canvas, layout: layout, images: images)
        } else {
            drawStatus(on: &canvas, in: layout.status)
            drawPanels(on: &canvas, layout: layout, images: images)
        }
        if showsHints { drawHints(on: &canvas, in: layout.hints) }
        drawCaption(on: &canvas, layout: layout)

        switch overlay {
        case .help: HelpOverlay(device: world.device).draw(on: &canvas)
        case .picker(let picker):
            picker.draw(
                on: &canvas, scene: selectedScene,
                base: selectedScene.map { world.strategyConfiguration(of: $0) } ?? world.defaultStrategy,
                device: world.device, lifecycle: world.lifecycle)
        case .inspect(let inspector): inspector.draw(on: &canvas, world: world)
        case .gallery(let gallery): gallery.draw(on: &canvas, cache: images)
        case .code(let code): code.draw(on: &canvas)
        case .none: break
        }
        return canvas
    }

    /// The notice shown instead of the layout in a terminal below the minimum size.
    private func tooSmall(_ size: Size) -> Canvas {
        var canvas = Canvas(width: size.width, height: size.height, filling: Theme.cell)
        let need = LabLayout.minimumSize(for: world.device)
        let needText = "(need \(need.width)×\(need.height))"
        let lines =
            size.width >= 19 + needText.count
            ? ["terminal too small \(needText)", "now \(size.width)×\(size.height) · q quits"]
            : ["terminal too small", needText, "now \(size.width)×\(size.height)"]
        canvas.notice(lines)
        return canvas
    }

    // MARK: Status and hints

    func drawStatus(on canvas: inout Canvas, in rect: Rect, spread: Rect? = nil) {
        let speed =
            timeScale == 1
            ? "×1" : "×\(Self.format(timeScale)) \(timeScale < 1 ? "slow motion" : "fast motion")"
        let speedColour = timeScale < 1 ? Theme.highlight : timeScale > 1 ? Theme.warning : Theme.dimText
        let run = isPaused ? "❚❚ paused (. steps)" : "▶ running"
        if rect.height == 1 {
            var parts: [(text: String, colour: RGB, bold: Bool)] = []
            func part(_ text: String, _ colour: RGB, bold: Bool = false) {
                parts.append((text, colour, bold))
            }
            part(world.device.rawValue, Theme.text, bold: true)
            part(world.lifecycleTitle, Theme.dimText)
            part(world.releaseTitle, Theme.dimText)
            // In the presenter layout, which has no strategy panel: the selected scene's
            // strategy and where its code lives, and in red when UIKit never calls that host in
            // this lifecycle (why a strategy can leak all it shows).
            if isPresenting {
                let strategy =
                    selectedScene.map { world.strategyConfiguration(of: $0) } ?? world.defaultStrategy
                part(Strategies.heading(of: strategy, on: world.device), Theme.highlight, bold: true)
                if let idle = Strategies.idleWarning(
                    of: strategy, on: world.device, lifecycle: world.lifecycle)
                {
                    part(idle, Theme.leak, bold: true)
                }
            }
            part("t \(world.now)", Theme.dimText)
            part(
                isPaused ? "❚❚ paused" : timeScale == 1 ? "×1" : "×\(Self.format(timeScale))",
                isPaused ? Theme.highlight : speedColour, bold: isPaused || timeScale != 1)
            // Longer than its place: moved left, as far as `spread` allows, to show it whole (a
            // message comes after, as far as it fits).
            let length = parts.reduce(-2) { $0 + $1.text.count + 2 }
            if let message { part(message, Theme.warning) }
            let area = length > rect.width ? spread ?? rect : rect
            var x = max(area.minX, min(rect.minX, area.maxX - length))
            for part in parts where x < area.maxX {
                canvas.text(
                    part.text, x: x, y: rect.minY, width: area.maxX - x, foreground: part.colour,
                    attributes: part.bold ? .bold : [])
                x += part.text.count + 2
            }
            return
        }
        var y = rect.minY
        func line(_ text: String, _ colour: RGB, bold: Bool = false) {
            guard y < rect.maxY else { return }
            canvas.text(
                text, x: rect.minX, y: y, width: rect.width, foreground: colour, attributes: bold ? .bold : []
            )
            y += 1
        }
        line(world.device.title, Theme.text, bold: true)
        line(
            "\(world.lifecycleTitle) lifecycle, \(world.releaseDetail)",
            Theme.dimText)
        line("switcher: \(world.switcherGesture)", Theme.dimText)
        line("virtual time \(world.now)", Theme.dimText)
        line(speed, speedColour, bold: timeScale != 1)
        line(run, isPaused ? Theme.highlight : Theme.dimText, bold: isPaused)
        // A long message (TN3187's warning) wraps over the rows left rather than being cut at
        // the first; the last row that fits says when there is more.
        let lines = message.map { StrategyPanel.wrap($0, width: rect.width) } ?? []
        let room = max(0, rect.maxY - y)
        for (index, text) in lines.prefix(room).enumerated() {
            line(index == room - 1 && lines.count > room ? text + " …" : text, Theme.warning)
        }
    }

    static func format(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }

    func drawHints(on canvas: inout Canvas, in rect: Rect) {
        let hints = KeyMap.hints(
            in: keyContext, device: world.device, lifecycle: world.lifecycle, interruption: world.interruption
        )
        let items = hints.items.map { ($0.label, $0.text.text(on: world.device)) }
        let tail = hints.pinned.map { ($0.label, $0.text.text(on: world.device)) }
        let tailWidth = tail.reduce(0) { $0 + $1.0.count + $1.1.count + 3 }
        var x = rect.minX
        var budget = rect.width - tailWidth
        func put(_ item: (String, String)) {
            canvas.put(item.0, x: x, y: rect.minY, foreground: Theme.highlight, attributes: .bold)
            canvas.put(item.1, x: x + item.0.count + 1, y: rect.minY, foreground: Theme.dimText)
            x += item.0.count + item.1.count + 3
        }
        for item in items {
            let width = item.0.count + item.1.count + 3
            guard width <= budget else { break }
            put(item)
            budget -= width
        }
        for item in tail { put(item) }
    }

    // MARK: Panels

    private func drawPanels(on canvas: inout Canvas, layout: LabLayout, images: ImageCache?) {
        let area = layout.panels
        let manager = managerRect(layout)
        switch layout.mode {
        case .wide:
            let right = Rect(
                x: area.maxX - LabLayout.snapshotColumnWidth, y: area.minY,
                width: LabLayout.snapshotColumnWidth,
                height: area.height)
            guard let manager else { return }
            drawManager(on: &canvas, in: manager)
            let rest = Rect(
                x: manager.minX, y: manager.maxY, width: manager.width, height: area.maxY - manager.maxY)
            let (strategy, timeline) = rest.divided(atDistance: min(12, rest.height / 2))
            StrategyPanel(world: world, scene: selectedScene).draw(on: &canvas, in: strategy)
            TimelinePanel(world: world).draw(on: &canvas, in: timeline)
            let (snapshot, history) = right.divided(atDistance: min(right.height, 27))
            SnapshotPanel(world: world, cache: images).draw(on: &canvas, in: snapshot)
            if history.height >= 3 { SnapshotHistoryPanel(world: world).draw(on: &canvas, in: history) }
        case .paged:
            let pages = ["Timeline", "Strategy", "Last snapshot"]
            let title = "\(pages[panelPage]) · p \(panelPage + 1)/\(pages.count)"
            guard let manager else {
                SnapshotPanel(world: world, cache: images).draw(on: &canvas, in: area, title: title)
                return
            }
            drawManager(on: &canvas, in: manager)
            let rest = Rect(
                x: area.minX, y: manager.maxY, width: area.width, height: area.maxY - manager.maxY)
            if panelPage == 0 {
                TimelinePanel(world: world).draw(on: &canvas, in: rest, title: title)
            } else {
                StrategyPanel(world: world, scene: selectedScene).draw(on: &canvas, in: rest, title: title)
            }
        case .presenter: break
        }
    }

    private func drawManager(on canvas: inout Canvas, in rect: Rect) {
        SceneManagerPanel(world: world, selected: selectedScene).draw(on: &canvas, in: rect)
    }

    /// Where the scene manager is in `layout`, when the panel page shows it.
    private func managerRect(_ layout: LabLayout) -> Rect? {
        let area = layout.panels
        let height = min(SceneManagerPanel.height(for: world), max(5, area.height / 2 - 1))
        switch layout.mode {
        case .wide:
            let middle = Rect(
                x: area.minX, y: area.minY, width: area.maxX - LabLayout.snapshotColumnWidth - area.minX,
                height: area.height)
            return middle.divided(atDistance: height).slice
        case .paged:
            return panelPage == 2 ? nil : area.divided(atDistance: height).slice
        case .presenter: return nil
        }
    }

    /// The panel page shown in a small terminal: 0 timeline, 1 strategy, 2 last snapshot.
    private var panelPage: Int { (page % 3 + 3) % 3 }

    // MARK: Clicks

    /// What a click can land on in a frame of `size`, topmost last: worked out from the layout,
    /// as `render` lays it out.
    func hitRegions(size: Size) -> [(Rect, ClickTarget)] {
        let size = LabLayout.bounded(size)
        guard let layout = layout(for: size) else { return [] }
        var regions: [(Rect, ClickTarget)] = []
        if let button = layout.frame.homeButton {
            regions.append(
                (button.offsetBy(dx: layout.deviceOrigin.x, dy: layout.deviceOrigin.y), .homeButton))
        }
        let origin = layout.screen.origin
        for (rect, target) in DeviceScreen(world: world, view: screenView).compose().targets {
            let visible = rect.intersection(Rect(origin: .zero, size: layout.screen.size))
            regions.append((visible.offsetBy(dx: origin.x, dy: origin.y), .screen(target)))
        }
        if let manager = managerRect(layout) {
            let panel = SceneManagerPanel(world: world, selected: selectedScene)
            for (rect, scene) in panel.rowRects(in: manager) { regions.append((rect, .scene(scene))) }
        }
        return regions
    }
}

extension WorldSettings {
    /// The lifecycle as the lab names it: Android has its Activity lifecycle, whatever the
    /// iOS setting says.
    var lifecycleTitle: String { device.profile.lifecycleTitle(lifecycle) }
}

extension World {
    /// The lifecycle as the lab names it (`WorldSettings.lifecycleTitle`).
    var lifecycleTitle: String { settings.lifecycleTitle }
}
