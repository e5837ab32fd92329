import SwitcherCore
import SwitcherTestSupport
import Testing

@testable import SwitcherUI

/// Where a result is shown, the strategy is named with the host its code lives in, and a host
/// UIKit never calls in the lifecycle is said in red, with the reason.
@Suite struct HostWarningTests {
    static let size = Size(width: 120, height: 40)
    static let reason = "never runs: no app-delegate calls with scenes"

    /// A lab on the iPhone with `color-overlay` (the article's app-delegate code, or `host`),
    /// Medical ID in front, gone Home: the snapshot shows what the strategy hid.
    func lab(host: StrategyHost? = nil, lifecycle: LifecycleStyle = .scene) -> Lab {
        var configuration = Fixtures.configuration(device: .iphone)
        configuration.lifecycle = lifecycle
        configuration.strategy = StrategyConfiguration(id: "color-overlay", host: host)
        let lab = Lab(configuration, catalog: ShippedAssets.catalog)
        lab.run(1)
        lab.press(.character("h"))
        lab.run(2)
        return lab
    }

    /// The row holding `text`, and whether every cell of `text` there is red and bold.
    func redRow(_ canvas: Canvas, _ text: String) throws -> Bool {
        let y = try #require(canvas.lines.firstIndex { $0.contains(text) }, "\(canvas.lines)")
        let line = Array(canvas.lines[y])
        let start = try #require(
            line.indices.first { String(line[$0...].prefix(text.count)) == text })
        return (start..<start + text.count).allSatisfy {
            canvas[$0, y].foreground == Theme.leak && canvas[$0, y].attributes.contains(.bold)
        }
    }

    @Test func thePresenterStatusNamesTheStrategyAndItsHostAndWhyItNeverRuns() throws {
        let lab = lab()
        lab.press(.character("z"))
        let canvas = lab.render(size: Self.size)
        let status = try #require(canvas.lines.first { $0.contains("iOS 27") })
        #expect(status.contains("color-overlay@app-delegate  \(Self.reason)"), "\(status)")
        #expect(try redRow(canvas, Self.reason))
        // It leaked all the snapshot holds, which the status now explains.
        #expect(canvas.plainText.contains("118 legible"))
    }

    @Test func aHostThatRunsIsNamedWithoutAWarning() {
        let lab = lab(host: .sceneDelegate)
        lab.press(.character("z"))
        let text = lab.text(Self.size)
        #expect(text.contains("color-overlay@scene-delegate"))
        #expect(!text.contains("never runs"))
        #expect(text.contains("0 legible"))
    }

    @Test func thePickerWarnsInRedForTheChosenStrategysHost() throws {
        var picker = StrategyPicker()
        picker.filter = "color"
        var canvas = Canvas(width: 120, height: 40)
        picker.draw(
            on: &canvas, scene: nil, base: StrategyConfiguration(), device: .iphone, lifecycle: .scene)
        #expect(try redRow(canvas, "color-overlay@app-delegate \(Self.reason)"))
        // With the app lifecycle the same host runs: named, not in red.
        var app = Canvas(width: 120, height: 40)
        picker.draw(on: &app, scene: nil, base: StrategyConfiguration(), device: .iphone, lifecycle: .app)
        #expect(app.plainText.contains("color-overlay@app-delegate  (H moves it)"))
        #expect(!app.plainText.contains("never runs"))
        // The host the scene has now is kept where the chosen strategy can live in it.
        var moved = Canvas(width: 120, height: 40)
        picker.draw(
            on: &moved, scene: nil, base: StrategyConfiguration(host: .sceneDelegate), device: .iphone,
            lifecycle: .scene)
        #expect(moved.plainText.contains("color-overlay@scene-delegate"))
        #expect(!moved.plainText.contains("never runs"))
    }

    @Test func theStrategyPanelSaysWhyInRed() throws {
        let lab = lab()
        let canvas = lab.render(size: Self.size)
        #expect(try redRow(canvas, "app-delegate  (H changes)"))
        #expect(try redRow(canvas, "never runs: no app-delegate calls"))
        let moved = self.lab(host: .sceneDelegate).text(Self.size)
        #expect(moved.contains("scene-delegate  (H changes)") && !moved.contains("never runs"))
    }

    @Test func movingTheHostSaysWhereItNeverRuns() {
        let lab = lab(host: .notifications)
        // notifications → app-delegate (the list wraps to the article's).
        lab.press(.character("H"))
        #expect(lab.message == "color-overlay@app-delegate \(Self.reason)")
    }
}
