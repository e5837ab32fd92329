import Foundation
import SwitcherCore
import SwitcherTestSupport
import Testing

@testable import SwitcherUI

/// What the screen shows is true: the clock moves, the focus is where Enter acts, the
/// panels describe the current choice.
@Suite struct ScreenTruthTests {
    let size = Size(width: 120, height: 40)

    /// A running lab asks for a few frames a second so its clock moves while nothing
    /// animates; paused, it asks for none.
    @Test func theStatusClockTicksWhileRunning() throws {
        let lab = Fixtures.lab()
        lab.run(2)
        #expect(!lab.isAnimating)
        let tick = try #require(lab.secondsBetweenClockTicks)
        #expect(tick > 0 && tick <= 0.5)
        let before = lab.text(size)
        lab.update(.elapsed(realSeconds: tick))
        #expect(lab.text(size) != before)
        lab.update(.key(.character(" ")))
        #expect(lab.secondsBetweenClockTicks == nil)
    }

    /// The home screen draws its focus on the icon Enter launches, from the first frame.
    @Test func homeFocusIsWhereEnterLaunches() {
        let lab = Fixtures.lab(app: nil)
        let first = lab.world.catalog.apps[0].name
        #expect(lab.text(size).contains("▸" + first.prefix(4)))
        lab.press(.right)
        let second = lab.world.catalog.apps[1].name
        #expect(lab.text(size).contains("▸" + second.prefix(4)))
        lab.press(.enter)
        lab.run(1)
        #expect(lab.world.foreground.first?.app == second)
    }

    /// After `t` and `a` the strategy panel's summary names the trigger and fade chosen.
    @Test func theStrategySummaryFollowsTAndA() {
        let lab = Fixtures.lab()
        lab.press(.character("s"), .character("s"))
        #expect(lab.world.strategyConfiguration(of: lab.selectedScene!).id == "color-overlay")
        func panel() -> String {
            var canvas = Canvas(width: 60, height: 20)
            StrategyPanel(world: lab.world, scene: lab.selectedScene).draw(
                on: &canvas, in: Rect(x: 0, y: 0, width: 60, height: 20))
            return canvas.plainText.split(separator: "\n").map { $0.trimmingCharacters(in: ["│", " "]) }
                .joined(separator: " ")
        }
        #expect(panel().contains("0.5 s on willResignActive"), "\(panel())")
        lab.press(.character("t"), .character("a"))
        let configuration = lab.world.strategyConfiguration(of: lab.selectedScene!)
        let after = panel()
        #expect(!after.contains("0.5 s on"))
        #expect(!after.contains("willResignActive and"))
        #expect(
            after.contains(StrategyInfo.seconds(configuration.fade) + " on didEnterBackground"), "\(after)")
    }

    /// The leak of a snapshot taken under another strategy stays (the card still shows it)
    /// but is marked as the old strategy's, in parentheses and not in the leak colour.
    @Test func aLeakFromThePreviousStrategyIsMarked() throws {
        let lab = Fixtures.lab()
        lab.press(.character("h"))
        lab.run(10)
        let scene = SceneID(app: "Medical ID", index: 1)
        let count = try #require(lab.world.snapshot(of: scene)?.legibleSensitiveCells(.default))
        #expect(count > 0)
        #expect(
            SceneManagerPanel.leak(
                lab.world.snapshot(of: scene), strategy: lab.world.strategyConfiguration(of: scene)) == (
                    String(count), Theme.leak
                ))
        lab.update(.event(.setStrategy(StrategyConfiguration(id: "hide-window"), scene: scene)))
        let (text, colour) = SceneManagerPanel.leak(
            lab.world.snapshot(of: scene), strategy: lab.world.strategyConfiguration(of: scene))
        #expect(text == "(\(count))")
        #expect(colour != Theme.leak)
        #expect(lab.text(size).contains("(\(count))"))
    }

    /// Apps lay out inside the safe area: on a device with a home indicator its row is the
    /// screen's last, below the app's artwork, so the indicator covers no app text.
    @Test(arguments: [DeviceKind.iphone, .ipad]) func theHomeIndicatorCoversNoAppText(_ device: DeviceKind) {
        for app in ShippedAssets.catalog.apps {
            let lab = Fixtures.lab(device: device, app: app.name)
            lab.run(2)
            let screen = DeviceScreen(world: lab.world, view: ScreenViewState()).compose().canvas
            let last = screen.lines[screen.height - 1]
            #expect(
                last.allSatisfy { $0 == " " || $0 == "▬" } && last.contains("▬"),
                "\(device) \(app.name): '\(last)'")
            // The artwork's last row shows just above it.
            let shown = app.screen(forWidth: device.screenSize.width)
            let art = shown.lines[shown.height - 1].trimmingCharacters(in: .whitespaces)
            if !art.isEmpty {
                #expect(screen.lines[screen.height - 2].contains(art), "\(device) \(app.name)")
            }
        }
    }

    /// A strategy chosen with `s` belongs to the app: swiping its card away and launching it
    /// again keeps it.
    @Test func aStrategyChosenInTheLabSurvivesTheKilledCard() {
        let lab = Fixtures.lab()
        let scene = SceneID(app: "Medical ID", index: 1)
        lab.press(.character("s"))
        let chosen = lab.world.strategyConfiguration(of: scene)
        #expect(chosen.id != lab.world.defaultStrategy.id)
        lab.press(.character("h"))
        lab.run(10)
        lab.press(.tab)
        lab.run(2)
        #expect(lab.world.focusedCard == [scene])
        lab.press(.character("x"))
        lab.run(2)
        #expect(lab.world.state(of: scene) == .notRunning)
        lab.update(.event(.launch("Medical ID")))
        lab.run(2)
        #expect(lab.world.state(of: scene) == .active)
        #expect(lab.world.strategyConfiguration(of: scene) == chosen)
        #expect(lab.text(size).contains(chosen.id))
    }

    /// Text cut to fit ends in `…`: the shared helper, and the panels that use it.
    @Test func truncatedTextEndsInAnEllipsis() {
        var canvas = Canvas(width: 12, height: 1)
        canvas.text("Super Secret Information", x: 0, y: 0, width: 10)
        #expect(canvas.lines[0] == "Super Sec…  ")
        canvas = Canvas(width: 12, height: 1)
        canvas.text("fits", x: 0, y: 0, width: 4)
        #expect(canvas.lines[0] == "fits        ")
        let lab = Fixtures.lab()
        lab.press(.character("s"), .character("s"))
        let frame = lab.text(Size(width: 80, height: 24))
        #expect(frame.contains("Super Se…"), "\(frame)")
        for line in frame.split(separator: "\n") where line.contains("Super Se") {
            #expect(line.contains("Super Se…") || line.contains("Super Secret Information"), "\(line)")
        }
    }
}
