import SwitcherCore

/// The palette an SVG recording is shown in.
public enum SVGTheme: String, Sendable, Hashable, CaseIterable {
    /// The lab's own colours, as the terminal shows them.
    case dark
    /// The lab's colours mapped to a light page (`SVGTheme.lightColors`).
    case light
    /// Both: light when the viewer prefers a light colour scheme, dark otherwise.
    case auto
}

extension SVGTheme {
    /// The lab's colours (the chrome around the device: panels, overlays, the device's body)
    /// and what each becomes on a light page. Colours not listed (the device's screen, drawn
    /// by the apps and the system UI) stay as they are: an app looks the same in both.
    public static let lightColors: [RGB: RGB] = [
        RGB(18, 18, 22): RGB(250, 250, 252),  // background
        RGB(229, 229, 234): RGB(28, 28, 32),  // text
        RGB(142, 142, 150): RGB(98, 98, 108),  // dim text
        RGB(84, 84, 92): RGB(168, 168, 176),  // faint
        RGB(72, 72, 80): RGB(190, 190, 198),  // border
        RGB(10, 132, 255): RGB(0, 102, 214),  // focus border, accent
        RGB(44, 62, 96): RGB(206, 222, 246),  // selection
        RGB(255, 214, 10): RGB(158, 118, 0),  // highlight
        RGB(255, 69, 58): RGB(210, 36, 28),  // leak
        RGB(48, 209, 88): RGB(20, 140, 50),  // safe
        RGB(255, 159, 10): RGB(196, 100, 0),  // warning
        RGB(28, 28, 34): RGB(236, 236, 242),  // overlay background
        RGB(70, 56, 10): RGB(252, 234, 170),  // the timeline's newest entry
        RGB(44, 44, 48): RGB(214, 214, 220),  // the device's body
        RGB(110, 110, 118): RGB(150, 150, 158),  // its edge
        RGB(16, 16, 18): RGB(60, 60, 66),  // its details
    ]

    /// `lightColors` as packed pairs sorted by the dark colour: a binary search costs less
    /// than hashing, and this runs for every cell drawn.
    private static let lightPairs: [(dark: UInt32, light: RGB)] = lightColors.map {
        (packed($0.key), $0.value)
    }.sorted { $0.dark < $1.dark }

    private static func packed(_ color: RGB) -> UInt32 {
        UInt32(color.r) << 16 | UInt32(color.g) << 8 | UInt32(color.b)
    }

    /// The light counterpart of a lab colour; nil for any other.
    private static func mapped(_ color: RGB) -> RGB? {
        let key = packed(color)
        var low = 0
        var high = lightPairs.count
        while low < high {
            let middle = (low + high) / 2
            let dark = lightPairs[middle].dark
            if dark == key { return lightPairs[middle].light }
            if dark < key { low = middle + 1 } else { high = middle }
        }
        return nil
    }

    /// `color` on a light page.
    public static func light(_ color: RGB) -> RGB { mapped(color) ?? color }

    /// A foreground on a light page, over `background` (as the lab draws it): a lab colour
    /// becomes its light counterpart; any other light ink (the panels' white titles, their
    /// state colours) over the lab's chrome is darkened so it reads on the light page; on the
    /// device's screen it stays.
    public static func lightForeground(_ color: RGB, over background: RGB) -> RGB {
        if let mapped = mapped(color) { return mapped }
        guard Self.mapped(background) != nil, color.luminance > 0.45 else { return color }
        return color == .white ? RGB(0, 0, 0) : color.mixed(with: .black, 0.5)
    }
}

/// A colour as both themes draw it.
struct SVGColor: Hashable {
    var dark: RGB
    var light: RGB

    init(_ color: RGB) {
        dark = color
        light = SVGTheme.light(color)
    }

    /// A foreground over `background`.
    init(foreground color: RGB, over background: RGB) {
        dark = color
        light = SVGTheme.lightForeground(color, over: background)
    }

    init(dark: RGB, light: RGB) {
        self.dark = dark
        self.light = light
    }

    func mixed(with other: SVGColor, _ fraction: Double) -> SVGColor {
        SVGColor(
            dark: dark.mixed(with: other.dark, fraction), light: light.mixed(with: other.light, fraction))
    }
}

/// The colours of a recording as CSS classes, numbered in the order they first appear:
/// `.c5{fill:…}` for fills, `.s5{stroke:…}` for strokes (backgrounds and rounded corners). A class stands for a colour in both themes, so the markup is
/// the same whatever the theme; only the style at the end says which colours the classes have.
struct SVGColors {
    private var numbers: [SVGColor: Int] = [:]
    private(set) var colors: [SVGColor] = []
    private var fills: [Bool] = []
    private var strokes: [Bool] = []

    private mutating func numbered(_ color: SVGColor) -> Int {
        if let known = numbers[color] { return known }
        let number = colors.count
        numbers[color] = number
        colors.append(color)
        fills.append(false)
        strokes.append(false)
        return number
    }

    /// The number of `color`'s class as a fill, numbered now if the colour is new.
    mutating func number(_ color: SVGColor) -> Int {
        let number = numbered(color)
        fills[number] = true
        return number
    }

    /// The number of `color`'s class as a stroke.
    mutating func stroke(_ color: SVGColor) -> Int {
        let number = numbered(color)
        strokes[number] = true
        return number
    }

    /// ` class="c5 b"`, or ` fill="#abc" class="b"` for a colour the same in both themes
    /// (it needs no rule, which costs more than the attribute unless the colour is used often).
    mutating func fill(_ color: SVGColor, classes: String = "") -> [UInt8] {
        attribute("fill", "c", color, classes: classes)
    }

    /// ` class="s5"`, or ` stroke="#abc"`.
    mutating func stroke(_ color: SVGColor, classes: String = "") -> [UInt8] {
        attribute("stroke", "s", color, classes: classes)
    }

    private mutating func attribute(_ name: String, _ prefix: String, _ color: SVGColor, classes: String)
        -> [UInt8]
    {
        var out: [UInt8] = []
        if color.dark == color.light {
            out += " \(name)=\"".utf8
            SVGRow.appendColor(color.dark, to: &out)
            out += "\"".utf8
            if !classes.isEmpty { out += " class=\"\(classes)\"".utf8 }
            return out
        }
        let number = prefix == "c" ? number(color) : stroke(color)
        out += " class=\"\(prefix)".utf8
        SVGWriter.appendBase62(number, to: &out)
        if !classes.isEmpty { out += " \(classes)".utf8 }
        out += "\"".utf8
        return out
    }

    /// The rules of every class in `theme`: for `auto`, the dark ones and the light ones in a
    /// `prefers-color-scheme: light` query.
    func css(theme: SVGTheme) -> [UInt8] {
        var out: [UInt8] = []
        switch theme {
        case .dark: appendRules(\.dark, to: &out)
        case .light: appendRules(\.light, to: &out)
        case .auto:
            appendRules(\.dark, to: &out)
            out += "\n@media (prefers-color-scheme:light){".utf8
            appendRules(\.light, to: &out)
            out += "}".utf8
        }
        return out
    }

    private func appendRules(_ side: KeyPath<SVGColor, RGB>, to out: inout [UInt8]) {
        for (number, color) in colors.enumerated() {
            for (used, name, property) in [
                (fills[number], ".c", "{fill:"), (strokes[number], ".s", "{stroke:"),
            ]
            where used {
                out += name.utf8
                SVGWriter.appendBase62(number, to: &out)
                out += property.utf8
                SVGRow.appendColor(color[keyPath: side], to: &out)
                out += "}".utf8
            }
        }
    }
}
