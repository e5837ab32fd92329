import Foundation
import SwitcherCore

/// A scan: the apps found under a directory, each with its facts, and what was skipped.
public struct ScanReading: Sendable {
    public var apps: [AppReading]
    /// What the walk and the readers skipped or could not read, terminal-safe.
    public var notes: [String]
}

/// Walks a directory and runs each file through its reader.
public enum Scanner {
    public static func read(_ directory: URL, limits: SourceTree.Limits = .init()) throws(ScanError)
        -> ScanReading
    {
        let tree = try SourceTree(walking: directory, limits: limits)
        var notes = tree.notes
        var apps: [AppReading] = []
        for app in tree.apps {
            let fallback = app.root.isEmpty ? directory.standardizedFileURL.lastPathComponent : app.root
            var reading = AppReading(
                name: ScanText.snippet(String(fallback.split(separator: "/").last ?? "app"), limit: 60),
                platform: app.platform, root: app.root.isEmpty ? "." : app.root, marker: app.marker)
            reading.isLibrary = app.isLibrary
            for file in app.files {
                guard let reader = Readers.reader(for: file.language) else { continue }
                guard let bytes = tree.bytes(of: file, limit: limits.fileBytes) else {
                    notes.append("\(file.path): could not be read, skipped")
                    continue
                }
                let scanned = ScannedFile(path: file.path, language: file.language, bytes: bytes)
                reading.add(reader.read(scanned), language: file.language)
            }
            if let name = reading.appFacts.lazy.compactMap({ fact -> String? in
                if case .name(let name) = fact.kind { return name } else { return nil }
            }).first, !name.isEmpty, !name.contains("$(") {
                reading.name = ScanText.snippet(name, limit: 60)
            }
            notes += reading.problems
            apps.append(reading)
        }
        return ScanReading(apps: apps, notes: notes)
    }
}
