import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs a program to completion with posix_spawn and waitpid: stdin from /dev/null, stdout
/// and stderr into files. (Foundation's Process can miss the exit of a child whose own
/// child daemonises, as tmux's server does, and a pipe stays open while the daemon holds it.)
public enum Subprocess {
    public struct Result: Sendable {
        /// The exit status, or 128 + the signal that ended the program, as a shell reports it.
        public let status: Int32
        public let output: String
        public let error: String
    }

    /// Runs `path` with `arguments` in `directory` (this process's own when nil) and
    /// `environment` (this process's own when nil).
    public static func run(
        _ path: String, _ arguments: [String], environment: [String: String]? = nil, in directory: URL? = nil
    ) throws -> Result {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "subprocess-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outPath = scratch.appendingPathComponent("out").path
        let errPath = scratch.appendingPathComponent("err").path

        // Allocated rather than declared: the types are structs on Linux, pointers on macOS.
        let actions = UnsafeMutablePointer<posix_spawn_file_actions_t>.allocate(capacity: 1)
        defer { actions.deallocate() }
        posix_spawn_file_actions_init(actions)
        defer { posix_spawn_file_actions_destroy(actions) }
        posix_spawn_file_actions_addopen(actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)

        // A working directory through the shell: the spawn action that changes directory is
        // not portable (nor imported into Swift on Linux), and changing this process's
        // directory would race with tests running in parallel.
        var command = [path] + arguments
        if let directory {
            command = ["/bin/sh", "-c", "cd \"$0\" && exec \"$@\"", directory.path] + command
        }
        let argv = command.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        let env =
            (environment ?? ProcessInfo.processInfo.environment).map { strdup("\($0.key)=\($0.value)") } + [
                nil
            ]
        defer { for pointer in env { free(pointer) } }

        // The child starts with no signal blocked and default actions: test runners run on
        // threads that block signals, and a blocked SIGWINCH or SIGTERM would be inherited by
        // tmux, its shell and the program under test.
        let attributes = UnsafeMutablePointer<posix_spawnattr_t>.allocate(capacity: 1)
        defer { attributes.deallocate() }
        posix_spawnattr_init(attributes)
        defer { posix_spawnattr_destroy(attributes) }
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(attributes, &none)
        var all = sigset_t()
        sigfillset(&all)
        posix_spawnattr_setsigdefault(attributes, &all)
        posix_spawnattr_setflags(attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, command[0], actions, attributes, argv, env)
        guard spawned == 0 else { throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EINVAL) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        // WIFEXITED / WEXITSTATUS, spelled out: Swift does not import the macros.
        let exited = status & 0x7F == 0
        let code = exited ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        return Result(
            status: code,
            output: (try? String(contentsOfFile: outPath, encoding: .utf8)) ?? "",
            error: (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? "")
    }

    /// Why a test that runs a Python script needing `module` cannot run: python3 or the module
    /// is missing (the reason names `scripts/setup --tests`, which installs it); nil when both
    /// are there.
    public static func missingPython(module: String) -> String? {
        guard let python = find("python3") else { return "python3 is not installed" }
        let probe = try? run(python, ["-c", "import \(module)"])
        guard probe?.status == 0 else {
            return "the Python package \(module) is not installed (scripts/setup --tests installs it)"
        }
        return nil
    }

    /// The executable `name` on the `PATH`, or in the usual places when the `PATH` lacks it.
    public static func find(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        let directories =
            path.split(separator: ":").map(String.init) + [
                "/usr/bin", "/bin", "/usr/local/bin", "/opt/homebrew/bin",
            ]
        return directories.map { URL(fileURLWithPath: $0).appendingPathComponent(name).path }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
