/// Reads an app's Info.plist (XML or binary, through `BoundedPropertyList`, which bounds
/// the objects it builds, shared references counted as they expand): the scene manifest and
/// its scenes, the device families, the minimum iOS release, the bundle's name. An
/// extension's Info.plist (`NSExtension`) says nothing of the app.
public struct InfoPlistReader: SourceReader {
    public init() {}

    public func read(_ file: ScannedFile) -> FileReading {
        let plist: PlistValue
        var reading = FileReading()
        // An Info.plist run through the C preprocessor (`INFOPLIST_PREPROCESS`) has `#ifdef`
        // lines: read with them blanked, the keys of both branches kept, and said.
        let preprocessed = Self.withoutPreprocessorLines(file.bytes)
        do {
            plist = try BoundedPropertyList().read(preprocessed?.0 ?? file.bytes)
        } catch {
            return FileReading(problems: ["\(file.path): not read: \(error.reason)"])
        }
        if let (_, first) = preprocessed {
            reading.problems.append(
                "\(file.path):\(first): preprocessor lines (#if, #ifdef …) ignored: the keys of every branch read"
            )
        }
        guard plist.dictionary != nil else { return FileReading() }
        // An extension's Info.plist says nothing of the app but where the extension's code is.
        guard plist["NSExtension"] == nil else {
            reading.appFacts.append(
                AppFact(location: file.location(line: 0), language: .plist, kind: .appExtension))
            return reading
        }
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
            for (_, role) in configurations {
                for scene in role.array ?? [] {
                    // `$(PRODUCT_MODULE_NAME).SceneDelegate`: the class, without its module.
                    guard let named = scene["UISceneDelegateClassName"]?.string,
                        let last = named.split(separator: ".").last
                    else { continue }
                    fact("UISceneDelegateClassName", .sceneDelegateNamed(String(last)))
                }
            }
        }
        if let families = plist["UIDeviceFamily"]?.array {
            fact("UIDeviceFamily", .deviceFamily(Self.families(families.compactMap(\.scalarText))))
        }
        switch plist["CFBundlePackageType"]?.string {
        case "APPL"?: fact("CFBundlePackageType", .product(.application))
        case "FMWK"?, "BNDL"?: fact("CFBundlePackageType", .product(.library))
        default: break
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

    /// The bytes with every line that starts with `#` (after blanks) emptied, lines kept in
    /// place, and the first such line's number; nil when there is none.
    static func withoutPreprocessorLines(_ bytes: [UInt8]) -> ([UInt8], Int)? {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var first: Int?
        var line = 1
        var index = 0
        while index < bytes.count {
            let end = bytes[index...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
            let start = bytes[index..<end].firstIndex { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }
            if let start, bytes[start] == UInt8(ascii: "#") {
                first = first ?? line
            } else {
                out += bytes[index..<end]
            }
            if end < bytes.count { out.append(UInt8(ascii: "\n")) }
            index = end + 1
            line += 1
        }
        return first.map { (out, $0) }
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
