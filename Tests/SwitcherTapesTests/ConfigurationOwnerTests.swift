import SwitcherCore
import SwitcherTapes
import SwitcherTestSupport
import SwitcherUI
import Testing

/// The lab's configuration has one home: what a tape sets survives a device change by key,
/// and the frames need not be drawn for the world to keep in step.
@Suite struct ConfigurationOwnerTests {
    /// The time from `willResignActive` to `didEnterBackground` at the last Home press.
    func backgroundGap(_ player: TapePlayer) throws -> Interval {
        let entries = player.lab.world.log.entries.filter { $0.app == "Medical ID" }
        let resign = try #require(entries.last { $0.callback == .willResignActive })
        let background = try #require(entries.last { $0.callback == .didEnterBackground })
        return background.time - resign.time
    }

    @Test(arguments: [
        // Before the first event: a setting of the tape.
        "Set Timing homeToBackground 1200ms\nKey d",
        // After it: a step that changes the running lab.
        "Launch \"Bank\"\nSleep 1s\nSet Timing homeToBackground 1200ms\nKey d",
    ])
    func aTimingSurvivesADeviceChange(_ start: String) throws {
        let tape = try parse(start + "\nSleep 500ms\nLaunch \"Medical ID\"\nSleep 2s\nPress Home\nSleep 3s")
        let player = TapePlayer(tape: tape, catalog: ShippedAssets.catalog)
        try player.runToEnd()
        #expect(player.lab.world.device == .iphone)
        #expect(player.lab.configuration.timings.homeToBackground == .milliseconds(1200))
        #expect(try backgroundGap(player) == .milliseconds(1200))
    }

    @Test func strategyAndTimeScaleSurviveADeviceChange() throws {
        let tape = try parse(
            "Launch \"Bank\"\nSleep 1s\nSet Strategy color-overlay\nSet Trigger background\nSet TimeScale 0.5\nKey d\nSleep 1s"
        )
        let player = TapePlayer(tape: tape, catalog: ShippedAssets.catalog)
        try player.runToEnd()
        #expect(player.lab.world.defaultStrategy.id == "color-overlay")
        #expect(player.lab.world.defaultStrategy.trigger == .background)
        #expect(player.lab.configuration.strategy == player.lab.world.defaultStrategy)
        #expect(player.lab.timeScale == 0.5)
    }

    /// `check` draws nothing: the results are the ones a recording, which draws every frame,
    /// gets.
    @Test func runningWithoutFramesChecksAsPlayingWithThem() throws {
        let text =
            TapePlayerTests.homeTape
            + "\nKey d\nSleep 500ms\nLaunch \"Bank\"\nSleep 1s\nExpect State \"Bank\" active"
        let drawn = try played(text)
        let tape = try parse(text)
        let undrawn = TapePlayer(tape: tape, catalog: ShippedAssets.catalog)
        try undrawn.runToEnd()
        #expect(undrawn.results == drawn.results)
        #expect(undrawn.endTime == drawn.endTime)
        #expect(undrawn.lab.world.log.entries == drawn.lab.world.log.entries)
    }

}
