import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func applicationDidEnterBackground(_ application: UIApplication) {
        application.ignoreSnapshotOnNextApplicationLaunch()
    }
}
