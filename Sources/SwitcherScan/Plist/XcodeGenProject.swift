import Foundation
import SwitcherCore
import Yams

/// An XcodeGen spec (`project.yml` and the files it includes), read where a project commits
/// the spec and not the project.pbxproj generated from it: which target is the app, the
/// folders it is built from (and those of the frameworks it depends on), its devices and
/// deployment target (its settings, the project's, or the `.xcconfig` files they name). Only
/// the app target's files are the app's: another app target's SwiftUI `App` (a gallery of its
/// screens) or a test target's Info.plist is not.
struct XcodeGenProject {
    /// Reads a file of the scanned tree by its path relative to the app's root: a regular file
    /// inside the scanned directory, of at most `limit` bytes, as UTF-8.
    struct Loader {
        let root: URL
        let scanned: URL
        let limit: Int

        func text(_ path: String) -> String? {
            guard
                let data = try? SizeLimitedFile.readRegular(
                    root.appendingPathComponent(path), inside: scanned, limit: limit)
            else { return nil }
            return String(bytes: data, encoding: .utf8)
        }
    }

    /// One target of the spec.
    struct Target {
        var name: String
        var type: String
        var platform: String
        /// Folders or files, relative to the scanned app's root, each with its excludes.
        var sources: [(path: String, excludes: [PathGlob])] = []
        var dependencies: [String] = []
        var settings: [String: String] = [:]
        var configFiles: [String] = []
        var deploymentTarget: String?
        /// Its Info.plist (`info: {path:}` or `INFOPLIST_FILE`), relative to the app's root.
        var infoPlist: String?
        /// The spec file and line that declares it.
        var location: SourceLocation
    }

    var name: String?
    var targets: [Target] = []
    var settings: [String: String] = [:]
    var configFiles: [String] = []
    var deploymentTarget: String?
    /// XcodeGen's setting presets applied (`options: {settingPresets: none}` turns them off).
    var presets = true
    /// The spec files read, relative to the app's root.
    var files: [String] = []
    /// What the spec does that this reading does not follow (a target template, a
    /// `${platform}` in a path, a target declared in two files): its app's files are then not
    /// narrowed, and why is said.
    var unfollowed: String?

    /// The spec at `root`/project.yml; nil where there is none, or it names no target.
    /// `relative` is the root's path in the scan (`""` for the top), for the facts' locations.
    static func read(_ loader: Loader, relative: String) -> XcodeGenProject? {
        var project = XcodeGenProject()
        project.include("project.yml", loader, relative: relative, depth: 0)
        return project.targets.isEmpty ? nil : project
    }

    private mutating func include(_ path: String, _ loader: Loader, relative: String, depth: Int) {
        guard depth < 4, !files.contains(path), files.count < 64, let text = loader.text(path),
            Self.isBounded(text), let spec = (try? Yams.load(yaml: text)) as? [String: Any]
        else { return }
        files.append(path)
        let folder = Self.directory(of: path)
        if name == nil { name = spec["name"] as? String }
        settings.merge(Self.settings(spec["settings"]), uniquingKeysWith: { old, _ in old })
        configFiles += Self.configFiles(spec["configFiles"], in: folder)
        if deploymentTarget == nil {
            deploymentTarget = Self.iOSVersion((spec["options"] as? [String: Any])?["deploymentTarget"])
        }
        if let choice = (spec["options"] as? [String: Any])?["settingPresets"] as? String,
            ["none", "project"].contains(choice)
        {
            presets = false
        }
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        if spec["targetTemplates"] != nil { unfollowed = "target templates" }
        for (targetName, value) in (spec["targets"] as? [String: Any] ?? [:]).sorted(by: { $0.key < $1.key })
        {
            guard let body = value as? [String: Any] else { continue }
            if body["templates"] != nil { unfollowed = "target templates" }
            if targets.contains(where: { $0.name == targetName }) { unfollowed = "a target declared twice" }
            let line =
                (lines.firstIndex { $0.hasPrefix("  \(targetName):") || $0.contains(" \(targetName):") } ?? 0)
                + 1
            var target = Target(
                name: targetName, type: body["type"] as? String ?? "",
                platform: Self.platform(body["platform"]),
                location: SourceLocation(file: Self.joined(relative, path), line: line))
            target.sources = Self.sources(body["sources"], in: folder)
            if target.sources.contains(where: { $0.path.contains("$") }) {
                unfollowed = "a variable in a path"
            }
            target.dependencies = (body["dependencies"] as? [Any] ?? []).compactMap {
                ($0 as? [String: Any])?["target"] as? String
            }
            target.settings = Self.settings(body["settings"])
            target.configFiles = Self.configFiles(body["configFiles"], in: folder)
            target.deploymentTarget = Self.iOSVersion(body["deploymentTarget"])
            let info =
                ((body["info"] as? [String: Any])?["path"] as? String) ?? target.settings["INFOPLIST_FILE"]
            target.infoPlist = info.flatMap {
                Self.resolve($0, in: info == target.settings["INFOPLIST_FILE"] ? "" : folder)
            }
            targets.append(target)
        }
        let includes: [Any] = (spec["include"] as? [Any]) ?? ((spec["include"] as? String).map { [$0] } ?? [])
        for entry in includes {
            let included = (entry as? String) ?? ((entry as? [String: Any])?["path"] as? String)
            guard let included, let resolved = Self.resolve(included, in: folder) else { continue }
            include(resolved, loader, relative: relative, depth: depth + 1)
        }
    }

    /// The target the app is built from: the one application target for iOS, or, of several,
    /// the one named as the project is; nil when that does not decide.
    var app: Target? {
        let apps = targets.filter {
            $0.type == "application" && ($0.platform == "iOS" || $0.platform.isEmpty)
        }
        if apps.count == 1 { return apps[0] }
        return apps.first { $0.name == name }
    }

    /// The other application targets, by name.
    var otherApps: [String] {
        targets.filter { $0.type == "application" && $0.name != app?.name }.map(\.name)
    }

    /// `target` and the targets it depends on, transitively.
    func closure(of target: Target) -> [Target] {
        var found: [Target] = []
        var queue = [target]
        while let next = queue.popLast() {
            guard !found.contains(where: { $0.name == next.name }) else { continue }
            found.append(next)
            // Frameworks and libraries are built into the app; an extension or a watch app
            // it embeds runs apart from it.
            queue += next.dependencies.compactMap { name in
                targets.first {
                    $0.name == name && ($0.type.hasPrefix("framework") || $0.type.hasPrefix("library"))
                }
            }
        }
        return found
    }

    /// Whether `path` (relative to the app's root) is in one of `targets`' sources.
    static func holds(_ targets: [Target], _ path: String) -> Bool {
        targets.contains { target in
            target.sources.contains { source in
                guard source.path.isEmpty || path == source.path || path.hasPrefix(source.path + "/") else {
                    return false
                }
                let inner = source.path.isEmpty ? path : String(path.dropFirst(source.path.count + 1))
                return !source.excludes.contains { $0.matches(inner) }
            }
        }
    }

    /// A build setting of the app target as Xcode resolves it: the target's own settings, then
    /// its `.xcconfig` (with the files it includes), then `preset` (what XcodeGen's platform
    /// preset writes into the target, unless the spec turns presets off), then the project's
    /// settings, then the project's `.xcconfig`; with the file and line it was read from.
    func setting(
        _ key: String, of target: Target, _ loader: Loader, relative: String, preset: String? = nil
    ) -> (value: String, location: SourceLocation)? {
        if let value = target.settings[key] { return (value, target.location) }
        var budget = 64
        let fromFile = { (files: [String]) -> (value: String, location: SourceLocation)? in
            for file in files {
                if let found = XcodeConfigFile.setting(key, in: file, loader, budget: &budget) {
                    return (
                        found.value, SourceLocation(file: Self.joined(relative, found.file), line: found.line)
                    )
                }
            }
            return nil
        }
        if let found = fromFile(target.configFiles) { return found }
        if let preset, presets { return (preset, target.location) }
        if let value = settings[key] {
            return (value, SourceLocation(file: Self.joined(relative, "project.yml"), line: 1))
        }
        return fromFile(configFiles)
    }

    // MARK: The spec's values

    static func settings(_ value: Any?) -> [String: String] {
        guard let dictionary = value as? [String: Any] else { return [:] }
        var found: [String: String] = [:]
        // `settings: {base: {…}, configs: {…}}`, or the settings themselves.
        let base = dictionary["base"] as? [String: Any] ?? dictionary
        for (key, value) in base where key != "configs" && key != "groups" {
            if let text = value as? String {
                found[key] = text
            } else if let number = value as? Int {
                found[key] = String(number)
            } else if let number = value as? Double {
                found[key] = String(number)
            }
        }
        return found
    }

    static func configFiles(_ value: Any?, in folder: String) -> [String] {
        guard let dictionary = value as? [String: Any] else { return [] }
        return dictionary.keys.sorted().compactMap { ($0, dictionary[$0] as? String) }.compactMap { _, path in
            path.flatMap { resolve($0, in: folder) }
        }
    }

    static func sources(_ value: Any?, in folder: String) -> [(path: String, excludes: [PathGlob])] {
        let entries: [Any] = (value as? [Any]) ?? (value.map { [$0] } ?? [])
        return entries.compactMap { entry in
            let path = (entry as? String) ?? ((entry as? [String: Any])?["path"] as? String)
            guard let path, let resolved = resolve(path, in: folder) else { return nil }
            let excludes = ((entry as? [String: Any])?["excludes"] as? [String] ?? []).compactMap {
                try? PathGlob($0)
            }
            return (resolved, excludes)
        }
    }

    static func platform(_ value: Any?) -> String {
        (value as? String) ?? ((value as? [String])?.first { $0 == "iOS" } ?? "")
    }

    /// `deploymentTarget: "15.0"` or `deploymentTarget: {iOS: "15.0"}`.
    static func iOSVersion(_ value: Any?) -> String? {
        if let dictionary = value as? [String: Any] { return iOSVersion(dictionary["iOS"]) }
        if let text = value as? String { return text }
        if let number = value as? Int { return String(number) }
        return (value as? Double).map { String($0) }
    }

    /// Whether YAML text is within what the parser is given: nesting at most 64 deep (brackets
    /// or indentation), at most 64 alias uses (`*name`, each copied out in full). A spec past
    /// either is not read.
    static func isBounded(_ text: String) -> Bool {
        var depth = 0
        var aliases = 0
        var previous: Character = "\n"
        for character in text {
            switch character {
            case "[", "{":
                depth += 1
                if depth > 64 { return false }
            case "]", "}": depth = max(0, depth - 1)
            case "*" where previous == " " || previous == "[" || previous == "," || previous == "\n":
                aliases += 1
                if aliases > 64 { return false }
            default: break
            }
            previous = character
        }
        return !text.split(whereSeparator: \.isNewline).contains { line in
            line.prefix { $0 == " " || $0 == "-" }.count > 256
        }
    }

    static func directory(of path: String) -> String {
        path.split(separator: "/").dropLast().joined(separator: "/")
    }

    static func joined(_ folder: String, _ path: String) -> String {
        folder.isEmpty || folder == "." ? path : folder + "/" + path
    }

    /// `path` as written in a spec file in `folder`, relative to the app's root: `..` taken
    /// up; nil if it leaves the root or is absolute.
    static func resolve(_ path: String, in folder: String) -> String? {
        guard !path.hasPrefix("/") else { return nil }
        var parts = folder.split(separator: "/").map(String.init)
        for part in path.split(separator: "/") {
            switch part {
            case ".": continue
            case "..":
                guard !parts.isEmpty else { return nil }
                parts.removeLast()
            default: parts.append(String(part))
            }
        }
        return parts.joined(separator: "/")
    }
}
