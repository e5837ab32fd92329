import Foundation
import SwitcherCore
import SwitcherRecording
import SwitcherSessions
import SwitcherTapes
import SwitcherTestSupport
import SwitcherUI
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Bytes kept in memory.
final class Kept: ByteOutput {
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

/// An SVG recording read back as cells: each frame's backgrounds (path segments a row thick,
/// single-cell rectangles, the pixels of images, blocks filling whole cells) and text pieces
/// (drawn, or copies of one by `<use>`), painted in document order, with colours resolved
/// through the classes of the dark theme and written `#rrggbb`.
struct ReadSVG {
    struct Cell: Hashable {
        var background = ""
        var character: Character = " "
        var ink = ""
    }

    let width: Int
    let height: Int
    var colors: [String: String] = [:]
    var pieces: [String: (x: Int, y: Int, text: Substring, attributes: Substring)] = [:]
    var frames: [(microseconds: Int64, body: Substring)] = []

    init(_ text: String) {
        let size = text.firstMatch(of: #/width="(\d+)" height="(\d+)"/#)!
        width = Int(size.1)! / 9
        height = Int(size.2)! / 18
        for rule in text.matches(of: #/\.([cs]\w+)\{(?:fill|stroke):(#\w+)\}/#)
        where colors[String(rule.1)] == nil {
            colors[String(rule.1)] = String(rule.2)
        }
        for piece in text.matches(
            of:
                #/<svg id="(\w+)"(?: x="(\d+)")?(?: y="(\d+)")? width="\d+"><text([^>]*)>([^<]*)<\/text><\/svg>/#
        ) {
            pieces[String(piece.1)] = (Int(piece.2 ?? "0")!, Int(piece.3 ?? "0")!, piece.5, piece.4)
        }
        for match in text.matches(of: #/<g(?: style="--a:([0-9.]+)")?>(.*?)<\/g>/#) {
            frames.append((match.1.map { Self.millionths(String($0)) } ?? 0, match.2))
        }
    }

    /// A decimal as millionths.
    static func millionths(_ text: String) -> Int64 {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        let fraction = parts.count > 1 ? String(parts[1]) : ""
        return Int64(parts[0].isEmpty ? "0" : parts[0])! * 1_000_000 + Int64((fraction + "000000").prefix(6))!
    }

    func color(_ attributes: Substring) -> String {
        if let inline = attributes.firstMatch(of: #/(?:fill|stroke)="(#\w+)"/#) { return Self.long(inline.1) }
        if let named = attributes.firstMatch(of: #/class="(?:a )?([cs]\w+)/#) {
            return colors[String(named.1)].map { Self.long($0[...]) } ?? "?"
        }
        return "?"
    }

    /// `#rrggbb` for `#rgb` or `#rrggbb`.
    static func long(_ color: Substring) -> String {
        color.count == 4 ? "#" + color.dropFirst().map { "\($0)\($0)" }.joined() : String(color)
    }

    /// What the cells show at `microseconds`: every frame shown by then, painted in order.
    func picture(at microseconds: Int64) -> [[Cell]] { pictures(at: [microseconds])[0] }

    /// What the cells show at each of `times` (ascending), painting the frames once.
    func pictures(at times: [Int64]) -> [[[Cell]]] {
        var shown: [[[Cell]]] = []
        var cells = Array(repeating: Array(repeating: Cell(), count: width), count: height)
        func paint(_ x: Int, _ y: Int, _ length: Int, background: String) {
            for column in x / 9..<(x + length) / 9 { cells[y / 18][column] = Cell(background: background) }
        }
        func write(_ text: Substring, _ attributes: Substring, x: Int, y: Int) {
            let bold = attributes.contains("class=\"b") || attributes.contains(" b\"")
            let ink = color(attributes) + (bold ? " bold" : "")
            let content = text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(
                of: "&gt;", with: ">"
            )
            .replacingOccurrences(of: "&amp;", with: "&")
            for (offset, character) in content.enumerated() {
                cells[y / 18][x / 9 + offset].character = character
                cells[y / 18][x / 9 + offset].ink = character == " " ? "" : ink
            }
        }
        func paintImage(_ attributes: Substring) {
            func number(_ name: String) -> Int {
                attributes.firstMatch(of: try! Regex(" \(name)=\"(\\d+)\"")).map {
                    Int($0.output[1].substring!)!
                } ?? 0
            }
            let data = attributes.firstMatch(of: #/href="data:image\/png;base64,([^"]*)"/#)!.1
            let image = try! PNGReader(Array(Data(base64Encoded: String(data))!))
            #expect(image.width * 9 == number("width") && image.height * 18 == number("height"))
            #expect(attributes.contains(#"preserveAspectRatio="none""#))
            for (index, pixel) in image.pixels.enumerated() {
                guard let pixel else { continue }
                cells[number("y") / 18 + index / image.width][number("x") / 9 + index % image.width] = Cell(
                    background: pixel)
            }
        }
        let element =
            #/<svg y="(\d+)">|<image([^>]*)\/>|<rect((?: [xy]="\d+")*) fill="(#\w+)"\/>|<path d="([^"]*)"([^>]*)\/>|<svg(?: id="\w+")?(?: x="(\d+)")?(?: y="(\d+)")? width="\d+"><text([^>]*)>([^<]*)<\/text><\/svg>|<use href="#(\w+)"(?: x="(-?\d+)")?(?: y="(-?\d+)")?\/>|<\/svg>/#
        var remaining = times[...]
        for frame in frames {
            while let next = remaining.first, frame.microseconds > next {
                shown.append(cells)
                remaining.removeFirst()
            }
            if remaining.isEmpty { break }
            var rowTop = 0
            for match in frame.body.matches(of: element) {
                if let top = match.1 {
                    rowTop = Int(top)!
                } else if let attributes = match.2 {
                    paintImage(attributes)
                } else if let place = match.3, let fill = match.4 {
                    let x = place.firstMatch(of: #/x="(\d+)"/#).map { Int($0.1)! } ?? 0
                    let y = place.firstMatch(of: #/y="(\d+)"/#).map { Int($0.1)! } ?? 0
                    paint(x, rowTop + y, 9, background: Self.long(fill))
                } else if let data = match.5, let attributes = match.6 {
                    if attributes.contains("fill=") || attributes.contains("class=\"c") {
                        // A block filling whole cells hides their background: it is what they show.
                        // Every subpath is a rectangle, `z` bringing the point back to its start.
                        var point = (x: 0.0, y: 0.0)
                        let rects = data.matches(
                            of: #/([Mm])(-?[\d.]+) (-?[\d.]+)h([\d.]+)v([\d.]+)h-[\d.]+z/#)
                        #expect(rects.map { $0.output.0.count }.reduce(0, +) == data.count, "\(data)")
                        for rect in rects {
                            let (x, y) = (Double(rect.2)!, Double(rect.3)!)
                            point = rect.1 == "M" ? (x, y) : (point.x + x, point.y + y)
                            let width = Double(rect.4)!
                            guard rect.5 == "18", point.x.truncatingRemainder(dividingBy: 9) == 0,
                                point.y.truncatingRemainder(dividingBy: 18) == 0,
                                width.truncatingRemainder(dividingBy: 9) == 0
                            else { continue }
                            paint(Int(point.x), Int(point.y) + 9, Int(width), background: color(attributes))
                        }
                        continue
                    }
                    // Backgrounds only: glyph shapes, lines and corners are drawn over cells painted here.
                    guard attributes.contains("stroke=") || attributes.contains("class=\"s"),
                        !attributes.contains("class=\"a"), !attributes.contains(" a\"")
                    else { continue }
                    var point = (x: 0, y: 0)
                    for segment in data.matches(of: #/([Mm])(-?\d+) (-?\d+)h(\d+)/#) {
                        let (x, y) = (Int(segment.2)!, Int(segment.3)!)
                        let start = segment.1 == "M" ? (x, y) : (point.x + x, point.y + y)
                        paint(start.0, start.1 - 9, Int(segment.4)!, background: color(attributes))
                        point = (start.0 + Int(segment.4)!, start.1)
                    }
                } else if let attributes = match.9, let text = match.10 {
                    write(text, attributes, x: Int(match.7 ?? "0")!, y: Int(match.8 ?? "0")!)
                } else if let id = match.11 {
                    let piece = pieces[String(id)]!
                    write(
                        piece.text, piece.attributes, x: piece.x + Int(match.12 ?? "0")!,
                        y: piece.y + Int(match.13 ?? "0")!)
                } else {
                    rowTop = 0
                }
            }
        }
        while shown.count < times.count { shown.append(cells) }
        return shown
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
        #expect(first.contains("@media (prefers-reduced-motion:reduce){g[style]{animation:none!important}}"))
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
            try tape.recordedFrame(at: .zero + .seconds(4), catalog: ShippedAssets.catalog))
        let picture = ReadSVG(SVGStill.markup(frame)).picture(at: 0)
        for (y, line) in frame.lines.enumerated() {
            // Block and box glyphs are drawn as shapes, not text.
            let expected = line.map { isShapeGlyph($0) ? " " : $0 }
            #expect(String(picture[y].map(\.character)) == String(expected), "row \(y)")
        }
        #expect(picture.joined().contains { $0.ink.hasSuffix(" bold") })
    }

    @Test(
        "at every instant the animation shows the still of that instant",
        arguments: [0, 0.5, 1.3, 2, 2.9, 3.6, 4.5])
    func animationMatchesStills(seconds: Double) throws {
        let text = try demoTape("leak.tape")
        let tape = try parse(text, file: "leak.tape")
        let animation = ReadSVG(try svg(of: text, file: "leak.tape"))
        let instant = Instant.zero + .seconds(seconds)
        let frame = try #require(try tape.recordedFrame(at: instant, catalog: ShippedAssets.catalog))
        let still = ReadSVG(SVGStill.markup(frame))
        #expect(still.frames.count == 1)
        let expected = still.picture(at: 0)
        #expect(expected.joined().allSatisfy { $0.background.hasPrefix("#") })
        #expect(animation.picture(at: instant.microseconds) == expected)
    }

    @Test("a piece of text drawn before is copied, not drawn again")
    func deduplicated() throws {
        let text = try svg(of: try demoTape("tour.tape"), file: "tour.tape")
        let read = ReadSVG(text)
        let copied = text.matches(of: #/<use href="#\w+"/#).count
        let drawings = Set(read.pieces.values.map { "\($0.attributes)>\($0.text)" })
        #expect(drawings.count == read.pieces.count)
        #expect(copied > read.pieces.count)
    }

    @Test("the themes share the drawing; only the colours of the classes differ")
    func themes() throws {
        let tape = try parse(try demoTape("leak.tape"), file: "leak.tape")
        func record(_ theme: SVGTheme) throws -> String {
            let kept = Kept()
            _ = try TapeRecording.record(
                tape, catalog: ShippedAssets.catalog, to: kept, format: .svg(SVGOptions(theme: theme)))
            return String(decoding: kept.bytes, as: UTF8.self)
        }
        let (dark, light, auto) = (try record(.dark), try record(.light), try record(.auto))
        func drawing(_ text: String) -> String {
            text.replacing(#/<style>.*?<\/style>/#.dotMatchesNewlines(), with: "")
        }
        #expect(drawing(dark) == drawing(light))
        #expect(drawing(dark) == drawing(auto))
        // The lab's background and text, in each theme.
        #expect(dark.contains("{stroke:#121216}") && dark.contains("{fill:#e5e5ea}"))
        #expect(light.contains("{stroke:#fafafc}") && light.contains("{fill:#1c1c20}"))
        #expect(!light.contains("#121216") && !dark.contains("prefers-color-scheme"))
        let query = try #require(auto.range(of: "@media (prefers-color-scheme:light){"))
        #expect(auto[..<query.lowerBound].contains("{stroke:#121216}"))
        #expect(auto[query.upperBound...].contains("{stroke:#fafafc}"))
    }

    @Test("every colour of the lab has a light counterpart")
    func lightPalette() {
        let lab: [RGB] = [
            RGB(18, 18, 22), RGB(229, 229, 234), RGB(142, 142, 150), RGB(84, 84, 92), RGB(72, 72, 80),
            RGB(10, 132, 255), RGB(44, 62, 96), RGB(255, 214, 10), RGB(255, 69, 58), RGB(48, 209, 88),
            RGB(255, 159, 10), RGB(28, 28, 34), RGB(44, 44, 48), RGB(110, 110, 118), RGB(16, 16, 18),
        ]
        for color in lab { #expect(SVGTheme.light(color) != color, "\(color)") }
        // Backgrounds turn light and text dark, so the text keeps its contrast.
        #expect(SVGTheme.light(RGB(18, 18, 22)).luminance > 0.9)
        #expect(SVGTheme.light(RGB(229, 229, 234)).luminance < 0.2)
        #expect(SVGTheme.lightForeground(.white, over: RGB(18, 18, 22)) == RGB(0, 0, 0))
        // The device's screen keeps the apps' colours.
        #expect(SVGTheme.lightForeground(.white, over: .systemBlue) == .white)
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
        #expect(text.contains(" step-start 1;"))
        #expect(!text.contains("infinite"))
        #expect(text.contains("width=\"900\" height=\"540\""))
    }

    @Test("the output's extension chooses the format")
    func formatByExtension() throws {
        #expect(try RecordingFormat.forPath("a/b.cast") == .asciicast)
        #expect(try RecordingFormat.forPath("B.SVG") == .svg(SVGOptions()))
        #expect(try RecordingFormat.forPath("b.GIF") == .video(.gif, VideoOptions()))
        #expect(try RecordingFormat.forPath("b.mp4") == .video(.mp4, VideoOptions()))
        #expect(throws: OutputFormat.Refusal.self) { try RecordingFormat.forPath("b.png") }
        #expect(throws: OutputFormat.Refusal.self) { try RecordingFormat.forPath("b.txt") }
        // No extension (a hidden file's name is none): a cast, wherever it is asked.
        #expect(try RecordingFormat.forPath("svg") == .asciicast)
        #expect(try RecordingFormat.forPath(".svg") == .asciicast)
        #expect(try RecordingFormat.forPath("-") == .asciicast)
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
            // The lab's --theme and --no-images reach it.
            let light = directory.appendingPathComponent("light.svg")
            let lightRecorder = try LiveRecorder(to: light, svg: SVGOptions(theme: .light))
            let labBackground = Canvas(width: 20, height: 3, filling: Cell(" ", background: RGB(18, 18, 22)))
            FramePresenter(sinks: [lightRecorder]).present(labBackground, at: .zero)
            try lightRecorder.finish()
            #expect(try String(contentsOf: light, encoding: .utf8).contains("{stroke:#fafafc}"))
            #expect(throws: AtomicOutputError.self) {
                try LiveRecorder(to: directory.appendingPathComponent("session.png"))
            }
        }
    }
}
