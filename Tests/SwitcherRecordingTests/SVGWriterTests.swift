import Foundation
import SwitcherCore
import SwitcherRecording
import SwitcherTestSupport
import SwitcherUI
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Bytes kept in memory.
private final class Kept: ByteOutput {
    var bytes: [UInt8] = []
    func write(_ bytes: [UInt8]) { self.bytes += bytes }
    func commit() {}
    func abandon() {}
}

private func svg(of tapeText: String, file: String = "test.tape") throws -> String {
    let tape = try parse(tapeText, file: file)
    let kept = Kept()
    _ = try TapeRecording.record(
        tape, catalog: ShippedAssets.catalog, to: kept,
        format: .svg(SVGOptions(loop: tape.settings.loop)))
    return String(decoding: kept.bytes, as: UTF8.self)
}

private func demoTape(_ name: String) throws -> String {
    try String(contentsOf: Repository.tapes.appendingPathComponent(name), encoding: .utf8)
}

/// An SVG recording read back: its tiles by id, and its frames in order, each with the time
/// it appears (the first at 0) and the tiles it places.
private struct ReadSVG {
    var tiles: [String: String] = [:]
    var frames: [(microseconds: Int64, uses: [(tile: String, x: Int, y: Int)])] = []

    init(_ text: String) {
        for match in text.matches(of: #/<svg id="(t\w+)" (width="\d+" height="\d+")>(.*?)<\/svg>/#) {
            tiles[String(match.1)] = String(match.2) + String(match.3)
        }
        var percents: [String: Int64] = [:]
        for match in text.matches(of: #/@keyframes (k\w+)\{0%\{visibility:hidden\}([0-9.]+)%/#) {
            percents[String(match.1)] = Self.millionths(String(match.2))
        }
        var loop: Int64 = 0
        if let match = text.firstMatch(of: #/\.f\{animation:([0-9.]+)s /#) {
            loop = Self.millionths(String(match.1))
        }
        for match in text.matches(of: #/<g(?: class="f" style="animation-name:(k\w+)")?>(.*?)<\/g>/#) {
            let time = match.1.map { percents[String($0)]! * loop / 100_000_000 } ?? 0
            let uses = match.2.matches(of: #/<use href="#(t\w+)"(?: x="(\d+)")?(?: y="(\d+)")?\/>/#).map {
                (tile: String($0.1), x: Int($0.2 ?? "0")!, y: Int($0.3 ?? "0")!)
            }
            frames.append((time, uses))
        }
    }

    /// A decimal as millionths.
    static func millionths(_ text: String) -> Int64 {
        let parts = text.split(separator: ".")
        let fraction = parts.count > 1 ? String(parts[1]) : ""
        return Int64(parts[0])! * 1_000_000 + Int64((fraction + "000000").prefix(6))!
    }

    /// What each place shows at `microseconds`: the last tile placed there by a frame shown
    /// by then, as its markup.
    func picture(at microseconds: Int64) -> [String: String] {
        var places: [String: String] = [:]
        for frame in frames where frame.microseconds <= microseconds {
            for use in frame.uses { places["\(use.x),\(use.y)"] = tiles[use.tile] }
        }
        return places
    }
}

/// Glyphs the SVG draws as shapes (block elements, box drawing).
private func isShapeGlyph(_ character: Character) -> Bool {
    let value = character.unicodeScalars.first!.value
    return (0x2580...0x259F).contains(value)
        || [
            0x2500, 0x2501, 0x2502, 0x2503, 0x250C, 0x2510, 0x2514, 0x2518, 0x251C, 0x2524, 0x252C, 0x2534,
            0x253C, 0x256D, 0x256E, 0x256F, 0x2570,
        ].contains(value)
}

@Suite("SVG recordings")
struct SVGWriterTests {
    @Test("the same tape gives the same bytes, a self-contained SVG")
    func deterministic() throws {
        let text = try demoTape("leak.tape")
        let first = try svg(of: text, file: "leak.tape")
        #expect(first == (try svg(of: text, file: "leak.tape")))
        #expect(first.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(first.hasSuffix("</svg>\n"))
        #expect(!first.contains("<script"))
        #expect(!first.contains("href=\"http"))
        #expect(!first.contains("url(http"))
        #expect(first.contains("infinite"))
        #expect(first.contains("@media (prefers-reduced-motion:reduce){.f{animation:none!important}}"))
        #expect(first.contains("<title>leak.tape</title>"))
    }

    @Test("the SVG is well-formed XML")
    func wellFormed() throws {
        let text = try svg(of: try demoTape("leak.tape"), file: "leak.tape")
        let parser = XMLParser(data: Data(text.utf8))
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
    }

    @Test("text is text: a still's rows read as the frame's rows")
    func textIsText() throws {
        let tape = try parse(try demoTape("leak.tape"), file: "leak.tape")
        let frame = try #require(
            try SVGStill.frame(of: tape, catalog: ShippedAssets.catalog, at: .zero + .seconds(4)))
        let still = ReadSVG(SVGStill.markup(frame))
        let picture = still.picture(at: 0)
        for (y, line) in frame.lines.enumerated() {
            var row = Array(repeating: Character(" "), count: frame.width)
            for tile in stride(from: 0, to: frame.width, by: 6) {
                let markup = try #require(picture["\(tile * 9),\(y * 18)"])
                for text in markup.matches(of: #/<text x="(\d+)"[^>]*>([^<]*)<\/text>/#) {
                    let start = tile + Int(text.1)! / 9
                    let content = String(text.2).replacingOccurrences(of: "&lt;", with: "<")
                        .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(
                            of: "&amp;", with: "&")
                    for (offset, character) in content.enumerated() { row[start + offset] = character }
                }
            }
            // Block and box glyphs are drawn as shapes, not text.
            let expected = line.map { isShapeGlyph($0) ? " " : $0 }
            #expect(String(row) == String(expected), "row \(y)")
        }
    }

    @Test(
        "at every instant the animation shows the still of that instant",
        arguments: [0, 0.5, 1.3, 2, 3.6, 4.5])
    func animationMatchesStills(seconds: Double) throws {
        let text = try demoTape("leak.tape")
        let tape = try parse(text, file: "leak.tape")
        let animation = ReadSVG(try svg(of: text, file: "leak.tape"))
        let instant = Instant.zero + .seconds(seconds)
        let frame = try #require(try SVGStill.frame(of: tape, catalog: ShippedAssets.catalog, at: instant))
        let still = ReadSVG(SVGStill.markup(frame))
        #expect(still.frames.count == 1)
        let expected = still.picture(at: 0)
        #expect(expected.count == frame.height * ((frame.width + 5) / 6))
        #expect(animation.picture(at: instant.microseconds) == expected)
    }

    @Test("identical tiles are stored once")
    func deduplicated() throws {
        let text = try svg(of: try demoTape("tour.tape"), file: "tour.tape")
        let read = ReadSVG(text)
        let uses = read.frames.reduce(0) { $0 + $1.uses.count }
        #expect(Set(read.tiles.values).count == read.tiles.count)
        #expect(read.tiles.count * 3 < uses)
    }

    @Test("Set Loop off plays once and rests on the last frame")
    func loopOff() throws {
        let text = try svg(
            of: """
                Set Size 100x30
                Set Loop off
                Launch "Bank"
                Sleep 500ms
                Press Home
                Sleep 1s
                """)
        #expect(text.contains(" step-end 1 forwards}"))
        #expect(!text.contains("infinite"))
        #expect(text.contains("width=\"900\" height=\"540\""))
    }

    @Test("Set Loop takes on or off, before the first event")
    func loopSetting() throws {
        #expect(parseError("Set Loop maybe")?.message.contains("Set Loop on|off") == true)
        #expect(try parse("Set Loop off").settings.loop == false)
        #expect(try parse("Sleep 1s").settings.loop == true)
    }

    @Test("the output's extension chooses the format")
    func formatByExtension() {
        #expect(RecordingFormat.forPath("a/b.cast") == .asciicast)
        #expect(RecordingFormat.forPath("B.SVG") == .svg(SVGOptions()))
        #expect(RecordingFormat.forPath("b.gif") == nil)
        #expect(RecordingFormat.forPath("svg") == nil)
        #expect(RecordingFormat.forPath(".svg") == nil)
    }

    @Test("record, render --at and render --frames write SVG; other extensions exit 2")
    func commandLine() throws {
        try withTemporaryDirectory { directory in
            let tape = Repository.tapes.appendingPathComponent("leak.tape").path
            let svg = directory.appendingPathComponent("leak.svg").path
            let record = try Switcherlab.run(["record", tape, "-o", svg])
            #expect(record.status == 0, "\(record.error)")
            #expect(try String(contentsOfFile: svg, encoding: .utf8).hasPrefix("<svg"))

            let gif = directory.appendingPathComponent("leak.gif").path
            let refused = try Switcherlab.run(["record", tape, "-o", gif])
            #expect(refused.status == 2)
            #expect(refused.error.contains("it writes .cast, .svg"))
            #expect(!FileManager.default.fileExists(atPath: gif))

            let still = directory.appendingPathComponent("still.svg").path
            let render = try Switcherlab.run(["render", tape, "--at", "2.5", "-o", still])
            #expect(render.status == 0, "\(render.error)")
            let stillText = try String(contentsOfFile: still, encoding: .utf8)
            #expect(stillText.hasPrefix("<svg") && !stillText.contains("@keyframes"))
            #expect(try Switcherlab.run(["render", tape, "--at", "2.5", "-o", gif]).status == 2)

            let frames = directory.appendingPathComponent("frames").path
            let all = try Switcherlab.run(["render", tape, "--frames", frames, "--format", "svg"])
            #expect(all.status == 0, "\(all.error)")
            let names = try FileManager.default.contentsOfDirectory(atPath: frames)
            #expect(names.contains("000001-0.000s.svg"))
            #expect(names.allSatisfy { $0.hasSuffix(".svg") })
        }
    }

    @Test("the lab's --record FILE.svg streams an animated SVG; other names are refused")
    func liveRecording() throws {
        try withTemporaryDirectory { directory in
            let url = directory.appendingPathComponent("session.svg")
            let recorder = try LiveRecorder(to: url, title: "live")
            let presenter = FramePresenter(sinks: [recorder])
            var canvas = Canvas(width: 20, height: 3)
            presenter.present(canvas, at: .zero)
            canvas.put("hello", x: 1, y: 1, foreground: .systemBlue)
            presenter.present(canvas, at: .zero + .seconds(0.5))
            try recorder.finish()
            let text = try String(contentsOf: url, encoding: .utf8)
            #expect(text.hasPrefix("<svg") && text.hasSuffix("</svg>\n"))
            #expect(text.contains(">hello</text>") || text.contains(">hell</text>"))
            #expect(text.contains("<title>live</title>"))
            #expect(throws: AtomicOutputError.self) {
                try LiveRecorder(to: directory.appendingPathComponent("session.mp4"))
            }
        }
    }
}
