import UIKit

/// The privacy window, in a type and a file of its own: the scene delegate hands the event on.
final class PrivacyShield {
    static let shared = PrivacyShield()
    private var shieldWindow: UIWindow?

    func engage(over window: UIWindow?) {
        guard let scene = window?.windowScene else { return }
        showShield(in: scene)
    }

    private func showShield(in scene: UIWindowScene) {
        let shield = UIWindow(windowScene: scene)
        shield.windowLevel = .alert + 1
        shield.rootViewController = UIViewController()
        shield.rootViewController?.view.backgroundColor = .systemBackground
        shield.isHidden = false
        shieldWindow = shield
    }

    func disengage() {
        shieldWindow?.isHidden = true
        shieldWindow = nil
    }
}
