import Foundation

/// The `switcherlab` program built beside the running tests, run as a user would run it.
public enum Switcherlab {
    /// `$SWITCHERLAB_BINARY`, else `switcherlab` in the build directory that holds the test
    /// runner (or, inside a test bundle, the directory that holds the bundle).
    public static let url: URL? = {
        if let path = ProcessInfo.processInfo.environment["SWITCHERLAB_BINARY"], !path.isEmpty {
            return URL(fileURLWithPath: path)
        }
        let runner = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        var directories = [runner, runner.deletingLastPathComponent()]
        if let executable = Bundle.main.executableURL {
            directories.append(executable.deletingLastPathComponent())
        }
        directories += [Bundle.main.bundleURL.deletingLastPathComponent(), Bundle.main.bundleURL]
        return directories.map { $0.appendingPathComponent("switcherlab") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    public struct NotBuilt: Error, CustomStringConvertible {
        public var description: String { "switcherlab is not built beside the tests: run swift build first" }
    }

    /// Runs the program in `directory` with `arguments`, the shipped assets in
    /// `SWITCHERLAB_ASSETS` and `environment` over this process's, and waits for it to end.
    public static func run(
        _ arguments: [String], in directory: URL? = nil, environment overrides: [String: String] = [:]
    ) throws -> Subprocess.Result {
        guard let url else { throw NotBuilt() }
        var environment = ProcessInfo.processInfo.environment
        environment["SWITCHERLAB_ASSETS"] = ShippedAssets.directory.path
        environment.merge(overrides) { $1 }
        return try Subprocess.run(url.path, arguments, environment: environment, in: directory)
    }

    /// Runs a checking script of the repository (`Tests/Browser/svg_frames.py`, …) as
    /// `python3 SCRIPT SWITCHERLAB TAPE WORKDIR ARGUMENTS…`, with the demo tape `tape`, a fresh
    /// scratch directory and the shipped assets; the scripts exit 77 when what they need is
    /// missing.
    public static func runScript(_ script: String, tape: String, _ arguments: [String]) throws
        -> Subprocess.Result
    {
        guard let url else { throw NotBuilt() }
        guard let python = Subprocess.find("python3") else { throw NotBuilt() }
        return try withTemporaryDirectory { directory in
            var environment = ProcessInfo.processInfo.environment
            environment["SWITCHERLAB_ASSETS"] = ShippedAssets.directory.path
            return try Subprocess.run(
                python,
                [
                    Repository.root.appendingPathComponent(script).path, url.path,
                    Repository.tapes.appendingPathComponent(tape).path, directory.path,
                ] + arguments, environment: environment)
        }
    }
}
