import Foundation
import SwitcherTestSupport
import Testing

/// A stop signal ends `record -o x.gif|.mp4` whatever runs at that moment — the program
/// loading, the tape playing into the temporary cast, agg drawing the GIF, ffmpeg converting
/// it: the tools are stopped with their process group, the temporary files go, an existing
/// output stays as it was, and the program exits with 128 + the signal's number, at once.
@Suite(
    .serialized,
    .enabled(
        if: ToolRequirement.runs(missing: ToolRequirement.ffmpegMissing),
        "\(ToolRequirement.ffmpegMissing ?? "")"))
struct VideoSignalTests {
    /// When the signal is sent.
    enum Moment: String, CustomTestStringConvertible, CaseIterable {
        /// Right after the process is spawned, before it could have run any of its own code.
        case atSpawn
        /// Once its handlers are in, before the tape is read.
        case handlersIn
        /// While the tape plays into the temporary cast.
        case recording
        /// While agg draws the GIF.
        case agg
        /// While ffmpeg converts it (MP4 only).
        case ffmpeg

        var testDescription: String { rawValue }
    }

    /// How long the program may take to end after the signal: it polls every few
    /// milliseconds and gives a tool half a second; the bound is generous for a loaded machine.
    static let bound: Duration = .seconds(5)

    /// The temporary directory of the run under `scratch` (TMPDIR), once it has `file`.
    func runDirectory(in scratch: URL, holding file: String) -> URL? {
        contents(of: scratch).lazy.map { scratch.appendingPathComponent($0) }.first {
            FileManager.default.fileExists(atPath: $0.appendingPathComponent(file).path)
        }
    }

    /// The PIDs of the processes whose parent is `pid` (agg, ffmpeg while they run).
    func children(of pid: pid_t) -> [pid_t] {
        guard let pgrep = Subprocess.find("pgrep"), let listed = try? Subprocess.run(pgrep, ["-P", "\(pid)"])
        else { return [] }
        return listed.output.split(separator: "\n").compactMap { pid_t($0) }
    }

    /// Thirty-five seconds of the ten-minute tape: recorded in seconds, long enough for agg
    /// and ffmpeg to be caught at work.
    func shortTape(in directory: URL) throws -> String {
        let lines = try String(contentsOfFile: tenMinuteTape, encoding: .utf8).split(
            separator: "\n", omittingEmptySubsequences: false)
        let tape = directory.appendingPathComponent("short.tape")
        try (lines.prefix(70).joined(separator: "\n") + "\n").write(
            to: tape, atomically: true, encoding: .utf8)
        return tape.path
    }

    func stop(_ format: String, with sig: Int32, at moment: Moment) throws {
        try withTemporaryDirectory { directory in
            let scratch = directory.appendingPathComponent("tmp")
            try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: false)
            let output = directory.appendingPathComponent("out.\(format)")
            try Data("old".utf8).write(to: output)
            let tape = moment == .agg || moment == .ffmpeg ? try shortTape(in: directory) : tenMinuteTape
            let program = try RunningProgram(
                ["record", tape, "-o", output.path], environment: ["TMPDIR": scratch.path])
            var tools: [pid_t] = []
            switch moment {
            case .atSpawn:
                break
            case .handlersIn:
                #expect(program.waitForSignalHandlers())
            case .recording:
                #expect(
                    program.wait {
                        guard let run = runDirectory(in: scratch, holding: "recording.cast") else {
                            return false
                        }
                        return
                            (try? FileManager.default.attributesOfItem(
                                atPath: run.appendingPathComponent("recording.cast").path)[.size] as? Int)
                            ?? 0 > 0
                    }, "the cast is being written")
            case .agg, .ffmpeg:
                let log = moment == .agg ? "agg.log" : "ffmpeg.log"
                #expect(
                    program.wait(atMost: 300) { runDirectory(in: scratch, holding: log) != nil }, "\(log)")
                #expect(program.wait { !children(of: program.pid).isEmpty }, "the tool runs")
                tools = children(of: program.pid)
            }
            #expect(program.isRunning, "still at work at \(moment.rawValue)")
            let sent = ContinuousClock.now
            program.send(sig)
            let status = program.waitForExit()
            let took = ContinuousClock.now - sent
            #expect(status == 128 + sig, "\(moment.rawValue)")
            #expect(took < Self.bound, "ended \(took) after the signal")
            if moment != .atSpawn { #expect(program.exited == true, "it exits, it is not killed") }
            #expect(contents(of: directory).filter { $0 != "short.tape" } == ["out.\(format)", "tmp"])
            #expect(try String(contentsOf: output, encoding: .utf8) == "old")
            #expect(contents(of: scratch) == [], "temporary files removed")
            for tool in tools {
                // Gone: reaped by the program, not left running as an orphan.
                #expect(kill(tool, 0) != 0 && errno == ESRCH, "tool \(tool) still there")
            }
        }
    }

    @Test(arguments: [SIGINT, SIGTERM, SIGHUP, SIGQUIT], [Moment.atSpawn, .handlersIn, .recording, .agg])
    func aSignalEndsAGIFRecording(_ sig: Int32, _ moment: Moment) throws {
        try stop("gif", with: sig, at: moment)
    }

    @Test(arguments: [SIGTERM, SIGQUIT], [Moment.agg, .ffmpeg])
    func aSignalEndsAnMP4Recording(_ sig: Int32, _ moment: Moment) throws {
        try stop("mp4", with: sig, at: moment)
    }
}
