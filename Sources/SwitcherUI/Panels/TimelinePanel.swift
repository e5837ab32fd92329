import SwitcherCore

/// The lifecycle timeline: callbacks, notifications, state changes, snapshots and system
/// events with their virtual times, newest at the bottom and highlighted as it fires.
struct TimelinePanel {
    let world: World

    func draw(on canvas: inout Canvas, in rect: Rect, title: String = "Timeline") {
        canvas.box(rect, title: title)
        let inner = Rect(x: rect.minX + 1, y: rect.minY + 1, width: rect.width - 2, height: rect.height - 2)
        guard inner.height > 0, inner.width > 12 else { return }
        let entries = world.log.entries
        guard let newest = entries.last?.time else {
            canvas.text(
                "nothing yet", x: inner.minX + 1, y: inner.minY, width: inner.width - 2,
                foreground: Theme.faint)
            return
        }
        let shown = entries.suffix(inner.height)
        // Who: the app's icon (and window number), as in the scene manager.
        let whoWidth = 3
        for (offset, entry) in shown.enumerated() {
            let y = inner.minY + offset
            let fresh = entry.time == newest
            let background: RGB? = fresh ? RGB(70, 56, 10) : nil
            if fresh {
                canvas.fill(
                    Rect(x: inner.minX, y: y, width: inner.width, height: 1),
                    with: Cell(" ", background: RGB(70, 56, 10)))
            }
            let time = entry.time.description
            canvas.put(
                String(repeating: " ", count: max(0, 8 - time.count)) + time, x: inner.minX, y: y,
                foreground: fresh ? Theme.highlight : Theme.dimText, background: background)
            var x = inner.minX + 9
            if let app = entry.app, let asset = world.catalog.app(named: app) {
                canvas.put(
                    String(asset.icon), x: x, y: y, foreground: .white, background: asset.accent,
                    attributes: .bold)
                if let index = entry.scene?.index, index > 1 {
                    canvas.put(
                        String(index % 10), x: x + 1, y: y, foreground: Theme.dimText, background: background)
                }
            } else {
                canvas.put("·", x: x, y: y, foreground: Theme.faint, background: background)
            }
            x += whoWidth
            let (colour, bold) = Self.style(entry)
            canvas.text(
                entry.text, x: x, y: y, width: inner.maxX - x, foreground: colour, background: background,
                attributes: bold || fresh ? .bold : [])
        }
    }

    static func style(_ entry: LogEntry) -> (RGB, Bool) {
        switch entry.kind {
        case .callback: return (Theme.text, false)
        case .notification: return (Theme.dimText, false)
        case .stateChange: return (RGB(100, 200, 220), false)
        case .snapshot(let legible):
            return (Theme.count(legible ?? 0), true)
        case .snapshotDiscarded: return (Theme.dimText, false)
        case .system: return (Theme.warning, false)
        case .console, .sideEffect: return (Theme.leak, false)
        case .ignored: return (Theme.dimText, false)
        }
    }
}
