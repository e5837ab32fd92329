import Foundation
import SwitcherCore
import SwitcherTestSupport
import SwitcherUI
import Testing

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

/// Fails the test with ratatui-style output (expected, got, the differing rows marked) when
/// `frame` does not show `rows`; `FrameMismatch` (SwitcherTestSupport) says how they differ.
func expectFrame(_ frame: Canvas, _ rows: [String], sourceLocation: SourceLocation = #_sourceLocation) {
    if let mismatch = FrameMismatch(frame, rows) {
        Issue.record("\(mismatch)", sourceLocation: sourceLocation)
    }
}
