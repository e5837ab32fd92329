/// Reads project.pbxproj.
public struct ProjectFileReader: SourceReader {
    public init() {}
    public func read(_ file: ScannedFile) -> FileReading { FileReading() }
}
