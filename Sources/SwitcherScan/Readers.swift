/// The reader of each language. Objective-C, Kotlin, Java, the Android manifest and Gradle
/// files are read from tokens (Tokens/); C# for iOS and for Android from tokens too (CSharp/);
/// Swift through swift-syntax (Swift/); property lists and project.pbxproj as data (Plist/). A
/// language with no reader yet is counted and skipped.
public enum Readers {
    public static func reader(for language: SourceLanguage) -> (any SourceReader)? {
        switch language {
        case .swift: return SwiftReader()
        case .plist: return InfoPlistReader()
        case .pbxproj: return ProjectFileReader()
        case .objectiveC, .kotlin, .java, .androidManifest, .gradle, .cSharpAndroid:
            return tokenReader(for: language)
        case .cSharpIOS: return CSharpIOSReader()
        case .dependency, .xcodegen: return nil
        }
    }
}
