extension Readers {
    /// The readers of Objective-C, Kotlin, Java, AndroidManifest.xml and Gradle files: none yet.
    static func tokenReader(for language: SourceLanguage) -> (any SourceReader)? { nil }
}
