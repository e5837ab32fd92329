internal import SwitcherCore

/// `UIColor`: an opaque colour, or clear.
@MainActor public final class UIColor {
    /// Nil: clear.
    let rgb: RGB?

    init(_ rgb: RGB?) { self.rgb = rgb }

    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(alpha <= 0 ? nil : RGB(Self.byte(red), Self.byte(green), Self.byte(blue)))
    }

    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    private static func byte(_ value: CGFloat) -> UInt8 { UInt8(max(0, min(255, (value * 255).rounded()))) }

    public static var white: UIColor { UIColor(.white) }
    public static var black: UIColor { UIColor(.black) }
    public static var gray: UIColor { UIColor(.gray) }
    public static var lightGray: UIColor { UIColor(RGB(170, 170, 170)) }
    public static var darkGray: UIColor { UIColor(RGB(85, 85, 85)) }
    public static var clear: UIColor { UIColor(nil) }
    public static var systemBackground: UIColor { UIColor(.white) }
    public static var secondarySystemBackground: UIColor { UIColor(.groupedBackground) }
    public static var systemGroupedBackground: UIColor { UIColor(.groupedBackground) }
    public static var label: UIColor { UIColor(.black) }
    public static var secondaryLabel: UIColor { UIColor(.gray) }
    public static var systemGray: UIColor { UIColor(.gray) }
}

/// `UIFont`: only its text style, which decides whether a label is drawn bold.
@MainActor public final class UIFont {
    public struct TextStyle: Hashable, Sendable {
        let name: String
        public static let largeTitle = TextStyle(name: "largeTitle")
        public static let title1 = TextStyle(name: "title1")
        public static let title2 = TextStyle(name: "title2")
        public static let title3 = TextStyle(name: "title3")
        public static let headline = TextStyle(name: "headline")
        public static let body = TextStyle(name: "body")
        public static let callout = TextStyle(name: "callout")
        public static let subheadline = TextStyle(name: "subheadline")
        public static let footnote = TextStyle(name: "footnote")
        public static let caption1 = TextStyle(name: "caption1")
        public static let caption2 = TextStyle(name: "caption2")
    }

    let isBold: Bool

    init(bold: Bool) { isBold = bold }

    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        UIFont(bold: [.largeTitle, .title1, .title2, .title3, .headline].contains(style))
    }

    public static func systemFont(ofSize size: CGFloat) -> UIFont { UIFont(bold: false) }
    public static func boldSystemFont(ofSize size: CGFloat) -> UIFont { UIFont(bold: true) }
}

/// `NSTextAlignment`.
public enum NSTextAlignment: Sendable {
    case left, center, right, natural, justified
}

/// `UIImage`: a picture of cells.
@MainActor open class UIImage {
    let canvas: Canvas
    /// The transparent fringe of an image made from a Core Image blur left uncropped: columns
    /// at each side, rows at the top and bottom (MODEL §63).
    let fringe: Size

    init(canvas: Canvas, fringe: Size = Size(width: 0, height: 0)) {
        self.canvas = canvas
        self.fringe = fringe
    }

    /// An empty image.
    public init() {
        canvas = Canvas(width: 0, height: 0)
        fringe = Size(width: 0, height: 0)
    }

    /// An image of the app's bundle: the lab's apps, made today, have a launch storyboard and
    /// no launch image file (`Default-Landscape`, `LaunchImage`, `Default` find nothing); their
    /// asset catalog has one picture, `PrivacyCover`; any other name finds nothing (MODEL §63).
    public convenience init?(named name: String) {
        guard let application = LabContext.application,
            let image = SwitcherCore.UIImage(named: name, in: application)
        else { return nil }
        self.init(canvas: image)
    }

    public var size: CGSize {
        CGSize(width: CGFloat(canvas.width) * Scale.x, height: CGFloat(canvas.height) * Scale.y)
    }
}
