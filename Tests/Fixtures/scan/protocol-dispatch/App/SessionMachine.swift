import UIKit

enum SessionEvent { case resignActive, becomeActive }

protocol SessionState {
    func handle(_ event: SessionEvent, window: UIWindow?) -> any SessionState
}

final class SessionMachine {
    private weak var window: UIWindow?
    private var state: any SessionState = Unlocked()

    init(window: UIWindow?) { self.window = window }

    func send(_ event: SessionEvent) {
        state = state.handle(event, window: window)
    }
}
