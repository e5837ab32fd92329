import UIKit

/// Puts a blank controller over whatever is on screen, the app's own sheet included.
final class PrivacyShield: NSObject {
    private let shield: UIViewController

    init(tint: UIColor) {
        self.shield = PrivacyShield.makeShield(tint: tint)
        super.init()
        NotificationCenter.default.addObserver(
            self, selector: #selector(willResign), name: UIApplication.willResignActiveNotification,
            object: nil)
        NotificationCenter.default.addObserver(
            self, selector: #selector(didBecomeActive), name: UIApplication.didBecomeActiveNotification,
            object: nil)
    }

    @objc private func willResign() {
        guard let root = UIApplication.shared.windows.first(where: \.isKeyWindow)?.rootViewController
        else { return }
        var top = root
        while let next = top.presentedViewController { top = next }
        top.present(shield, animated: false)
    }

    @objc private func didBecomeActive() {
        shield.dismiss(animated: false)
    }

    private static func makeShield(tint: UIColor) -> UIViewController {
        let controller = UIViewController()
        controller.view.backgroundColor = tint
        controller.modalPresentationStyle = .overFullScreen
        return controller
    }
}
