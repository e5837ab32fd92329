import ArgumentParser
import Foundation
import SwitcherRecording

/// `switcherlab record TAPE -o FILE.cast`: the tape played headless on the virtual clock into
/// an asciicast v2 file, identical on every run.
struct Record: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Record a tape headless into an asciicast v2 file.",
        discussion: """
            The tape runs on the virtual clock, as fast as the machine goes; frames are taken at
            the tape's frame rate (Set FrameRate, default 30) and only changed cells are
            written. The same tape always gives the same bytes. The file appears only when
            the whole recording succeeded. Failed Expect lines are printed and exit 1.
            """)

    @Argument(help: "The tape.")
    var tape: String

    @Option(name: [.short, .customLong("output")], help: "The asciicast file to write.")
    var output: String

    @Option(help: "A directory of app assets (default: the shipped Assets).")
    var assets: String?

    func run() throws {
        let catalog = try loadCatalog(assets)
        let tape = try TapeSupport.load(self.tape, catalog: catalog)
        let recording: TapeRecording.Result
        do {
            recording = try TapeRecording.asciicast(of: tape, catalog: catalog)
        } catch {
            throw TapeSupport.report(error)
        }
        do {
            try AtomicFile.write(recording.cast, to: URL(fileURLWithPath: output))
        } catch {
            throw TapeSupport.report(error)
        }
        TapeSupport.printLine("\(output): \(recording.frames) frames, \(recording.duration)")
        TapeSupport.printFailures(recording.results)
        if recording.results.contains(where: { !$0.passed }) { throw ExitCode(1) }
    }
}
