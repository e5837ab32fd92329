import SwitcherCore

/// The `?` overlay: every key, in two columns.
struct HelpOverlay {
    let device: DeviceKind

    func draw(on canvas: inout Canvas) {
        let columns = KeyMap.sections
        let rows = columns.map(\.rows.count).max() ?? 0
        let width = min(canvas.width - 2, 96)
        let height = min(canvas.height - 1, rows + 5)
        let rect = Rect(
            x: (canvas.width - width) / 2, y: (canvas.height - height) / 2, width: width, height: height)
        canvas.box(
            rect, title: "Keys — \(device.title): \(device.switcherGesture)", color: Theme.focusBorder,
            background: Theme.overlayBackground)
        let columnWidth = (width - 3) / 2
        for (c, section) in columns.enumerated() {
            let x = rect.minX + 2 + c * (columnWidth + 1)
            canvas.text(
                section.title, x: x, y: rect.minY + 1, width: columnWidth, foreground: Theme.accent,
                attributes: .bold)
            for (i, entry) in section.rows.enumerated() {
                let y = rect.minY + 2 + i
                guard y < rect.maxY - 2 else { break }
                let keyWidth = (columns.flatMap(\.rows).map(\.label.count).max() ?? 8) + 2
                canvas.text(
                    entry.label, x: x, y: y, width: keyWidth - 1, foreground: Theme.highlight,
                    attributes: .bold)
                canvas.text(
                    entry.help.text(on: device), x: x + keyWidth, y: y, width: columnWidth - keyWidth - 1,
                    foreground: Theme.text)
            }
        }
        canvas.centred(
            "any key closes this help", x: rect.minX, y: rect.maxY - 2, width: width,
            foreground: Theme.dimText)
    }
}
