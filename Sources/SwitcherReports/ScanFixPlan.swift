import SwitcherCode
import SwitcherCore
import SwitcherScan

/// `scan --fix` as a whole. First the app's own code mended in place (`ScanFix`); then the
/// scan run again on the files as the diff leaves them; where an app still leaks (or some of its
/// cards are not assessed), recommend's
/// configuration added to the files and host it has (its scene or app delegate, its
/// Activity's `onCreate`), merged into the methods it already has; then the scan run once
/// more, and what it finds said. The diff is that of the files as first read and as left.
public enum ScanFixPlan {
    /// The diff and the sentences to print beside it. `rescan` scans the directory again with
    /// the files it is given, by path, read in place of (or beside) those on disk; it need not
    /// rank configurations (the first scan's ranking is used).
    public static func run(
        _ reports: [AppReport], sources: SourceLines, rescan: ([String: String]) throws -> [AppReport]
    ) rethrows -> (diff: String, notes: [String]) {
        let (mends, mendNotes) = ScanFix.mends(reports, sources: sources)
        var notes = mendNotes
        var texts: [String: [String]] = [:]
        for (path, edits) in mends.sorted(by: { $0.key < $1.key }) {
            guard let lines = sources.lines(of: path) else { continue }
            if let reason = unchangeable(lines) {
                notes.append("\(path): \(reason): not changed")
                continue
            }
            texts[path] = edits.apply(to: lines)
        }
        var after = mends.isEmpty ? reports : try rescan(joined(texts))
        // The files an addition changed: their diff is of the whole text, not of the mends.
        var added: Set<String> = []
        for report in after where report.leaksAnywhere && report.app.isLibrary {
            notes.append(
                "\(report.app.name): a library, which the fix adds no code to: its host app's protection is what"
                    + " counts")
        }
        // An app whose cards are not assessed (code not followed runs before cards its own
        // covers leave legible) gets recommend's choice too: it covers them whatever that code
        // does.
        for report in after where (report.leaksAnywhere || report.notAssessed) && !report.app.isLibrary {
            // The ranking is the first scan's: the rescan does not rank again.
            let ranking = reports.first { $0.app.root == report.app.root && $0.app.name == report.app.name }?
                .recommendation
            added.formUnion(
                ScanFixAddition.add(report, ranking: ranking, sources: sources, texts: &texts, notes: &notes))
        }
        if !added.isEmpty { after = try rescan(joined(texts)) }
        if let note = targetNote(texts, sources: sources) { notes.append(note) }
        // What the scan finds now, of each app that leaked or had cards not assessed.
        let failing = Set(
            reports.filter { $0.leaksAnywhere || $0.notAssessed }.map { "\($0.app.root) \($0.app.name)" })
        if !texts.isEmpty {
            for report in after where failing.contains("\(report.app.root) \(report.app.name)") {
                notes.append(verdict(report))
            }
        }
        return (diff(texts, mends: mends.filter { !added.contains($0.key) }, sources: sources), notes)
    }

    /// What a scan of the files the diff leaves finds, in a sentence.
    static func verdict(_ report: AppReport) -> String {
        let name = report.app.name
        if report.leaksAnywhere {
            let runs = report.leaks.map { "\($0.event) on \($0.device)" }
            return "\(name): after this diff the scan still finds leaks in \(runs.count) run"
                + "\(runs.count == 1 ? "" : "s"): " + runs.prefix(4).joined(separator: ", ")
                + (runs.count > 4 ? ", …" : "")
        }
        if report.notAssessed {
            return "\(name): after this diff no card leaks, but \(report.unknown.count) run"
                + "\(report.unknown.count == 1 ? " is" : "s are") not assessed"
        }
        return "\(name): after this diff the scan finds no card leaking"
    }

    /// The new Swift and Objective-C files, where a project lists its files one by one (no
    /// folder Xcode keeps in sync, `PBXFileSystemSynchronizedRootGroup`): `git apply` makes them,
    /// Xcode builds them only once they are added to the app's target.
    static func targetNote(_ texts: [String: [String]], sources: SourceLines) -> String? {
        let made = texts.keys.filter { path in
            sources.lines(of: path) == nil && [".swift", ".m", ".h"].contains { path.hasSuffix($0) }
        }.sorted()
        let projects = sources.paths.filter { $0.hasSuffix(".pbxproj") }.compactMap { sources.lines(of: $0) }
        guard !made.isEmpty, !projects.isEmpty,
            !projects.contains(where: { $0.contains { $0.contains("PBXFileSystemSynchronizedRootGroup") } })
        else { return nil }
        return "\(made.joined(separator: ", ")): new file\(made.count == 1 ? "" : "s"): add"
            + " \(made.count == 1 ? "it" : "them") to the app's target in Xcode (the project lists its files one by one)"
    }

    /// Why a file's lines cannot be changed by a line-wise diff that `git apply` takes; nil
    /// when they can.
    static func unchangeable(_ lines: [String]) -> String? {
        if lines.contains(where: { $0.unicodeScalars.contains("\r") }) {
            return "CRLF line breaks (the diff would not apply)"
        }
        if lines.last != "" { return "no line break at its end (add one, then run --fix again)" }
        return nil
    }

    static func joined(_ texts: [String: [String]]) -> [String: String] {
        texts.mapValues { $0.joined(separator: "\n") }
    }

    /// The unified diff of every file changed or made, by path: a file only mended (in
    /// `mends`), by its mends' own edits (a moved line shows as moved); any other, by what
    /// differs.
    static func diff(_ texts: [String: [String]], mends: [String: LineEdits], sources: SourceLines) -> String
    {
        var out = ""
        for path in texts.keys.sorted() {
            guard var new = texts[path] else { continue }
            guard var old = sources.lines(of: path) else {
                if new.last == "" { new.removeLast() }
                out += LineEdits.newFile(path: path, lines: new)
                continue
            }
            // Mends and additions never touch a file a line-wise diff cannot state exactly.
            guard unchangeable(old) == nil else { continue }
            // A final line break is no line of its own.
            old.removeLast()
            if new.last == "" { new.removeLast() }
            if let edits = mends[path] {
                out += edits.diff(path: path, lines: old)
                continue
            }
            out += LineEdits.between(old, new).diff(path: path, lines: old)
        }
        return out
    }
}
