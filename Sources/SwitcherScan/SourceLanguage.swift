import SwitcherCore

/// The language a file is written in, which decides its reader.
public enum SourceLanguage: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    case swift
    case objectiveC = "objective-c"
    case kotlin
    case java
    /// An XML property list (Info.plist).
    case plist
    /// Xcode's project.pbxproj (an old-style ASCII property list).
    case pbxproj
    /// XcodeGen's project.yml, and the .xcconfig files it names (read where no
    /// project.pbxproj is committed).
    case xcodegen
    /// AndroidManifest.xml.
    case androidManifest = "android-manifest"
    /// build.gradle / build.gradle.kts (minSdk, targetSdk).
    case gradle
    /// C# of .NET for iOS (a MAUI app's or plugin's `Platforms/iOS`, a Xamarin `*.iOS`
    /// project, a `*.ios.cs` file): UIKit through its .NET bindings.
    case cSharpIOS = "csharp-ios"
    /// C# of .NET for Android (`Platforms/Android`, a `*.Droid` project, `*.android.cs`).
    case cSharpAndroid = "csharp-android"
    /// A cross-platform app's manifest or call of a privacy library (package.json, pubspec,
    /// a .csproj; JavaScript, TypeScript, Dart, C#), read by the dependency scan.
    case dependency

    public var description: String { rawValue }

    /// C#, for either platform.
    public var isCSharp: Bool { self == .cSharpIOS || self == .cSharpAndroid }

    /// The platform whose apps are written in it; nil for one both share (`dependency`).
    public var platform: Platform? {
        switch self {
        case .swift, .objectiveC, .plist, .pbxproj, .xcodegen, .cSharpIOS: return .iOS
        case .kotlin, .java, .androidManifest, .gradle, .cSharpAndroid: return .android
        case .dependency: return nil
        }
    }

    /// The language of a file by its path: its name's, and for C# the platform its folder or
    /// name gives (`Platforms/iOS/…`, `App.Droid/…`, `Screen.android.cs`); nil for a file no
    /// reader reads, C# shared by both platforms among them.
    public static func of(path: String) -> SourceLanguage? {
        let parts = path.split(separator: "/").map { $0.lowercased() }
        guard let name = parts.last, name.hasSuffix(".cs") else {
            return of(fileName: String(path.split(separator: "/").last ?? ""))
        }
        func names(_ platform: Set<String>) -> Bool {
            platform.contains { name.hasSuffix(".\($0).cs") }
                || parts.dropLast().contains { folder in
                    platform.contains { folder == $0 || folder.hasSuffix(".\($0)") }
                }
        }
        let iOS = names(["ios"])
        let android = names(["android", "droid"])
        return iOS == android ? nil : iOS ? .cSharpIOS : .cSharpAndroid
    }

    /// The language of a file by its name; nil for a file no reader reads.
    public static func of(fileName name: String) -> SourceLanguage? {
        if name == "project.pbxproj" { return .pbxproj }
        if name == "AndroidManifest.xml" { return .androidManifest }
        if name == "build.gradle" || name == "build.gradle.kts" { return .gradle }
        if name == "Info.plist" || name.hasSuffix("-Info.plist") { return .plist }
        guard let dot = name.lastIndex(of: ".") else { return nil }
        switch name[name.index(after: dot)...] {
        case "swift": return .swift
        case "m", "mm": return .objectiveC
        case "kt": return .kotlin
        case "java": return .java
        default: return nil
        }
    }
}
