import Foundation
import SwitcherCore
import SwitcherUI

/// Writes a GIF or an MP4: an asciicast v2 (the one agg reads) in the options' palette, each
/// frame centred on a page of whole cells the size of the picture, streamed to a temporary
/// file as frames come, then, on the final `flush()`, drawn by agg (and for an MP4 padded to
/// the size and encoded by ffmpeg) and copied into the output. The temporary files go whatever happens; the output
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
            cast = CastWriter(output: file, title: title, encoder: encoder, cursorAtEnd: false)
        } catch {
            cast = nil
            failure = error
        }
    }

    deinit { removeTemporaries() }

    var frames: Int { cast?.frames ?? 0 }
    var error: AtomicOutputError? { failure ?? cast?.error }

    /// The terminal's size, from the first frame: agg's font size depends on it, and the
    /// page it is centred on.
    private var grid: (columns: Int, rows: Int)?
    private var page: (columns: Int, rows: Int, origin: Point)?

    func show(_ update: FrameUpdate) {
        guard let cast else { return }
        let frame = update.frame
        if grid == nil {
            grid = (frame.width, frame.height)
            page = options.page(columns: frame.width, rows: frame.height)
        }
        guard let page, options.theme != .dark || page.columns != frame.width || page.rows != frame.height
        else { return cast.show(update) }
        let placed = options.placed(frame, page: page)
        let previous = update.previous.map { options.placed($0, page: page) }
        let shift = page.origin
        let changes =
            previous == nil || update.isResize
            ? changedRuns(old: previous, new: placed)
            : update.changes.map {
                CellRun(
                    y: $0.y + shift.y,
                    columns: ($0.columns.lowerBound + shift.x)..<($0.columns.upperBound + shift.x))
            }
        cast.show(FrameUpdate(frame: placed, previous: previous, changes: changes, time: update.time))
    }

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
            let (columns, rows) = grid ?? (80, 24)
            try run(
                .agg, options.aggArguments(cast: castFile, gif: gif, columns: columns, rows: rows),
                continuing: continuing)
            var result = gif
            if kind == .mp4 {
                result = directory.appendingPathComponent("recording.mp4").path
                try run(.ffmpeg, options.ffmpegArguments(gif: gif, mp4: result), continuing: continuing)
            }
            guard continuing() else { throw AtomicOutputError.stopped }
            try copy(result, from: kind == .mp4 ? .ffmpeg : .agg, continuing: continuing)
        } catch {
            failure = error
            throw error
        }
    }

    /// Runs `tool`, its log in the temporary directory.
    private func run(_ tool: ExternalTool, _ arguments: [String], continuing: () -> Bool)
        throws(AtomicOutputError)
    {
        guard let directory else { throw AtomicOutputError(tool.missing) }
        try tool.run(arguments, logIn: directory, continuing: continuing)
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
