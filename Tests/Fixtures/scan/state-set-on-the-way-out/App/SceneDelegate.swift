import UIKit

class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    var prefersDark = false

    func sceneWillResignActive(_ scene: UIScene) {
        guard let window else { return }
        let cover = UIView(frame: window.bounds)
        cover.backgroundColor = .systemBackground
        cover.tag = 4242
        window.addSubview(cover)
    }

    func sceneDidBecomeActive(_ scene: UIScene) {
        window?.viewWithTag(4242)?.removeFromSuperview()
    }

    func sceneDidEnterBackground(_ scene: UIScene) {
        if prefersDark {
            window?.overrideUserInterfaceStyle = .dark
        }
        guard let markedWindow = window as? MarkedWindow else { return }
        markedWindow.wentToBackground = true
    }
}
