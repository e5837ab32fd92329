import Foundation
import SwitcherCore

/// A scan: the apps found under a directory, each with its facts, and what was skipped.
public struct ScanReading: Sendable {
    public var apps: [AppReading]
    /// What the walk and the readers skipped or could not read, terminal-safe.
    public var notes: [String]
    /// Source files of languages the scan does not read, by language.
    public var unread: [String: Int] = [:]
    /// Of those, how many were searched for the calls of a privacy library a manifest declares.
    public var searchedForCalls = 0
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
    /// Reads the apps under `directory`, but not the files `exclude` matches. `overlay` gives
    /// files as text, by their path in the scan, in place of those on disk or beside them:
    /// `scan --fix` reads the app as its diff would leave it.
    public static func read(
        _ directory: URL, limits: SourceTree.Limits = .init(), exclude: [PathGlob] = [],
        overlay: [String: String] = [:]
    ) throws(ScanError) -> ScanReading {
        var tree = try SourceTree(walking: directory, limits: limits)
        tree.overlay(overlay)
        var notes = tree.notes
        var apps: [AppReading] = []
        var sources = SourceLines(limit: limits.fileBytes, root: tree.directory)
            .overlaid(with: overlay.mapValues(SourceLines.split))
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
            let spec = XcodeGenSpec.apply(to: &app, in: tree, limit: limits.fileBytes, notes: &notes)
            for file in app.files { sources.add(file.path, at: file.url) }
            let fallback = app.root.isEmpty ? directory.standardizedFileURL.lastPathComponent : app.root
            var reading = AppReading(
                name: ScanText.snippet(String(fallback.split(separator: "/").last ?? "app"), limit: 60),
                platform: app.platform, root: app.root.isEmpty ? "." : app.root, marker: app.marker)
            reading.isLibrary = app.isLibrary
            for (file, result) in zip(app.files, readAll(app.files, tree: tree, limit: limits.fileBytes)) {
                switch result {
                case .none: continue
                case .refused(let failure): notes.append("\(file.path): not read: \(failure.reason)")
                case .read(let fileReading): reading.add(fileReading, language: file.language)
                }
            }
            if let name = reading.appFacts.lazy.compactMap({ fact -> String? in
                if case .name(let name) = fact.kind { return name } else { return nil }
            }).first, !name.isEmpty, !name.contains("$("), !name.contains("${") {
                reading.name = ScanText.snippet(name, limit: 60)
            }
            if let spec {
                reading.appFacts += spec.facts
                reading.filesRead[.xcodegen, default: 0] += spec.files
            }
            notes += reading.problems
            apps.append(reading)
        }
        apps = AppAssembly.assemble(apps, notes: &notes)
        let searched = DependencyScan.attach(tree, to: &apps, exclude: exclude)
        if excluded > 0 {
            notes.append(
                "\(excluded) file\(excluded == 1 ? "" : "s") excluded by the configuration's exclude")
        }
        var reading = ScanReading(apps: apps, notes: notes, sources: sources)
        reading.unread = tree.unread
        reading.searchedForCalls = searched
        return reading
    }

    enum FileResult: Sendable {
        /// No reader for its language.
        case none
        case refused(SizeLimitedFile.Failure)
        case read(FileReading)
    }

    /// Every file read and parsed, on every core: the files are independent, and the results
    /// come back in the files' order, so a scan gives the same report however it is scheduled.
    /// Each worker is a thread with a stack sized for the Swift parser's nesting limit; the
    /// bytes of the files being read at once are bounded (a reader holds many times its
    /// file's size), so memory does not grow with the number of cores.
    static func readAll(_ files: [SourceTree.File], tree: SourceTree, limit: Int) -> [FileResult] {
        let results = ResultSlots(count: files.count)
        let queue = WorkQueue(count: files.count, budget: max(limit, 1))
        let workers = min(max(ProcessInfo.processInfo.activeProcessorCount, 1), max(files.count, 1), 16)
        let finished = DispatchGroup()
        for _ in 0..<workers {
            finished.enter()
            BigStack.thread {
                while let index = queue.next(size: { files[$0].size }) {
                    let file = files[index]
                    defer { queue.done(size: file.size) }
                    guard let reader = Readers.reader(for: file.language) else { continue }
                    let bytes: [UInt8]
                    do throws(SizeLimitedFile.Failure) {
                        if let text = tree.overlaid[file.path] {
                            bytes = Array(text.utf8)
                        } else {
                            bytes = try tree.read(file, limit: limit)
                        }
                    } catch {
                        results.set(index, .refused(error))
                        continue
                    }
                    let scanned = ScannedFile(path: file.path, language: file.language, bytes: bytes)
                    results.set(index, .read(reader.read(scanned)))
                }
                finished.leave()
            }.start()
        }
        finished.wait()
        return results.values
    }
}

/// The files still to read, handed out in order, and the bytes being read: a file starts when
/// the bytes in flight leave room for it under the budget, or when nothing else is in flight.
private final class WorkQueue: @unchecked Sendable {
    private let count: Int
    private let budget: Int
    private var nextIndex = 0
    private var inFlight = 0
    private let condition = NSCondition()

    init(count: Int, budget: Int) {
        self.count = count
        self.budget = budget
    }

    func next(size: (Int) -> Int) -> Int? {
        condition.lock()
        defer { condition.unlock() }
        while nextIndex < count {
            let bytes = size(nextIndex)
            if inFlight == 0 || inFlight + bytes <= budget {
                inFlight += bytes
                nextIndex += 1
                return nextIndex - 1
            }
            condition.wait()
        }
        return nil
    }

    func done(size: Int) {
        condition.lock()
        inFlight -= size
        condition.broadcast()
        condition.unlock()
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
