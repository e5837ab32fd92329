import Foundation
import SwitcherCore

/// The lines of the files a scan read, read back on demand by the path a report names them by:
/// a finding's line text (its fingerprint, its column) and the `switcherlab:ignore` comments
/// beside it. Only files with findings are read again, within the walk's size limit; the walk
/// has already refused what lies outside the scanned directory.
public struct SourceLines: Sendable {
    private var urls: [String: URL] = [:]
    /// The scanned directory: a file is read back only from inside it.
    private var root: URL?
    /// Files given as text rather than read from disk.
    private var texts: [String: [String]] = [:]
    private let limit: Int

    public init(limit: Int = SourceTree.Limits().fileBytes, root: URL? = nil) {
        self.limit = limit
        self.root = root
    }

    mutating func add(_ path: String, at url: URL) { urls[path] = url }

    /// Files given as text, by path, rather than read from disk.
    public init(files: [String: String]) {
        limit = SourceTree.Limits().fileBytes
        texts = files.mapValues { Self.split($0) }
    }

    /// The lines of `path` (without their line breaks), or nil when it was not read or can no
    /// longer be.
    public func lines(of path: String) -> [String]? {
        if let text = texts[path] { return text }
        guard let url = urls[path], let root,
            let data = try? SizeLimitedFile.readRegular(url, inside: root, limit: limit)
        else { return nil }
        return Self.split(String(decoding: data, as: UTF8.self))
    }

    /// The paths of the files it can read back, in order.
    public var paths: [String] { Set(urls.keys).union(texts.keys).sorted() }

    /// These files, with `texts` read in place of (or beside) the ones on disk.
    public func overlaid(with texts: [String: [String]]) -> SourceLines {
        var copy = self
        copy.texts.merge(texts) { $1 }
        return copy
    }

    static func split(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map {
            $0.hasSuffix("\r") ? String($0.dropLast()) : String($0)
        }
    }
}
