import Foundation

/// Where a recording's bytes go as they are made: a file written whole or not at all, a
/// device or FIFO written directly, standard output, or memory.
public protocol ByteOutput: AnyObject {
    /// Appends `bytes`.
    func write(_ bytes: [UInt8]) throws(AtomicOutputError)
    /// Everything is written: move the file into place, or close it.
    func commit() throws(AtomicOutputError)
    /// The run failed: drop what was written where that is possible.
    func abandon()
}

/// Output written whole or not at all (DESIGN §7): everything goes to a hidden temporary file
/// in the destination's directory, renamed over the destination only by `commit()`. A run
/// that fails calls `abandon()` (or drops the object) and leaves nothing behind.
///
/// Only a regular file is ever replaced. A symbolic link is followed: the file it points to
/// is replaced and the link stays a link; a link to nothing is refused (no file is created
/// at its target). Anything else that exists — a directory, a device, a FIFO, a socket — is
/// refused; `OutputTarget` writes devices and FIFOs directly instead.
public final class AtomicFile: ByteOutput {
    /// The destination as given.
    public let destination: URL
    /// The file renamed over at the end: the destination, or the file its link points to.
    let target: String
    let temporary: URL
    private var descriptor: Int32 = -1

    /// Creates the temporary file, after removing those a killed run left for the same
    /// destination. Throws when the directory does not exist or is not writable, or the
    /// destination is not a regular file (or a link to one), or missing.
    public init(destination: URL) throws(AtomicOutputError) {
        self.destination = destination
        target = try Self.replaceableTarget(destination.path)
        let (temporary, descriptor) = try Self.uniqueSibling(of: URL(fileURLWithPath: target)) { path in
            let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
            return descriptor >= 0 ? descriptor : nil
        }
        self.temporary = temporary
        self.descriptor = descriptor
    }

    deinit { abandon() }

    public func write(_ text: String) throws(AtomicOutputError) {
        try write(Array(text.utf8))
    }

    public func write(_ bytes: [UInt8]) throws(AtomicOutputError) {
        guard descriptor >= 0 else { throw AtomicOutputError("\(destination.path) is already closed") }
        try FileDescriptor.write(bytes, to: descriptor, name: destination.path)
    }

    /// Moves the finished file into place.
    public func commit() throws(AtomicOutputError) {
        guard descriptor >= 0 else { throw AtomicOutputError("\(destination.path) is already closed") }
        let descriptor = self.descriptor
        self.descriptor = -1
        // EINVAL: a file system that cannot sync; nothing was lost.
        let syncError = fsync(descriptor) == 0 || errno == EINVAL ? 0 : errno
        let closeError = close(descriptor) == 0 ? 0 : errno
        if let failure = [syncError, closeError].first(where: { $0 != 0 }) {
            unlink(temporary.path)
            throw AtomicOutputError("cannot write \(destination.path): \(String(cString: strerror(failure)))")
        }
        // Whatever took the destination's place meanwhile is not replaced either.
        let kind = FileKind(target)
        guard kind == .missing || kind == .regular else {
            unlink(temporary.path)
            throw AtomicOutputError("\(destination.path) became \(kind): not replaced")
        }
        guard rename(temporary.path, target) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary.path)
            throw AtomicOutputError("cannot create \(destination.path): \(reason)")
        }
    }

    /// Drops the temporary file; the destination is untouched.
    public func abandon() {
        guard descriptor >= 0 else { return }
        close(descriptor)
        descriptor = -1
        unlink(temporary.path)
    }

    /// Writes `text` to `url` whole or not at all.
    public static func write(_ text: String, to url: URL) throws(AtomicOutputError) {
        let file = try AtomicFile(destination: url)
        try file.write(text)
        try file.commit()
    }

    /// The path to rename over for `path`: itself when missing or a regular file, the file
    /// a symbolic link points to; anything else throws.
    static func replaceableTarget(_ path: String) throws(AtomicOutputError) -> String {
        switch FileKind(path) {
        case .missing, .regular:
            return path
        case .symbolicLink:
            guard let resolved = FileKind.resolved(path), FileKind(resolved) != .missing else {
                throw AtomicOutputError(
                    "\(path) is a symbolic link to a file that does not exist (only an existing target is followed)"
                )
            }
            let kind = FileKind(resolved)
            guard kind == .regular else {
                throw AtomicOutputError("\(path) is a symbolic link to \(kind), not to a regular file")
            }
            return resolved
        case .directory:
            throw AtomicOutputError("\(path) is a directory")
        case let kind:
            throw AtomicOutputError("\(path) is \(kind), not a regular file: it is not replaced")
        }
    }

    /// A fresh hidden name next to `url`, `.<name>.tmp-<pid>-<n>`, claimed by `claim`, after
    /// removing the names of that pattern whose process is gone.
    static func uniqueSibling<T>(of url: URL, claim: (String) -> T?) throws(AtomicOutputError) -> (URL, T) {
        let name = url.lastPathComponent
        guard TemporaryName.isUsable(name) else {
            throw AtomicOutputError("'\(url.path)' is not a file name")
        }
        return try unique(name: name, in: url.deletingLastPathComponent(), claim: claim)
    }

    /// A fresh hidden temporary name for `name` inside `directory`, claimed by `claim`.
    static func unique<T>(name: String, in directory: URL, claim: (String) -> T?) throws(AtomicOutputError)
        -> (URL, T)
    {
        TemporaryName.removeLeftovers(of: name, in: directory.path)
        for attempt in 0..<100 {
            let candidate = directory.appendingPathComponent(TemporaryName.name(for: name, attempt: attempt))
            if let claimed = claim(candidate.path) { return (candidate, claimed) }
            if errno != EEXIST {
                throw AtomicOutputError(
                    "cannot write in \(directory.path): \(String(cString: strerror(errno)))")
            }
        }
        throw AtomicOutputError("cannot find a temporary name in \(directory.path)")
    }
}

/// A directory of files written whole or not at all. A new directory is filled under a
/// hidden temporary name beside it and renamed into place by `commit()`. An existing empty
/// directory (`.` included, or one a symbolic link points to) is never replaced: the files
/// are written into a hidden temporary directory inside it and moved out of it by
/// `commit()`, with the terminating signals held off until they all are.
public final class AtomicDirectory {
    public let destination: URL
    let temporary: URL
    /// The existing directory the files are moved into; nil when `temporary` becomes the
    /// destination.
    private let existing: String?
    private var isOpen = true

    public init(destination: URL) throws(AtomicOutputError) {
        self.destination = destination
        let path = destination.path
        let resolved: String
        switch FileKind(path) {
        case .missing:
            existing = nil
            temporary = try AtomicFile.uniqueSibling(of: destination) { path in
                mkdir(path, 0o755) == 0 ? true : nil
            }.0
            return
        case .directory, .symbolicLink:
            guard let target = FileKind.resolved(path) else {
                throw AtomicOutputError(
                    "\(path) is a symbolic link to a directory that does not exist (only an existing target is followed)"
                )
            }
            guard FileKind(target) == .directory else {
                throw AtomicOutputError("\(path) is not a directory")
            }
            resolved = target
        default:
            throw AtomicOutputError("\(path) is not a directory")
        }
        existing = resolved
        let directory = URL(fileURLWithPath: resolved, isDirectory: true)
        let name =
            TemporaryName.isUsable(directory.lastPathComponent) ? directory.lastPathComponent : "frames"
        TemporaryName.removeLeftovers(of: name, in: directory.path)
        let contents = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? ["?"]
        guard contents.isEmpty else {
            throw AtomicOutputError("\(path) is not empty (frames go to a new or empty directory)")
        }
        temporary = try AtomicFile.unique(name: name, in: directory) { path in
            mkdir(path, 0o755) == 0 ? true : nil
        }.0
    }

    deinit { abandon() }

    public func write(_ text: String, named name: String) throws(AtomicOutputError) {
        guard isOpen else { throw AtomicOutputError("\(destination.path) is already closed") }
        do {
            try Data(text.utf8).write(to: temporary.appendingPathComponent(name))
        } catch {
            throw AtomicOutputError("cannot write \(destination.path)/\(name): \(error.localizedDescription)")
        }
    }

    public func commit() throws(AtomicOutputError) {
        guard isOpen else { throw AtomicOutputError("\(destination.path) is already closed") }
        isOpen = false
        guard let existing else {
            guard rename(temporary.path, destination.path) == 0 else {
                let reason = String(cString: strerror(errno))
                try? FileManager.default.removeItem(at: temporary)
                throw AtomicOutputError("cannot create \(destination.path): \(reason)")
            }
            return
        }
        try withTerminatingSignalsHeld { () throws(AtomicOutputError) in
            try moveContents(of: temporary.path, into: existing)
        }
    }

    /// Moves every file of `source` into `directory`, then removes `source`; on a failure,
    /// removes what was moved as well, so the directory is left as it was.
    private func moveContents(of source: String, into directory: String) throws(AtomicOutputError) {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: source)) ?? []).sorted()
        var moved: [String] = []
        for name in names {
            let to = (directory as NSString).appendingPathComponent(name)
            guard rename((source as NSString).appendingPathComponent(name), to) == 0 else {
                let reason = String(cString: strerror(errno))
                for path in moved { unlink(path) }
                try? FileManager.default.removeItem(atPath: source)
                throw AtomicOutputError("cannot move \(name) into \(destination.path): \(reason)")
            }
            moved.append(to)
        }
        rmdir(source)
    }

    public func abandon() {
        guard isOpen else { return }
        isOpen = false
        try? FileManager.default.removeItem(at: temporary)
    }
}

/// Runs `body` with SIGINT, SIGTERM, SIGHUP and SIGQUIT blocked, for a step that must not
/// stop half way (moving finished files into place); one that arrives meanwhile is delivered
/// after.
func withTerminatingSignalsHeld<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
    var set = sigset_t()
    sigemptyset(&set)
    for sig in [SIGINT, SIGTERM, SIGHUP, SIGQUIT] { sigaddset(&set, sig) }
    var previous = sigset_t()
    pthread_sigmask(SIG_BLOCK, &set, &previous)
    defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
    return try body()
}

/// Why an output file could not be written.
public struct AtomicOutputError: Error, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}

/// What a path names, a final symbolic link not followed.
enum FileKind: Equatable, CustomStringConvertible {
    case missing, regular, directory, symbolicLink, characterDevice, fifo, blockDevice, socket, other

    init(_ path: String) {
        var info = stat()
        guard lstat(path, &info) == 0 else {
            self = .missing
            return
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: self = .regular
        case S_IFDIR: self = .directory
        case S_IFLNK: self = .symbolicLink
        case S_IFCHR: self = .characterDevice
        case S_IFIFO: self = .fifo
        case S_IFBLK: self = .blockDevice
        case S_IFSOCK: self = .socket
        default: self = .other
        }
    }

    /// What `path` names once every symbolic link is followed.
    static func following(_ path: String) -> FileKind {
        guard FileKind(path) == .symbolicLink else { return FileKind(path) }
        return resolved(path).map(FileKind.init) ?? .missing
    }

    /// The absolute path with every symbolic link, `.` and `..` resolved; nil when a part of
    /// it does not exist.
    static func resolved(_ path: String) -> String? {
        guard let pointer = realpath(path, nil) else { return nil }
        defer { free(pointer) }
        return String(cString: pointer)
    }

    var description: String {
        switch self {
        case .missing: return "missing"
        case .regular: return "a regular file"
        case .directory: return "a directory"
        case .symbolicLink: return "a symbolic link"
        case .characterDevice: return "a character device"
        case .fifo: return "a FIFO"
        case .blockDevice: return "a block device"
        case .socket: return "a socket"
        case .other: return "not a regular file"
        }
    }
}

/// Writes to a file descriptor whole, across short writes and interruptions.
enum FileDescriptor {
    /// Writes all of `bytes`. A write interrupted by a signal is retried unless `stopping`
    /// says the run is ending; then this throws.
    static func write(
        _ bytes: [UInt8], to descriptor: Int32, name: String, stopping: () -> Bool = { false }
    ) throws(AtomicOutputError) {
        var failure: Int32 = 0
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written >= 0 {
                    offset += written
                } else if errno != EINTR || stopping() {
                    failure = errno
                    return
                }
            }
        }
        guard failure == 0 else {
            throw AtomicOutputError("cannot write \(name): \(String(cString: strerror(failure)))")
        }
    }
}
