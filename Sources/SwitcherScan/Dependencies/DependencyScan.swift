import SwitcherCore

/// A privacy library one app uses: where it is declared, the version its bugs are judged on,
/// and the calls of the app's JavaScript, TypeScript, Dart or C# that switch it on.
public struct LibraryUse: Sendable {
    public let declared: DeclaredLibrary
    /// A lock file's version when one resolves it, else the declared one (a range's lower bound
    /// is what its bugs are judged on).
    public let version: String?
    /// Each switch called, with its first call site.
    public let calls: [(switch: PrivacyLibrary.Switch, at: SourceLocation)]
    /// The second calls an iOS half needs (`PrivacyLibrary.Switch.iOSNeeds`) that were found.
    public let companions: [String: SourceLocation]
    /// The sources searched for its calls (the project's files of the languages no reader reads).
    public let searched: Int
}

/// Cross-platform apps through their dependencies: each manifest's known privacy libraries are
/// given to the apps of its project (the apps whose root lies in the manifest's directory), and
/// to an app made for a platform the project has no native folder for (an Expo or Capacitor
/// project before `prebuild`), judged from the manifest alone.
enum DependencyScan {
    /// Adds each app's libraries, and an app for each platform a project has a library's half
    /// for but no native folder; returns how many sources were searched for calls.
    static func attach(_ tree: SourceTree, to apps: inout [AppReading], exclude: [PathGlob] = []) -> Int {
        var declared: [(directory: String, library: DeclaredLibrary)] = []
        for manifest in tree.manifests where !exclude.contains(where: { $0.matches(manifest.path) }) {
            guard let bytes = tree.bytes(of: manifest) else { continue }
            let directory = manifest.path.split(separator: "/").dropLast().joined(separator: "/")
            declared += DependencyManifest.read(bytes, path: manifest.path).map { (directory, $0) }
        }
        guard !declared.isEmpty else { return 0 }
        // A project is a directory with a manifest that is not a lock file; a lock file
        // belongs to the deepest project above it (else is one of its own).
        let anchors = Set(declared.filter { !isLock($0.library.location.file) }.map(\.directory))
        func project(of directory: String) -> String {
            anchors.filter { SourceTree.isAncestor($0, of: directory) }.max { $0.count < $1.count }
                ?? directory
        }
        var groups: [String: [DeclaredLibrary]] = [:]
        for (directory, library) in declared { groups[project(of: directory), default: []].append(library) }
        let projects = groups.keys.sorted()
        // Each app's project: the deepest one above its root.
        let appProjects = apps.map { app in
            let root = app.root == "." ? "" : app.root
            return projects.filter { SourceTree.isAncestor($0, of: root) }.max { $0.count < $1.count }
        }
        var searched: Set<String> = []
        var made: [AppReading] = []
        for project in projects {
            guard let own = groups[project] else { continue }
            let sources = tree.otherSources.filter { file in
                SourceTree.isAncestor(project, of: file.path) && !exclude.contains { $0.matches(file.path) }
            }
            // Only the files that name one of the libraries are kept: a large project's
            // JavaScript is read once and let go.
            var texts: [(path: String, text: String)] = []
            for file in sources {
                guard let bytes = tree.bytes(of: file) else { continue }
                searched.insert(file.path)
                let text = String(decoding: bytes, as: UTF8.self)
                if own.contains(where: { text.contains($0.library.name) }) { texts.append((file.path, text)) }
            }
            let uses = Self.uses(of: own, in: texts, searched: sources.count)
            for platform in [Platform.iOS, .android] {
                // A pod is the iOS half only.
                let wanted = uses.filter {
                    platform.installsPods || !$0.declared.location.file.hasSuffix("Podfile.lock")
                }
                guard !wanted.isEmpty else { continue }
                let indices = apps.indices.filter {
                    apps[$0].platform == platform && appProjects[$0] == project
                }
                for index in indices { apps[index].libraries += wanted }
                guard indices.isEmpty else { continue }
                let hasHalf = wanted.contains { use in
                    let library = use.declared.library
                    return library.switches.contains { $0.strategy(on: platform) != nil }
                        || (library.onByDefault.map { $0.strategy(on: platform) != nil } ?? false)
                }
                // A native folder of the platform (an app the assembly set aside, an example's)
                // means the project is not one judged from its manifest.
                let native = tree.apps.contains {
                    $0.platform == platform && SourceTree.isAncestor(project, of: $0.root)
                }
                guard hasHalf, !native else { continue }
                let name = (project.isEmpty ? tree.directory.lastPathComponent : project).split(
                    separator: "/"
                ).last
                var app = AppReading(
                    name: ScanText.snippet(String(name ?? "app"), limit: 60), platform: platform,
                    root: project.isEmpty ? "." : project, marker: wanted[0].declared.location.file)
                app.isFromManifest = true
                app.libraries = wanted
                // Expo's app.json says whether the app runs on the iPad too.
                if platform.namesDeviceFamilies,
                    let config = tree.manifests.first(where: {
                        $0.path == (project.isEmpty ? "app.json" : project + "/app.json")
                    }), let bytes = tree.bytes(of: config), DependencyManifest.supportsTablet(bytes)
                {
                    app.appFacts.append(
                        AppFact(
                            location: SourceLocation(file: config.path, line: 0), language: .dependency,
                            kind: .deviceFamily([.iPhone, .iPad])))
                }
                made.append(app)
            }
        }
        apps += made
        return searched.count
    }

    static func isLock(_ path: String) -> Bool { path.hasSuffix(".lock") }

    /// One use per library (its first declaration that is not a lock, the lock's version).
    static func uses(
        of declared: [DeclaredLibrary], in texts: [(path: String, text: String)], searched: Int
    ) -> [LibraryUse] {
        var out: [LibraryUse] = []
        var seen: Set<String> = []
        let ordered = declared.filter { !isLock($0.location.file) } + declared
        for entry in ordered where seen.insert(entry.library.name).inserted {
            let library = entry.library
            let lock = declared.first { $0.library.name == library.name && $0.resolved }
            // Only files that name the library (its import) are searched.
            let naming = texts.filter { $0.text.contains(library.name) }
            var calls: [(switch: PrivacyLibrary.Switch, at: SourceLocation)] = []
            for item in library.switches {
                if let at = naming.lazy.compactMap({ firstCall(of: item.token, in: $0.text, path: $0.path) })
                    .first
                {
                    calls.append((item, at))
                }
            }
            var companions: [String: SourceLocation] = [:]
            for token in Set(library.switches.compactMap(\.iOSNeeds)) {
                companions[token] =
                    naming.lazy.compactMap { firstCall(of: token, in: $0.text, path: $0.path) }.first
            }
            out.append(
                LibraryUse(
                    declared: entry, version: lock?.version ?? entry.version, calls: calls,
                    companions: companions, searched: searched))
        }
        return out
    }

    /// The line of the first place `token` is written in `text`, white space ignored.
    static func firstCall(of token: String, in text: String, path: String) -> SourceLocation? {
        let wanted = Array(token.utf8.filter { !Self.isSpace($0) })
        guard let first = wanted.first else { return nil }
        let bytes = Array(text.utf8)
        var line = 1
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") { line += 1 }
            if byte == first, matches(wanted, in: bytes, at: index) {
                return SourceLocation(file: path, line: line)
            }
            index += 1
        }
        return nil
    }

    static func matches(_ wanted: [UInt8], in bytes: [UInt8], at start: Int) -> Bool {
        var (index, matched) = (start, 0)
        while matched < wanted.count, index < bytes.count {
            if Self.isSpace(bytes[index]) {
                index += 1
                continue
            }
            guard bytes[index] == wanted[matched] else { return false }
            matched += 1
            index += 1
        }
        return matched == wanted.count
    }

    static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t")
            || byte == UInt8(ascii: "\r")
    }
}
