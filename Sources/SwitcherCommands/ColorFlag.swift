import ArgumentParser
import SwitcherCore
import SwitcherRecording

/// `--color`: a frame printed as ANSI (24-bit colours and attributes) instead of plain text,
/// by `render` and `compare` alike.
struct ColorFlag: ParsableArguments {
    @Flag(help: "ANSI colours and attributes instead of plain text.")
    var color = false

    /// The flag, if given, for the rules that refuse it where a file is written.
    var used: OptionUse? { OptionUse.color.given(color) }

    /// The frame as the command prints it.
    func text(_ canvas: Canvas) -> String {
        color ? ANSIEncoder().fullFrame(canvas) : PlainTextFrame.text(canvas)
    }
}
