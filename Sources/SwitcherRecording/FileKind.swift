import Foundation

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

    /// What `path` names once every symbolic link is followed. `stat` follows the links the
    /// kernel resolves itself as well: `/dev/stdout` when standard output is a pipe links to
    /// `pipe:[…]`, which no path names, and is a FIFO.
    static func following(_ path: String) -> FileKind {
        guard FileKind(path) == .symbolicLink else { return FileKind(path) }
        var info = stat()
        guard stat(path, &info) == 0 else { return .missing }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .regular
        case S_IFDIR: return .directory
        case S_IFCHR: return .characterDevice
        case S_IFIFO: return .fifo
        case S_IFBLK: return .blockDevice
        case S_IFSOCK: return .socket
        default: return .other
        }
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
                let written = POSIX.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
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
