import UIKit

final class Locker {
    private var isAway = false {
        didSet { apply() }
    }

    init() {
        NotificationCenter.default.addObserver(
            self, selector: #selector(resign), name: UIApplication.willResignActiveNotification, object: nil)
        NotificationCenter.default.addObserver(
            self, selector: #selector(activate), name: UIApplication.didBecomeActiveNotification, object: nil)
    }

    @objc private func resign() {
        self.isAway = true
    }

    @objc private func activate() {
        self.isAway = false
    }

    private func apply() {
        WindowGate.shared().isClosed = isAway
    }
}
