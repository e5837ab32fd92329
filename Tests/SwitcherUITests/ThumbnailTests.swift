import SwitcherCore
import SwitcherTestSupport
import SwitcherUI
import Testing

@Suite struct ThumbnailTests {
    @Test func areaSamplingAveragesBackgroundsAndKeepsTheDominantGlyph() {
        var source = Canvas(width: 4, height: 2)
        source[0, 0] = Cell("A", background: RGB(200, 0, 0), sensitive: true)
        source[1, 0] = Cell(" ", background: RGB(0, 0, 200))
        source[0, 1] = Cell(" ", background: RGB(200, 0, 0))
        source[1, 1] = Cell(" ", background: RGB(0, 0, 200))
        let half = source.scaled(to: Size(width: 2, height: 1))
        #expect(half[0, 0].background == RGB(100, 0, 100))
        // Ties go to the first cell: "A", sensitive, stays legible and countable.
        #expect(half[0, 0].glyph == "A")
        #expect(half.legibleSensitiveCells == 1)
    }

    @Test func scalingToTheSameSizeIsTheIdentity() {
        let image = ShippedAssets.catalog.app(named: "Medical ID")!.screen
        #expect(image.scaled(to: Size(width: image.width, height: image.height)) == image)
    }

    @Test func aCoveredScreenScalesToNothingLegible() {
        let white = Canvas(width: 30, height: 22, filling: Cell(background: .white))
        #expect(white.scaled(to: Size(width: 24, height: 15)).legibleSensitiveCells == 0)
        let image = ShippedAssets.catalog.app(named: "Medical ID")!.screen
        let card = image.scaled(to: Size(width: 24, height: 15))
        #expect(card.legibleSensitiveCells > 0)
        #expect(card.legibleSensitiveCells < image.legibleSensitiveCells)
    }
}
