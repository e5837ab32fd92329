// Declaration-only stand-ins for the part of UIKit the printed code uses (with the Core
// Graphics and Core Animation types UIKit brings), with the signatures Apple documents:
// compiled as a module named UIKit so that `import UIKit` resolves in the typecheck
// (CodeTypecheckTests). Bodies only trap. Apple's optional protocol requirements are
// requirements with a default here.
@_exported import CoreImage
@_exported import Foundation

// MARK: Core Graphics and Core Animation

#if !canImport(CoreGraphics)
    open class CGContext {}
#endif

@MainActor open class CALayer: NSObject {
    open var superlayer: CALayer? { fatalError() }
    open var sublayers: [CALayer]? {
        get { fatalError() }
        set { fatalError() }
    }
    open func addSublayer(_ layer: CALayer) { fatalError() }
    open func removeAllAnimations() { fatalError() }
    open func render(in ctx: CGContext) { fatalError() }
}

// MARK: Application and scenes

@MainActor open class UIResponder: NSObject {
    public override init() { fatalError() }
    open var canBecomeFirstResponder: Bool { fatalError() }
    @discardableResult open func becomeFirstResponder() -> Bool { fatalError() }
}

@MainActor open class UIApplication: UIResponder {
    open class var shared: UIApplication { fatalError() }
    open func ignoreSnapshotOnNextApplicationLaunch() { fatalError() }

    public struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    nonisolated public static let willResignActiveNotification = NSNotification.Name(
        "UIApplicationWillResignActiveNotification")
    nonisolated public static let didEnterBackgroundNotification = NSNotification.Name(
        "UIApplicationDidEnterBackgroundNotification")
    nonisolated public static let willEnterForegroundNotification = NSNotification.Name(
        "UIApplicationWillEnterForegroundNotification")
    nonisolated public static let didBecomeActiveNotification = NSNotification.Name(
        "UIApplicationDidBecomeActiveNotification")
}

@MainActor public protocol UIApplicationDelegate: NSObjectProtocol {
    var window: UIWindow? { get set }
    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool
    func applicationWillResignActive(_ application: UIApplication)
    func applicationDidEnterBackground(_ application: UIApplication)
    func applicationWillEnterForeground(_ application: UIApplication)
    func applicationDidBecomeActive(_ application: UIApplication)
}

extension UIApplicationDelegate {
    public var window: UIWindow? {
        get { fatalError() }
        set { fatalError() }
    }
    public func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool { fatalError() }
    public func applicationWillResignActive(_ application: UIApplication) { fatalError() }
    public func applicationDidEnterBackground(_ application: UIApplication) { fatalError() }
    public func applicationWillEnterForeground(_ application: UIApplication) { fatalError() }
    public func applicationDidBecomeActive(_ application: UIApplication) { fatalError() }
    /// `@main` on the app delegate: UIApplicationMain.
    public static func main() { fatalError() }
}

@MainActor open class UIScene: UIResponder {
    @MainActor open class ConnectionOptions: NSObject {}
}

@MainActor open class UIWindowScene: UIScene {}

@MainActor open class UISceneSession: NSObject {}

@MainActor public protocol UISceneDelegate: NSObjectProtocol {
    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession,
        options connectionOptions: UIScene.ConnectionOptions)
    func sceneWillResignActive(_ scene: UIScene)
    func sceneDidEnterBackground(_ scene: UIScene)
    func sceneWillEnterForeground(_ scene: UIScene)
    func sceneDidBecomeActive(_ scene: UIScene)
}

extension UISceneDelegate {
    public func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession,
        options connectionOptions: UIScene.ConnectionOptions
    ) { fatalError() }
    public func sceneWillResignActive(_ scene: UIScene) { fatalError() }
    public func sceneDidEnterBackground(_ scene: UIScene) { fatalError() }
    public func sceneWillEnterForeground(_ scene: UIScene) { fatalError() }
    public func sceneDidBecomeActive(_ scene: UIScene) { fatalError() }
}

@MainActor public protocol UIWindowSceneDelegate: UISceneDelegate {
    var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
    public var window: UIWindow? {
        get { fatalError() }
        set { fatalError() }
    }
}

@MainActor open class UIScreen: NSObject {
    // API_DEPRECATED(ios(2.0, 26.0)): a warning from a deployment target of iOS 26.
    #if IOS26
        @available(*, deprecated, message: "Use a UIScreen instance found through context instead")
        open class var main: UIScreen { fatalError() }
    #else
        open class var main: UIScreen { fatalError() }
    #endif
    open var bounds: CGRect { fatalError() }
}

// MARK: Views

public final class UIColor: NSObject, Sendable {
    public class var white: UIColor { fatalError() }
    public class var black: UIColor { fatalError() }
    public class var gray: UIColor { fatalError() }
}

public final class UIFont: NSObject, Sendable {
    public struct TextStyle: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
    }
    public class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont { fatalError() }
}

public final class UIImage: NSObject, Sendable {
    public override init() { fatalError() }
    public init?(named name: String) { fatalError() }
    public init(ciImage: CIImage) { fatalError() }
}

extension CIImage {
    /// Core Image's UIKit additions.
    public convenience init?(image: UIImage) { fatalError() }
}

// Deprecated in iOS 17 ("Replace usage of UIGraphicsBeginImageContext with
// UIGraphicsImageRenderer"): a warning from a deployment target of iOS 17.
#if IOS17
    @available(
        *, deprecated, message: "Replace usage of UIGraphicsBeginImageContext with UIGraphicsImageRenderer"
    )
    public func UIGraphicsBeginImageContext(_ size: CGSize) { fatalError() }
#else
    public func UIGraphicsBeginImageContext(_ size: CGSize) { fatalError() }
#endif
public func UIGraphicsGetCurrentContext() -> CGContext? { fatalError() }
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? { fatalError() }
public func UIGraphicsEndImageContext() { fatalError() }

/// iOS 10 and later.
@MainActor open class UIGraphicsImageRendererContext: NSObject {
    open var cgContext: CGContext { fatalError() }
}

/// iOS 10 and later.
@MainActor open class UIGraphicsImageRendererFormat: NSObject {
    public override init() { fatalError() }
    open var scale: CGFloat {
        get { fatalError() }
        set { fatalError() }
    }
    open var opaque: Bool {
        get { fatalError() }
        set { fatalError() }
    }
}

/// iOS 10 and later.
@MainActor open class UIGraphicsImageRenderer: NSObject {
    public init(bounds: CGRect) { fatalError() }
    public init(size: CGSize) { fatalError() }
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) { fatalError() }
    public init(size: CGSize, format: UIGraphicsImageRendererFormat) { fatalError() }
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage { fatalError() }
}

@MainActor open class UIView: UIResponder {
    public init(frame: CGRect) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    public override convenience init() { fatalError() }

    open var frame: CGRect {
        get { fatalError() }
        set { fatalError() }
    }
    open var bounds: CGRect {
        get { fatalError() }
        set { fatalError() }
    }
    open var backgroundColor: UIColor? {
        get { fatalError() }
        set { fatalError() }
    }
    open var tag: Int {
        get { fatalError() }
        set { fatalError() }
    }
    open var alpha: CGFloat {
        get { fatalError() }
        set { fatalError() }
    }
    open var isHidden: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    open var subviews: [UIView] { fatalError() }
    open var window: UIWindow? { fatalError() }
    open var layer: CALayer { fatalError() }

    open func addSubview(_ view: UIView) { fatalError() }
    open func bringSubviewToFront(_ view: UIView) { fatalError() }
    open func removeFromSuperview() { fatalError() }
    open func viewWithTag(_ tag: Int) -> UIView? { fatalError() }

    public enum AnimationCurve: Int, Sendable {
        case easeInOut, easeIn, easeOut, linear
    }

    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    }

    open class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        fatalError()
    }
    open class func animate(
        withDuration duration: TimeInterval, animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) { fatalError() }
    open class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) { fatalError() }
}

public enum NSTextAlignment: Int, Sendable {
    case left, center, right, justified, natural
}

@MainActor open class UILabel: UIView {
    open var text: String? {
        get { fatalError() }
        set { fatalError() }
    }
    open var textColor: UIColor! {
        get { fatalError() }
        set { fatalError() }
    }
    open var textAlignment: NSTextAlignment {
        get { fatalError() }
        set { fatalError() }
    }
    open var numberOfLines: Int {
        get { fatalError() }
        set { fatalError() }
    }
    open var font: UIFont! {
        get { fatalError() }
        set { fatalError() }
    }
    open var adjustsFontForContentSizeCategory: Bool {
        get { fatalError() }
        set { fatalError() }
    }
}

@MainActor open class UIImageView: UIView {
    public init(image: UIImage?) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
}

@MainActor open class UIControl: UIView {}

@MainActor open class UITextField: UIControl {
    open var isSecureTextEntry: Bool {
        get { fatalError() }
        set { fatalError() }
    }
}

public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, url, numberPad
}

@MainActor public protocol UITextInputTraits: NSObjectProtocol {}

@MainActor public protocol UIKeyInput: UITextInputTraits {
    var hasText: Bool { get }
    func insertText(_ text: String)
    func deleteBackward()
}

@MainActor open class UIVisualEffect: NSObject {}

@MainActor open class UIBlurEffect: UIVisualEffect {
    public enum Style: Int, Sendable {
        case extraLight, light, dark
    }
    public convenience init(style: UIBlurEffect.Style) { fatalError() }
}

@MainActor open class UIVisualEffectView: UIView {
    public init(effect: UIVisualEffect?) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open var effect: UIVisualEffect? {
        get { fatalError() }
        set { fatalError() }
    }
}

@MainActor open class UIViewPropertyAnimator: NSObject {
    public convenience init(
        duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil
    ) { fatalError() }
    open var fractionComplete: CGFloat {
        get { fatalError() }
        set { fatalError() }
    }
    open func stopAnimation(_ withoutFinishing: Bool) { fatalError() }
}

@MainActor open class UIWindow: UIView {
    public init(windowScene: UIWindowScene) { fatalError() }
    public override init(frame: CGRect) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }

    public struct Level: Hashable, RawRepresentable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = Level(0)
        public static let alert = Level(2000)
        public static func + (lhs: Level, rhs: CGFloat) -> Level { Level(lhs.rawValue + rhs) }
    }

    open var windowLevel: UIWindow.Level {
        get { fatalError() }
        set { fatalError() }
    }
    open var rootViewController: UIViewController? {
        get { fatalError() }
        set { fatalError() }
    }
    open var windowScene: UIWindowScene? {
        get { fatalError() }
        set { fatalError() }
    }
    open var screen: UIScreen { fatalError() }
    open func makeKeyAndVisible() { fatalError() }
}

// MARK: View controllers

public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen, pageSheet, formSheet, currentContext, custom, overFullScreen
    case automatic = -2
}

@MainActor open class UIViewController: UIResponder {
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    public override convenience init() { fatalError() }

    open var view: UIView! {
        get { fatalError() }
        set { fatalError() }
    }
    open var modalPresentationStyle: UIModalPresentationStyle {
        get { fatalError() }
        set { fatalError() }
    }
    open var presentedViewController: UIViewController? { fatalError() }

    open func viewDidLoad() { fatalError() }
    open func viewWillLayoutSubviews() { fatalError() }
    open func viewDidAppear(_ animated: Bool) { fatalError() }
    open func present(
        _ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil
    ) { fatalError() }
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) { fatalError() }
}

@MainActor open class UITableView: UIView {
    public enum Style: Int, Sendable {
        case plain, grouped, insetGrouped
    }
}

@MainActor open class UITableViewController: UIViewController {
    public init(style: UITableView.Style) { fatalError() }
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
}
