import Foundation
import SwitcherCore

/// The scanned directory, walked as a hostile tree: regular files only (never a pipe or a
/// device, which could block), symbolic links followed only when they stay inside the
/// directory and lead nowhere already walked, bounded file sizes, file counts and depth, and
/// every name made terminal-safe before it is kept. Nothing found is executed.
public struct SourceTree: Sendable {
    /// The bounds of a walk.
    public struct Limits: Sendable {
        /// A source file larger than this is skipped, and the skip said.
        public var fileBytes = 2 * 1024 * 1024
        /// At most this many files are read; the rest are counted and skipped.
        public var files = 20_000
        /// At most this many directory entries are looked at.
        public var entries = 400_000
        /// Directories deeper than this are not entered.
        public var depth = 48

        public init() {}
    }

    /// A file a reader will read.
    public struct File: Sendable {
        /// Relative to the scanned directory, `/`-separated, terminal-safe.
        public let path: String
        public let language: SourceLanguage
        let url: URL
        /// Its size as the walk saw it (0 when unknown): what a reader holds in memory.
        var size: Int = 0
    }

    /// An app found in the tree: its root and what marked it.
    public struct App: Sendable {
        public let root: String
        public let platform: Platform
        public let marker: String
        public var files: [File] = []
        /// Sources with no app marker of their platform above them: a library or a plugin
        /// (Cordova, Capacitor, Flutter, React Native), whose host app is not in the tree.
        public var isLibrary = false
    }

    /// A file no reader reads that the dependency scan may: a manifest (package.json,
    /// pubspec.yaml, pubspec.lock, a .csproj, Podfile.lock) or a JavaScript, TypeScript, Dart
    /// or C# source, searched for the calls that switch a privacy library on.
    public struct OtherFile: Sendable {
        public let path: String
        let url: URL
        /// Its language's name (`Dart`), nil for a manifest.
        public let language: String?
    }

    public let directory: URL
    public private(set) var apps: [App] = []
    /// The manifests found, in the order met.
    public private(set) var manifests: [OtherFile] = []
    /// The sources of the languages no reader reads, in the order met (at most the file limit).
    public private(set) var otherSources: [OtherFile] = []
    /// What was skipped and why, in the order met: `big.swift: 41.9 MB, over the 2 MB limit`.
    public private(set) var notes: [String] = []

    /// Directories of build products, dependencies and version control: not the app's code.
    static let skippedDirectories: Set<String> = [
        ".git", ".svn", ".hg", ".build", "build", "DerivedData", "Pods", "Carthage", "node_modules",
        ".gradle", ".idea", "xcuserdata",
        // Code that builds the build (Gradle's convention plugins), not the app.
        "buildSrc", "build-logic",
    ]

    /// Walks `directory`; throws when it is missing or not a directory.
    public init(walking directory: URL, limits: Limits = Limits()) throws(ScanError) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory) else {
            throw ScanError("\(ScanText.snippet(directory.path)): no such directory")
        }
        guard isDirectory.boolValue else {
            throw ScanError("\(ScanText.snippet(directory.path)): not a directory")
        }
        self.directory = directory.standardizedFileURL
        var walk = Walk(root: self.directory.resolvingSymlinksInPath().path, limits: limits)
        walk.visit(self.directory, relative: "", depth: 0)
        notes = walk.notes
        unread = walk.unread
        manifests = walk.manifests
        otherSources = walk.otherSources
        apps = Self.group(walk.files, markers: walk.markers)
    }

    /// The bytes of `file`, at most the size limit.
    public func bytes(of file: OtherFile, limit: Int = Limits().fileBytes) -> [UInt8]? {
        (try? SizeLimitedFile.readRegular(file.url, inside: directory, limit: limit)).map { [UInt8]($0) }
    }

    /// Source files of languages the scan does not read, by language: counted, never silently
    /// skipped (a Flutter app's Dart, a React Native app's JavaScript, a MAUI app's C#).
    public private(set) var unread: [String: Int] = [:]

    /// The languages the scan does not read, by file extension.
    static let unreadLanguages: [String: String] = [
        "dart": "Dart", "js": "JavaScript", "jsx": "JavaScript", "mjs": "JavaScript", "ts": "TypeScript",
        "tsx": "TypeScript", "cs": "C#",
    ]

    /// `12 Dart files, 3 TypeScript files (their privacy code is not assessed)`.
    public static func describe(_ unread: [String: Int]) -> String {
        unread.sorted { ($0.value, $1.key) > ($1.value, $0.key) }
            .map { "\($0.value) \($0.key) file\($0.value == 1 ? "" : "s")" }.joined(separator: ", ")
            + " (their privacy code is not assessed)"
    }

    /// Files given as text, by path, read in place of those on disk (`Scanner.read`'s overlay).
    public private(set) var overlaid: [String: String] = [:]

    /// Reads `texts` in place of the files at their paths; a path the walk did not meet joins
    /// the app whose root holds it (the deepest), as a file of its name's language.
    mutating func overlay(_ texts: [String: String]) {
        overlaid = texts
        for path in texts.keys.sorted() where !apps.contains(where: { $0.files.contains { $0.path == path } })
        {
            guard let language = SourceLanguage.of(path: path),
                let index = apps.indices.filter({
                    apps[$0].root.isEmpty || path.hasPrefix(apps[$0].root + "/")
                })
                .max(by: { apps[$0].root.count < apps[$1].root.count })
            else { continue }
            apps[index].files.append(
                File(path: path, language: language, url: directory.appendingPathComponent(path)))
        }
    }

    /// The bytes of `file`, at most the size limit (the file may have grown since the walk).
    public func bytes(of file: File, limit: Int = Limits().fileBytes) -> [UInt8]? {
        try? read(file, limit: limit)
    }

    /// The bytes of `file`, or why it was refused: opened only as a regular file whose real
    /// path lies inside the scanned directory (checked on the opened descriptor: the walk's
    /// look may be stale, and a project.pbxproj is taken by its name), never blocking.
    public func read(_ file: File, limit: Int = Limits().fileBytes) throws(SizeLimitedFile.Failure) -> [UInt8]
    {
        [UInt8](try SizeLimitedFile.readRegular(file.url, inside: directory, limit: limit))
    }

    /// Whether an app's marker is an Xcode project: an `.xcodeproj`, or XcodeGen's `project.yml`.
    static func isProject(_ marker: String) -> Bool {
        marker.hasSuffix(".xcodeproj") || marker.split(separator: "/").last == "project.yml"
    }

    /// Whether a project.yml is XcodeGen's: a top-level `targets:` or `include:`.
    static func isXcodeGenSpec(_ url: URL, inside root: String, limit: Int) -> Bool {
        guard
            let data = try? SizeLimitedFile.readRegular(url, inside: URL(fileURLWithPath: root), limit: limit)
        else { return false }
        return String(decoding: data.prefix(65_536), as: UTF8.self).split(whereSeparator: \.isNewline)
            .contains {
                $0.hasPrefix("targets:") || $0.hasPrefix("include:")
            }
    }

    /// A marker of an app: the directory it marks as an app's root.
    struct Marker {
        /// An Xcode project (`.xcodeproj`, or XcodeGen's `project.yml`), above its targets'
        /// Info.plists.
        var isProject: Bool { SourceTree.isProject(marker) }

        let root: String
        let platform: Platform
        let marker: String
    }

    /// The walk itself.
    private struct Walk {
        let root: String
        let limits: Limits
        var files: [File] = []
        var markers: [Marker] = []
        var notes: [String] = []
        var entries = 0
        var skippedFiles = 0
        var visited: Set<String> = []
        /// Files of languages the scan does not read, by language.
        var unread: [String: Int] = [:]
        var manifests: [OtherFile] = []
        var otherSources: [OtherFile] = []

        init(root: String, limits: Limits) {
            self.root = root
            self.limits = limits
            visited.insert(root)
        }

        /// Whether `path` (resolved) is the root or inside it.
        func inside(_ path: String) -> Bool {
            path == root || path.hasPrefix(root.hasSuffix("/") ? root : root + "/")
        }

        mutating func visit(_ url: URL, relative: String, depth: Int) {
            guard depth <= limits.depth else {
                notes.append("\(Self.shown(relative)): deeper than \(limits.depth) levels, not entered")
                return
            }
            let names: [String]
            do {
                names = try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
            } catch {
                notes.append("\(Self.shown(relative.isEmpty ? "." : relative)): cannot be listed")
                return
            }
            for name in names {
                entries += 1
                if entries > limits.entries {
                    if entries == limits.entries + 1 {
                        notes.append("more than \(limits.entries) entries: the rest not looked at")
                    }
                    return
                }
                let child = url.appendingPathComponent(name)
                let path = relative.isEmpty ? name : relative + "/" + name
                guard let attributes = try? FileManager.default.attributesOfItem(atPath: child.path),
                    var type = attributes[.type] as? FileAttributeType
                else {
                    // Foundation cannot name it again (on Linux, a name that is not UTF-8 comes
                    // back changed): said, never dropped unseen.
                    notes.append("\(Self.shown(path)): cannot be opened by its name (not UTF-8?), skipped")
                    continue
                }
                var size = (attributes[.size] as? NSNumber)?.int64Value ?? 0
                var target = child
                if type == .typeSymbolicLink {
                    // Followed only when the whole chain ends inside the directory.
                    let resolved = child.resolvingSymlinksInPath()
                    guard inside(resolved.path),
                        let real = try? FileManager.default.attributesOfItem(atPath: resolved.path),
                        let realType = real[.type] as? FileAttributeType, realType != .typeSymbolicLink
                    else {
                        notes.append(
                            "\(Self.shown(path)): symbolic link leading outside the directory or nowhere, not followed"
                        )
                        continue
                    }
                    type = realType
                    size = (real[.size] as? NSNumber)?.int64Value ?? 0
                    target = resolved
                }
                if type == .typeDirectory {
                    if Self.isSkipped(name) { continue }
                    if name.hasSuffix(".xcodeproj") {
                        markers.append(
                            Marker(root: Self.shown(relative), platform: .iOS, marker: Self.shown(path)))
                        let project = target.appendingPathComponent("project.pbxproj")
                        // Taken by its name: whether it is a regular file inside the tree is
                        // checked when it is opened.
                        var status = stat()
                        if lstat(project.path, &status) == 0 {
                            let size = status.st_mode & S_IFMT == S_IFREG ? Int64(status.st_size) : nil
                            add(project, path: path + "/project.pbxproj", language: .pbxproj, size: size)
                        }
                        continue
                    }
                    if name.hasSuffix(".xcworkspace") || name.hasSuffix(".xcassets") { continue }
                    // Each real directory once: a link back up, or two links to one place, is
                    // walked at most once.
                    let real = target.resolvingSymlinksInPath().path
                    guard !visited.contains(real) else {
                        notes.append(
                            "\(Self.shown(path)): already walked (a symbolic link loop or a second link), not entered again"
                        )
                        continue
                    }
                    visited.insert(real)
                    visit(target, relative: path, depth: depth + 1)
                } else if type == .typeRegular {
                    // XcodeGen's spec marks a project as an .xcodeproj does: its project.pbxproj
                    // is generated, and often not committed.
                    if name == "project.yml",
                        SourceTree.isXcodeGenSpec(target, inside: root, limit: limits.fileBytes)
                    {
                        markers.append(
                            Marker(root: Self.shown(relative), platform: .iOS, marker: Self.shown(path)))
                        continue
                    }
                    // The scanned folder's own name counts for C# (`scan App.iOS`).
                    let named = (root as NSString).lastPathComponent + "/" + path
                    guard let language = SourceLanguage.of(path: named) else {
                        let suffix = name.split(separator: ".").last.map { $0.lowercased() } ?? ""
                        if name.contains("."), let unreadLanguage = SourceTree.unreadLanguages[suffix] {
                            unread[unreadLanguage, default: 0] += 1
                            if otherSources.count < limits.files, size <= Int64(limits.fileBytes) {
                                otherSources.append(
                                    OtherFile(path: Self.shown(path), url: target, language: unreadLanguage))
                            }
                        } else if DependencyManifest.isManifest(name), size <= Int64(limits.fileBytes) {
                            manifests.append(OtherFile(path: Self.shown(path), url: target, language: nil))
                        }
                        continue
                    }
                    add(target, path: path, language: language, size: size)
                    if [.cSharpIOS, .cSharpAndroid].contains(language), otherSources.count < limits.files,
                        size <= Int64(limits.fileBytes)
                    {
                        // Read as its platform's code, and searched for the calls of a library too.
                        otherSources.append(OtherFile(path: Self.shown(path), url: target, language: "C#"))
                    }
                    if language == .androidManifest {
                        markers.append(
                            Marker(
                                root: Self.shown(Self.androidModule(of: relative)), platform: .android,
                                marker: Self.shown(path)))
                    } else if language == .plist {
                        markers.append(
                            Marker(root: Self.shown(relative), platform: .iOS, marker: Self.shown(path)))
                    }
                }
            }
        }

        mutating func add(_ url: URL, path: String, language: SourceLanguage, size: Int64?) {
            if let size, size > Int64(limits.fileBytes) {
                notes.append(
                    "\(Self.shown(path)): \(Self.megabytes(size)), over the \(Self.megabytes(Int64(limits.fileBytes))) limit, skipped"
                )
                return
            }
            guard files.count < limits.files else {
                skippedFiles += 1
                if skippedFiles == 1 {
                    notes.append("more than \(limits.files) source files: the rest skipped")
                }
                return
            }
            files.append(File(path: Self.shown(path), language: language, url: url, size: Int(size ?? 0)))
        }

        static func isSkipped(_ name: String) -> Bool {
            skippedDirectories.contains(name) || name.hasSuffix(".framework")
                || name.hasSuffix(".xcframework")
                || name.hasSuffix("Tests") || name.hasSuffix("UITests")
        }

        /// `app/src/main` → `app`: the module whose sources the manifest's Activities are.
        static func androidModule(of directory: String) -> String {
            var parts = directory.split(separator: "/").map(String.init)
            if parts.count >= 2, parts[parts.count - 2] == "src" { parts.removeLast(2) }
            return parts.joined(separator: "/")
        }

        /// A path as reports print it: every character a terminal would act on, line breaks
        /// too, as `?` (a name cannot start a line of the report of its own), at most 400.
        static func shown(_ path: String) -> String {
            let safe = TerminalSafeText.sanitized(String(path.prefix(400)))
            return path.count > 400 ? safe + "…" : safe
        }

        static func megabytes(_ bytes: Int64) -> String {
            let tenths = (bytes * 10 + 512 * 1024) / (1024 * 1024)
            return tenths % 10 == 0 ? "\(tenths / 10) MB" : "\(tenths / 10).\(tenths % 10) MB"
        }
    }
}

/// A scan that cannot start: the directory is missing or unreadable.
public struct ScanError: Error, CustomStringConvertible, Sendable {
    public let description: String
    public init(_ description: String) { self.description = description }
}
