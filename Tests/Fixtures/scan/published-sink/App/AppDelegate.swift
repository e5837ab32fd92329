import Combine
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    enum Phase { case launched, resigning, active }

    var window: UIWindow?
    private var shield: UIWindow?
    @Published private var phase = Phase.launched
    private var cancellables = Set<AnyCancellable>()

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        $phase.sink { [unowned self] phase in
            switch phase {
            case .launched:
                break
            case .resigning:
                showShield()
            case .active:
                hideShield()
            }
        }
        .store(in: &cancellables)
        return true
    }

    func applicationWillResignActive(_ application: UIApplication) {
        phase = .resigning
    }

    func applicationDidBecomeActive(_ application: UIApplication) {
        phase = .active
    }

    private func showShield() {
        let shield = UIWindow(frame: UIScreen.main.bounds)
        shield.windowLevel = .alert + 1
        shield.rootViewController = UIViewController()
        shield.isHidden = false
        self.shield = shield
    }

    private func hideShield() {
        shield?.isHidden = true
        shield = nil
    }
}
