import Foundation

/// Reads a file the user named (a tape, an asset) that has a size limit, holding at most the
/// limit plus one byte in memory. A wrong path to a huge file, a sparse one or an endless
/// one (`/dev/zero`) is refused at once instead of being read whole first.
public enum SizeLimitedFile {
    public enum Failure: Error, Equatable, Sendable {
        /// The file does not exist, is a directory, or cannot be opened or read.
        case unreadable
        /// The file holds more than the limit.
        case tooLarge
        /// A FIFO, a device, a socket or a directory where a file from an untrusted place was
        /// expected (`readRegular`).
        case notRegularFile
        /// Its real path, symbolic links followed, lies outside the directory it was read from
        /// (`readRegular`).
        case outsideRoot

        /// What the refusal says after a path: `not read: not a regular file`.
        public var reason: String {
            switch self {
            case .unreadable: "could not be read"
            case .tooLarge: "larger than the size limit"
            case .notRegularFile: "not a regular file"
            case .outsideRoot: "links outside the tree"
            }
        }
    }

    /// The bytes of the file at `url`, or a failure when it cannot be read or holds more than
    /// `limit` bytes.
    public static func read(_ url: URL, limit: Int) throws(Failure) -> Data {
        // The size first: a regular file that is too large is refused without reading it.
        let attributes = try? FileManager.default.attributesOfItem(atPath: url.resolvingSymlinksInPath().path)
        if let type = attributes?[.type] as? FileAttributeType, type == .typeDirectory {
            throw .unreadable
        }
        if let size = attributes?[.size] as? NSNumber, size.int64Value > Int64(limit),
            attributes?[.type] as? FileAttributeType == .typeRegular
        {
            throw .tooLarge
        }
        // Then at most one byte past the limit, for files whose size says nothing (a pipe, a
        // device) or that grew in between.
        let handle: FileHandle
        do {
            handle = try FileHandle(forReadingFrom: url)
        } catch {
            throw .unreadable
        }
        defer { try? handle.close() }
        let data: Data
        do {
            data = try handle.read(upToCount: limit + 1) ?? Data()
        } catch {
            throw .unreadable
        }
        if data.count > limit { throw .tooLarge }
        return data
    }

    /// The bytes of a file in an untrusted directory (a scanned source tree, an assets
    /// directory): its links resolved, it must lie inside `root`; it is opened without
    /// following a link and without blocking (a FIFO would wait for a writer), and the opened
    /// descriptor must be a regular file, inside `root` still (checked on the descriptor, so a
    /// path swapped in between is caught), of at most `limit` bytes.
    /// With no `root`, a file the user named: any place, but a regular file all the same.
    public static func readRegular(_ url: URL, inside root: URL?, limit: Int) throws(Failure) -> Data {
        let base = root.map { realPath($0.path) ?? $0.standardizedFileURL.path }
        guard let real = realPath(url.path) else {
            // A link that leads nowhere that can be named (`/dev/stdin` to a pipe, a dangling
            // link): outside the tree if as far as it resolves it leaves it.
            if let base, linkLeaves(url.path, base) { throw .outsideRoot }
            throw .unreadable
        }
        if let base, !isInside(real, base) { throw .outsideRoot }
        let descriptor = open(real, O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else {
            // A link put there since `realpath` read the path.
            throw errno == ELOOP ? .outsideRoot : .unreadable
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .unreadable }
        guard status.st_mode & S_IFMT == S_IFREG else { throw .notRegularFile }
        if let base, let opened = path(of: descriptor), !isInside(opened, base) {
            throw .outsideRoot
        }
        if Int64(status.st_size) > Int64(limit) { throw .tooLarge }
        // A regular file never blocks; the limit holds if it grew since `fstat`.
        var bytes = [UInt8](repeating: 0, count: limit + 1)
        var count = 0
        while count < bytes.count {
            let got = bytes.withUnsafeMutableBytes { buffer in
                Foundation.read(descriptor, buffer.baseAddress! + count, buffer.count - count)
            }
            if got < 0 {
                if errno == EINTR { continue }
                throw .unreadable
            }
            if got == 0 { break }
            count += got
        }
        if count > limit { throw .tooLarge }
        return Data(bytes[0..<count])
    }

    /// Whether the chain of links at `path`, followed hop by hop as far as it goes, passes
    /// outside `root` (resolved).
    static func linkLeaves(_ path: String, _ root: String) -> Bool {
        var current = path
        for _ in 0..<40 {
            var buffer = [UInt8](repeating: 0, count: Int(PATH_MAX) + 1)
            let length = buffer.withUnsafeMutableBufferPointer { pointer in
                pointer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: pointer.count) {
                    readlink(current, $0, pointer.count - 1)
                }
            }
            guard length > 0 else { return false }  // not a link: the chain ends here
            let target = String(decoding: buffer[0..<length], as: UTF8.self)
            let parent = (current as NSString).deletingLastPathComponent
            let joined = target.hasPrefix("/") ? target : parent + "/" + target
            let directory = (joined as NSString).deletingLastPathComponent
            current = (realPath(directory) ?? directory) + "/" + (joined as NSString).lastPathComponent
            if !isInside(current, root) { return true }
        }
        return true  // a loop
    }

    /// `path` with every link and `..` resolved, or nil when some part of it does not exist.
    public static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Whether `path` is `root` or lies under it (both resolved).
    public static func isInside(_ path: String, _ root: String) -> Bool {
        path == root || path.hasPrefix(root.hasSuffix("/") ? root : root + "/")
    }

    /// The path the kernel knows an open descriptor by, where the system can say.
    private static func path(of descriptor: Int32) -> String? {
        #if canImport(Darwin)
            var buffer = [CChar](repeating: 0, count: Int(MAXPATHLEN))
            guard fcntl(descriptor, F_GETPATH, &buffer) != -1 else { return nil }
            return buffer.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        #elseif canImport(Glibc)
            let link = "/proc/self/fd/\(descriptor)"
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let length = readlink(link, &buffer, buffer.count - 1)
            guard length > 0 else { return nil }
            buffer[length] = 0
            return buffer.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        #else
            return nil
        #endif
    }
}
