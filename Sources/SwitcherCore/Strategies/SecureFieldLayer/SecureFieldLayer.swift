/// `secure-field-layer` — the secure text field layer trick: the window's layer moved into the
/// canvas of a `UITextField` with `isSecureTextEntry`, whose content iOS leaves out of
/// screenshots, recordings and the snapshot. Undocumented: it relies on UIKit's private layer
/// tree, and iOS updates have broken it.
///
/// ```swift
/// extension UIWindow {
///     func makeSecure() {
///         let field = UITextField()
///         field.isSecureTextEntry = true
///         self.addSubview(field)
///         self.layer.superlayer?.addSublayer(field.layer)
///         field.layer.sublayers?.first?.addSublayer(self.layer)
///     }
/// }
/// // scene(_:willConnectTo:options:), or didFinishLaunching before scenes: window?.makeSecure()
/// ```
/// Where it works (`IOSVersion.secureTextFieldReleases`, 13 to 16; `--ios` decides) the card
/// is blank; elsewhere it protects nothing. What is on screen stays as it was, so the switcher
/// opened over the app, which shows the app live rather than a capture, still shows it.
///
/// Source: the form shared on Stack Overflow, "Prevent screen capture in an iOS app"
/// (https://stackoverflow.com/questions/18680028), as the plugins ship it, e.g. prongbang's
/// screen_protector; its breaking on iOS 17: prongbang/ScreenProtectorKit issue 6, "Not working
/// in iOS 17?" (https://github.com/prongbang/ScreenProtectorKit/issues/6),
/// killserver/react-native-screenshot-prevent issue 28
/// (https://github.com/killserver/react-native-screenshot-prevent/issues/28).
final class SecureFieldLayer: CatalogStrategy {
    static let info = StrategyInfo(
        id: .secureFieldLayer, title: "Secure text field layer (undocumented)",
        source: "secure field trick",
        callbacks: ["scene(_:willConnectTo:options:)", "applicationDidBecomeActive(_:)"],
        summary:
            "Undocumented: hosts the window's layer in a secure UITextField's canvas at launch, so captures"
            + " leave it blank; reported to work on iOS 13 to 16 only (--ios decides).",
        blocksScreenshotsWhereSecureFieldWorks: true, listing: SecureFieldLayerCode.listing,
        citation: SecureFieldLayerCode.citation)

    init(_ configuration: StrategyConfiguration) {}

    /// The window made secure, and the field whose layer hosts it.
    private weak var securedWindow: UIWindow?
    private var field: UIView?

    /// `window.makeSecure()`: the text field's layer takes the window's.
    private func makeSecure(_ window: UIWindow?) {
        guard let window, securedWindow == nil else { return }
        let field = UIView()  // UITextField(), isSecureTextEntry = true
        window.addSubview(field)
        window.isHostedInSecureTextField = true
        self.field = field
        securedWindow = window
    }

    /// scene(_:willConnectTo:options:)
    func scene(_ scene: UIWindowScene, willConnectTo session: SceneID) { makeSecure(scene.mainWindow) }

    /// Before scenes the app delegate's window comes after launch: the first activation.
    func applicationDidBecomeActive(_ application: UIApplication) { makeSecure(application.mainWindow) }

    func install(in scene: UIWindowScene) { makeSecure(scene.mainWindow) }

    func isCoverShown(in scene: UIWindowScene, at time: Instant) -> Bool { false }

    func uninstall(from scene: UIWindowScene) {
        field?.removeFromSuperview()
        securedWindow?.isHostedInSecureTextField = false
        securedWindow = nil
    }
}
