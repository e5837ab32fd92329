import SwitcherCore

/// Every app and scene with its lifecycle state, its strategy and the legible count of its
/// last snapshot; the selected row is the one `s`, `S`, `t` and `a` change.
struct SceneManagerPanel {
    let world: World
    let selected: SceneID?

    /// The rows: each scene the system knows, in catalog order; an app with none shows its
    /// first scene, not running.
    static func rows(of world: World) -> [SceneID] {
        let known = world.sceneIDs
        return world.catalog.apps.flatMap { app -> [SceneID] in
            let scenes = known.filter { $0.app == app.name }
            return scenes.isEmpty ? [SceneID(app: app.name, index: 1)] : scenes
        }
    }

    /// Rows the panel needs for `world` (borders and header included).
    static func height(for world: World) -> Int { rows(of: world).count + 3 }

    /// The inside of the panel's box, or nil when too small to list scenes.
    private func inner(_ rect: Rect) -> Rect? {
        let inner = Rect(x: rect.minX + 1, y: rect.minY + 1, width: rect.width - 2, height: rect.height - 2)
        return inner.height > 0 && inner.width > 10 ? inner : nil
    }

    /// The rectangle of each scene row shown in `rect`, for clicks: the selection is kept in
    /// view when the rows outnumber the lines.
    func rowRects(in rect: Rect) -> [(Rect, SceneID)] {
        guard let inner = inner(rect) else { return [] }
        let rows = Self.rows(of: world)
        let lines = inner.height - 1
        let selectedIndex = rows.firstIndex { $0 == selected } ?? 0
        let first = max(0, min(selectedIndex - lines + 1, rows.count - lines))
        return rows.dropFirst(first).prefix(lines).enumerated().map { offset, scene in
            (Rect(x: inner.minX, y: inner.minY + 1 + offset, width: inner.width, height: 1), scene)
        }
    }

    /// Draws into `rect`.
    func draw(on canvas: inout Canvas, in rect: Rect, title: String = "Scenes") {
        canvas.box(rect, title: title)
        guard let inner = inner(rect) else { return }
        let nameWidth = min(16, max(8, inner.width - 34))
        let stateWidth = 12
        let leakWidth = 7
        let strategyWidth = max(4, inner.width - 3 - nameWidth - stateWidth - leakWidth)
        func columns(
            _ y: Int, _ name: String, _ state: String, _ strategy: String, _ leak: String,
            colours: (RGB, RGB, RGB, RGB), background: RGB?, bold: Bool
        ) {
            var x = inner.minX + 3
            canvas.text(
                name, x: x, y: y, width: nameWidth - 1, foreground: colours.0, background: background,
                attributes: bold ? .bold : [])
            x += nameWidth
            canvas.text(
                state, x: x, y: y, width: stateWidth - 1, foreground: colours.1, background: background)
            x += stateWidth
            canvas.text(
                strategy, x: x, y: y, width: strategyWidth - 1, foreground: colours.2, background: background)
            let shown = String(leak.suffix(leakWidth))
            canvas.put(
                shown, x: inner.maxX - shown.count, y: y, foreground: colours.3, background: background)
        }
        columns(
            inner.minY, "scene", "state", "strategy", "leak",
            colours: (Theme.dimText, Theme.dimText, Theme.dimText, Theme.dimText), background: nil,
            bold: false)
        for (row, scene) in rowRects(in: rect) {
            let y = row.minY
            let isSelected = scene == selected
            let background: RGB? = isSelected ? Theme.selection : nil
            if isSelected {
                canvas.fill(
                    Rect(x: inner.minX, y: y, width: inner.width, height: 1),
                    with: Cell(" ", background: Theme.selection))
                canvas.put("▸", x: inner.minX, y: y, foreground: Theme.highlight, background: background)
            }
            let asset = world.catalog.app(named: scene.app)
            canvas.put(
                String(asset?.icon ?? "?"), x: inner.minX + 1, y: y, foreground: .white,
                background: asset?.accent ?? .gray, attributes: .bold)
            let state = world.state(of: scene)
            let configuration = world.strategyConfiguration(of: scene)
            let (leak, leakColour) = Self.leak(
                world.snapshot(of: scene), strategy: configuration, legibility: world.legibility)
            columns(
                y, scene.description, state.rawValue, configuration.id, leak,
                colours: (Theme.text, Self.colour(of: state), Theme.text, leakColour), background: background,
                bold: world.foreground.contains(scene))
        }
    }

    /// The legible count of the scene's snapshot. One taken under another strategy stays: the
    /// switcher's card still shows it, so its leak is real; but it is in parentheses and dim,
    /// since it says nothing of the strategy chosen since (the next snapshot will).
    static func leak(
        _ snapshot: Snapshot?, strategy: StrategyConfiguration? = nil, legibility: Legibility = .default
    ) -> (String, RGB) {
        guard let snapshot else { return ("—", Theme.faint) }
        let count = snapshot.legibleSensitiveCells(legibility)
        let text = snapshot.image == nil ? "blank" : String(count)
        if let strategy, let taken = snapshot.strategy, taken != strategy {
            return ("(\(text))", Theme.dimText)
        }
        return (text, snapshot.image == nil || count == 0 ? Theme.safe : Theme.leak)
    }

    static func colour(of state: SceneState) -> RGB {
        switch state {
        case .active: return Theme.safe
        case .inactive: return Theme.warning
        case .background: return RGB(100, 170, 255)
        case .suspended: return Theme.dimText
        case .notRunning: return Theme.faint
        }
    }
}
