import Foundation
import SwitcherCore
import SwitcherUI

/// PNG stills of a tape's frames, drawn as a GIF is (`VideoOptions`: the slide's size, font
/// size, padding and palette): the frames go to agg as one cast, and ffmpeg takes each frame of
/// agg's GIF out as a PNG. `render --at T -o FILE.png` keeps one, `render --frames DIR --format
/// png` all of them, each named with its time. Both tools must be on PATH.
public final class PNGFrames: FrameSink {
    /// The time of each frame that looked changed, in order: the PNGs come in this order.
    public private(set) var times: [Instant] = []
    private let directory: URL
    private let gif: TemporaryFileOutput
    private let video: VideoWriter

    /// A temporary directory for the cast, the GIF and the PNGs; gone with this object.
    public init(options: VideoOptions) throws(AtomicOutputError) {
        let parent = FileManager.default.temporaryDirectory
        directory = parent.appendingPathComponent("switcherlab-png-\(getpid())-\(UUID().uuidString)")
        guard mkdir(directory.path, 0o700) == 0 else {
            throw AtomicOutputError(
                "cannot make a temporary directory for the PNG frames in \(parent.path):"
                    + " \(String(cString: strerror(errno))) (TMPDIR chooses another folder)")
        }
        var options = options
        // Every frame of the tape a frame of the GIF: at most 60 a second, as tapes take.
        options.frameRate = VideoOptions.frameRates.upperBound
        options.loop = false
        do {
            gif = try TemporaryFileOutput(directory.appendingPathComponent("frames.gif"))
        } catch {
            try? FileManager.default.removeItem(at: directory)
            throw error
        }
        video = VideoWriter(output: gif, title: nil, encoder: ANSIEncoder(), kind: .gif, options: options)
    }

    deinit { try? FileManager.default.removeItem(at: directory) }

    /// The first error met, drawing or writing.
    public var error: AtomicOutputError? { video.error }

    public func show(_ update: FrameUpdate) {
        if update.looksChanged { times.append(update.time) }
        video.show(update)
    }

    public func end(at time: Instant) { video.end(at: time) }

    /// Draws every frame: each one's time and its PNG file (in the temporary directory, until
    /// this object goes), in order. `continuing` is asked while the tools run.
    public func draw(continuing: () -> Bool = { true }) throws(AtomicOutputError) -> [(
        time: Instant, png: URL
    )] {
        try video.flush(continuing: continuing)
        try gif.commit()
        let frames = directory.appendingPathComponent("png")
        guard mkdir(frames.path, 0o700) == 0 else {
            throw AtomicOutputError("cannot make \(frames.path): \(String(cString: strerror(errno)))")
        }
        try ExternalTool.ffmpeg.run(
            [
                "-nostdin", "-loglevel", "error", "-i", directory.appendingPathComponent("frames.gif").path,
                "-fps_mode", "passthrough", frames.appendingPathComponent("%06d.png").path,
            ], logIn: directory, continuing: continuing)
        let files = ((try? FileManager.default.contentsOfDirectory(atPath: frames.path)) ?? []).sorted()
        // agg may add a last frame (the cast's end); a frame fewer than the tape's is an error.
        guard files.count >= times.count else {
            throw AtomicOutputError("agg drew \(files.count) frames of the \(times.count) the tape has")
        }
        return zip(times, files).map { ($0, frames.appendingPathComponent($1)) }
    }
}

extension ExternalTool {
    /// Runs the tool and waits for it while `continuing` allows, its error output in a log in
    /// `directory`, which becomes the message when it fails.
    func run(_ arguments: [String], logIn directory: URL, continuing: () -> Bool) throws(AtomicOutputError) {
        let tool = self
        guard let executable = tool.locate() else { throw AtomicOutputError(tool.missing) }
        let log = directory.appendingPathComponent("\(tool.name).log").path
        let ending = try ChildProcess.run(executable.path, arguments, log: log, continuing: continuing)
        switch ending {
        case .stopped:
            throw AtomicOutputError.stopped
        case .exited(0):
            return
        case .exited(let status), .signalled(let status):
            let said = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
            let fallback =
                ending == .exited(status) ? "exit status \(status)" : "ended by signal \(status)"
            let last = said.split(whereSeparator: \.isNewline).last.map(String.init) ?? fallback
            throw AtomicOutputError(
                "\(tool.name) failed: \(TerminalSafeText.sanitized(String(last.prefix(300))))")
        }
    }

}
