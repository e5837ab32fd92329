import SwitcherCore
import SwitcherTestSupport
import Testing

/// The fast app switch tells the front end it is one gesture: its close and the open that
/// follows both carry the whole slide, with the image the zoom shows from the first instant.
@Suite struct FastSwitchTransitionTests {
    static let secret = SceneID(app: "Secret", index: 1)
    static let notes = SceneID(app: "Notes", index: 1)

    static func twoApps(_ device: DeviceKind = .iphone) -> World {
        World.test(device).launched("Secret").launched("Notes")
    }

    @Test(arguments: SwitchDirection.allCases)
    func bothHalvesCarryTheWholeSlide(_ direction: SwitchDirection) throws {
        let world = Self.twoApps()
        let start = world.now
        world.send(.appSwitch(direction))

        let close = try #require(world.transition)
        guard case .appClose([Self.notes]) = close.kind else {
            Issue.record("the switch does not start with the close: \(close.kind)")
            return
        }
        let slide = try #require(close.fastSwitch)
        #expect(slide.from == [Self.notes] && slide.to == [Self.secret] && slide.direction == direction)
        #expect(slide.animation.start == start)
        #expect(slide.animation.end == start + .milliseconds(250) + .milliseconds(350))
        #expect(slide.image[Self.secret] == world.snapshot(of: Self.secret)?.image)

        world.advance(0.3)
        let open = try #require(world.transition)
        guard case .appOpen([Self.secret], let image) = open.kind else {
            Issue.record("the switch does not go on with the open: \(open.kind)")
            return
        }
        let continued = try #require(open.fastSwitch)
        #expect(continued.from == slide.from && continued.to == slide.to && continued.direction == direction)
        #expect(continued.animation.start == start && continued.animation.end == open.animation.end)
        #expect(continued.image == image && image == slide.image)
    }

    /// The app switched to was ended by the system after asking to ignore its snapshot: it
    /// slides in showing the launch screen its zoom shows, not the stored snapshot.
    @Test(arguments: [false, true]) func theImageSlidInIsTheZoomsFromTheStart(_ ignore: Bool) throws {
        let world = World.test(.iphone).launched("Secret")
        if ignore { world.application(named: "Secret")?.ignoreSnapshotOnNextApplicationLaunch() }
        _ = world.launched("Notes")
        world.advance(10)
        #expect(world.send(.evict("Secret")) == .done)
        let stored = try #require(world.snapshot(of: Self.secret)?.image)
        world.send(.appSwitch(.right))
        let slid = try #require(world.transition?.fastSwitch?.image[Self.secret])
        world.advance(0.3)
        guard case .appOpen(_, let zoom)? = world.transition?.kind else {
            Issue.record("no zoom")
            return
        }
        #expect(slid == zoom[Self.secret])
        #expect((slid == stored) == !ignore)
    }

    @Test func homeAndTheSwitcherAreNoFastSwitch() {
        let world = Self.twoApps()
        world.send(.home)
        #expect(world.transition != nil && world.transition?.fastSwitch == nil)
        world.advance(2)
        world.send(.launch("Notes"))
        #expect(world.transition?.fastSwitch == nil)
    }

    /// A Home press during the switch is queued until the switch settles, and then leaves the
    /// app switched to before it became active, as a Home press during a launch zoom does
    /// (`leavingBeforeDidBecomeActiveSkipsWillResignActive`). It used to run between the close
    /// and the open, on no app, and was lost: the app switched to came up active.
    @Test(arguments: [0.1, 0.3, 0.5])
    func aHomePressDuringTheSwitchIsNotLost(_ after: Double) {
        let world = Self.twoApps()
        world.send(.appSwitch(.right))
        world.advance(after)
        #expect(world.send(.home) == .queued)
        world.advance(2)
        #expect(world.screen == .home)
        #expect(world.state(of: Self.secret) == .background)
        #expect(world.state(of: Self.notes) == .background)
        let secret = world.log.entries.compactMap { $0.scene == Self.secret ? $0.callback : nil }
        #expect(
            Array(secret.suffix(2)) == [.willEnterForeground, .didEnterBackground])
    }
}
