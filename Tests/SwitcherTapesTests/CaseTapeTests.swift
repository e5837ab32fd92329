import Foundation
import SwitcherCore
import SwitcherTapes
import SwitcherTestSupport
import Testing

/// The case files in `Tapes/cases/`: each replays a bug reported in public (docs/CASES.md).
@Suite struct CaseTapeTests {
    static let folder = Repository.tapes.appendingPathComponent("cases", isDirectory: true)

    static let names = contents(of: folder).filter { $0.hasSuffix(".tape") }

    /// A report's address: `https://github.com/OWNER/REPO/issues/N` or `/pull/N`.
    static var reportAddress: Regex<(Substring, Substring)> {
        /https:\/\/github\.com\/[A-Za-z0-9._-]+\/[A-Za-z0-9._-]+\/(issues|pull)\/[0-9]+/
    }

    /// The comment lines before the first setting or step.
    static func header(of text: String) -> [Substring] {
        Array(
            text.split(separator: "\n", omittingEmptySubsequences: false)
                .prefix { $0.hasPrefix("#") || $0.trimmingCharacters(in: .whitespaces).isEmpty })
    }

    @Test func atLeastEightCasesFromSixProjects() throws {
        #expect(Self.names.count >= 8)
        var projects: Set<String> = []
        for name in Self.names {
            let text = try String(contentsOf: Self.folder.appendingPathComponent(name), encoding: .utf8)
            if let match = text.firstMatch(of: Self.reportAddress) {
                projects.insert(match.0.split(separator: "/").dropFirst(2).prefix(2).joined(separator: "/"))
            }
        }
        #expect(projects.count >= 6, "\(projects.sorted())")
    }

    /// Every case names its report in its header, checks something, and passes `check`.
    @Test(arguments: names)
    func passesCheck(_ name: String) throws {
        let url = Self.folder.appendingPathComponent(name)
        let text = try String(contentsOf: url, encoding: .utf8)
        let header = Self.header(of: text)
        #expect(header.contains { $0.contains(Self.reportAddress) }, "\(name) names no report in its header")
        let tape = try TapeParser(catalog: ShippedAssets.catalog).parse(
            contentsOf: url, file: "Tapes/cases/\(name)")
        #expect(tape.expectationCount >= 1)
        let player = try tape.run(catalog: ShippedAssets.catalog)
        try player.play(size: player.frameSize, frameRate: tape.settings.frameRate) { _, _ in }
        #expect(player.results.count == DemoTapeTests.checks(in: tape))
        #expect(player.failures.map(\.description) == [])
    }

    /// docs/CASES.md lists every case tape, and only those.
    @Test func theDocsListEveryCase() throws {
        let page = try String(
            contentsOf: Repository.root.appendingPathComponent("docs/CASES.md"), encoding: .utf8)
        let listed = Set(
            page.matches(of: /^\| `([a-z0-9-]+\.tape)`/.anchorsMatchLineEndings()).map { String($0.1) })
        #expect(listed == Set(Self.names))
    }
}
