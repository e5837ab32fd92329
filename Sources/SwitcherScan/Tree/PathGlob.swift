/// A path pattern of `exclude`: relative to the scanned directory, `/`-separated. `*` is any
/// run of characters but `/`, `?` one character but `/`, `**` any number of directories. A
/// pattern matches a path when it matches the whole path or one of the directories above it
/// (`Legacy` excludes everything under `Legacy/`); a pattern without a `/` matches a name at
/// any depth (`*.m`, `Generated`).
public struct PathGlob: Hashable, Sendable, CustomStringConvertible {
    public let pattern: String
    private let segments: [Substring]

    public init(_ pattern: String) throws(ScanError) {
        var text = pattern.trimmingWhitespace
        while text.hasPrefix("./") { text.removeFirst(2) }
        while text.hasSuffix("/") { text.removeLast() }
        guard !text.isEmpty else { throw ScanError("an empty pattern matches nothing") }
        guard !text.hasPrefix("/") else {
            throw ScanError("'\(pattern)' is absolute: give a path relative to the scanned directory")
        }
        let segments = text.split(separator: "/", omittingEmptySubsequences: true)
        guard !segments.contains("..") else {
            throw ScanError("'\(pattern)' leaves the scanned directory (..)")
        }
        self.pattern = text
        self.segments = text.contains("/") ? segments : ["**"] + segments
    }

    public var description: String { pattern }

    /// Whether `path` (or a directory above it) matches.
    public func matches(_ path: String) -> Bool {
        let parts = path.split(separator: "/", omittingEmptySubsequences: true)
        guard !parts.isEmpty else { return false }
        return (1...parts.count).contains { Self.match(segments[...], parts[..<$0]) }
    }

    private static func match(_ pattern: ArraySlice<Substring>, _ path: ArraySlice<Substring>) -> Bool {
        guard let first = pattern.first else { return path.isEmpty }
        if first == "**" {
            let rest = pattern.dropFirst()
            return (path.startIndex...path.endIndex).contains { match(rest, path[$0...]) }
        }
        guard let name = path.first,
            matchName(Array(first.unicodeScalars)[...], Array(name.unicodeScalars)[...])
        else { return false }
        return match(pattern.dropFirst(), path.dropFirst())
    }

    private static func matchName(_ pattern: ArraySlice<Unicode.Scalar>, _ name: ArraySlice<Unicode.Scalar>)
        -> Bool
    {
        guard let first = pattern.first else { return name.isEmpty }
        switch first {
        case "*":
            let rest = pattern.dropFirst()
            return (name.startIndex...name.endIndex).contains { matchName(rest, name[$0...]) }
        case "?":
            return !name.isEmpty && matchName(pattern.dropFirst(), name.dropFirst())
        default:
            return name.first == first && matchName(pattern.dropFirst(), name.dropFirst())
        }
    }
}

extension String {
    fileprivate var trimmingWhitespace: String {
        var text = Substring(self)
        while let first = text.first, first.isWhitespace { text.removeFirst() }
        while let last = text.last, last.isWhitespace { text.removeLast() }
        return String(text)
    }
}
