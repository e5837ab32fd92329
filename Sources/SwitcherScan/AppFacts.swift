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

/// The frameworks' own delegate classes that an app's delegate subclasses instead of naming
/// UIKit's protocol: Flutter's (`FlutterAppDelegate`, "UIApplicationDelegate subclass for simple
/// apps that want default behavior"; `FlutterSceneDelegate`), React Native's `RCTAppDelegate`,
/// Expo's `ExpoAppDelegate`.
public enum FrameworkDelegates {
    public static let app: Set = ["FlutterAppDelegate", "RCTAppDelegate", "ExpoAppDelegate"]
    public static let scene: Set = ["FlutterSceneDelegate"]
    /// Those that implement every lifecycle callback, forwarding it to their plugins or
    /// subscribers: a subclass overrides them and calls `super` (Flutter's, Expo's).
    public static let forwarding: Set = ["FlutterAppDelegate", "ExpoAppDelegate"]

    /// The classes a delegate conforming to `proto` may subclass instead.
    public static func subclassed(for proto: String) -> Set<String> {
        switch proto {
        case "UIApplicationDelegate": return app
        case "UIWindowSceneDelegate", "UISceneDelegate": return scene
        default: return []
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
    /// A scene delegate class a scene configuration names: Info.plist's
    /// `UISceneDelegateClassName` (its module prefix dropped), or `delegateClass = X.self`.
    case sceneDelegateNamed(String)
    /// The app delegate class a SwiftUI `App` declares with `@UIApplicationDelegateAdaptor`.
    case delegateAdaptor(String)
    /// The bundle's name (`CFBundleName`, `PRODUCT_NAME`, the manifest's `package`).
    case name(String)
    /// Android: `minSdk` / `minSdkVersion`.
    case androidMinSdk(Int)
    /// Android: `targetSdk` / `targetSdkVersion`.
    case androidTargetSdk(Int)
    /// Android: an `<activity>` in the manifest, by name.
    case androidActivity(String)
    /// Android: a class and the names its declaration writes after its own (its supertypes):
    /// an Activity another class extends is a base of screens, not a screen of its own.
    case androidClass(String, supertypes: [String])
    /// What a target or module builds: an app, or a library, framework, bundle or test
    /// (`productType` in project.pbxproj, `CFBundlePackageType`, Gradle's
    /// `com.android.application` or `com.android.library`).
    case product(ProductKind)
    /// Android: a Gradle project dependency (`implementation project(':common')`), by the
    /// module's Gradle path (`:common`, `:features:explore`): its code is built into this module.
    case moduleDependency(String)
    /// An app extension's Info.plist (`NSExtension`): the code in its directory runs in the
    /// extension's own process, not the app's.
    case appExtension
}

/// What a target or module builds, as far as the verdict goes: only apps get one of their own.
public enum ProductKind: String, Hashable, Sendable, CustomStringConvertible {
    case application
    /// A framework, a static or dynamic library, a resource bundle, an Android library module.
    case library
    /// A unit or UI test bundle.
    case test

    public var description: String { rawValue }

    /// `com.apple.product-type.application` (and its watch and App Clip kinds) → application;
    /// a framework, library or bundle → library; a test bundle → test; an extension → nil.
    public static func xcode(_ productType: String) -> ProductKind? {
        let type = productType.replacingOccurrences(of: "com.apple.product-type.", with: "")
        if type.hasPrefix("application") { return .application }
        if type.contains("test") { return .test }
        if type.hasPrefix("framework") || type.hasPrefix("library") || type == "bundle" { return .library }
        return nil
    }
}

/// One fact about the app as a whole, and where it was read.
public struct AppFact: Hashable, Sendable {
    public var location: SourceLocation
    public var language: SourceLanguage
    public var kind: AppFactKind
}
