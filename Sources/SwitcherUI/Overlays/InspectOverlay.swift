import SwitcherCore

/// The `I` overlay: a scene's stored snapshot 1:1, as the Simulator's snapshot folder would
/// show it, each legible sensitive cell marked and counted per row. A card shrinks what it
/// shows; this is what the system actually keeps. A scene with no snapshot stored shows its
/// live card image, and says so.
struct InspectOverlay: Equatable {
    /// The scene whose snapshot is inspected: the focused card's, or the latest snapshot's.
    let scene: SceneID

    func draw(on canvas: inout Canvas, world: World) {
        let snapshot = world.snapshot(of: scene)
        let title: String
        let image: Canvas?
        if let snapshot {
            title = "\(scene) snapshot at \(snapshot.time)"
            image = snapshot.image
        } else {
            title = "\(scene): no snapshot stored, the live card"
            image = world.cardImage(of: scene)
        }
        let count = image?.legibleSensitiveCells(world.legibility) ?? 0
        let countWidth = 4
        let content = image ?? world.cardImage(of: scene)
        // The terminal's last line keeps the hints; rows that do not fit go, blank ones first.
        let width = min(canvas.width, max(content.width + countWidth + 4, 40))
        let height = min(canvas.height - 1, content.height + 5)
        let rect = Rect(
            x: (canvas.width - width) / 2, y: max(0, (canvas.height - 1 - height) / 2), width: width,
            height: height)
        canvas.box(rect, title: "Inspect", color: Theme.focusBorder, background: Theme.overlayBackground)
        let inner = Rect(x: rect.minX + 2, y: rect.minY + 1, width: rect.width - 4, height: rect.height - 2)
        guard inner.width > 8, inner.height > 3 else { return }
        canvas.text(
            title, x: inner.minX, y: inner.minY, width: inner.width, foreground: Theme.text, attributes: .bold
        )
        let footer = inner.maxY - 1
        let room = Size(width: min(content.width, inner.width), height: min(content.height, inner.height - 3))
        let shown = content.scaled(to: room)
        let origin = Point(x: inner.minX, y: inner.minY + 1)
        SnapshotPanel.drawMarked(
            shown, at: origin, on: &canvas, counts: shown.width + countWidth <= inner.width,
            legibility: world.legibility)
        let verdict =
            image == nil
            ? "blank card (FLAG_SECURE): 0 legible"
            : count > 0 ? "\(count) legible sensitive cells" : "0 legible: protected"
        // Said on the line between the image and the verdict, which is free only then.
        var cuts: [String] = []
        let hidden = content.height - shown.height
        if hidden > 0 {
            let blank = content.lines.filter { $0.allSatisfy { $0 == " " } }.count
            cuts.append("\(hidden) \(hidden <= blank ? "blank " : "")rows hidden to fit")
        }
        if shown.width < content.width { cuts.append("narrowed to fit") }
        canvas.text(
            cuts.joined(separator: ", "), x: inner.minX, y: footer - 1, width: inner.width,
            foreground: Theme.dimText)
        canvas.text(
            verdict, x: inner.minX, y: footer, width: inner.width,
            foreground: Theme.count(count), attributes: .bold)
    }
}
