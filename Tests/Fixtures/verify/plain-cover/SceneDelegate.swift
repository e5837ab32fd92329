import UIKit

/// A plain white cover, added in sceneWillResignActive without an animation.
class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private var cover: UIView?

    func sceneWillResignActive(_ scene: UIScene) {
        guard let window else { return }
        let cover = UIView(frame: window.bounds)
        cover.backgroundColor = .white
        window.addSubview(cover)
        self.cover = cover
    }

    func sceneDidBecomeActive(_ scene: UIScene) {
        cover?.removeFromSuperview()
        cover = nil
    }
}
