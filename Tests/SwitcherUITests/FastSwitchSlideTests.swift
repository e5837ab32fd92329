import SwitcherCore
import SwitcherTestSupport
import Testing

@testable import SwitcherUI

/// The fast app switch on the device screen, frame by frame on the virtual clock: the app in
/// front slides off one side while the next slides in from the other; the home screen is
/// never drawn, and the last frame is the target app, live.
@Suite struct FastSwitchSlideTests {
    static let bank = SceneID(app: "Bank", index: 1)
    static let medicalID = SceneID(app: "Medical ID", index: 1)
    static let messages = SceneID(app: "Messages", index: 1)
    /// willResignActive → didEnterBackground, then the zoom's length: the whole slide.
    static let slide = SystemTimings.defaults.appSwitchToBackground + SystemTimings.defaults.cardZoom

    /// Medical ID, then Bank, then Messages in front: a swipe right brings Bank back, a swipe
    /// left the least recent, Medical ID.
    static func threeApps(_ device: DeviceKind) -> Lab {
        let lab = Fixtures.lab(device: device)
        for app in ["Bank", "Messages"] {
            lab.update(.event(.launch(app)))
            lab.run(2)
        }
        return lab
    }

    static func screen(_ world: World) -> Canvas {
        DeviceScreen(world: world, view: ScreenViewState()).compose().canvas
    }

    /// How many cells the leaving app has moved if `frame` is it moved that far towards
    /// `direction` with the arriving app behind it, a black column between; nil if no
    /// distance explains every cell of the frame.
    static func slideOffset(
        of frame: Canvas, leaving: Canvas, arriving: Canvas, direction: SwitchDirection
    ) -> Int? {
        let travel = frame.width + 1
        let sign = direction == .right ? 1 : -1
        return (0...travel).first { moved in
            var expected = Canvas(width: frame.width, height: frame.height)
            expected.draw(leaving, x: sign * moved, y: 0)
            expected.draw(arriving, x: sign * (moved - travel), y: 0)
            return expected == frame
        }
    }

    @Test(arguments: [DeviceKind.iphone, .ipad, .android], SwitchDirection.allCases)
    func theTwoAppsSlideSideBySideAtEveryFrame(_ device: DeviceKind, _ direction: SwitchDirection) throws {
        let target = direction == .right ? Self.bank : Self.medicalID
        let lab = Self.threeApps(device)
        let world = lab.world
        let leaving = try #require(world.liveImage(of: Self.messages))
        let arriving = try #require(world.snapshot(of: target)?.image)
        let start = world.now
        #expect(world.send(.appSwitch(direction)) == .done)

        var offsets: [Int] = []
        while world.now < start + Self.slide {
            let frame = Self.screen(world)
            let offset = Self.slideOffset(
                of: frame, leaving: leaving, arriving: arriving, direction: direction)
            try #require(offset != nil, "at \(world.now - start) the frame is not the two apps side by side")
            #expect(!frame.plainText.contains("Weather"), "the home screen is drawn at \(world.now - start)")
            offsets.append(offset!)
            world.clock.advance(by: .frame)
        }
        #expect(offsets.first == 0)
        #expect(offsets == offsets.sorted(), "the slide goes back: \(offsets)")
        // Both apps are partly on screen while the close runs (0.2 s, before didEnterBackground)
        // and half way, in the open.
        let width = world.device.screenSize.width
        let closing = offsets[12]
        let middle = offsets[offsets.count / 2]
        #expect(closing > 1 && closing < width / 2)
        #expect(middle > width / 3 && middle < 2 * width / 3)

        // The last frame is the target, live, under the status bar like any app.
        #expect(world.foreground == [target] && !world.isAnimating)
        var expected = try #require(world.liveImage(of: target))
        StatusBar.draw(on: &expected, device: device)
        if device.hasHomeIndicator { StatusBar.drawHomeIndicator(on: &expected) }
        #expect(Self.screen(world) == expected)
    }

    @Test func onIPadASplitPairSlidesInAsOne() throws {
        let lab = Fixtures.lab(device: .ipad)
        let world = lab.world
        world.send(.split("Bank"))
        lab.run(2)
        let pair = world.foreground
        try #require(pair.count == 2)
        world.send(.launch("Messages"))
        lab.run(2)
        let leaving = try #require(world.liveImage(of: Self.messages))
        let arriving = Canvas.sideBySide(
            try pair.map { try #require(world.snapshot(of: $0)?.image) }, fill: world.device.screenSize)
        let start = world.now
        world.send(.appSwitch(.right))

        for seconds in [0.1, 0.3, 0.5] {
            world.clock.advance(to: start + .seconds(seconds))
            let offset = Self.slideOffset(
                of: Self.screen(world), leaving: leaving, arriving: arriving, direction: .right)
            let moved = try #require(offset, "at \(seconds)s the frame is not Messages and the pair")
            #expect(moved > 0 && moved < world.device.screenSize.width)
        }
        lab.run(1)
        #expect(world.foreground == pair)
    }

    /// Once the system has captured the leaving app it draws no more: the rest of the slide
    /// shows that snapshot, a fade caught half way, not the fade going on.
    @Test func afterItsSnapshotTheLeavingAppIsWhatWasCaptured() throws {
        let lab = Fixtures.lab(device: .iphone, makeStrategy: { _ in FadeInCover() })
        let world = lab.world
        world.send(.launch("Bank"))
        lab.run(2)
        let arriving = try #require(world.snapshot(of: Self.medicalID)?.image)
        let start = world.now
        world.send(.appSwitch(.right))
        world.clock.advance(to: start + .seconds(0.45))

        let captured = try #require(world.snapshot(of: Self.bank))
        #expect(captured.time > start)
        let snapshot = try #require(captured.image)
        let live = try #require(world.liveImage(of: Self.bank))
        #expect(snapshot != live)
        let frame = Self.screen(world)
        #expect(Self.slideOffset(of: frame, leaving: snapshot, arriving: arriving, direction: .right) != nil)
        #expect(Self.slideOffset(of: frame, leaving: live, arriving: arriving, direction: .right) == nil)
    }

    /// `Expect Screen` and the audit count what the screen shows: during the slide, the parts
    /// of both apps on screen, cell for cell as drawn (they used to count the leaving app
    /// whole, then the arriving one whole).
    @Test(arguments: [DeviceKind.iphone, .ipad])
    func theScreenMetricCountsTheSlideAsDrawn(_ device: DeviceKind) {
        let lab = Self.threeApps(device)
        let world = lab.world
        world.send(SystemEvent.appSwitch(SwitchDirection.right))
        var counts: Set<Int> = []
        for _ in 0..<12 {
            let drawn = Self.screen(world).legibleSensitiveCells(.default)
            #expect(world.legibleSensitiveCellsOnScreen == drawn, "at \(world.now)")
            counts.insert(drawn)
            lab.run(0.05)
        }
        // The count moves with the slide, rather than jumping from one whole app to the other.
        #expect(counts.count > 3, "\(counts)")
    }
}

/// Article 004's cover: a white view fading in over half a second as the scene resigns.
private final class FadeInCover: PrivacyStrategy {
    func sceneWillResignActive(_ scene: UIWindowScene) {
        guard let window = scene.keyWindow else { return }
        let cover = UIView(frame: window.frame)
        cover.backgroundColor = .white
        cover.alpha = 0
        cover.tag = 1234
        window.addSubview(cover)
        UIView.animate(withDuration: 0.5) { cover.alpha = 1 }
    }

    func sceneDidBecomeActive(_ scene: UIWindowScene) {
        scene.keyWindow?.viewWithTag(1234)?.removeFromSuperview()
    }
}
