import SwitcherCore
import SwitcherTestSupport
import Testing

/// The corrected forms of article 001's blurred screenshot and of the splash overlay of
/// articles 003 and 004 (MODEL §63).
@Suite struct CorrectedFormTests {
    /// "Edge": sensitive text in every cell, the edges included.
    static let edge: AppAsset = {
        var screen = Canvas(width: 30, height: 22, filling: Cell(foreground: .black, background: .white))
        for y in 0..<screen.height {
            screen.put(
                String(repeating: "X", count: screen.width), x: 0, y: y, foreground: .black, sensitive: true)
        }
        return AppAsset(
            id: "edge", name: "Edge", icon: "E", accent: .systemBlue, background: .white, foreground: .black,
            screen: screen)
    }()
    static let catalog = AssetCatalog(
        apps: [edge, TestApps.notes], splash: Canvas(width: 30, height: 22, filling: Cell(background: .gray)))
    static let edgeScene = SceneID(app: "Edge", index: 1)

    /// The blurred screenshot in the card of the switcher opened from the app, and the app live.
    static func blurredCard(_ form: StrategyForm) -> (card: Canvas, live: Canvas) {
        let world = World.protected("blurred-snapshot", .iphone, form: form, catalog: catalog)
        _ = world.launched("Notes").launched("Edge")
        let live = world.liveImage(of: edgeScene)!
        world.send(.switcherGesture(on: world.device))
        world.advance(0.35)
        return (world.cardImage(of: edgeScene), live)
    }

    // MARK: blurred-snapshot

    /// The article's blur is not clamped: its output's extent grows past the screenshot's, a
    /// cell across and a row down at 4.5 pt, and fades to transparent there. The image view
    /// takes that size at the window's origin: the blur lies a cell right and a row down, and
    /// the live app shows through the fringe along the left and top edges.
    @Test func theArticlesBlurLeavesTheLiveAppInItsFringe() {
        #expect(Canvas.blurGrowth(radiusInPoints: 4.5) == Size(width: 1, height: 1))
        let (card, live) = Self.blurredCard(.article)
        var expected = live
        expected.draw(live.gaussianBlurred(radius: 1), x: 1, y: 1)
        let shiftedWithItsFringe = card == expected
        #expect(shiftedWithItsFringe)
        // The fringe's cells are the app's own, legible.
        let edges = live.legibleSensitivePositions(.default).filter { $0.x == 0 || $0.y == 0 }
        #expect(!edges.isEmpty)
        #expect(card.legibleSensitivePositions(.default) == edges)
        #expect(card[0, 5] == live[0, 5] && card[5, 0] == live[5, 0])
    }

    /// Corrected: clamped, cropped back to the screenshot and laid over the window's bounds.
    @Test func theCorrectedBlurCoversEveryCell() {
        let (card, live) = Self.blurredCard(.corrected)
        let blurredInPlace = card == live.gaussianBlurred(radius: 1)
        #expect(blurredInPlace)
        #expect(card.legibleSensitiveCells(.default) == 0)
    }

    @Test func theCorrectedFormIsAnOptionOfBoth() {
        for id in ["blurred-snapshot", "image-overlay"] {
            #expect(Strategies.info(id)?.options.contains(.form) == true)
        }
    }

    // MARK: image-overlay

    /// The article's `Default-Landscape` is a launch image file, which an app made today does
    /// not have: the hiding view has no picture, shows nothing, and is no cover.
    @Test(arguments: iOSStyles) func theArticlesLaunchImageIsNotFoundAndCoversNothing(_ style: LifecycleStyle)
    {
        let world = World.protected("image-overlay", .iphone, style).withSecretInFront()
        world.send(.home)
        world.advance(2)
        #expect(world.secretCard == TestApps.secretLegible)
        world.send(.launch("Secret"))
        world.advance(0.1)
        let view = world.windowScene(world.secret)?.keyWindow?.viewWithTag(42) as? UIImageView
        #expect(view != nil && view?.image == nil)
        #expect(!world.isCoverShown(on: world.secret))
    }

    /// Corrected: an image of the app's asset catalog, which the lab's apps have.
    @Test(arguments: iOSStyles) func theCorrectedImageIsTheAppsOwnAndCovers(_ style: LifecycleStyle) {
        let world = World.protected("image-overlay", .iphone, style, form: .corrected).withSecretInFront()
        world.send(.home)
        world.advance(2)
        #expect(world.secretCard == 0)
        #expect(world.application(named: "Secret")?.bundleImages["PrivacyCover"] != nil)
        #expect(world.application(named: "Secret")?.bundleImages["Default-Landscape"] == nil)
    }
}
