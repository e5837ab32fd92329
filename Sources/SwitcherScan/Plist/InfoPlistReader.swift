/// Reads an app's Info.plist (XML or binary, through `BoundedPropertyList`, which bounds
/// the objects it builds, shared references counted as they expand): the scene manifest and
/// its scenes, the device families, the minimum iOS release, the bundle's name. An
/// extension's Info.plist (`NSExtension`) says nothing of the app.
public struct InfoPlistReader: SourceReader {
    public init() {}

    public func read(_ file: ScannedFile) -> FileReading {
        let plist: PlistValue
        do {
            plist = try BoundedPropertyList().read(file.bytes)
        } catch {
            return FileReading(problems: ["\(file.path): not read: \(error.reason)"])
        }
        guard plist.dictionary != nil, plist["NSExtension"] == nil else { return FileReading() }
        var reading = FileReading()
        let lines = file.text.split(separator: "\n", omittingEmptySubsequences: false)
        func fact(_ key: String, _ kind: AppFactKind) {
            reading.appFacts.append(
                AppFact(location: file.location(line: line(of: key, in: lines)), language: .plist, kind: kind)
            )
        }
        if let manifest = plist["UIApplicationSceneManifest"], manifest.dictionary != nil {
            let configurations = manifest["UISceneConfigurations"]?.dictionary ?? []
            let scenes = configurations.reduce(0) { $0 + ($1.value.array?.count ?? 0) }
            let multiple = manifest["UIApplicationSupportsMultipleScenes"]?.bool ?? false
            fact("UIApplicationSceneManifest", .sceneManifest(scenes: scenes, multipleScenes: multiple))
        }
        if let families = plist["UIDeviceFamily"]?.array {
            fact("UIDeviceFamily", .deviceFamily(Self.families(families.compactMap(\.scalarText))))
        }
        if let minimum = plist["MinimumOSVersion"]?.string {
            fact("MinimumOSVersion", .deploymentTarget(minimum))
        }
        let display = plist["CFBundleDisplayName"]
        if let name = (display ?? plist["CFBundleName"])?.string {
            fact(display != nil ? "CFBundleDisplayName" : "CFBundleName", .name(name))
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
    func line(of key: String, in lines: [Substring]) -> Int {
        for (index, line) in lines.enumerated() where line.contains(key) { return index + 1 }
        return 0
    }
}
