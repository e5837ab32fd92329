import SwitcherCore

/// The lock screen: wallpaper, the time, and how to get back in.
enum DeviceLockScreen {
    static func render(size: Size, device: DeviceKind) -> Canvas {
        var canvas = HomeScreen.wallpaper(size, dark: true)
        let w = size.width
        canvas.centred("Locked", x: 0, y: 2, width: w, foreground: RGB(200, 200, 210))
        BigDigits.draw(StatusBar.time, on: &canvas, centreX: w / 2, y: 4, colour: .white)
        canvas.centred("Monday, 9 June", x: 0, y: 9, width: w, foreground: .white, attributes: .bold)
        // A notification preview: what the lock screen shows without unlocking.
        let card = Rect(x: 2, y: 12, width: w - 4, height: 3)
        canvas.fill(card, with: Cell(" ", background: RGB(70, 70, 90)))
        canvas.text(
            "MESSAGES            now", x: card.minX + 1, y: card.minY, width: card.width - 2,
            foreground: RGB(200, 200, 210))
        canvas.text(
            "1 new message", x: card.minX + 1, y: card.minY + 1, width: card.width - 2,
            foreground: .white, attributes: .bold)
        let how =
            switch device.home {
            case .button: "Press Home to unlock"
            // Android's words for its swipe, iOS's for the swipe of Face ID devices.
            case .navigationBar: "Swipe up to unlock"
            case .swipe: "Swipe up to open"
            }
        canvas.centred(how, x: 0, y: size.height - 3, width: w, foreground: RGB(200, 200, 210))
        return canvas
    }
}

/// Three-row digits for the lock screen clock.
enum BigDigits {
    private static let glyphs: [Character: [String]] = [
        "0": ["█▀█", "█ █", "▀▀▀"], "1": [" ▀█", "  █", "  ▀"], "2": ["▀▀█", "█▀▀", "▀▀▀"],
        "3": ["▀▀█", " ▀█", "▀▀▀"], "4": ["█ █", "▀▀█", "  ▀"], "5": ["█▀▀", "▀▀█", "▀▀▀"],
        "6": ["█▀▀", "█▀█", "▀▀▀"], "7": ["▀▀█", "  █", "  ▀"], "8": ["█▀█", "█▀█", "▀▀▀"],
        "9": ["█▀█", "▀▀█", "▀▀▀"], ":": [" ", "▪", "▪"],
    ]

    static func draw(_ text: String, on canvas: inout Canvas, centreX: Int, y: Int, colour: RGB) {
        let parts = text.map { glyphs[$0] ?? ["   ", "   ", "   "] }
        let width = parts.reduce(0) { $0 + $1[0].count } + max(0, parts.count - 1)
        var x = centreX - width / 2
        for part in parts {
            for row in 0..<3 {
                for (i, ch) in part[row].enumerated() where ch != " " {
                    canvas.put(String(ch), x: x + i, y: y + row, foreground: colour)
                }
            }
            x += part[0].count + 1
        }
    }
}
