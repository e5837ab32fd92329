import UIKit

final class PrivacyShield {
    private weak var window: UIWindow?
    private var cover: UIView?

    init(window: UIWindow?) { self.window = window }

    func apply(_ event: RouterEvent) {
        switch event {
        case .resigning:
            let shade = UIView(frame: window?.bounds ?? .zero)
            shade.backgroundColor = .systemBackground
            window?.addSubview(shade)
            cover = shade
        case .returning:
            cover?.removeFromSuperview()
        }
    }

    func perform(_ command: RouterCommand) {
        switch command {
        case .open:
            cover?.removeFromSuperview()
        case .closeAll:
            window?.rootViewController?.dismiss(animated: false)
        }
    }
}
