import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    private lazy var coordinator = MainCoordinator(window: window)
    private lazy var watchdog: Watchdog = {
        let watchdog = Watchdog()
        watchdog.delegate = coordinator
        return watchdog
    }()

    func applicationWillResignActive(_ application: UIApplication) {
        watchdog.appWillResignActive()
    }
}
