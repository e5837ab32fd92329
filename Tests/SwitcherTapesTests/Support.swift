import SwitcherCore
import SwitcherTapes
import SwitcherTestSupport

func parse(_ text: String, file: String = "test.tape") throws -> Tape {
    try TapeParser(catalog: ShippedAssets.catalog).parse(text, file: file)
}

/// The error a tape gives, or nil when it parses.
func parseError(_ text: String, file: String = "bad.tape") -> TapeError? {
    do {
        _ = try TapeParser(catalog: ShippedAssets.catalog).parse(text, file: file)
        return nil
    } catch {
        return error
    }
}

/// Plays a tape to its end headless, frames rendered as `record` does; the player after.
func played(_ text: String, file: String = "test.tape") throws -> TapePlayer {
    let tape = try parse(text, file: file)
    let player = TapePlayer(tape: tape, catalog: ShippedAssets.catalog)
    try player.play(size: tape.settings.size, frameRate: tape.settings.frameRate) { _, _ in }
    return player
}
