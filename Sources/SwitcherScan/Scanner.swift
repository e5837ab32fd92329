import Foundation
import SwitcherCore

/// A scan: the apps found under a directory, each with its facts, and what was skipped.
public struct ScanReading: Sendable {
    public var apps: [AppReading]
    /// What the walk and the readers skipped or could not read, terminal-safe.
    public var notes: [String]
    /// The files read, by their reported path: where a finding's line is read back from.
    public var sources: SourceLines = SourceLines()

    public init(apps: [AppReading], notes: [String], sources: SourceLines = SourceLines()) {
        self.apps = apps
        self.notes = notes
        self.sources = sources
    }
}

/// Walks a directory and runs each file through its reader.
public enum Scanner {
    /// Reads the apps under `directory`, but not the files `exclude` matches.
    public static func read(
        _ directory: URL, limits: SourceTree.Limits = .init(), exclude: [PathGlob] = []
    ) throws(ScanError) -> ScanReading {
        let tree = try SourceTree(walking: directory, limits: limits)
        var notes = tree.notes
        var apps: [AppReading] = []
        var sources = SourceLines(limit: limits.fileBytes)
        var excluded = 0
        for var app in tree.apps {
            // An app whose marker is excluded is not scanned at all.
            if exclude.contains(where: { $0.matches(app.marker) }) {
                excluded += app.files.count
                continue
            }
            if !exclude.isEmpty {
                let before = app.files.count
                app.files.removeAll { file in exclude.contains { $0.matches(file.path) } }
                excluded += before - app.files.count
            }
            for file in app.files { sources.add(file.path, at: file.url) }
            let fallback = app.root.isEmpty ? directory.standardizedFileURL.lastPathComponent : app.root
            var reading = AppReading(
                name: ScanText.snippet(String(fallback.split(separator: "/").last ?? "app"), limit: 60),
                platform: app.platform, root: app.root.isEmpty ? "." : app.root, marker: app.marker)
            reading.isLibrary = app.isLibrary
            for (file, result) in zip(app.files, readAll(app.files, tree: tree, limit: limits.fileBytes)) {
                switch result {
                case .none: continue
                case .unreadable: notes.append("\(file.path): could not be read, skipped")
                case .read(let fileReading): reading.add(fileReading, language: file.language)
                }
            }
            if let name = reading.appFacts.lazy.compactMap({ fact -> String? in
                if case .name(let name) = fact.kind { return name } else { return nil }
            }).first, !name.isEmpty, !name.contains("$(") {
                reading.name = ScanText.snippet(name, limit: 60)
            }
            notes += reading.problems
            apps.append(reading)
        }
        if excluded > 0 {
            notes.append(
                "\(excluded) file\(excluded == 1 ? "" : "s") excluded by the configuration's exclude")
        }
        return ScanReading(apps: apps, notes: notes, sources: sources)
    }

    enum FileResult: Sendable {
        /// No reader for its language.
        case none
        case unreadable
        case read(FileReading)
    }

    /// Every file read and parsed, on every core: the files are independent, and the results
    /// come back in the files' order, so a scan gives the same report however it is scheduled.
    static func readAll(_ files: [SourceTree.File], tree: SourceTree, limit: Int) -> [FileResult] {
        let results = ResultSlots(count: files.count)
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
            let file = files[index]
            guard let reader = Readers.reader(for: file.language) else { return }
            guard let bytes = tree.bytes(of: file, limit: limit) else {
                results.set(index, .unreadable)
                return
            }
            let scanned = ScannedFile(path: file.path, language: file.language, bytes: bytes)
            results.set(index, .read(reader.read(scanned)))
        }
        return results.values
    }
}

/// One slot per file, written once each from `concurrentPerform`'s workers.
private final class ResultSlots: @unchecked Sendable {
    private var slots: [Scanner.FileResult]
    private let lock = NSLock()

    init(count: Int) { slots = Array(repeating: .none, count: count) }

    func set(_ index: Int, _ result: Scanner.FileResult) {
        lock.lock()
        slots[index] = result
        lock.unlock()
    }

    var values: [Scanner.FileResult] {
        lock.lock()
        defer { lock.unlock() }
        return slots
    }
}
