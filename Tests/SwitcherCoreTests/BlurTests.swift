import SwitcherCore
import SwitcherTestSupport
import Testing

/// The separable Gaussian blur of a canvas, and article 001's blurred snapshot.
@Suite struct BlurTests {
    /// A card: a red title bar, rows of sensitive text, a blue footer.
    static let sample: Canvas = {
        var canvas = Canvas(width: 30, height: 22, filling: Cell(background: .white))
        canvas.fill(Rect(x: 0, y: 0, width: 30, height: 3), with: Cell(background: .systemRed))
        canvas.put("Medical ID", x: 10, y: 1, foreground: .white)
        for y in 5..<15 {
            canvas.put("Jane Appleseed 0+ 555-0132", x: 2, y: y, foreground: .black, sensitive: true)
        }
        canvas.fill(Rect(x: 0, y: 19, width: 30, height: 3), with: Cell(background: .systemBlue))
        return canvas
    }()

    @Test func noGlyphSurvives() {
        let blurred = Self.sample.gaussianBlurred(radius: 1)
        #expect(Self.sample.legibleSensitiveCells(.default) == 230)
        #expect(blurred.legibleSensitiveCells(.default) == 0)
        let glyphs = Set(blurred.cells.map(\.glyph))
        #expect(glyphs.isSubset(of: [" ", "░", "▒", "▓", "█"]))
        #expect(!blurred.lines.joined().contains { $0.isLetter || $0.isNumber })
    }

    @Test func coloursAndShapesStayRecognisable() {
        let blurred = Self.sample.gaussianBlurred(radius: 1)
        // The bands keep their colours away from their edges.
        #expect(blurred[15, 0].background == .systemRed)
        #expect(blurred[15, 21].background == .systemBlue)
        #expect(blurred[15, 10].background == .white)
        // Where the text was there is ink; the blank margin and rows stay clear.
        #expect(blurred[10, 10].glyph != " ")
        #expect(blurred[10, 17].glyph == " ")
        #expect(blurred[29, 10].glyph == " ")
        // The ink keeps the text's colour.
        #expect(blurred[10, 10].foreground == .black)
        // The title bar's white text blurs into a lighter patch inside the red band.
        #expect(blurred[14, 1].glyph != " ")
        #expect(blurred[14, 1].foreground == .white)
    }

    @Test func aZeroRadiusOnlyMapsToTheShadingRamp() {
        let sharp = Self.sample.gaussianBlurred(radius: 0)
        #expect(sharp.legibleSensitiveCells(.default) == 0)
        // Each letter becomes one cell of shade where it was: shapes exact, glyphs gone.
        #expect(sharp[2, 5].glyph == "▓")
        #expect(sharp[6, 5].glyph == " ")
    }

    @Test func aBiggerRadiusSpreadsFurther() {
        let weak = Self.sample.gaussianBlurred(radius: 0.5)
        let strong = Self.sample.gaussianBlurred(radius: 3)
        // Ink reaches a blank row next to the text only with the stronger blur.
        #expect(weak[10, 15].glyph == " ")
        #expect(strong[10, 15].glyph != " ")
    }

    @Test func kernelIsNormalised() {
        let blankBlurred = Canvas(width: 10, height: 5, filling: Cell(background: .gray)).gaussianBlurred(
            radius: 2)
        #expect(blankBlurred.cells.allSatisfy { $0.background == .gray && $0.glyph == " " })
    }

    // MARK: blurred-snapshot (001)

    @Test(arguments: iOSStyles) func blurredSnapshotLeavesNoLegibleCellsButTheLayout(_ style: LifecycleStyle)
    {
        let world = World.protected("blurred-snapshot", .iphone, style, catalog: ShippedAssets.catalog)
        _ = world.launched("Weather").launched("Medical ID")
        let scene = ShippedAssets.medicalID
        let live = world.liveImage(of: scene)!
        #expect(live.legibleSensitiveCells(.default) == 118)
        // Even the switcher opened from the app shows the blur (willResignActive).
        world.send(.switcherGesture(on: world.device))
        world.advance(0.35)
        let card = world.cardImage(of: scene)
        #expect(card.legibleSensitiveCells(.default) == 0)
        // No text of the record can be read in it...
        for word in ["Jane", "Appleseed", "Penicillin", "555", "Lisinopril"] {
            #expect(!card.lines.contains { $0.contains(word) })
        }
        // ...but the red title bar with its white text, and the light page, remain (a cell
        // right and a row down: the article's blur is not cropped, MODEL §63).
        #expect(card[16, 2].background.r > 200 && card[16, 2].background.g < 130)
        #expect(card[16, 2].foreground == .white)
        #expect(card[16, 11].background.luminance > 0.8)
        world.send(.select(SceneReference(scene)))
        #expect(world.measureCoverAfterReturn(of: scene) == .gone(after: .zero))
        #expect(world.liveImage(of: scene) == live)
    }

    /// `appSwitcherView` holds one view, and a second willResignActive would replace it and
    /// orphan the first; but UIKit resigns only an active scene, and didBecomeActive removes
    /// the view at once. A quick resign, become active, resign again leaves no blur behind.
    @Test func blurredSnapshotIsGoneAfterEachDidBecomeActive() {
        let world = World.protected("blurred-snapshot", .iphone).withSecretInFront()
        world.send(.faceID)
        world.advance(0.2)
        world.send(.dismiss)
        world.send(.pull(.controlCenter))
        world.advance(0.3)
        #expect(world.legibleLiveCells(of: world.secret) == 0)
        world.send(.dismiss)
        #expect(world.measureCoverAfterReturn(of: world.secret) == .gone(after: .zero))
        #expect(world.legibleLiveCells(of: world.secret) == TestApps.secretLegible)
    }

    @Test func blurredSnapshotWithTheBackgroundTriggerStaysOffControlCenter() {
        let world = World.protected("blurred-snapshot", .iphone, trigger: .background).withSecretInFront()
        world.send(.pull(.controlCenter))
        world.advance(0.5)
        #expect(!world.isCoverShown(on: world.secret))
        world.send(.dismiss)
        world.advance(1)
        world.send(.appSwitch(.right))
        world.advance(2)
        #expect(world.secretCard == 0)
    }
}
