import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func applicationDidEnterBackground(_ application: UIApplication) {
        let cover = UIViewController()
        cover.view.backgroundColor = .black
        window?.rootViewController?.present(cover, animated: true)
    }

    func applicationWillEnterForeground(_ application: UIApplication) {
        window?.rootViewController?.dismiss(animated: false)
    }
}
