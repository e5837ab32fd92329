import UIKit

extension AppDelegate {
    @objc
    func showCurtainIfNeeded() {
        guard Settings.curtainEnabled else { return }
        curtainWindow = UIWindow(frame: UIScreen.main.bounds)
        curtainWindow?.rootViewController = UIViewController()
        curtainWindow?.makeKeyAndVisible()
    }
}
