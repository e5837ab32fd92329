import Foundation

extension AssetCatalog {
    /// Where the shipped `Assets/` directory is when no `--assets DIR` was given.
    ///
    /// The lab is run from its repository (`swift run`, `.build/debug/switcherlab`), so the
    /// assets sit a few directories above the executable. In order:
    /// 1. `$SWITCHERLAB_ASSETS`, if set and not empty (returned as is, so a wrong path gives a
    ///    clear load error rather than silently falling back);
    /// 2. the first ancestor (up to 6 levels) of an executable's directory that holds
    ///    `Assets/apps`;
    /// 3. `Assets` in the current directory, if it holds `apps`.
    ///
    /// - Parameters:
    ///   - executables: paths to search from; nil means the running program
    ///     (`CommandLine.arguments[0]`, then `Bundle.main.executableURL`).
    ///   - currentDirectory: nil means the process's current directory.
    public static func locateDefault(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        executables: [URL]? = nil,
        currentDirectory: URL? = nil
    ) -> URL? {
        if let path = environment["SWITCHERLAB_ASSETS"], !path.isEmpty {
            return URL(fileURLWithPath: path, isDirectory: true)
        }
        let cwd =
            currentDirectory
            ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
        for executable in executables ?? runningExecutables(currentDirectory: cwd) {
            var folder = executable.deletingLastPathComponent()
            for _ in 0...6 {
                let candidate = folder.appendingPathComponent("Assets", isDirectory: true)
                if holdsApps(candidate) { return candidate }
                let parent = folder.deletingLastPathComponent()
                if parent.path == folder.path { break }
                folder = parent
            }
        }
        let local = cwd.appendingPathComponent("Assets", isDirectory: true)
        return holdsApps(local) ? local : nil
    }

    /// argv[0] only when it is a path (a bare name was found through `PATH`, which tells us
    /// nothing about a repository); symlinks resolved so `.build/debug` leads to the real tree.
    private static func runningExecutables(currentDirectory: URL) -> [URL] {
        var result: [URL] = []
        if let argument = CommandLine.arguments.first, argument.contains("/") {
            result.append(
                URL(fileURLWithPath: argument, relativeTo: currentDirectory).standardizedFileURL
                    .resolvingSymlinksInPath())
        }
        if let url = Bundle.main.executableURL { result.append(url.resolvingSymlinksInPath()) }
        return result
    }

    private static func holdsApps(_ assets: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(
            atPath: assets.appendingPathComponent("apps").path, isDirectory: &isDirectory)
            && isDirectory.boolValue
    }
}
