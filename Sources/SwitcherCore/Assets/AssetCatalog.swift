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
    /// The directory had no `splash.art`: `splash` is the fallback `load` was given (the
    /// shipped one), or a plain screen. Only `image-overlay` draws it, so only it needs saying.
    public let splashIsFallback: Bool

    public init(apps: [AppAsset], splash: Canvas, splashIsFallback: Bool = false) {
        self.apps = apps
        self.splash = splash
        self.splashIsFallback = splashIsFallback
    }

    /// Larger files are not drawings; refusing them keeps a wrong `--assets` path cheap.
    static let maximumFileSize = 64 * 1024

    /// Reads and checks every asset under `directory`; the first problem is thrown, located
    /// by a path relative to `directory`. A directory without `splash.art` takes the one in
    /// `fallback` (a directory laid out the same way), or a plain screen.
    public static func load(from directory: URL, fallback: URL? = nil) throws(AssetError) -> AssetCatalog {
        try load(
            from: directory,
            fallbackSplash: fallback.flatMap { url in
                try? SplashArt.parse(
                    SizeLimitedFile.readRegular(
                        url.appendingPathComponent("splash.art"), inside: url, limit: maximumFileSize),
                    file: "splash.art")
            })
    }

    /// Reads and checks every asset under `directory`; a directory without `splash.art` takes
    /// `fallbackSplash`, or a plain screen.
    public static func load(from directory: URL, fallbackSplash: Canvas?) throws(AssetError) -> AssetCatalog {
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
        var files: [(name: String, data: Data)] = []
        for name in appFiles {
            files.append(
                (
                    name,
                    try read(
                        folder.appendingPathComponent(name), inside: directory,
                        file: "apps/" + TerminalSafeText.sanitized(name))
                ))
        }
        let splashURL = directory.appendingPathComponent("splash.art")
        let splash =
            FileManager.default.fileExists(atPath: splashURL.path)
            ? try read(splashURL, inside: directory, file: "splash.art") : nil
        return try parse(apps: files, splash: splash, fallbackSplash: fallbackSplash)
    }

    /// The apps and splash art built into the program (`BuiltIn/`, a file per asset, made from the
    /// repository's `Assets/` by `scripts/embed-assets`): what the lab shows when no `--assets`
    /// directory is given, wherever the binary was copied.
    public static let builtIn: AssetCatalog = {
        var apps: [(name: String, data: Data)] = []
        var splash: Data?
        for file in builtInFiles {
            if file.path.hasPrefix("apps/") {
                apps.append((String(file.path.dropFirst(5)), Data(file.text.utf8)))
            } else if file.path == "splash.art" {
                splash = Data(file.text.utf8)
            }
        }
        do {
            return try parse(apps: apps, splash: splash, fallbackSplash: nil)
        } catch {
            fatalError("the built-in assets do not load: \(error) (run scripts/embed-assets)")
        }
    }()

    /// Checks and parses app files (by file name, `NAME.app`) and splash art, wherever they
    /// were read from; errors name `apps/NAME.app` or `splash.art`.
    static func parse(
        apps appFiles: [(name: String, data: Data)], splash splashData: Data?, fallbackSplash: Canvas?
    ) throws(AssetError) -> AssetCatalog {
        if appFiles.isEmpty {
            throw AssetError(file: "apps", line: 0, message: "no .app files found")
        }
        var apps: [AppAsset] = []
        var firstFileWithName: [String: String] = [:]
        var firstFileWithID: [String: String] = [:]
        for (name, data) in appFiles {
            let file = "apps/" + TerminalSafeText.sanitized(name)
            // Ids differing only in case would make `app(named:)` ambiguous.
            let idKey = name.dropLast(4).lowercased()
            if let other = firstFileWithID[idKey] {
                throw AssetError(file: file, line: 0, message: "duplicate app id (also \(other))")
            }
            firstFileWithID[idKey] = file
            let (app, nameLine) = try AppAsset.parse(data, id: String(name.dropLast(4)), file: file)
            if let other = firstFileWithName[app.lookupKey] {
                throw AssetError(
                    file: file, line: nameLine, message: "duplicate app name '\(app.name)' (also in \(other))"
                )
            }
            firstFileWithName[app.lookupKey] = file
            apps.append(app)
        }
        guard let splashData else {
            return AssetCatalog(apps: apps, splash: fallbackSplash ?? SplashArt.plain, splashIsFallback: true)
        }
        return AssetCatalog(apps: apps, splash: try SplashArt.parse(splashData, file: "splash.art"))
    }

    /// The catalog with a plain app of the lab's own added when it has a single app, so that
    /// there is another app to switch to (the audit's scenarios need one).
    public func withSecondApp() -> AssetCatalog {
        guard apps.count == 1 else { return self }
        let taken = Set(apps.flatMap { [$0.lookupKey, $0.id.lowercased()] })
        let name = ["Plain", "Plain App", "Other App"].first { !taken.contains($0.lowercased()) } ?? "Other"
        let id = name.lowercased().replacingOccurrences(of: " ", with: "-")
        let plain = AppAsset(
            id: id, name: name, icon: "P", accent: .gray, background: .groupedBackground,
            foreground: RGB(28, 28, 30), screen: Self.plainScreen(name))
        return AssetCatalog(apps: apps + [plain], splash: splash, splashIsFallback: splashIsFallback)
    }

    /// The name of the app `withSecondApp` adds, if it adds one.
    public var addedSecondApp: String? {
        apps.count == 1 ? withSecondApp().apps.last?.name : nil
    }

    private static func plainScreen(_ name: String) -> Canvas {
        let size = AppAsset.screenSize
        var canvas = Canvas(
            width: size.width, height: size.height,
            filling: Cell(foreground: RGB(28, 28, 30), background: .groupedBackground))
        canvas.put(
            name, x: (size.width - name.count) / 2, y: 1, foreground: RGB(28, 28, 30), attributes: .bold)
        canvas.put("Nothing to hide here.", x: 2, y: 4, foreground: .gray)
        return canvas
    }

    /// One app file read and checked on its own; errors name it by `file` (its name by default).
    public static func loadApp(at url: URL, file: String? = nil) throws(AssetError) -> AppAsset {
        let name = url.lastPathComponent
        let file = file ?? TerminalSafeText.sanitized(name)
        guard name.hasSuffix(".app") else {
            throw AssetError(file: file, line: 0, message: "an app file's name ends in .app")
        }
        return try AppAsset.parse(
            read(url, inside: nil, file: file), id: String(name.dropLast(4)), file: file
        )
        .asset
    }

    /// The app called `name`, matched case-insensitively against names first, then ids, so
    /// both `Launch "Medical ID"` and `--app medical-id` work.
    public func app(named name: String) -> AppAsset? {
        let key = name.lowercased()
        return apps.first { $0.lookupKey == key } ?? apps.first { $0.id.lowercased() == key }
    }

    /// An asset file's bytes: a regular file (a FIFO would block), inside `root` when one is
    /// given (an assets directory is untrusted: a link out of it is refused), within the size
    /// limit.
    private static func read(_ url: URL, inside root: URL?, file: String) throws(AssetError) -> Data {
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw AssetError(file: file, line: 0, message: "file not found")
        }
        do {
            return try SizeLimitedFile.readRegular(url, inside: root, limit: maximumFileSize)
        } catch .tooLarge {
            throw AssetError(
                file: file, line: 0, message: "file is larger than \(maximumFileSize / 1024) KiB")
        } catch .notRegularFile {
            throw AssetError(file: file, line: 0, message: "not a regular file")
        } catch .outsideRoot {
            throw AssetError(file: file, line: 0, message: "links outside the assets directory")
        } catch {
            throw AssetError(file: file, line: 0, message: "file cannot be read")
        }
    }
}
