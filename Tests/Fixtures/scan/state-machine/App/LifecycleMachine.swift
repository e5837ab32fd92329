import UIKit

enum LifecycleEvent { case inactive, background, active }

final class LifecycleMachine {
    private weak var window: UIWindow?
    private var cover: UIView?

    init(window: UIWindow?) { self.window = window }

    func handle(_ event: LifecycleEvent) {
        switch event {
        case .inactive:
            let shade = UIView(frame: window?.bounds ?? .zero)
            shade.backgroundColor = .systemBackground
            window?.addSubview(shade)
            cover = shade
        case .background:
            let splash = UIImageView(image: UIImage(named: "Splash"))
            window?.addSubview(splash)
        case .active:
            cover?.removeFromSuperview()
        }
    }
}
