import SwitcherCore

/// The `S` picker: every strategy in the catalog; typing filters by id or title, ↑ ↓ move,
/// Tab switches between this scene and every scene, Enter applies, Esc cancels.
struct StrategyPicker: Equatable {
    var filter = ""
    var index = 0
    var allScenes = false

    var matches: [StrategyInfo] {
        guard !filter.isEmpty else { return Strategies.all }
        let key = filter.lowercased()
        let prefixed = Strategies.all.filter { $0.id.hasPrefix(key) }
        if !prefixed.isEmpty { return prefixed }
        return Strategies.all.filter { $0.id.contains(key) || $0.title.lowercased().contains(key) }
    }

    var chosen: StrategyInfo? {
        let list = matches
        return list.indices.contains(index) ? list[index] : nil
    }

    /// What Enter would give the scene: `base` (its configuration now) with the chosen id,
    /// as `LabKeys` applies it.
    func configuration(from base: StrategyConfiguration) -> StrategyConfiguration? {
        guard let chosen else { return nil }
        var configuration = base
        configuration.id = chosen.id
        configuration.trigger = nil
        return configuration
    }

    /// The line under the list: where the chosen strategy's code would live, in red with the
    /// reason when UIKit never calls it in `lifecycle`; nil when there is nothing to say.
    func hostLine(base: StrategyConfiguration, device: DeviceKind, lifecycle: LifecycleStyle)
        -> (text: String, idle: Bool)?
    {
        guard let configuration = configuration(from: base), device.runsUIKit,
            Strategies.host(of: configuration) != nil
        else { return nil }
        let heading = Strategies.heading(of: configuration, on: device)
        if let idle = Strategies.idleWarning(of: configuration, on: device, lifecycle: lifecycle) {
            return ("\(heading) \(idle)", true)
        }
        return ("\(heading)  (H moves it)", false)
    }

    func draw(
        on canvas: inout Canvas, scene: SceneID?, base: StrategyConfiguration, device: DeviceKind,
        lifecycle: LifecycleStyle
    ) {
        let list = matches
        // The id column fits the longest id, which is never cut; on a narrow terminal the
        // source column gives way first, then the title.
        let idWidth = Strategies.all.map(\.id.count).max() ?? 30
        let longestSource = Strategies.all.map(\.source.count).max() ?? 13
        let width = min(canvas.width - 2, 3 + idWidth + 1 + longestSource + 1 + 44)
        let sourceWidth = max(8, min(longestSource, width - idWidth - 26))
        let sourceX = 3 + idWidth + 1
        let titleX = sourceX + sourceWidth + 1
        let height = min(canvas.height - 1, max(list.count, 1) + 7)
        let rect = Rect(
            x: (canvas.width - width) / 2, y: (canvas.height - height) / 2, width: width, height: height)
        canvas.box(rect, title: "Strategy", color: Theme.focusBorder, background: Theme.overlayBackground)
        let target = allScenes ? "every scene" : (scene?.description ?? "every scene")
        canvas.text(
            "for \(target)   (Tab: \(allScenes ? "this scene" : "every scene"))", x: rect.minX + 2,
            y: rect.minY + 1, width: width - 4, foreground: Theme.dimText)
        canvas.text(
            "filter: \(filter)▏", x: rect.minX + 2, y: rect.minY + 2, width: width - 4,
            foreground: Theme.text)
        let lines = rect.height - 6
        let first = max(0, min(index - lines + 1, list.count - lines))
        if list.isEmpty {
            canvas.text(
                "no strategy matches '\(filter)'", x: rect.minX + 2, y: rect.minY + 3, width: width - 4,
                foreground: Theme.leak)
        }
        for (offset, info) in list.dropFirst(first).prefix(lines).enumerated() {
            let y = rect.minY + 3 + offset
            let selected = first + offset == index
            let background: RGB? = selected ? Theme.selection : nil
            if selected {
                canvas.fill(
                    Rect(x: rect.minX + 1, y: y, width: width - 2, height: 1),
                    with: Cell(" ", background: Theme.selection))
                canvas.put("▸", x: rect.minX + 1, y: y, foreground: Theme.highlight, background: background)
            }
            canvas.text(
                info.id, x: rect.minX + 3, y: y, width: idWidth, foreground: Theme.highlight,
                background: background,
                attributes: .bold)
            canvas.text(
                info.source, x: rect.minX + sourceX, y: y, width: sourceWidth, foreground: Theme.dimText,
                background: background)
            canvas.text(
                info.title + (info.blocksScreenshots ? " · blocks screenshots" : ""), x: rect.minX + titleX,
                y: y, width: width - titleX - 2, foreground: Theme.text,
                background: background)
        }
        if let host = hostLine(base: base, device: device, lifecycle: lifecycle) {
            canvas.text(
                host.text, x: rect.minX + 2, y: rect.maxY - 3, width: width - 4,
                foreground: host.idle ? Theme.leak : Theme.dimText, attributes: host.idle ? .bold : [])
        }
        canvas.centred(
            "type to filter · ↑ ↓ · Enter apply · Esc cancel", x: rect.minX, y: rect.maxY - 2,
            width: width, foreground: Theme.dimText)
    }
}
