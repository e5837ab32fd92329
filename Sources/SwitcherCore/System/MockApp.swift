/// The main screen of a mock app, built from its asset: the artwork as an image view, and
/// every run of sensitive cells as a label marked privacy-sensitive (so a strategy can find
/// and redact it, as article 001 does with its fields). An app with a regular-width layout
/// has both, and shows the one that fits the scene's width (MODEL §43).
public final class MockAppViewController: UIViewController {
    public let asset: AppAsset
    /// The sensitive fields, top to bottom, of the phone layout and then the iPad one.
    public private(set) var sensitiveFields: [UILabel] = []

    public init(asset: AppAsset) {
        self.asset = asset
    }

    public override func loadView() -> UIView {
        let compact = makeContent(asset.screen)
        let regular = asset.regularScreen.map(makeContent)
        let root = MockAppRootView(compact: compact, regular: regular)
        root.backgroundColor = asset.background
        root.addSubview(compact)
        if let regular { root.addSubview(regular) }
        return root
    }

    /// One layout: the artwork without its sensitive runs, and a label over each.
    private func makeContent(_ screen: Canvas) -> UIView {
        let content = UIView(frame: Rect(x: 0, y: 0, width: screen.width, height: screen.height))
        var art = screen
        var fields: [UILabel] = []
        for y in 0..<art.height {
            var x = 0
            while x < art.width {
                guard art[x, y].sensitive else {
                    x += 1
                    continue
                }
                let start = x
                let mark = art[x, y].mark
                var text = ""
                // One label per field: a run ends where another field's cells begin.
                while x < art.width
                    && (art[x, y].mark == mark || Self.isSensitiveGap(screen, x: x, y: y, mark: mark))
                {
                    text.append(art[x, y].glyph)
                    var blank = art[x, y]
                    blank.glyph = " "
                    blank.sensitive = false
                    art[x, y] = blank
                    x += 1
                }
                let trimmed = String(text.reversed().drop { $0 == " " }.reversed())
                let label = UILabel(frame: Rect(x: start, y: y, width: trimmed.count, height: 1))
                label.text = trimmed
                label.textColor = screen[start, y].foreground
                label.isPrivacySensitive = true
                label.privacyField = screen[start, y].field
                fields.append(label)
            }
        }
        content.addSubview(UIImageView(image: art))
        for label in fields { content.addSubview(label) }
        sensitiveFields += fields
        return content
    }

    /// A space inside a sensitive run ("Jane Appleseed") belongs to the field.
    private static func isSensitiveGap(_ screen: Canvas, x: Int, y: Int, mark: UInt8) -> Bool {
        guard screen[x, y].isBlank else { return false }
        var right = x
        while right < screen.width && screen[right, y].isBlank { right += 1 }
        return right < screen.width && screen[right, y].mark == mark && right - x <= 2
    }

    /// What the system shows at a cold launch with no usable snapshot: the app's background
    /// with its icon, as a launch storyboard would.
    public static func launchScreen(for asset: AppAsset, size: Size) -> Canvas {
        var canvas = Canvas(
            width: size.width, height: size.height, filling: Cell(background: asset.background))
        let center = Point(x: size.width / 2, y: size.height / 2 - 1)
        canvas.put(
            String(asset.icon), x: center.x, y: center.y, foreground: asset.accent, attributes: [.bold])
        return canvas
    }
}

/// Shows the layout that fits the scene's width: the regular-width one on a whole iPad, else
/// the phone's, centred horizontally (an iPhone, half an iPad in split view, or an app with no
/// iPad layout, as iPhone apps run on an iPad).
final class MockAppRootView: UIView {
    private let compact: UIView
    private let regular: UIView?
    init(compact: UIView, regular: UIView?) {
        self.compact = compact
        self.regular = regular
        super.init()
    }
    override func layoutSubviews() {
        // As `AppAsset.screen(forWidth:)` chooses.
        let wide =
            regular.map { SizeClass(width: frame.width) == .regular && $0.frame.width <= frame.width }
            ?? false
        regular?.isHidden = !wide
        compact.isHidden = wide
        compact.frame.origin = Point(x: max(0, (frame.width - compact.frame.width) / 2), y: 0)
    }
}

/// The mock app's own delegates: they build the UI the way a template app does. The world
/// hands each callback to the installed strategy right after them.
final class MockAppDelegate: UIApplicationDelegate {
    let asset: AppAsset
    /// The pre-iOS 13 window (`app` lifecycle).
    var window: UIWindow?
    init(asset: AppAsset) { self.asset = asset }
}

final class MockSceneDelegate: UISceneDelegate, ActivityDelegate {
    let asset: AppAsset
    var window: UIWindow?
    init(asset: AppAsset) { self.asset = asset }

    /// Builds the scene's main window (the storyboard's job).
    func makeWindow(in scene: UIWindowScene) -> UIWindow {
        let window = UIWindow(windowScene: scene)
        window.rootViewController = MockAppViewController(asset: asset)
        window.isAppWindow = true
        window.makeKeyAndVisible()
        self.window = window
        return window
    }
}
