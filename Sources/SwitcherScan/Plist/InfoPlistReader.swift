/// Reads an Info.plist.
public struct InfoPlistReader: SourceReader {
    public init() {}
    public func read(_ file: ScannedFile) -> FileReading { FileReading() }
}
