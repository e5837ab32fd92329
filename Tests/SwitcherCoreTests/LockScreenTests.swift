import SwitcherCore
import SwitcherTestSupport
import Testing

/// The PIN lock screen: article 000's enhancement, presented where QA1838 (002) says.
@Suite struct LockScreenTests {
    static func locked(_ style: LifecycleStyle = .scene, pin: String = "1234") -> World {
        let world = World.protected("lock-screen", .iphone, style, pin: pin).withSecretInFront()
        world.send(.home)
        world.advance(2)
        world.send(.launch("Secret"))
        return world
    }

    @Test(arguments: iOSStyles) func theSnapshotAndTheReturnShowTheLockScreen(_ style: LifecycleStyle) {
        let world = Self.locked(style)
        let snapshot = world.snapshot(of: world.secret)!.image!
        #expect(snapshot.legibleSensitiveCells(.default) == 0)
        #expect(snapshot.lines.contains { $0.contains("Secret is locked") })
        #expect(snapshot.lines.contains { $0.contains("○ ○ ○ ○") })
        // Back in the app, the lock screen stays until the PIN is typed.
        #expect(world.measureCoverAfterReturn(of: world.secret) == .stuck)
        #expect(world.state(of: world.secret) == .active)
        #expect(world.legibleLiveCells(of: world.secret) == 0)
    }

    @Test(arguments: iOSStyles) func aWrongPINShakesAndStays(_ style: LifecycleStyle) {
        let world = Self.locked(style)
        world.advance(1)
        world.send(.type("12"))
        world.advance(0.01)
        #expect(world.liveImage(of: world.secret)!.lines.contains { $0.contains("● ● ○ ○") })
        world.send(.type("99"))
        world.advance(0.03)
        // The dots are shaking...
        #expect(world.isAnimating)
        func dotsColumn() -> Int? {
            let line = world.liveImage(of: world.secret)!.lines.first { $0.contains("○ ○ ○ ○") }
            return line?.firstIndex(of: "○").map { line!.distance(from: line!.startIndex, to: $0) }
        }
        let shaken = dotsColumn()
        #expect(world.liveImage(of: world.secret)!.lines.contains { $0.contains("Wrong PIN") })
        world.advance(1)
        // ...then come to rest, empty, where they were; the screen stays.
        #expect(!world.isAnimating)
        #expect(dotsColumn() == 11)
        #expect(shaken != nil && shaken != 11)
        #expect(world.isCoverShown(on: world.secret))
        #expect(world.legibleLiveCells(of: world.secret) == 0)
    }

    @Test(arguments: iOSStyles) func theRightPINDismissesIt(_ style: LifecycleStyle) {
        let world = Self.locked(style)
        world.advance(1)
        world.send(.type("0000"))
        world.advance(1)
        world.send(.type("1234"))
        world.advance(1)
        #expect(!world.isCoverShown(on: world.secret))
        #expect(world.legibleLiveCells(of: world.secret) == TestApps.secretLegible)
        // Locked again on the next trip to the background.
        world.send(.home)
        world.advance(2)
        #expect(world.snapshot(of: world.secret)!.legibleSensitiveCells(.default) == 0)
    }

    @Test func thePINIsConfigurableAndNonDigitsAreIgnored() {
        let world = Self.locked(pin: "2580")
        world.advance(1)
        world.send(.type("1234"))
        world.advance(1)
        #expect(world.isCoverShown(on: world.secret))
        world.send(.type("2a5b8c0"))
        world.advance(1)
        #expect(!world.isCoverShown(on: world.secret))
    }

    /// Background only: the switcher opened from the app still shows it live, and Control
    /// Center does not lock it.
    @Test func theForegroundSwitcherCardIsStillLive() {
        let world = World.protected("lock-screen", .iphone).withSecretInFront()
        world.send(.pull(.controlCenter))
        world.advance(0.5)
        #expect(!world.isCoverShown(on: world.secret))
        world.send(.dismiss)
        world.advance(1)
        world.send(.switcherGesture(on: world.device))
        world.advance(1)
        #expect(world.secretCard == TestApps.secretLegible)
    }
}
