import SwitcherCore
import SwitcherTestSupport
import Testing

/// The world builder the test targets share (SwitcherTestSupport).
@Suite struct TestWorldTests {
    @Test func aBuiltWorldHasItsAppsLaunchedTheLastActiveInFront() {
        let world = TestWorld(device: .iphone, lifecycle: .app, inFront: ["Notes", "Secret"]).build()
        #expect(world.device == .iphone && world.lifecycle == .app)
        #expect(world.foreground.map(\.app) == ["Secret"])
        #expect(world.state(ofApp: "Secret") == .active)
        #expect(world.state(ofApp: "Notes") != .active)
        #expect(world.screen != .home)
    }

    @Test func theStrategyAndTimingsAreTheWorlds() {
        var timings = SystemTimings.defaults
        timings.homeToBackground = .milliseconds(1200)
        let world = TestWorld(strategy: StrategyConfiguration(id: "hide-window"), timings: timings).build()
        #expect(world.defaultStrategy.id == "hide-window")
        #expect(world.timings.homeToBackground == .milliseconds(1200))
        #expect(world.screen == .home, "no app: the home screen")
        #expect(World.test().catalog.apps.map(\.name) == TestApps.catalog.apps.map(\.name))
    }
}
