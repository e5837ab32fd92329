import SwitcherCore
import SwitcherTapes
import SwitcherTestSupport
import SwitcherUI
import Testing

@Suite struct TapePlayerTests {
    static let homeTape = """
        Launch "Medical ID"
        Sleep 1s
        Press Home
        Sleep 900ms
        Expect Snapshot "Medical ID" None
        Sleep 17ms
        Expect Snapshot "Medical ID" Legible >0
        Expect Callbacks "Medical ID" didFinishLaunching willConnect willEnterForeground didBecomeActive willResignActive didEnterBackground
        Sleep 1s
        DoublePress Home
        Sleep 500ms
        Select "Medical ID"
        Sleep 1s
        Expect State "Medical ID" active
        """

    @Test func theLabStartsOnTheHomeScreenAsTheSetLinesSay() throws {
        let tape = try parse("Set Device android\nSet Timing cardZoom 100ms\nSleep 1s")
        let player = TapePlayer(tape: tape, catalog: ShippedAssets.catalog)
        #expect(player.lab.world.device == .android)
        #expect(player.lab.world.timings.cardZoom == .milliseconds(100))
        #expect(player.lab.world.screen == .home)
        #expect(player.lab.world.now == .zero)
    }

    /// Home resolves 0.3 s after the press (double-press window), didEnterBackground 0.6 s
    /// later, the snapshot one frame after: an Expect sees exactly that instant.
    @Test func expectationsAreCheckedAtTheirInstant() throws {
        let player = try played(Self.homeTape)
        #expect(player.results.count == 4)
        #expect(player.failures.map(\.description) == [])
        #expect(player.results.map(\.time.microseconds) == [1_900_000, 1_917_000, 1_917_000, 4_417_000])
    }

    /// Steps run at their tape time whatever the frames are stepped in: the log and every
    /// expectation are the same at 1, 7, 30 and 60 frames per second.
    @Test func resultsDoNotDependOnTheFrameRate() throws {
        let tape = try parse(Self.homeTape)
        var logs: [[String]] = []
        var outcomes: [[String]] = []
        for rate in [1, 7, 30, 60] {
            let player = TapePlayer(tape: tape, catalog: ShippedAssets.catalog)
            try player.play(size: Size(width: 80, height: 24), frameRate: rate) { _, _ in }
            logs.append(player.lab.world.log.entries.map { "\($0.time) \($0.text)" })
            outcomes.append(player.results.map { "\($0.line) \($0.got) \($0.passed)" })
            #expect(player.endTime == Instant(microseconds: 4_417_000))
        }
        #expect(Set(logs.map { $0.joined(separator: "\n") }).count == 1)
        #expect(Set(outcomes.map { $0.joined(separator: "\n") }).count == 1)
    }

    @Test func timeScaleStretchesTheRecordingNotTheTape() throws {
        let player = try played(
            "Set TimeScale 0.5\nLaunch \"Bank\"\nSleep 2s\nSet TimeScale 2\nSleep 2s\nExpect State \"Bank\" active"
        )
        #expect(player.tapeTime == .zero + .seconds(4))
        #expect(player.lab.world.now == .zero + .seconds(4))
        #expect(player.endTime == .zero + .seconds(5))
        #expect(player.failures.isEmpty)
    }

    @Test func setAfterEventsChangesTheRunningWorld() throws {
        let player = try played(
            """
            Launch "Bank"
            Sleep 1s
            Set Strategy none
            Set Fade 2s
            Set Trigger background
            Set Pin 4321
            Set Timing homeToBackground 1s
            Press Home
            Sleep 1.25s
            Expect State "Bank" inactive
            Sleep 100ms
            Expect State "Bank" background
            """)
        let world = player.lab.world
        let configuration = world.strategyConfiguration(of: SceneID(app: "Bank", index: 1))
        #expect(
            configuration == StrategyConfiguration(id: "none", trigger: .background, fade: 2, pin: "4321"))
        #expect(world.defaultStrategy == configuration)
        #expect(world.timings.homeToBackground == .seconds(1))
        #expect(player.failures.map(\.description) == [])
    }

    @Test func keysGoToTheLab() throws {
        let player = try played(
            "Launch \"Bank\"\nSleep 1s\nKey h\nSleep 2s\nExpect State \"Bank\" background")
        #expect(player.failures.map(\.description) == [])
        #expect(player.quitLine == nil)
    }

    @Test func aQuitKeyEndsTheTapeThere() throws {
        let player = try played(
            "Launch \"Bank\"\nSleep 1s\nKey q\nSleep 5s\nExpect State \"Bank\" background")
        #expect(player.quitLine == 3)
        #expect(player.results.isEmpty)
        #expect(player.endTime == .zero + .seconds(1))
    }

    @Test func onlyChangedFramesAreEmittedAndTheLastIsTheEnd() throws {
        let tape = try parse(Self.homeTape)
        let player = TapePlayer(tape: tape, catalog: ShippedAssets.catalog)
        var frames: [(Instant, Canvas)] = []
        try player.play(size: Size(width: 80, height: 24), frameRate: 30) { frames.append(($0, $1)) }
        #expect(frames.first?.0 == .zero)
        #expect(frames.count >= 2)
        for (a, b) in zip(frames, frames.dropFirst()) {
            #expect(a.0 < b.0)
            #expect(!looksSame(a.1, b.1))
        }
        let end = try #require(player.endTime)
        #expect(frames.last!.0 <= end)
        // Every frame time is on the 30 fps grid, or the end.
        for (time, _) in frames where time != end {
            let index = (time.microseconds * 30 + 999_999) / 1_000_000
            #expect(TapePlayer.frameTime(index, frameRate: 30) == time)
        }
    }

    @Test func theFrameAtAnInstantIsTheFramePlayShowsThen() throws {
        let tape = try parse(Self.homeTape)
        let size = Size(width: 80, height: 24)
        var frames: [(Instant, Canvas)] = []
        try TapePlayer(tape: tape, catalog: ShippedAssets.catalog).play(size: size, frameRate: 30) {
            frames.append(($0, $1))
        }
        // Each frame, played from the start with no frame drawn on the way.
        for (time, frame) in frames {
            let single = try TapePlayer(tape: tape, catalog: ShippedAssets.catalog).frame(
                at: time, size: size)
            #expect(single.map { looksSame($0, frame) } == true, "\(time)")
        }
        let late = TapePlayer(tape: tape, catalog: ShippedAssets.catalog)
        #expect(try late.frame(at: .zero + .seconds(60), size: size) == nil)
        #expect(late.endTime == Instant(microseconds: 4_417_000))
    }

    @Test func secondsUntilTheNextStepFollowTheTimeScale() throws {
        let player = TapePlayer(
            tape: try parse("Set TimeScale 0.25\nLaunch \"Bank\"\nSleep 1s\nPress Home"),
            catalog: ShippedAssets.catalog)
        try player.advance(to: .zero)
        #expect(player.secondsUntilNextStep == 4)
        try player.advance(to: .zero + .seconds(1))
        #expect(player.secondsUntilNextStep == 3)
        try player.advance(to: .zero + .seconds(4))
        #expect(player.isFinished)
        #expect(player.secondsUntilNextStep == nil)
    }
}
