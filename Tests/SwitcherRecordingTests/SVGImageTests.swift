import Foundation
import SwitcherCore
import SwitcherSessions
import SwitcherTapes
import SwitcherTestSupport
import Testing

@testable import SwitcherRecording

private func record(_ name: String, images: Bool = true) throws -> (tape: Tape, svg: String) {
    let text = try String(contentsOf: Repository.tapes.appendingPathComponent(name), encoding: .utf8)
    let tape = try parse(text, file: name)
    let kept = Kept()
    _ = try TapeRecording.record(
        tape, catalog: ShippedAssets.catalog, to: kept, format: .svg(SVGOptions(images: images)))
    return (tape, String(decoding: kept.bytes, as: UTF8.self))
}

@Suite("SVG images: cells drawn by a PNG")
struct SVGImageTests {
    @Test("DEFLATE streams read back with an independent inflater")
    func deflateRoundTrip() throws {
        var generator = SeededGenerator(seed: 7)
        let inputs: [[UInt8]] = [
            [],
            Array("a".utf8),
            Array(repeating: 0, count: 70_000),
            (0..<40_000).map { _ in UInt8.random(in: 0...255, using: &generator) },
            (0..<50_000).map { UInt8(truncatingIfNeeded: $0 % 251 + $0 / 1000) },
            Array(String(repeating: "switcher snapshot ", count: 3000).utf8),
        ]
        for input in inputs {
            let stream = Deflate.zlib(input)
            #expect(try Inflater.zlib(stream) == input, "\(input.count) bytes")
        }
        // Repetitive data shrinks: matches, not literals.
        #expect(Deflate.zlib(Array(repeating: 0, count: 70_000)).count < 1000)
        #expect(Deflate.adler32(Array("Wikipedia".utf8)) == 0x11E6_0398)
        #expect(PNGImage.crc32(Array("123456789".utf8)) == 0xCBF4_3926)
    }

    @Test("a PNG reads back to its pixels, with a palette and without", arguments: [3, 400])
    func pngRoundTrip(colors: Int) throws {
        var generator = SeededGenerator(seed: UInt64(colors))
        let palette = (0..<colors).map { _ in
            RGB(
                UInt8.random(in: 0...255, using: &generator), UInt8.random(in: 0...255, using: &generator),
                UInt8.random(in: 0...255, using: &generator))
        }
        let (width, height) = (37, 23)
        let pixels: [RGB?] = (0..<width * height).map { index in
            index % 7 == 3 ? nil : palette[(index * 31 + index / width) % palette.count]
        }
        let file = PNGImage.encode(width: width, height: height, pixels: pixels)
        let read = try PNGReader(file)
        #expect(read.width == width && read.height == height)
        #expect(read.pixels == pixels.map { $0.map(Self.hex) })
        // Few colours take a palette (colour type 3); many, RGB (2).
        #expect(file[25] == (colors <= 255 ? 3 : 2))
        var base64: [UInt8] = []
        PNGImage.appendBase64(file, to: &base64)
        #expect(base64 == Array(Data(file).base64EncodedString().utf8))
    }

    static func hex(_ color: RGB) -> String {
        "#" + [color.r, color.g, color.b].map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
    }

    @Test(
        "a fade's frames take images, and every frame looks as it does drawn with paths alone",
        arguments: ["002-modal-cover.tape", "001-blur-and-redact.tape"])
    func imagesLookLikePaths(name: String) throws {
        let (_, withImages) = try record(name)
        let (_, pathsOnly) = try record(name, images: false)
        #expect(withImages.contains("<image "))
        #expect(!pathsOnly.contains("<image "))
        #expect(withImages.utf8.count < pathsOnly.utf8.count * 9 / 10)
        let (a, b) = (ReadSVG(withImages), ReadSVG(pathsOnly))
        #expect(a.frames.count == b.frames.count)
        let times = a.frames.map(\.microseconds)
        for (time, (left, right)) in zip(times, zip(a.pictures(at: times), b.pictures(at: times))) {
            let same = left == right
            #expect(same, "\(name) at \(time) µs")
        }
    }

    @Test("the still of an instant in a fade is the animation at that instant")
    func stillsInFade() throws {
        let (tape, animation) = try record("002-modal-cover.tape")
        let read = ReadSVG(animation)
        for seconds in [4.8, 4.9, 5.0, 5.1] {
            let instant = Instant.zero + .seconds(seconds)
            let frame = try #require(
                try tape.recordedFrame(at: instant, catalog: ShippedAssets.catalog))
            let still = SVGStill.markup(frame)
            #expect(still.contains("<image "))
            let same = ReadSVG(still).picture(at: 0) == read.picture(at: instant.microseconds)
            #expect(same, "at \(seconds) s")
        }
    }
}
