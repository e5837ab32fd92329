import Foundation

/// The hidden names outputs are written under until they are complete,
/// `.<name>.tmp-<pid>-<n>` beside (or, for an existing directory, inside) the destination,
/// and the clean-up of those a killed run left behind.
///
/// A run stopped by a catchable signal removes its own; SIGKILL (or a power cut) cannot be
/// caught, so the next run that writes to the same destination removes every such name
/// whose process is gone. Nothing else is touched: only entries of exactly this pattern, for
/// this destination's name, whose PID is not a running process, that are what such a run
/// could have written and owned by this user: a regular file (a file's temporary), or a
/// directory holding nothing but regular frame files (`render --frames`'s).
enum TemporaryName {
    /// What a leftover temporary of a destination can be.
    enum Leftover {
        /// A regular file.
        case file
        /// A directory of regular files named as frames are: `000012-0.400s.txt`.
        case frames
    }

    /// The longest file name the file systems take (NAME_MAX, in bytes, on Linux and macOS).
    static let nameMax = 255
    /// The longest suffix: `.tmp-`, a PID of up to ten digits, `-`, an attempt of two.
    static let suffixMax = ".tmp-".utf8.count + 10 + 1 + 2

    /// The part of a temporary name that stands for `destination`: the name itself when
    /// `.<name>.tmp-<pid>-<n>` fits NAME_MAX, else as much of its start as fits (whole
    /// characters) and `~` with a hash of the whole name, so two long names sharing a start
    /// still have temporaries of their own.
    static func stem(for destination: String) -> String {
        let room = nameMax - 1 - suffixMax
        guard destination.utf8.count > room else { return destination }
        var hash: UInt32 = 2_166_136_261  // FNV-1a
        for byte in destination.utf8 { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        let tag = "~" + String(hash, radix: 16)
        var start = ""
        for character in destination {
            guard start.utf8.count + String(character).utf8.count + tag.utf8.count <= room else { break }
            start.append(character)
        }
        return start + tag
    }

    /// The name for attempt `attempt` of this process: within NAME_MAX whatever the
    /// destination's length.
    static func name(for destination: String, attempt: Int) -> String {
        ".\(stem(for: destination)).tmp-\(getpid())-\(attempt)"
    }

    /// Whether `destination` can have temporary names: a real file name, not `.`, `..` or
    /// empty (a path is resolved before it gets here, so `.` never names the directory).
    static func isUsable(_ destination: String) -> Bool {
        !destination.isEmpty && destination != "." && destination != ".." && !destination.contains("/")
    }

    /// The PID in `entry` when it is a temporary name of `destination`.
    static func owner(of entry: String, for destination: String) -> pid_t? {
        guard isUsable(destination) else { return nil }
        let prefix = ".\(stem(for: destination)).tmp-"
        guard entry.hasPrefix(prefix) else { return nil }
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
    static func removeLeftovers(of destination: String, in directory: String, kind: Leftover = .file)
        -> [String]
    {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return [] }
        var removed: [String] = []
        for entry in entries.sorted() {
            guard let pid = owner(of: entry, for: destination), pid != getpid(), !isRunning(pid) else {
                continue
            }
            let path = (directory as NSString).appendingPathComponent(entry)
            switch kind {
            case .file:
                // Not followed: a symbolic link, a directory or anything else stays.
                guard isOwned(path, type: S_IFREG), unlink(path) == 0 else { continue }
            case .frames:
                guard isOwned(path, type: S_IFDIR),
                    let files = try? FileManager.default.contentsOfDirectory(atPath: path),
                    files.allSatisfy({
                        isFrameName($0)
                            && isOwned((path as NSString).appendingPathComponent($0), type: S_IFREG)
                    })
                else { continue }
                for file in files { unlink((path as NSString).appendingPathComponent(file)) }
                guard rmdir(path) == 0 else { continue }
            }
            removed.append(entry)
        }
        return removed
    }

    /// Whether `path` itself (a symbolic link not followed) is of `type` and this user's.
    private static func isOwned(_ path: String, type: mode_t) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && info.st_mode & S_IFMT == type && info.st_uid == geteuid()
    }

    /// `000012-0.400s.txt` or `.svg`: a frame's number, its time, its format.
    static func isFrameName(_ name: String) -> Bool {
        let digits = { (text: Substring) in !text.isEmpty && text.allSatisfy { $0.isASCII && $0.isNumber } }
        guard let dash = name.firstIndex(of: "-"), digits(name[..<dash]) else { return false }
        let rest = name[name.index(after: dash)...]
        guard let suffix = [".txt", ".svg"].first(where: { rest.hasSuffix("s" + $0) }) else { return false }
        let time = rest.dropLast(suffix.count + 1).split(separator: ".", omittingEmptySubsequences: false)
        return time.count == 2 && time.allSatisfy(digits)
    }
}
