import ArgumentParser
import Foundation
import SwitcherTapes
import SwitcherUI

/// `switcherlab play TAPE`: the tape played live in the terminal at its own pace.
struct Play: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Play a tape live in the terminal.",
        discussion: """
            The tape's steps reach the lab at their times (slowed by Set TimeScale); keys work as in the interactive lab (Space pauses the tape too, z the presenter layout; in a comparison, only the keys that act on the devices, the clock and the session). The bottom row shows the tape's line, its time, a bar and each Expect as it passes or fails. With --cue the tape holds at each Pause line (a cue) until Space, → or PageDown (a presentation clicker's key), and the bottom row says it waits; ←, Backspace or PageUp go back to the cue before, played again from the start on the virtual clock. Between cues PageDown runs on to the next cue and PageUp back to the last one. Without --cue a Pause passes straight through. The progress line's length counts each Wait as long as it waits. At the end the lab stays interactive until q, or quits at once with --exit. Failed Expect lines are printed again after the terminal is restored, and exit 1.
            """)

    @Argument(help: "The tape.")
    var tape: String

    @Flag(name: .customLong("exit"), help: "Quit when the tape ends instead of waiting for q.")
    var exitAtEnd = false

    @Flag(
        help:
            "Hold at each Pause line of the tape until Space, → or PageDown; ←, Backspace or PageUp go back a cue."
    )
    var cue = false

    @OptionGroup var hints: HintsFlag

    @OptionGroup var comparing: CompareOptions

    @OptionGroup var assets: AssetsOption

    func run() throws {
        let catalog = try assets.catalog()
        let tape = try TapeSupport.load(self.tape, catalog: catalog, comparing: comparing, hints: hints.shown)
        let player = try tape.checkedRun(catalog: catalog)
        player.holdsAtCues = cue
        let session = TapeLiveSession(player: player) { () throws(TapeError) in try tape.run(catalog: catalog)
        }
        session.exitsAtEnd = exitAtEnd
        let ending = try LiveTerminal.run(session)
        if let error = session.error { throw TapeSupport.report(error) }
        // After the terminal is restored, so the live screen is not garbled.
        TapeSupport.printWarnings(session.player.warnings)
        TapeSupport.printFailures(session.player.results)
        if ending != .quit { throw ExitCode(ending.exitStatus) }
        if !session.player.failures.isEmpty { throw ExitCode(1) }
    }
}
