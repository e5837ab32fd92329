import UIKit

final class MainCoordinator: WatchdogDelegate {
    private weak var window: UIWindow?

    init(window: UIWindow?) { self.window = window }

    func showAppCover(_ sender: Watchdog) {
        let cover = UIView(frame: window?.bounds ?? .zero)
        cover.backgroundColor = .black
        window?.addSubview(cover)
    }
}
