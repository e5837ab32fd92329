import Foundation

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
            temporary = try AtomicFile.uniqueSibling(of: destination, leftover: .frames) { path in
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
        TemporaryName.removeLeftovers(of: name, in: directory.path, kind: .frames)
        let contents = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? ["?"]
        guard contents.isEmpty else {
            throw AtomicOutputError("\(path) is not empty (frames go to a new or empty directory)")
        }
        temporary = try AtomicFile.unique(name: name, in: directory, leftover: .frames) { path in
            mkdir(path, 0o755) == 0 ? true : nil
        }.0
    }

    deinit { abandon() }

    public func write(_ text: String, named name: String) throws(AtomicOutputError) {
        try write(Data(text.utf8), named: name)
    }

    /// Writes a file of `bytes` named `name` in the directory.
    public func write(_ bytes: Data, named name: String) throws(AtomicOutputError) {
        guard isOpen else { throw AtomicOutputError("\(destination.path) is already closed") }
        do {
            try bytes.write(to: temporary.appendingPathComponent(name))
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
