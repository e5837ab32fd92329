import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    private var cover: UIView?

    func applicationWillResignActive(_ application: UIApplication) {
        guard let window else { return }
        let shade = UIView(frame: window.bounds)
        shade.backgroundColor = .black
        window.addSubview(shade)
        cover = shade
    }

    func applicationDidBecomeActive(_ application: UIApplication) {
        cover?.removeFromSuperview()
    }
}
