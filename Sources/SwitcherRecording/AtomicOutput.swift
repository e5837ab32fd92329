import Foundation

/// Output written whole or not at all (DESIGN §7): everything goes to a hidden temporary file
/// in the destination's directory, renamed over the destination only by `commit()`. A run
/// that fails calls `abandon()` (or drops the object) and leaves nothing behind.
public final class AtomicFile {
    public let destination: URL
    let temporary: URL
    private var handle: FileHandle?

    /// Creates the temporary file. Throws when the directory does not exist or is not
    /// writable, or the destination is a directory.
    public init(destination: URL) throws(AtomicOutputError) {
        self.destination = destination
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: destination.path, isDirectory: &isDirectory),
            isDirectory.boolValue
        {
            throw AtomicOutputError("\(destination.path) is a directory")
        }
        let (temporary, descriptor) = try Self.uniqueSibling(of: destination) { path in
            let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
            return descriptor >= 0 ? descriptor : nil
        }
        self.temporary = temporary
        handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    }

    deinit { abandon() }

    public func write(_ text: String) throws(AtomicOutputError) {
        try write(Array(text.utf8))
    }

    public func write(_ bytes: [UInt8]) throws(AtomicOutputError) {
        guard let handle else { throw AtomicOutputError("\(destination.path) is already closed") }
        do {
            try handle.write(contentsOf: bytes)
        } catch {
            throw AtomicOutputError("cannot write \(destination.path): \(error.localizedDescription)")
        }
    }

    /// Moves the finished file into place.
    public func commit() throws(AtomicOutputError) {
        guard let handle else { throw AtomicOutputError("\(destination.path) is already closed") }
        self.handle = nil
        do {
            try handle.synchronize()
            try handle.close()
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw AtomicOutputError("cannot write \(destination.path): \(error.localizedDescription)")
        }
        guard rename(temporary.path, destination.path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw AtomicOutputError("cannot create \(destination.path): \(reason)")
        }
    }

    /// Drops the temporary file; the destination is untouched.
    public func abandon() {
        guard let handle else { return }
        self.handle = nil
        try? handle.close()
        try? FileManager.default.removeItem(at: temporary)
    }

    /// Writes `text` to `url` whole or not at all.
    public static func write(_ text: String, to url: URL) throws(AtomicOutputError) {
        let file = try AtomicFile(destination: url)
        try file.write(text)
        try file.commit()
    }

    /// A fresh hidden name next to `url`, `.<name>.tmp-<pid>-<n>`, claimed by `claim`.
    static func uniqueSibling<T>(of url: URL, claim: (String) -> T?) throws(AtomicOutputError) -> (URL, T) {
        let directory = url.deletingLastPathComponent()
        let pid = ProcessInfo.processInfo.processIdentifier
        for attempt in 0..<100 {
            let candidate = directory.appendingPathComponent(
                ".\(url.lastPathComponent).tmp-\(pid)-\(attempt)")
            if let claimed = claim(candidate.path) { return (candidate, claimed) }
            if errno != EEXIST {
                throw AtomicOutputError(
                    "cannot write in \(directory.path): \(String(cString: strerror(errno)))")
            }
        }
        throw AtomicOutputError("cannot find a temporary name in \(directory.path)")
    }
}

/// A directory of files written whole or not at all: filled under a hidden temporary name,
/// renamed into place by `commit()`. The destination must not exist, or be an empty directory.
public final class AtomicDirectory {
    public let destination: URL
    let temporary: URL
    private var isOpen = true

    public init(destination: URL) throws(AtomicOutputError) {
        self.destination = destination
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        if manager.fileExists(atPath: destination.path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else {
                throw AtomicOutputError("\(destination.path) is not a directory")
            }
            let contents = (try? manager.contentsOfDirectory(atPath: destination.path)) ?? ["?"]
            guard contents.isEmpty else {
                throw AtomicOutputError(
                    "\(destination.path) is not empty (frames go to a new or empty directory)")
            }
        }
        temporary = try AtomicFile.uniqueSibling(of: destination) { path in
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
        // An empty destination is replaced; rename(2) replaces an empty directory itself.
        guard rename(temporary.path, destination.path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw AtomicOutputError("cannot create \(destination.path): \(reason)")
        }
    }

    public func abandon() {
        guard isOpen else { return }
        isOpen = false
        try? FileManager.default.removeItem(at: temporary)
    }
}

/// Why an output file could not be written.
public struct AtomicOutputError: Error, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}
