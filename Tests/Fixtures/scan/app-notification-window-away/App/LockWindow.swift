import UIKit

final class LockWindow {
    private var lockWindow: UIWindow?
    private var observer: NSObjectProtocol?

    init() {
        observer = NotificationCenter.default.addObserver(
            forName: UIApplication.didEnterBackgroundNotification, object: nil, queue: nil
        ) { [weak self] _ in
            let window = UIWindow(frame: UIScreen.main.bounds)
            window.windowLevel = .alert + 1
            window.rootViewController = UIViewController()
            window.makeKeyAndVisible()
            self?.lockWindow = window
        }
    }
}
