import SwitcherCore

/// What a delegate's callbacks are named after and take: the app delegate's `application`, a
/// `UIApplication`, or the scene delegate's `scene`, a `UIScene`.
struct DelegateSender {
    let name: String
    let type: String

    init(_ host: StrategyHost) {
        (name, type) = host == .appDelegate ? ("application", "UIApplication") : ("scene", "UIScene")
    }
}

extension CodeContext {
    /// The callbacks of a host's file with their calls, in either language: in a delegate one
    /// method per callback (`method`), in the view controller the observers, registered together
    /// in viewDidLoad (`viewDidLoad`).
    func callbacks(
        _ host: StrategyHost, _ code: HostedCode,
        method: (_ sender: DelegateSender, _ callback: HostCallback, _ calls: [String]) -> String,
        viewDidLoad: (_ used: [(HostCallback, [String])]) -> String
    ) -> [String] {
        let used = code.used(trigger: listing.trigger, host: host)
        switch host {
        case .appDelegate, .sceneDelegate:
            let sender = DelegateSender(host)
            return used.map { method(sender, $0, $1) }
        default:
            return [viewDidLoad(used)]
        }
    }
}
