import UIKit

struct Unlocked: SessionState {
    func handle(_ event: SessionEvent, window: UIWindow?) -> any SessionState {
        switch event {
        case .resignActive:
            let shade = UIView(frame: window?.bounds ?? .zero)
            shade.backgroundColor = .black
            shade.tag = 7001
            window?.addSubview(shade)
            return Unlocking()
        case .becomeActive:
            return self
        }
    }
}

struct Unlocking: SessionState {
    func handle(_ event: SessionEvent, window: UIWindow?) -> any SessionState {
        switch event {
        case .resignActive:
            let splash = UIImageView(image: UIImage(named: "Splash"))
            splash.tag = 7001
            window?.addSubview(splash)
            return self
        case .becomeActive:
            window?.viewWithTag(7001)?.removeFromSuperview()
            return Unlocked()
        }
    }
}
