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

/// Output written whole or not at all (ARCHITECTURE §7): everything goes to a hidden
/// temporary file in the destination's directory, renamed over the destination only by
/// `commit()`. A run that fails calls `abandon()` (or drops the object) and leaves nothing
/// behind.
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

    /// Throws when the file system that `url` goes to has no space left for this user: a
    /// recording there would fail at its end.
    static func checkSpace(for url: URL) throws(AtomicOutputError) {
        let target = (try? replaceableTarget(url.path)) ?? url.path
        var info = statvfs()
        let directory = URL(fileURLWithPath: target).deletingLastPathComponent().path
        guard statvfs(directory, &info) == 0, info.f_bavail == 0 else { return }
        throw AtomicOutputError("cannot write \(url.path): \(String(cString: strerror(ENOSPC)))")
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
    /// `leftover`: what those names may be to be removed.
    static func uniqueSibling<T>(
        of url: URL, leftover: TemporaryName.Leftover = .file, claim: (String) -> T?
    ) throws(AtomicOutputError) -> (URL, T) {
        let name = url.lastPathComponent
        guard TemporaryName.isUsable(name) else {
            throw AtomicOutputError("'\(url.path)' is not a file name")
        }
        guard name.utf8.count <= TemporaryName.nameMax else {
            throw AtomicOutputError(
                "\(url.path): its name is \(name.utf8.count) bytes, longer than the \(TemporaryName.nameMax) a file name may be"
            )
        }
        return try unique(name: name, in: url.deletingLastPathComponent(), leftover: leftover, claim: claim)
    }

    /// A fresh hidden temporary name for `name` inside `directory`, claimed by `claim`.
    static func unique<T>(
        name: String, in directory: URL, leftover: TemporaryName.Leftover = .file, claim: (String) -> T?
    ) throws(AtomicOutputError) -> (URL, T) {
        TemporaryName.removeLeftovers(of: name, in: directory.path, kind: leftover)
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

/// Why an output file could not be written.
public struct AtomicOutputError: Error, CustomStringConvertible {
    public let description: String
    /// Nothing failed: the user gave up waiting (for a FIFO's reader).
    public let isCancelled: Bool
    /// The run was told to stop (a signal) while it wrote: nothing was committed.
    public static let stopped = AtomicOutputError("stopped", cancelled: true)

    public init(_ description: String, cancelled: Bool = false) {
        self.description = description
        isCancelled = cancelled
    }
}
