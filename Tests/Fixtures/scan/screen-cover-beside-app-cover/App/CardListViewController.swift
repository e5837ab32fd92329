import UIKit

/// One screen that blurs itself while the app is inactive.
final class CardListViewController: UITableViewController {
    private var frost: UIView?

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        NotificationCenter.default.addObserver(
            self, selector: #selector(frostContents), name: UIApplication.willResignActiveNotification,
            object: nil)
        NotificationCenter.default.addObserver(
            self, selector: #selector(clearFrost), name: UIApplication.didBecomeActiveNotification,
            object: nil)
    }

    @objc private func frostContents() {
        let frosted = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
        frosted.frame = view.bounds
        view.addSubview(frosted)
        frost = frosted
    }

    @objc private func clearFrost() {
        frost?.removeFromSuperview()
        frost = nil
    }
}
