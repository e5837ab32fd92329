import Foundation
import SwitcherCore
import SwitcherTestSupport
import Testing

/// Worlds with a catalog strategy installed, for the strategy tests.
extension World {
    /// A world whose every scene runs strategy `id` (with its default trigger unless given),
    /// the test apps installed. Its code lives in `host`; by default in its article's host
    /// when UIKit runs that in `lifecycle`, else in the delegate that lifecycle calls (the port).
    static func protected(
        _ id: String, _ device: DeviceKind = .iphoneHome, _ lifecycle: LifecycleStyle = .scene,
        trigger: StrategyTrigger? = nil, host: StrategyHost? = nil, fade: Double? = nil, pin: String = "1234",
        presentation: ModalPresentation = .automatic, form: StrategyForm = .article,
        ios: IOSVersion = .current,
        catalog: AssetCatalog = TestApps.catalog
    ) -> World {
        var configuration = StrategyConfiguration(
            id: id, trigger: trigger, host: host, fade: fade, pin: pin, presentation: presentation, form: form
        )
        if host == nil, let home = Strategies.host(of: configuration), !home.runs(in: lifecycle) {
            configuration.host = lifecycle == .app ? .appDelegate : .sceneDelegate
        }
        var world = TestWorld(device: device, lifecycle: lifecycle, strategy: configuration, catalog: catalog)
        world.ios = ios
        return world.build()
    }

    /// Notes, then Secret in front: a second app to switch to.
    func withSecretInFront() -> World { launched("Notes").launched("Secret") }

    var notes: SceneID { SceneID(app: "Notes", index: 1) }

    /// Legible sensitive cells of the Secret card now.
    var secretCard: Int { legibleCardCells(of: secret) }

    /// What the zoom into `scene` shows, while one is in flight.
    func zoomImage(_ scene: SceneID) -> Canvas? {
        guard case .appOpen(_, let images)? = transition?.kind else { return nil }
        return images[scene]
    }
}

extension ShippedAssets {
    static let medicalID = SceneID(app: "Medical ID", index: 1)
}

/// The two iOS lifecycle styles, for tests that run in both.
let iOSStyles: [LifecycleStyle] = [.scene, .app]
