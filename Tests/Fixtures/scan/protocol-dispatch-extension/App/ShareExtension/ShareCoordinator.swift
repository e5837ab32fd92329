import UIKit

final class ShareCoordinator: WatchdogDelegate {
    func showAppCover(_ sender: Watchdog) {
    }
}
