import Foundation
import SwitcherCore
import SwitcherTapes
import SwitcherTestSupport
import SwitcherUI
import Testing

@Suite struct TapeLiveSessionTests {
    func session(_ text: String) throws -> TapeLiveSession {
        TapeLiveSession(player: TapePlayer(tape: try parse(text), catalog: ShippedAssets.catalog))
    }

    @Test func realTimeDrivesTheTapeAndTheEndIsAnnouncedOnce() throws {
        let live = try session(
            "Launch \"Bank\"\nSleep 1s\nPress Home\nSleep 1.5s\nExpect State \"Bank\" background")
        var ends = 0
        live.onEnd = { ends += 1 }
        #expect(live.lab.world.foreground == [SceneID(app: "Bank", index: 1)], "steps at zero run at once")
        #expect(live.secondsUntilNextChange.map { $0 <= 1 } == true)
        for _ in 0..<24 { live.update(.elapsed(realSeconds: 0.1)) }
        #expect(live.player.tapeTime == Instant(microseconds: 2_400_000))
        #expect(ends == 0)
        live.update(.elapsed(realSeconds: 0.1))
        #expect(ends == 1)
        #expect(!live.isFinished, "without --exit the lab stays for the person watching")
        live.exitsAtEnd = true
        #expect(live.isFinished, "with --exit the live loop ends here")
        live.exitsAtEnd = false
        #expect(live.player.failures.isEmpty && live.player.results.count == 1)
        // After the tape the lab runs on.
        live.update(.elapsed(realSeconds: 1))
        #expect(ends == 1)
        #expect(live.lab.world.now == Instant(microseconds: 3_500_000))
        #expect(live.handle(.character("q")) == false)
    }

    @Test func aPauseHoldsTheTape() throws {
        let live = try session("Launch \"Bank\"\nSleep 1s\nPress Home")
        live.update(.key(.character(" ")))
        live.update(.elapsed(realSeconds: 5))
        #expect(live.player.time == .zero)
        #expect(live.secondsUntilNextChange == nil)
        live.update(.key(.character(" ")))
        live.update(.elapsed(realSeconds: 0.5))
        #expect(live.player.time == .zero + .milliseconds(500))
    }

    @Test func slowMotionSlowsTheTape() throws {
        let live = try session("Set TimeScale 0.5\nLaunch \"Bank\"\nSleep 1s\nPress Home")
        #expect(live.secondsUntilNextChange == 0.35 / 0.5, "the zoom ends before the next step")
        live.update(.elapsed(realSeconds: 1))
        #expect(live.player.tapeTime == .zero + .milliseconds(500))
    }

    @Test func aStepThatCannotRunEndsTheTapeWithItsError() throws {
        let live = try session("Launch \"Bank\"\nSleep 1s\nSelect \"Weather\"\nSleep 1s")
        var ended = false
        live.onEnd = { ended = true }
        #expect(!live.isFinished)
        live.update(.elapsed(realSeconds: 2))
        #expect(ended)
        #expect(live.isFinished, "a failed step ends the live loop, --exit or not")
        #expect(live.error?.line == 3)
    }
}
