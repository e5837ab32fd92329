import SwitcherCore

/// The article-004 colour overlay, written as the article writes it (tag 1234, 0.5 s fade).
public final class ArticleFadeOverlay: PrivacyStrategy {
    let finishInBackground: Bool
    public init(finishInBackground: Bool = false) { self.finishInBackground = finishInBackground }

    public func sceneWillResignActive(_ scene: UIWindowScene) {
        guard let window = scene.keyWindow else { return }
        let colourView = UIView(frame: window.frame)
        colourView.backgroundColor = .white
        colourView.tag = 1234
        colourView.alpha = 0
        window.addSubview(colourView)
        window.bringSubviewToFront(colourView)
        UIView.animate(withDuration: 0.5, animations: { colourView.alpha = 1 })
    }

    public func sceneDidEnterBackground(_ scene: UIWindowScene) {
        guard finishInBackground else { return }
        scene.keyWindow?.viewWithTag(1234)?.alpha = 1
    }

    public func sceneDidBecomeActive(_ scene: UIWindowScene) {
        let colourView = scene.keyWindow?.viewWithTag(1234)
        UIView.animate(
            withDuration: 0.5, animations: { colourView?.alpha = 0 },
            completion: { _ in colourView?.removeFromSuperview() })
    }
}

/// A colour overlay like article 004's without the fade, so frame tests can show a cover
/// without depending on the strategy catalog.
public final class TestCover: PrivacyStrategy {
    public init() {}

    public func sceneWillResignActive(_ scene: UIWindowScene) {
        guard let window = scene.keyWindow else { return }
        let cover = UIView(frame: window.frame)
        cover.backgroundColor = .white
        cover.tag = 1234
        window.addSubview(cover)
    }

    public func sceneDidBecomeActive(_ scene: UIWindowScene) {
        scene.keyWindow?.viewWithTag(1234)?.removeFromSuperview()
    }

    public func isCoverShown(in scene: UIWindowScene, at time: Instant) -> Bool {
        scene.keyWindow?.viewWithTag(1234) != nil
    }
}
