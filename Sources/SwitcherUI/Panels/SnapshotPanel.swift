import SwitcherCore

/// The last snapshot the system took, with its legible sensitive cells highlighted and
/// counted (per row at the right when there is room): the leak, made visible.
struct SnapshotPanel {
    let world: World
    /// Where the scaled-down snapshot is kept between frames, if anywhere.
    var cache: ImageCache? = nil

    /// Draws `shown` at `origin` with its legible sensitive cells marked, and (with `counts`)
    /// each row's count beside it.
    static func drawMarked(
        _ shown: Canvas, at origin: Point, on canvas: inout Canvas, counts: Bool, legibility: Legibility
    ) {
        for y in 0..<shown.height {
            var rowCount = 0
            for x in 0..<shown.width {
                var cell = shown[x, y]
                if cell.isLegiblySensitive(legibility) {
                    rowCount += 1
                    cell.foreground = .white
                    cell.background = leakCell
                    cell.attributes.insert(.bold)
                }
                canvas[origin.x + x, origin.y + y] = cell
            }
            if counts && rowCount > 0 {
                canvas.put(
                    String(rowCount), x: origin.x + shown.width + 1, y: origin.y + y, foreground: Theme.leak)
            }
        }
    }

    static let leakCell = RGB(200, 30, 40)

    /// Draws into `rect`; the image is shrunk (by whole rows, then columns) only where it
    /// does not fit, and a highlighted cell is always one legible sensitive glyph.
    func draw(on canvas: inout Canvas, in rect: Rect, title: String = "Last snapshot") {
        canvas.box(rect, title: title)
        let inner = Rect(x: rect.minX + 1, y: rect.minY + 1, width: rect.width - 2, height: rect.height - 2)
        guard inner.height > 3, inner.width > 12 else { return }
        guard let latest = world.latestSnapshot else {
            canvas.text(
                "none yet: the system takes one", x: inner.minX + 1, y: inner.minY, width: inner.width - 2,
                foreground: Theme.faint)
            canvas.text(
                "when an app enters the background", x: inner.minX + 1, y: inner.minY + 1,
                width: inner.width - 2, foreground: Theme.faint)
            return
        }
        let snapshot = latest.snapshot
        canvas.text(
            "\(latest.scene) at \(snapshot.time)", x: inner.minX, y: inner.minY, width: inner.width,
            foreground: Theme.text, attributes: .bold)
        let footer = inner.maxY - 1
        guard let image = snapshot.image else {
            canvas.text(
                "blank card (\(snapshot.blankReason ?? "FLAG_SECURE")): 0 legible", x: inner.minX, y: footer,
                width: inner.width,
                foreground: Theme.safe, attributes: .bold)
            return
        }
        let count = image.legibleSensitiveCells(world.legibility)
        let countWidth = 4
        // 1:1 whenever the width fits, with the count of each row beside it when that fits
        // too; rows that do not fit go blank ones first, and a snapshot too wide for the panel
        // keeps its words whole as a card does.
        let counted = image.width + countWidth <= inner.width
        let shown = scaled(
            image, to: Size(width: min(image.width, inner.width), height: min(image.height, inner.height - 2))
        )
        let origin = Point(x: inner.minX, y: inner.minY + 1)
        Self.drawMarked(shown, at: origin, on: &canvas, counts: counted, legibility: world.legibility)
        // The fields that leak, by name, when the app names them: what a reviewer reports.
        let leaking = FieldLeak.leakingFirst(world.fieldLeaks(in: image, of: latest.scene)).filter(\.leaks)
        let verdict =
            count == 0
            ? "0 legible: protected"
            : leaking.isEmpty
                ? "\(count) legible sensitive cells"
                : "\(count) legible: " + leaking.map(\.name).joined(separator: ", ")
        canvas.text(
            verdict, x: inner.minX, y: footer, width: inner.width,
            foreground: Theme.count(count), attributes: .bold)
    }

    private func scaled(_ image: Canvas, to size: Size) -> Canvas {
        cache?.scaled(image, to: size) ?? image.scaled(to: size)
    }
}
