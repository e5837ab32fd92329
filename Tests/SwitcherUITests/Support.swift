import Foundation
import SwitcherCore
import SwitcherTestSupport
import SwitcherUI

/// Ready-made labs on the shipped assets, for frame tests.
enum Fixtures {
    static func configuration(
        device: DeviceKind = .iphoneHome, app: String? = "Medical ID"
    ) -> LabConfiguration {
        var configuration = LabConfiguration(app: app)
        configuration.device = device
        return configuration
    }

    static func lab(
        device: DeviceKind = .iphoneHome, app: String? = "Medical ID", makeStrategy: StrategyFactory? = nil
    ) -> Lab {
        let configuration = configuration(device: device, app: app)
        if let makeStrategy {
            return Lab(configuration, catalog: ShippedAssets.catalog, makeStrategy: makeStrategy)
        }
        return Lab(configuration, catalog: ShippedAssets.catalog)
    }
}

extension Lab {
    /// Advances the virtual clock by `seconds`, drawing no frame: what a frame shows follows
    /// from the state at its time.
    func run(_ seconds: Double) {
        update(.advance(.seconds(seconds)))
    }

    /// Presses `keys` on a frame of `size`, drawing nothing.
    func press(_ keys: Key..., size: Size = Size(width: 120, height: 40)) {
        update(.resize(size))
        for key in keys { update(.key(key)) }
    }

    func text(_ size: Size) -> String { render(size: size).plainText }
}

/// A colour overlay like article 004's, made here so frame tests can show a cover without
/// depending on the strategy catalog.
final class TestCover: PrivacyStrategy {
    func sceneWillResignActive(_ scene: UIWindowScene) {
        guard let window = scene.keyWindow else { return }
        let cover = UIView(frame: window.frame)
        cover.backgroundColor = .white
        cover.tag = 1234
        window.addSubview(cover)
    }

    func sceneDidBecomeActive(_ scene: UIWindowScene) {
        scene.keyWindow?.viewWithTag(1234)?.removeFromSuperview()
    }

    func isCoverShown(in scene: UIWindowScene, at time: Instant) -> Bool {
        scene.keyWindow?.viewWithTag(1234) != nil
    }
}
