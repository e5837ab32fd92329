import Foundation
import SwitcherTestSupport
import Testing

/// PNG stills for slides: `render --at T -o FILE.png` and `render --frames DIR --format png`,
/// drawn as `record` draws a GIF (through agg and ffmpeg), sized like it.
@Suite struct PNGStillTests {
    static let talk = Repository.tapes.appendingPathComponent("talk.tape").path
    static let missing = ToolRequirement.ffmpegMissing

    /// A PNG's width and height, from its IHDR chunk.
    static func size(_ data: Data) -> (Int, Int) {
        let bytes = Array(data)
        func number(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return bytes.count > 24 ? (number(16), number(20)) : (0, 0)
    }

    @Test(.enabled(if: ToolRequirement.runs(missing: missing), "\(missing ?? "")"))
    func aStillIsAPNGSizedForTheSlide() throws {
        try MissingTool.check(Self.missing)
        try withTemporaryDirectory { directory in
            let run = try Switcherlab.run(
                ["render", Self.talk, "--at", "2s", "-o", "frame.png"], in: directory)
            #expect(run.status == 0, "\(run.error)")
            let png = try Data(contentsOf: directory.appendingPathComponent("frame.png"))
            #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
            let (width, height) = Self.size(png)
            #expect((1850...1920).contains(width) && (1030...1080).contains(height), "\(width)x\(height)")
            let small = try Switcherlab.run(
                [
                    "render", Self.talk, "--at", "2s", "-o", "small.png", "--size", "800x450", "--theme",
                    "light",
                ],
                in: directory)
            #expect(small.status == 0, "\(small.error)")
            let (smallWidth, smallHeight) = Self.size(
                try Data(contentsOf: directory.appendingPathComponent("small.png")))
            #expect((720...800).contains(smallWidth) && (400...450).contains(smallHeight))
            #expect(contents(of: directory) == ["frame.png", "small.png"])
        }
    }

    /// Every frame `--frames` writes as text, it writes as a PNG, under the same names.
    @Test(.enabled(if: ToolRequirement.runs(missing: missing), "\(missing ?? "")"))
    func everyFrameIsAPNG() throws {
        try MissingTool.check(Self.missing)
        try withTemporaryDirectory { directory in
            let tape = directory.appendingPathComponent("short.tape")
            try "Set FrameRate 5\nSet Size 80x24\nLaunch \"Bank\"\nSleep 1s\nPress Home\nSleep 1s\n".write(
                to: tape, atomically: true, encoding: .utf8)
            let text = try Switcherlab.run(["render", tape.path, "--frames", "text"], in: directory)
            #expect(text.status == 0, "\(text.error)")
            let pngs = try Switcherlab.run(
                ["render", tape.path, "--frames", "png", "--format", "png", "--size", "640x360"],
                in: directory)
            #expect(pngs.status == 0, "\(pngs.error)")
            let names = contents(of: directory.appendingPathComponent("text"))
            let drawn = contents(of: directory.appendingPathComponent("png"))
            #expect(names.count > 3)
            #expect(drawn == names.map { $0.replacingOccurrences(of: ".txt", with: ".png") })
            let first = try Data(contentsOf: directory.appendingPathComponent("png/\(drawn[0])"))
            let (width, height) = Self.size(first)
            #expect((580...640).contains(width) && (320...360).contains(height), "\(width)x\(height)")
        }
    }

    /// `compare --at T -o FILE.png`: the comparison's still as a PNG.
    @Test(.enabled(if: ToolRequirement.runs(missing: missing), "\(missing ?? "")"))
    func aComparisonStillIsAPNG() throws {
        try MissingTool.check(Self.missing)
        try withTemporaryDirectory { directory in
            let run = try Switcherlab.run(
                ["compare", "none,privacy-window", "launch:medical-id", "home", "--at", "2s", "-o", "c.png"],
                in: directory)
            #expect(run.status == 0, "\(run.error)")
            let png = try Data(contentsOf: directory.appendingPathComponent("c.png"))
            #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
            let (width, height) = Self.size(png)
            #expect((1850...1920).contains(width) && (900...1080).contains(height), "\(width)x\(height)")
        }
    }

    @Test func withoutTheToolsNothingIsWritten() throws {
        try withTemporaryDirectory { directory in
            let empty = directory.appendingPathComponent("bin")
            try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
            let run = try Switcherlab.run(
                ["render", Self.talk, "--frames", "out", "--format", "png"], in: directory,
                environment: ["PATH": empty.path])
            #expect(run.status == 2)
            #expect(
                run.error.hasPrefix("switcherlab: render --frames out --format png needs agg"), "\(run.error)"
            )
            #expect(contents(of: directory) == ["bin"])
        }
    }

    @Test func theFrameRateIsNoStillsOption() throws {
        let run = try Switcherlab.run(["render", Self.talk, "--at", "1s", "-o", "x.png", "--fps", "5"])
        #expect(run.status == 2)
        #expect(run.error == "switcherlab: --fps is for a GIF or an MP4, not PNG output\n", "\(run.error)")
    }
}
