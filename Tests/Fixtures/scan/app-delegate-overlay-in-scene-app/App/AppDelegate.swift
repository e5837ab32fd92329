import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    // Article 004's overlay, written in the app delegate of an app with a scene manifest.
    func applicationWillResignActive(_ application: UIApplication) {
        let overlay = UIView(frame: window?.bounds ?? .zero)
        overlay.backgroundColor = .white
        overlay.tag = 1234
        overlay.alpha = 0
        window?.addSubview(overlay)
        UIView.animate(withDuration: 0.5) {
            overlay.alpha = 1
        }
    }

    func applicationDidBecomeActive(_ application: UIApplication) {
        window?.viewWithTag(1234)?.removeFromSuperview()
    }
}
