import SwitcherCore
import Testing

@testable import SwitcherUI

/// The `S` picker names each strategy by its whole id, the one a tape or `--strategy` takes.
struct StrategyPickerTests {
    @Test(arguments: [Size(width: 120, height: 40), Size(width: 80, height: 24)])
    func everyIdShownIsWhole(_ size: Size) {
        var canvas = Canvas(width: size.width, height: size.height)
        StrategyPicker().draw(
            on: &canvas, scene: nil, base: StrategyConfiguration(), device: .iphone, lifecycle: .scene)
        let rows = canvas.lines.map { " " + $0 + " " }
        let shown = Strategies.ids.filter { id in rows.contains { $0.contains(" \(id) ") } }
        // Every strategy fits at 120×40; at 80×24 the list scrolls, but what shows is whole.
        #expect(shown.count >= (size.height >= 40 ? Strategies.ids.count : 15), "\(canvas.lines)")
        #expect(!rows.contains { $0.contains("overlay-completed-on-backgrou…") }, "\(canvas.lines)")
    }
}
