import SwitcherCore

/// The system's own UI over the apps: Control Center, Notification Center, the call banner
/// and call screen, the Face ID prompt.
enum SystemUI {
    /// Draws a sheet over `canvas`, its top edge at `offset` rows from the top (negative while
    /// it slides in or out).
    static func drawSheet(_ sheet: Sheet, on canvas: inout Canvas, offset: Int, device: DeviceKind) {
        let size = Size(width: canvas.width, height: canvas.height)
        let content = sheet == .controlCenter ? controlCenter(size) : notificationCenter(size, device: device)
        // What is under the sheet is frosted where the sheet covers it.
        let visible = Rect(x: 0, y: max(0, offset), width: size.width, height: size.height + min(0, offset))
        canvas.frost(visible, tint: RGB(20, 20, 30), amount: 0.55)
        for y in 0..<content.height {
            let ty = y + offset
            guard ty >= 0, ty < canvas.height else { continue }
            for x in 0..<content.width where !content[x, y].isBlank || content[x, y].background != clear {
                canvas[x, ty] = content[x, y]
            }
        }
    }

    /// A colour meaning "leave the frosted background": sheets are transparent between tiles.
    private static let clear = RGB(1, 2, 3)

    private static func controlCenter(_ size: Size) -> Canvas {
        var canvas = Canvas(width: size.width, height: size.height, filling: Cell(" ", background: clear))
        let w = size.width
        let tile = RGB(60, 60, 72)
        let on = Theme.accent
        let half = (w - 5) / 2
        // Connectivity and music.
        var connectivity = Rect(x: 2, y: 2, width: half, height: 5)
        canvas.fill(connectivity, with: Cell(" ", background: tile))
        canvas.put(" A ", x: connectivity.minX + 1, y: 3, foreground: .white, background: RGB(90, 90, 100))
        canvas.put(" W ", x: connectivity.minX + 5, y: 3, foreground: .white, background: on)
        canvas.put(" B ", x: connectivity.minX + 9, y: 3, foreground: .white, background: on)
        canvas.text("Wi-Fi  On", x: connectivity.minX + 1, y: 5, width: half - 2, foreground: .white)
        connectivity = Rect(x: 3 + half, y: 2, width: half, height: 5)
        canvas.fill(connectivity, with: Cell(" ", background: tile))
        canvas.text("Not Playing", x: connectivity.minX + 1, y: 3, width: half - 2, foreground: .white)
        canvas.text("◀◀  ▶  ▶▶", x: connectivity.minX + 1, y: 5, width: half - 2, foreground: .white)
        // Toggles.
        let toggles = ["Lock", "Mirr", "Moon", "Lamp"]
        for (i, glyph) in toggles.enumerated() {
            let x = 2 + i * ((w - 4) / 4)
            canvas.fill(Rect(x: x, y: 8, width: 5, height: 2), with: Cell(" ", background: tile))
            canvas.put(glyph, x: x, y: 8, foreground: .white)
        }
        // Brightness and volume sliders.
        for (i, label) in ["Light", "Volume"].enumerated() {
            let x = 2 + i * (half + 1)
            let slider = Rect(x: x, y: 11, width: half, height: 6)
            canvas.fill(slider, with: Cell(" ", background: tile))
            canvas.fill(
                Rect(x: x, y: 13, width: half, height: 4), with: Cell(" ", background: RGB(230, 230, 235)))
            canvas.text(label, x: x + 1, y: 12, width: half - 2, foreground: .white)
        }
        canvas.text("Control Center", x: 2, y: 18, width: w - 4, foreground: RGB(200, 200, 210))
        return canvas
    }

    private static func notificationCenter(_ size: Size, device: DeviceKind) -> Canvas {
        var canvas = Canvas(
            width: size.width, height: size.height, filling: Cell(" ", background: RGB(24, 26, 48)))
        let w = size.width
        BigDigits.draw(StatusBar.time, on: &canvas, centreX: w / 2, y: 2, colour: .white)
        canvas.centred("Monday, 9 June", x: 0, y: 6, width: w, foreground: .white)
        let notes: [(String, String, String)] = [
            ("MESSAGES", "now", "Dinner at 8?"),
            ("BANK", "5m ago", "Card payment: £12.40"),
            ("WEATHER", "1h ago", "Rain from 4 pm"),
        ]
        for (i, note) in notes.enumerated() {
            let y = 8 + i * 4
            guard y + 2 < size.height - 1 else { break }
            let card = Rect(x: 2, y: y, width: w - 4, height: 3)
            canvas.fill(card, with: Cell(" ", background: RGB(70, 72, 96)))
            canvas.text(note.0, x: card.minX + 1, y: y, width: card.width - 2, foreground: RGB(200, 200, 210))
            canvas.text(
                note.1, x: card.maxX - 1 - note.1.count, y: y, width: note.1.count,
                foreground: RGB(200, 200, 210))
            canvas.text(
                note.2, x: card.minX + 1, y: y + 1, width: card.width - 2, foreground: .white,
                attributes: .bold)
        }
        canvas.centred(
            device.notificationShadeName, x: 0, y: size.height - 2,
            width: w, foreground: RGB(200, 200, 210))
        return canvas
    }

    /// The incoming call banner at the top of the screen.
    static func drawCallBanner(on canvas: inout Canvas) {
        let rect = Rect(x: 1, y: 1, width: canvas.width - 2, height: 4)
        canvas.fill(rect, with: Cell(" ", background: RGB(44, 44, 52)))
        canvas.text(
            "Mum", x: rect.minX + 1, y: rect.minY, width: rect.width - 2, foreground: .white,
            attributes: .bold)
        canvas.text(
            "mobile · incoming call", x: rect.minX + 1, y: rect.minY + 1, width: rect.width - 2,
            foreground: RGB(190, 190, 200))
        let decline = " Decline "
        let accept = " Accept "
        canvas.put(decline, x: rect.minX + 1, y: rect.minY + 2, foreground: .white, background: .systemRed)
        canvas.put(
            accept, x: rect.maxX - 1 - accept.count, y: rect.minY + 2, foreground: .white,
            background: .systemGreen)
    }

    /// The full-screen call, once answered.
    static func callScreen(size: Size) -> Canvas {
        var canvas = Canvas(
            width: size.width, height: size.height, filling: Cell(" ", background: RGB(30, 34, 40)))
        canvas.centred("Mum", x: 0, y: 4, width: size.width, foreground: .white, attributes: .bold)
        canvas.centred(
            "mobile · call in progress", x: 0, y: 5, width: size.width, foreground: RGB(190, 190, 200))
        let keys = ["mute", "keypad", "speaker"]
        for (i, key) in keys.enumerated() {
            canvas.centred(key, x: i * size.width / 3, y: 10, width: size.width / 3, foreground: .white)
        }
        canvas.centred(
            " End ", x: 0, y: size.height - 5, width: size.width, foreground: .white,
            background: .systemRed, attributes: .bold)
        return canvas
    }

    /// The Face ID (Touch ID) prompt in the middle of the screen, named by the device's sensor.
    /// A system alert over the app: a permission request, as iOS draws one, in cells.
    static func drawSystemAlert(on canvas: inout Canvas) {
        let width = min(24, canvas.width - 2)
        let rect = Rect(x: (canvas.width - width) / 2, y: (canvas.height - 6) / 2, width: width, height: 6)
        canvas.fill(rect, with: Cell(" ", background: RGB(236, 236, 240)))
        let ink = RGB(20, 20, 24)
        canvas.centred(
            "Allow access?", x: rect.minX, y: rect.minY + 1, width: rect.width, foreground: ink,
            attributes: .bold)
        canvas.centred("system alert", x: rect.minX, y: rect.minY + 2, width: rect.width, foreground: ink)
        canvas.centred(
            "Don't Allow   Allow", x: rect.minX, y: rect.minY + 4, width: rect.width,
            foreground: RGB(0, 90, 220))
    }

    static func drawFaceID(on canvas: inout Canvas, device: DeviceKind) {
        let rect = Rect(x: (canvas.width - 16) / 2, y: (canvas.height - 7) / 2, width: 16, height: 7)
        canvas.fill(rect, with: Cell(" ", background: RGB(52, 52, 60)))
        canvas.put("┌      ┐", x: rect.minX + 4, y: rect.minY + 1, foreground: .white)
        canvas.put("·  ·", x: rect.minX + 6, y: rect.minY + 2, foreground: .white)
        canvas.put("└  ──  ┘", x: rect.minX + 4, y: rect.minY + 3, foreground: .white)
        guard let sensor = device.biometric else { return }
        canvas.centred(
            sensor.rawValue, x: rect.minX, y: rect.minY + 5, width: rect.width, foreground: .white,
            attributes: .bold)
    }
}
