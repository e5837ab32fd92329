import SwitcherCore

// What a file says about the app as a whole (Info.plist, project.pbxproj, manifests, the
// delegates' declarations), as opposed to what its handlers do.

/// The device families an iOS target builds for (`TARGETED_DEVICE_FAMILY`, `UIDeviceFamily`).
public enum DeviceFamily: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    case iPhone = "iphone"
    case iPad = "ipad"

    public var description: String { rawValue }

    /// The lab's device for the family: the iPhone with Face ID stands for every iPhone.
    public var device: DeviceKind {
        switch self {
        case .iPhone: return .iphone
        case .iPad: return .ipad
        }
    }
}

/// One thing a file says about the app as a whole.
public enum AppFactKind: Hashable, Sendable {
    /// Info.plist (or a generated key) has `UIApplicationSceneManifest`, with this many
    /// scene configurations and `UIApplicationSupportsMultipleScenes`.
    case sceneManifest(scenes: Int, multipleScenes: Bool)
    /// `INFOPLIST_KEY_UIApplicationSceneManifest_Generation` in project.pbxproj.
    case generatedSceneManifest(Bool)
    /// `IPHONEOS_DEPLOYMENT_TARGET` (or `MinimumOSVersion`), as written (`15.0`).
    case deploymentTarget(String)
    /// `TARGETED_DEVICE_FAMILY` / `UIDeviceFamily`.
    case deviceFamily([DeviceFamily])
    /// A type marked `@main` conforming to SwiftUI's `App`, by name.
    case swiftUIApp(String)
    /// A type conforming to `UIApplicationDelegate`, by name.
    case appDelegate(String)
    /// A type conforming to `UISceneDelegate` / `UIWindowSceneDelegate`, by name.
    case sceneDelegate(String)
    /// The bundle's name (`CFBundleName`, `PRODUCT_NAME`, the manifest's `package`).
    case name(String)
    /// Android: `minSdk` / `minSdkVersion`.
    case androidMinSdk(Int)
    /// Android: `targetSdk` / `targetSdkVersion`.
    case androidTargetSdk(Int)
    /// Android: an `<activity>` in the manifest, by name.
    case androidActivity(String)
}

/// One fact about the app as a whole, and where it was read.
public struct AppFact: Hashable, Sendable {
    public var location: SourceLocation
    public var language: SourceLanguage
    public var kind: AppFactKind

    public init(location: SourceLocation, language: SourceLanguage, kind: AppFactKind) {
        self.location = location
        self.language = language
        self.kind = kind
    }
}
