import Foundation

/// An Xcode build configuration file: `KEY = value` lines and `#include "other.xcconfig"`,
/// read in order: a later assignment overrides an earlier one, an included file's in place.
enum XcodeConfigFile {
    /// The value of `key` that `path` (relative to the app's root) ends with, the files it
    /// includes read where they are included, with the file and line; nil when none sets it.
    /// Reads at most `budget` files (each include is one), however they include each other.
    static func setting(_ key: String, in path: String, _ loader: XcodeGenProject.Loader, budget: inout Int)
        -> (
            value: String, file: String, line: Int
        )?
    {
        guard budget > 0 else { return nil }
        budget -= 1
        guard let text = loader.text(path) else { return nil }
        let folder = XcodeGenProject.directory(of: path)
        var found: (value: String, file: String, line: Int)?
        for (index, raw) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
            .enumerated()
        {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("#include") {
                if let open = line.firstIndex(of: "\""), let close = line.lastIndex(of: "\""), open < close,
                    let included = XcodeGenProject.resolve(
                        String(line[line.index(after: open)..<close]), in: folder),
                    let value = setting(key, in: included, loader, budget: &budget)
                {
                    found = value
                }
                continue
            }
            guard !line.hasPrefix("//"), let equals = line.firstIndex(of: "=") else { continue }
            // `KEY[sdk=iphoneos*] = value` is a conditional setting: not the plain one.
            guard line[..<equals].trimmingCharacters(in: .whitespaces) == key else { continue }
            var value = line[line.index(after: equals)...]
            if let comment = value.range(of: "//") { value = value[..<comment.lowerBound] }
            found = (value.trimmingCharacters(in: .whitespaces), path, index + 1)
        }
        return found
    }
}
