extension Readers {
    /// The readers of Objective-C, Kotlin, Java, AndroidManifest.xml and Gradle files.
    static func tokenReader(for language: SourceLanguage) -> (any SourceReader)? {
        switch language {
        case .objectiveC: return ObjectiveCReader()
        case .kotlin, .java, .cSharpAndroid: return AndroidReader(language: language)
        case .androidManifest: return ManifestReader()
        case .gradle: return GradleReader()
        default: return nil
        }
    }
}
