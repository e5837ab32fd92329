import SwitcherCore

/// What the lab shows an audience: a tape's caption under the device, and the presenter
/// layout (`z`), which hides the panels and centres the device with the last snapshot beside
/// it, large, for a projector.
extension Lab {
    /// The layout a frame of `size` has now.
    public func layout(for size: Size) -> LabLayout? {
        LabLayout(
            size: size, device: world.device, captionLine: keepsCaptionLine || caption != nil,
            presenter: isPresenting)
    }

    /// The status on one row and the last snapshot beside the device.
    func drawPresenter(on canvas: inout Canvas, layout: LabLayout, images: ImageCache?) {
        drawStatus(on: &canvas, in: layout.status)
        if let rect = layout.snapshot {
            SnapshotPanel(world: world, cache: images).draw(on: &canvas, in: rect)
        }
    }

    /// The caption, bold on a row of its own: under the device, from its left edge (centred
    /// under it when it is short enough), or centred in the presenter layout; elided with `…`
    /// where the row is shorter. When the caption has the hint line, it replaces the hints.
    func drawCaption(on canvas: inout Canvas, layout: LabLayout) {
        guard let rect = layout.caption, rect.width > 0, let caption else { return }
        canvas.fill(rect, with: Theme.cell)
        let length = min(caption.count, rect.width)
        let x: Int
        if layout.mode == .presenter {
            x = rect.minX + (rect.width - length) / 2
        } else {
            let deviceWidth = layout.frame.size.width
            let centred = layout.deviceOrigin.x + (deviceWidth - length) / 2
            x = max(rect.minX, min(centred, rect.maxX - length))
        }
        canvas.text(
            caption, x: x, y: rect.minY, width: rect.maxX - x, foreground: Theme.text, attributes: .bold)
    }
}
