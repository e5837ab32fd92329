import Foundation

/// Reads a file the user named (a tape, an asset) that has a size limit, holding at most the
/// limit plus one byte in memory. A wrong path to a huge file, a sparse one or an endless
/// one (`/dev/zero`) is refused at once instead of being read whole first.
public enum SizeLimitedFile {
    public enum Failure: Error, Equatable, Sendable {
        /// The file does not exist, is a directory, or cannot be opened or read.
        case unreadable
        /// The file holds more than the limit.
        case tooLarge
    }

    /// The bytes of the file at `url`, or a failure when it cannot be read or holds more than
    /// `limit` bytes.
    public static func read(_ url: URL, limit: Int) throws(Failure) -> Data {
        // The size first: a regular file that is too large is refused without reading it.
        let attributes = try? FileManager.default.attributesOfItem(atPath: url.resolvingSymlinksInPath().path)
        if let type = attributes?[.type] as? FileAttributeType, type == .typeDirectory {
            throw .unreadable
        }
        if let size = attributes?[.size] as? NSNumber, size.int64Value > Int64(limit),
            attributes?[.type] as? FileAttributeType == .typeRegular
        {
            throw .tooLarge
        }
        // Then at most one byte past the limit, for files whose size says nothing (a pipe, a
        // device) or that grew in between.
        let handle: FileHandle
        do {
            handle = try FileHandle(forReadingFrom: url)
        } catch {
            throw .unreadable
        }
        defer { try? handle.close() }
        let data: Data
        do {
            data = try handle.read(upToCount: limit + 1) ?? Data()
        } catch {
            throw .unreadable
        }
        if data.count > limit { throw .tooLarge }
        return data
    }
}
