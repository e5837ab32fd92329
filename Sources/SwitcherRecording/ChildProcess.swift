import Foundation

/// An external program (agg, ffmpeg) run in a process group of its own, waited for while the
/// run's `continuing` allows: when it says stop (a signal noted), the whole group is sent
/// SIGTERM, then SIGKILL if it has not ended within half a second, and is waited for. Its
/// standard input and output are /dev/null; its error output goes to `log`.
enum ChildProcess {
    /// How a run ended.
    enum Ending: Equatable {
        /// It exited with this status.
        case exited(Int32)
        /// It was ended by this signal (not ours).
        case signalled(Int32)
        /// `continuing` said stop: it was stopped and waited for.
        case stopped
    }

    /// How often the wait looks at `continuing`.
    static let pollInterval: useconds_t = 5_000
    /// How long a stopped program has to end after SIGTERM before SIGKILL.
    static let graceSeconds = 0.5

    /// Runs `executable` with `arguments`; throws the reason when it cannot be started.
    static func run(
        _ executable: String, _ arguments: [String], log: String, continuing: () -> Bool
    ) throws(AtomicOutputError) -> Ending {
        guard continuing() else { return .stopped }
        let pid = try spawn(executable, arguments, log: log)
        while true {
            if let ending = reap(pid, blocking: false) { return ending }
            if !continuing() {
                stop(pid)
                return .stopped
            }
            usleep(pollInterval)
        }
    }

    /// Ends the group `pid` leads: SIGTERM, SIGKILL after the grace period, then reaped.
    private static func stop(_ pid: pid_t) {
        kill(-pid, SIGTERM)
        let deadline = ContinuousClock.now + .milliseconds(Int(graceSeconds * 1000))
        while ContinuousClock.now < deadline {
            if reap(pid, blocking: false) != nil { return }
            usleep(pollInterval)
        }
        kill(-pid, SIGKILL)
        _ = reap(pid, blocking: true)
    }

    /// The ending of `pid` once it has ended; nil while it runs (`blocking`: waits).
    private static func reap(_ pid: pid_t, blocking: Bool) -> Ending? {
        var status: Int32 = 0
        while true {
            let result = waitpid(pid, &status, blocking ? 0 : WNOHANG)
            if result == pid { break }
            if result == 0 { return nil }
            if errno == EINTR { continue }
            // ECHILD: nothing left to wait for.
            return .exited(-1)
        }
        // WIFEXITED / WEXITSTATUS / WTERMSIG, spelled out: Swift does not import the macros.
        let signal = status & 0x7F
        return signal == 0 ? .exited((status >> 8) & 0xFF) : .signalled(signal)
    }

    private static func spawn(_ executable: String, _ arguments: [String], log: String)
        throws(AtomicOutputError) -> pid_t
    {
        #if canImport(Darwin)
            var actions: posix_spawn_file_actions_t? = nil
            var attributes: posix_spawnattr_t? = nil
        #else
            var actions = posix_spawn_file_actions_t()
            var attributes = posix_spawnattr_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, log, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // A group of its own, so a stop reaches whatever it starts; no signal blocked. (The
        // program's handlers end at exec; what the shell set to be ignored stays ignored.)
        posix_spawnattr_setpgroup(&attributes, 0)
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK))

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        let environment = ProcessInfo.processInfo.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in environment { free(pointer) } }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, executable, &actions, &attributes, argv, environment)
        guard result == 0 else {
            let name = (executable as NSString).lastPathComponent
            throw AtomicOutputError(
                "cannot run \(name) (\(executable)): \(String(cString: strerror(result)))")
        }
        return pid
    }
}
