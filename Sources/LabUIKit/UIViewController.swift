internal import SwitcherCore

/// `UIModalPresentationStyle`.
public enum UIModalPresentationStyle: Sendable {
    case automatic, fullScreen, pageSheet, formSheet, overFullScreen

    var core: SwitcherCore.UIModalPresentationStyle {
        switch self {
        case .automatic: return .automatic
        case .fullScreen, .overFullScreen: return .fullScreen
        case .pageSheet: return .pageSheet
        case .formSheet: return .formSheet
        }
    }
}

/// The core controller behind a controller the code made: its view's loading and layout are
/// the facade's own methods, which the code overrides.
final class BridgedController: CoreController {
    weak var facade: UIViewController?

    override func loadView() -> CoreView {
        nonisolated(unsafe) var made: CoreView?
        nonisolated(unsafe) var background: RGB?
        let facade = self.facade
        MainActor.assumeIsolated {
            guard let facade else { return }
            facade.loadView()
            made = facade.assignedView?.core
            background = facade.defaultBackground
        }
        let view = made ?? super.loadView()
        if made == nil, let background { view.backgroundColor = background }
        return view
    }

    override func viewDidLoad() {
        let facade = self.facade
        MainActor.assumeIsolated { facade?.viewDidLoad() }
    }

    override func viewWillLayoutSubviews() {
        let facade = self.facade
        MainActor.assumeIsolated { facade?.viewWillLayoutSubviews() }
    }

    /// A key typed while the controller is topmost: to the code's `UIKeyInput`.
    override func insertText(_ text: String) {
        let facade = self.facade
        MainActor.assumeIsolated { (facade as? UIKeyInput)?.insertText(text) }
    }
}

/// `UIViewController`.
@MainActor open class UIViewController: UIResponder {
    private(set) var core: CoreController
    /// A view set in `loadView()`.
    fileprivate var assignedView: UIView?

    public override init() {
        let controller = BridgedController()
        core = controller
        super.init()
        controller.facade = self
        controller.bridged = self
    }

    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        let controller = BridgedController()
        core = controller
        super.init()
        controller.facade = self
        controller.bridged = self
    }

    public required init?(coder: NSCoder) { return nil }

    /// One of the app's own controllers, handed to the code.
    init(bridging core: CoreController) {
        self.core = core
        super.init()
        core.bridged = self
    }

    static func bridge(_ core: CoreController) -> UIViewController {
        if let controller = core.bridged as? UIViewController { return controller }
        return UIViewController(bridging: core)
    }

    /// Makes this controller stand for the app's own `controller` (the harness's root view
    /// controller of the notifications host): its view is the app's screen.
    func adopt(_ controller: CoreController) {
        core = controller
        controller.bridged = self
    }

    // MARK: The view

    public var view: UIView! {
        get { UIView.bridge(core.view) }
        set { assignedView = newValue }
    }

    public var viewIfLoaded: UIView? { view }

    /// The background of the view the controller makes when `loadView()` sets none.
    var defaultBackground: RGB? { nil }

    open func loadView() {}
    open func viewDidLoad() {}
    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}

    // MARK: Presentation

    public var modalPresentationStyle: UIModalPresentationStyle = .automatic {
        didSet { core.modalPresentationStyle = modalPresentationStyle.core }
    }

    public var modalTransitionStyle: UIModalTransitionStyle = .coverVertical

    public var isModalInPresentation: Bool {
        get { core.isModalInPresentation }
        set { core.isModalInPresentation = newValue }
    }

    public var presentedViewController: UIViewController? {
        core.presentedViewController.map(UIViewController.bridge)
    }

    public var presentingViewController: UIViewController? {
        core.presentingViewController.map(UIViewController.bridge)
    }

    open func present(
        _ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil
    ) {
        nonisolated(unsafe) let completion = completion
        let presented = viewControllerToPresent.core
        core.present(presented, animated: flag) { MainActor.assumeIsolated { completion?() } }
        if core.presentedViewController === presented {
            LabContext.presented.append(WeakController(presented))
        }
    }

    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        nonisolated(unsafe) let completion = completion
        core.dismiss(animated: flag) { MainActor.assumeIsolated { completion?() } }
    }
}

/// `UIModalTransitionStyle`.
public enum UIModalTransitionStyle: Sendable { case coverVertical, crossDissolve, flipHorizontal }

/// `UITableView`, for its style only.
@MainActor open class UITableView: UIView {
    public enum Style: Sendable { case plain, grouped, insetGrouped }
}

/// `UITableViewController`: a controller whose grouped style gives the grouped background.
@MainActor open class UITableViewController: UIViewController {
    public let style: UITableView.Style

    public init(style: UITableView.Style) {
        self.style = style
        super.init()
    }

    public required init?(coder: NSCoder) { return nil }

    override var defaultBackground: RGB? { style == .plain ? .white : .groupedBackground }
}
