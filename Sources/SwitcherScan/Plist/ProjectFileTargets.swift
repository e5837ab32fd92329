/// Which of project.pbxproj's build configurations speak for the project's apps: those of its
/// application targets (not a test target's, an extension's or a library's), and the
/// project-level ones an application target inherits a setting from when it does not set it
/// itself. A universal test target beside an iPhone-only app says nothing of the app's devices.
///
/// Read from the lines as Xcode writes them: an object opens with `ID /* comment */ = {` and its
/// next line is `isa = …;`; a configuration list's entries are `ID /* Debug */,` lines.
struct ProjectFileTargets {
    /// One object of the file: its kind, its `KEY = value;` lines and its list entries.
    struct Object {
        var isa = ""
        var settings: [String: String] = [:]
        var entries: [String] = []
    }

    /// Every object, by its identifier.
    private(set) var objects: [String: Object] = [:]
    /// The line (0-based) each object opens on, by line.
    private(set) var openings: [Int: String] = [:]

    init(lines: [Substring]) {
        var current: String?
        for (index, line) in lines.enumerated() {
            if let id = Self.opening(line), index + 1 < lines.count,
                let (key, isa) = ProjectFileReader.setting(lines[index + 1]), key == "isa"
            {
                current = id
                openings[index] = id
                objects[id] = Object(isa: isa)
                continue
            }
            guard let id = current else { continue }
            if let (key, value) = ProjectFileReader.setting(line) {
                if objects[id]?.settings[key] == nil { objects[id]?.settings[key] = value }
            } else if let entry = Self.entry(line) {
                objects[id]?.entries.append(entry)
            }
        }
    }

    /// `ID /* comment */ = {` → ID.
    static func opening(_ line: Substring) -> String? { identifier(opening: line, before: "= {") }

    /// `ID /* Debug */,` → ID.
    static func entry(_ line: Substring) -> String? { identifier(opening: line, before: ",") }

    /// The identifier a line starts with, where the line ends in `end` and only a comment stands
    /// between the two.
    private static func identifier(opening line: Substring, before end: String) -> String? {
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        guard trimmed.hasSuffix(end) else { return nil }
        let id = trimmed.prefix { $0.isLetter || $0.isNumber }
        guard id.count >= 8 else { return nil }
        let rest = trimmed.dropFirst(id.count).drop { $0 == " " }
        guard rest.hasPrefix(end) || rest.hasPrefix("/*") else { return nil }
        return String(id)
    }

    /// The build configurations that speak for the apps, each with the settings it is read for
    /// (`TARGETED_DEVICE_FAMILY` from an app target's own configuration, or from the project's
    /// configuration of the same name where the target does not set it); nil where the file
    /// names no application target (a library's project: every configuration counts).
    func appConfigurations(for keys: [String]) -> [String: Set<String>]? {
        let apps = objects.values.filter { target in
            target.isa == "PBXNativeTarget"
                && target.settings["productType"].flatMap(ProductKind.xcode) == .application
                && ![target.settings["name"], target.settings["productName"]].contains {
                    $0.map(ProjectFileReader.namesExample) ?? false
                }
        }
        guard !apps.isEmpty else { return nil }
        let projectConfigurations = objects.values.filter { $0.isa == "PBXProject" }
            .flatMap { configurations(of: $0) }
        var counted: [String: Set<String>] = [:]
        for app in apps {
            for id in configurations(of: app).map(\.id) {
                guard let configuration = objects[id] else { continue }
                for key in keys {
                    if configuration.settings[key] != nil {
                        counted[id, default: []].insert(key)
                    } else if let inherited = projectConfigurations.first(where: {
                        $0.object.settings["name"] == configuration.settings["name"]
                    }) {
                        counted[inherited.id, default: []].insert(key)
                    }
                }
            }
        }
        return counted
    }

    /// The build configurations a target's or project's configuration list holds.
    private func configurations(of owner: Object) -> [(id: String, object: Object)] {
        guard let list = owner.settings["buildConfigurationList"].flatMap(Self.leadingID),
            let entries = objects[list]?.entries
        else { return [] }
        return entries.compactMap { id in objects[id].map { (id, $0) } }
    }

    /// `ID /* Build configuration list … */` → ID.
    static func leadingID(_ value: String) -> String {
        String(value.prefix { $0.isLetter || $0.isNumber })
    }
}
