internal import SwitcherCore

/// `UIView`: stands for a view of the core's model (`core`), which draws it.
@MainActor open class UIView: UIResponder {
    package let core: CoreView

    /// A view of the app's own the harness hands the code (its window, its screen).
    init(bridging core: CoreView) {
        self.core = core
        super.init()
        core.bridged = self
    }

    /// A new view the code made: remembered as the code's.
    init(making core: CoreView) {
        self.core = core
        super.init()
        core.bridged = self
        LabContext.remember(core)
    }

    public convenience init(frame: CGRect) {
        self.init(making: CoreView(frame: Scale.cells(frame)))
    }

    public convenience override init() { self.init(frame: .zero) }

    public required init?(coder: NSCoder) { return nil }

    /// The view standing for `core`: the one already made, else a new one of its kind.
    static func bridge(_ core: CoreView) -> UIView {
        if let view = core.bridged as? UIView { return view }
        switch core {
        case let window as CoreWindow: return UIWindow(bridging: window)
        case let label as CoreLabel: return UILabel(bridging: label)
        case let image as CoreImageView: return UIImageView(bridging: image)
        default: return UIView(bridging: core)
        }
    }

    // MARK: Geometry

    public var frame: CGRect {
        get { Scale.points(core.frame) }
        set { core.frame = Scale.cells(newValue) }
    }

    public var bounds: CGRect {
        get { Scale.points(core.bounds) }
        set { core.frame.size = Scale.cells(newValue).size }
    }

    public var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }

    public var autoresizingMask: AutoresizingMask = []

    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    }

    // MARK: Appearance

    public var backgroundColor: UIColor? {
        get { core.backgroundColor.map { UIColor($0) } }
        set { core.backgroundColor = newValue?.rgb }
    }

    public var alpha: CGFloat {
        get { CGFloat(core.alpha) }
        set { core.alpha = Double(newValue) }
    }

    open var isHidden: Bool {
        get { core.isHidden }
        set {
            if newValue, !core.isHidden, LabContext.appViews.contains(ObjectIdentifier(core)) {
                LabContext.hiddenAppWindows.append(WeakCoreView(core))
            }
            core.isHidden = newValue
        }
    }

    public var tag: Int {
        get { core.tag }
        set { core.tag = newValue }
    }

    public var isOpaque = true
    public var clipsToBounds = false
    public var isUserInteractionEnabled = true
    public var accessibilityViewIsModal = false

    public var layer: CALayer { CALayer(view: self) }

    // MARK: Hierarchy

    public var superview: UIView? { core.superview.map(UIView.bridge) }
    public var subviews: [UIView] { core.subviews.map(UIView.bridge) }
    public var window: UIWindow? { core.window.map { UIView.bridge($0) as! UIWindow } }

    open func addSubview(_ view: UIView) { core.addSubview(view.core) }
    open func insertSubview(_ view: UIView, at index: Int) { core.insertSubview(view.core, at: index) }
    open func removeFromSuperview() { core.removeFromSuperview() }
    open func bringSubviewToFront(_ view: UIView) { core.bringSubviewToFront(view.core) }
    open func viewWithTag(_ tag: Int) -> UIView? { core.viewWithTag(tag).map(UIView.bridge) }

    open func layoutSubviews() {}
    open func setNeedsLayout() {}
    open func layoutIfNeeded() {}
}

/// `UILabel`.
@MainActor open class UILabel: UIView {
    var label: CoreLabel { core as! CoreLabel }

    override init(bridging core: CoreView) { super.init(bridging: core) }

    public init(frame: CGRect) { super.init(making: CoreLabel(frame: Scale.cells(frame))) }

    public convenience init() { self.init(frame: .zero) }

    public required init?(coder: NSCoder) { return nil }

    public var text: String? {
        get { label.text }
        set {
            if LabContext.appViews.contains(ObjectIdentifier(core)),
                !LabContext.changedLabels.contains(where: { $0.label.view === core })
            {
                LabContext.changedLabels.append((WeakCoreView(core), label.text))
            }
            label.text = newValue ?? ""
        }
    }

    public var textColor: UIColor! {
        get { UIColor(label.textColor) }
        set { label.textColor = newValue?.rgb ?? .black }
    }

    public var textAlignment: NSTextAlignment = .natural {
        didSet {
            switch textAlignment {
            case .center: label.textAlignment = .center
            case .right: label.textAlignment = .right
            case .left, .natural, .justified: label.textAlignment = .left
            }
        }
    }

    public var numberOfLines: Int {
        get { label.numberOfLines }
        set { label.numberOfLines = newValue }
    }

    public var font: UIFont! {
        didSet { label.attributes = font?.isBold == true ? [.bold] : [] }
    }

    public var adjustsFontForContentSizeCategory = false
}

/// `UIImageView`: its image stretched to the frame (`.scaleToFill`, UIKit's default), or at
/// its own size, centred.
@MainActor open class UIImageView: UIView {
    var imageView: CoreImageView { core as! CoreImageView }

    override init(bridging core: CoreView) { super.init(bridging: core) }

    public init(image: UIImage?) {
        super.init(making: CoreImageView(image: image?.canvas))
        imageView.transparentMargin = image?.fringe ?? Size(width: 0, height: 0)
    }

    public required init?(coder: NSCoder) { return nil }

    public var image: UIImage? {
        get { imageView.image.map { UIImage(canvas: $0, fringe: imageView.transparentMargin) } }
        set {
            imageView.image = newValue?.canvas
            imageView.transparentMargin = newValue?.fringe ?? Size(width: 0, height: 0)
        }
    }

    public var contentMode: ContentMode = .scaleToFill {
        didSet {
            imageView.contentMode =
                contentMode == .scaleToFill || contentMode == .scaleAspectFill ? .scaleToFill : .center
        }
    }

    public enum ContentMode: Sendable { case scaleToFill, scaleAspectFit, scaleAspectFill, center }
}

/// `UIWindow`.
@MainActor open class UIWindow: UIView {
    var coreWindow: CoreWindow { core as! CoreWindow }

    /// `UIWindow.Level`.
    public struct Level: Hashable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = Level(rawValue: 0)
        public static let statusBar = Level(rawValue: 1000)
        public static let alert = Level(rawValue: 2000)
        public static func + (level: Level, n: CGFloat) -> Level { Level(rawValue: level.rawValue + n) }
        public static func - (level: Level, n: CGFloat) -> Level { Level(rawValue: level.rawValue - n) }
    }

    override init(bridging core: CoreView) { super.init(bridging: core) }

    public init(windowScene: UIWindowScene) {
        super.init(making: CoreWindow(windowScene: windowScene.core))
    }

    /// A window on the screen: before scenes, the app's one screen (the scene whose callback
    /// is running).
    public init(frame: CGRect) {
        guard let scene = LabContext.scene else {
            fatalError("UIWindow(frame:) with no screen to show it on")
        }
        let window = CoreWindow(windowScene: scene)
        window.frame = Scale.cells(frame)
        super.init(making: window)
    }

    public required init?(coder: NSCoder) { return nil }

    public var windowScene: UIWindowScene? { coreWindow.windowScene.map(UIWindowScene.bridge) }

    public var windowLevel: Level {
        get { Level(rawValue: CGFloat(coreWindow.windowLevel.rawValue)) }
        set { coreWindow.windowLevel = .init(rawValue: Double(newValue.rawValue)) }
    }

    public var rootViewController: UIViewController? {
        get { coreWindow.rootViewController.map(UIViewController.bridge) }
        set { coreWindow.rootViewController = newValue?.core }
    }

    public var isKeyWindow: Bool { coreWindow.isKeyWindow }

    public func makeKeyAndVisible() { coreWindow.makeKeyAndVisible() }
    public func makeKey() { if !coreWindow.isHidden { coreWindow.makeKeyAndVisible() } }
}

/// `CALayer`: the view's animations, drawing it into a context, and as much of the layer tree
/// as the secure-text-field trick walks: a window's layer moved into a secure field's canvas
/// is left out of captures where the trick works.
@MainActor public final class CALayer {
    enum Kind {
        case view(UIView)
        /// What a window's layer hangs from.
        case screen
        /// The private canvas layer a secure `UITextField` draws its text in.
        case secureCanvas
    }

    let kind: Kind

    init(view: UIView) { kind = .view(view) }
    init(_ kind: Kind) { self.kind = kind }

    private var view: UIView? {
        if case .view(let view) = kind { return view }
        return nil
    }

    public func removeAllAnimations() { view?.core.layer.removeAllAnimations() }
    public func removeAnimation(forKey key: String) { view?.core.layer.removeAnimation(forKey: key) }

    public func animationKeys() -> [String]? {
        guard let core = view?.core, let time = core.window?.windowScene?.clock.now else { return nil }
        return core.layer.animationKeys(at: time)
    }

    /// Draws the view and what is in it into `context`, as it is on screen now.
    public func render(in context: CGContext) {
        if let view { context.draw(view.core) }
    }

    public var superlayer: CALayer? {
        guard let view else { return nil }
        if view is UIWindow { return CALayer(.screen) }
        return view.superview?.layer
    }

    public var sublayers: [CALayer]? {
        guard let view else { return nil }
        if let field = view as? UITextField, field.isSecureTextEntry { return [CALayer(.secureCanvas)] }
        let layers = view.subviews.map(\.layer)
        return layers.isEmpty ? nil : layers
    }

    /// Moving a window's layer into a secure field's canvas hosts the window there.
    public func addSublayer(_ layer: CALayer) {
        guard case .secureCanvas = kind, let window = layer.view as? UIWindow else { return }
        window.coreWindow.isHostedInSecureTextField = true
    }
}

/// `UIScreen`: the device's screen, as big as the scene's window.
@MainActor public final class UIScreen {
    let size: Size

    init(size: Size) { self.size = size }

    public var bounds: CGRect { Scale.points(Rect(origin: .zero, size: size)) }
    public var scale: CGFloat { 1 }

    @available(
        iOS, introduced: 2.0, deprecated: 26.0,
        message: "Use a UIScreen instance found through context instead"
    )
    public static var main: UIScreen {
        UIScreen(size: LabContext.scene?.size ?? Size(width: 0, height: 0))
    }
}

extension UIWindow {
    public var screen: UIScreen { UIScreen(size: coreWindow.windowScene?.size ?? core.frame.size) }
}
