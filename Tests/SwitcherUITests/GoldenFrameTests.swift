import Foundation
import SwitcherCore
import SwitcherTestSupport
import SwitcherUI
import Testing

/// The main screens as plain text, at 120×40 and at the minimum size, compared with the
/// files in `Golden/`. `UPDATE_GOLDEN=1 swift test` rewrites them; review the diff.
@Suite struct GoldenFrameTests {
    static let sizes = [Size(width: 120, height: 40), LabLayout.minimumSize(for: .iphoneHome)]

    /// Each screen, built on the virtual clock from a fresh lab.
    static let screens: [(name: String, make: @Sendable () -> Lab)] = [
        ("home", { Fixtures.lab(app: nil) }),
        ("app", { Fixtures.lab() }),
        (
            "switcher",
            {
                let lab = Fixtures.lab(app: nil)
                for app in ["Bank", "Messages", "Medical ID"] {
                    lab.update(.event(.launch(app)))
                    lab.run(1)
                    lab.update(.event(.home))
                    lab.run(1.5)
                }
                lab.update(.event(.launch("Medical ID")))
                lab.run(1)
                lab.press(.character("h"), .character("h"))
                lab.run(1)
                lab.press(.left)
                lab.run(1)
                return lab
            }
        ),
        (
            "control-center",
            {
                let lab = Fixtures.lab()
                lab.press(.character("c"))
                lab.run(1)
                return lab
            }
        ),
        (
            "lock",
            {
                let lab = Fixtures.lab()
                lab.press(.character("l"))
                lab.run(1)
                return lab
            }
        ),
        (
            "help",
            {
                let lab = Fixtures.lab()
                lab.press(.character("?"))
                return lab
            }
        ),
        (
            "code",
            {
                // color-overlay moved to the scene delegate, its code one page down.
                let lab = Fixtures.lab()
                lab.press(.character("s"), .character("s"), .character("H"), .character("C"), .pageDown)
                return lab
            }
        ),
        (
            "presenter",
            {
                let lab = Fixtures.lab()
                lab.press(.character("h"))
                lab.run(2)
                lab.update(.caption("Home: the snapshot keeps every field."))
                lab.press(.character("z"))
                return lab
            }
        ),
    ]

    static let folder = Repository.root.appendingPathComponent("Tests/SwitcherUITests/Golden")

    @Test(arguments: screens.map(\.name))
    func frameMatchesGolden(_ name: String) throws {
        let make = try #require(Self.screens.first { $0.name == name }).make
        for size in Self.sizes {
            let frame = make().text(size)
            let file = Self.folder.appendingPathComponent("\(name)-\(size.width)x\(size.height).txt")
            if ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] == "1" {
                try (frame + "\n").write(to: file, atomically: true, encoding: .utf8)
                continue
            }
            let expected = try String(contentsOf: file, encoding: .utf8)
            // Rows as `expectFrame` compares them; the file's final newline is no row.
            let rows = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            if let mismatch = FrameMismatch(
                got: frame.components(separatedBy: "\n"),
                expected: expected.hasSuffix("\n") ? rows.dropLast() : rows)
            {
                Issue.record("\(file.lastPathComponent) differs; UPDATE_GOLDEN=1 rewrites it\n\(mismatch)")
            } else if expected != frame + "\n" {
                Issue.record("\(file.lastPathComponent) differs in trailing blanks or its final newline")
            }
        }
    }
}

/// What a golden failure prints: the differing rows, numbered, expected above got.
@Suite struct FrameDifferenceTests {
    static let expected = """
        ┌────┐
        │Bank│
        │ 42 │
        └────┘
        """

    @Test func sameFramesHaveNoDifference() {
        #expect(FrameDifference(expected: Self.expected, got: Self.expected) == nil)
    }

    @Test func eachDifferingRowIsShownWithItsNumberAndFirstColumn() throws {
        let got = """
            ┌────┐
            │Bonk│
            │ 42 │
            └───-┘
            """
        let difference = try #require(FrameDifference(expected: Self.expected, got: got))
        #expect(
            difference.rows == [
                .init(number: 2, expected: "│Bank│", got: "│Bonk│", column: 3),
                .init(number: 4, expected: "└────┘", got: "└───-┘", column: 5),
            ])
        #expect(
            difference.description == """
                2 rows differ
                row 2, from column 3:
                  expected ││Bank││
                  got      ││Bonk││
                              ^
                row 4, from column 5:
                  expected │└────┘│
                  got      │└───-┘│
                                ^
                """)
    }

    @Test func missingRowsAndTrailingSpacesShow() throws {
        let difference = try #require(FrameDifference(expected: "ab\ncd \nef", got: "ab\ncd"))
        #expect(difference.rows.map(\.number) == [2, 3])
        #expect(
            difference.description == """
                2 rows differ (expected 3 rows, got 2)
                row 2, from column 3:
                  expected │cd │
                  got      │cd│
                              ^
                row 3, from column 1:
                  expected │ef│
                  got      (no row)
                            ^
                """)
    }

    @Test func aFinalNewlineIsNotARowButIsADifference() throws {
        let difference = try #require(FrameDifference(expected: "ab\n", got: "ab"))
        #expect(difference.rows.isEmpty)
        #expect(difference.description == "the frames differ only in their final newline")
    }

    @Test func manyRowsAreCountedBeyondTheFirstFew() throws {
        let expected = (1...20).map { "row \($0)" }.joined(separator: "\n")
        var difference = try #require(FrameDifference(expected: expected, got: expected.uppercased()))
        difference.shownRows = 2
        #expect(difference.rows.count == 20)
        #expect(difference.description.hasSuffix("\n… and 18 more"))
        #expect(difference.description.components(separatedBy: "from column").count == 3)
    }
}
