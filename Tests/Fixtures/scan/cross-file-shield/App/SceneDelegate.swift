import UIKit

class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func sceneWillResignActive(_ scene: UIScene) {
        PrivacyShield.shared.engage(over: window)
    }

    func sceneDidBecomeActive(_ scene: UIScene) {
        PrivacyShield.shared.disengage()
    }
}
