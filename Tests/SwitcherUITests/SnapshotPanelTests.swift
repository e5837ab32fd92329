import SwitcherCore
import SwitcherTestSupport
import SwitcherUI
import Testing

@Suite struct SnapshotPanelTests {
    /// The last snapshot on its page of a small terminal: the panel is wider than the phone,
    /// so the snapshot shows 1:1, only its blank rows gone for want of height.
    @Test func theLastSnapshotShowsOneToOneWhenItsWidthFits() throws {
        let lab = Fixtures.lab()
        let size = LabLayout.minimumSize(for: .iphoneHome)
        lab.press(.character("h"), size: size)
        lab.run(2)
        lab.press(.character("p"), .character("p"), size: size)
        let frame = lab.text(size)
        let image = try #require(lab.world.latestSnapshot?.snapshot.image)
        let rows = image.lines.filter { !$0.allSatisfy { $0 == " " } }
        let frameLines = frame.split(separator: "\n").map(String.init)
        let shown = rows.filter { row in frameLines.contains { $0.contains(row) } }
        #expect(shown.count >= rows.count - 2, "rows missing: \(Set(rows).subtracting(shown))")
        #expect(frame.contains("14 March 1986"))
        // The count, and the fields that leak by name, the most legible first.
        #expect(frame.contains("\(image.legibleSensitiveCells(.default)) legible: "))
    }

    /// An app of one's own with two named fields: the panel names the one that leaks.
    @Test func thePanelNamesTheLeakingFieldsOfAnAppOfOnesOwn() throws {
        let lab = Lab(Fixtures.configuration(app: "Vault"), catalog: VaultAssets.catalog)
        lab.press(.character("h"))
        lab.run(2)
        let text = lab.text(Size(width: 120, height: 40))
        #expect(text.contains("75 legible: 2FA code, recovery phr…"))
    }
}
