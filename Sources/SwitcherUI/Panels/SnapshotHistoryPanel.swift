import SwitcherCore

/// Every snapshot taken so far, newest first, with its legible count.
struct SnapshotHistoryPanel {
    let world: World

    func draw(on canvas: inout Canvas, in rect: Rect) {
        canvas.box(rect, title: "Snapshots")
        let inner = Rect(x: rect.minX + 1, y: rect.minY + 1, width: rect.width - 2, height: rect.height - 2)
        guard inner.height > 0, inner.width > 10 else { return }
        // Newest first, read from the end of the log only as far as the panel has lines.
        let snapshots = world.log.entries.reversed().lazy
            .filter { if case .snapshot = $0.kind { true } else { false } }
            .prefix(inner.height)
        if snapshots.isEmpty {
            canvas.text(
                "none yet", x: inner.minX + 1, y: inner.minY, width: inner.width - 2, foreground: Theme.faint)
        }
        for (offset, entry) in snapshots.enumerated() {
            let y = inner.minY + offset
            let time = entry.time.description
            canvas.put(
                String(repeating: " ", count: max(0, 8 - time.count)) + time, x: inner.minX, y: y,
                foreground: Theme.dimText)
            canvas.text(
                entry.scene?.description ?? "", x: inner.minX + 9, y: y, width: inner.width - 16,
                foreground: Theme.text)
            guard case .snapshot(let legible) = entry.kind else { continue }
            let text = legible.map(String.init) ?? "blank"
            canvas.put(
                text, x: inner.maxX - text.count, y: y,
                foreground: Theme.count(legible ?? 0), attributes: .bold)
        }
    }
}
