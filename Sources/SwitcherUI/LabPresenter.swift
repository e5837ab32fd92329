import SwitcherCore

/// What the lab shows an audience: a tape's caption under the device, and the presenter
/// layout (`z`), which hides the panels and centres the device with the last snapshot beside
/// it, large, for a projector.
extension Lab {
    /// The layout a frame of `size` has now.
    public func layout(for size: Size) -> LabLayout? {
        LabLayout(
            size: size, device: world.device, captionLines: captionLines(width: size.width),
            presenter: isPresenting, hints: showsHints)
    }

    /// The lines kept for captions in a frame `width` wide: none without a caption, else as
    /// many as the longest caption shown or still to come needs.
    func captionLines(width: Int) -> Int {
        guard keepsCaptionLine || caption != nil else { return 0 }
        let wrap = CaptionText.width(in: width)
        let texts = [longestCaptionAhead, caption].compactMap { $0 }
        return texts.reduce(1) { max($0, CaptionText.lines($1, width: wrap).count) }
    }

    /// The status on one row and the last snapshot beside the device.
    func drawPresenter(on canvas: inout Canvas, layout: LabLayout, images: ImageCache?) {
        drawStatus(on: &canvas, in: layout.status, spread: layout.statusRoom)
        if let rect = layout.snapshot {
            SnapshotPanel(world: world, cache: images).draw(on: &canvas, in: rect)
        }
    }

    /// The caption, bold on rows of its own: under the device, each line centred under it
    /// where it fits (else from the left edge), or centred in the presenter layout, in a box
    /// when it has room; wrapped at words on two lines and elided with `…` where the rows
    /// are shorter. When the caption has the hint line, it replaces the hints.
    func drawCaption(on canvas: inout Canvas, layout: LabLayout) {
        guard let rect = layout.caption, rect.width > 0, rect.height > 0, let caption else { return }
        canvas.fill(rect, with: Theme.cell)
        var area = rect
        if layout.captionBoxed {
            area = Rect(x: rect.minX + 2, y: rect.minY + 1, width: rect.width - 4, height: rect.height - 2)
        }
        let lines = CaptionText.lines(caption, width: area.width, maximumLines: area.height)
        if layout.captionBoxed {
            let inner = (lines.map(\.count).max() ?? 0) + 2
            let box = Rect(
                x: rect.minX + (rect.width - inner - 2) / 2, y: rect.minY, width: inner + 2,
                height: lines.count + 2)
            canvas.box(box)
        }
        // Centred vertically in its rows, so a one-line caption keeps its place.
        var y = area.minY + (area.height - lines.count) / 2
        for line in lines {
            let length = line.count
            let x: Int
            if layout.mode == .presenter {
                x = area.minX + (area.width - length) / 2
            } else {
                let centred = layout.deviceOrigin.x + (layout.frame.size.width - length) / 2
                x = max(area.minX, min(centred, area.maxX - length))
            }
            canvas.text(line, x: x, y: y, width: area.maxX - x, foreground: Theme.text, attributes: .bold)
            y += 1
        }
    }
}

/// A caption wrapped for the room: one line when it fits, else two lines broken at the space
/// that makes them most even, so neither is much longer than the other.
enum CaptionText {
    /// The width captions wrap at in a frame `width` columns wide: a box's border and margin
    /// on each side.
    static func width(in width: Int) -> Int { max(1, width - 6) }

    /// `text` in at most `maximumLines` lines of at most `width` characters; what does not fit
    /// ends in `…`.
    static func lines(_ text: String, width: Int, maximumLines: Int = LabLayout.maximumCaptionLines)
        -> [String]
    {
        guard width > 0, maximumLines > 0 else { return [] }
        if text.count <= width { return [text] }
        guard maximumLines >= 2 else { return [elided(text, width)] }
        let characters = Array(text)
        // The most even break at a space that leaves both lines within the width.
        var best: (longer: Int, index: Int)?
        for (index, character) in characters.enumerated() where character == " " {
            let first = index
            let second = characters.count - index - 1
            guard first <= width, second <= width, first > 0, second > 0 else { continue }
            let longer = max(first, second)
            if best == nil || longer < best!.longer { best = (longer, index) }
        }
        if let best {
            return [String(characters[..<best.index]), String(characters[(best.index + 1)...])]
        }
        // No such break: as much as fits on the first line (at a space where there is one).
        let head = characters[..<min(characters.count, width + 1)]
        let cut = head.lastIndex(of: " ").flatMap { $0 > 0 ? $0 : nil } ?? width
        let rest = String(characters[min(characters.count, cut)...]).drop { $0 == " " }
        return [String(characters[..<cut]), elided(String(rest), width)]
    }

    private static func elided(_ text: String, _ width: Int) -> String {
        text.count <= width ? text : String(text.prefix(width - 1)) + "…"
    }
}
