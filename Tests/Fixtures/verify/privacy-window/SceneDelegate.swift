import UIKit

/// A privacy window shown in sceneDidEnterBackground, hidden in sceneWillEnterForeground.
class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private var privacyWindow: UIWindow?

    func sceneDidEnterBackground(_ scene: UIScene) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let privacyWindow = UIWindow(windowScene: windowScene)
        let controller = UIViewController()
        controller.view.backgroundColor = .systemBackground
        privacyWindow.rootViewController = controller
        privacyWindow.windowLevel = .alert + 1
        privacyWindow.isHidden = false
        self.privacyWindow = privacyWindow
    }

    func sceneWillEnterForeground(_ scene: UIScene) {
        privacyWindow?.isHidden = true
        privacyWindow = nil
    }
}
