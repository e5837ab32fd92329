import SwitcherCore

/// A privacy library a manifest declares: which, the version it gives, and where.
public struct DeclaredLibrary: Sendable {
    public let library: PrivacyLibrary
    /// As written (`^0.9.1`, `~8.0.7`, `0.2.0`); nil when the manifest gives none.
    public let version: String?
    public let location: SourceLocation
    /// A lock file's resolved version rather than a declared range.
    public let resolved: Bool
}

/// The manifests of cross-platform apps, read line by line for the known privacy libraries
/// (`PrivacyLibrary.known`). A library declared by a local path (`path:`, `file:`, `link:`,
/// `workspace:`) is not taken: its native code is a plugin of the tree's own, read as such.
public enum DependencyManifest {
    public static func isManifest(_ name: String) -> Bool {
        name == "package.json" || name == "pubspec.yaml" || name == "pubspec.lock" || name == "Podfile.lock"
            || name.hasSuffix(".csproj") || name == "app.json"
    }

    /// The known libraries `bytes`, the manifest at `path`, declares.
    public static func read(_ bytes: [UInt8], path: String) -> [DeclaredLibrary] {
        let lines = String(decoding: bytes, as: UTF8.self).split(
            separator: "\n", omittingEmptySubsequences: false)
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let entries: [Entry]
        switch name {
        case "package.json": entries = packageJSON(lines)
        case "pubspec.yaml": entries = pubspec(lines)
        case "pubspec.lock": entries = pubspecLock(lines)
        case "Podfile.lock": entries = podfileLock(lines)
        case "app.json": entries = []
        default: entries = csproj(lines)
        }
        return entries.map {
            DeclaredLibrary(
                library: $0.library, version: $0.version, location: SourceLocation(file: path, line: $0.line),
                resolved: name == "pubspec.lock")
        }
    }

    /// A library a manifest's line declares, the version it gives and the 1-based line.
    typealias Entry = (library: PrivacyLibrary, version: String?, line: Int)

    /// `"expo-screen-capture": "~8.0.7"`, in any section (dependencies, devDependencies, a
    /// Cordova `plugins` object).
    static func packageJSON(_ lines: [Substring]) -> [Entry] {
        var out: [Entry] = []
        for (index, line) in lines.enumerated() {
            // Inside quotes: the odd parts. A key is a quoted string followed by a colon.
            let parts = line.split(separator: "\"", omittingEmptySubsequences: false)
            for key in stride(from: 1, to: parts.count - 1, by: 2)
            where parts[key + 1].trimmingSpaces.hasPrefix(":") {
                guard let library = PrivacyLibrary.named(String(parts[key]), in: .npm) else { continue }
                let version =
                    key + 2 < parts.count && parts[key + 1].trimmingSpaces == ":"
                    ? String(parts[key + 2]) : nil
                if let version,
                    ["file:", "link:", "workspace:", "portal:"].contains(where: version.hasPrefix)
                {
                    continue
                }
                out.append((library, version, index + 1))
            }
        }
        return out
    }

    /// `  no_screenshot: ^0.9.1` under `dependencies:` (or `dev_dependencies:`,
    /// `dependency_overrides:`); a `version:` line below it when the entry is a map.
    static func pubspec(_ lines: [Substring]) -> [Entry] {
        var out: [Entry] = []
        var section = ""
        var index = 0
        while index < lines.count {
            let line = lines[index]
            let indent = line.prefix { $0 == " " }.count
            let text = line.trimmingSpaces
            index += 1
            if text.isEmpty || text.hasPrefix("#") { continue }
            if indent == 0 {
                section = String(text.prefix { $0 != ":" })
                continue
            }
            guard section.hasSuffix("dependencies") || section == "dependency_overrides",
                let colon = text.firstIndex(of: ":"),
                let library = PrivacyLibrary.named(String(text[..<colon]), in: .pub)
            else { continue }
            var version = Self.unquoted(text[text.index(after: colon)...].trimmingSpaces)
            var local = false
            // A map: its lines are indented further.
            var next = index
            while next < lines.count, lines[next].prefix(while: { $0 == " " }).count > indent {
                let entry = lines[next].trimmingSpaces
                if entry.hasPrefix("path:") || entry.hasPrefix("git:") { local = entry.hasPrefix("path:") }
                if entry.hasPrefix("version:") { version = Self.unquoted(entry.dropFirst(8).trimmingSpaces) }
                next += 1
            }
            if local { continue }
            out.append((library, version.isEmpty ? nil : version, index))
        }
        return out
    }

    /// `  no_screenshot:` under `packages:`, then `    version: "0.9.1"` and `    source: hosted`.
    static func pubspecLock(_ lines: [Substring]) -> [Entry] {
        var out: [Entry] = []
        for (index, line) in lines.enumerated() where line.hasPrefix("  ") && !line.hasPrefix("   ") {
            let text = line.trimmingSpaces
            guard text.hasSuffix(":"), let library = PrivacyLibrary.named(String(text.dropLast()), in: .pub)
            else { continue }
            var version: String?
            var local = false
            for entry in lines.dropFirst(index + 1).prefix(while: { $0.hasPrefix("    ") }) {
                let entry = entry.trimmingSpaces
                if entry.hasPrefix("version:") { version = Self.unquoted(entry.dropFirst(8).trimmingSpaces) }
                if entry.hasPrefix("source:") { local = entry.hasSuffix("path") }
            }
            if local { continue }
            out.append((library, version, index + 1))
        }
        return out
    }

    /// `  - RNScreenshotPrevent (1.1.0):` under `PODS:`, unless `EXTERNAL SOURCES:` gives the
    /// pod a `:path:` (a Flutter or React Native plugin's pod, whose package the project's
    /// pubspec or package.json declares). The pod's version is its podspec's: not taken.
    static func podfileLock(_ lines: [Substring]) -> [Entry] {
        var out: [Entry] = []
        var section = ""
        var local: Set<String> = []
        var lastExternal = ""
        for line in lines {
            if !line.hasPrefix(" ") {
                section = String(line.trimmingSpaces)
                continue
            }
            guard section == "EXTERNAL SOURCES:" else { continue }
            if line.hasPrefix("  "), !line.hasPrefix("   ") {
                lastExternal = String(line.trimmingSpaces.dropLast())
            } else if line.trimmingSpaces.hasPrefix(":path:") {
                local.insert(lastExternal)
            }
        }
        section = ""
        for (index, line) in lines.enumerated() {
            if !line.hasPrefix(" ") {
                section = String(line.trimmingSpaces)
                continue
            }
            guard section == "PODS:", line.hasPrefix("  - ") else { continue }
            let name = String(line.dropFirst(4).prefix { $0 != " " && $0 != "/" && $0 != ":" })
            guard !local.contains(name), let library = PrivacyLibrary.pod(name) else { continue }
            out.append((library, nil, index + 1))
        }
        return out
    }

    /// `<PackageReference Include="Plugin.Maui.ScreenSecurity" Version="1.2.0" />`.
    static func csproj(_ lines: [Substring]) -> [Entry] {
        lines.enumerated().compactMap { index, line in
            guard line.contains("<PackageReference"), let name = attribute("Include", in: line),
                let library = PrivacyLibrary.named(name, in: .nuget)
            else { return nil }
            return (library, attribute("Version", in: line), index + 1)
        }
    }

    static func attribute(_ name: String, in line: Substring) -> String? {
        guard let start = line.range(of: name + "=\"") else { return nil }
        return String(line[start.upperBound...].prefix { $0 != "\"" })
    }

    static func unquoted(_ text: Substring) -> String {
        var text = text
        if let hash = text.firstIndex(of: "#") { text = text[..<hash].trimmingSpaces }
        return String(text.filter { $0 != "\"" && $0 != "'" })
    }

    /// Whether an Expo `app.json` makes the app an iPad app too (`"supportsTablet": true`).
    public static func supportsTablet(_ bytes: [UInt8]) -> Bool {
        let text = String(decoding: bytes, as: UTF8.self).filter { !$0.isWhitespace }
        return text.contains("\"supportsTablet\":true") || text.contains("\"isTabletOnly\":true")
    }

    /// `^0.9.1` → [0, 9, 1]: the first version a range allows (a lock's exact one).
    static func numbers(_ version: String) -> [Int] {
        let start = version.drop { !$0.isNumber }
        return start.prefix { $0.isNumber || $0 == "." }.split(separator: ".").compactMap { Int($0) }
    }

    /// Whether `version` comes before `other` (missing parts count as 0).
    static func precedes(_ version: String, _ other: String) -> Bool {
        let (a, b) = (numbers(version), numbers(other))
        for index in 0..<max(a.count, b.count) {
            let (x, y) = (index < a.count ? a[index] : 0, index < b.count ? b[index] : 0)
            if x != y { return x < y }
        }
        return false
    }
}

extension Substring {
    var trimmingSpaces: Substring {
        let start = drop { $0 == " " || $0 == "\t" || $0 == "\r" }
        return start.dropLast(start.reversed().prefix { $0 == " " || $0 == "\t" || $0 == "\r" }.count)
    }
}
