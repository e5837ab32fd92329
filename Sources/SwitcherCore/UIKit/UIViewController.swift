/// A view controller: owns a view, presents others modally (full screen), takes typed keys.
open class UIViewController {
    public private(set) var presentedViewController: UIViewController?
    public private(set) weak var presentingViewController: UIViewController?
    private var loadedView: UIView?

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

    /// Presents `controller` full screen over this one. Animated, it slides up from the bottom
    /// edge over `UIViewController.presentationDuration`; not animated, it is there at once.
    public func present(_ controller: UIViewController, animated: Bool, completion: (() -> Void)? = nil) {
        let host = topmostViewController
        guard let window = host.view.window else {
            completion?()
            return
        }
        host.presentedViewController = controller
        controller.presentingViewController = host
        let view = controller.view
        view.frame = window.bounds
        window.addSubview(view)
        if animated {
            view.translationY = Double(window.bounds.height)
            UIView.animate(
                withDuration: UIViewController.presentationDuration, curve: .easeOut,
                animations: { view.translationY = 0 }, completion: { _ in completion?() })
        } else {
            completion?()
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
        for controller in sequence(first: presented, next: { $0.presentedViewController }) {
            controller.presentingViewController = nil
        }
        presenter.presentedViewController = nil
        let view = presented.view
        if animated, let height = view.window?.bounds.height {
            UIView.animate(
                withDuration: UIViewController.presentationDuration, curve: .easeOut,
                animations: { view.translationY = Double(height) },
                completion: { _ in
                    view.removeFromSuperview()
                    completion?()
                })
        } else {
            var chain = presented.presentedViewController
            while let next = chain {
                next.view.removeFromSuperview()
                chain = next.presentedViewController
            }
            view.removeFromSuperview()
            completion?()
        }
    }

    /// The modal slide's length, as in UIKit.
    public static let presentationDuration = 0.35
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
