import Foundation

/// Reads an app's Info.plist (XML or binary, through `PropertyListSerialization`): the scene
/// manifest and its scenes, the device families, the minimum iOS release, the bundle's name.
/// An extension's Info.plist (`NSExtension`) says nothing of the app.
public struct InfoPlistReader: SourceReader {
    public init() {}

    public func read(_ file: ScannedFile) -> FileReading {
        let root: Any
        do {
            root = try PropertyListSerialization.propertyList(from: Data(file.bytes), format: nil)
        } catch {
            return FileReading(problems: ["\(file.path): not a property list, skipped"])
        }
        guard let plist = root as? [String: Any], plist["NSExtension"] == nil else { return FileReading() }
        var reading = FileReading()
        func fact(_ key: String, _ kind: AppFactKind) {
            reading.appFacts.append(
                AppFact(
                    location: file.location(line: line(of: key, in: file.text)), language: .plist, kind: kind)
            )
        }
        if let manifest = plist["UIApplicationSceneManifest"] as? [String: Any] {
            let configurations = manifest["UISceneConfigurations"] as? [String: Any] ?? [:]
            let scenes = configurations.values.reduce(0) { $0 + (($1 as? [Any])?.count ?? 0) }
            let multiple = manifest["UIApplicationSupportsMultipleScenes"] as? Bool ?? false
            fact("UIApplicationSceneManifest", .sceneManifest(scenes: scenes, multipleScenes: multiple))
        }
        if let families = plist["UIDeviceFamily"] as? [Any] {
            fact("UIDeviceFamily", .deviceFamily(Self.families(families.map { "\($0)" })))
        }
        if let minimum = plist["MinimumOSVersion"] as? String {
            fact("MinimumOSVersion", .deploymentTarget(minimum))
        }
        if let name = (plist["CFBundleDisplayName"] ?? plist["CFBundleName"]) as? String {
            fact(plist["CFBundleDisplayName"] != nil ? "CFBundleDisplayName" : "CFBundleName", .name(name))
        }
        return reading
    }

    /// `1` iPhone, `2` iPad (Apple's `UIDeviceFamily` and `TARGETED_DEVICE_FAMILY` values).
    static func families(_ values: [String]) -> [DeviceFamily] {
        var out: [DeviceFamily] = []
        for value in values {
            switch value.trimmingCharacters(in: .whitespaces) {
            case "1": if !out.contains(.iPhone) { out.append(.iPhone) }
            case "2": if !out.contains(.iPad) { out.append(.iPad) }
            default: continue
            }
        }
        return out
    }

    /// The line of `<key>name</key>` (or of `name` in any form), 1-based; 0 if not found.
    func line(of key: String, in text: String) -> Int {
        var number = 1
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.contains(key) { return number }
            number += 1
        }
        return 0
    }
}
