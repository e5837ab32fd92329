import UIKit

/// Puts a window over the app while it is not active. Nothing names this class as a scene's
/// delegate: the SwiftUI App makes its own, and never calls these methods.
class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private var cover: UIWindow?

    func sceneWillResignActive(_ scene: UIScene) {
        guard let windowScene = scene as? UIWindowScene else { return }
        cover = UIWindow(windowScene: windowScene)
        cover?.rootViewController = UIViewController()
        cover?.windowLevel = .alert + 1
        cover?.isHidden = false
    }

    func sceneDidBecomeActive(_ scene: UIScene) {
        cover?.isHidden = true
        cover = nil
    }
}
