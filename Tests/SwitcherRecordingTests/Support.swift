import SwitcherCore
import SwitcherRecording
import SwitcherTapes
import SwitcherTestSupport
import SwitcherUI
import Testing

func parse(_ text: String, file: String = "test.tape") throws -> Tape {
    try TapeParser(catalog: ShippedAssets.catalog).parse(text, file: file)
}

/// A tape recorded into a cast or an SVG as `switcherlab record` does it: the tape's player
/// feeding the recording's writer. Tapes are the encoders' richest source of frames.
enum TapeRecording {
    /// A recording kept in memory.
    struct Result {
        /// The asciicast file's text.
        let cast: String
        let frames: Int
        /// The tape's length in recording time.
        let duration: Interval
        let results: [ExpectationResult]
    }

    /// Plays `tape` into `output` as `format`; the frames written and the run.
    @discardableResult
    static func record(
        _ tape: Tape, catalog: AssetCatalog, to output: any ByteOutput, format: RecordingFormat = .asciicast,
        continuing: () -> Bool = { true }
    ) throws(Recording.Failure<TapeError>) -> (frames: Int, run: any TapeRun) {
        var run: (any TapeRun)?
        let frames = try Recording.write(
            to: output, format: format, title: tape.title, continuing: continuing
        ) {
            (presenter, continuing) throws(TapeError) in
            let played = try tape.play(catalog: catalog, to: presenter, continuing: continuing)
            run = played
            return played.isFinished
        }
        return (frames, run!)
    }

    /// `record(_:catalog:to:)` into memory, as an asciicast.
    static func asciicast(of tape: Tape, catalog: AssetCatalog) throws -> Result {
        let memory = Kept()
        let (frames, run) = try record(tape, catalog: catalog, to: memory)
        return Result(
            cast: String(decoding: memory.bytes, as: UTF8.self), frames: frames,
            duration: (run.endTime ?? run.time) - .zero, results: run.results)
    }
}

extension TerminalModel {
    /// A terminal whose unknown sequences fail the test.
    init(width: Int, height: Int) {
        self.init(width: width, height: height) { Issue.record(Comment(rawValue: $0)) }
    }
}

/// A canvas with a little of everything: colours, attributes, box drawing, a sensitive run.
func sampleCanvas(width: Int = 24, height: Int = 6, seed: UInt64 = 1) -> Canvas {
    var canvas = Canvas(width: width, height: height)
    var generator = SeededGenerator(seed: seed)
    func next() -> UInt64 { generator.next() }
    let glyphs: [Character] = ["a", "Z", "─", "│", "░", "█", " ", "é", "+", "#"]
    let colors: [RGB] = [.black, .white, .systemBlue, .systemRed, .gray, RGB(1, 2, 3)]
    let attributes: [CellAttributes] = [[], [.bold], [.dim], [.underline, .reverse], [.italic]]
    for y in 0..<height {
        for x in 0..<width {
            canvas[x, y] = Cell(
                glyphs[Int(next() % UInt64(glyphs.count))], foreground: colors[Int(next() % 6)],
                background: colors[Int(next() % 6)], attributes: attributes[Int(next() % 5)],
                sensitive: next() % 2 == 0)
        }
    }
    return canvas
}
