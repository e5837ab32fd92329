import SwitcherCore

/// Every key of the interactive lab (DESIGN §7), for the help overlay and the hint line.
enum KeyHelp {
    struct Entry {
        let keys: String
        let what: String
    }

    static let sections: [(title: String, entries: [Entry])] = [
        (
            "Device",
            [
                Entry(keys: "h", what: "Home; twice: switcher"),
                Entry(keys: "Tab", what: "switcher / Recents"),
                Entry(keys: "← →", what: "switcher: move cards"),
                Entry(keys: "Enter", what: "open card, app; answer"),
                Entry(keys: "↑ x", what: "switcher: kill card"),
                Entry(keys: "← → 1-9", what: "home: pick, launch app"),
                Entry(keys: "[ ]", what: "fast app switch"),
                Entry(keys: "c n", what: "Control, Notification C."),
                Entry(keys: "i", what: "incoming call"),
                Entry(keys: "f", what: "Face ID prompt"),
                Entry(keys: "Esc", what: "dismiss, back"),
                Entry(keys: "l", what: "lock / unlock"),
                Entry(keys: "w v", what: "iPad: window, split view"),
                Entry(keys: "0-9", what: "type into the app (PIN)"),
                Entry(keys: "click", what: "icons, cards, scenes"),
            ]
        ),
        (
            "Lab",
            [
                Entry(keys: "↑ ↓", what: "select a scene"),
                Entry(keys: "s", what: "next strategy"),
                Entry(keys: "S", what: "strategy picker"),
                Entry(keys: "t", what: "trigger: active/background"),
                Entry(keys: "a", what: "fade duration"),
                Entry(keys: "d", what: "next device (restarts)"),
                Entry(keys: "L", what: "lifecycle (restarts)"),
                Entry(keys: "- +", what: "slower / faster"),
                Entry(keys: "Space", what: "pause / resume"),
                Entry(keys: ".", what: "step one frame"),
                Entry(keys: "p", what: "next panel page"),
                Entry(keys: "?", what: "this help"),
                Entry(keys: "q", what: "quit"),
            ]
        ),
    ]

    static var allEntries: [Entry] { sections.flatMap(\.entries) }
}

/// The `?` overlay: every key, in two columns.
struct HelpOverlay {
    let device: DeviceKind

    func draw(on canvas: inout Canvas) {
        let columns = KeyHelp.sections
        let rows = columns.map(\.entries.count).max() ?? 0
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
            for (i, entry) in section.entries.enumerated() {
                let y = rect.minY + 2 + i
                guard y < rect.maxY - 2 else { break }
                let keyWidth = (KeyHelp.allEntries.map(\.keys.count).max() ?? 8) + 2
                canvas.text(
                    entry.keys, x: x, y: y, width: keyWidth - 1, foreground: Theme.highlight,
                    attributes: .bold)
                canvas.text(
                    entry.what, x: x + keyWidth, y: y, width: columnWidth - keyWidth - 1,
                    foreground: Theme.text)
            }
        }
        canvas.centred(
            "any key closes this help", x: rect.minX, y: rect.maxY - 2, width: width,
            foreground: Theme.dimText)
    }
}
