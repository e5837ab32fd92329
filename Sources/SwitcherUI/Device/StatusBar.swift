import SwitcherCore

/// The status bar iOS and Android draw over row 0 of whatever is on screen. It is system UI:
/// never part of a scene's snapshot.
enum StatusBar {
    /// The demo's fixed time: the lab reads no wall clock, and 9:41 is Apple's.
    static let time = "9:41"

    static func draw(on canvas: inout Canvas, device: DeviceKind) {
        guard canvas.height > 0, canvas.width >= 12 else { return }
        // Legible on the row under it: dark text on a light app, light text on a dark one.
        let under = canvas[canvas.width / 2, 0].background
        let ink: RGB = under.luminance > 0.55 ? RGB(28, 28, 30) : .white
        canvas.put(time, x: device.statusClockColumn, y: 0, foreground: ink, attributes: .bold)
        let icons = device.statusIcons
        canvas.put(icons, x: canvas.width - 1 - icons.count, y: 0, foreground: ink)
        if device.hasNotch {
            // The notch (the TrueDepth camera) interrupts the status bar.
            let notch = 10
            canvas.fill(
                Rect(x: (canvas.width - notch) / 2, y: 0, width: notch, height: 1),
                with: Cell(" ", background: Theme.bezelDetail))
        }
    }

    /// The home indicator: the bar at the bottom of Face ID iPhones and iPads.
    static func drawHomeIndicator(on canvas: inout Canvas) {
        guard canvas.height > 1 else { return }
        let y = canvas.height - 1
        let under = canvas[canvas.width / 2, y].background
        let ink: RGB = under.luminance > 0.55 ? RGB(28, 28, 30) : .white
        let bar = 10
        canvas.put(
            String(repeating: "▬", count: bar), x: (canvas.width - bar) / 2, y: y, foreground: ink)
    }
}
