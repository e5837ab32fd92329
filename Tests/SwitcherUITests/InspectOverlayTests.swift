import SwitcherCore
import SwitcherTestSupport
import Testing

@testable import SwitcherUI

/// `I` shows a stored snapshot 1:1 with its legible sensitive cells counted; any key closes it.
@Suite struct InspectOverlayTests {
    static let medicalID = SceneID(app: "Medical ID", index: 1)
    static let size = Size(width: 120, height: 40)

    /// Medical ID taken to the background (a snapshot is stored), then the switcher on it.
    static func switcherOnASnapshot() -> Lab {
        let lab = Fixtures.lab()
        lab.press(.character("h"))
        lab.run(2)
        lab.press(.character("h"), .character("h"))
        lab.run(1)
        return lab
    }

    @Test func onAFocusedCardItShowsTheStoredSnapshotOneToOneAndCounted() throws {
        let lab = Self.switcherOnASnapshot()
        #expect(lab.world.focusedCard == [Self.medicalID])
        let snapshot = try #require(lab.world.snapshot(of: Self.medicalID))
        let image = try #require(snapshot.image)
        #expect(!lab.text(Self.size).contains("Inspect"))
        lab.press(.character("I"))
        #expect(lab.keyContext == .inspect)
        let frame = lab.render(size: Self.size)
        let text = frame.plainText
        #expect(text.contains("─ Inspect "))
        #expect(text.contains("Medical ID snapshot at \(snapshot.time)"))
        #expect(text.contains("\(image.legibleSensitiveCells(.default)) legible sensitive cells"))
        // Every row of the snapshot, verbatim, one above the other.
        let lines = text.split(separator: "\n").map(String.init)
        let rows = image.lines
        // The image starts under the title, at its column (the last snapshot's panel may show
        // the same rows elsewhere).
        let title = "Medical ID snapshot at"
        let titleLine = try #require(lines.firstIndex { $0.contains(title) })
        let top = titleLine + 1
        let left = try #require(lines[titleLine].range(of: title)).lowerBound
        let column = lines[titleLine].distance(from: lines[titleLine].startIndex, to: left)
        for (y, row) in rows.enumerated() {
            let line = Array(lines[top + y])
            #expect(String(line[column..<(column + row.count)]) == row, "row \(y)")
        }
        // Its sensitive cells marked: as many marked cells as the snapshot has legible ones.
        let marked = (0..<image.height).flatMap { y in
            (0..<image.width).map { x in frame[column + x, top + y] }
        }.filter { $0.background == SnapshotPanel.leakCell }.count
        #expect(marked == image.legibleSensitiveCells(.default))
        // Each row's count beside it.
        let nameRow = try #require(rows.firstIndex { $0.contains("Jane Appleseed") })
        let nameCount = image.cells[(nameRow * image.width)..<((nameRow + 1) * image.width)].filter(
            \.sensitive
        ).count
        #expect(
            lines[top + nameRow].contains("Jane Appleseed") && lines[top + nameRow].contains(" \(nameCount) ")
        )
        #expect(text.split(separator: "\n").last?.contains("any key closes") == true)
    }

    /// An app of one's own: beside the snapshot, each field and how much of it shows.
    @Test func itNamesEachFieldAndHowMuchOfItShows() throws {
        let lab = Lab(Fixtures.configuration(app: "Vault"), catalog: VaultAssets.catalog)
        lab.press(.character("h"))
        lab.run(2)
        lab.press(.character("I"))
        let text = lab.text(Self.size)
        #expect(text.contains("Vault snapshot at"))
        #expect(text.contains("Fields"))
        #expect(text.contains("2FA code: 6 of 6 digits"))
        #expect(text.contains("recovery phrase: 12 of 12 words"))
        #expect(text.contains("75 legible sensitive cells"))
    }

    @Test func anyKeyClosesItAndDoesNothingElse() {
        let lab = Self.switcherOnASnapshot()
        lab.press(.character("I"))
        lab.press(.character("x"))
        #expect(lab.keyContext == .switcher)
        #expect(lab.world.focusedCard == [Self.medicalID])
        #expect(!lab.text(Self.size).contains("─ Inspect "))
    }

    /// Too short for the snapshot: blank rows go first, then rows of border only, and the
    /// overlay says how many; every row with text stays, verbatim.
    @Test func inASmallTerminalRowsWithoutTextGoAndItSaysSo() throws {
        let lab = Self.switcherOnASnapshot()
        let size = LabLayout.minimumSize(for: .iphoneHome)
        lab.press(.character("I"), size: size)
        let text = lab.text(size)
        let image = try #require(lab.world.snapshot(of: Self.medicalID)?.image)
        #expect(text.contains("\(image.legibleSensitiveCells(.default)) legible sensitive cells"))
        let inked = image.lines.filter { $0.contains { !$0.isWhitespace } }
        let hidden = image.height - inked.filter { text.contains($0) }.count - (image.height - inked.count)
        #expect(hidden > 0)
        let blank = image.height - inked.count
        #expect(text.contains("\(hidden + blank) rows hidden to fit"))
        for row in inked where row.contains(where: { $0.isLetter || $0.isNumber }) {
            #expect(text.contains(row), "\(row)")
        }
    }

    @Test func elsewhereItInspectsTheLatestSnapshotOrSaysThereIsNone() {
        let fresh = Fixtures.lab()
        fresh.press(.character("I"))
        #expect(fresh.keyContext == .app)
        #expect(fresh.message?.hasPrefix("nothing to inspect yet") == true)
        let lab = Fixtures.lab()
        lab.press(.character("h"))
        lab.run(2)
        lab.press(.character("I"))
        #expect(lab.keyContext == .inspect)
        #expect(lab.text(Self.size).contains("Medical ID snapshot at"))
    }

    @Test func theKeyIsInTheMapTheHelpAndTheSwitchersHints() {
        #expect(KeyMap.command(for: .character("I"), in: .switcher) == .inspect)
        #expect(
            KeyMap.hints(in: .switcher, device: .iphoneHome, lifecycle: .scene).items.contains {
                $0.label == "I"
            })
        let lab = Fixtures.lab()
        lab.press(.character("?"))
        #expect(lab.text(Self.size).contains("inspect a snapshot 1:1"))
    }
}
