import Foundation

/// Everything the lab draws that is not code: the mock apps and the splash art.
///
/// Loaded once at start-up from a directory laid out as `apps/<id>.app` plus `splash.art`
/// (see `Assets/README.md`), so users can bring their own apps with `--assets DIR`.
public struct AssetCatalog: Sendable {
    /// Sorted by file name, so the home screen and the audit list apps in a stable order.
    public let apps: [AppAsset]
    /// A full screen (`AppAsset.screenSize`) with no sensitive cells.
    public let splash: Canvas

    public init(apps: [AppAsset], splash: Canvas) {
        self.apps = apps
        self.splash = splash
    }

    /// Larger files are not drawings; refusing them keeps a wrong `--assets` path cheap.
    static let maximumFileSize = 64 * 1024

    /// Reads and checks every asset under `directory`; the first problem is thrown, located
    /// by a path relative to `directory`.
    public static func load(from directory: URL) throws(AssetError) -> AssetCatalog {
        let folder = directory.appendingPathComponent("apps", isDirectory: true)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory),
            isDirectory.boolValue
        else {
            throw AssetError(file: "apps", line: 0, message: "directory not found")
        }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        } catch {
            throw AssetError(file: "apps", line: 0, message: "directory cannot be read")
        }
        let appFiles = names.filter { $0.hasSuffix(".app") && !$0.hasPrefix(".") }.sorted()
        if appFiles.isEmpty {
            throw AssetError(file: "apps", line: 0, message: "no .app files found")
        }

        var apps: [AppAsset] = []
        var firstFileWithName: [String: String] = [:]
        var firstFileWithID: [String: String] = [:]
        for name in appFiles {
            let file = "apps/" + TerminalSafeText.sanitized(name)
            // Ids differing only in case would make `app(named:)` ambiguous.
            let idKey = name.dropLast(4).lowercased()
            if let other = firstFileWithID[idKey] {
                throw AssetError(file: file, line: 0, message: "duplicate app id (also \(other))")
            }
            firstFileWithID[idKey] = file
            let data = try read(folder.appendingPathComponent(name), file: file)
            let (app, nameLine) = try AppAsset.parse(data, id: String(name.dropLast(4)), file: file)
            if let other = firstFileWithName[app.lookupKey] {
                throw AssetError(
                    file: file, line: nameLine, message: "duplicate app name '\(app.name)' (also in \(other))"
                )
            }
            firstFileWithName[app.lookupKey] = file
            apps.append(app)
        }

        let splashFile = "splash.art"
        let splash = try SplashArt.parse(
            read(directory.appendingPathComponent(splashFile), file: splashFile), file: splashFile)
        return AssetCatalog(apps: apps, splash: splash)
    }

    /// The app called `name`, matched case-insensitively against names first, then ids, so
    /// both `Launch "Medical ID"` and `--app medical-id` work.
    public func app(named name: String) -> AppAsset? {
        let key = name.lowercased()
        return apps.first { $0.lookupKey == key } ?? apps.first { $0.id.lowercased() == key }
    }

    private static func read(_ url: URL, file: String) throws(AssetError) -> Data {
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw AssetError(file: file, line: 0, message: "file not found")
        }
        do {
            return try SizeLimitedFile.read(url, limit: maximumFileSize)
        } catch .tooLarge {
            throw AssetError(
                file: file, line: 0, message: "file is larger than \(maximumFileSize / 1024) KiB")
        } catch {
            throw AssetError(file: file, line: 0, message: "file cannot be read")
        }
    }
}
