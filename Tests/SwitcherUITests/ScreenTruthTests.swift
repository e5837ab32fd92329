import SwitcherCore
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
        lab.elapse(realSeconds: tick)
        #expect(lab.text(size) != before)
        lab.isPaused = true
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
}
