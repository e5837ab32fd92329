import Foundation
import SwitcherTestSupport
import Testing

/// `switcherlab` started in the background, to be signalled while it works. It starts with
/// no signal blocked and default actions (test runners run on threads that block signals),
/// its standard streams on /dev/null. Paths in `arguments` must be absolute.
final class RunningProgram {
    let pid: pid_t
    private(set) var status: Int32?
    /// Whether it ended by calling exit (not killed by a signal), once it has ended.
    private(set) var exited: Bool?

    /// `output`, `errors`: files for its standard output and error (else /dev/null);
    /// `environment`: variables added to the tests' own.
    init(
        _ arguments: [String], output: String? = nil, errors: String? = nil,
        environment extra: [String: String] = [:]
    ) throws {
        let binary = try #require(Switcherlab.url, "switcherlab is built next to the tests (swift build)")
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        if let output {
            posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        } else {
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        }
        posix_spawn_file_actions_addopen(
            &actions, 2, errors ?? "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attributes, &none)
        var all = sigset_t()
        sigfillset(&all)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        var environment = ProcessInfo.processInfo.environment
        environment["SWITCHERLAB_ASSETS"] = Repository.root.appendingPathComponent("Assets").path
        environment.merge(extra) { $1 }
        let argv = ([binary.path] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        let env = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in env { free(pointer) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, binary.path, &actions, &attributes, argv, env)
        guard spawned == 0 else { throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EINVAL) }
        self.pid = pid
    }

    deinit {
        if status == nil {
            kill(pid, SIGKILL)
            _ = waitForExit()
        }
    }

    /// Waits, polling, until `condition` holds, at most `seconds`; false on a timeout or when
    /// the program ended first.
    func wait(atMost seconds: Double = 30, until condition: () -> Bool) -> Bool {
        let deadline = ContinuousClock.now + .seconds(seconds)
        while ContinuousClock.now < deadline {
            if condition() { return true }
            if !isRunning { return condition() }
            usleep(10_000)
        }
        return false
    }

    var isRunning: Bool {
        guard status == nil else { return false }
        var raw: Int32 = 0
        guard waitpid(pid, &raw, WNOHANG) == pid else { return true }
        status = Self.decode(raw)
        exited = raw & 0x7F == 0
        return false
    }

    func send(_ sig: Int32) { kill(pid, sig) }

    /// Waits until the program has its own handler for SIGHUP, the last of the signals its
    /// `main` takes first thing: read from /proc on Linux; elsewhere a moment's wait.
    func waitForSignalHandlers() -> Bool {
        #if os(Linux)
            return wait {
                guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
                    let line = status.split(separator: "\n").first(where: { $0.hasPrefix("SigCgt:") }),
                    let mask = UInt64(
                        line.dropFirst("SigCgt:".count).trimmingCharacters(in: .whitespaces), radix: 16)
                else { return false }
                return mask & (1 << UInt64(SIGHUP - 1)) != 0
            }
        #else
            usleep(500_000)
            return isRunning
        #endif
    }

    /// The exit status (128 + N when killed by signal N), waiting at most `seconds`; nil when
    /// it is still running then (it is killed).
    func waitForExit(atMost seconds: Double = 30) -> Int32? {
        if let status { return status }
        guard wait(atMost: seconds, until: { !isRunning }) else {
            kill(pid, SIGKILL)
            var raw: Int32 = 0
            waitpid(pid, &raw, 0)
            status = Self.decode(raw)
            exited = raw & 0x7F == 0
            return nil
        }
        return status
    }

    /// WIFEXITED / WEXITSTATUS / WTERMSIG, spelled out: Swift does not import the macros.
    private static func decode(_ raw: Int32) -> Int32 {
        raw & 0x7F == 0 ? (raw >> 8) & 0xFF : 128 + (raw & 0x7F)
    }
}

/// Entries of `directory`, hidden ones included, that look like temporary outputs.
func temporaries(in directory: URL) -> [String] {
    contents(of: directory).filter { $0.hasPrefix(".") && $0.contains(".tmp-") }
}

/// The ten-minute tape whose recording once held 77 MB: long enough to interrupt.
let tenMinuteTape = Repository.root.appendingPathComponent("Tests/Fixtures/ten-minute-fades.tape").path
