import Foundation
import Testing

/// Every relative link in the README and the docs leads somewhere: the file exists, and a
/// `#fragment` names a heading of the page it points to (as GitHub makes anchors).
@Suite struct DocLinkTests {
    static let root = PortabilityTests.root

    static func pages() throws -> [URL] {
        let top = ["README.md", "CONTRIBUTING.md", "BENCHMARKS.md"].map { root.appendingPathComponent($0) }
        let docs = try FileManager.default.contentsOfDirectory(
            at: root.appendingPathComponent("docs"), includingPropertiesForKeys: nil
        ).filter { $0.pathExtension == "md" }
        return (top + docs).filter { FileManager.default.fileExists(atPath: $0.path) }
    }

    /// GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens.
    static func anchor(_ heading: String) -> String {
        String(
            heading.lowercased().compactMap { character -> Character? in
                if character == " " { return "-" }
                if character.isLetter || character.isNumber || character == "-" || character == "_" {
                    return character
                }
                return nil
            })
    }

    static func anchors(of page: URL) throws -> Set<String> {
        let text = try String(contentsOf: page, encoding: .utf8)
        var inCode = false
        var found: Set<String> = []
        for line in text.split(separator: "\n") {
            if line.hasPrefix("```") { inCode.toggle() }
            guard !inCode, line.hasPrefix("#") else { continue }
            found.insert(anchor(line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)))
        }
        return found
    }

    @Test func everyRelativeLinkResolves() throws {
        var broken: [String] = []
        for page in try Self.pages() {
            let text = try String(contentsOf: page, encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                for match in line.matches(of: /\]\(([^)\s]+)\)/) {
                    let target = String(match.1)
                    guard !target.contains("://"), !target.hasPrefix("mailto:") else { continue }
                    let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
                    let file =
                        parts[0].isEmpty
                        ? page : page.deletingLastPathComponent().appendingPathComponent(String(parts[0]))
                    let place = "\(page.lastPathComponent):\(number + 1): \(target)"
                    guard FileManager.default.fileExists(atPath: file.path) else {
                        broken.append("\(place): no such file")
                        continue
                    }
                    if parts.count == 2, file.pathExtension == "md",
                        !(try Self.anchors(of: file)).contains(String(parts[1]))
                    {
                        broken.append("\(place): no such heading")
                    }
                }
            }
        }
        #expect(broken == [], "\(broken.joined(separator: "\n"))")
    }

    @Test func anchorsAreGitHubs() {
        #expect(Self.anchor("Animated SVG") == "animated-svg")
        #expect(Self.anchor("2. Tests") == "2-tests")
        #expect(Self.anchor("The timeline, headless") == "the-timeline-headless")
    }
}
