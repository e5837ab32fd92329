/// `blurred-snapshot` — article 001 (SAP), "Blur the App's Screenshot for the App Switcher".
///
/// ```swift
/// func applicationWillResignActive(_ application: UIApplication) {
///     // First apply the Gaussian blur on the screenshot of the current view.
///     let blurredImage = applyGaussianBlur(on: createScreenshotOfCurrentContext() ?? UIImage(),
///                                          withBlurFactor: 4.5)
///     // Create the UIImageView for the blurred screenshot.
///     appSwitcherView = UIImageView(image: blurredImage)
///     // Set it as the current screen
///     self.window?.addSubview(appSwitcherView!)
/// }
/// func applicationDidBecomeActive(_ application: UIApplication) {
///     appSwitcherView?.removeFromSuperview()
/// }
/// ```
/// The blur is the canvas's separable Gaussian (`Canvas.gaussianBlurred(radius:)`): no glyph
/// survives, the layout and colours do. The article's filter is given the image as it is, not
/// clamped, so the output's extent grows past the screenshot's by about three radii on every
/// side and fades to transparent there; `UIImage(ciImage:)` keeps that extent and the image view
/// takes its size at the window's origin: the blur is drawn a cell right and a row down, and the
/// live app shows through its transparent fringe along the window's left and top edges
/// (MODEL §63). The corrected form (`--form corrected`) blurs `clampedToExtent()`, crops the
/// output back to the screenshot's extent (`cropped(to:)`), renders with
/// `UIGraphicsImageRenderer` at scale 1 (the article's `UIGraphicsBeginImageContext` is
/// deprecated in iOS 17) and sets the image view's frame to the window's bounds. Being a plain property, `appSwitcherView` would forget
/// the first image if willResignActive came twice; UIKit resigns only an active scene, and
/// didBecomeActive removes the view at once, so one image is up at a time.
///
/// Source: article 001, SAP Community, "Making sensitive data disappear in the iOS/iPadOS App
/// Switcher", "Blur the App's Screenshot for the App Switcher".
final class BlurredSnapshot: CoverStrategy, CatalogStrategy {
    static let info = StrategyInfo(
        id: .blurredSnapshot, title: "Blurred screenshot", source: "001 (blur)",
        defaultTrigger: .active, options: [.trigger, .form], host: .appDelegate,
        summary:
            "Renders the window, blurs it (CIGaussianBlur radius 4.5) and adds it as an image view on"
            + " willResignActive; removed on didBecomeActive. Article: the blur uncropped, the live app"
            + " in its fringe; corrected: clamped and cropped, the frame the window's.",
        listing: BlurredSnapshotCode.listing, citation: BlurredSnapshotCode.citation)

    /// The article's `withBlurFactor: 4.5`, in points of a 1x screenshot.
    static let blurFactor = 4.5
    /// A 4.5 pt Gaussian spreads each stroke over about one glyph of body text, and a cell is
    /// one glyph: 4.5 pt of radius is one cell across (and half a cell down, see the blur).
    static let pointsPerCell = 4.5

    /// `var appSwitcherView: UIView?`
    private var appSwitcherView: UIView?
    /// Every image view it ever added, to tell whether one is still on screen.
    private var added: [WeakView] = []

    let form: StrategyForm

    init(_ configuration: StrategyConfiguration) {
        form = configuration.form
        super.init(trigger: configuration.trigger ?? .active)
    }

    /// applicationWillResignActive(_:)
    override func coverUp(_ delegate: HostDelegate) {
        // First apply the Gaussian blur on the screenshot of the current view.
        let blurredImage = applyGaussianBlur(
            on: createScreenshotOfCurrentContext(of: delegate.window) ?? UIImage(width: 0, height: 0),
            withBlurFactor: BlurredSnapshot.blurFactor)
        // Create the UIImageView for the blurred screenshot.
        let view = UIImageView(image: blurredImage.image)
        view.transparentMargin = blurredImage.fringe
        // Corrected: the image view covers the window, whatever the image's size.
        if form == .corrected, let window = delegate.window { view.frame = window.bounds }
        appSwitcherView = view
        added.removeAll { $0.view == nil }
        added.append(WeakView(view))
        // Set it as the current screen
        delegate.window?.addSubview(view)
    }

    /// applicationDidBecomeActive(_:)
    override func coverDown(_ delegate: HostDelegate) {
        appSwitcherView?.removeFromSuperview()
    }

    // MARK: The article's helpers

    /// This method takes a screenshot of the currently shown view (`window.layer.render(in:)`).
    func createScreenshotOfCurrentContext(of window: UIWindow?) -> UIImage? {
        guard let window, let scene = window.windowScene else { return nil }
        var image = UIImage(width: window.bounds.width, height: window.bounds.height)
        window.render(into: &image, origin: .zero, parentAlpha: 1, at: scene.clock.now)
        return image
    }

    /// This method applies a Gaussian blur on a given UIImage (`CIGaussianBlur`). As the article
    /// writes it, the output keeps the blur's grown extent, whose margin is transparent; the
    /// corrected form blurs the image clamped to its extent and crops the output to it.
    func applyGaussianBlur(on image: UIImage, withBlurFactor blurFactor: Double) -> (
        image: UIImage, fringe: Size
    ) {
        let blurred = image.gaussianBlurred(radius: blurFactor / BlurredSnapshot.pointsPerCell)
        guard form == .article else { return (blurred, Size(width: 0, height: 0)) }
        let growth = Canvas.blurGrowth(radiusInPoints: blurFactor)
        return (blurred.padded(by: growth), growth)
    }

    // MARK: Metrics

    override func isCoverShown(in scene: UIWindowScene, at time: Instant) -> Bool {
        added.contains { $0.view?.isShownOnScreen(at: time) ?? false }
    }

    override func uninstall(from scene: UIWindowScene) {
        for reference in added { reference.view?.removeFromSuperview() }
        added = []
    }
}

/// A view a strategy added and may have lost track of.
struct WeakView {
    weak var view: UIView?
    init(_ view: UIView) { self.view = view }
}
