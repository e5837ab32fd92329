import UIKit

final class AccountViewController: UIViewController {
    private var observers: [NSObjectProtocol] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        observers.append(
            NotificationCenter.default.addObserver(
                forName: UIApplication.willResignActiveNotification, object: nil, queue: .main
            ) { [weak self] _ in
                guard let self else { return }
                let cover = UIView(frame: self.view.bounds)
                cover.backgroundColor = .systemBackground
                cover.tag = 99
                cover.alpha = 0
                self.view.addSubview(cover)
                UIView.animate(withDuration: 0.3) { cover.alpha = 1 }
            })
        observers.append(
            NotificationCenter.default.addObserver(
                forName: UIApplication.didBecomeActiveNotification, object: nil, queue: .main
            ) { [weak self] _ in
                self?.view.viewWithTag(99)?.removeFromSuperview()
            })
    }
}
