/// Reads Xcode's project.pbxproj for the build settings that bear on the lifecycle and the
/// devices: `IPHONEOS_DEPLOYMENT_TARGET`, `TARGETED_DEVICE_FAMILY`, the generated Info.plist
/// keys (`INFOPLIST_KEY_UIApplicationSceneManifest_Generation`, a display name) and
/// `GENERATE_INFOPLIST_FILE`. Read line by line as `KEY = value;`: the file is an old-style
/// property list, and these settings are single-line. Only the configurations of the
/// application targets count, and the project's where they inherit from it
/// (`ProjectFileTargets`): a test target's device family is not the app's.
public struct ProjectFileReader: SourceReader {
    public init() {}

    /// The build settings read, which a configuration must speak for the apps to give.
    static let buildSettings = [
        "IPHONEOS_DEPLOYMENT_TARGET", "TARGETED_DEVICE_FAMILY",
        "INFOPLIST_KEY_UIApplicationSceneManifest_Generation", "INFOPLIST_KEY_CFBundleDisplayName",
    ]

    public func read(_ file: ScannedFile) -> FileReading {
        var reading = FileReading()
        var seen: Set<String> = []
        // The target being read: its `name` and `productName` come before its `productType`.
        var targetNames: [String] = []
        let lines = file.text.split(separator: "\n", omittingEmptySubsequences: false)
        let targets = ProjectFileTargets(lines: lines)
        let counted = targets.appConfigurations(for: Self.buildSettings)
        // The object whose lines are being read.
        var object: String?
        for (index, raw) in lines.enumerated() {
            if let opened = targets.openings[index] { object = opened }
            guard let (key, value) = Self.setting(raw) else { continue }
            if let counted, Self.buildSettings.contains(key),
                !(object.flatMap { counted[$0] }?.contains(key) ?? false)
            {
                continue
            }
            if key == "isa" { targetNames = [] }
            if key == "name" || key == "productName" { targetNames.append(value) }
            let kind: AppFactKind
            switch key {
            case "IPHONEOS_DEPLOYMENT_TARGET":
                kind = .deploymentTarget(value)
            case "TARGETED_DEVICE_FAMILY":
                kind = .deviceFamily(InfoPlistReader.families(value.split(separator: ",").map(String.init)))
            case "INFOPLIST_KEY_UIApplicationSceneManifest_Generation":
                kind = .generatedSceneManifest(value == "YES")
            case "INFOPLIST_KEY_CFBundleDisplayName":
                kind = .name(value)
            case "productType":
                guard let product = ProductKind.xcode(value) else { continue }
                // A library's example app (a target named `Example`, `DemoApp`) builds a demo
                // of the library, not the project's app: a vendored library's project is no
                // second app beside the one that ships.
                if product == .application, targetNames.contains(where: Self.namesExample) { continue }
                kind = .product(product)
            default:
                continue
            }
            // Each setting once per value: Debug and Release repeat them.
            guard seen.insert("\(key)=\(value)").inserted else { continue }
            reading.appFacts.append(
                AppFact(location: file.location(line: index + 1), language: .pbxproj, kind: kind))
        }
        return reading
    }

    /// Whether a target's name says it is an example of a library (`Example`, `StaticExample`,
    /// `Sample App`, `Demo`), by a word of it.
    static func namesExample(_ name: String) -> Bool {
        FollowedCalls.words(in: name).contains {
            ["example", "examples", "sample", "samples", "demo", "demos"].contains($0)
        }
    }

    /// `KEY = value;` → (KEY, value), quotes removed.
    static func setting(_ line: Substring) -> (String, String)? {
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        guard let equals = trimmed.range(of: " = "), trimmed.hasSuffix(";") else { return nil }
        let key = String(trimmed[..<equals.lowerBound])
        guard !key.isEmpty, key.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        var value = trimmed[equals.upperBound...].dropLast()
        if value.hasPrefix("\""), value.hasSuffix("\""), value.count >= 2 {
            value = value.dropFirst().dropLast()
        }
        return (key, String(value))
    }
}
