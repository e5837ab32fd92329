import SwitcherCore
import SwitcherRecording
import SwitcherSessions
import SwitcherTapes
import SwitcherTestSupport
import SwitcherUI
import Testing

func parse(_ text: String, file: String = "test.tape") throws -> Tape {
    try TapeParser(catalog: ShippedAssets.catalog).parse(text, file: file)
}

/// A recording kept in memory, made by `switcherlab record`'s own join of a tape to an encoder.
extension TapeRecording {
    struct Result {
        /// The asciicast file's text.
        let cast: String
        let frames: Int
        /// The tape's length in recording time.
        let duration: Interval
        let results: [ExpectationResult]
    }

    /// `record(_:catalog:to:)` into memory, as an asciicast.
    static func asciicast(of tape: Tape, catalog: AssetCatalog) throws -> Result {
        let memory = Kept()
        let summary = try record(tape, catalog: catalog, to: memory)
        return Result(
            cast: String(decoding: memory.bytes, as: UTF8.self), frames: summary.frames,
            duration: summary.duration, results: summary.results)
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
