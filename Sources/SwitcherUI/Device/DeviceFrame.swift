import SwitcherCore

/// The device's body around its screen: bezel, camera and speaker, the Home button, the
/// Android navigation bar. `tall` frames have room for proper bezels; compact ones fit a
/// 24-row terminal (one row above and one below the screen, or none below the taller screen
/// of a Face ID device).
struct DeviceFrame {
    let kind: DeviceKind
    let tall: Bool

    var screenSize: Size { kind.screenSize }
    private var side: Int { tall ? 2 : 1 }
    private var top: Int { tall ? 2 : 1 }
    private var bottom: Int {
        // A compact Face ID device has no bezel below: its screen's last row, the home
        // indicator's, runs between the frame's bottom corners, so it fits 24 rows too.
        guard tall else { return kind.hasHomeIndicator ? 0 : 1 }
        return kind.hasHomeButton ? 3 : 2
    }

    var size: Size { Size(width: screenSize.width + 2 * side, height: screenSize.height + top + bottom) }
    /// The screen's top-left inside the frame.
    var screenOrigin: Point { Point(x: side, y: top) }

    /// The frame's height for a device; the compact one is the minimum.
    static func height(of kind: DeviceKind, tall: Bool) -> Int {
        DeviceFrame(kind: kind, tall: tall).size.height
    }

    /// The Home button inside the frame, for clicks; nil without one.
    var homeButton: Rect? {
        guard kind.hasHomeButton else { return nil }
        let midX = size.width / 2
        return tall
            ? Rect(x: midX - 2, y: size.height - 3, width: 5, height: 2)
            : Rect(x: midX - 1, y: size.height - 1, width: 3, height: 1)
    }

    /// Draws the body with its top-left at `origin`; the screen is drawn separately.
    func draw(on canvas: inout Canvas, at origin: Point) {
        let size = self.size
        let body = Cell(" ", foreground: Theme.bezelEdge, background: Theme.bezel)
        canvas.fill(Rect(origin: origin, size: size), with: body)
        let edge = Theme.bezelEdge
        let inner = size.width - 2
        canvas.put(
            "╭" + String(repeating: "─", count: inner) + "╮", x: origin.x, y: origin.y, foreground: edge,
            background: Theme.bezel)
        canvas.put(
            "╰" + String(repeating: "─", count: inner) + "╯", x: origin.x, y: origin.y + size.height - 1,
            foreground: edge, background: Theme.bezel)
        for y in 1..<(size.height - 1) {
            canvas.put("│", x: origin.x, y: origin.y + y, foreground: edge, background: Theme.bezel)
            canvas.put(
                "│", x: origin.x + size.width - 1, y: origin.y + y, foreground: edge, background: Theme.bezel)
        }
        let midX = origin.x + size.width / 2
        let detail = RGB(20, 20, 22)
        if tall {
            // Camera and speaker above the screen.
            switch kind.camera {
            case .withSpeaker:
                canvas.put(
                    "●  ▬▬▬▬▬▬", x: midX - 5, y: origin.y + 1, foreground: detail, background: Theme.bezel)
            case .notch:
                break  // the notch is on the status bar
            case .alone:
                canvas.put("●", x: midX, y: origin.y + 1, foreground: detail, background: Theme.bezel)
            }
        }
        let bottomRow = origin.y + size.height - 1
        switch kind.home {
        case .button:
            if tall {
                canvas.put("╭───╮", x: midX - 2, y: bottomRow - 2, foreground: edge, background: Theme.bezel)
                canvas.put("╰───╯", x: midX - 2, y: bottomRow - 1, foreground: edge, background: Theme.bezel)
            } else {
                canvas.put("( )", x: midX - 1, y: bottomRow, foreground: edge, background: Theme.bezel)
            }
        case .navigationBar:
            let y = tall ? bottomRow - 1 : bottomRow
            let bar = "◀      ●      ■"
            canvas.put(
                bar, x: midX - bar.count / 2, y: y, foreground: .white,
                background: tall ? Theme.bezel : Theme.bezel)
        case .swipe:
            break  // the home indicator is drawn on the screen
        }
    }
}
