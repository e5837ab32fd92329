import Foundation

/// The hidden names outputs are written under until they are complete,
/// `.<name>.tmp-<pid>-<n>` beside (or, for an existing directory, inside) the destination,
/// and the clean-up of those a killed run left behind.
///
/// A run stopped by a catchable signal removes its own; SIGKILL (or a power cut) cannot be
/// caught, so the next run that writes to the same destination removes every such name
/// whose process is gone. Nothing else is touched: only entries of exactly this pattern, for
/// this destination's name, whose PID is not a running process.
enum TemporaryName {
    /// The name for attempt `attempt` of this process.
    static func name(for destination: String, attempt: Int) -> String {
        ".\(destination).tmp-\(getpid())-\(attempt)"
    }

    /// Whether `destination` can have temporary names: a real file name, not `.`, `..` or
    /// empty (a path is resolved before it gets here, so `.` never names the directory).
    static func isUsable(_ destination: String) -> Bool {
        !destination.isEmpty && destination != "." && destination != ".." && !destination.contains("/")
    }

    /// The PID in `entry` when it is a temporary name of `destination`.
    static func owner(of entry: String, for destination: String) -> pid_t? {
        let prefix = ".\(destination).tmp-"
        guard isUsable(destination), entry.hasPrefix(prefix) else { return nil }
        let parts = entry.dropFirst(prefix.count).split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2,
            parts.allSatisfy({ !$0.isEmpty && $0.count <= 10 && $0.allSatisfy { $0.isASCII && $0.isNumber } }
            ),
            let pid = pid_t(parts[0]), pid > 0
        else { return nil }
        return pid
    }

    /// Whether a process with this PID exists (one of another user's counts).
    static func isRunning(_ pid: pid_t) -> Bool {
        kill(pid, 0) == 0 || errno == EPERM
    }

    /// Removes the temporary names of `destination` in `directory` whose process is gone.
    /// Returns the names removed.
    @discardableResult
    static func removeLeftovers(of destination: String, in directory: String) -> [String] {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return [] }
        var removed: [String] = []
        for entry in entries.sorted() {
            guard let pid = owner(of: entry, for: destination), pid != getpid(), !isRunning(pid) else {
                continue
            }
            let path = (directory as NSString).appendingPathComponent(entry)
            // removeItem does not follow a symbolic link; it removes a directory's contents.
            if (try? FileManager.default.removeItem(atPath: path)) != nil { removed.append(entry) }
        }
        return removed
    }
}
