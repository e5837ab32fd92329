import SwitcherCore

/// The `I` overlay: a scene's stored snapshot 1:1, as the Simulator's snapshot folder would
/// show it, each legible sensitive cell marked and counted per row. A card shrinks what it
/// shows; this is what the system actually keeps. A scene with no snapshot stored shows its
/// live card image, and says so. Beside it, when the app names its fields, how much of each
/// the image shows, the leaking ones first.
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
        let fields = FieldLeak.leakingFirst(
            world.fieldLeaks(in: image ?? Canvas(width: 0, height: 0), of: scene))
        let fieldsWidth = fields.isEmpty ? 0 : min(40, fields.map(\.sentence.count).max() ?? 0) + 2
        // The terminal's last line keeps the hints; rows that do not fit go, blank ones first.
        let width = min(canvas.width, max(content.width + countWidth + 4 + fieldsWidth, 40))
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
        // The fields beside the image when they fit, else the leaking ones named after the count.
        let fieldsX = origin.x + shown.width + countWidth
        let besideFits = fieldsWidth > 0 && fieldsX + fieldsWidth <= inner.maxX
        if besideFits {
            canvas.text(
                "Fields", x: fieldsX + 2, y: origin.y, width: fieldsWidth - 2, foreground: Theme.text,
                attributes: .bold)
            for (index, field) in fields.enumerated() where origin.y + 1 + index < footer - 1 {
                canvas.text(
                    field.sentence, x: fieldsX + 2, y: origin.y + 1 + index, width: fieldsWidth - 2,
                    foreground: Theme.count(field.legibleCells))
            }
        }
        let leaking = fields.filter(\.leaks).map(\.name)
        let named = besideFits || leaking.isEmpty ? "" : ": " + leaking.joined(separator: ", ")
        let verdict =
            image == nil
            ? "blank card (\(snapshot?.blankReason ?? "FLAG_SECURE")): 0 legible"
            : count > 0 ? "\(count) legible sensitive cells\(named)" : "0 legible: protected"
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
