import UIKit

class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    var coverWindow: UIWindow?

    func sceneDidEnterBackground(_ scene: UIScene) {
        // Deferred: runs after this method returns, after the snapshot.
        DispatchQueue.main.async {
            guard let windowScene = scene as? UIWindowScene else { return }
            let cover = UIWindow(windowScene: windowScene)
            cover.windowLevel = .alert + 1
            cover.rootViewController = CoverViewController()
            cover.isHidden = false
            self.coverWindow = cover
        }
    }

    func sceneWillEnterForeground(_ scene: UIScene) {
        coverWindow?.isHidden = true
        coverWindow = nil
    }
}
