import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    private lazy var appRouter = AppRouter(window: window)

    func applicationWillResignActive(_ application: UIApplication) {
        appRouter.handle(.resigning)
    }

    func applicationDidBecomeActive(_ application: UIApplication) {
        appRouter.handle(.returning)
    }

    func application(
        _ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]
    ) -> Bool {
        appRouter.handle(.open(url))
        return true
    }
}
