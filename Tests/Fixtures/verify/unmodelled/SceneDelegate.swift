import UIKit

/// Dims the screen on the way out: the screen's brightness is not in the lab's model.
class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func sceneWillResignActive(_ scene: UIScene) {
        UIScreen.main.brightness = 0
    }
}
