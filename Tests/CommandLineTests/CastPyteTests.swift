import Foundation
import SwitcherTestSupport
import Testing

/// Casts as asciinema's tools see them: `Tests/Tools/cast_pyte.py` feeds a recording to pyte,
/// the terminal emulator they use, and compares the screen at several instants with the frame
/// `render --at --color` paints, cell by cell. Needs the Python package `pyte`
/// (`scripts/setup --tests` installs it); skipped without it, except in CI, where it fails.
@Suite("Casts in pyte")
struct CastPyteTests {
    static let missing = Subprocess.missingPython(module: "pyte")

    @Test(
        "pyte shows what the frame shows at every instant checked, and the cursor at the end",
        .enabled(if: ToolRequirement.runs(missing: missing), "\(missing ?? "")"),
        arguments: ["004-fade-race.tape", "ipad-windows.tape", "compare-covers.tape"])
    func castsReplayInPyte(tape: String) throws {
        try MissingTool.check(Self.missing)
        let run = try Switcherlab.runScript(
            "Tests/Tools/cast_pyte.py", tape: tape, ["0", "1.2", "2.5", "4.6", "6", "8.5"])
        #expect(run.status == 0, "\(run.output)\(run.error)")
        #expect(run.output.contains("at 8.5 s: cast and frame same"), "\(run.output)")
        #expect(run.output.contains("at the end: the cursor is shown"), "\(run.output)")
    }

    /// Replayed whole at its size, epilogue and all, the cast of `Tapes/leak.tape` ends on the
    /// frame `render --at` its end draws, row for row: nothing scrolled away.
    @Test(
        "the last screen of leak.tape's cast in pyte is the frame at its end",
        .enabled(if: ToolRequirement.runs(missing: missing), "\(missing ?? "")"))
    func theFinalFrameStays() throws {
        try MissingTool.check(Self.missing)
        let run = try Switcherlab.runScript("Tests/Tools/cast_pyte.py", tape: "leak.tape", ["end"])
        #expect(run.status == 0, "\(run.output)\(run.error)")
        #expect(run.output.contains("at end s: cast and frame same"), "\(run.output)")
        #expect(run.output.contains("at the end: the cursor is shown"), "\(run.output)")
    }
}
