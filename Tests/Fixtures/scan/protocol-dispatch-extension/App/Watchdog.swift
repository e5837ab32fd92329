import UIKit

protocol WatchdogDelegate: AnyObject {
    func showAppCover(_ sender: Watchdog)
}

final class Watchdog {
    weak var delegate: (any WatchdogDelegate)?

    func appWillResignActive() {
        delegate?.showAppCover(self)
    }
}
