import Foundation
import SwitcherTapes
import SwitcherTestSupport
import Testing

@Suite struct TapeLimitsTests {
    @Test func anHourOfSleepsIsAllowed() throws {
        let tape = try parse("Launch \"Bank\"\nSleep 3599s\nSleep 999ms\nSleep 1ms\nPress Home")
        try tape.checkLimits()
        #expect(tape.virtualDuration == Tape.longestVirtualDuration)
    }

    @Test func theLineWhereTheSleepsPassAnHourIsNamed() throws {
        let tape = try parse(
            "Launch \"Bank\"\nSleep 1800s\n# half way\nSleep 1800s\nSleep 1ms\nSleep 3600s\n",
            file: "long.tape")
        #expect {
            try tape.checkLimits()
        } throws: { error in
            (error as? TapeError)?.description
                == "long.tape:5: the Sleeps add up to 3600.001s here, more than the limit of 1 hour (3600s) of virtual time"
        }
    }

    /// Slow motion stretches the recording: the hour is counted in recording time too, from
    /// the time scale in effect at each Sleep.
    @Test func slowMotionCannotStretchTheRecordingPastAnHour() throws {
        let fine = try parse("Set TimeScale 0.5\nPress Home\nSleep 1000s\nSet TimeScale 2\nSleep 2600s")
        try fine.checkLimits()
        let tape = try parse(
            "Press Home\nSleep 3000s\nSet TimeScale 0.25\nSleep 100s\nSleep 40s\nSleep 20s", file: "slow.tape"
        )
        #expect {
            try tape.checkLimits()
        } throws: { error in
            (error as? TapeError)?.description
                == "slow.tape:6: at time scale 0.25 the recording lasts 3640.000s here, more than the limit of 1 hour (3600s)"
        }
    }
}
