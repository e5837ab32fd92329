import UIKit

extension Notification.Name {
    static let ledgerWillLock = Notification.Name("ledgerWillLock")
    static let ledgerDidUnlock = Notification.Name("ledgerDidUnlock")
}

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    private let curtain = Curtain()

    func applicationWillResignActive(_ application: UIApplication) {
        NotificationCenter.default.post(name: .ledgerWillLock, object: nil)
    }

    func applicationDidBecomeActive(_ application: UIApplication) {
        NotificationCenter.default.post(name: .ledgerDidUnlock, object: nil)
    }
}
