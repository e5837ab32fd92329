import UIKit

class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private var shieldWindow: UIWindow?

    func sceneDidEnterBackground(_ scene: UIScene) {
        guard let windowScene = window?.windowScene else { return }
        let shield = UIWindow(windowScene: windowScene)
        shield.rootViewController = UIViewController()
        shield.windowLevel = .alert + 1
        shield.makeKeyAndVisible()
        shieldWindow = shield
    }

    func sceneWillEnterForeground(_ scene: UIScene) {
        shieldWindow?.isHidden = true
        shieldWindow = nil
    }
}
