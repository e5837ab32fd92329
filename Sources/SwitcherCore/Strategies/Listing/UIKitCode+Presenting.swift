/// What the code of a strategy that presents a view controller writes the same way
/// (`modal-cover`, `lock-screen`): the full-screen style the configuration asks for, the
/// presentation from the topmost controller (the corrected form: it covers the app's own alert
/// or sheet too, which the root cannot present over), and a view controller of its own file.
/// `objc`: in Objective-C rather than Swift.
extension UIKitCode {
    /// `controller`'s full-screen style, when the configuration asks for it.
    func fullScreen(_ controller: String, objc: Bool) -> String? {
        guard context.presentation == .fullScreen else { return nil }
        return objc
            ? "\(controller).modalPresentationStyle = UIModalPresentationFullScreen;"
            : "\(controller).modalPresentationStyle = .fullScreen"
    }

    /// `controller` presented from the topmost presented controller.
    func presentFromTopmost(_ controller: String, animated: Bool, objc: Bool) -> String {
        objc
            ? """
            UIViewController *presenter = \(window).rootViewController;
            while (presenter.presentedViewController != nil) {
                presenter = presenter.presentedViewController;
            }
            [presenter presentViewController:\(controller) animated:\(animated ? "YES" : "NO") completion:NULL];
            """
            : """
            var presenter = \(window)?.rootViewController
            while let presented = presenter?.presentedViewController { presenter = presented }
            presenter?.present(\(controller), animated: \(animated))
            """
    }

    /// The Swift file of a view controller the code shows: `name.swift`, importing UIKit.
    func viewControllerFile(_ name: String, _ body: String) -> CodeFile {
        ListingText.swiftFile("\(name).swift", context, importing: "UIKit", body)
    }
}
