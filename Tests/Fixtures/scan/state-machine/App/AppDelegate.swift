import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    private lazy var machine = LifecycleMachine(window: window)

    func applicationWillResignActive(_ application: UIApplication) {
        machine.handle(.inactive)
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        machine.handle(.background)
    }

    func applicationDidBecomeActive(_ application: UIApplication) {
        machine.handle(.active)
    }
}
