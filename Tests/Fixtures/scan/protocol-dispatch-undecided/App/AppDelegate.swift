import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    private lazy var session = SessionMachine(window: window)

    func applicationWillResignActive(_ application: UIApplication) {
        session.send(.resignActive)
    }

    func applicationDidBecomeActive(_ application: UIApplication) {
        session.send(.becomeActive)
    }
}
