import Foundation

/// A tmux server of its own, with one pane running a shell, for driving the real program
/// in a real terminal: send keys, read the screen, resize, signal.
public final class Tmux {
    public static var isInstalled: Bool { executable != nil }

    public static let executable: String? = Subprocess.find("tmux")

    public let socket: String
    /// A scratch directory for the shell's files (stty settings, exit status).
    public let directory: URL
    private static let counter = Counter()

    public init(width: Int = 120, height: Int = 40) throws {
        try MissingTool.check(ToolRequirement.tmuxMissing)
        socket = "switcherlab-test-\(getpid())-\(Tmux.counter.next())"
        directory = FileManager.default.temporaryDirectory.appendingPathComponent(socket)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try run(
            "new-session", "-d", "-x", "\(width)", "-y", "\(height)", "env", "-i", "PATH=/usr/bin:/bin",
            "TERM=xterm-256color", "LANG=C.UTF-8", "HOME=\(directory.path)",
            // No history file: bash would write it into the directory after `deinit` removed it.
            "HISTFILE=", "bash", "--noprofile", "--norc")
    }

    deinit {
        _ = try? run("kill-server")
        try? FileManager.default.removeItem(at: directory)
    }

    @discardableResult
    public func run(_ arguments: String...) throws -> String { try run(arguments) }

    @discardableResult
    public func run(_ arguments: [String]) throws -> String {
        try Subprocess.run(Tmux.executable ?? "tmux", ["-L", socket, "-f", "/dev/null"] + arguments).output
    }

    /// Types a shell command line and Enter.
    public func shell(_ line: String) throws {
        try run("send-keys", "-l", line); try run("send-keys", "Enter")
    }

    public func send(_ keys: String...) throws { try run(["send-keys"] + keys) }

    public func screen() throws -> String { try run("capture-pane", "-p") }

    /// The screen for a failure message.
    public func peek() -> String { (try? screen()) ?? "" }

    /// Polls the screen until `condition` holds, for at most `timeout` seconds of real time
    /// (this is a real terminal: there is no virtual clock to advance).
    public func waitFor(timeout: Double = 15, _ condition: (String) -> Bool) throws -> String? {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            let text = try screen()
            if condition(text) { return text }
            usleep(50_000)
        }
        return nil
    }

    public func waitFor(_ text: String, timeout: Double = 15) throws -> String? {
        try waitFor(timeout: timeout) { $0.contains(text) }
    }

    public func file(_ name: String) -> String? {
        try? String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
    }

    public func waitForFile(_ name: String, timeout: Double = 15) -> String? {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if let text = file(name), text.hasSuffix("\n") { return text }
            usleep(50_000)
        }
        return nil
    }

    /// The pid of the pane's shell's child: the program running in the pane.
    public func programPID() throws -> Int32? {
        guard
            let shell = Int32(
                try run("list-panes", "-F", "#{pane_pid}").trimmingCharacters(in: .whitespacesAndNewlines))
        else { return nil }
        // `ps` rather than /proc, which macOS does not have.
        for line in try Subprocess.run("/bin/ps", ["-A", "-o", "pid=", "-o", "ppid="]).output.split(
            separator: "\n")
        {
            let fields = line.split(separator: " ")
            if fields.count == 2, Int32(fields[1]) == shell { return Int32(fields[0]) }
        }
        return nil
    }

    private final class Counter: @unchecked Sendable {
        private var value = 0
        private let lock = NSLock()
        func next() -> Int {
            lock.lock()
            defer { lock.unlock() }
            value += 1
            return value
        }
    }
}
