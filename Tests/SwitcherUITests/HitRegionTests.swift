import SwitcherCore
import Testing

@testable import SwitcherUI

/// A click lands on what is drawn where it lands: the topmost card at that cell.
@Suite struct HitRegionTests {
    let size = Size(width: 120, height: 40)

    /// A lab in the switcher with four cards, the newest focused.
    func switcher(_ device: DeviceKind) -> Lab {
        let lab = Fixtures.lab(device: device, app: "Bank")
        for app in ["Messages", "Weather", "Medical ID"] {
            lab.update(.event(.home))
            lab.run(2)
            lab.update(.event(.launch(app)))
            lab.run(2)
        }
        lab.update(.event(.switcherGesture(on: device)))
        lab.run(2)
        lab.update(.resize(size))
        return lab
    }

    /// Each card's visible cells (those no card drawn above it covers) open that card, on
    /// every device: the strip of a partly covered card included.
    @Test(arguments: DeviceKind.allCases) func aClickOpensTheCardDrawnThere(_ device: DeviceKind) throws {
        let probe = switcher(device)
        let regions = probe.hitRegions(size: size)
        var checked = 0
        for (index, (rect, target)) in regions.enumerated() {
            guard case .screen(.card(let scene)) = target else { continue }
            let above = regions[(index + 1)...].map(\.0)
            let visible = (rect.minX..<rect.maxX).flatMap { x in
                (rect.minY..<rect.maxY).map { Point(x: x, y: $0) }
            }
            .filter { point in !above.contains { $0.contains(point) } }
            guard let point = visible.first else { continue }
            let lab = switcher(device)
            lab.press(.click(point))
            lab.run(2)
            #expect(lab.world.screen == .app, "\(device): click at \(point) on \(scene)")
            #expect(
                lab.world.foreground.contains(scene),
                "\(device): click at \(point) opened \(lab.world.foreground), not \(scene)")
            checked += 1
        }
        #expect(checked >= 2, "\(device): \(regions)")
    }
}
