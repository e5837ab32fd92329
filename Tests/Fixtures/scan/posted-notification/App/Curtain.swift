import UIKit

/// Hears the app's own notifications, never UIKit's.
final class Curtain {
    private var shade: UIWindow?

    init() {
        NotificationCenter.default.addObserver(
            self, selector: #selector(lower), name: .ledgerWillLock, object: nil)
        NotificationCenter.default.addObserver(forName: .ledgerDidUnlock, object: nil, queue: nil) {
            [weak self] _ in
            self?.shade?.isHidden = true
        }
    }

    @objc private func lower() {
        let shade = UIWindow(frame: UIScreen.main.bounds)
        shade.windowLevel = .alert + 1
        shade.rootViewController = UIViewController()
        shade.makeKeyAndVisible()
        self.shade = shade
    }
}
