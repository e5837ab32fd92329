/// `modal-cover` — Apple's Technical Q&A QA1838, "Preventing Sensitive Information From
/// Appearing In The Task Switcher" (article 002).
///
/// ```objc
/// - (void)applicationDidEnterBackground:(UIApplication *)application {
///     UIViewController *blankViewController = [UIViewController new];
///     blankViewController.view.backgroundColor = [UIColor blackColor];
///     // Pass NO for the animated parameter. Any animation will not complete
///     // before the snapshot is taken.
///     [self.window.rootViewController presentViewController:blankViewController
///                                                  animated:NO completion:NULL];
/// }
/// - (void)applicationWillEnterForeground:(UIApplication *)application {
///     [self.window.rootViewController dismissViewControllerAnimated:NO completion:NO];
/// }
/// ```
/// Covers every snapshot (Home, fast switch, lock), never shows over Control Center — and, like
/// every background-only strategy, leaves the card of a switcher opened from the foreground
/// live. `modal-cover-animated` passes YES, the pitfall the Q&A warns about.
///
/// The Q&A (2014) sets no presentation style. Since iOS 13 that is `.automatic`, a page sheet:
/// on an iPhone a card below the top edge with the app dimmed behind it, on an iPad a centred
/// sheet over dimmed margins that stay readable — in the snapshot too. The `full-screen`
/// presentation is the port that sets `modalPresentationStyle = .fullScreen`. And the root view
/// controller cannot present while it already presents (an alert is up): UIKit then only logs
/// a warning, and the snapshot shows the app.
///
/// Source: article 002, Apple's Technical Q&A QA1838, "Preventing Sensitive Information From
/// Appearing In The Task Switcher" (2014), Listings 1 and 2.
class ModalCover: CoverStrategy, CatalogStrategy {
    class var info: StrategyInfo {
        StrategyInfo(
            id: .modalCover, title: "Black modal, not animated", source: "002 (QA1838)",
            defaultTrigger: .background, options: [.trigger, .presentation, .form], host: .appDelegate,
            summary:
                "Presents a black full-screen view controller, animated: false, in didEnterBackground;"
                + " dismisses it in willEnterForeground.", listing: ModalCoverCode.listing,
            citation: ModalCoverCode.citation)
    }

    /// The `animated:` argument of both calls: false, as the Q&A says.
    class var animated: Bool { false }
    /// `automatic`: the Q&A's code as written, which iOS 13 turned into a page sheet;
    /// `full-screen`: the port that sets `modalPresentationStyle = .fullScreen`.
    let presentation: ModalPresentation
    /// `article`: presented from the root view controller, which cannot present over the
    /// app's own alert or sheet, and dismissed with the root's `dismiss`, which takes the
    /// app's own modal with it; `corrected`: presented from the topmost controller, and only
    /// itself dismissed.
    let form: StrategyForm
    private var presented: [WeakViewController] = []

    required init(_ configuration: StrategyConfiguration) {
        presentation = configuration.presentation
        form = configuration.form
        super.init(trigger: configuration.trigger ?? .background)
    }

    /// Listing 1, applicationDidEnterBackground(_:): hiding your application's contents
    /// before suspension.
    override func coverUp(_ delegate: HostDelegate) {
        let blankViewController = UIViewController()
        blankViewController.view.backgroundColor = .black
        if presentation == .fullScreen { blankViewController.modalPresentationStyle = .fullScreen }
        // Pass false for the animated parameter. Any animation will not complete before the
        // snapshot is taken. (`modal-cover-animated` passes true.)
        if form == .corrected {
            delegate.window?.rootViewController?.topmostViewController.present(
                blankViewController, animated: Self.animated)
        } else {
            delegate.window?.rootViewController?.present(blankViewController, animated: Self.animated)
        }
        presented.removeAll { $0.controller == nil }
        presented.append(WeakViewController(blankViewController))
    }

    /// Listing 2, applicationWillEnterForeground(_:): restoring your application's content
    /// before returning to the foreground.
    override func coverDown(_ delegate: HostDelegate) {
        if form == .corrected {
            for reference in presented where reference.controller?.presentingViewController != nil {
                reference.controller?.dismiss(animated: Self.animated)
            }
        } else {
            delegate.window?.rootViewController?.dismiss(animated: Self.animated)
        }
    }

    // MARK: Metrics

    override func isCoverShown(in scene: UIWindowScene, at time: Instant) -> Bool {
        presented.contains { $0.controller?.view.isShownOnScreen(at: time) ?? false }
    }

    override func uninstall(from scene: UIWindowScene) {
        for reference in presented { reference.controller?.dismiss(animated: false) }
        presented = []
    }
}

/// A controller a strategy presented; the presenter holds it while it is up.
struct WeakViewController {
    weak var controller: UIViewController?
    init(_ controller: UIViewController) { self.controller = controller }
}
