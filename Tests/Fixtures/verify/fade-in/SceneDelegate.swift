import UIKit

/// The same cover faded in over half a second: a fast app switch snapshots it half way.
class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private var cover: UIView?

    func sceneWillResignActive(_ scene: UIScene) {
        guard let window else { return }
        let cover = UIView(frame: window.bounds)
        cover.backgroundColor = .white
        cover.alpha = 0
        window.addSubview(cover)
        self.cover = cover
        UIView.animate(withDuration: 0.5) { cover.alpha = 1 }
    }

    func sceneDidBecomeActive(_ scene: UIScene) {
        cover?.removeFromSuperview()
        cover = nil
    }
}
