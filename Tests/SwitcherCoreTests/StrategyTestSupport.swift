import Foundation
import SwitcherCore
import SwitcherTestSupport
import Testing

/// Worlds with a catalog strategy installed, for the strategy tests.
extension World {
    /// A world whose every scene runs strategy `id` (with its default trigger unless given),
    /// the test apps installed.
    static func protected(
        _ id: String, _ device: DeviceKind = .iphoneHome, _ lifecycle: LifecycleStyle = .scene,
        trigger: StrategyTrigger? = nil, fade: Double = 0.5, pin: String = "1234",
        catalog: AssetCatalog = TestApps.catalog
    ) -> World {
        World(
            device: device, lifecycle: lifecycle, catalog: catalog,
            defaultStrategy: StrategyConfiguration(id: id, trigger: trigger, fade: fade, pin: pin),
            makeStrategy: Strategies.make)
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
