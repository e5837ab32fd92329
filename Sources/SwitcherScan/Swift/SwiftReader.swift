import SwiftParser
import SwiftSyntax

/// Reads Swift through swift-syntax.
public struct SwiftReader: SourceReader {
    public init() {}

    public func read(_ file: ScannedFile) -> FileReading {
        let tree = Parser.parse(source: file.text)
        _ = tree
        return FileReading()
    }
}
