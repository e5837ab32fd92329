import UIKit

struct Unlocked: SessionState {
    func handle(_ event: SessionEvent, window: UIWindow?) -> any SessionState {
        switch event {
        case .resignActive:
            let shade = UIView(frame: window?.bounds ?? .zero)
            shade.backgroundColor = .black
            shade.tag = 7001
            window?.addSubview(shade)
            return Locked()
        case .becomeActive:
            return self
        }
    }
}

struct Locked: SessionState {
    func handle(_ event: SessionEvent, window: UIWindow?) -> any SessionState {
        switch event {
        case .resignActive:
            return self
        case .becomeActive:
            window?.viewWithTag(7001)?.removeFromSuperview()
            return Unlocked()
        }
    }
}
