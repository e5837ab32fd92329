import SwitcherCore
import SwitcherTestSupport
import SwitcherUI
import Testing

@Suite struct ThumbnailTests {
    @Test func shrinkingDropsBlankRowsAndColumnsAndKeepsCellsAsTheyAre() {
        var source = Canvas(width: 4, height: 3)
        source[0, 0] = Cell("A", background: RGB(200, 0, 0), sensitive: true)
        source[2, 0] = Cell("B", background: RGB(0, 0, 200))
        let half = source.scaled(to: Size(width: 2, height: 1))
        // Never "AB": the two words keep their gap, and one goes whole rather than in part.
        expectFrame(half, ["A "])
        #expect(half.width == 2 && half[1, 0].glyph == " ")
        #expect(half[0, 0] == source[0, 0])
        #expect(half.legibleSensitiveCells(.default) == 1)
        // Two words and one blank between: the narrower card keeps the gap and ends the word.
        expectFrame(source.scaled(to: Size(width: 3, height: 1)), ["A B"])
    }

    @Test func scalingToTheSameSizeIsTheIdentity() {
        let image = ShippedAssets.catalog.app(named: "Medical ID")!.screen
        #expect(image.scaled(to: Size(width: image.width, height: image.height)) == image)
    }

    @Test func aCoveredScreenScalesToNothingLegible() {
        let white = Canvas(width: 30, height: 22, filling: Cell(background: .white))
        #expect(white.scaled(to: Size(width: 24, height: 15)).legibleSensitiveCells(.default) == 0)
        let image = ShippedAssets.catalog.app(named: "Medical ID")!.screen
        let card = image.scaled(to: Size(width: 24, height: 15))
        #expect(card.legibleSensitiveCells(.default) > 0)
        #expect(card.legibleSensitiveCells(.default) < image.legibleSensitiveCells(.default))
    }
}
