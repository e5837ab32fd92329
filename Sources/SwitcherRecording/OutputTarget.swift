import Foundation

/// Where `record -o PATH` and the lab's `--record PATH` write, decided by what the path
/// names. Nothing that exists is ever replaced by something of another kind:
///
/// - a new path or a regular file: written under a hidden temporary name, renamed into place
///   when the recording is complete (`AtomicFile`); on any failure nothing appears;
/// - a symbolic link: followed; the file it points to is replaced as above and the link stays
///   a link; a link to nothing is refused, so no file is created where it points;
/// - a character device or a FIFO (`/dev/null`, a named pipe): written directly, frame by
///   frame, and never replaced; what was written before a failure stays written;
/// - a directory, a block device or a socket: refused.
///
/// `-` (`standardOutput()`) is written directly as well.
///
/// A device or FIFO can block (a FIFO until a reader comes, a write until it reads);
/// `stopping`, asked when a signal interrupts the wait, says whether to give up.
public enum OutputTarget {
    public static func open(_ url: URL, stopping: @escaping () -> Bool = { false }) throws(AtomicOutputError)
        -> any ByteOutput
    {
        let path = url.path
        switch FileKind.following(path) {
        case .characterDevice, .fifo:
            return try DirectOutput(opening: path, stopping: stopping)
        case .blockDevice, .socket, .other:
            throw AtomicOutputError(
                "\(path) is \(FileKind.following(path)): only a file, a character device or a FIFO is written"
            )
        default:
            return try AtomicFile(destination: url)
        }
    }

    /// `open` for a live session (the lab's `--record`), checked before the session starts
    /// as far as can be known: a FIFO with no reader yet is waited for, `waitForReader`
    /// called between tries (it waits about 0.1 s) until a reader comes or it
    /// returns false (cancelled: an error whose `isCancelled` is true); a device that refuses
    /// even an empty write (`/dev/full`) or a file on a file system with no space left is
    /// refused.
    public static func openChecked(
        _ url: URL, stopping: @escaping () -> Bool = { false }, waitForReader: () -> Bool
    ) throws(AtomicOutputError) -> any ByteOutput {
        let path = url.path
        switch FileKind.following(path) {
        case .fifo:
            let output = try DirectOutput(waitingForReaderOf: path, stopping: stopping, wait: waitForReader)
            try output.probe()
            return output
        case .characterDevice:
            let output = try DirectOutput(opening: path, stopping: stopping)
            try output.probe()
            return output
        case .missing, .regular, .symbolicLink, .directory:
            let output = try open(url, stopping: stopping)
            try AtomicFile.checkSpace(for: url)
            return output
        default:
            return try open(url, stopping: stopping)
        }
    }

    /// The process's standard output, written as the frames come and left open.
    public static func standardOutput(stopping: @escaping () -> Bool = { false }) -> any ByteOutput {
        DirectOutput(descriptor: STDOUT_FILENO, name: "standard output", closes: false, stopping: stopping)
    }
}

/// An open descriptor written directly: a device, a FIFO, standard output.
final class DirectOutput: ByteOutput {
    let name: String
    private var descriptor: Int32
    private let closes: Bool
    private let stopping: () -> Bool

    init(descriptor: Int32, name: String, closes: Bool, stopping: @escaping () -> Bool) {
        self.descriptor = descriptor
        self.name = name
        self.closes = closes
        self.stopping = stopping
    }

    /// Opens `path` for writing. A FIFO blocks here until a reader opens it; a signal ends
    /// the wait when `stopping` says so.
    convenience init(opening path: String, stopping: @escaping () -> Bool) throws(AtomicOutputError) {
        while true {
            let descriptor = POSIX.open(path, O_WRONLY | O_CLOEXEC | O_NOCTTY)
            if descriptor >= 0 {
                self.init(descriptor: descriptor, name: path, closes: true, stopping: stopping)
                return
            }
            guard errno == EINTR, !stopping() else {
                throw AtomicOutputError("cannot write \(path): \(String(cString: strerror(errno)))")
            }
        }
    }

    /// Opens the FIFO at `path` once a reader has it open, calling `wait` between tries
    /// (false: give up, cancelled), so that nothing blocks before a reader comes.
    convenience init(
        waitingForReaderOf path: String, stopping: @escaping () -> Bool, wait: () -> Bool
    ) throws(AtomicOutputError) {
        while true {
            let descriptor = POSIX.open(path, O_WRONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
            if descriptor >= 0 {
                // Written as any FIFO is from here on: a write waits for the reader.
                _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
                self.init(descriptor: descriptor, name: path, closes: true, stopping: stopping)
                return
            }
            let failure = errno
            guard failure == ENXIO || failure == EINTR else {
                throw AtomicOutputError("cannot write \(path): \(String(cString: strerror(failure)))")
            }
            guard !stopping(), wait() else {
                throw AtomicOutputError("no reader opened \(path): nothing was recorded", cancelled: true)
            }
        }
    }

    deinit { abandon() }

    /// An empty write: a device that can take nothing (`/dev/full`) says so now.
    func probe() throws(AtomicOutputError) {
        guard descriptor >= 0 else { return }
        var byte: UInt8 = 0
        guard POSIX.write(descriptor, &byte, 0) >= 0 else {
            let reason = String(cString: strerror(errno))
            abandon()
            throw AtomicOutputError("cannot write \(name): \(reason)")
        }
    }

    func write(_ bytes: [UInt8]) throws(AtomicOutputError) {
        guard descriptor >= 0 else { throw AtomicOutputError("\(name) is already closed") }
        try FileDescriptor.write(bytes, to: descriptor, name: name, stopping: stopping)
    }

    func commit() throws(AtomicOutputError) {
        guard descriptor >= 0 else { throw AtomicOutputError("\(name) is already closed") }
        let descriptor = self.descriptor
        self.descriptor = -1
        guard closes else { return }
        guard close(descriptor) == 0 || errno == EINTR else {
            throw AtomicOutputError("cannot write \(name): \(String(cString: strerror(errno)))")
        }
    }

    func abandon() {
        guard descriptor >= 0 else { return }
        if closes { close(descriptor) }
        descriptor = -1
    }
}

/// Bytes kept in memory: an SVG still.
final class MemoryOutput: ByteOutput {
    private(set) var bytes: [UInt8] = []

    func write(_ bytes: [UInt8]) { self.bytes += bytes }
    func commit() {}
    func abandon() {}
}
