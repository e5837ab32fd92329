import UIKit

enum RouterEvent { case resigning, returning }

enum RouterCommand { case open(URL), closeAll }

final class AppRouter {
    private let shield: PrivacyShield

    init(window: UIWindow?) { shield = PrivacyShield(window: window) }

    // Two functions of one name in one type, told apart by the type of what they are handed.
    func handle(_ event: RouterEvent) {
        shield.apply(event)
    }

    func handle(_ command: RouterCommand) {
        shield.perform(command)
    }
}
