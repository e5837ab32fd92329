import SwitcherCore

/// The lab's own colours: the chrome around the device, the panels and overlays. The device
/// screen's colours come from the apps and the system UI drawn on it.
enum Theme {
    static let background = RGB(18, 18, 22)
    static let text = RGB(229, 229, 234)
    static let dimText = RGB(142, 142, 150)
    static let faint = RGB(84, 84, 92)
    static let border = RGB(72, 72, 80)
    static let focusBorder = RGB(10, 132, 255)
    static let title = RGB(255, 255, 255)
    static let accent = RGB(10, 132, 255)
    static let selection = RGB(44, 62, 96)
    static let highlight = RGB(255, 214, 10)
    static let leak = RGB(255, 69, 58)
    static let safe = RGB(48, 209, 88)
    static let warning = RGB(255, 159, 10)
    static let overlayBackground = RGB(28, 28, 34)

    /// The device's body.
    static let bezel = RGB(44, 44, 48)
    static let bezelEdge = RGB(110, 110, 118)
    static let bezelDetail = RGB(16, 16, 18)

    static let cell = Cell(" ", foreground: text, background: background)

    /// A count of legible sensitive cells: red for a leak, green for none.
    static func count(_ legible: Int) -> RGB { legible > 0 ? leak : safe }
}
