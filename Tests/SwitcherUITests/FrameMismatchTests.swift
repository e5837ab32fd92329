import SwitcherCore
import SwitcherTestSupport
import SwitcherUI
import Testing

/// The frame assertion (`FrameMismatch`, `expectFrame`): what a failed comparison prints.
@Suite struct FrameMismatchTests {
    static let box = ["┌────┐", "│Bank│", "│ 42 │", "└────┘"]

    @Test func aFrameThatShowsTheRowsHasNoMismatch() {
        #expect(FrameMismatch(Canvas(lines: Self.box), Self.box) == nil)
        #expect(FrameMismatch.message(Canvas(lines: Self.box), Self.box) == nil)
        // Trailing blanks do not count: a canvas is as wide as it is.
        #expect(FrameMismatch(Canvas(width: 8, height: 1), [""]) == nil)
        expectFrame(Canvas(lines: ["ab", "c"]), ["ab", "c "])
    }

    @Test func theMessageShowsExpectedAndGotWithTheDifferingRowsMarked() throws {
        let got = Canvas(lines: ["┌────┐", "│Bonk│", "│ 42 │", "└───-┘"])
        let mismatch = try #require(FrameMismatch(got, Self.box))
        #expect(mismatch.rows == [2, 4])
        #expect(
            mismatch.description == """
                the frame differs from the expected rows in rows 2, 4
                expected (4 rows):
                  1 │┌────┐│
                > 2 ││Bank││
                  3 ││ 42 ││
                > 4 │└────┘│
                got (4 rows):
                  1 │┌────┐│
                > 2 ││Bonk││
                  3 ││ 42 ││
                > 4 │└───-┘│
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

    @Test func aMissingRowIsADifferingRow() throws {
        let mismatch = try #require(FrameMismatch(Canvas(lines: ["a"]), ["a", "b"]))
        #expect(mismatch.rows == [2])
        #expect(mismatch.description.hasPrefix("the frame differs from the expected rows in row 2\n"))
        #expect(mismatch.description.contains("2 rows, got 1"))
    }

    /// The in-memory sink keeps every frame the presenter gives it, and the end.
    @Test func keptFramesKeepWhatThePresenterShows() {
        let sink = KeptFrames()
        let presenter = FramePresenter(sinks: [sink])
        presenter.present(Canvas(lines: ["ab"]), at: .zero)
        presenter.present(Canvas(lines: ["aX"]), at: .zero + .milliseconds(40))
        presenter.end(at: .zero + .milliseconds(80))
        #expect(sink.frames.map(\.lines) == [["ab"], ["aX"]])
        #expect(sink.ends == [.zero + .milliseconds(80)])
        expectFrame(sink.last ?? Canvas(width: 0, height: 0), ["aX"])
    }
}
