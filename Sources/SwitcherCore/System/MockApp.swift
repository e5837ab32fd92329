/// The main screen of a mock app, built from its asset: the artwork as an image view, and
/// every run of sensitive cells as a label marked privacy-sensitive (so a strategy can find
/// and redact it, as article 001 does with its fields).
public final class MockAppViewController: UIViewController {
    public let asset: AppAsset
    /// The sensitive fields, top to bottom.
    public private(set) var sensitiveFields: [UILabel] = []
    private let content = UIView()

    public init(asset: AppAsset) {
        self.asset = asset
    }

    public override func loadView() -> UIView {
        let root = MockAppRootView(content: content)
        root.backgroundColor = asset.background
        content.frame = Rect(x: 0, y: 0, width: asset.screen.width, height: asset.screen.height)
        var art = asset.screen
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
                while x < art.width && (art[x, y].mark == mark || isSensitiveGap(x: x, y: y, mark: mark)) {
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
                label.textColor = asset.screen[start, y].foreground
                label.isPrivacySensitive = true
                label.privacyField = asset.screen[start, y].field
                sensitiveFields.append(label)
            }
        }
        let image = UIImageView(image: art)
        content.addSubview(image)
        for label in sensitiveFields { content.addSubview(label) }
        root.addSubview(content)
        return root
    }

    /// A space inside a sensitive run ("Jane Appleseed") belongs to the field.
    private func isSensitiveGap(x: Int, y: Int, mark: UInt8) -> Bool {
        let screen = asset.screen
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

/// Keeps the app's artwork centred horizontally whatever the scene's width (split view).
final class MockAppRootView: UIView {
    private let content: UIView
    init(content: UIView) {
        self.content = content
        super.init()
    }
    override func layoutSubviews() {
        content.frame.origin = Point(x: max(0, (frame.width - content.frame.width) / 2), y: 0)
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
        window.makeKeyAndVisible()
        self.window = window
        return window
    }
}
