import Testing

@testable import SwitcherCore

@Suite struct CellDiffTests {
    @Test func withoutAPreviousFrameEveryRowIsOneRun() {
        let frame = Canvas(lines: ["abc", "def"])
        #expect(
            changedRuns(old: nil, new: frame) == [
                CellRun(y: 0, columns: 0..<3), CellRun(y: 1, columns: 0..<3),
            ])
    }

    @Test func identicalFramesHaveNoRuns() {
        let frame = Canvas(lines: ["abc", "def"])
        #expect(changedRuns(old: frame, new: frame).isEmpty)
    }

    @Test func changedCellsGroupIntoRunsAlongEachRow() {
        let old = Canvas(lines: ["abcdef", "ghijkl", "mnopqr"])
        let new = Canvas(lines: ["aXXdeY", "ghijkl", "Znopqr"])
        #expect(
            changedRuns(old: old, new: new) == [
                CellRun(y: 0, columns: 1..<3), CellRun(y: 0, columns: 5..<6),
                CellRun(y: 2, columns: 0..<1),
            ])
    }

    @Test func colourAndAttributeChangesCount() {
        let old = Canvas(lines: ["ab"])
        var recoloured = old
        recoloured[0, 0].foreground = .systemRed
        recoloured[1, 0].attributes = .bold
        #expect(changedRuns(old: old, new: recoloured) == [CellRun(y: 0, columns: 0..<2)])
        var background = old
        background[1, 0].background = .systemBlue
        #expect(changedRuns(old: old, new: background) == [CellRun(y: 0, columns: 1..<2)])
    }

    @Test func theSensitiveMarkAloneIsInvisible() {
        let old = Canvas(lines: ["ab"])
        var marked = old
        marked[0, 0].sensitive = true
        #expect(changedRuns(old: old, new: marked).isEmpty)
    }

    @Test func aSizeChangeRepaintsEverything() {
        let old = Canvas(lines: ["ab", "cd"])
        let new = Canvas(lines: ["ab ", "cd "])
        #expect(changedRuns(old: old, new: new).count == 2)
        #expect(changedRuns(old: old, new: Canvas(width: 0, height: 3)).isEmpty)
    }
}
