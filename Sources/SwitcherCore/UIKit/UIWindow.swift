/// A window: a root view controller's view, drawn above or below other windows by level.
open class UIWindow: UIView {
    /// `UIWindow.Level`: windows composite in level order, ties in the order shown.
    public struct Level: Hashable, Comparable, Sendable {
        public var rawValue: Double
        public init(rawValue: Double) { self.rawValue = rawValue }
        public static let normal = Level(rawValue: 0)
        public static let statusBar = Level(rawValue: 1000)
        public static let alert = Level(rawValue: 2000)
        public static func + (level: Level, n: Double) -> Level { Level(rawValue: level.rawValue + n) }
        public static func < (a: Level, b: Level) -> Bool { a.rawValue < b.rawValue }
    }

    public var windowLevel: Level = .normal
    public private(set) weak var windowScene: UIWindowScene?
    /// Android's `FLAG_SECURE`: no thumbnail is taken, screenshots are blocked.
    public var isSecure = false
    /// The window's layer moved into a secure text field's canvas (`secure-field-layer`):
    /// captures leave it out on the releases where the trick works (MODEL §47).
    public var isHostedInSecureTextField = false

    public var rootViewController: UIViewController? {
        didSet {
            oldValue?.view.removeFromSuperview()
            if let root = rootViewController {
                root.view.frame = bounds
                insertSubview(root.view, at: 0)
            }
        }
    }

    /// `UIWindow(windowScene:)`: a window of that scene, hidden until shown, full-screen.
    public init(windowScene: UIWindowScene) {
        self.windowScene = windowScene
        super.init(frame: Rect(origin: .zero, size: windowScene.size))
        isHidden = true
        windowScene.attach(self)
    }

    /// The app's own window (its storyboard's), as opposed to one a strategy made: the one
    /// whose loss of key status is a side effect (MODEL §56).
    var isAppWindow = false

    /// Shows the window and makes it the scene's key window. Made key over the app's visible
    /// key window, it takes the keys from it: the app's keyboard goes down and VoiceOver's
    /// focus moves to it (MODEL §56).
    public func makeKeyAndVisible() {
        let previous = windowScene?.keyWindow
        isHidden = false
        windowScene?.bringToFront(self)
        windowScene?.keyWindow = self
        guard let scene = windowScene, let previous, previous !== self, previous.isAppWindow,
            !previous.isHidden
        else { return }
        let name = "a UIWindow at level \(Int(windowLevel.rawValue))"
        scene.report(.keyWindowLost, "makeKeyAndVisible() on \(name): the app's window resigns key")
        scene.dismissKeyboard(of: previous, because: "its window resigned key")
        if !isAppWindow { scene.report(.voiceOverFocus, "VoiceOver focus moves to \(name)") }
    }

    public var isKeyWindow: Bool { windowScene?.keyWindow === self }

    /// Hiding the key window hands key status to the topmost visible window (hiding a privacy
    /// window gives the keys back to the app's window); showing a window when none is key
    /// makes it key.
    open override var isHidden: Bool {
        didSet {
            guard isHidden != oldValue, let scene = windowScene else { return }
            if isHidden && scene.keyWindow === self {
                scene.keyWindow = scene.visibleWindows.last
                if isAppWindow {
                    scene.report(.keyWindowLost, "the app's key window hidden: it resigns key")
                    scene.dismissKeyboard(of: self, because: "its window was hidden")
                }
            } else if !isHidden && scene.keyWindow == nil {
                scene.keyWindow = self
            }
        }
    }

    open override func layoutSubviews() {
        if let size = windowScene?.size, frame.size != size { frame.size = size }
        rootViewController?.view.frame = bounds
        var presented = rootViewController?.presentedViewController
        while let controller = presented {
            controller.view.frame = UIViewController.frame(
                of: controller.resolvedPresentationStyle, in: bounds)
            controller.dimmingView?.frame = bounds
            presented = controller.presentedViewController
        }
    }
}
