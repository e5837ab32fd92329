import SwitcherCore
import SwitcherTestSupport
import Testing

/// `present(_:animated:)` as UIKit does it since iOS 13: with no style, a page sheet; from a
/// controller that already presents, a console warning and nothing else.
@Suite struct PresentationTests {
    /// An app whose only sensitive row is the one a page sheet leaves showing on an iPhone.
    static let top = TestApps.app(id: "top", name: "Top", icon: "T", sensitiveRows: 1..<2)
    static let catalog = AssetCatalog(
        apps: [TestApps.secret, TestApps.notes, top], splash: Canvas(width: 30, height: 22))

    /// A world running QA1838's cover in the app delegate (`app` lifecycle), `app` in front.
    static func world(
        _ device: DeviceKind, _ presentation: ModalPresentation, id: String = "modal-cover",
        ios: IOSVersion = IOSVersion(17)!
    ) -> World {
        World.protected(id, device, .app, host: .appDelegate, ios: ios, catalog: catalog)
            .withPresentation(presentation, id: id)
    }

    static func snapshotAfterHome(_ world: World, _ app: String) -> Canvas {
        _ = world.launched("Notes").launched(app)
        world.send(.home)
        world.advance(2)
        return world.snapshot(of: SceneID(app: app, index: 1))!.image!
    }

    @Test func automaticIsAPageSheetOnAnIPhone() {
        let sheet = Self.snapshotAfterHome(Self.world(.iphone, .automatic), "Top")
        // The app shows, dimmed but legible, above the card's top edge, where its only
        // sensitive row is; the sheet covers the rest.
        let bare = Self.snapshotAfterHome(Self.world(.iphone, .automatic, id: "none"), "Top")
        #expect(sheet.legibleSensitiveCells(.default) > 0)
        #expect(sheet.legibleSensitiveCells(.default) == bare.legibleSensitiveCells(.default))
        #expect(sheet.lines[1].contains("XXX"))
        #expect(sheet[5, 1].background != Self.top.background)
        #expect((2..<22).allSatisfy { y in (0..<30).allSatisfy { sheet[$0, y].background == .black } })
        let full = Self.snapshotAfterHome(Self.world(.iphone, .fullScreen), "Top")
        #expect(full.legibleSensitiveCells(.default) == 0)
        #expect(full.cells.allSatisfy { $0.background == .black })
    }

    @Test func automaticIsACentredSheetOnAnIPad() {
        let sheet = Self.snapshotAfterHome(Self.world(.ipad, .automatic), "Secret")
        // iOS 17's page sheet: two thirds of the width.
        // Margins either side, dimmed but drawn; the sheet in the middle two thirds.
        #expect(sheet.width == 61)
        // The dimming is a translucent black layer: every cell of each margin shows through it.
        #expect((50..<61).allSatisfy { sheet[$0, 10].background != .black })
        #expect((0..<10).allSatisfy { sheet[$0, 10].background != .black })
        #expect((10..<50).allSatisfy { sheet[$0, 10].background == .black })
        let full = Self.snapshotAfterHome(Self.world(.ipad, .fullScreen), "Secret")
        #expect(full.cells.allSatisfy { $0.background == .black })
    }

    /// While the root view controller presents an alert, QA1838's present does nothing but
    /// log UIKit's warning: the snapshot shows the app under its alert.
    @Test func presentingWhileAnAlertIsUpFailsWithAWarning() {
        let world = Self.world(.iphone, .fullScreen)
        _ = world.launched("Notes").launched("Secret")
        #expect(world.send(.alert("Secret")) == .done)
        world.advance(1)
        world.send(.home)
        world.advance(2)
        let snapshot = world.snapshot(of: world.secret)!.image!
        #expect(snapshot.legibleSensitiveCells(.default) > 0)
        #expect(
            snapshot.lines.contains { $0.contains("Session expires soon.") },
            "\(snapshot.lines.joined(separator: "\n"))")
        let warnings = world.log.entries.filter {
            if case .console = $0.kind { $0.scene != nil } else { false }
        }
        #expect(warnings.count == 1)
        #expect(
            warnings.first?.text
                == "console: Attempt to present <UIViewController> on <MockAppViewController> which is already presenting <UIAlertController>"
        )
        #expect(warnings.first?.scene == world.secret)
    }

    @Test func theAppsAlertIsDismissedByItsButton() {
        let world = World.test(.iphone).launched("Secret")
        world.send(.alert("Secret"))
        world.advance(1)
        #expect(world.liveImage(of: world.secret)!.lines.contains { $0.contains("OK") })
        #expect(world.send(.alert("Secret")) == .ignored("Secret already presents something"))
        #expect(world.send(.dismiss) == .done)
        world.advance(1)
        #expect(!world.liveImage(of: world.secret)!.lines.contains { $0.contains("Session expires") })
        #expect(world.send(.dismiss) == .ignored("nothing to dismiss"))
    }

    /// A PIN screen presented as a sheet is swiped away: the app, unlocked, without its PIN.
    @Test func aSheetSwipedDownBypassesThePIN() {
        for presentation in ModalPresentation.allCases {
            let world = World.protected("lock-screen", .iphone, .scene).withPresentation(
                presentation, id: "lock-screen"
            )
            .withSecretInFront()
            world.send(.home)
            world.advance(2)
            world.send(.launch("Secret"))
            world.advance(1)
            #expect(world.legibleLiveCells(of: world.secret) == 0)
            let outcome = world.send(.swipeDown)
            world.advance(1)
            if presentation == .automatic {
                #expect(outcome == .done)
                #expect(world.legibleLiveCells(of: world.secret) == TestApps.secretLegible)
                #expect(!world.isCoverShown(on: world.secret))
            } else {
                #expect(outcome == .ignored("the controller on top is not a sheet"))
                #expect(world.legibleLiveCells(of: world.secret) == 0)
            }
        }
    }
}

extension World {
    /// Every scene's strategy `id`, presenting as said (and its code where it was).
    func withPresentation(_ presentation: ModalPresentation, id: String) -> World {
        var configuration = defaultStrategy
        configuration.presentation = presentation
        send(.setStrategy(configuration, scene: nil))
        return self
    }
}
