import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    let overlay = UIView()

    func applicationWillResignActive(_ application: UIApplication) {
        overlay.frame = window?.bounds ?? .zero
        overlay.backgroundColor = .white
        overlay.alpha = 0
        window?.addSubview(overlay)
        UIView.animate(withDuration: 0.5) {
            self.overlay.alpha = 1
        }
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        // Meant to finish the fade: the running animation goes on.
        overlay.alpha = 1
    }

    func applicationDidBecomeActive(_ application: UIApplication) {
        overlay.removeFromSuperview()
    }
}
