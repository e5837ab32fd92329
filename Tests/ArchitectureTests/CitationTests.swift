import Foundation
import SwitcherTestSupport
import Testing

/// Every citation in the code and docs names a section the repository holds, so that a
/// reader who follows one finds it (ARCHITECTURE §12).
@Suite struct CitationTests {
    /// The folders whose files are read, besides the top-level Markdown files.
    static let folders = ["Sources", "Tests", "scripts", "Benchmarks", "docs", "Tapes", "Assets"]

    /// The documents cited by section number, by the word citations use.
    static let documents = [
        "ARCHITECTURE": "docs/ARCHITECTURE.md", "MODEL": "docs/MODEL.md", "TAPES": "docs/TAPES.md",
    ]

    // The patterns are put together from pieces so that this file does not match them itself.

    /// A design document the repository does not hold.
    static let missingDocument = "DESIGN" + " \u{A7}"

    /// A file name of the stored copies of the source articles: they are cited by title.
    static var articleCopyName: Regex<AnyRegexOutput> {
        try! Regex("[0-9]{3}" + "_" + "[0-9a-f]{16}")
    }

    /// `MODEL §19`, or a range such as `MODEL §1–10`.
    static var sectionCitation: Regex<AnyRegexOutput> {
        try! Regex(#"\b(ARCHITECTURE|MODEL|TAPES) \#u{A7}([0-9]+)(?:[–-]([0-9]+))?"#)
    }

    /// A numbered Markdown heading: `## 3. Fences`, `### 19. What "legible" counts`.
    static var numberedHeading: Regex<AnyRegexOutput> { try! Regex(#"^#{1,6}[ \t]+([0-9]+)\.[ \t]"#) }

    /// The numbers of the numbered headings of a Markdown text, outside code blocks.
    static func sections(of markdown: String) -> Set<Int> {
        var numbers: Set<Int> = []
        var inCode = false
        let heading = numberedHeading
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") {
                inCode.toggle()
                continue
            }
            guard !inCode, let match = line.firstMatch(of: heading),
                let number = match.output[1].substring.flatMap({ Int($0) })
            else { continue }
            numbers.insert(number)
        }
        return numbers
    }

    /// Each line of `text` that breaks a rule, as `path:line: text`. `sections` holds the
    /// section numbers of each cited document (a document that is missing has none).
    static func problems(in text: String, path: String, sections: [String: Set<Int>]) -> [String] {
        let (copyName, citation) = (articleCopyName, sectionCitation)
        var found: [String] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            // The cheap tests first: a regular expression over every line of an SVG is slow.
            var broken = line.contains(missingDocument) || (line.contains("_") && line.contains(copyName))
            let matches = line.contains("\u{A7}") ? line.matches(of: citation) : []
            for match in matches where !broken {
                let document = match.output[1].substring.map(String.init) ?? ""
                let numbers = [match.output[2].substring, match.output[3].substring].compactMap {
                    $0.flatMap { Int($0) }
                }
                let known = sections[document] ?? []
                broken = numbers.contains { !known.contains($0) }
            }
            if broken {
                let shown = line.trimmingCharacters(in: .whitespaces)
                found.append("\(path):\(index + 1): \(shown.prefix(200))")
            }
        }
        return found
    }

    /// The files to read, relative to the repository: those git tracks (or would, new ones
    /// included) under `folders`, and the top-level Markdown files. Without git, every file
    /// there that is not hidden.
    static func files() throws -> [String] {
        let root = Repository.root
        let listed = try? Subprocess.run(
            "/usr/bin/env", ["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"], in: root)
        let all: [String]
        if let listed, listed.status == 0 {
            all = listed.output.split(separator: "\0").map(String.init)
        } else {
            all = try walk(root)
        }
        return Set(all).filter { path in
            let parts = path.split(separator: "/")
            return parts.count == 1 ? path.hasSuffix(".md") : folders.contains(String(parts[0]))
        }.sorted()
    }

    private static func walk(_ root: URL) throws -> [String] {
        let manager = FileManager.default
        var paths = try manager.contentsOfDirectory(atPath: root.path).filter { $0.hasSuffix(".md") }
        for folder in folders {
            let base = root.appendingPathComponent(folder)
            guard
                let walker = manager.enumerator(
                    at: base, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
            else { continue }
            for case let url as URL in walker {
                paths.append(url.path.replacingOccurrences(of: root.path + "/", with: ""))
            }
        }
        return paths
    }

    /// The text of a file, or nil when it is not UTF-8 text (an image, a directory).
    static func text(of path: String) -> String? {
        guard
            let data = FileManager.default.contents(
                atPath: Repository.root.appendingPathComponent(path).path),
            !data.contains(0)
        else { return nil }
        return String(data: data, encoding: .utf8)
    }

    static func documentSections() -> [String: Set<Int>] {
        documents.mapValues { path in text(of: path).map(sections(of:)) ?? [] }
    }

    @Test func everyCitedDocumentHasNumberedSections() {
        for (name, path) in Self.documents {
            #expect(!(Self.text(of: path).map(Self.sections(of:)) ?? []).isEmpty, "\(name): \(path)")
        }
    }

    @Test func everyCitationResolves() throws {
        let files = try Self.files()
        #expect(files.contains("docs/ARCHITECTURE.md"))
        #expect(files.contains { $0.hasPrefix("Sources/") })
        let sections = Self.documentSections()
        var problems: [String] = []
        for path in files {
            guard let text = Self.text(of: path) else { continue }
            problems += Self.problems(in: text, path: path, sections: sections)
        }
        let report = (["broken citations:"] + problems).joined(separator: "\n")
        #expect(problems.isEmpty, "\(report)")
    }

    /// The checks see a broken citation when there is one.
    @Test func checksDetectBrokenCitations() {
        let sections: [String: Set<Int>] = ["ARCHITECTURE": [1, 2, 3], "MODEL": Set(1...39), "TAPES": [4]]
        let section = "\u{A7}"
        let good = [
            "/// The fences (ARCHITECTURE \(section)3).", "MODEL \(section)1–10", "see TAPES \(section)4",
            "Apple, Technical Q&A QA1838", "the design (\(section)8)",
        ]
        for line in good {
            #expect(Self.problems(in: line, path: "a", sections: sections) == [], "\(line)")
        }
        let copy = "00" + "4_" + String(repeating: "c", count: 16) + ".txt"
        let bad = [
            "/// The fences (" + "DESIGN" + " \(section)1).", "Source: seed `\(copy)`.",
            "ARCHITECTURE \(section)4", "MODEL \(section)38–40", "TAPES \(section)12",
        ]
        for line in bad {
            let found = Self.problems(in: "ok\n" + line, path: "f.swift", sections: sections)
            #expect(found == ["f.swift:2: \(line)"])
        }
        #expect(
            Self.problems(in: "MODEL \(section)3", path: "x", sections: [:]) == ["x:1: MODEL \(section)3"])
        #expect(Self.sections(of: "# T\n## 1. A\n```\n## 2. B\n```\n### 30. C\n## 4 D\n") == [1, 30])
    }
}
