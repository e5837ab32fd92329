import Foundation
import SwitcherTestSupport
import Testing

/// One tape for a talk and its recording (`Tapes/talk.tape`): captions held long enough to be
/// read in the recording (replayed in pyte), a v3 cast with the lab's theme and the presses,
/// GIF and MP4 sized for a slide (measured with ffprobe), and a fix `recommend` accepts.
@Suite struct TalkGradeTests {
    static let talk = Repository.tapes.appendingPathComponent("talk.tape").path
    static let pyteMissing = Subprocess.missingPython(module: "pyte")

    /// Each caption's seconds on screen in the cast, as pyte shows it.
    static func captionTimes(_ options: [String]) throws -> [Double] {
        let run = try Switcherlab.runScript("Tests/Tools/caption_times.py", tape: "talk.tape", options)
        #expect(run.status == 0, "\(run.output)\(run.error)")
        return run.output.split(separator: "\n").compactMap { line in
            guard let on = line.range(of: "on screen "), let unit = line.range(of: " s:") else { return nil }
            return Double(line[on.upperBound..<unit.lowerBound])
        }
    }

    /// Without a hold the captions flash by, as the talk's first try found; held, each is on
    /// screen at least its reading time (0.3 s a word, at least 2 s).
    @Test(
        .enabled(if: ToolRequirement.runs(missing: pyteMissing), "\(pyteMissing ?? "")"))
    func everyRecordedCaptionCanBeRead() throws {
        try MissingTool.check(Self.pyteMissing)
        let words = [5, 12, 8, 11, 9]
        let through = try Self.captionTimes(["--hold", "0s"])
        let held = try Self.captionTimes([])
        #expect(through.count == 5 && held.count == 5, "\(through) \(held)")
        #expect(through.prefix(2).allSatisfy { $0 < 1 }, "\(through)")
        for (seconds, count) in zip(held, words) {
            #expect(seconds >= max(2, 0.3 * Double(count)), "\(held)")
        }
        let fixed = try Self.captionTimes(["--hold", "5s"])
        #expect(zip(fixed, through).allSatisfy { $0 >= $1 + 5 - 0.001 }, "\(fixed) \(through)")
    }

    @Test func holdNeedsAUnitAndComesOnce() throws {
        let bare = try Switcherlab.run(["record", Self.talk, "-o", "/dev/null", "--hold", "2"])
        #expect(bare.status == 2)
        #expect(bare.error == "switcherlab: bad duration '2' (a unit is needed: 2s or 2ms) for --hold\n")
        let twice = try Switcherlab.run(
            ["record", Self.talk, "-o", "/dev/null", "--hold", "2s", "--hold", "3s"])
        #expect(twice.status == 2)
        #expect(twice.error.contains("--hold given twice"), "\(twice.error)")
    }

    /// `render --at` shows what the held recording shows then: 2 s in, the first caption is
    /// still up (it holds 2 s from its cue); without the hold it went long before.
    @Test func renderHoldsAsRecordDoes() throws {
        let held = try Switcherlab.run(["render", Self.talk, "--at", "2s"])
        #expect(held.status == 0, "\(held.error)")
        #expect(held.output.contains("Medical ID holds private data."), "\(held.output)")
        let through = try Switcherlab.run(["render", Self.talk, "--at", "2s", "--hold", "0s"])
        #expect(through.status == 0, "\(through.error)")
        #expect(!through.output.contains("Medical ID holds private data."), "\(through.output)")
        #expect(through.output.contains("Now the card shows the cover"), "\(through.output)")
    }

    /// v3: the lab's palette as `term.theme`, an input event for each press, named as read.
    @Test func castVersion3CarriesTheThemeAndThePresses() throws {
        try withTemporaryDirectory { directory in
            let run = try Switcherlab.run(
                ["record", Self.talk, "-o", "talk.cast", "--cast-version", "3"], in: directory)
            #expect(run.status == 0, "\(run.error)")
            let cast = try CastV3(
                String(contentsOf: directory.appendingPathComponent("talk.cast"), encoding: .utf8))
            let term = try #require(cast.header["term"] as? [String: Any])
            let theme = try #require(term["theme"] as? [String: Any])
            #expect(theme["fg"] as? String == "#e5e5ea" && theme["bg"] as? String == "#121216")
            let palette = try #require(theme["palette"] as? String).split(separator: ":")
            #expect(palette.count == 16 && palette.allSatisfy { $0.count == 7 && $0.hasPrefix("#") })
            let inputs = cast.timed.filter { $0.code == "i" }.map(\.data)
            #expect(
                inputs == [
                    "tap Medical ID", "Home", "swipe up and hold", "tap Medical ID's card", "Home",
                    "swipe up and hold", "tap Medical ID's card",
                ], "\(inputs)")
            let markers = cast.timed.filter { $0.code == "m" }.map(\.data)
            #expect(markers.filter { $0.hasPrefix("cue (line") }.count == 5)
            #expect(markers.contains("Anyone who opens the switcher reads it all."))
        }
    }

    /// Width and height of a video's first stream, from ffprobe.
    static func dimensions(_ file: URL) throws -> (Int, Int) {
        let ffprobe = try #require(Subprocess.find("ffprobe"))
        let run = try Subprocess.run(
            ffprobe,
            ["-v", "error", "-show_entries", "stream=width,height", "-of", "csv=p=0:s=x", file.path])
        let parts = run.output.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: "x")
        return (Int(parts.first ?? "") ?? 0, Int(parts.last ?? "") ?? 0)
    }

    /// One pixel of a video's first frame, as `r g b`, from ffmpeg.
    static func pixel(_ file: URL, x: Int, y: Int) throws -> [UInt8] {
        let ffmpeg = try #require(Subprocess.find("ffmpeg"))
        let out = file.deletingLastPathComponent().appendingPathComponent("pixel.rgb")
        let run = try Subprocess.run(
            ffmpeg,
            [
                "-nostdin", "-loglevel", "error", "-y", "-i", file.path, "-vf", "crop=1:1:\(x):\(y)",
                "-frames:v",
                "1", "-f", "rawvideo", "-pix_fmt", "rgb24", out.path,
            ])
        #expect(run.status == 0, "\(run.error)")
        defer { try? FileManager.default.removeItem(at: out) }
        return Array(try Data(contentsOf: out))
    }

    /// A 1920x1080 slide: the MP4 exactly, the GIF as close as whole cells come and never
    /// larger; the text sized to fill it; light or dark.
    @Test(
        .enabled(
            if: ToolRequirement.runs(missing: ToolRequirement.ffmpegMissing),
            "\(ToolRequirement.ffmpegMissing ?? "")"))
    func slidesAreSizedForTheSlide() throws {
        try MissingTool.check(ToolRequirement.ffmpegMissing)
        try withTemporaryDirectory { directory in
            let leak = Repository.tapes.appendingPathComponent("leak.tape").path
            for name in ["talk.gif", "talk.mp4"] {
                let run = try Switcherlab.run(
                    ["record", leak, "-o", name, "--size", "1920x1080", "--hold", "0s"], in: directory)
                #expect(run.status == 0, "\(run.error)")
            }
            let (gifWidth, gifHeight) = try Self.dimensions(directory.appendingPathComponent("talk.gif"))
            #expect(
                (1850...1920).contains(gifWidth) && (1030...1080).contains(gifHeight),
                "\(gifWidth)x\(gifHeight)")
            let (width, height) = try Self.dimensions(directory.appendingPathComponent("talk.mp4"))
            #expect(width == 1920 && height == 1080)
            let light = try Switcherlab.run(
                ["record", leak, "-o", "light.gif", "--size", "640x360", "--theme", "light", "--fps", "5"],
                in: directory)
            #expect(light.status == 0, "\(light.error)")
            let (smallWidth, smallHeight) = try Self.dimensions(directory.appendingPathComponent("light.gif"))
            #expect((580...640).contains(smallWidth) && (320...360).contains(smallHeight))
            let corner = try Self.pixel(directory.appendingPathComponent("light.gif"), x: 2, y: 2)
            #expect(corner.allSatisfy { $0 > 200 }, "\(corner)")
            let dark = try Self.pixel(directory.appendingPathComponent("talk.gif"), x: 2, y: 2)
            #expect(dark.allSatisfy { $0 < 40 }, "\(dark)")
        }
    }

    @Test(arguments: [
        (["--size", "1920"], "--size '1920': expected WIDTHxHEIGHT in pixels"),
        (["--size", "10x10"], "--size '10x10': expected WIDTHxHEIGHT in pixels"),
        (["--font-size", "2"], "--font-size 2: from 6 to 200 pixels"),
        (["--fps", "0"], "--fps 0: from 1 to 60 frames a second"),
        (["--padding", "600"], "--padding 600: from 0 to 524 pixels for a 1920x1080 picture"),
        (["--theme", "auto"], "--theme auto is for SVG output"),
    ])
    func badSlideOptionsAreRefusedBeforeAnythingIsWritten(_ options: [String], _ message: String) throws {
        try withTemporaryDirectory { directory in
            let run = try Switcherlab.run(["record", Self.talk, "-o", "x.gif"] + options, in: directory)
            #expect(run.status == 2)
            #expect(run.error.contains(message), "\(run.error)")
            #expect(contents(of: directory).isEmpty)
        }
    }

    @Test func slideOptionsAreForAGIFOrAnMP4() throws {
        let run = try Switcherlab.run(["record", Self.talk, "-o", "/dev/null", "--size", "1920x1080"])
        #expect(run.status == 2)
        #expect(run.error == "switcherlab: --size is for a GIF, an MP4 or a PNG, not a cast\n")
    }
}
