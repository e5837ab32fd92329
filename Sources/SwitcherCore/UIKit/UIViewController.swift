/// How a presented controller is laid out (`UIModalPresentationStyle`).
public enum UIModalPresentationStyle: Hashable, Sendable {
    /// The default: for a plain controller a page sheet before iOS 18, a form sheet since
    /// (`IOSVersion.automaticPresentation`).
    case automatic
    case fullScreen
    /// A card over the presenter: on a compact-width screen (an iPhone, half an iPad) from
    /// just below the top edge down, the presenter dimmed behind its top; on a regular-width
    /// one (a whole iPad) centred, page-shaped, over dimmed and still readable margins.
    case pageSheet
    /// As a page sheet at compact width; at regular width smaller, centred on the screen.
    case formSheet
    /// An alert: a small box in the middle, the presenter dimmed.
    case alert
}

/// A view controller: owns a view, presents others modally, takes typed keys.
open class UIViewController {
    public private(set) var presentedViewController: UIViewController?
    public private(set) weak var presentingViewController: UIViewController?
    private var loadedView: UIView?
    /// The object that stands for this controller in code compiled against the lab's UIKit
    /// model (`LabUIKit`): set by that model, never read by the core.
    public var bridged: AnyObject?
    /// How it is laid out when presented; `.automatic` resolves by the iOS release.
    public var modalPresentationStyle: UIModalPresentationStyle = .automatic
    /// The style it was presented in, `.automatic` resolved, while it is presented.
    private var presentedStyle: UIModalPresentationStyle?
    /// When true, a sheet cannot be swiped down (UIKit's `isModalInPresentation`).
    public var isModalInPresentation = false
    /// The app presented it itself (its alert, its sheet): a strategy's code that dismisses it
    /// has dismissed the app's own UI (MODEL §56).
    var isOwnedByApp = false
    /// The dimming behind a sheet or an alert while this controller is presented.
    var dimmingView: UIView?

    public init() {}

    /// The root view, made on first use by `loadView()` then `viewDidLoad()`.
    public var view: UIView {
        if let loadedView { return loadedView }
        let view = loadView()
        loadedView = view
        viewDidLoad()
        return view
    }

    /// Makes the root view; override to build a custom one. The default view calls
    /// `viewWillLayoutSubviews()` before each layout.
    open func loadView() -> UIView { ViewControllerRootView(controller: self) }
    open func viewDidLoad() {}
    /// Called before the default root view lays out its subviews: position them for its bounds.
    open func viewWillLayoutSubviews() {}

    /// A key typed while this controller is the topmost one on the key window (a PIN pad).
    open func insertText(_ text: String) {}

    /// The controller at the top of the modal chain starting here.
    public var topmostViewController: UIViewController {
        var top = self
        while let next = top.presentedViewController { top = next }
        return top
    }

    /// The style it is laid out in: the one it was presented in, or `.automatic` resolved on
    /// the current release.
    public var resolvedPresentationStyle: UIModalPresentationStyle {
        presentedStyle ?? resolved(on: .current)
    }

    /// `modalPresentationStyle` with `.automatic` resolved on `version`.
    func resolved(on version: IOSVersion) -> UIModalPresentationStyle {
        modalPresentationStyle == .automatic ? version.automaticPresentation : modalPresentationStyle
    }

    /// Whether it is a sheet the user can swipe down.
    public var isSheet: Bool { [.pageSheet, .formSheet].contains(resolvedPresentationStyle) }

    /// Presents `controller` over this one, laid out by its `modalPresentationStyle`.
    /// Animated, it slides up from the bottom edge over `UIViewController.presentationDuration`;
    /// not animated, it is there at once. As in UIKit, a controller that already presents
    /// another cannot present: the call does nothing but log a warning to the console.
    public func present(_ controller: UIViewController, animated: Bool, completion: (() -> Void)? = nil) {
        guard let window = view.window else {
            completion?()
            return
        }
        if let current = presentedViewController {
            window.windowScene?.console(
                "Attempt to present <\(type(of: controller))> on <\(type(of: self))> which is already presenting <\(type(of: current))>"
            )
            return
        }
        presentedViewController = controller
        controller.presentingViewController = self
        let style = controller.resolved(on: window.windowScene?.application.systemVersion ?? .current)
        controller.presentedStyle = style
        if style != .fullScreen {
            let dimming = DimmingView(frame: window.bounds)
            window.addSubview(dimming)
            controller.dimmingView = dimming
            if animated {
                dimming.alpha = 0
                UIView.animate(
                    withDuration: UIViewController.presentationDuration,
                    animations: { dimming.alpha = DimmingView.opacity })
            }
        }
        let view = controller.view
        view.frame = Self.frame(of: style, in: window.bounds)
        window.addSubview(view)
        // An alert with a text field puts the keyboard up.
        if (controller as? UIAlertController)?.textFieldText != nil {
            window.windowScene?.keyboardWindow = window
        }
        if animated {
            view.translationY = Double(window.bounds.height - view.frame.minY)
            UIView.animate(
                withDuration: UIViewController.presentationDuration, curve: .easeOut,
                animations: { view.translationY = 0 }, completion: { _ in completion?() })
        } else {
            completion?()
        }
    }

    /// Where a presented view goes in a window of `bounds`.
    /// (MODEL §30, §43.)
    static func frame(of style: UIModalPresentationStyle, in bounds: Rect) -> Rect {
        switch style {
        case .automatic, .pageSheet, .formSheet:
            let top = min(2, bounds.height)
            // Compact width (an iPhone, half an iPad): both sheets are a card from row 2 down.
            guard SizeClass(width: bounds.width) == .regular else {
                return Rect(
                    x: bounds.minX, y: bounds.minY + top, width: bounds.width, height: bounds.height - top)
            }
            if style == .formSheet {
                // Smaller than a page sheet, centred both ways: half the width, about half the height.
                let width = bounds.width / 2
                let height = min(bounds.height - 2 * top, bounds.height * 11 / 20)
                return Rect(
                    x: bounds.minX + (bounds.width - width) / 2,
                    y: bounds.minY + (bounds.height - height) / 2, width: width, height: height)
            }
            // A page, two thirds of the width, from row 2 down.
            let width = bounds.width * 2 / 3
            return Rect(
                x: bounds.minX + (bounds.width - width) / 2, y: bounds.minY + top, width: width,
                height: bounds.height - top)
        case .alert:
            let width = min(bounds.width - 2, 26)
            let height = min(bounds.height, 6)
            return Rect(
                x: bounds.minX + (bounds.width - width) / 2, y: bounds.minY + (bounds.height - height) / 2,
                width: width, height: height)
        case .fullScreen:
            return bounds
        }
    }

    /// Dismisses the controller this one presented (or this one, if it was presented).
    public func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
        dismiss(animated: animated, byUser: false, completion: completion)
    }

    /// `dismiss(animated:completion:)`; `byUser`: the user's own gesture (the alert's button,
    /// a sheet swiped down), else code, whose dismissal of the app's own UI is a side effect.
    func dismiss(animated: Bool, byUser: Bool, completion: (() -> Void)? = nil) {
        let presenter = presentedViewController == nil ? presentingViewController : self
        guard let presenter, let presented = presenter.presentedViewController else {
            completion?()
            return
        }
        // Anything presented on top goes too.
        let chain = Array(sequence(first: presented, next: { $0.presentedViewController }))
        if let window = presented.view.window, let scene = window.windowScene {
            if !byUser {
                for controller in chain where controller.isOwnedByApp {
                    scene.report(
                        .appModalDismissed,
                        "\(controller.appModalName) dismissed by dismiss(animated:) on \(type(of: presenter))"
                    )
                }
            }
            if chain.contains(where: { ($0 as? UIAlertController)?.textFieldText != nil }) {
                scene.dismissKeyboard(of: window, because: "its alert was dismissed", byUser: byUser)
            }
        }
        for controller in chain { controller.presentingViewController = nil }
        presenter.presentedViewController = nil
        for controller in chain { controller.presentedStyle = nil }
        let view = presented.view
        func remove() {
            for controller in chain.reversed() {
                controller.view.removeFromSuperview()
                controller.dimmingView?.removeFromSuperview()
                controller.dimmingView = nil
            }
        }
        if animated, let window = view.window {
            let height = window.bounds.height - view.frame.minY
            presented.dimmingView.map { dimming in
                UIView.animate(
                    withDuration: UIViewController.presentationDuration, animations: { dimming.alpha = 0 })
            }
            UIView.animate(
                withDuration: UIViewController.presentationDuration, curve: .easeOut,
                animations: { view.translationY = Double(height) },
                completion: { _ in
                    remove()
                    completion?()
                })
        } else {
            remove()
            completion?()
        }
    }

    /// How a side effect names it: `the app's alert "Medical ID"`, `the app's sheet <…>`.
    var appModalName: String {
        if let alert = self as? UIAlertController { return "the app's alert \"\(alert.title)\"" }
        return "the app's \(isSheet ? "sheet" : "modal") <\(type(of: self))>"
    }

    /// The modal slide's length, as in UIKit.
    public static let presentationDuration = 0.35
}

/// What UIKit puts behind a sheet or an alert: a translucent black layer over the presenter,
/// which stays behind it, darkened (MODEL §29). It is drawn as any translucent view is
/// (`Canvas.blend`), so what of the presenter a capture keeps is the blend's to say.
final class DimmingView: UIView {
    /// Its opacity when up (UIKit's dimming is black at about 40 %).
    static let opacity = 0.4

    override init(frame: Rect) {
        super.init(frame: frame)
        backgroundColor = .black
        alpha = Self.opacity
    }
}

/// A horizontal size class, by width in cells: an iPhone and half an iPad are compact, a
/// whole iPad is regular (MODEL §43).
public enum SizeClass: Hashable, Sendable {
    case compact, regular

    /// The narrowest regular width.
    public static let regularWidth = 40

    public init(width: Int) { self = width >= Self.regularWidth ? .regular : .compact }
}

/// The view `loadView()` makes by default: it lets its controller lay it out.
final class ViewControllerRootView: UIView {
    private weak var controller: UIViewController?
    init(controller: UIViewController) {
        self.controller = controller
        super.init()
    }
    override func layoutSubviews() { controller?.viewWillLayoutSubviews() }
}
