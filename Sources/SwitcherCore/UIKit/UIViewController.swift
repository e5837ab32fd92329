/// How a presented controller is laid out (`UIModalPresentationStyle`).
public enum UIModalPresentationStyle: Hashable, Sendable {
    /// The default: since iOS 13 a page sheet for a plain controller.
    case automatic
    case fullScreen
    /// A card over the presenter: on a compact-width screen (an iPhone, half an iPad) from
    /// just below the top edge down, the presenter dimmed behind its top; on a regular-width
    /// one (a whole iPad) centred, over dimmed and still readable margins.
    case pageSheet
    /// An alert: a small box in the middle, the presenter dimmed.
    case alert
}

/// A view controller: owns a view, presents others modally, takes typed keys.
open class UIViewController {
    public private(set) var presentedViewController: UIViewController?
    public private(set) weak var presentingViewController: UIViewController?
    private var loadedView: UIView?
    /// How it is laid out when presented; `.automatic` resolves to a page sheet (iOS 13+).
    public var modalPresentationStyle: UIModalPresentationStyle = .automatic
    /// When true, a sheet cannot be swiped down (UIKit's `isModalInPresentation`).
    public var isModalInPresentation = false
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

    /// The style it is laid out in: `.automatic` is a page sheet since iOS 13.
    public var resolvedPresentationStyle: UIModalPresentationStyle {
        modalPresentationStyle == .automatic ? .pageSheet : modalPresentationStyle
    }

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
        let style = controller.resolvedPresentationStyle
        if style != .fullScreen {
            let dimming = DimmingView(frame: window.bounds, sheet: style == .pageSheet)
            window.addSubview(dimming)
            controller.dimmingView = dimming
            if animated {
                dimming.alpha = 0
                UIView.animate(
                    withDuration: UIViewController.presentationDuration, animations: { dimming.alpha = 1 })
            }
        }
        let view = controller.view
        view.frame = Self.frame(of: style, in: window.bounds)
        window.addSubview(view)
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
    static func frame(of style: UIModalPresentationStyle, in bounds: Rect) -> Rect {
        switch style {
        case .automatic, .pageSheet:
            let top = min(2, bounds.height)
            // Regular width (a whole iPad): a centred sheet two thirds wide.
            guard bounds.width >= 40 else {
                return Rect(
                    x: bounds.minX, y: bounds.minY + top, width: bounds.width, height: bounds.height - top)
            }
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
        let presenter = presentedViewController == nil ? presentingViewController : self
        guard let presenter, let presented = presenter.presentedViewController else {
            completion?()
            return
        }
        // Anything presented on top goes too.
        let chain = Array(sequence(first: presented, next: { $0.presentedViewController }))
        for controller in chain { controller.presentingViewController = nil }
        presenter.presentedViewController = nil
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

    /// The modal slide's length, as in UIKit.
    public static let presentationDuration = 0.35
}

/// What UIKit puts behind a sheet or an alert: the presenter, darkened but still legible.
/// Its cells keep their glyphs (and their sensitive mark); their colours move towards black.
final class DimmingView: UIView {
    /// How dark it makes what is behind, at full alpha (UIKit's is black at 40 %).
    let strength: Double

    init(frame: Rect, sheet: Bool) {
        strength = 0.4
        super.init()
        self.frame = frame
    }

    override func draw(_ rect: Rect, into canvas: inout Canvas, alpha: Double) {
        let amount = strength * alpha
        guard amount > 0 else { return }
        let visible = rect.intersection(Rect(x: 0, y: 0, width: canvas.width, height: canvas.height))
        for y in visible.minY..<visible.maxY {
            for x in visible.minX..<visible.maxX {
                var cell = canvas[x, y]
                cell.foreground = cell.foreground.mixed(with: .black, amount)
                cell.background = cell.background.mixed(with: .black, amount)
                canvas[x, y] = cell
            }
        }
    }
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
